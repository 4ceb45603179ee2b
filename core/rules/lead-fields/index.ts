import type { LeadFields, LeadFormName } from "../leads";
import {
  checkEmail,
  checkLength,
  fieldLimits,
  normalizePostalCode,
  validationMessages,
} from "../validation";
import { normalizeVin } from "../vin";
import { contactFields } from "./contact";
import { quoteFields } from "./quote";
import type { LeadFieldRule } from "./rule";

/**
 * The fields each lead form takes, and the one validation both ends run: the browser, through
 * the forms' `required` and `pattern` attributes and their custom validity (use-lead-form), and
 * the lead service, on every send it receives, JSON or a form posted without JavaScript. A rule
 * changed here changes in both places at once. Each form's fields are a module of their own
 * (./contact.ts, ./quote.ts), so each island ships only its own.
 */

export type { LeadFieldRule } from "./rule";
export { contactFields } from "./contact";
export { quoteFields } from "./quote";

/**
 * Every field a lead of each form carries: the visitor's, and the hidden ones the page fills in
 * (the place and kind of page a quote came from).
 */
export const leadFields = {
  contact: contactFields,
  quote: {
    ...quoteFields,
    place: { kind: "context", limit: fieldLimits.name },
    estimate: { kind: "context", limit: fieldLimits.estimate },
    pageFocus: { kind: "context", limit: fieldLimits.name },
  },
} as const satisfies Record<LeadFormName, Record<string, LeadFieldRule>>;

export type LeadFieldName<Form extends LeadFormName> = keyof (typeof leadFields)[Form] & string;

export const isLeadForm = (value: unknown): value is LeadFormName =>
  typeof value === "string" && Object.hasOwn(leadFields, value);

/**
 * The message for a value of one field, or null when it is fine (an empty optional field is):
 * the length, a required value, the field's own check, and the email rule the browser applies to
 * `type=email`.
 */
export function checkLeadField(rule: LeadFieldRule, value: string): string | null {
  return (
    checkLength(value, rule.limit) ??
    (rule.required && value.trim() === "" ? validationMessages.blank : null) ??
    rule.check?.(value) ??
    (rule.kind === "email" ? checkEmail(value) : null) ??
    (rule.choices && value !== "" && !rule.choices.includes(value)
      ? validationMessages.choice
      : null)
  );
}

/** A value as it is kept: a postal code in its usual form, a VIN as it is written. */
const tidy = (rule: LeadFieldRule, value: string) =>
  rule.kind === "postalCode"
    ? (normalizePostalCode(value) ?? value)
    : rule.kind === "vin"
      ? normalizeVin(value)
      : value;

/** A ticked box, as JSON (`true`) or as a form posts it (`yes`, or `on` without a value). */
const isTicked = (value: unknown) => value === true || value === "yes" || value === "on";

export type LeadCheck =
  | { ok: true; fields: LeadFields }
  | { ok: false; fields: LeadFields; errors: Record<string, string> };

/**
 * A lead's fields as a form sent them, checked by the forms' own rules: each value trimmed and
 * tidied, a message for each bad one, and anything the form does not have left out. `fields`
 * holds the values even when some are bad, so they can be shown again as they were typed.
 */
export function checkLead(form: LeadFormName, input: Readonly<Record<string, unknown>>): LeadCheck {
  const fields: LeadFields = {};
  const errors: Record<string, string> = {};
  for (const [name, rule] of Object.entries(leadFields[form]) as [string, LeadFieldRule][]) {
    const raw = input[name];
    if (rule.kind === "checkbox") {
      fields[name] = isTicked(raw);
      continue;
    }
    const value = typeof raw === "string" ? raw : "";
    const message = checkLeadField(rule, value);
    const trimmed = value.trim();
    fields[name] = message ? trimmed : tidy(rule, trimmed);
    if (message) errors[name] = message;
  }
  return Object.keys(errors).length === 0 ? { ok: true, fields } : { ok: false, fields, errors };
}
