import type { LeadFields, LeadFormName } from "../app/lib/leads";
import { inboxSearchLimit, type LeadStatus } from "../app/data/inbox";
import type { StoredPhoto } from "../app/lib/photos";
import type { AlertStatus, BookingState, StoredLead } from "../app/lib/stored-lead";
import type { BookingWindow } from "../app/lib/booking";
import { placeTaking } from "./bookings";
import { newStatusToken } from "./status-token";
import type { D1Database } from "./env";

/**
 * The leads in D1 (worker/migrations/): every query the lead service and the inbox make. A lead
 * is stored once: a repeat of its submission id, or of a form posted without JavaScript with the
 * same content within `repeatWindowMs`, stores nothing new.
 */

/** A form posted twice with the same content within this time (a double click) is one lead. */
export const repeatWindowMs = 10 * 60 * 1000;

export interface NewLead {
  /** The submission id, or null for a form posted without JavaScript */
  key: string | null;
  form: LeadFormName;
  page: string;
  fields: LeadFields;
  submittedAt: string | null;
  receivedAt: Date;
  /** The photos stored in R2 with it */
  photos?: StoredPhoto[];
  /** Their SHA-256 digests, in order: a send with other photos is a changed send */
  photoDigests?: readonly string[];
  /**
   * The window a quote request holds a place in, and how many jobs that window takes in all:
   * the lead is stored only if a place is left (worker/bookings.ts).
   */
  booking?: { day: string; window: BookingWindow; capacity: number } | null;
  /** The private part of its status page's address, for a quote request */
  statusToken?: string | null;
}

/**
 * `stored`: a new lead; `repeat`: the same submission again, nothing new stored; `amended`: the
 * same submission id with changed values, which replace the old (the visitor corrected a field
 * before sending again, not knowing the first send had arrived); `otherForm`: the submission id
 * is another form's, and nothing was stored; `full`: the window the lead names has no place left
 * (or, for a change, its new window has none), and nothing was stored or changed.
 *
 * An amended lead's "updated" alert is coalesced: `alertDue` says this change is the first since
 * the last one was told, so an alert must be queued for it (`amendAlertDelaySeconds` later);
 * later changes before that alert goes are told by it, since it reads the lead as it is then.
 */
export type StoreOutcome =
  | { outcome: "stored" | "repeat"; id: string; statusToken: string | null }
  | { outcome: "amended"; id: string; alertDue: boolean; statusToken: string | null }
  | { outcome: "otherForm" | "full"; id: string };

/** How long an "updated" alert waits for more changes to the same lead before it goes. */
export const amendAlertDelaySeconds = 180;

interface LeadRow {
  id: string;
  form: LeadFormName;
  page: string;
  fields: string;
  via: "script" | "form";
  submitted_at: string | null;
  received_at: string;
  amended_at: string | null;
  updated_at: string;
  status: LeadStatus;
  photos: string;
  alert_status: AlertStatus;
  alert_attempts: number;
  alert_error: string | null;
  alert_email_at: string | null;
  alert_webhook_at: string | null;
  alert_due_at: string | null;
  booking_day: string | null;
  booking_window: BookingWindow | null;
  booking_state: BookingState | null;
  booking_minutes: number | null;
  booking_reason: string | null;
  status_token: string | null;
}

function fromRow(row: LeadRow): StoredLead {
  return {
    id: row.id,
    form: row.form,
    page: row.page,
    fields: JSON.parse(row.fields) as LeadFields,
    via: row.via,
    submittedAt: row.submitted_at,
    receivedAt: row.received_at,
    amendedAt: row.amended_at,
    updatedAt: row.updated_at,
    status: row.status,
    photos: JSON.parse(row.photos ?? "[]") as StoredPhoto[],
    alert: {
      status: row.alert_status,
      attempts: row.alert_attempts,
      error: row.alert_error,
      emailAt: row.alert_email_at,
      webhookAt: row.alert_webhook_at,
      dueAt: row.alert_due_at,
    },
    booking: row.booking_state
      ? {
          day: row.booking_day,
          window: row.booking_window,
          state: row.booking_state,
          minutes: row.booking_minutes,
          reason: row.booking_reason,
        }
      : null,
    statusToken: row.status_token,
  };
}

/**
 * What identifies a lead's content: its form, page and fields, in a fixed order, and its photos'
 * digests when it has photos. The one hash a send is compared by and stored with.
 */
