/**
 * Money as the quote, the invoice and the owner's numbers count it: whole cents, never a
 * fraction of one. An amount typed in dollars is read into cents once, each line is added in
 * cents, and the HST is the subtotal times the rate, rounded to the cent once (half a cent up),
 * never line by line. The rate is in basis points (13% is 1300), so it is a whole number too.
 */

/** The most one line may say: far above any auto glass job, and far inside a safe integer. */
export const lineCentsLimit = 10_000_000;
/** The most lines a quote takes; the inbox offers a few empty ones, and "Add a line" more. */
export const quoteLinesLimit = 12;
/** The longest a line's description may be. */
export const lineTextLimit = 120;

export interface QuoteLine {
  text: string;
  cents: number;
}

export interface Totals {
  subtotalCents: number;
  hstCents: number;
  totalCents: number;
}

/**
 * An amount as typed ("389.99", "$1,250", "35.5") in cents, or null when it is not one: a
 * number with at most two decimals, not below zero, within a line's limit.
 */
export function parseCents(typed: string): number | null {
  const bare = typed
    .trim()
    .replace(/^\$\s*/, "")
    .replaceAll(",", "");
  const match = /^(\d{1,7})(?:\.(\d{1,2}))?$/.exec(bare);
  if (!match) return null;
  const cents = Number(match[1]) * 100 + Number((match[2] ?? "").padEnd(2, "0"));
  return cents <= lineCentsLimit ? cents : null;
}

/** Cents as a field shows them to edit: 38999 -> "389.99". */
export const centsValue = (cents: number) =>
  `${Math.trunc(cents / 100)}.${String(Math.abs(cents) % 100).padStart(2, "0")}`;

/** Cents as a reader reads them: 38999 -> "$389.99", -56500 -> "-$565.00", 123456 -> "$1,234.56". */
export function formatCents(cents: number): string {
  const sign = cents < 0 ? "-" : "";
  const whole = Math.trunc(Math.abs(cents) / 100).toLocaleString("en-CA");
  return `${sign}$${whole}.${String(Math.abs(cents) % 100).padStart(2, "0")}`;
}

/** A rate in basis points as a percent: 1300 -> "13%", 1250 -> "12.5%". */
export const formatRate = (basisPoints: number) => `${basisPoints / 100}%`;

/** A percent as the owner writes it (13, 12.5) in basis points, or null when it is not one. */
export function rateBasisPoints(percent: number): number | null {
  const basisPoints = Math.round(percent * 100);
  return Number.isFinite(percent) && basisPoints >= 0 && basisPoints <= 10_000 ? basisPoints : null;
}

/**
 * HST on a subtotal, rounded to the cent once, half a cent up: 674.49 at 13% is 87.6837, so
 * 87.68. Integer arithmetic only, so no float rounding can move a cent.
 */
export function hstOn(subtotalCents: number, basisPoints: number): number {
  const product = Math.abs(subtotalCents) * basisPoints;
  const rounded = Math.floor((product + 5_000) / 10_000);
  return subtotalCents < 0 ? -rounded : rounded;
}

/** The lines added up, the HST on their sum, and the total. */
export function totalsOf(lines: readonly QuoteLine[], basisPoints: number): Totals {
  const subtotalCents = lines.reduce((sum, line) => sum + line.cents, 0);
  const hstCents = hstOn(subtotalCents, basisPoints);
  return { subtotalCents, hstCents, totalCents: subtotalCents + hstCents };
}

/**
 * An insurance job's bill, split: the driver pays the deductible (never more than the total),
 * and the insurer the rest. A credit note (a negative total) gives back the same way: the
 * deductible to the driver, the rest to the insurer.
 */
export function insuranceSplit(totalCents: number, deductibleCents: number) {
  const sign = totalCents < 0 ? -1 : 1;
  const whole = Math.abs(totalCents);
  const driverCents = Math.min(Math.max(deductibleCents, 0), whole);
  return { driverCents: sign * driverCents, insurerCents: sign * (whole - driverCents) };
}

/** The ways a job is paid, as the owner marks it. */
export const paymentMethods = ["cash", "debit", "credit", "etransfer", "insurer"] as const;
export type PaymentMethod = (typeof paymentMethods)[number];
export const isPaymentMethod = (value: unknown): value is PaymentMethod =>
  typeof value === "string" && (paymentMethods as readonly string[]).includes(value);

/** An invoice's number: the year, then its place in the year, "2026-0007". */
export const invoiceNumber = (year: number, seq: number) =>
  `${year}-${String(seq).padStart(4, "0")}`;
