import { beforeEach, describe, expect, it } from "vitest";
import { eventsPath, leadServicePath } from "../core/config/site";
import { torontoDay } from "../core/rules/validation";
import type { D1Database, Env } from "./env";
import { addCount, forgetFullDay, receiveEvent } from "./events";
import { allowedOrigin, receiveLead } from "./leads";
import { workerTestEnv } from "./test-env";

/**
 * The counted taps' endpoint in Cloudflare's runtime's D1 (worker/test-env.ts): what it takes
 * and from where, what it reads of a body, whom it counts a sender as, and what the day's cap
 * costs. The HTTP suite (e2e/counts.e2e.ts) floods the real runtime's rate limit.
 */

const t = workerTestEnv();
beforeEach(async () => {
  await t.wipe();
  forgetFullDay();
});

const allowed = () => true;

function tap(body: BodyInit, headers: Record<string, string> = {}) {
  return new Request(`https://leads.example.ca${eventsPath}`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", ...headers },
    body,
    duplex: "half",
  } as RequestInit);
}

/** The database, counting the statements run on it and the rows they read. */
function metered(db: D1Database) {
  const meter = { statements: 0, rowsRead: 0 };
  type Result = { meta: { rows_read?: number } };
  const counted = new Proxy(db, {
    get(target, name) {
      if (name === "batch") {
        return async (statements: unknown[]) => {
          meter.statements += statements.length;
          const results = (await target.batch(statements as never)) as Result[];
          for (const result of results) meter.rowsRead += result.meta.rows_read ?? 0;
          return results;
        };
      }
      if (name === "prepare") {
        return (sql: string) => {
          const statement = target.prepare(sql);
          const bind = statement.bind.bind(statement);
          const wrap = (prepared: typeof statement) =>
            new Proxy(prepared, {
              get(inner, method) {
                if (method === "bind") return (...values: unknown[]) => wrap(bind(...values));
                if (method === "run" || method === "all" || method === "first") {
                  return async (...args: unknown[]) => {
                    meter.statements += 1;
                    const run = Reflect.get(inner, method) as (...a: unknown[]) => unknown;
                    return run.apply(inner, args);
                  };
                }
                return Reflect.get(inner, method);
              },
            });
          return wrap(statement);
        };
      }
      return Reflect.get(target, name);
    },
  }) as D1Database;
  return { db: counted, meter };
}

/** Every count stored, as "page event count". */
async function counted() {
  const { results } = await t.db
    .prepare("SELECT page, event, count FROM event_counts ORDER BY page, event")
    .all<{ page: string; event: string; count: number }>();
  return results.map((row) => `${row.page} ${row.event} ${row.count}`);
}

describe("POST /api/events", () => {
  it("takes a page event only, from the site only, and counts nothing a browser asked not to be counted", async () => {
    const from = { Origin: "https://leads.example.ca" };
    const send = (body: string, headers: Record<string, string> = {}) =>
      receiveEvent(tap(body, { ...from, ...headers }), t.env, allowedOrigin);
    expect((await send("event=lead&page=/")).status).toBe(400);
    expect((await send("event=pageview&page=/")).status).toBe(400);
    expect((await send("event=call&page=/", { Origin: "https://elsewhere.example" })).status).toBe(
      403,
    );
    expect((await send("event=call&page=/", { "Sec-GPC": "1" })).status).toBe(204);
    expect((await send("event=call&page=/", { DNT: "1" })).status).toBe(204);
    const get = new Request(`https://leads.example.ca${eventsPath}`);
    expect((await receiveEvent(get, t.env, allowedOrigin)).status).toBe(405);
    expect(await counted()).toEqual([]);

    // A lead is stored; a browser that asked not to be counted is not counted.
    const lead = await receiveLead(
      new Request(`https://leads.example.ca${leadServicePath}`, {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded", "Sec-GPC": "1" },
        body: new URLSearchParams({
          form: "quote",
          page: "/",
          name: "Sam Okafor",
          phone: "(905) 555-0187",
          service: "Windshield Repair",
        }),
      }),
      t.env,
      t.ctx,
    );
    expect(lead.status).toBe(303);
    await t.settle();
    expect(await counted()).toEqual([]);
    // The one send that may be counted is.
    expect((await send("event=call&page=/")).status).toBe(204);
    expect(await counted()).toEqual([expect.stringMatching(/ call 1$/)]);
  });

  it("refuses a body longer than a tap's that does not say its length, and counts nothing", async () => {
    // How much of such a body is read, and why, is worker/requests.test.ts's.
    let chunks = 4;
    const long = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (chunks-- > 0) controller.enqueue(new Uint8Array(16 * 1024).fill(0x61));
        else controller.close();
      },
    });
    const answer = await receiveEvent(tap(long), t.env, allowed);
    expect(answer.status).toBe(413);
    expect(t.eventSends.keys.size).toBe(0);
  });

  it("counts a sender by its address, an IPv6 one by its /64", async () => {
    for (const address of ["2001:db8:7:8::1", "2001:db8:7:8::2", "198.51.100.4"]) {
      const answer = await receiveEvent(
        tap("event=call&page=/", { "CF-Connecting-IP": address }),
        t.env,
        allowed,
      );
      expect(answer.status).toBe(204);
    }
    expect([...t.eventSends.keys]).toEqual([
      ["2001:0db8:0007:0008::/64", 2],
      ["198.51.100.4", 1],
    ]);
  });
});

