// Imports are relative, like the other data modules.
import { figures } from "../../config/figures";
import { siteConfig } from "../../config/site";
import type { Policy } from "./types";

const { name } = siteConfig;

/** The accessibility statement, at /accessibility. */
export const accessibilityStatement: Policy = {
  slug: "accessibility",
  name: "Accessibility",
  title: "Accessibility Statement",
  description:
    "How we make our website and service accessible under Ontario's AODA, the standard the site meets (WCAG 2.1 AA), and how to ask for help or another format.",
  heading: "Accessibility statement",
  lead: "We want every driver to be able to find our prices, reach us and book a repair, whatever device or assistive technology they use. Here is what we do, and how to tell us when something gets in your way.",
  highlights: ["Built to WCAG 2.1 AA", "Checked on every page", "Other formats on request"],
  updated: "2026-11-25",
  sections: [
    {
      id: "commitment",
      title: "Our commitment",
      blocks: [
        {
          kind: "paragraph",
          text: `${name} is committed to serving people with disabilities in a way that respects their dignity and independence, as the Accessibility for Ontarians with Disabilities Act (AODA) asks of every business in Ontario. That applies to this website, to a call or text with us, and to the technician who comes to your car.`,
        },
      ],
    },
    {
      id: "standard",
      title: "The standard this site meets",
      blocks: [
        {
          kind: "paragraph",
          text: "The AODA's Integrated Accessibility Standards Regulation (Ontario Regulation 191/11) sets the Web Content Accessibility Guidelines (WCAG) 2.0 Level AA as the standard for websites. We build this site to WCAG 2.1 Level AA, which includes every WCAG 2.0 Level AA requirement and adds more for phones, zoom and low vision.",
        },
        {
          kind: "list",
          lead: "In practice, that means:",
          items: [
            "Every page, menu, answer and form can be used with a keyboard alone, with a visible focus outline and a Skip to content link at the top of each page.",
            "Pages are marked up with headings, landmarks and labelled links and buttons, so screen readers can announce and navigate them.",
            "Every form field has a visible label. Mistakes are explained in words next to the field and announced to screen readers, and nothing you typed is lost.",
            "Text and buttons meet the WCAG contrast ratios, and pages still work when text is enlarged or the screen is as narrow as 320 pixels.",
            "Every page can be read and used with JavaScript turned off, and animations are reduced when your device asks for less motion.",
            "Counting which pages bring calls changes nothing you see or do: the call, text and Get Free Quote buttons are ordinary links, a tap by keyboard or switch is counted like a touch, and nothing is counted when your browser asks not to be tracked.",
          ],
        },
      ],
    },
    {
      id: "testing",
      title: "How we check it",
      blocks: [
        {
          kind: "paragraph",
          text: "The site's automated tests run the axe-core accessibility checker on every page, against the WCAG 2.0, 2.1 and 2.2 Level A and AA rules and accessibility best practices, at phone and desktop widths, both as the page loads and with its menus, answers and form error messages open. A change with any violation fails the tests, and so does any page whose HTML breaks the HTML standard.",
        },
        {
          kind: "paragraph",
          text: "Automated checks cannot catch everything. Our tests also work through the menus with a keyboard alone, and your feedback tells us what no test can.",
        },
      ],
    },
    {
      id: "limitations",
      title: "Known limitations",
      blocks: [
        {
          kind: "paragraph",
          text: "Two parts of the site come from other companies, and we cannot guarantee that they meet the same standard:",
        },
        {
          kind: "list",
          items: [
            "Maps are shown by Google Maps when you press Show map. Every map has the addresses or cities it shows written out beside it, and a link that opens the map in a new tab.",
            "The Get Free Quote buttons open a quote form run by the service that receives our quote requests. If it gives you any trouble, call or text us, or use the message form on our contact page, which we build and test ourselves.",
          ],
        },
      ],
    },
    {
      id: "other-formats",
      title: "Information in another format",
      blocks: [
        {
          kind: "paragraph",
          text: "If you need anything on this site, a quote or an invoice in another format, or a communication support, ask us and we will provide it as soon as we can, at no extra cost. For example, we can read a quote to you over the phone, send it by email as plain text for your screen reader, or text you instead of calling.",
        },
        { kind: "contact" },
      ],
    },
    {
      id: "feedback",
      title: "Feedback",
      blocks: [
        {
          kind: "paragraph",
          text: `Tell us about any barrier you meet on this site or with our service, by phone, text, email or the message form on our contact page. Say which page or part of the service it was and, if you like, how you would prefer us to answer. Messages sent through our contact form are answered within ${figures.messageResponse}.`,
        },
        {
          kind: "paragraph",
          text: "We read every piece of feedback, reply in the format you ask for, and tell you what we will do about it. Where the fix is on the website, we make it and test it like every other change.",
        },
      ],
    },
  ],
};
