import stored from "../../content/contact.json";
import type { ContactContent } from "../../core/config/schema";
import { siteConfig } from "../../core/config/site";
import { contactFormText } from "../../core/data/contact-form";
import { expandRecord, expandTokens } from "../../core/data/tokens";

const file = "content/contact.json";
/** The maps' title and directions keep their own token until a location fills it. */
const { mapTitle, directionsTo, ...locations } = (stored as ContactContent).locations;
const copy = expandRecord({ ...(stored as ContactContent), locations }, file);

/** After a location's directions button, read out: `{{address}}` is the location's. */
export function contactDirectionsTo(address: string): string {
  return expandTokens(directionsTo, `${file}: locations.directionsTo`, { address });
}

/** A location's map's title: `{{address}}` is the location's. */
export function contactMapTitle(address: string): string {
  return expandTokens(mapTitle, `${file}: locations.mapTitle`, { address });
}

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
