/**
 * Days and clock times that exist: every date and time a visitor, the owner or a backup gives is
 * held to these before anything reads it as a date (a `Date` made from "2026-13-01" is invalid,
 * and formatting one throws).
 */

/** "YYYY-MM-DD" naming a day the calendar has: not 2026-13-01, 2026-02-30 or 0000-00-00. */
export function isRealDay(value: unknown): value is string {
  if (typeof value !== "string" || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const [year, month, day] = value.split("-").map(Number) as [number, number, number];
  if (year < 1 || month < 1 || month > 12 || day < 1) return false;
  // Day 0 of the next month is the last day of this one (UTC, so no clock change moves it).
  return day <= new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** "HH:MM", a time of day from 00:00 to 23:59. */
export const clockTimeFormat = /^([01]\d|2[0-3]):[0-5]\d$/;

export const isClockTime = (value: unknown): value is string =>
  typeof value === "string" && clockTimeFormat.test(value);
