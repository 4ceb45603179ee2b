// The timed jobs on their schedule for `npm start`: locally no cron trigger ever fires, so the
// hourly clean-up and the nightly backup of wrangler.jsonc's `triggers` would never run. Each
// minute it runs those whose cron names it, in UTC as Cloudflare runs them, through the product's
// `runJob` (scripts/lead-service.mjs, worker/local-jobs.ts), with one line each time.

const fields = [
  { name: "minute", min: 0, max: 59, of: (date) => date.getUTCMinutes() },
  { name: "hour", min: 0, max: 23, of: (date) => date.getUTCHours() },
  { name: "day of the month", min: 1, max: 31, of: (date) => date.getUTCDate() },
  { name: "month", min: 1, max: 12, of: (date) => date.getUTCMonth() + 1 },
  // 0 and 7 are both Sunday.
  { name: "day of the week", min: 0, max: 7, of: (date) => date.getUTCDay() },
];

/**
 * A cron of five fields, each a number or `*` (as wrangler.jsonc's are), as the moments it
 * names: a function of a date, true in each minute the cron fires. Throws for anything else.
 *
 * @param {string} cron
 * @returns {(date: Date) => boolean}
 */
export function parseCron(cron) {
  const parts = cron.trim().split(/\s+/);
  const refuse = (why) => {
    throw new Error(
      `The trigger "${cron}" (wrangler.jsonc) is not one npm start can run: ${why}. It understands five fields, each a number or *.`,
    );
  };
  if (parts.length !== fields.length) refuse(`it has ${parts.length} fields`);
  const wanted = parts.map((part, i) => {
    const field = fields[i];
    if (part === "*") return null;
    const n = /^\d+$/.test(part) ? Number(part) : NaN;
    if (!(n >= field.min && n <= field.max)) refuse(`its ${field.name} is "${part}"`);
    return field.name === "day of the week" ? n % 7 : n;
  });
  return (date) => wanted.every((n, i) => n === null || fields[i].of(date) === n);
}

/** HH:MM UTC of a date. */
const clock = (date) => `${date.toISOString().slice(11, 16)} UTC`;

/**
 * Runs each of `crons` in every minute it names, from the next minute on, through `runJob`;
 * says each run with `log`. Returns `stop()`.
 *
 * @param {object} options
 * @param {string[]} options.crons
 * @param {(cron: string, time: number) => Promise<{ tookMs?: number }>} options.runJob
 * @param {(line: string) => void} [options.log]
 * @param {() => number} [options.now]
 */
export function startJobTimer({ crons, runJob, log = console.log, now = Date.now }) {
  const jobs = crons.map((cron) => ({ cron, due: parseCron(cron) }));
  let timer;
  let stopped = false;
  const tick = async (minute) => {
    const at = new Date(minute);
    for (const { cron, due } of jobs) {
      if (stopped || !due(at)) continue;
      try {
        const { tookMs } = await runJob(cron, minute);
        log(
          `${clock(at)}: ran the timed job "${cron}"${tookMs === undefined ? "" : ` (${tookMs} ms)`}.`,
        );
      } catch (error) {
        log(
          `${clock(at)}: the timed job "${cron}" failed: ${error instanceof Error ? error.message : error}`,
        );
      }
    }
  };
  let last = -Infinity;
  const next = () => {
    if (stopped) return;
    // The next minute to begin, never the one just run (a timer may fire a moment early).
    const minute = Math.max(Math.floor(now() / 60_000) + 1, last + 1) * 60_000;
    last = minute / 60_000;
    timer = setTimeout(() => void tick(minute).finally(next), Math.max(0, minute - now()));
    timer.unref();
  };
  next();
  return {
    stop() {
      stopped = true;
      clearTimeout(timer);
    },
  };
}
