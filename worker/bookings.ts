import { slotsPath } from "../core/rules/leads";
import { bookingText } from "../core/data/booking";
import {
  bookedKey,
  bookingDays,
  capacityOf,
  isBookingWindow,
  nearestSlots,
  openSlots,
  slotLabel,
  type BookingWindow,
  type Slot,
} from "../core/rules/booking";
import { fillLater } from "../core/data/form-text";
import { serviceById } from "../core/data/services";
import type { StoredLead } from "./stored-lead";
import { failureReason, webhookAddress } from "./alerts";
import type { D1Database, Env } from "./env";
import { jobUrl } from "./status-token";
import type { BookingChange } from "./store";
import { json, secured } from "./responses";
import { readAvailability } from "./availability";
import { lapseCutoff, takesPlace } from "./holds";
import { isRealDay } from "../core/config/calendar-days";
import type { Availability } from "../core/config/schema";

/**
 * Booking a window: `GET /api/slots` answers the windows a visitor can book now, and a quote
 * request that names a day and a window holds a place in it (worker/store.ts takes the place in
 * the same statement that stores the lead, so two sends can never take the last place both).
 * The windows and the jobs each takes are the owner's availability (worker/availability.ts: as
 * saved in the inbox, or the sample content/availability.json); the rules are core/rules/booking.ts.
 */

export { slotsPath };

/** The availability the windows are worked out from: the owner's, as saved. */
export const availability = async (db: D1Database) => (await readAvailability(db)).settings;

/**
 * The jobs that take a place in each window of these days (in Toronto, in order) now: a hold
 * only until it lapses.
 */
export async function bookedCounts(
  db: D1Database,
  days: readonly string[],
  settings: Availability,
  now: Date,
) {
  const { results } = await db
    .prepare(
      `SELECT booking_day AS day, booking_window AS window, count(*) AS n FROM leads
       WHERE ${takesPlace(lapseCutoff(settings, now))} AND booking_day BETWEEN ? AND ?
       GROUP BY booking_day, booking_window`,
    )
    .bind(days[0], days.at(-1))
    .all<{ day: string; window: BookingWindow; n: number }>();
  return new Map(results.map((row) => [bookedKey(row.day, row.window), row.n]));
}

/** Every window a visitor can book now, with what each still takes. */
export async function slotsNow(db: D1Database, now: Date): Promise<Slot[]> {
  const settings = await availability(db);
  const days = bookingDays(settings, now);
  return openSlots(settings, bookingText, await bookedCounts(db, days, settings, now), now);
}

/**
 * Whether a job's service sets glass in adhesive that must cure before the car is driven (a new
 * windshield): its status page gives the safe drive-away time before the visit and once done
 * (the care after replacement, content/prices.json).
 */
export const needsDriveAwayTime = (service: unknown) =>
  service === serviceById("windshield-replacement").name;

/** What a quote request names for its visit: a window to hold, or none. */
export interface WantedWindow {
  day: string;
  window: BookingWindow;
}

/** The window a quote request's fields name, when they name a day the calendar has and a window. */
export function wantedWindow(fields: Record<string, unknown>): WantedWindow | null {
  const day = fields.preferredDay;
  const window = fields.arrivalWindow;
  return isRealDay(day) && isBookingWindow(window) ? { day, window } : null;
}

/**
 * What holding the window asks of the database now: how many jobs it takes in all (0 when it
 * cannot be booked now), and the moment before which a hold has lapsed.
 */
export async function windowCapacity(db: D1Database, wanted: WantedWindow, now: Date) {
  const settings = await availability(db);
  return {
    capacity: capacityOf(settings, wanted.day, wanted.window, now),
    cutoff: lapseCutoff(settings, now),
  };
}

/**
 * What a send that named a window it cannot have is told: why (taken, or not open at all), what
 * to do, and the nearest open windows.
 */
