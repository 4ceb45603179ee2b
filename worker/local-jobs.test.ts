import { beforeEach, describe, expect, it } from "vitest";
import { readWranglerConfig } from "../scripts/lead-service.mjs";
import { backupPrefix } from "./backup";
import { backupName } from "./backup-file.mjs";
import type { Env } from "./env";
import { localJobsPath, runLocalJob, scheduledUnlessLocal } from "./local-jobs";
import { nightlyCron } from "./scheduled";
import { workerTestEnv } from "./test-env";

/**
 * The timed jobs run on request for `npm start` (worker/local-jobs.ts), in Cloudflare's
 * runtime's D1 and R2 (worker/test-env.ts): only with the run's key, and never through the
 * Worker's `scheduled()` when it has one. The jobs themselves: worker/scheduled.test.ts; under
 * `npm start`'s runtime: e2e/lead-service-deployed.e2e.ts.
 */

const key = "9f".repeat(32);
const t = workerTestEnv({ LOCAL_JOBS_KEY: key });
beforeEach(() => t.wipe());

const nightly = readWranglerConfig().triggers.crons.find((cron: string) => cron === nightlyCron);
const time = Date.UTC(2026, 10, 28, 7, 40);
const backupKey = `${backupPrefix}${backupName("2026-11-28")}`;

const ask = (
  headers: Record<string, string>,
  { method = "POST", body = JSON.stringify({ cron: nightly, time }) } = {},
) =>
  new Request(`http://localhost:3000${localJobsPath}`, {
    method,
    headers: { "Content-Type": "application/json", ...headers },
    ...(method === "POST" ? { body } : {}),
  });

const backups = async () => (await t.backups.list()).objects.map((object) => object.key);

describe("the timed jobs on request", () => {
  it("answers as any unknown /api path, and runs nothing, without the run's key", async () => {
    const refusals: [string, Request, Partial<Env>?][] = [
      ["no key", ask({})],
      ["another key", ask({ Authorization: `Bearer ${"9e".repeat(32)}` })],
      ["the key cut short", ask({ Authorization: `Bearer ${key.slice(0, -1)}` })],
      ["the key but not as a bearer", ask({ Authorization: key })],
      ["a GET with the key", ask({ Authorization: `Bearer ${key}` }, { method: "GET" })],
      // Deployed: the Worker has no key, and an empty one opens nothing.
      ["a Worker without a key", ask({ Authorization: "Bearer " }), { LOCAL_JOBS_KEY: undefined }],
      ["a Worker with an empty key", ask({ Authorization: "Bearer " }), { LOCAL_JOBS_KEY: "" }],
    ];
    for (const [what, request, vars = {}] of refusals) {
      const answer = await runLocalJob(request, { ...t.env, ...vars });
      expect(answer.status, what).toBe(404);
      expect(await answer.json(), what).toEqual({ error: "There is nothing here." });
    }
    expect(await backups()).toEqual([]);
  });

  it("runs the job of the cron it is given, at the time given, with the run's key", async () => {
    expect(nightly).toBe("40 7 * * *");
    const answer = await runLocalJob(ask({ Authorization: `Bearer ${key}` }), t.env);
    expect(answer.status).toBe(200);
    expect(await answer.json()).toMatchObject({
      ran: nightly,
      scheduledTime: "2026-11-28T07:40:00.000Z",
    });
    expect(await backups()).toEqual([backupKey]);

    const unclear = await runLocalJob(
      ask({ Authorization: `Bearer ${key}` }, { body: '{"time": "tonight"}' }),
      t.env,
    );
    expect(unclear.status).toBe(400);
  });

  it("refuses every scheduled event locally, where only wrangler's open door sends one", async () => {
    await scheduledUnlessLocal({ cron: nightlyCron, scheduledTime: time }, t.env);
    expect(await backups()).toEqual([]);
    // Deployed, the cron trigger's event runs the job.
    await scheduledUnlessLocal(
      { cron: nightlyCron, scheduledTime: time },
      { ...t.env, LOCAL_JOBS_KEY: undefined },
    );
    expect(await backups()).toEqual([backupKey]);
  });
});
