import { figures } from "../config/figures";
import { siteConfig } from "../config/site";

const { phone } = siteConfig;

/**
 * The copy of the two pages a form sent without JavaScript ends on (neither is indexed):
 * the confirmation a lead endpoint sends the visitor to, and, in demo mode, the page that says
 * plainly that nothing was sent.
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
} as const;
