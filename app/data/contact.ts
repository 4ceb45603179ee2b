import stored from "../../content/contact.json";
import type { ContactContent } from "../config/schema";
import { siteConfig } from "../config/site";
import { contactFormText } from "./contact-form";
import { expandRecord } from "./tokens";

const copy: ContactContent = expandRecord(stored as ContactContent, "content/contact.json");

/**
 * The copy of the contact page's sections, in page order, from content/contact.json (editable at
 * /admin); the message form's heading is the form's own (contact-form.ts), and the mobile
 * service's hours the business's.
 */
export const contactContent = {
  ...copy,
  channels: {
    ...copy.channels,
    allHours: { ...copy.channels.allHours, value: siteConfig.hours.service },
  },
  form: {
    head: {
      eyebrow: contactFormText.eyebrow,
      title: contactFormText.title,
      intro: contactFormText.intro,
    },
  },
};
