import type { LeadFields, LeadFormName } from "../core/rules/leads";
import type { StoredPhoto } from "../core/rules/photos";
import type { BookingWindow } from "../core/rules/booking";
import type { D1PreparedStatement } from "@cloudflare/workers-types/index.ts";
import type { D1Database } from "./env";
import { fieldsToStore } from "./booked-fields";
import { placeTakingStates, senderHoldsPerDay, takesPlace } from "./holds";

/**
 * Storing a lead as it arrives (worker/leads.ts): once, whatever the retries, and for a quote
 * request that names a window, with its hold taken in the same statement that stores it. A
 * repeat of its submission id, or of a form posted without JavaScript with the same content
 * within `repeatWindowMs`, stores nothing new; the same id with other content is a change.
 *
 * A hold is taken only where a place is left and the sender holds fewer than
 * `senderHoldsPerDay` windows that day; a hold the same phone has on another request moves here
 * (worker/holds.ts). D1 runs the statements of a database one at a time, and a batch as one
 * transaction, so the counts a statement reads are the counts it adds to.
 */

/** A form posted twice with the same content within this time (a double click) is one lead. */
export const repeatWindowMs = 10 * 60 * 1000;

/** How long an "updated" alert waits for more changes to the same lead before it goes. */
export const amendAlertDelaySeconds = 180;

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
   * The window a quote request asks to hold, how many jobs that window takes in all, and the
   * moment before which a hold has lapsed (null: holds never lapse): the lead holds a place only
   * if one is left (worker/bookings.ts).
   */
  booking?: { day: string; window: BookingWindow; capacity: number; cutoff: string | null } | null;
  /** The phone's ten digits: a phone holds one window at a time */
  phone?: string | null;
  /** The sender's code for the day (worker/holds.ts), or null for this computer's own sends */
  senderTag?: string | null;
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
 * `held` says whether the window asked for is held: not when the sender already holds its day's
 * share, when the request is kept without one. `batch` is the sender's code when the request is
 * one of several the same sender sent that day: its alert goes with theirs (worker/alerts.ts).
 *
 * An amended lead's "updated" alert is coalesced: `alertDue` says this change is the first since
 * the last one was told, so an alert must be queued for it (`amendAlertDelaySeconds` later);
 * later changes before that alert goes are told by it, since it reads the lead as it is then.
 */
export type StoreOutcome =
  | {
      outcome: "stored";
      id: string;
      statusToken: string | null;
      held: boolean;
      batch: string | null;
    }
  | { outcome: "repeat"; id: string; statusToken: string | null }
  | {
      outcome: "amended";
      id: string;
      alertDue: boolean;
      statusToken: string | null;
      held: boolean;
    }
  | { outcome: "otherForm" | "full"; id: string };

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

/** An SQL condition and the values it binds, in order. */
interface Condition {
  sql: string;
  binds: unknown[];
}

const and = (...conditions: Condition[]): Condition => ({
  sql: conditions.map((c) => `(${c.sql})`).join(" AND ") || "1",
  binds: conditions.flatMap((c) => c.binds),
});

/** A lead as it is about to be stored: its id, hash and the time, worked out once. */
interface Pending {
  lead: NewLead;
  id: string;
  hash: string;
  now: string;
}

/**
 * Whether the lead may hold its window: a place is left in it, and its sender holds fewer than
 * its day's share. Holds of the same phone do not count against either, since they move here;
 * nor does the lead itself, for a change.
 */
function mayHold({ lead, id }: Pending, self: boolean): Condition {
  const booking = lead.booking!;
  const samePhoneHold = lead.phone
    ? { sql: "AND NOT (booking_state = 'held' AND phone = ?)", binds: [lead.phone] }
    : { sql: "", binds: [] };
  const notSelf = self ? { sql: "AND id <> ?", binds: [id] } : { sql: "", binds: [] };
  const place: Condition = {
    sql: `(SELECT count(*) FROM leads WHERE booking_day = ? AND booking_window = ?
           AND ${takesPlace(booking.cutoff)} ${samePhoneHold.sql} ${notSelf.sql}) < ?`,
    binds: [
      booking.day,
      booking.window,
      ...samePhoneHold.binds,
      ...notSelf.binds,
      booking.capacity,
    ],
  };
  if (!lead.senderTag) return place;
  const share: Condition = {
    sql: `(SELECT count(*) FROM leads WHERE sender_tag = ?
           AND booking_state IN (${placeTakingStates.map((s) => `'${s}'`).join(", ")})
           ${samePhoneHold.sql} ${notSelf.sql}) < ?`,
    binds: [lead.senderTag, ...samePhoneHold.binds, ...notSelf.binds, senderHoldsPerDay],
  };
  return and(place, share);
}

/** Whether a place is left in the lead's window (its share aside): why a hold was refused. */
async function placeLeft(db: D1Database, pending: Pending, self: boolean) {
  const { lead } = pending;
  const place = mayHold({ ...pending, lead: { ...lead, senderTag: null } }, self);
  const row = await db
    .prepare(`SELECT ${place.sql} AS open`)
    .bind(...place.binds)
    .first<{ open: number }>();
  return row?.open === 1;
}

