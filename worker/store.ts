import type { LeadFields, LeadFormName } from "../core/rules/leads";
import { inboxSearchLimit, type LeadStatus } from "./inbox/words";
import type { StoredPhoto } from "../core/rules/photos";
import type { AlertStatus, BookingState, StoredLead } from "./stored-lead";
import type { BookingWindow } from "../core/rules/booking";
import { fieldsAsRead } from "./booked-fields";
import { newStatusToken } from "./status-token";
import { deleteMoneyStatements } from "./money";
import type { D1Database } from "./env";

/**
 * The leads in D1 (worker/migrations/) as the inbox, the status page, the calendar and the
 * alerts read and change them. Storing a lead as it arrives is worker/store-lead.ts.
 */

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
  booking_arrives_at: string | null;
  booking_reason: string | null;
  status_token: string | null;
  held_at: string | null;
  alert_batch: string | null;
}

function fromRow(row: LeadRow): StoredLead {
  return {
    id: row.id,
    form: row.form,
    page: row.page,
    fields: fieldsAsRead(JSON.parse(row.fields) as LeadFields, row.booking_day, row.booking_window),
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
      batch: row.alert_batch,
    },
    booking: row.booking_state
      ? {
          day: row.booking_day,
          window: row.booking_window,
          state: row.booking_state,
          minutes: row.booking_minutes,
          arrivesAt: row.booking_arrives_at ?? null,
          reason: row.booking_reason,
          heldAt: row.held_at,
        }
      : null,
    statusToken: row.status_token,
  };
}

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
           booking_arrives_at = NULL, fields = json_remove(fields, '$.preferredDay', '$.arrivalWindow'),
           booking_reason = NULL, status = CASE status WHEN 'new' THEN 'contacted' ELSE status END`,
          [change.day, change.window],
        ]
      : change.action === "decline"
        ? ["booking_state = 'declined', booking_reason = ?, status = 'lost'", [change.reason]]
        : change.action === "onTheWay"
          ? [
              `booking_state = 'on_the_way', booking_minutes = ?, booking_arrives_at = ?,
               status = CASE status WHEN 'new' THEN 'contacted' ELSE status END`,
              [change.minutes, new Date(now.getTime() + change.minutes * 60_000).toISOString()],
            ]
          : ["booking_state = 'done', status = 'won'", []];
  const changed = await db
    .prepare(
      `UPDATE leads SET ${sets}, held_at = NULL, updated_at = ?,
         status_token = coalesce(status_token, ?)
       WHERE id = ? AND form = 'quote' RETURNING id`,
    )
    .bind(...binds, at, newStatusToken(), id)
    .first<{ id: string }>();
  return changed ? getLead(db, id) : null;
}

/**
 * A quote sent: a new lead is contacted now, and a request from before status pages gets one,
 * where its quote is read.
 */
export async function quoteSent(db: D1Database, id: string, now: Date) {
  await db
    .prepare(
      `UPDATE leads SET status = CASE status WHEN 'new' THEN 'contacted' ELSE status END,
         status_token = coalesce(status_token, ?), updated_at = ? WHERE id = ?`,
    )
    .bind(newStatusToken(), now.toISOString(), id)
    .run();
}

/** A lead deleted for good, with its quotes, job record and invoices. */
export async function deleteLead(db: D1Database, id: string) {
  const [result] = await db.batch([
    db.prepare("DELETE FROM leads WHERE id = ?").bind(id),
    ...deleteMoneyStatements(db, [id]),
  ]);
  return (result?.meta.changes ?? 0) > 0;
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
 * tried (one of a sender's batch only when no alert for the batch is due, as after a restore:
 * worker/alert-batches.ts), and an "updated" alert still due.
 */
export async function stalledAlerts(
  db: D1Database,
  olderThan: Date,
): Promise<{ id: string; kind: "new" | "amended" }[]> {
  const { results } = await db
    .prepare(
      `SELECT id, 'new' AS kind FROM leads WHERE alert_status = 'pending' AND alert_attempts = 0
         AND alert_due_at IS NULL
         AND (alert_batch IS NULL
           OR alert_batch NOT IN (SELECT tag FROM sender_bursts WHERE due_at IS NOT NULL))
         AND max(received_at, coalesce(amended_at, '')) < ?1
       UNION ALL
       SELECT id, 'amended' AS kind FROM leads WHERE alert_due_at < ?1
       LIMIT 100`,
    )
    .bind(olderThan.toISOString())
    .all<{ id: string; kind: "new" | "amended" }>();
  return results;
}

/**
 * Deletes every lead last heard from before `cutoff`, with its money, except a job done, or
 * whose records (an approved quote, a job record, an invoice) are, since `jobCutoff`: those are
 * kept as long as the privacy policy says job records are. Money whose lead is gone (a clean-up
 * cut short) goes too. The ids of the leads that went.
 */
export async function deleteLeadsBefore(
  db: D1Database,
  cutoff: Date,
  jobCutoff: Date,
): Promise<string[]> {
  const { results } = await db
    .prepare(
      `DELETE FROM leads WHERE max(received_at, coalesce(amended_at, '')) < ?1
         AND id NOT IN (
           SELECT lead_id FROM invoices WHERE issued_at >= ?2
           UNION SELECT lead_id FROM job_records WHERE recorded_at >= ?2
           UNION SELECT lead_id FROM quotes WHERE approved_at >= ?2
           UNION SELECT id FROM leads WHERE booking_state = 'done' AND updated_at >= ?2)
       RETURNING id`,
    )
    .bind(cutoff.toISOString(), jobCutoff.toISOString())
    .all<{ id: string }>();
  const ids = results.map((row) => row.id);
  await db.batch(
    ["quotes", "job_records", "invoices"].map((table) =>
      db.prepare(`DELETE FROM ${table} WHERE lead_id NOT IN (SELECT id FROM leads)`),
    ),
  );
  return ids;
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
