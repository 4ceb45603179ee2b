import { backupRetentionStart } from "../core/config/policies";
import { backupName, backupSummary, takeBackup, type Row } from "./backup-file.mjs";
import type { D1Database, R2Bucket } from "./env";

/**
 * The nightly backup: every row of the lead service's database (worker/backup-file.mjs) as one
 * file in R2, `backups/leads-backup-<day>.json`, beside the database rather than in it, so that
 * losing the database loses no more than the day. The last `backupRetentionDays` days are kept
 * (content/policy.json, which the privacy policy states): a lead deleted from the inbox is gone
 * from every backup within that time. `npm run restore` loads one into an empty database.
 */

export const backupPrefix = "backups/";

/** Takes tonight's backup into the bucket and deletes those past the retention period. */
export async function nightlyBackup(db: D1Database, bucket: R2Bucket, now: Date) {
  const backup = await takeBackup(async (statements) => {
    const pages = await db.batch<Row>(statements.map((sql) => db.prepare(sql)));
    return pages.map((page) => page.results);
  }, now);
  const day = now.toISOString().slice(0, 10);
  await bucket.put(`${backupPrefix}${backupName(day)}`, JSON.stringify(backup), {
    httpMetadata: { contentType: "application/json" },
  });
  const deleted = await deleteBackupsBefore(bucket, backupRetentionStart(now));
  console.log(`Backed up ${backupSummary(backup)}; deleted ${deleted} older backup(s)`);
}

/** Deletes the backups of days before `firstKept` (YYYY-MM-DD); how many went. */
export async function deleteBackupsBefore(bucket: R2Bucket, firstKept: string): Promise<number> {
  const old: string[] = [];
  let cursor: string | undefined;
  do {
    const listed = await bucket.list({ prefix: backupPrefix, cursor });
    for (const { key } of listed.objects) {
      const day = /leads-backup-(\d{4}-\d{2}-\d{2})\.json$/.exec(key)?.[1];
      if (day && day < firstKept) old.push(key);
    }
    cursor = listed.truncated ? listed.cursor : undefined;
  } while (cursor);
  for (let i = 0; i < old.length; i += 1000) await bucket.delete(old.slice(i, i + 1000));
  return old.length;
}
