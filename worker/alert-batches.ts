import type { StoredLead } from "./stored-lead";
import type { D1Database } from "./env";
import { leadsWhere } from "./store";

/**
 * One alert for a sender's burst of requests (docs/decisions/030). A quote request that names a
 * window, from a sender who already sent one that day, is not told on its own: it joins the
 * sender's batch (`alert_batch`, the sender's code for the day), and the first to join queues
 * one alert for all of them a few minutes later. The alert tells every request of the batch
 * not yet told, so a burst of fifty is one alert, or one every few minutes while it lasts.
 */

/**
 * Marks the sender's batch as due, if no alert for it is due already. Resolves to true for the
 * one caller who must queue that alert.
 */
export async function batchAlertDue(db: D1Database, tag: string, now: Date): Promise<boolean> {
  const at = now.toISOString();
  const row = await db
    .prepare(
      `INSERT INTO sender_bursts (tag, due_at, first_at) VALUES (?1, ?2, ?2)
       ON CONFLICT (tag) DO UPDATE SET due_at = ?2 WHERE sender_bursts.due_at IS NULL
       RETURNING tag`,
    )
    .bind(tag, at)
    .first<{ tag: string }>();
  return row !== null;
}

/**
 * Takes the sender's due alert for sending: the requests that join after this wait for the next
 * one. False when another message took it (a message delivered twice).
 */
export async function claimBatchAlert(db: D1Database, tag: string): Promise<boolean> {
  const row = await db
    .prepare(
      "UPDATE sender_bursts SET due_at = NULL WHERE tag = ? AND due_at IS NOT NULL RETURNING tag",
    )
    .bind(tag)
    .first<{ tag: string }>();
  return row !== null;
}

/** The requests of a sender's batch not yet told, oldest first. */
export const untoldBatch = (db: D1Database, tag: string): Promise<StoredLead[]> =>
  leadsWhere(db, "alert_batch = ? AND alert_status = 'pending' ORDER BY received_at LIMIT 100", [
    tag,
  ]);

/** Batches whose alert was due before `olderThan` and never reached the queue. */
export async function stalledBatches(db: D1Database, olderThan: Date): Promise<string[]> {
  const { results } = await db
    .prepare("SELECT tag FROM sender_bursts WHERE due_at < ? LIMIT 100")
    .bind(olderThan.toISOString())
    .all<{ tag: string }>();
  return results.map((row) => row.tag);
}

/**
 * Forgets the senders' codes of requests received before `before`: a code only counts a day's
 * holds, and its batch's alert has long gone. Resolves to how many requests were cleared.
 */
export async function forgetSenderCodes(db: D1Database, before: Date): Promise<number> {
  const cutoff = before.toISOString();
  const [cleared] = await db.batch([
    db
      .prepare(
        `UPDATE leads SET sender_tag = NULL,
           alert_batch = CASE WHEN alert_status = 'pending' THEN alert_batch END
         WHERE (sender_tag IS NOT NULL OR alert_batch IS NOT NULL) AND received_at < ?`,
      )
      .bind(cutoff),
    db.prepare("DELETE FROM sender_bursts WHERE first_at < ? AND due_at IS NULL").bind(cutoff),
  ]);
  return cleared?.meta.changes ?? 0;
}
