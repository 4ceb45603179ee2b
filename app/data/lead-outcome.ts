import { figures } from "../config/figures";
import { siteConfig } from "../config/site";

const { phone } = siteConfig;

/**
 * The copy of the pages a form sent without JavaScript ends on (none is indexed): the
 * confirmation the lead service sends the visitor to; the page a host without the lead service
 * sends them to instead, which says plainly that nothing was sent; and the lead service's own
 * answers when it cannot take a form (`retry`, `problem`).
 */
export const leadOutcomeText = {
  received: {
    title: "Request received",
    description: `Thank you: your request reached ${siteConfig.name}. We call back about quotes within ${figures.quoteResponse}.`,
    eyebrow: "Sent",
    heading: "Thank you, we have your request",
    lead: `We call back about a quote within ${figures.quoteResponse} and answer messages within ${figures.messageResponse}. If the glass can't wait, call or text ${phone.display} and we can often be there today.`,
    back: "Back to the home page",
  },
  notSent: {
    title: "Your request was not sent",
    description: `The form on this copy of the site is not connected yet, so nothing was sent. Call or text ${phone.display} instead.`,
    eyebrow: "Not sent",
    heading: "Nothing was sent: please call or text us",
    lead: `This copy of the site is not connected to our inbox yet, so the form you filled in did not reach anyone. Sorry for the extra step: call or text ${phone.display} and we'll take your details in a couple of minutes.`,
    keep: "Your browser's Back button takes you to the form again, usually with what you typed still in it.",
    back: "Back to the home page",
  },
  /**
   * The lead service's answer to a form posted without JavaScript that it could not take:
   * the form again, as it was typed, with what to do (worker/lead-pages.ts).
   */
  retry: {
    fields: {
      title: "Please check your details",
      eyebrow: "Not sent yet",
      heading: "Please check the fields marked",
      lead: "Your request hasn't been sent yet: a field below needs a fix. Everything you typed is still there.",
    },
    busy: {
      title: "Please send again in a minute",
      eyebrow: "Not sent yet",
      heading: "Please wait a minute, then send again",
      lead: `To keep out spam we take only so many sends a minute from one connection, and yours has reached that, so nothing was sent. Everything you typed is below: send it again in a minute, or call or text ${phone.display} now.`,
    },
    unavailable: {
      title: "Your request didn't go through",
      eyebrow: "Not sent",
      heading: "Sorry, your request didn't go through",
      lead: `Our inbox couldn't take it just now, so nothing was sent. Everything you typed is below: send it again in a minute, or call or text ${phone.display} and we'll take your details.`,
    },
  },
  /** A form post the lead service cannot show again (too long, or from no form of ours). */
  problem: {
    tooLarge: {
      title: "Your request was too long to send",
      eyebrow: "Not sent",
      heading: "Your request was too long to send",
      lead: `Nothing was sent. Please go back, shorten the description and send it again, or call or text ${phone.display} and tell us in person.`,
      back: "Back to the home page",
    },
    unknownForm: {
      title: "Your request was not sent",
      eyebrow: "Not sent",
      heading: "Nothing was sent: please call or text us",
      lead: `That form didn't come from a page of ours, so nothing was sent. Call or text ${phone.display} and we'll take your details in a couple of minutes.`,
      back: "Back to the home page",
    },
  },
} as const;
