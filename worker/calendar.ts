import { workerPolicies } from "../deploy/policy";
import { siteConfig } from "../core/config/site";
import { bookingText } from "../core/data/booking";
import { fillLater } from "../core/data/form-text";
import { inboxPaths, leadFieldLabels } from "./inbox/words";
import type { Availability } from "../core/config/schema";
import { addDays, normalizePostalCode } from "../core/rules/validation";
import { torontoClock } from "../core/rules/booking";
import { leadName, type StoredLead } from "./stored-lead";
import { availability } from "./bookings";
import { lapseCutoff, takesPlace } from "./holds";
import { publicOrigin } from "./public-origin";
import type { D1Database, Env } from "./env";
import { notFound, secured } from "./responses";
import { newStatusToken } from "./status-token";
import { leadsWhere } from "./store";

/**
 * The owner's calendar: every held and confirmed job as an iCalendar feed (RFC 5545) at a secret
 * address, `/calendar/<token>.ics`, since a calendar app cannot sign in through Access. The
 * inbox shows the address and makes a new one, which ends the old. Each job is an event in its
 * window, in Toronto time, that changes with the job (its SEQUENCE is the time of the last
 * change); a declined or deleted job leaves the feed, and the calendar with it.
 */

export const calendarPathPrefix = "/calendar/";
const feedRoute = /^\/calendar\/([A-Za-z0-9_-]{43})\.ics$/;

/** The feed's address on an origin. */
export const calendarUrl = (origin: string, token: string) =>
  `${origin}${calendarPathPrefix}${token}.ics`;

export async function calendarToken(db: D1Database): Promise<string | null> {
  const row = await db
    .prepare("SELECT token FROM calendar_feed WHERE id = 1")
    .first<{ token: string }>();
  return row?.token ?? null;
}

/** A new secret address for the feed; the old one stops working at once. */
export async function renewCalendarToken(db: D1Database, now: Date): Promise<string> {
  const token = newStatusToken();
  await db
    .prepare(
      `INSERT INTO calendar_feed (id, token, created_at) VALUES (1, ?, ?)
       ON CONFLICT (id) DO UPDATE SET token = excluded.token, created_at = excluded.created_at`,
    )
    .bind(token, now.toISOString())
    .run();
  return token;
}

/**
 * A text value as iCalendar writes it (RFC 5545 3.3.11): backslash, semicolon and comma escaped,
 * every line break a visitor typed (CR LF, LF, a lone CR, and the Unicode line and paragraph
 * separators) written as the escape `\n`, and every other control character dropped (a tab
 * aside), so that nothing typed in a form can end a line of the feed, whichever characters a
 * calendar app takes for one.
 */
export const escapeText = (value: string) =>
  value
    .replace(/[\\;,]/g, (c) => `\\${c}`)
    .replace(/\r\n|[\r\n\u0085\u2028\u2029]/g, "\\n")
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/g, "");

/** A content line folded at 75 octets, as RFC 5545 asks, never inside a character. */
function fold(line: string): string {
  const encoder = new TextEncoder();
  const parts: string[] = [];
  let current = "";
  for (const char of line) {
    const limit = parts.length === 0 ? 75 : 74;
    if (encoder.encode(current + char).length > limit) {
      parts.push(current);
      current = char;
    } else current += char;
  }
  parts.push(current);
  return parts.join("\r\n ");
}

/** "2026-12-01" and "08:00" -> "20261201T080000" (a local time, with its TZID). */
const localTime = (day: string, time: string) =>
  `${day.replaceAll("-", "")}T${time.replace(":", "")}00`;
/** An instant in UTC: "20261201T130000Z". */
const utcTime = (iso: string) => `${iso.replace(/[-:]/g, "").slice(0, 15)}Z`;

/** Toronto's time zone as iCalendar describes it: Eastern time, its clocks' changes. */
const torontoZone = [
  "BEGIN:VTIMEZONE",
  "TZID:America/Toronto",
  "BEGIN:DAYLIGHT",
  "TZOFFSETFROM:-0500",
  "TZOFFSETTO:-0400",
  "TZNAME:EDT",
  "DTSTART:19700308T020000",
  "RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=2SU",
  "END:DAYLIGHT",
  "BEGIN:STANDARD",
  "TZOFFSETFROM:-0400",
  "TZOFFSETTO:-0500",
  "TZNAME:EST",
  "DTSTART:19701101T020000",
  "RRULE:FREQ=YEARLY;BYMONTH=11;BYDAY=1SU",
  "END:STANDARD",
  "END:VTIMEZONE",
];

