import stored from "../../content/business.json";
import storedAvailability from "../../content/availability.json";
import { parsePhone } from "./phone";
import { figures } from "./figures";
import { serviceArea } from "./service-area";
import { hoursRows, serviceHours, shownRows, type Span, type WeekSpans } from "./hours";
import { weekDays } from "./week-days";
import type { SiteEnv } from "./env-keys";
import type { Availability, BusinessContent } from "./schema";

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
/**
 * The availability the site ships with (the inbox's Availability screen replaces it once the
 * owner saves theirs): the mobile service's hours are the hours it books.
 */
const availability = storedAvailability as Availability;
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

/** The shop's hours, each weekday's one stretch, or none on a day both times are empty. */
const shopWeek = Object.fromEntries(
  weekDays.map((day) => {
    const { opens, closes } = business.hours.shop[day];
    return [day, opens ? [{ opens, closes } satisfies Span] : []];
  }),
) as unknown as WeekSpans;

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
     * inbox (core/data/pages.ts, `quoteTarget`).
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
      /** Shop hours as a list shows them ("Mon-Fri", "8am-6pm"); empty when there are none */
      shop: shownRows(shopWeek),
      /** Shop hours, as structured data states them */
      shopRows: hoursRows(shopWeek),
      /**
       * The mobile service's hours, from the hours the availability books: as copy says them
       * ("Mon-Fri 8am-8pm, Sat 8am-4pm, by appointment"), as structured data states them, and
       * whether they are 24/7. The Worker says the owner's saved availability the same way
       * (worker/stated-hours.ts).
       */
      ...(() => {
        const service = serviceHours(availability, business.hours.serviceNote);
        return {
          service: service.text,
          serviceRows: service.rows,
          aroundTheClock: service.aroundTheClock,
        };
      })(),
      /** Said after the service's hours: "by appointment" */
      serviceNote: business.hours.serviceNote,
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
