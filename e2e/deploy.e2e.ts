// What `npm run deploy` would upload, checked without a Cloudflare account (`--dry-run`):
// wrangler reads the configuration as a deploy does, bundles the Worker and lists its bindings.
import { spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";

/** Cloudflare's limit on a Worker's size on the free plan, compressed. */
const freePlanLimitKiB = 3 * 1024;
/** Ours: the lead service, its pages and the inbox, with room to grow. */
const workerBudgetKiB = 400;

describe("npm run deploy -- --dry-run", () => {
  it("bundles the Worker with every binding, well under the free plan's size", () => {
    const run = spawnSync(process.execPath, ["scripts/deploy.mjs", "--dry-run"], {
      encoding: "utf8",
      env: { ...process.env, NODE_ENV: "production" },
    });
    const output = `${run.stdout}${run.stderr}`;
    expect(run.status, output).toBe(0);
    for (const binding of [
      "ASSETS",
      "DB",
      "LEAD_PHOTOS",
      "BACKUPS",
      "LEAD_ALERTS",
      "LEAD_SENDS",
      "ALERT_EMAIL",
    ]) {
      expect(output).toMatch(new RegExp(`env\\.${binding}\\b`));
    }
    const gzipKiB = Number(output.match(/gzip: ([\d.]+) KiB/)?.[1]);
    expect(gzipKiB).toBeGreaterThan(0);
    expect(gzipKiB).toBeLessThan(Math.min(freePlanLimitKiB, workerBudgetKiB));
  });
});