/**
 * After the lead took its hold (at `now`), the hold its phone had on any other request moves
 * here: that one is marked `moved`, naming this one. In the batch that took the hold, so both
 * happen or neither.
 */
function moveSamePhoneHold(db: D1Database, { lead, id, now }: Pending): D1PreparedStatement[] {
  if (!lead.booking || !lead.phone) return [];
  return [
    db
      .prepare(
        `UPDATE leads SET booking_state = 'moved', booking_reason = ?1, held_at = NULL,
           updated_at = ?2
         WHERE phone = ?3 AND booking_state = 'held' AND id <> ?1
           AND EXISTS (SELECT 1 FROM leads WHERE id = ?1 AND booking_state = 'held' AND held_at = ?2)`,
      )
      .bind(id, now, lead.phone),
  ];
}

/**
 * Inserts the lead, holding its window when `hold` (under `mayHold`), and only where `guard`
 * holds. Its alert joins its sender's batch when the sender already sent a request today.
 * Resolves to what was stored, or null when nothing was.
 */
async function insertLead(
  db: D1Database,
  pending: Pending,
  { hold, guard }: { hold: boolean; guard: Condition },
): Promise<{ held: boolean; batch: string | null } | null> {
  const { lead, id, hash, now } = pending;
  const booking = lead.booking ?? null;
  const values: [string, unknown][] = [
    ["id", id],
    ["form", lead.form],
    ["page", lead.page],
    ["fields", JSON.stringify(fieldsToStore(lead.fields, hold && Boolean(booking)))],
    ["search", searchText(lead.fields)],
    ["content_hash", hash],
    ["via", lead.key ? "script" : "form"],
    ["submitted_at", lead.submittedAt],
    ["received_at", now],
    ["updated_at", now],
    ["photos", JSON.stringify(lead.photos ?? [])],
    ["booking_day", hold ? booking!.day : null],
    ["booking_window", hold ? booking!.window : null],
    ["booking_state", hold ? "held" : null],
    ["held_at", hold ? now : null],
    ["status_token", lead.statusToken ?? null],
    ["phone", lead.phone ?? null],
    ["sender_tag", lead.senderTag ?? null],
  ];
  const tag = lead.senderTag ?? null;
  const conditions = hold ? and(guard, mayHold(pending, false)) : guard;
  const insert = db
    .prepare(
      `INSERT INTO leads (${values.map(([column]) => column).join(", ")}, alert_batch)
       SELECT ${values.map(() => "?").join(", ")},
         CASE WHEN EXISTS (SELECT 1 FROM leads WHERE sender_tag = ?) THEN ? END
       WHERE ${conditions.sql}
       ON CONFLICT (id) DO NOTHING
       RETURNING booking_state, alert_batch`,
    )
    .bind(...values.map(([, value]) => value), tag, tag, ...conditions.binds);
  const [inserted] = await db.batch<{ booking_state: string | null; alert_batch: string | null }>([
    insert,
    ...(hold ? moveSamePhoneHold(db, pending) : []),
  ]);
  const row = inserted?.results[0];
  return row ? { held: row.booking_state === "held", batch: row.alert_batch } : null;
}

/** When an "updated" alert for a change received at `at` is due. */
const due = (at: Date) => new Date(at.getTime() + amendAlertDelaySeconds * 1000).toISOString();

/**
 * Changes a stored lead to the values sent again with its id. A change keeps its hold when it
 * names the same window and the hold has not lapsed; one that names another window (or whose
 * hold lapsed) holds there only under `mayHold`, else, with `hold` false, names it without
 * holding it; one that names none gives its place back. Resolves to the change, or null when
 * nothing was changed (the same content, another form, or no place).
 */
