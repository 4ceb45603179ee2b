import { checkPhone, fieldLimits, phonePattern, validationMessages } from "../validation";
import type { LeadFieldRule } from "./rule";

/**
 * The contact page's message form. An email address needs no `check`: the browser holds
 * `type=email` to the rule the lead service applies (./index.ts).
 */
export const contactFields = {
  name: { kind: "text", required: true, limit: fieldLimits.name },
  phone: {
    kind: "tel",
    limit: fieldLimits.phone,
    check: checkPhone,
    pattern: phonePattern,
    title: validationMessages.phone,
  },
  email: { kind: "email", required: true, limit: fieldLimits.email },
  message: { kind: "text", required: true, limit: fieldLimits.message },
} as const satisfies Record<string, LeadFieldRule>;
