import {
  checkPhone,
  checkPostalCode,
  fieldLimits,
  phonePattern,
  postalCodePattern,
  validationMessages,
} from "../validation";
import type { LeadFieldRule } from "./rule";

/**
 * The quote form on the location pages and the instant estimate, as the visitor fills it in. An
 * email address needs no `check`: the browser holds `type=email` to the rule the lead service
 * applies (./index.ts).
 */
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
  service: { kind: "text", required: true, limit: fieldLimits.service },
  postalCode: {
    kind: "postalCode",
    limit: fieldLimits.postalCode,
    check: checkPostalCode,
    pattern: postalCodePattern,
    title: validationMessages.postalCode,
  },
  damage: { kind: "text", limit: fieldLimits.damage },
  insuranceClaim: { kind: "checkbox", limit: 3 },
} as const satisfies Record<string, LeadFieldRule>;
