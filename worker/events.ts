import { countRetentionStart } from "../app/config/policies";
import { eventsPath } from "../app/config/site";
import { isPageEvent, unknownPage, type CountedEvent } from "../app/lib/counted-events";
import { torontoDay } from "../app/lib/validation";
import type { D1Database, Env } from "./env";
import { secured } from "./responses";
import { builtPageNames } from "./site-pages";

/**
 * The owner's numbers: taps on call, text and Get Free Quote and the tools' answers, sent by the
 * pages' tap counter (app/lib/counted-events.ts) to `/api/events`, and each lead the lead
 * service stores. Each is one more in a daily count of its page and kind (event_counts): no row
 * per visitor, nothing that tells visitors apart, no address or browser kept.
 *
 * Bounded: only the site's own pages and the five page events make a row, so a day has at most
 * (pages + 1) x 6 rows; each address may send `EVENT_SENDS` (wrangler.jsonc) a minute; a day
 * counts at most `EVENT_DAY_CAP` page events; and a day's counts are kept for
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
 * Adds one to the day's count of `event` on `page`. With a cap, only while the day's page events
 * (every page's, leads aside) are fewer than the cap. Returns whether it was counted.
 */
export async function addCount(
  db: D1Database,
  count: { day: string; page: string; event: CountedEvent },
  cap: number | null,
): Promise<boolean> {
  const upsert = "ON CONFLICT (day, page, event) DO UPDATE SET count = count + 1";
  const statement =
    cap === null
      ? db
          .prepare(
            `INSERT INTO event_counts (day, page, event, count) VALUES (?1, ?2, ?3, 1) ${upsert}`,
          )
          .bind(count.day, count.page, count.event)
      : db
          .prepare(
            `INSERT INTO event_counts (day, page, event, count)
             SELECT ?1, ?2, ?3, 1
              WHERE (SELECT coalesce(sum(count), 0) FROM event_counts
                      WHERE day = ?1 AND event <> 'lead') < ?4
             ${upsert}`,
          )
          .bind(count.day, count.page, count.event, cap);
  const result = await statement.run();
  return result.meta.changes > 0;
}

/** Counts a lead the lead service stored, on the page it was sent from, unless asked not to. */
export async function countLead(env: Env, request: Request, page: string, now = new Date()) {
  if (asksNotToBeTracked(request)) return;
  await addCount(env.DB, { day: torontoDay(now), page: countedPage(page), event: "lead" }, null);
}

/** Deletes the counts of days past the retention period; returns how many rows went. */
export async function deleteCountsBefore(db: D1Database, now: Date): Promise<number> {
  const oldest = countRetentionStart(now);
  const result = await db.prepare("DELETE FROM event_counts WHERE day < ?").bind(oldest).run();
  return result.meta.changes;
}

const answer = (status: number, extra: HeadersInit = {}) =>
  new Response(null, {
    status,
    headers: secured({ "Cache-Control": "no-store", ...extra }),
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
  if (asksNotToBeTracked(request)) return answer(204);
  if (Number(request.headers.get("Content-Length")) > bodyLimit) return answer(413);
  const text = await request.text();
  if (text.length > bodyLimit) return answer(413);
  const body = new URLSearchParams(text);
  const event = body.get("event");
  if (!isPageEvent(event)) return answer(400);

  // Per address, as the edge sees it, this machine's included; the address is not kept.
  const address = request.headers.get("CF-Connecting-IP") ?? "unknown";
  const { success } = await env.EVENT_SENDS.limit({ key: address });
  if (!success) return answer(429, { "Retry-After": "60" });

  const counted = await addCount(
    env.DB,
    { day: torontoDay(now), page: countedPage(body.get("page")), event },
    dayCap(env),
  );
  return answer(counted ? 204 : 429);
}
