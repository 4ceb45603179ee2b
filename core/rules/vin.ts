import { quoteFormText } from "../data/quote-form";
import { fillLater } from "../data/form-text";

/**
 * A vehicle identification number, as Canada has required one on every vehicle since 1981
 * (the 17-character standard, ISO 3779 and the NHTSA's 49 CFR 565): letters and numbers, never
 * I, O or Q, with a check digit in position 9 and the model year in position 10. One rule for
 * the browser and the lead service; an empty value is left to the field being optional.
 */

export const vinLength = 17;

/** What the visitor typed, as a VIN is written: capitals, without spaces or dashes. */
export const normalizeVin = (value: string) => value.replace(/[\s-]+/g, "").toUpperCase();

/** Each letter's value in the check-digit sum (49 CFR 565.15); a digit is its own value. */
const letterValues: Record<string, number> = {
  A: 1, B: 2, C: 3, D: 4, E: 5, F: 6, G: 7, H: 8,
  J: 1, K: 2, L: 3, M: 4, N: 5, P: 7, R: 9,
  S: 2, T: 3, U: 4, V: 5, W: 6, X: 7, Y: 8, Z: 9,
}; // prettier-ignore

/** Each position's weight in the sum; position 9, the check digit itself, weighs nothing. */
const weights = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2];

/** The check digit a VIN's other 16 characters call for: "0" to "9", or "X" for 10. */
export function vinCheckDigit(vin: string): string {
  let sum = 0;
  for (let i = 0; i < vinLength; i++) {
    const c = vin[i] ?? "0";
    sum += (/\d/.test(c) ? Number(c) : (letterValues[c] ?? 0)) * weights[i]!;
  }
  const rest = sum % 11;
  return rest === 10 ? "X" : String(rest);
}

/** The model year codes of position 10, in order: 30 years, then the cycle starts again. */
const yearCodes = "ABCDEFGHJKLMNPRSTVWXY123456789";

/**
 * The model year a VIN gives (position 10), or null. The code repeats every 30 years; for cars,
 * trucks and vans under 10,000 lb a letter in position 7 means 2010-2039 and a digit 1980-2009.
 * That rule holds from 2010 and for those vehicles only, so a year it would put past next year
 * (a model year goes on sale the autumn before) is the one 30 years earlier.
 */
export function vinModelYear(vin: string, today = new Date()): number | null {
  const at = yearCodes.indexOf(vin[9] ?? "");
  if (vin.length !== vinLength || at < 0) return null;
  const year = 1980 + at + (/[A-Z]/.test(vin[6] ?? "") ? 30 : 0);
  return year > today.getUTCFullYear() + 1 ? year - 30 : year;
}

/** The VIN field's messages (content/quote-form.json), a length's count filled in. */
const vinMessagesText = quoteFormText.vinMessages;
export const vinMessages = {
  ...vinMessagesText,
  length: (length: number) => fillLater(vinMessagesText.length, { length: String(length) }),
};
const messages = vinMessages;

/** Which rule a VIN breaks, as the message next to the field, or null when it can be right. */
export function checkVin(value: string): string | null {
  const vin = normalizeVin(value);
  if (vin === "") return null;
  if (/[^A-Z0-9]/.test(vin)) return messages.characters;
  if (/[IOQ]/.test(vin)) return messages.letters;
  if (vin.length !== vinLength) return messages.length(vin.length);
  if (vinCheckDigit(vin) !== vin[8]) return messages.checkDigit;
  return null;
}

/**
 * Whether a VIN's message shows while it is typed: once it has all its characters, or one that
 * no VIN has. Before that, a short VIN is only a VIN still being typed, and its message waits
 * until the visitor leaves the field.
 */
export function vinShowsAsTyped(value: string): boolean {
  const vin = normalizeVin(value);
  return vin.length >= vinLength || /[^A-HJ-NPR-Z0-9]/.test(vin);
}

/** What a right VIN tells of the car offline, as the car picker and the quote form take it. */
export interface VinCar {
  /** The model year (position 10), or null for a code that names none */
  year: number | null;
  /** The make its first three characters name, or null when the table cannot tell */
  make: string | null;
}

/**
 * The year and make of a VIN that passes every check, or null; `maker` is the table of makers
 * (app/data/vin-makers.ts), loaded when it is needed.
 */
export function vinCar(value: string, maker: (vin: string) => string | null): VinCar | null {
  const vin = normalizeVin(value);
  if (vin.length !== vinLength || checkVin(vin) !== null) return null;
  return { year: vinModelYear(vin), make: maker(vin) };
}

/**
 * What the browser checks by itself (a VIN's letters and length, spaces and dashes allowed
 * between them); the check digit is `checkVin`'s.
 */
export const vinPattern = String.raw`[\s\-]*([A-HJ-NPR-Za-hj-npr-z0-9][\s\-]*){17}`;