export async function contentHash(
  lead: Pick<NewLead, "form" | "page" | "fields" | "photoDigests">,
) {
  const digests = lead.photoDigests ?? [];
  const all: Record<string, unknown> =
    digests.length > 0 ? { ...lead.fields, "(photos)": digests.join(",") } : lead.fields;
  const fields = Object.keys(all)
    .sort()
    .map((name) => [name, all[name]]);
  const bytes = new TextEncoder().encode(JSON.stringify([lead.form, lead.page, fields]));
  const digest = await crypto.subtle.digest("SHA-256", bytes);
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, "0")).join("");
}

/** The text the inbox searches: every value in lower case, and the phone number's digits. */
function searchText(fields: LeadFields): string {
  const values = Object.values(fields).filter((v): v is string => typeof v === "string");
  const phone = typeof fields.phone === "string" ? fields.phone.replace(/\D/g, "") : "";
  return [...values, phone].join("\n").toLowerCase();
}

/** A new id for a lead sent without one, in the form the forms' own ids take. */
export const newLeadId = () =>
  [...crypto.getRandomValues(new Uint8Array(16))]
    .map((b) => b.toString(16).padStart(2, "0"))
    .join("");

/** What a submission id was stored with, or null when it is new. */
export async function storedSubmission(
  db: D1Database,
  id: string,
): Promise<{
  hash: string;
  form: LeadFormName;
  photos: StoredPhoto[];
  statusToken: string | null;
} | null> {
  const row = await db
    .prepare("SELECT content_hash, form, photos, status_token FROM leads WHERE id = ?")
    .bind(id)
    .first<{
      content_hash: string;
      form: LeadFormName;
      photos: string;
      status_token: string | null;
    }>();
  return row
    ? {
        hash: row.content_hash,
        form: row.form,
        photos: JSON.parse(row.photos) as StoredPhoto[],
        statusToken: row.status_token,
      }
    : null;
}

/**
 * Stores a lead, once. Each outcome is one statement, so two sends of the same lead arriving
 * together still make one row. Resolves only once D1 has committed it.
 */
