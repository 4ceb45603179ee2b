// What the lead service (worker/leads.ts) tells a client it refuses, and the largest body it
// takes: shared with the page it shows a form posted without JavaScript (worker/lead-pages.tsx).
import { photoMessages, photoRules } from "../core/rules/photos";
import { fieldLimits } from "../core/rules/validation";

/**
 * The largest body taken: every field at its longest, each character as four bytes of UTF-8
 * and escaped, with room to spare. A real send is a few hundred bytes.
 */
export const leadBodyLimit = 32 * 1024;
const longestLead = Object.values(fieldLimits).reduce((sum, n) => sum + n, 0) * 4 * 1.5;
if (longestLead > leadBodyLimit) throw new Error("leadBodyLimit is below the forms' own limits");

/** The largest body with photos: the lead, and every photo at its largest, with room to spare. */
export const photosBodyLimit =
  leadBodyLimit + photoRules.count * photoRules.uploadBytes + 64 * 1024;

/** Each refusal in one sentence, by its cause. */
export const leadMessages = {
  unknownForm: "This is not one of the site's forms.",
  notALead: 'The body must be a lead: {"form", "page", "fields": {...}}, as JSON.',
  badJson: "The body is not valid JSON.",
  badKey: "The Idempotency-Key must be 8 to 64 letters, digits, dashes or underscores.",
  tooLarge: `A lead can be at most ${leadBodyLimit / 1024} kB.`,
  wrongType: "Send a lead as application/json, or as a form (application/x-www-form-urlencoded).",
  fields: "Please check the fields marked.",
  photos: photoMessages.refused,
  busy: "Too many sends from this address in the last minute. Please wait a minute and send again.",
  unavailable: "The lead could not be stored just now. Nothing was kept: please send it again.",
  foreignOrigin: "The lead service takes leads from the site's own pages only.",
  full: "The window this request names has no place left, so nothing was stored. Choose another.",
  otherForm:
    "This submission id was already used for another form, so nothing was stored. Send it again with a new id.",
} as const;

export type Problem = keyof typeof leadMessages;