export async function windowRefused(db: D1Database, wanted: WantedWindow, now: Date) {
  const slot = slotLabel(await availability(db), bookingText, wanted.day, wanted.window);
  const alternatives = nearestSlots(await slotsNow(db, now), wanted.day, wanted.window);
  const { capacity } = await windowCapacity(db, wanted, now);
  const why = capacity > 0 ? bookingText.full : bookingText.closed;
  const next = alternatives.length > 0 ? bookingText.choose : bookingText.none;
  return { message: `${fillLater(why, { slot })} ${next}`, alternatives };
}

/**
 * `GET /api/slots`: `{ slots: [{ day, window, label, remaining }] }`, the next days' open
 * windows in order. Never cached: a place taken a moment ago is gone from the next answer.
 */
export async function answerSlots(
  request: Request,
  env: Env,
  cors: Record<string, string>,
): Promise<Response> {
  if (request.method === "OPTIONS") {
    return new Response(null, {
      status: 204,
      headers: secured({ ...cors, "Access-Control-Allow-Methods": "GET" }),
    });
  }
  if (request.method !== "GET" && request.method !== "HEAD") {
    return json({ error: "Ask for the open windows with GET." }, 405, { ...cors, Allow: "GET" });
  }
  return json({ slots: await slotsNow(env.DB, new Date()) }, 200, cors);
}

/** The longest reason a decline takes, and the most minutes away. */
const reasonLimit = 300;
const minutesLimit = 600;

/** A field of a booking change the owner posted that names nothing the change can take. */
export type BookingFieldRefused = { refused: "slot" | "minutes" };

/**
 * The booking change a form of the inbox posted; the field at fault when it names a window that
 * is not a day on the calendar, or minutes out of range; null when it names no change at all.
 */
export function bookingChange(
  body: URLSearchParams | null,
): BookingChange | BookingFieldRefused | null {
  switch (body?.get("action")) {
    case "confirm": {
      const [day = "", window] = (body.get("slot") ?? "").split(" ");
      return isRealDay(day) && isBookingWindow(window)
        ? { action: "confirm", day, window }
        : { refused: "slot" };
    }
    case "decline":
      return { action: "decline", reason: (body.get("reason") ?? "").trim().slice(0, reasonLimit) };
    case "onTheWay": {
      const minutes = Number(body.get("minutes"));
      return Number.isInteger(minutes) && minutes >= 1 && minutes <= minutesLimit
        ? { action: "onTheWay", minutes }
        : { refused: "minutes" };
    }
    case "done":
      return { action: "done" };
    default:
      return null;
  }
}

/**
 * Tells the alert webhook, when one is set, that a booking moved on: the lead, its state, its
 * window and the driver's status page. Best effort: the owner's change is already saved, and a
 * webhook that fails does not undo it.
 */
export async function tellBookingWebhook(env: Env, lead: StoredLead, origin: string) {
  if (!env.ALERT_WEBHOOK_URL || !lead.booking) return;
  const { day, window, state, minutes, reason } = lead.booking;
  try {
    const response = await fetch(webhookAddress(env)!, {
      method: "POST",
      headers: {
        "Content-Type": "application/json",
        "Idempotency-Key": `${lead.id}-booking-${state}-${minutes ?? ""}-${day ?? ""}-${window ?? ""}`,
      },
      body: JSON.stringify({
        event: "booking",
        leadId: lead.id,
        state,
        window:
          day && window ? slotLabel(await availability(env.DB), bookingText, day, window) : null,
        minutes,
        reason,
        statusUrl: lead.statusToken ? jobUrl(origin, lead.statusToken) : null,
      }),
      signal: AbortSignal.timeout(5_000),
    });
    await response.body?.cancel();
    if (!response.ok) throw new Error(`The webhook answered ${response.status}`);
  } catch (error) {
    console.error(`Lead ${lead.id}: booking change not told to the webhook`, failureReason(error));
  }
}