/** One job as an event: its window, who, where, what glass and car, and a link to the lead. */
function jobEvent(lead: StoredLead, settings: Availability, origin: string, host: string) {
  const { day, window, state } = lead.booking!;
  const hours = settings.windows[window!];
  const words = bookingText.calendar;
  const field = (name: string) =>
    typeof lead.fields[name] === "string" ? (lead.fields[name] as string) : "";
  // Where the job is, one way for every job: its postal code, written as Canada Post writes it,
  // in the province (the page the request came from says nothing of where the car is).
  const postalCode = field("postalCode");
  const where = postalCode
    ? `${normalizePostalCode(postalCode) ?? postalCode.toUpperCase()}, ${words.region}`
    : "";
  const suffix =
    state === "held"
      ? ` (${words.held})`
      : state === "on_the_way"
        ? ` (${words.onTheWay})`
        : state === "done"
          ? ` (${words.done})`
          : "";
  // The phone and the VIN are named as everywhere the owner reads a lead: by their labels.
  const description = [
    [leadFieldLabels.phone, field("phone")],
    [words.where, where],
    [words.glass, field("service")],
    [words.car, field("vehicle")],
    [leadFieldLabels.vin, field("vin")],
    // The lead by its id: no phone number or name in an address that logs keep.
    [words.lead, `${origin}${inboxPaths.lead(lead.id)}`],
  ]
    .filter(([, value]) => value)
    .map(([label, value]) => `${label}: ${value}`)
    .join("\n");
  const changed = lead.updatedAt;
  return [
    "BEGIN:VEVENT",
    `UID:${lead.id}@${host}`,
    `DTSTAMP:${utcTime(changed)}`,
    `SEQUENCE:${Math.floor(Date.parse(changed) / 1000) - 1_700_000_000}`,
    `DTSTART;TZID=America/Toronto:${localTime(day!, hours.starts)}`,
    `DTEND;TZID=America/Toronto:${localTime(day!, hours.ends)}`,
    `SUMMARY:${escapeText(`${field("service") || "Job"}: ${leadName(lead)}${suffix}`)}`,
    ...(where ? [`LOCATION:${escapeText(where)}`] : []),
    `DESCRIPTION:${escapeText(description)}`,
    `STATUS:${state === "held" ? "TENTATIVE" : "CONFIRMED"}`,
    "END:VEVENT",
  ];
}

/** The feed: every job that takes a place, from a month back on. */
export function calendarFeed(
  leads: readonly StoredLead[],
  settings: Availability,
  origin: string,
): string {
  const host = new URL(origin).host;
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    `PRODID:-//${siteConfig.name}//Jobs//EN`,
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    `X-WR-CALNAME:${escapeText(fillLater(bookingText.calendar.name, { businessName: siteConfig.name }))}`,
    "X-WR-TIMEZONE:America/Toronto",
    ...torontoZone,
    ...leads
      .filter((lead) => lead.booking?.day && lead.booking.window)
      .flatMap((lead) => jobEvent(lead, settings, origin, host)),
    "END:VCALENDAR",
  ];
  return `${lines.map(fold).join("\r\n")}\r\n`;
}

/** `GET /calendar/<token>.ics`: the feed, for the address the inbox shows only. */
export async function answerCalendar(request: Request, env: Env): Promise<Response> {
  const url = new URL(request.url);
  const token = feedRoute.exec(url.pathname)?.[1];
  const current = token ? await calendarToken(env.DB) : null;
  if (!token || !current || !sameToken(token, current)) return notFound(env, request);
  const now = new Date();
  const settings = await availability(env.DB);
  const since = addDays(torontoClock(now).day, -31);
  // A hold that lapsed has left its window, and the calendar with it.
  const leads = await leadsWhere(
    env.DB,
    `${takesPlace(lapseCutoff(settings, now))} AND booking_day >= ?
     ORDER BY booking_day, booking_window LIMIT 1000`,
    [since],
  );
  const headers = secured(workerPolicies.calendarFeed.headers);
  const body = calendarFeed(leads, settings, publicOrigin(request));
  return new Response(request.method === "HEAD" ? null : body, { headers });
}

/** Compares two tokens in time that does not depend on where they first differ. */
function sameToken(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let difference = 0;
  for (let i = 0; i < a.length; i++) difference |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return difference === 0;
}
