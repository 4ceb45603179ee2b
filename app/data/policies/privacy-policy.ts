// Imports are relative, like the other data modules: the build configuration loads them before
// the `~` alias exists.
import { draftMaxAgeMs } from "../../config/ui";
import { figures } from "../../config/figures";
import {
  backupRetentionText,
  countRetentionText,
  enquiryRetentionText,
  policyFacts,
} from "../../config/policies";
import { siteConfig } from "../../config/site";
import type { contactFormText } from "../contact-form";
import type { quoteFormText } from "../quote-form";
import { paymentMethodsText } from "../text";
import type { Policy } from "./types";

const { name } = siteConfig;

/** How long a form's draft stays in the visitor's browser, in days, from the drafts module. */
export const draftDays = Math.round(draftMaxAgeMs / (24 * 60 * 60 * 1000));

type FieldName = keyof typeof contactFormText.labels | keyof typeof quoteFormText.labels;

/**
 * What each field of the two forms on this site is, and why we ask for it. Typed by the forms'
 * own label lists, so a field added to either form fails the type check until it is described.
 */
export const formFields: Record<FieldName, string> = {
  name: "Your name, so we know who we are talking to.",
  phone:
    "Your phone number (required on the quote form, optional on the message form), so we can call or text you back.",
  email: "Your email address, if you give it, so we can answer in writing.",
  vehicle: "Your vehicle's year, make and model, so we quote and bring the right glass.",
  service: "The service you need.",
  postalCode: "Your postal code, so we know where the car is and whether a travel fee applies.",
  damage: "What happened to the glass, so we can tell whether it can be repaired.",
  payer: "Whether you pay yourself or through your insurance, so we can bill your insurer.",
  insurer: "Your insurance company, if you give it, so we can deal with them for you.",
  deductible: "Your deductible, if you know it, so we can tell you what you will pay.",
  preferredDay: "The day you would like us to come, if you give one.",
  arrivalWindow: "The time of day that suits you, if you choose one.",
  visitPlace: "Whether the car is at home, at work or elsewhere, so we know where to go.",
  message: "Your message, and anything you choose to tell us in it.",
};

