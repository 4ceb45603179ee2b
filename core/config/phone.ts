/**
 * North American phone numbers: the one place that parses and formats them.
 * Accepts spaces, dashes, dots, parentheses and a leading +1 / 1.
 */
export function phoneDigits(input: string): string | null {
  const digits = input.replace(/[\s\-.()]/g, "").replace(/^\+?1(?=\d{10}$)/, "");
  return /^[2-9]\d{2}[2-9]\d{6}$/.test(digits) ? digits : null;
}

export interface Phone {
  /** Ten digits, e.g. 4165550142 */
  digits: string;
  /** As people read it: (416) 555-0142 */
  display: string;
  /** E.164, for tel: and sms: links and structured data: +14165550142 */
  e164: string;
  tel: string;
  sms: string;
}

export function parsePhone(input: string): Phone {
  const digits = phoneDigits(input);
  if (!digits) {
    throw new Error(`"${input}" is not a 10-digit North American phone number`);
  }
  const e164 = `+1${digits}`;
  return {
    digits,
    display: formatPhone(digits),
    e164,
    tel: `tel:${e164}`,
    sms: `sms:${e164}`,
  };
}

export function formatPhone(input: string): string {
  const digits = phoneDigits(input);
  if (!digits) return input;
  return `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
}
