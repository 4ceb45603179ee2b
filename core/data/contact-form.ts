import stored from "../../content/contact-form.json";
import { figures } from "../config/figures";
import type { ContactFormContent } from "../config/schema";
import { fillText } from "./form-text";

/**
 * The copy of the contact page's message form, from content/contact-form.json (editable at /admin):
 * `name` is the form's accessible name, the thank-you's title is the spec's words, and the reply
 * time is the figure's. The owner's inbox names a field the way the form does where both say the
 * same (worker/inbox/words.ts).
 */
export const contactFormText = fillText(stored as ContactFormContent, "content/contact-form.json", {
  figures,
});

/** The form's field labels, which the inbox reads too. */
export const contactFormLabels = contactFormText.labels;
