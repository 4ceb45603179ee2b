import { enquiryRetentionCutoff, jobRecordCutoff } from "../core/config/policies";
import { siteConfig } from "../core/config/site";
import { nightlyBackup } from "./backup";
import type { Env, ScheduledController } from "./env";
import { deleteCountsBefore } from "./events";
import { inboxPath } from "./inbox/words";
import { deletePhotoObjects, photosStoredBefore, unlistedPhotos } from "./photos";
import { deleteLeadsBefore, listedPhotos, stalledAlerts } from "./store";
import { forgetSenderCodes, stalledBatches } from "./alert-batches";

/**
 * The Worker's timed work (wrangler.jsonc `triggers`): each night the database's backup
 * (worker/backup.ts); each hour the clean-up the privacy policy and the lead service promise,
 * and the alerts that never reached the queue, queued again.
 */

/** The nightly trigger (wrangler.jsonc); the other is the hourly one. */
export const nightlyCron = "40 7 * * *";

/** An alert still pending after this long never reached the queue: queue it again. */
const stalledAfterMs = 15 * 60 * 1000;

/**
 * A sender's code is kept this long with its requests (a day's holds are counted by it, and its
 * burst told in one alert), then forgotten: the privacy policy says a day and a half.
 */
export const senderCodeKeptMs = 36 * 60 * 60 * 1000;

export async function runScheduled(
  controller: Pick<ScheduledController, "cron" | "scheduledTime">,
  env: Env,
): Promise<void> {
  const now = new Date(controller.scheduledTime);
  if (controller.cron === nightlyCron) {
    await nightlyBackup(env.DB, env.BACKUPS, now);
    return;
  }
  const deleted = await deleteLeadsBefore(
    env.DB,
    enquiryRetentionCutoff(now),
    jobRecordCutoff(now),
  );
  if (deleted.length > 0)
    console.log(`Deleted ${deleted.length} lead(s) past the retention period`);
  // Photos go with their lead; and any that no lead lists: a send that failed or lost a race
  // after its photos were kept, or photos a change replaced, once the send could not delete
  // them itself. Only those an hour old: a newer one may belong to a send under way.
  const stored = await photosStoredBefore(env.LEAD_PHOTOS, new Date(now.getTime() - 3_600_000));
  const unlisted = unlistedPhotos(stored, await listedPhotos(env.DB, [...stored.keys()]));
  if (unlisted.length > 0) {
    const gone = await deletePhotoObjects(env.LEAD_PHOTOS, unlisted);
    console.log(`Deleted ${gone} photo(s) that no lead lists`);
  }
  await deleteCountsBefore(env.DB, now);
  await forgetSenderCodes(env.DB, new Date(now.getTime() - senderCodeKeptMs));
  const inboxUrl = `${siteConfig.siteUrl}${inboxPath}`;
  const stalledSince = new Date(now.getTime() - stalledAfterMs);
  for (const { id, kind } of await stalledAlerts(env.DB, stalledSince)) {
    await env.LEAD_ALERTS.send({ leadId: id, kind, inboxUrl });
  }
  for (const tag of await stalledBatches(env.DB, stalledSince)) {
    await env.LEAD_ALERTS.send({ leadId: tag, kind: "batch", inboxUrl });
  }
}
