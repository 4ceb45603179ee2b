import type { Env, ScheduledController } from "./env";
import { readBody } from "./requests";
import { json } from "./responses";
import { runScheduled } from "./scheduled";

/**
 * The timed jobs (wrangler.jsonc `triggers`, worker/scheduled.ts) run on request, for the
 * product run on this machine only. Locally no cron ever fires, and the door wrangler opens for
 * them (/cdn-cgi/handler/scheduled) is open to any client and, with the site's files beside the
 * Worker, does not reach it. So `npm start` gives the Worker a key of its own for each run
 * (LOCAL_JOBS_KEY, a secret in a file only this user can read, never set when deployed), runs
 * the jobs on their schedule by POSTing here with it, and its edge never passes this path from
 * outside. Without that key, or with any other, the answer is the one every unknown /api path
 * gets: a deployed Worker has no such door.
 */

export const localJobsPath = "/api/jobs";

/** The answer to an /api path that is not one of the Worker's. */
export const nothingHere = () => json({ error: "There is nothing here." }, 404);

/** Shorter than this, a key is no key: `npm start` makes 256-bit ones, 64 hex digits. */
const shortestKey = 32;

/** Whether `given` is the key, compared in constant time (their SHA-256, byte by byte). */
async function sameKey(given: string, key: string): Promise<boolean> {
  const digest = async (text: string) =>
    new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text)));
  const [a, b] = await Promise.all([digest(given), digest(key)]);
  let difference = 0;
  for (let i = 0; i < a.length; i++) difference |= a[i]! ^ b[i]!;
  return difference === 0;
}

/**
 * `POST /api/jobs` with `Authorization: Bearer <LOCAL_JOBS_KEY>` and `{"cron": "17 * * * *"}`
 * (a cron of wrangler.jsonc's `triggers`) and, if the run is for another moment than now,
 * `"time"` (milliseconds since 1970): runs that job as its trigger would, and answers what ran.
 */
export async function runLocalJob(request: Request, env: Env): Promise<Response> {
  const key = env.LOCAL_JOBS_KEY ?? "";
  const given = /^Bearer (\S+)$/.exec(request.headers.get("Authorization") ?? "")?.[1] ?? "";
  if (request.method !== "POST" || key.length < shortestKey || !(await sameKey(given, key))) {
    return nothingHere();
  }
  let job: { cron?: unknown; time?: unknown };
  try {
    job = JSON.parse((await readBody(request, 1024)) ?? "") as typeof job;
  } catch {
    job = {};
  }
  const { cron, time = Date.now() } = job;
  if (typeof cron !== "string" || !cron.trim() || typeof time !== "number" || !isFinite(time)) {
    return json({ error: 'Send {"cron": "<a trigger of wrangler.jsonc>", "time"?: <ms>}.' }, 400);
  }
  const began = Date.now();
  try {
    await runScheduled({ cron, scheduledTime: time }, env);
  } catch (error) {
    console.error(`The job "${cron}" failed:`, error);
    return json({ error: `The job "${cron}" failed: ${String(error)}` }, 500);
  }
  return json({
    ran: cron,
    scheduledTime: new Date(time).toISOString(),
    tookMs: Date.now() - began,
  });
}

/**
 * The Worker's `scheduled()`: the jobs, as Cloudflare's cron triggers run them. Locally (the
 * Worker has a LOCAL_JOBS_KEY) no trigger ever fires, so an event here came from wrangler's
 * open door (/cdn-cgi/handler/scheduled): it is refused, with one line that says why.
 */
export async function scheduledUnlessLocal(
  controller: Pick<ScheduledController, "cron" | "scheduledTime">,
  env: Env,
): Promise<void> {
  if (env.LOCAL_JOBS_KEY) {
    console.warn(
      `Refused a scheduled event ("${controller.cron}"): locally the jobs run only by npm start's own timer (${localJobsPath}), never from /cdn-cgi/handler/scheduled.`,
    );
    return;
  }
  await runScheduled(controller, env);
}
