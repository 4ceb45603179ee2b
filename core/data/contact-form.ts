import stored from "../../content/contact-form.json";
import { figures } from "../config/figures";
import type { ContactFormContent } from "../config/schema";
import { fillText } from "./form-text";

/**
 * The contact page's message form's field labels, from content/contact-form.json (editable at
 * /admin), as the lead service reads them: the owner's inbox names a field the way the form does
 * where both say the same (worker/inbox/words.ts). The site reads the whole form's copy through
 * app/data/contact-form.ts.
 */
export const contactFormLabels = fillText(
  (stored as ContactFormContent).labels,
  "content/contact-form.json",
  { figures },
);
