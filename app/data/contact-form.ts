import stored from "../../content/contact-form.json";
import { figures } from "../../core/config/figures";
import type { ContactFormContent } from "../../core/config/schema";
import { fillText } from "../../core/data/form-text";

/**
 * The copy of the contact page's message form, from content/contact-form.json (editable at /admin):
 * `name` is the form's accessible name, the thank-you's title is the spec's words, and the reply
 * time is the figure's.
 */
export const contactFormText = fillText(stored as ContactFormContent, "content/contact-form.json", {
  figures,
});
