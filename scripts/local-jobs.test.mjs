import { afterEach, describe, expect, it, vi } from "vitest";
import { nightlyCron } from "../worker/scheduled";
import { readWranglerConfig } from "./lead-service.mjs";
import { parseCron, startJobTimer } from "./local-jobs.mjs";

/** `npm start`'s timer of the timed jobs; the jobs it runs: e2e/lead-service-deployed.e2e.ts. */
describe("the timed jobs' schedule under npm start", () => {
  afterEach(() => vi.useRealTimers());

  it("understands every trigger of wrangler.jsonc, in UTC", () => {
    const crons = readWranglerConfig().triggers.crons;
    expect(crons).toContain(nightlyCron);
    for (const cron of crons) expect(() => parseCron(cron), cron).not.toThrow();
    const nightly = parseCron(nightlyCron);
    expect(nightly(new Date("2026-11-28T07:40:00Z"))).toBe(true);
    expect(nightly(new Date("2026-11-28T07:41:00Z"))).toBe(false);
    expect(nightly(new Date("2026-11-28T08:40:00Z"))).toBe(false);
    const hourly = parseCron("17 * * * *");
    expect(hourly(new Date("2026-11-28T00:17:00Z"))).toBe(true);
    expect(hourly(new Date("2026-11-28T13:17:59Z"))).toBe(true);
    expect(hourly(new Date("2026-11-28T13:18:00Z"))).toBe(false);
    // Sunday is 0 and 7.
    for (const sunday of ["0 9 * * 0", "0 9 * * 7"]) {
      expect(parseCron(sunday)(new Date("2026-11-29T09:00:00Z")), sunday).toBe(true);
    }
  });

  it("refuses a cron it cannot read, saying which", () => {
    expect(() => parseCron("*/5 * * * *")).toThrow(/"\*\/5 \* \* \* \*".*minute is "\*\/5"/);
    expect(() => parseCron("17 * * *")).toThrow(/4 fields/);
    expect(() => parseCron("60 * * * *")).toThrow(/minute is "60"/);
  });

  it("runs each job in the minutes it names, once, with the minute's time", async () => {
    vi.useFakeTimers({ now: new Date("2026-11-28T07:38:30Z") });
    const runs = [];
    const lines = [];
    const timer = startJobTimer({
      crons: ["17 * * * *", nightlyCron],
      runJob: async (cron, time) => {
        runs.push([cron, new Date(time).toISOString()]);
        return { ran: cron, tookMs: 5 };
      },
      log: (line) => lines.push(line),
    });
    await vi.advanceTimersByTimeAsync(40 * 60_000);
    timer.stop();
    expect(runs).toEqual([
      [nightlyCron, "2026-11-28T07:40:00.000Z"],
      ["17 * * * *", "2026-11-28T08:17:00.000Z"],
    ]);
    expect(lines).toEqual([
      `07:40 UTC: ran the timed job "${nightlyCron}" (5 ms).`,
      '08:17 UTC: ran the timed job "17 * * * *" (5 ms).',
    ]);
    await vi.advanceTimersByTimeAsync(60 * 60_000);
    expect(runs).toHaveLength(2);
  });

  it("says a job that failed, and goes on", async () => {
    vi.useFakeTimers({ now: new Date("2026-11-28T10:16:59Z") });
    const lines = [];
    const timer = startJobTimer({
      crons: ["17 * * * *"],
      runJob: async () => {
        throw new Error('The job "17 * * * *" did not run (500)');
      },
      log: (line) => lines.push(line),
    });
    await vi.advanceTimersByTimeAsync(61 * 60_000);
    timer.stop();
    expect(lines).toEqual([
      '10:17 UTC: the timed job "17 * * * *" failed: The job "17 * * * *" did not run (500)',
      '11:17 UTC: the timed job "17 * * * *" failed: The job "17 * * * *" did not run (500)',
    ]);
  });
});
