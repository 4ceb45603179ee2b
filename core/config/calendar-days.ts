/**
 * Days and clock times that exist: every date and time a visitor, the owner or a backup gives is
 * held to these before anything reads it as a date (a `Date` made from "2026-13-01" is invalid,
 * and formatting one throws).
 */

/**
 * "YYYY-MM-DD" naming a day the calendar has: not 2026-13-01 or 0000-00-00, which no `Date`
 * reads, nor 2026-02-30, which one reads as 2026-03-02 (in UTC, so no clock change moves it).
 */
export function isRealDay(value: unknown): value is string {
  if (typeof value !== "string" || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const time = Date.parse(`${value}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().startsWith(value);
}

/** "HH:MM", a time of day from 00:00 to 23:59. */
export const clockTimeFormat = /^([01]\d|2[0-3]):[0-5]\d$/;

export const isClockTime = (value: unknown): value is string =>
  typeof value === "string" && clockTimeFormat.test(value);