export async function storeLead(db: D1Database, lead: NewLead): Promise<StoreOutcome> {
  const hash = await contentHash(lead);
  const now = lead.receivedAt.toISOString();
  const id = lead.key ?? newLeadId();
  const photos = JSON.stringify(lead.photos ?? []);
  const booking = lead.booking ?? null;
  const token = lead.statusToken ?? null;
  const values = [
    id,
    lead.form,
    lead.page,
    JSON.stringify(lead.fields),
    searchText(lead.fields),
    hash,
    lead.key ? "script" : "form",
    lead.submittedAt,
    now,
    now,
    photos,
    booking?.day ?? null,
    booking?.window ?? null,
    booking ? "held" : null,
    token,
  ];
  const columns =
    "id, form, page, fields, search, content_hash, via, submitted_at, received_at, updated_at, " +
    "photos, booking_day, booking_window, booking_state, status_token";
  const placeholders = values.map(() => "?").join(", ");
  // The place is taken in the statement that stores the lead: D1 runs one statement at a time,
  // so the count it reads is the count it adds to.
  const placeLeft = (except: string | null) =>
    booking
      ? {
          sql: `(SELECT count(*) FROM leads WHERE booking_day = ? AND booking_window = ?
                 AND ${placeTaking}${except ? " AND id <> ?" : ""}) < ?`,
          binds: [booking.day, booking.window, ...(except ? [except] : []), booking.capacity],
        }
      : { sql: "1", binds: [] };
  const tokenOf = async (leadId: string) =>
    (
      await db
        .prepare("SELECT status_token FROM leads WHERE id = ?")
        .bind(leadId)
        .first<{ status_token: string | null }>()
    )?.status_token ?? null;

  if (!lead.key) {
    const since = new Date(lead.receivedAt.getTime() - repeatWindowMs).toISOString();
    const place = placeLeft(null);
    const stored = await db
      .prepare(
        `INSERT INTO leads (${columns}) SELECT ${placeholders}
         WHERE NOT EXISTS (SELECT 1 FROM leads WHERE content_hash = ? AND received_at >= ?)
           AND ${place.sql}
         RETURNING id`,
      )
      .bind(...values, hash, since, ...place.binds)
      .first<{ id: string }>();
    if (stored) return { outcome: "stored", id, statusToken: token };
    const first = await db
      .prepare(
        "SELECT id, status_token FROM leads WHERE content_hash = ? AND received_at >= ? ORDER BY received_at LIMIT 1",
      )
      .bind(hash, since)
      .first<{ id: string; status_token: string | null }>();
    return first
      ? { outcome: "repeat", id: first.id, statusToken: first.status_token }
      : { outcome: "full", id };
  }

  const place = placeLeft(null);
  const stored = await db
    .prepare(
      `INSERT INTO leads (${columns}) SELECT ${placeholders} WHERE ${place.sql}
       ON CONFLICT (id) DO NOTHING RETURNING id`,
    )
    .bind(...values, ...place.binds)
    .first<{ id: string }>();
  if (stored) return { outcome: "stored", id, statusToken: token };

  // A change keeps its place when it names the same window, and takes one in a new window only
  // if one is left there; a change that names none gives its place back.
  const moved = placeLeft(id);
  const amended = await db
    .prepare(
      `UPDATE leads SET fields = ?, search = ?, content_hash = ?, amended_at = ?, updated_at = ?,
         photos = ?, alert_due_at = coalesce(alert_due_at, ?),
         booking_state = CASE
           WHEN ? IS NULL THEN NULL
           WHEN booking_day IS ? AND booking_window IS ? THEN booking_state
           ELSE 'held' END,
         booking_day = ?, booking_window = ?
       WHERE id = ? AND form = ? AND content_hash != ?
         AND (? IS NULL OR (booking_day IS ? AND booking_window IS ?) OR ${moved.sql})
       RETURNING alert_due_at, status_token`,
    )
    .bind(
      JSON.stringify(lead.fields),
      searchText(lead.fields),
      hash,
      now,
      now,
      photos,
      due(lead.receivedAt),
      booking?.day ?? null,
      booking?.day ?? null,
      booking?.window ?? null,
      booking?.day ?? null,
      booking?.window ?? null,
      id,
      lead.form,
      hash,
      booking?.day ?? null,
      booking?.day ?? null,
      booking?.window ?? null,
      ...moved.binds,
    )
    .first<{ alert_due_at: string; status_token: string | null }>();
  if (amended) {
    return {
      outcome: "amended",
      id,
      alertDue: amended.alert_due_at === due(lead.receivedAt),
      statusToken: amended.status_token,
    };
  }
  const existing = await db
    .prepare("SELECT form, content_hash FROM leads WHERE id = ?")
    .bind(id)
    .first<{ form: LeadFormName; content_hash: string }>();
  if (!existing) return { outcome: "full", id };
  if (existing.form !== lead.form) return { outcome: "otherForm", id };
  if (existing.content_hash !== hash) return { outcome: "full", id };
  return { outcome: "repeat", id, statusToken: await tokenOf(id) };
}

/** When an "updated" alert for a change received at `at` is due. */
const due = (at: Date) => new Date(at.getTime() + amendAlertDelaySeconds * 1000).toISOString();

export async function getLead(db: D1Database, id: string): Promise<StoredLead | null> {
  const row = await db.prepare("SELECT * FROM leads WHERE id = ?").bind(id).first<LeadRow>();
  return row ? fromRow(row) : null;
}

/** The leads a condition picks (written by this layer, never from a request), in its order. */
export async function leadsWhere(db: D1Database, where: string, binds: unknown[]) {
  const { results } = await db
    .prepare(`SELECT * FROM leads WHERE ${where}`)
    .bind(...binds)
    .all<LeadRow>();
  return results.map(fromRow);
}

/** The quote request whose status page has this address, or null. */
export async function leadByStatusToken(db: D1Database, token: string) {
  const row = await db
    .prepare("SELECT * FROM leads WHERE status_token = ?")
    .bind(token)
    .first<LeadRow>();
  return row ? fromRow(row) : null;
}

export interface LeadQuery {
  /** Words or a phone number to look for in any field */
  search?: string;
  status?: LeadStatus | null;
  /** The last lead of the page before: the leads that arrived before it */
  before?: { receivedAt: string; id: string } | null;
  limit: number;
}