/** The privacy policy, at /privacy-policy. */
export const privacyPolicy: Policy = {
  slug: "privacy-policy",
  name: "Privacy Policy",
  title: "Privacy Policy",
  description: `How ${name} collects, uses and protects the details you give us through our quote and message forms, by phone, text or email, under PIPEDA.`,
  heading: "Privacy policy",
  lead: "What we collect when you ask us for a quote or send us a message, why we need it, where it goes, and how to see, correct or delete it.",
  highlights: ["No tracking or advertising cookies", "Never sold or rented", "Ask us to delete it"],
  updated: "2026-11-25",
  sections: [
    {
      id: "who-we-are",
      title: "Who we are",
      blocks: [
        {
          kind: "paragraph",
          text: `${name} is a locally owned mobile auto glass business in Ontario. This policy covers this website and the details you give us by phone, text or email. We handle personal information under Canada's Personal Information Protection and Electronic Documents Act (PIPEDA).`,
        },
        {
          kind: "paragraph",
          text: `The person accountable for your personal information is ${policyFacts.privacyContact} of ${name}. You can reach them through any of the ways listed at the end of this policy.`,
        },
      ],
    },
    {
      id: "what-we-collect",
      title: "What we collect",
      blocks: [
        {
          kind: "paragraph",
          text: "We only collect what you choose to give us. You can browse the whole site without telling us anything.",
        },
        {
          kind: "list",
          lead: "Our quote form and our message form ask for some of these:",
          items: [
            ...Object.values(formFields),
            "Photos of the damage, if you attach any to a quote request, so we can judge the glass before we come. Only we can see them, and they are deleted with your request.",
          ],
        },
        {
          kind: "paragraph",
          text: "With each form we also record the page it was sent from and the time it was sent, so we can answer the right request.",
        },
        {
          kind: "paragraph",
          text: "When you call, text or email us, we receive your phone number or email address and whatever you tell us. When we do a job, we also keep the details of the vehicle, the work done, the invoice and, for an insurance claim, your insurer and policy or claim number.",
        },
        {
          kind: "paragraph",
          text: `We never ask for payment card numbers through the website, and you should not send them: you pay by ${paymentMethodsText} when the job is done.`,
        },
      ],
    },
    {
      id: "why",
      title: "Why we collect it",
      blocks: [
        {
          kind: "list",
          items: [
            "To answer your question or give you a quote.",
            "To book the job and find your car.",
            "To do the work, invoice it and, if you ask us to, bill your insurer.",
            "To honour our warranty if you ever need to call on it.",
            "To meet our legal and tax obligations.",
          ],
        },
        {
          kind: "paragraph",
          text: "We do not use your details for anything else without asking you first. We do not sell, rent or trade them, and we do not add you to a mailing list.",
        },
      ],
    },
    {
      id: "where-it-goes",
      title: "Where your information goes",
      blocks: [
        {
          kind: "paragraph",
          text: "When you send one of the forms on this site, what you typed, and any photos of the damage you attach to a quote request, is stored in our own inbox of requests, which runs on Cloudflare's network and which only we can open, and we are told of it by email or by a message to our phone or office software, with your details in it. The Get Free Quote buttons open, in a new tab, a quote form hosted by the service that manages our customer records; what you type there goes straight to it.",
        },
        {
          kind: "paragraph",
          text: "Calls, texts and emails reach us through our phone and email providers. Those providers keep records of them, as any phone or email service does.",
        },
        {
          kind: "paragraph",
          text: "The services we use hold your information on our behalf and may not use it for their own purposes. Some of them may store it on servers outside Canada, where it can be subject to the laws of that country.",
        },
        {
          kind: "paragraph",
          text: "We share your details with anyone else only when it is needed for the job you asked for: your insurer, if you ask us to bill a claim, or a supplier who needs your vehicle's details to provide the right glass. We would also disclose information if the law required it.",
        },
      ],
    },
    {
      id: "drafts",
      title: "Drafts kept in your own browser",
      blocks: [
        {
          kind: "paragraph",
          text: `While you fill in one of our forms, your browser keeps a draft of what you typed in its own storage (localStorage) on your device, so a reload or a closed tab doesn't lose it. The draft never leaves your device until you press send. It is deleted as soon as your message is sent, when you empty the form, and in any case after ${draftDays} days.`,
        },
        {
          kind: "paragraph",
          text: "On a shared computer you can remove a draft at any time by emptying the form's fields, or by clearing this site's data in your browser's settings.",
        },
      ],
    },
    {
      id: "cookies",
      title: "Cookies, counts and maps",
      blocks: [
        {
          kind: "paragraph",
          text: "This site sets no cookies. It has no third-party analytics, no advertising trackers and no social media pixels, so we do not follow what you do here or on other sites.",
        },
        {
          kind: "list",
          lead: "To know which pages bring calls and requests, our own service counts, for each page and each day, how many times:",
          items: [
            "the call, text and Get Free Quote buttons are tapped;",
            'the instant estimate and the "Do you come to me?" check give an answer;',
            "a quote request or message is sent.",
          ],
        },
        {
          kind: "paragraph",
          text: `A count is a number, one more on the page's total for the day, and nothing else: no cookie, nothing stored in your browser, no identifier, and no IP address or browser details are kept with it, so no count can be traced to you or linked to another. When your browser sends Do Not Track or Global Privacy Control, nothing is counted at all. Daily counts are kept for ${countRetentionText}, then deleted.`,
        },
        {
          kind: "paragraph",
          text: "Our maps are not loaded until you ask for one. When you press Show map, your browser loads the map from Google Maps, which receives your IP address and may set its own cookies under Google's privacy policy. Directions links open Google Maps in a new tab in the same way.",
        },
        {
          kind: "paragraph",
          text: "Like any website, the server that delivers these pages may keep standard technical logs (your IP address, the page requested, the time and your browser type) to keep the site secure and working. To stop floods of automated sends, the number of forms sent, and of taps counted, from each network address is counted for a minute at a time; we do not keep your address with your request or with any count.",
        },
      ],
    },
    {
      id: "retention",
      title: "How long we keep it",
      blocks: [
        {
          kind: "list",
          items: [
            `Quote requests and messages that do not lead to a job: ${enquiryRetentionText} after we last hear from you, then deleted.`,
            `Records of a job we did (your name and contact details, the vehicle, the work and the invoice): at least ${policyFacts.jobRecordMinimum}, as Canadian tax rules require, and for as long as the warranty on that work can be claimed.`,
            `Form drafts in your browser: until sent, emptied or ${draftDays} days old, whichever comes first.`,
            `Daily counts of taps and requests per page, which name no one: ${countRetentionText}.`,
            `Nightly backups of the requests, messages and counts above: ${backupRetentionText}, so anything we delete is gone from them within ${backupRetentionText} too.`,
          ],
        },
        {
          kind: "paragraph",
          text: "We protect what we keep with passwords and access limited to the people who need it to serve you.",
        },
      ],
    },
    {
      id: "your-rights",
      title: "Your rights",
      blocks: [
        {
          kind: "list",
          lead: "You can ask us at any time to:",
          items: [
            "Tell you what personal information we hold about you and show it to you.",
            "Correct anything that is wrong or out of date.",
            "Withdraw your consent and delete your details, unless the law requires us to keep them. If you withdraw consent part way through a job, we may not be able to finish it or honour its warranty.",
          ],
        },
        {
          kind: "paragraph",
          text: "We answer requests within 30 days, the time PIPEDA allows, and may ask you to confirm who you are first. There is no charge.",
        },
        {
          kind: "paragraph",
          text: "If you are not satisfied with our answer, please tell us so we can try to put it right. You also have the right to complain to the Office of the Privacy Commissioner of Canada.",
        },
        {
          kind: "links",
          items: [
            {
              label: "Office of the Privacy Commissioner of Canada",
              href: "https://www.priv.gc.ca/en/report-a-concern/",
              text: "How to raise a privacy concern with the federal regulator.",
            },
          ],
        },
      ],
    },
    {
      id: "contact",
      title: "Questions and requests",
      blocks: [
        {
          kind: "paragraph",
          text: `For any question about this policy or your information, contact ${policyFacts.privacyContact}. Messages sent through our contact form are answered within ${figures.messageResponse}.`,
        },
        { kind: "contact" },
        {
          kind: "paragraph",
          text: "If we change this policy, we publish the new version here and update the date at the top of the page.",
        },
      ],
    },
  ],
};
