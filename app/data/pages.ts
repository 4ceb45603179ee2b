import { figureLabels } from "../config/figures";
import { siteConfig } from "../config/site";
import { insurancePath } from "./insurance";

/** Head and hero copy of the pages that are not service, location or policy pages. */
export interface StaticPageCopy {
  path: string;
  /** <title> without the business name (the meta helper appends it); at most 45 characters */
  title: string;
  /** Meta description, 120-160 characters */
  description: string;
  heading: string;
  lead: string;
  highlights: [string, string, string];
}

const { figures, serviceRadiusKm } = siteConfig;

/** The instant estimate's page: its path is also the header's and the heroes' link to it. */
export const estimatePath = "/instant-estimate";

export const staticPages = {
  home: {
    path: "/",
    title: "Mobile Auto Glass Repair in Toronto",
    description: `Windshield repair and replacement at your home or work, same day, anywhere in the GTA. Free mobile service within ${serviceRadiusKm} km and insurance billed directly.`,
    heading: "Cracked windshield? We come to you today, anywhere in the GTA.",
    lead: `Certified technicians repair or replace your auto glass in your driveway or parking lot anywhere in Toronto and the GTA. Mobile service is free within ${serviceRadiusKm} km, and we bill your insurer directly.`,
    highlights: [
      "Same-day mobile service",
      "Insurance billed directly",
      `${figures.yearsExperience} ${figureLabels.yearsExperience}`,
    ],
  },
  about: {
    path: "/about-us",
    title: "About Our Mobile Auto Glass Team",
    description: `Locally owned since ${figures.servingSince}, our certified technicians bring ${figures.yearsExperience} years of auto glass experience to drivers across Toronto and the GTA.`,
    heading: "Toronto's mobile auto glass team",
    lead: `Locally owned and serving the GTA since ${figures.servingSince}, with ${figures.yearsExperience} years of hands-on experience in our crew. We fit OEM-quality glass where you park and stand behind it with a lifetime warranty.`,
    highlights: [
      "Certified technicians",
      "OEM-quality glass",
      `${figures.customersServed} drivers served`,
    ],
  },
  contact: {
    path: "/contact-us",
    title: "Contact Us for a Free Auto Glass Quote",
    description: `Call, text or send us a message for a free auto glass quote. Mobile windshield service across Toronto and the GTA, ${siteConfig.hours.service}.`,
    heading: "Talk to a Toronto auto glass technician today",
    lead: `Call or text for the fastest answer, or ask for a free quote here and we'll call you back within ${figures.quoteResponse}. Service is available ${siteConfig.hours.service}, wherever your car is parked.`,
    highlights: [
      `Service ${siteConfig.hours.service}`,
      `Free within ${serviceRadiusKm} km`,
      "Insurance billed directly",
    ],
  },
  estimate: {
    path: estimatePath,
    title: "Repair or Replace? Get an Instant Estimate",
    description: `Chip or crack? Answer a few quick questions to see if your windshield can be repaired or needs replacing, what it costs and how long it takes. No sign-up.`,
    heading: "Repair or replace? A GTA windshield estimate in 20 seconds.",
    lead: `Answer a few quick questions about the damage to see whether it can be repaired, what it costs and how long it takes, from the prices we publish. Then check that we come to you: free within ${serviceRadiusKm} km of Toronto centre.`,
    highlights: [
      "Published prices",
      "No sign-up, nothing sent",
      `Free within ${serviceRadiusKm} km`,
    ],
  },
  insurance: {
    path: insurancePath,
    title: "Auto Glass Insurance Claims in Ontario",
    description: `Which coverage pays for a chipped or cracked windshield in Ontario, when your deductible makes a claim worth it, and how we bill your insurer directly.`,
    heading: "How auto glass insurance claims work for GTA drivers",
    lead: `A stone chip, a crack or a window smashed in a break-in is usually claimed under the comprehensive or all perils part of your auto policy. Here is what that covers, how your deductible works and how we deal with your insurer for you.`,
    highlights: [
      "Insurance billed directly",
      "Claim paperwork handled",
      "Free, no-obligation quote",
    ],
  },
} as const satisfies Record<string, StaticPageCopy>;

/** The quote form in a page's hero (the contact page's and every location page's): its id. */
export const heroFormId = "hero-form";

/**
 * Where every "Get Free Quote" goes: the contact page's quote form, so every request reaches the
 * inbox; or, when the business names a CRM's hosted form (QUOTE_FORM_URL), that form, in a new
 * tab. Location pages keep their own form in the hero.
 */
export const quoteTarget: string =
  siteConfig.quoteFormUrl ?? `${staticPages.contact.path}#${heroFormId}`;
