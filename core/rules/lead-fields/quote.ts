import { quoteChoices } from "../../data/quote-choices";
import {
  checkDeductible,
  checkPreferredDay,
  deductiblePattern,
  checkPhone,
  checkPostalCode,
  fieldLimits,
  phonePattern,
  postalCodePattern,
  validationMessages,
} from "../validation";
import { checkVin, vinMessages, vinPattern, vinShowsAsTyped } from "../vin";
import type { LeadFieldRule } from "./rule";

/**
 * The quote form on the location pages and the instant estimate, as the visitor fills it in. An
 * email address needs no `check`: the browser holds `type=email` to the rule the lead service
 * applies (./index.ts).
 */
const values = (choices: readonly { value: string }[]) => choices.map((c) => c.value);

export const quoteFields = {
  name: { kind: "text", required: true, limit: fieldLimits.name },
  phone: {
    kind: "tel",
    required: true,
    limit: fieldLimits.phone,
    check: checkPhone,
    pattern: phonePattern,
    title: validationMessages.phone,
  },
  email: { kind: "email", limit: fieldLimits.email },
  vehicle: { kind: "text", limit: fieldLimits.vehicle },
  vin: {
    kind: "vin",
    limit: fieldLimits.vin,
    check: checkVin,
    pattern: vinPattern,
    title: vinMessages.format,
    showsAsTyped: vinShowsAsTyped,
  },
  service: { kind: "text", required: true, limit: fieldLimits.service },
  postalCode: {
    kind: "postalCode",
    limit: fieldLimits.postalCode,
    check: checkPostalCode,
    pattern: postalCodePattern,
    title: validationMessages.postalCode,
  },
  damage: { kind: "text", limit: fieldLimits.damage },
  payer: { kind: "choice", choices: values(quoteChoices.payer), limit: 20 },
  insurer: { kind: "text", limit: fieldLimits.insurer },
  deductible: {
    kind: "text",
    limit: fieldLimits.deductible,
    check: checkDeductible,
    pattern: deductiblePattern,
    title: validationMessages.deductible,
  },
  preferredDay: { kind: "date", limit: 10, check: (value) => checkPreferredDay(value) },
  arrivalWindow: { kind: "choice", choices: values(quoteChoices.arrivalWindow), limit: 20 },
  visitPlace: { kind: "choice", choices: values(quoteChoices.visitPlace), limit: 20 },
} as const satisfies Record<string, LeadFieldRule>;
