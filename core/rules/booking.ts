import { weekDays } from "../config/week-days";
import {
  bookingWindows,
  type Availability,
  type BookingContent,
  type BookingWindow,
} from "../config/schema";
import { fillLater } from "../data/form-text";
import { shortDay, type Slot } from "./slots";
import { addDays, torontoClock } from "./validation";

export { torontoClock };

/**
 * The windows a visitor can book, worked out from the owner's availability, the jobs already in
 * each window and the time in Toronto. Pure: the lead service (worker/bookings.ts) reads the
 * availability and the counts from its database and answers `/api/slots` and a full window
 * with these.
 */

export { bookingWindows, type BookingWindow };
export { nearestSlots, shortDay, type Slot } from "./slots";

export const isBookingWindow = (value: unknown): value is BookingWindow =>
  typeof value === "string" && (bookingWindows as readonly string[]).includes(value);

/** The weekday of a calendar day, as the availability names it. */
export function weekDayOf(day: string) {
  // getUTCDay: 0 is Sunday; weekDays starts on Monday.
  return weekDays[(new Date(`${day}T12:00:00Z`).getUTCDay() + 6) % 7]!;
}

/** "08:00" -> "8 am", "12:00" -> "12 pm", "16:30" -> "4:30 pm", "24:00" -> "12 am" */
export function clockTime(time: string): string {
  const [h = 0, m = 0] = time.split(":").map(Number);
  const hour = h % 12 === 0 ? 12 : h % 12;
  const minutes = m ? `:${String(m).padStart(2, "0")}` : "";
  return `${hour}${minutes} ${h < 12 || h === 24 ? "am" : "pm"}`;
}

/** A window as a visitor reads it: "Tue Dec 1, morning (8 am-12 pm)". */
export function slotLabel(
  availability: Availability,
  text: BookingContent,
  day: string,
  window: BookingWindow,
): string {
  const hours = availability.windows[window];
  return fillLater(text.slotLabel, {
    day: shortDay(day),
    window: text.windowNames[window],
    hours: `${clockTime(hours.starts)}-${clockTime(hours.ends)}`,
  });
}

/**
 * How many jobs a window takes on a day, 0 when a visitor cannot book it now: a day off, a day
 * before today or past the days ahead, today after the same-day limit, or a window today that
 * has already begun.
 */
export function capacityOf(
  availability: Availability,
  day: string,
  window: BookingWindow,
  now: Date,
): number {
  const clock = torontoClock(now);
  const last = addDays(clock.day, availability.daysAhead - 1);
  if (day < clock.day || day > last || availability.closed.includes(day)) return 0;
  if (day === clock.day) {
    if (clock.time >= availability.sameDayUntil) return 0;
    if (clock.time >= availability.windows[window].starts) return 0;
  }
  return availability.week[weekDayOf(day)][window];
}

/** The jobs held or confirmed in each window, keyed "YYYY-MM-DD morning". */
export type Booked = ReadonlyMap<string, number>;
export const bookedKey = (day: string, window: BookingWindow) => `${day} ${window}`;

/** The days a visitor may book from now, today first. */
export function bookingDays(availability: Availability, now: Date): string[] {
  const today = torontoClock(now).day;
  return Array.from({ length: availability.daysAhead }, (_, i) => addDays(today, i));
}

/** Every window a visitor can book now, in order, the full ones left out. */
export function openSlots(
  availability: Availability,
  text: BookingContent,
  booked: Booked,
  now: Date,
): Slot[] {
  return bookingDays(availability, now).flatMap((day) =>
    bookingWindows.flatMap((window) => {
      const remaining =
        capacityOf(availability, day, window, now) - (booked.get(bookedKey(day, window)) ?? 0);
      const { starts, ends } = availability.windows[window];
      return remaining > 0
        ? [
            {
              day,
              window,
              label: slotLabel(availability, text, day, window),
              dayLabel: shortDay(day),
              hours: `${clockTime(starts)}-${clockTime(ends)}`,
              remaining,
            },
          ]
        : [];
    }),
  );
}