/** Leads newest first, matching a search and a status. */
export async function listLeads(db: D1Database, query: LeadQuery): Promise<StoredLead[]> {
  const where: string[] = [];
  const binds: unknown[] = [];
  // Found as it is typed, whatever its length or letters: instr(), not LIKE, whose patterns D1
  // limits to 50 bytes and which reads `%` and `_` as wildcards.
  const search = query.search?.trim().toLowerCase().slice(0, inboxSearchLimit) ?? "";
  if (search) {
    const digits = search.replace(/\D/g, "");
    if (digits.length >= 3 && !/\p{L}/u.test(search)) {
      where.push("(instr(search, ?) > 0 OR instr(search, ?) > 0)");
      binds.push(search, digits);
    } else {
      where.push("instr(search, ?) > 0");
      binds.push(search);
    }
  }
  if (query.status) {
    where.push("status = ?");
    binds.push(query.status);
  }
  if (query.before) {
    where.push("(received_at, id) < (?, ?)");
    binds.push(query.before.receivedAt, query.before.id);
  }
  const { results } = await db
    .prepare(
      `SELECT * FROM leads ${where.length ? `WHERE ${where.join(" AND ")}` : ""}
       ORDER BY received_at DESC, id DESC LIMIT ?`,
    )
    .bind(...binds, query.limit)
    .all<LeadRow>();
  return results.map(fromRow);
}

/** How many leads have each status, and how many alerts failed. */
export async function leadCounts(db: D1Database) {
  const { results } = await db
    .prepare(
      `SELECT status, count(*) AS n, sum(alert_status = 'failed') AS failed
       FROM leads GROUP BY status`,
    )
    .all<{ status: LeadStatus; n: number; failed: number }>();
  const byStatus = Object.fromEntries(results.map((r) => [r.status, r.n])) as Partial<
    Record<LeadStatus, number>
  >;
  const failedAlerts = results.reduce((sum, r) => sum + (r.failed ?? 0), 0);
  const total = results.reduce((sum, r) => sum + r.n, 0);
  return { byStatus, failedAlerts, total };
}

export async function setStatus(db: D1Database, id: string, status: LeadStatus, now: Date) {
  const result = await db
    .prepare("UPDATE leads SET status = ?, updated_at = ? WHERE id = ?")
    .bind(status, now.toISOString(), id)
    .run();
  return result.meta.changes > 0;
}

/** What the owner does with a quote request's booking, from the inbox. */
export type BookingChange =
  | { action: "confirm"; day: string; window: BookingWindow }
  | { action: "decline"; reason: string }
  | { action: "onTheWay"; minutes: number }
  | { action: "done" };

/**
 * Moves a quote request's booking on, as the owner says: confirmed (in the window held or
 * another: the owner knows their day, so a full window is theirs to overfill), declined with a
 * reason (its place given back), on the way with the minutes, or done. The lead's status follows
 * (contacted, lost, won). Resolves to the lead as it is now, or null when there is no such quote
 * request.
 */
export async function setBooking(
  db: D1Database,
  id: string,
  change: BookingChange,
  now: Date,
): Promise<StoredLead | null> {
  const at = now.toISOString();
  const [sets, binds]: [string, unknown[]] =
    change.action === "confirm"
      ? [
          `booking_day = ?, booking_window = ?, booking_state = 'confirmed', booking_minutes = NULL,
           booking_reason = NULL, status = CASE status WHEN 'new' THEN 'contacted' ELSE status END`,
          [change.day, change.window],
        ]
      : change.action === "decline"
        ? ["booking_state = 'declined', booking_reason = ?, status = 'lost'", [change.reason]]
        : change.action === "onTheWay"
          ? [
              `booking_state = 'on_the_way', booking_minutes = ?,
               status = CASE status WHEN 'new' THEN 'contacted' ELSE status END`,
              [change.minutes],
            ]
          : ["booking_state = 'done', status = 'won'", []];
  const changed = await db
    .prepare(
      `UPDATE leads SET ${sets}, updated_at = ?, status_token = coalesce(status_token, ?)
       WHERE id = ? AND form = 'quote' RETURNING id`,
    )
    .bind(...binds, at, newStatusToken(), id)
    .first<{ id: string }>();
  return changed ? getLead(db, id) : null;
}

export async function deleteLead(db: D1Database, id: string) {
  const result = await db.prepare("DELETE FROM leads WHERE id = ?").bind(id).run();
  return result.meta.changes > 0;
}

