import { isRealDay } from "../core/config/calendar-days";
import { billingFacts, invoicingText } from "../core/data/billing";
import { pricing } from "../core/data/pricing";
import { serviceById, services } from "../core/data/services";
import {
  isPaymentMethod,
  lineTextLimit,
  parseCents,
  quoteLinesLimit,
  type PaymentMethod,
  type QuoteLine,
} from "../core/rules/money";
import { torontoDay } from "../core/rules/validation";
import {
  calibrationResults,
  type CalibrationResult,
  type JobRecord,
  type QuoteDraft,
} from "./money";

/**
 * The inbox's money forms as they post: the quote box, the job record beside Done, and Mark
 * paid. Each is read and checked here; a refusal keeps every value as typed, with a message
 * for each field to fix, so the inbox shows the form again as it was (worker/inbox-routes.tsx).
 */

const refused = invoicingText.inbox.refused;
const recordRefused = invoicingText.inbox.record.refused;

/** A form the owner sent that could not be taken: its values as typed, and what to fix. */
export interface MoneyFormRefused {
  form: "quote" | "record" | "paid";
  values: Record<string, string>;
  errors: Record<string, string>;
}

/** The quote box's line fields, by line: `text-1`, `amount-1`, … */
export const lineField = (kind: "text" | "amount", n: number) => `${kind}-${n}`;

/** The values a form posted under these names, as typed, bounded. */
function typed(body: URLSearchParams, names: readonly string[], limit = 200) {
  return Object.fromEntries(names.map((name) => [name, (body.get(name) ?? "").slice(0, limit)]));
}

const lineNames = Array.from({ length: quoteLinesLimit }, (_, i) => [
  lineField("text", i + 1),
  lineField("amount", i + 1),
]).flat();

/** A claim number as insurers write them: letters, digits, spaces, dashes and slashes. */
const claimFormat = /^[A-Za-z0-9][A-Za-z0-9 /-]{0,59}$/;

/** The quote box: its lines (an empty line is skipped), and an insurance job's claim and deductible. */
export function quoteDraftFrom(
  body: URLSearchParams,
): { draft: QuoteDraft } | { refused: MoneyFormRefused } {
  const values = typed(body, [...lineNames, "claim", "deductible"]);
  const errors: Record<string, string> = {};
  const lines: QuoteLine[] = [];
  for (let n = 1; n <= quoteLinesLimit; n++) {
    const text = values[lineField("text", n)]!.trim();
    const amount = values[lineField("amount", n)]!.trim();
    if (!text && !amount) continue;
    const cents = parseCents(amount);
    if (cents === null) errors[lineField("amount", n)] = refused.amount;
    if (!text || text.length > lineTextLimit) errors[lineField("text", n)] = refused.description;
    if (cents !== null && text) lines.push({ text: text.slice(0, lineTextLimit), cents });
  }
  if (lines.length === 0 && Object.keys(errors).length === 0)
    errors[lineField("amount", 1)] = refused.lines;
  const claim = values.claim!.trim();
  if (claim && !claimFormat.test(claim)) errors.claim = refused.claim;
  const deductibleText = values.deductible!.trim();
  const deductibleCents = deductibleText ? parseCents(deductibleText) : null;
  if (deductibleText && deductibleCents === null) errors.deductible = refused.deductible;
  if (Object.keys(errors).length > 0) return { refused: { form: "quote", values, errors } };
  return { draft: { lines, claimNumber: claim || null, deductibleCents } };
}

const recordNames = [
  "part",
  "adhesive",
  "lot",
  "expires",
  "driveAway",
  "technician",
  "calibration",
] as const;
const recordTextLimit = 80;

/** The job record's fields as the Done form first shows them: the owner's adhesive prefilled. */
export const recordDefaults = (): Record<(typeof recordNames)[number], string> => ({
  part: "",
  adhesive: billingFacts.adhesive.product,
  lot: "",
  expires: "",
  driveAway: String(billingFacts.adhesive.driveAwayMinutes),
  technician: "",
  calibration: "notNeeded",
});

/** The job record posted with Done, when the job is a replaced windshield. */
export function jobRecordFrom(
  body: URLSearchParams,
  now: Date,
): { record: JobRecord } | { refused: MoneyFormRefused } {
  const values = typed(body, recordNames);
  const errors: Record<string, string> = {};
  for (const name of ["part", "adhesive", "lot", "technician"] as const) {
    values[name] = values[name]!.trim();
    if (values[name]!.length > recordTextLimit) errors[name] = recordRefused.text;
  }
  const expires = values.expires!.trim();
  if (expires && !isRealDay(expires)) errors.expires = recordRefused.expires;
  else if (expires && expires < torontoDay(now)) errors.expires = recordRefused.expired;
  const minutes = values.driveAway!.trim();
  const driveAwayMinutes = /^\d{1,4}$/.test(minutes) ? Number(minutes) : NaN;
  if (!(driveAwayMinutes >= 0 && driveAwayMinutes <= 1440))
    errors.driveAway = recordRefused.driveAway;
  const calibration = (calibrationResults as readonly string[]).includes(values.calibration!)
    ? (values.calibration as CalibrationResult)
    : "notNeeded";
  if (Object.keys(errors).length > 0) return { refused: { form: "record", values, errors } };
  return {
    record: {
      part: values.part!,
      adhesive: values.adhesive!,
      lot: values.lot!,
      expires,
      driveAwayMinutes,
      technician: values.technician!,
      calibration,
      finishedAt: now.toISOString(),
    },
  };
}

/** Mark paid: how, and on which day (a day on the calendar, not after today in Toronto). */
export function paidFrom(
  body: URLSearchParams,
  now: Date,
): { paid: { method: PaymentMethod; day: string } } | { refused: MoneyFormRefused } {
  const values = typed(body, ["method", "day"]);
  const { method, day } = values;
  if (isPaymentMethod(method) && isRealDay(day) && day >= "2000-01-01" && day <= torontoDay(now)) {
    return { paid: { method, day } };
  }
  const errors: Record<string, string> = isPaymentMethod(method)
    ? { day: invoicingText.inbox.paidRefused }
    : { method: invoicingText.inbox.paidRefused };
  return { refused: { form: "paid", values, errors } };
}

/**
 * The lines a first quote starts from: the price table's rows for the service asked for, at
 * their starting price, and the ADAS camera's calibration when the estimate's answer names the
 * camera. The owner edits them before sending.
 */
export function prefilledLines(fields: Record<string, unknown>): QuoteLine[] {
  const service = services.find((s) => s.name === fields.service);
  const lines = (service?.page?.prices ?? []).map((row) => ({
    text: row.label,
    cents: row.entry.price.from * 100,
  }));
  const estimate = typeof fields.estimate === "string" ? fields.estimate : "";
  const calibration = serviceById("adas-calibration");
  if (/\b(ADAS|camera)\b/i.test(estimate) && service?.id !== calibration.id) {
    lines.push({ text: calibration.name, cents: pricing.adasCalibration.price.from * 100 });
  }
  return lines;
}
