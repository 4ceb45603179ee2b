import { isRealDay } from "../config/calendar-days";
import { phoneDigits } from "../config/phone";
import { fieldMessagesText } from "../data/field-messages";
import { fillLater } from "../data/form-text";

/**
 * The lead forms' rules beyond the browser's own: a phone number we can call back, a postal
 * code we can find, a length we can read, and no field of spaces alone. Each returns a message
 * for a bad value, or null; an empty value is left to `required`.
 */

const count = (n: number) => n.toLocaleString("en-CA");

/** How far ahead a visitor may ask for a day: about three months. */
export const preferredDayAheadDays = 92;

const messages = fieldMessagesText;

/** The message for each rule, from content/field-messages.json, its values filled in. */
export const validationMessages = {
  ...messages,
  preferredDay: fillLater(messages.preferredDay, {
    months: Math.round(preferredDayAheadDays / 30.5),
  }),
  tooLong: (limit: number, length: number) =>
    fillLater(messages.tooLong, { limit: count(limit), length: count(length) }),
};

/**
 * The longest value each field takes: enough for any real answer, short enough that a lead
 * stays readable (and a pasted novel does not go out as one).
 */
export const fieldLimits = {
  name: 100,
  phone: 30,
  email: 254,
  vehicle: 100,
  /** A VIN's 17 characters, with room for the spaces or dashes it may be typed with */
  vin: 30,
  postalCode: 10,
  service: 100,
  damage: 1_000,
  message: 3_000,
  insurer: 80,
  deductible: 10,
  /** The instant estimate's answer, filled in by the estimate */
  estimate: 600,
} as const;

/** A message when a value is longer than its limit, or null. */
export function checkLength(value: string, limit: number | undefined): string | null {
  return limit !== undefined && value.length > limit
    ? validationMessages.tooLong(limit, value.length)
    : null;
}

/** A required value of spaces alone is as good as empty (the browser's `required` accepts it). */
export function checkNotBlank(value: string): string | null {
  return value !== "" && value.trim() === "" ? validationMessages.blank : null;
}

// The same rules as HTML `pattern` attributes (implicitly anchored, read with the `v` flag), so
// a form sent before or without JavaScript is checked by the browser alike. The unit tests
// hold each pattern to its function.
const separators = String.raw`[\s\-.\(\)]*`;
const digit = String.raw`\d`;

/** `checkPhone` as an HTML pattern: ten digits (a leading +1 or 1 aside) among separators. */
export const phonePattern = [
  separators,
  String.raw`(?:\+${separators}1|1)?`,
  ...["[2-9]", digit, digit, "[2-9]", ...Array<string>(6).fill(digit)].map(
    (d) => `${separators}${d}`,
  ),
  separators,
].join("");

const letters = (set: string) => `[${set}${set.toLowerCase()}]`;
const firstLetter = letters("ABCEGHJ-NPRSTVXY");
const otherLetter = letters("ABCEGHJ-NPRSTV-Z");

/** `checkPostalCode` as an HTML pattern: letter, digit, letter, digit, letter, digit. */
export const postalCodePattern = [
  "",
  firstLetter,
  digit,
  otherLetter,
  digit,
  otherLetter,
  digit,
  "",
].join(String.raw`\s*`);

/** A 10-digit North American number, after spaces, dashes, dots, brackets and a leading +1. */
export function checkPhone(value: string): string | null {
  if (!value.trim()) return null;
  return phoneDigits(value) ? null : validationMessages.phone;
}

const postalCodeFormat = /^[ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z]\d[ABCEGHJ-NPRSTV-Z]\d$/;

/** "m5v2t6", "M5V 2T6" and " m5v 2t6 " are the same code: "M5V 2T6". Null if not a code. */
export function normalizePostalCode(value: string): string | null {
  const compact = value.replace(/\s+/g, "").toUpperCase();
  return postalCodeFormat.test(compact) ? `${compact.slice(0, 3)} ${compact.slice(3)}` : null;
}

export function checkPostalCode(value: string): string | null {
  if (!value.trim()) return null;
  return normalizePostalCode(value) ? null : validationMessages.postalCode;
}

/**
 * An email address as browsers check `type=email` (the HTML standard's "valid email address"):
 * the lead service holds a form sent without the browser's check to the same rule.
 */
const emailFormat =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;

/** Its message (the browser words its own; this is the lead service's, for the same rule). */
export const emailMessage = "Enter an email address, like name@example.com.";

export function checkEmail(value: string): string | null {
  if (!value.trim()) return null;
  return emailFormat.test(value.trim()) ? null : emailMessage;
}

/** `checkDeductible` as an HTML pattern: whole dollars, a dollar sign and a comma allowed. */
export const deductiblePattern = String.raw`\s*\$?\s*\d{1,3}(,?\d{3})?(\.00)?\s*`;

/** A deductible in dollars: "500", "$1,000", "250.00". */
export function checkDeductible(value: string): string | null {
  if (!value.trim()) return null;
  return new RegExp(`^${deductiblePattern}$`).test(value) ? null : validationMessages.deductible;
}

/**
 * The day and the time of day in Toronto, "YYYY-MM-DD" and "HH:MM", the business's clock (from
 * its parts: engines differ in how a locale writes a whole date).
 */
export function torontoClock(now: Date = new Date()): { day: string; time: string } {
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone: "America/Toronto",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((p) => p.type === type)?.value ?? "";
  return {
    day: `${part("year")}-${part("month")}-${part("day")}`,
    time: `${part("hour")}:${part("minute")}`,
  };
}

/** Today's date in Toronto as YYYY-MM-DD, the business's day. */
export const torontoDay = (now: Date = new Date()): string => torontoClock(now).day;

/** A day plus some days, as YYYY-MM-DD: of a day the calendar has (`isRealDay`) only. */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/**
 * A preferred day for the visit: a real date (YYYY-MM-DD, as date fields send it), from today in
 * Toronto (yesterday too, for a visitor whose evening is already tomorrow in UTC) up to about
 * three months ahead.
 */
export function checkPreferredDay(value: string, now: Date = new Date()): string | null {
  if (!value.trim()) return null;
  const day = value.trim();
  const today = torontoDay(now);
  return isRealDay(day) && day >= addDays(today, -1) && day <= addDays(today, preferredDayAheadDays)
    ? null
    : validationMessages.preferredDay;
}