/** What the alert queue's consumer records of one try. */
export async function recordAlert(
  db: D1Database,
  id: string,
  change: {
    status?: AlertStatus;
    attempts?: number;
    error?: string | null;
    emailAt?: string;
    webhookAt?: string;
  },
) {
  const sets: string[] = [];
  const binds: unknown[] = [];
  const column = {
    status: "alert_status",
    attempts: "alert_attempts",
    error: "alert_error",
    emailAt: "alert_email_at",
    webhookAt: "alert_webhook_at",
  } as const;
  for (const [key, name] of Object.entries(column)) {
    const value = change[key as keyof typeof change];
    if (value === undefined) continue;
    sets.push(`${name} = ?`);
    binds.push(value);
  }
  if (sets.length === 0) return;
  await db
    .prepare(`UPDATE leads SET ${sets.join(", ")} WHERE id = ?`)
    .bind(...binds, id)
    .run();
}

/**
 * Takes an amended lead's due "updated" alert for sending: the changes from now on wait for the
 * next one. Resolves to the lead ready to be told, or null when another message took it (a
 * message delivered twice). A change the last alert already told (it went after the change) is
 * not told again: then `told` is true and nothing is to be sent.
 */
export async function claimAmendedAlert(
  db: D1Database,
  id: string,
): Promise<{ lead: StoredLead; told: boolean } | null> {
  const lead = await getLead(db, id);
  if (!lead?.alert.dueAt) return null;
  const { emailAt, webhookAt, status } = lead.alert;
  const lastTold = [emailAt, webhookAt].filter((at): at is string => at !== null);
  const told =
    status === "sent" &&
    lastTold.length > 0 &&
    lastTold.every((at) => at >= (lead.amendedAt ?? ""));
  const claimed = await db
    .prepare(
      told
        ? "UPDATE leads SET alert_due_at = NULL WHERE id = ? AND alert_due_at = ? RETURNING id"
        : `UPDATE leads SET alert_due_at = NULL, alert_status = 'pending', alert_attempts = 0,
             alert_error = NULL, alert_email_at = NULL, alert_webhook_at = NULL
           WHERE id = ? AND alert_due_at = ? RETURNING id`,
    )
    .bind(id, lead.alert.dueAt)
    .first<{ id: string }>();
  if (!claimed) return null;
  const alert = told
    ? { ...lead.alert, dueAt: null }
    : { ...lead.alert, dueAt: null, status: "pending" as const, attempts: 0, error: null };
  return {
    lead: { ...lead, alert: told ? alert : { ...alert, emailAt: null, webhookAt: null } },
    told,
  };
}

/**
 * Alerts that never reached the queue, after `olderThan`: a new lead's still pending and never
 * tried, and an "updated" alert still due.
 */
export async function stalledAlerts(
  db: D1Database,
  olderThan: Date,
): Promise<{ id: string; kind: "new" | "amended" }[]> {
  const { results } = await db
    .prepare(
      `SELECT id, 'new' AS kind FROM leads WHERE alert_status = 'pending' AND alert_attempts = 0
         AND alert_due_at IS NULL AND max(received_at, coalesce(amended_at, '')) < ?1
       UNION ALL
       SELECT id, 'amended' AS kind FROM leads WHERE alert_due_at < ?1
       LIMIT 100`,
    )
    .bind(olderThan.toISOString())
    .all<{ id: string; kind: "new" | "amended" }>();
  return results;
}

/** Deletes every lead last heard from before `cutoff`; the ids of those that went. */
export async function deleteLeadsBefore(db: D1Database, cutoff: Date): Promise<string[]> {
  const { results } = await db
    .prepare("DELETE FROM leads WHERE max(received_at, coalesce(amended_at, '')) < ? RETURNING id")
    .bind(cutoff.toISOString())
    .all<{ id: string }>();
  return results.map((row) => row.id);
}

/** The photos each of these leads lists, for those that are stored. */
export async function listedPhotos(
  db: D1Database,
  ids: readonly string[],
): Promise<Map<string, StoredPhoto[]>> {
  const found = new Map<string, StoredPhoto[]>();
  for (let i = 0; i < ids.length; i += 50) {
    const chunk = ids.slice(i, i + 50);
    const { results } = await db
      .prepare(`SELECT id, photos FROM leads WHERE id IN (${chunk.map(() => "?").join(", ")})`)
      .bind(...chunk)
      .all<{ id: string; photos: string }>();
    for (const row of results) found.set(row.id, JSON.parse(row.photos) as StoredPhoto[]);
  }
  return found;
}