describe("the day's cap", () => {
  const day = torontoDay(new Date());
  const count = (db: D1Database, n: number, cap: number | null) =>
    addCount(db, { day, page: `/page-${n % 200}`, event: "call" }, cap);

  it("costs the same few rows read for an event however many counts the day already has", async () => {
    // A busy day: 190 counts, and their total.
    const rows = Array.from({ length: 190 }, (_, n) => `('${day}', '/page-${n}', 'call', 3)`);
    await t.db.batch([
      t.db.prepare(`INSERT INTO event_counts (day, page, event, count) VALUES ${rows.join(", ")}`),
      t.db.prepare("INSERT INTO event_days (day, total) VALUES (?, 570)").bind(day),
    ]);
    const { db, meter } = metered(t.db);
    expect(await count(db, 7, 20_000)).toBe(true);
    expect(meter.statements).toBe(2);
    expect(meter.rowsRead).toBeLessThanOrEqual(4);
  });

  it("holds when many sends arrive at once, from many addresses", async () => {
    const env = { ...t.env, EVENT_DAY_CAP: "12" } as Env;
    const statuses = await Promise.all(
      Array.from({ length: 40 }, (_, n) =>
        receiveEvent(
          tap(`event=call&page=/page-${n}`, { "CF-Connecting-IP": `192.0.2.${n + 1}` }),
          env,
          allowed,
        ).then((answer) => answer.status),
      ),
    );
    expect(statuses.filter((status) => status === 204)).toHaveLength(12);
    const { results } = await t.db
      .prepare("SELECT sum(count) AS n FROM event_counts")
      .all<{ n: number }>();
    expect(results[0]?.n).toBe(12);
  });

  it("counts up to the cap, then nothing, and stops reading the database once the day is full", async () => {
    for (let n = 0; n < 3; n++) expect(await count(t.db, n, 5)).toBe(true);
    const { db, meter } = metered(t.db);
    const env = { ...t.env, DB: db, EVENT_DAY_CAP: "5" } as Env;
    const statuses: number[] = [];
    for (let n = 0; n < 10; n++) {
      statuses.push((await receiveEvent(tap(`event=text&page=/`), env, allowed)).status);
    }
    expect(statuses).toEqual([204, 204, 429, 429, 429, 429, 429, 429, 429, 429]);
    // Two counted, one found the day full: three writes of two statements, then none.
    expect(meter.statements).toBe(6);
    const { results } = await t.db
      .prepare("SELECT sum(count) AS n FROM event_counts WHERE day = ?")
      .bind(day)
      .all<{ n: number }>();
    expect(results[0]?.n).toBe(5);
    // A lead is counted whatever the cap: it is not a page event.
    expect(await addCount(t.db, { day, page: "/", event: "lead" }, null)).toBe(true);
  });
});
