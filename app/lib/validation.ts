import { phoneDigits } from "./phone";

/**
 * The quote form's rules the browser cannot check by itself: a phone number we can call back
 * and a postal code we can find. Each
 * returns a message for a bad value, or null; an empty value is left to `required`.
 */

export const validationMessages = {
  phone: "Enter a 10-digit phone number, with its area code.",
  postalCode: "Enter a Canadian postal code, like M5V 2T6.",
} as const;

/** A 10-digit North American number, after spaces, dashes, dots, brackets and a leading +1. */
export function checkPhone(value: string): string | null {
  if (!value.trim()) return null;
  return phoneDigits(value) ? null : validationMessages.phone;
}

const postalCodePattern = /^[ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z]\d[ABCEGHJ-NPRSTV-Z]\d$/;

/** "m5v2t6", "M5V 2T6" and " m5v 2t6 " are the same code: "M5V 2T6". Null if not a code. */
export function normalizePostalCode(value: string): string | null {
  const compact = value.replace(/\s+/g, "").toUpperCase();
  return postalCodePattern.test(compact) ? `${compact.slice(0, 3)} ${compact.slice(3)}` : null;
}

export function checkPostalCode(value: string): string | null {
  if (!value.trim()) return null;
  return normalizePostalCode(value) ? null : validationMessages.postalCode;
}
