import { bookingWindows, type BookingWindow } from "../config/booking-windows";

/**
 * An open window as the lead service lists it (`/api/slots`), and what the quote form's island
 * works out from the list: a day's name, and the windows nearest to one that is not open. Apart
 * from core/rules/booking.ts, which works the windows out from the availability, so the island
 * carries none of the content schemas.
 */

/** An open window: a day in Toronto, a window of it, and how many jobs it still takes. */
export interface Slot {
  /** YYYY-MM-DD, in Toronto */
  day: string;
  window: BookingWindow;
  /** "Tue Dec 1, morning (8 am-12 pm)" */
  label: string;
  /** The day alone, "Tue Dec 1", and the window's hours, "8 am-12 pm", for a list of days */
  dayLabel: string;
  hours: string;
  remaining: number;
}

/** "Tue Dec 1": a calendar day as a visitor reads it beside a window. */
export function shortDay(day: string): string {
  const date = new Date(`${day}T12:00:00Z`);
  const part = (options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat("en-US", { timeZone: "UTC", ...options }).format(date);
  return `${part({ weekday: "short" })} ${part({ month: "short" })} ${part({ day: "numeric" })}`;
}

/**
 * The open windows nearest to the one a visitor chose (not that one), nearest first (an earlier one before a
 * later one as near): what a full window is answered with.
 */
export function nearestSlots(
  slots: readonly Slot[],
  day: string,
  window: BookingWindow,
  count = 3,
): Slot[] {
  const position = (d: string, w: BookingWindow) =>
    (Date.parse(`${d}T00:00:00Z`) / 86_400_000) * bookingWindows.length + bookingWindows.indexOf(w);
  const wanted = position(day, window);
  return slots
    .filter((slot) => slot.day !== day || slot.window !== window)
    .map((slot, order) => ({
      slot,
      order,
      distance: Math.abs(position(slot.day, slot.window) - wanted),
    }))
    .sort((a, b) => a.distance - b.distance || a.order - b.order)
    .slice(0, count)
    .map(({ slot }) => slot);
}
