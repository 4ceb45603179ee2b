import stored from "../../content/business.json";
import { parsePhone } from "./phone";
import { figures } from "./figures";
import { serviceArea } from "./service-area";
import { hoursLabel, type Hours } from "./hours";
import type { SiteEnv } from "./env-keys";
import type { BusinessContent } from "./schema";

/**
 * Every business fact lives here, read from content/business.json (the owner edits it there or
 * at /admin). Pages, components, structured data and tests read it; none of them types a phone
 * number, URL, address or figure of its own.
 *
 * Four values are set at build time through environment variables (see docs/going-live.md,
 * "Configuration"). A sample value still in use is listed by the build and refused by a
 * live one (app/lib/placeholders.ts).
 */
const business = stored as BusinessContent;
export { siteEnvKeys, type SiteEnv } from "./env-keys";

export const siteDefaults = {
  SITE_URL: "https://www.example.com",
  BUSINESS_PHONE: "+1 416-555-0142",
} as const;

/**
 * Where the lead service (the Worker in worker/, deployed with the site) takes leads, on the
 * origin that serves it.
 */
export const leadServicePath = "/api/leads";

/**
 * Where the pages' taps are counted (worker/events.ts): beside the lead service, on its origin.
 */
export const eventsPath = "/api/events";

/** Examples the environment variables' errors give, each a value that would be accepted. */
export const envExamples = {
  SITE_URL: "https://www.yourbusiness.ca",
  BUSINESS_PHONE: "416-555-0142",
  QUOTE_FORM_URL: "https://forms.yourbusiness.ca/quote",
  LEAD_ENDPOINT: "https://leads.yourbusiness.ca/api/leads",
} as const;

function absoluteUrl(name: keyof typeof envExamples, value: string): string {
  const wrong = () =>
    new Error(
      `${name} must be a full web address starting with https:// (got "${value}"), for example ${name}=${envExamples[name]}`,
    );
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw wrong();
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") throw wrong();
  return url.href.replace(/\/$/, "");
}

function phoneFrom(value: string) {
  try {
    return parsePhone(value);
  } catch (error) {
    throw new Error(
      `BUSINESS_PHONE: ${(error as Error).message}, for example BUSINESS_PHONE=${envExamples.BUSINESS_PHONE}`,
    );
  }
}

/** The hours as the pages show them ("Mon-Fri", "8am-6pm") beside the file's own fields. */
function shownHours(hours: Hours) {
  return { ...hours, ...hoursLabel(hours) };
}

function nonEmpty(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}

export function createSiteConfig(env: SiteEnv = {}) {
  const siteUrl = absoluteUrl("SITE_URL", nonEmpty(env.SITE_URL) ?? siteDefaults.SITE_URL);
  const crmForm = nonEmpty(env.QUOTE_FORM_URL);
  const quoteFormUrl = crmForm ? absoluteUrl("QUOTE_FORM_URL", crmForm) : null;
  const leadEndpointRaw = nonEmpty(env.LEAD_ENDPOINT);
  const leadEndpoint = leadEndpointRaw
    ? absoluteUrl("LEAD_ENDPOINT", leadEndpointRaw)
    : leadServicePath;

  return {
    name: business.name,
    shortName: business.shortName,
    tagline: business.tagline,
    siteUrl,
    /** Whether SITE_URL was set for this build, rather than the example address standing in */
    siteUrlSet: nonEmpty(env.SITE_URL) !== undefined,
    phone: phoneFrom(nonEmpty(env.BUSINESS_PHONE) ?? siteDefaults.BUSINESS_PHONE),
    /**
     * A CRM's hosted quote form that "Get Free Quote" opens in a new tab (QUOTE_FORM_URL), or
     * null: then every "Get Free Quote" opens the site's own quote form, whose requests reach the
     * inbox (app/data/pages.ts, `quoteTarget`).
     */
    quoteFormUrl,
    /**
     * Where on-site forms POST their leads: the lead service on the site's own origin
     * (`/api/leads`, the Worker deployed with the site), or its absolute URL (`LEAD_ENDPOINT`)
     * when the pages are served by another host.
     */
    leadEndpoint,
    /**
     * Where the pages count a tap on call, text or Get Free Quote, and a tool's answer: the
     * Worker beside the lead service, on the same origin as the lead endpoint.
     */
    eventsEndpoint: leadEndpointRaw ? new URL(eventsPath, leadEndpoint).href : eventsPath,
    locale: "en_CA",

    /** The shop addresses, with the coordinates the maps and structured data use */
    addresses: business.addresses,

    /** Centre of the free mobile service radius (Toronto City Hall). */
    serviceCentre: serviceArea.centre,
    serviceRadiusKm: serviceArea.freeRadiusKm,

    hours: {
      /** Shop hours: each slot's days and times, and as shown ("Mon-Fri", "8am-6pm") */
      shop: business.hours.shop.map((slot) => shownHours(slot)),
      /** Shop hours, as structured data states them */
      shopSlots: business.hours.shop,
      /** Mobile service hours as copy says them: "24/7 by appointment" */
      service: [hoursLabel(business.hours.service).summary, business.hours.service.note]
        .filter(Boolean)
        .join(" "),
      /** Mobile service hours, as structured data states them */
      serviceSlot: business.hours.service,
    },

    /**
     * The business's public review profile (its Google reviews page, say). Until it is set, the
     * reviews the pages show are introduced as examples of what customers tell us, and no page
     * offers a link to check them.
     */
    reviewsUrl: business.reviewsUrl,

    /** Social profiles, as structured data's sameAs and the footer's links */
    social: {
      facebook: business.social.facebook,
      instagram: business.social.instagram,
      google: business.social.google,
    },

    paymentMethods: business.paymentMethods,
    paymentTerms: business.paymentTerms,

    figures,
  } as const;
}

export type SiteConfig = ReturnType<typeof createSiteConfig>;

declare const __SITE_ENV__: SiteEnv | undefined;

function buildEnv(): SiteEnv {
  // Vite replaces __SITE_ENV__ at build time (astro.config.ts); tests and Node scripts
  // read the process environment instead.
  if (typeof __SITE_ENV__ !== "undefined") return __SITE_ENV__;
  if (typeof process !== "undefined") return process.env as SiteEnv;
  return {};
}

export const siteConfig = createSiteConfig(buildEnv());