async function amendLead(db: D1Database, pending: Pending, hold: boolean) {
  const { lead, id, hash, now } = pending;
  const booking = lead.booking ?? null;
  const wanted = hold && booking ? booking : null;
  const lapsed = booking?.cutoff ? ` OR held_at < '${booking.cutoff}'` : "";
  // The lead's own hold as it stands, read from the row before this change (SQLite's SET and
  // WHERE read the old values).
  const keeps: Condition = {
    sql: `booking_day IS ? AND booking_window IS ? AND coalesce(booking_state, '') <> 'moved'
          AND NOT (booking_state = 'held' AND (held_at IS NULL${lapsed}))`,
    binds: [wanted?.day ?? null, wanted?.window ?? null],
  };
  const may = wanted ? mayHold(pending, true) : { sql: "1", binds: [] };
  const update = db
    .prepare(
      `UPDATE leads SET fields = ?, search = ?, content_hash = ?, amended_at = ?, updated_at = ?,
         photos = ?, alert_due_at = coalesce(alert_due_at, ?), phone = ?,
         booking_state = CASE WHEN ? IS NULL THEN NULL WHEN ${keeps.sql} THEN booking_state
           ELSE 'held' END,
         held_at = CASE WHEN ? IS NULL THEN NULL WHEN ${keeps.sql} THEN held_at ELSE ? END,
         booking_day = ?, booking_window = ?
       WHERE id = ? AND form = ? AND content_hash != ?
         AND (? IS NULL OR ${keeps.sql} OR (${may.sql}))
       RETURNING alert_due_at, status_token, booking_state`,
    )
    .bind(
      JSON.stringify(fieldsToStore(lead.fields, Boolean(wanted))),
      searchText(lead.fields),
      hash,
      now,
      now,
      JSON.stringify(lead.photos ?? []),
      due(lead.receivedAt),
      lead.phone ?? null,
      wanted?.day ?? null,
      ...keeps.binds,
      wanted?.day ?? null,
      ...keeps.binds,
      now,
      wanted?.day ?? null,
      wanted?.window ?? null,
      id,
      lead.form,
      hash,
      wanted?.day ?? null,
      ...keeps.binds,
      ...may.binds,
    );
  const [changed] = await db.batch<{
    alert_due_at: string;
    status_token: string | null;
    booking_state: string | null;
  }>([update, ...(wanted ? moveSamePhoneHold(db, pending) : [])]);
  const row = changed?.results[0];
  return row
    ? {
        outcome: "amended" as const,
        id,
        alertDue: row.alert_due_at === due(lead.receivedAt),
        statusToken: row.status_token,
        held: row.booking_state !== null,
      }
    : null;
}

/** The stored lead of a form posted without JavaScript whose content came within minutes. */
async function recentRepeat(db: D1Database, { hash, lead }: Pending) {
  const since = new Date(lead.receivedAt.getTime() - repeatWindowMs).toISOString();
  return db
    .prepare(
      "SELECT id, status_token FROM leads WHERE content_hash = ? AND received_at >= ? ORDER BY received_at LIMIT 1",
    )
    .bind(hash, since)
    .first<{ id: string; status_token: string | null }>();
}

/**
 * Stores a lead, once, holding its window when it may. A request whose window has no place left
 * stores nothing (`full`); one whose sender already holds its day's share is stored without a
 * hold. Resolves only once D1 has committed it.
 */
export async function storeLead(db: D1Database, lead: NewLead): Promise<StoreOutcome> {
  const pending: Pending = {
    lead,
    id: lead.key ?? newLeadId(),
    hash: await contentHash(lead),
    now: lead.receivedAt.toISOString(),
  };
  const { id } = pending;
  const wantsHold = Boolean(lead.booking);
  const token = lead.statusToken ?? null;
  const stored = (result: { held: boolean; batch: string | null }) => ({
    outcome: "stored" as const,
    id,
    statusToken: token,
    ...result,
  });

  if (!lead.key) {
    // A form posted without JavaScript: the same content within minutes is the lead already kept.
    const since = new Date(lead.receivedAt.getTime() - repeatWindowMs).toISOString();
    const guard = {
      sql: "NOT EXISTS (SELECT 1 FROM leads WHERE content_hash = ? AND received_at >= ?)",
      binds: [pending.hash, since],
    };
    const first = await insertLead(db, pending, { hold: wantsHold, guard });
    if (first) return stored(first);
    const repeat = await recentRepeat(db, pending);
    if (repeat) return { outcome: "repeat", id: repeat.id, statusToken: repeat.status_token };
    if (!(await placeLeft(db, pending, false))) return { outcome: "full", id };
    const unheld = await insertLead(db, pending, { hold: false, guard });
    if (unheld) return stored(unheld);
    const again = await recentRepeat(db, pending);
    return again
      ? { outcome: "repeat", id: again.id, statusToken: again.status_token }
      : { outcome: "full", id };
  }

  const none = { sql: "1", binds: [] };
  const first = await insertLead(db, pending, { hold: wantsHold, guard: none });
  if (first) return stored(first);
  const existing = await db
    .prepare("SELECT form, content_hash, status_token FROM leads WHERE id = ?")
    .bind(id)
    .first<{ form: LeadFormName; content_hash: string; status_token: string | null }>();
  if (!existing) {
    // Its window had no place, or its sender holds its day's share: then kept without a hold.
    if (!(await placeLeft(db, pending, false))) return { outcome: "full", id };
    const unheld = await insertLead(db, pending, { hold: false, guard: none });
    return unheld ? stored(unheld) : { outcome: "full", id };
  }
  if (existing.form !== lead.form) return { outcome: "otherForm", id };
  if (existing.content_hash === pending.hash) {
    return { outcome: "repeat", id, statusToken: existing.status_token };
  }
  const amended = await amendLead(db, pending, wantsHold);
  if (amended) return amended;
  if (wantsHold && !(await placeLeft(db, pending, true))) return { outcome: "full", id };
  return (await amendLead(db, pending, false)) ?? { outcome: "repeat", id, statusToken: token };
}
