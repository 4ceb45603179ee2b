import { countRetentionStart } from "../core/config/policies";
import { eventsPath } from "../core/config/site";
import { isPageEvent, unknownPage, type CountedEvent } from "../core/rules/counted-events";
import { torontoDay } from "../core/rules/validation";
import type { D1Database, Env } from "./env";
import { readBytes, senderKey } from "./requests";
import { privateAnswer, secured } from "./responses";
import { builtPageNames } from "./site-pages";

/**
 * The owner's numbers: taps on call, text and Get Free Quote and the tools' answers, sent by the
 * pages' tap counter (core/rules/counted-events.ts) to `/api/events`, and each lead the lead
 * service stores. Each is one more in a daily count of its page and kind (event_counts): no row
 * per visitor, nothing that tells visitors apart, no address or browser kept.
 *
 * Bounded: only the site's own pages and the five page events make a row, so a day has at most
 * (pages + 1) x 6 rows; each address (an IPv6 one by its /64) may send `EVENT_SENDS`
 * (wrangler.jsonc) a minute; a day counts at most `EVENT_DAY_CAP` page events, held by a running
 * total per day (event_days), so an event costs one row read and written for the total and one
 * for its count, and none once the day is full; and a day's counts are kept for
 * `countRetentionMonths` (content/policy.json), then deleted by the hourly job.
 */

export { eventsPath };

/** Page events a day may count, all pages together, when EVENT_DAY_CAP is not set. */
export const defaultDayCap = 20_000;

/** The largest body a tap sends: `event=coverage&page=` and a path. */
const bodyLimit = 512;

/** The pages whose taps are counted under their own path; any other counts as `/404`. */
const countedPages = new Set(builtPageNames.map((page) => page.path));

/** The path a tap is counted under: a page of the site, or `/404`. */
export function countedPage(value: unknown): string {
  if (typeof value !== "string" || value.length > 200) return unknownPage;
  const path = value.replace(/\.html$/, "").replace(/(.)\/+$/, "$1");
  return countedPages.has(path) ? path : unknownPage;
}

/** Whether the request says "do not track me": Do Not Track or Global Privacy Control. */
export function asksNotToBeTracked(request: Request): boolean {
  return request.headers.get("DNT") === "1" || request.headers.get("Sec-GPC") === "1";
}

export function dayCap(env: Pick<Env, "EVENT_DAY_CAP">): number {
  const cap = Number(env.EVENT_DAY_CAP);
  return Number.isInteger(cap) && cap >= 0 ? cap : defaultDayCap;
}

/**
 * The last Toronto day this Worker found full: no event of that day reads the database again.
 * (Each copy of the Worker finds out once, with one read.)
 */
let fullDay: string | null = null;

/** Forgets the full day (for tests that count on a new day of their own). */
export const forgetFullDay = () => (fullDay = null);

/**
 * Adds one to the day's count of `event` on `page`. With a cap, only while the day's page events
 * (every page's, leads aside) are fewer than the cap: the day's running total and the count go
 * up together, in one transaction of two single-row writes. Returns whether it was counted.
 */
export async function addCount(
  db: D1Database,
  count: { day: string; page: string; event: CountedEvent },
  cap: number | null,
): Promise<boolean> {
  const upsert = "ON CONFLICT (day, page, event) DO UPDATE SET count = count + 1";
  if (cap === null) {
    const result = await db
      .prepare(
        `INSERT INTO event_counts (day, page, event, count) VALUES (?1, ?2, ?3, 1) ${upsert}`,
      )
      .bind(count.day, count.page, count.event)
      .run();
    return result.meta.changes > 0;
  }
  if (fullDay === count.day) return false;
  // The total goes up only below the cap; the count only when the total just went up
  // (changes() is the statement before's, within the batch's one transaction).
  const [total] = await db.batch([
    db
      .prepare(
        `INSERT INTO event_days (day, total) SELECT ?1, 1 WHERE ?2 > 0
         ON CONFLICT (day) DO UPDATE SET total = total + 1 WHERE total < ?2`,
      )
      .bind(count.day, cap),
    db
      .prepare(
        `INSERT INTO event_counts (day, page, event, count) SELECT ?1, ?2, ?3, 1 WHERE changes() > 0
         ${upsert}`,
      )
      .bind(count.day, count.page, count.event),
  ]);
  const counted = (total?.meta.changes ?? 0) > 0;
  if (!counted) fullDay = count.day;
  return counted;
}

/** Counts a lead the lead service stored, on the page it was sent from, unless asked not to. */
export async function countLead(env: Env, request: Request, page: string, now = new Date()) {
  if (asksNotToBeTracked(request)) return;
  await addCount(env.DB, { day: torontoDay(now), page: countedPage(page), event: "lead" }, null);
}

/** Deletes the counts of days past the retention period; returns how many rows went. */
export async function deleteCountsBefore(db: D1Database, now: Date): Promise<number> {
  const oldest = countRetentionStart(now);
  const [counts] = await db.batch([
    db.prepare("DELETE FROM event_counts WHERE day < ?").bind(oldest),
    db.prepare("DELETE FROM event_days WHERE day < ?").bind(oldest),
  ]);
  return counts?.meta.changes ?? 0;
}

const answer = (status: number, extra: HeadersInit = {}) =>
  new Response(null, {
    status,
    headers: secured({ ...privateAnswer, ...extra }),
  });

/**
 * `POST /api/events` with `event` and `page` (a beacon): 204 when counted or when the browser
 * asked not to be tracked (nothing kept), 400 for anything that is not a page event, 403 from
 * another site, 413 past the body limit, 429 past the rate or the day's cap.
 */
export async function receiveEvent(
  request: Request,
  env: Env,
  allowedOrigin: (origin: string, request: Request) => boolean,
  now = new Date(),
): Promise<Response> {
  if (request.method !== "POST") return answer(405, { Allow: "POST" });
  const origin = request.headers.get("Origin");
  if (origin && origin !== "null" && !allowedOrigin(origin, request)) return answer(403);
  const bytes = await readBytes(request, bodyLimit);
  if (asksNotToBeTracked(request)) return answer(204);
  if (bytes === null) return answer(413);
  const body = new URLSearchParams(new TextDecoder().decode(bytes));
  const event = body.get("event");
  if (!isPageEvent(event)) return answer(400);

  // Per address, as the edge sees it, this machine's included; the address is not kept.
  const { success } = await env.EVENT_SENDS.limit({ key: senderKey(request) ?? "unknown" });
  if (!success) return answer(429, { "Retry-After": "60" });

  const counted = await addCount(
    env.DB,
    { day: torontoDay(now), page: countedPage(body.get("page")), event },
    dayCap(env),
  );
  return answer(counted ? 204 : 429);
}
