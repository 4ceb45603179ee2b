import stored from "../../content/quote-form.json";
import { figures } from "../config/figures";
import type { QuoteFormContent } from "../config/schema";
import { fillText } from "./form-text";

/**
 * The copy of the location pages' quote form, from content/quote-form.json (editable at /admin): the
 * reply time is the figure's. The photo field fills in the photo count (`{{photoRules.count}}`)
 * and each photo's number (`{{n}}`), which it holds; the VIN's messages, a VIN's length
 * (`{{length}}`, core/rules/vin.ts), and a closed day's name (`{{day}}`, the form's own). The VIN's words are here, not with the other fields' messages,
 * so only the islands with a VIN field carry them.
 */
export const quoteFormText = fillText(
  stored as QuoteFormContent,
  "content/quote-form.json",
  { figures },
  ["n", "photoRules.count", "length", "day"],
);
