import { parsePhone } from "./phone";
import { figures } from "./figures";
import { serviceArea } from "./service-area";
import type { SiteEnv } from "./env-keys";

/**
 * Every business fact lives here. Pages, components, structured data and tests read it;
 * none of them types a phone number, URL, address or figure of its own.
 *
 * Four values can be overridden at build time through environment variables
 * (see the README's configuration table). Values marked PLACEHOLDER must be replaced with
 * the business's real details before going live.
 */
export { siteEnvKeys, type SiteEnv } from "./env-keys";

export const siteDefaults = {
  SITE_URL: "https://www.example.com",
  BUSINESS_PHONE: "+1 416-555-0142",
  QUOTE_FORM_URL: "https://crm.example.com/forms/auto-glass-repair-request",
} as const;

/**
 * Where the lead service (the Worker in worker/, deployed with the site) takes leads, on the
 * origin that serves it.
 */
export const leadServicePath = "/api/leads";

function absoluteUrl(name: string, value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`${name} must be an absolute http(s) URL, got "${value}"`);
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") {
    throw new Error(`${name} must be an absolute http(s) URL, got "${value}"`);
  }
  return url.href.replace(/\/$/, "");
}

function nonEmpty(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}

export function createSiteConfig(env: SiteEnv = {}) {
  const siteUrl = absoluteUrl("SITE_URL", nonEmpty(env.SITE_URL) ?? siteDefaults.SITE_URL);
  const quoteFormUrl = absoluteUrl(
    "QUOTE_FORM_URL",
    nonEmpty(env.QUOTE_FORM_URL) ?? siteDefaults.QUOTE_FORM_URL,
  );
  const leadEndpointRaw = nonEmpty(env.LEAD_ENDPOINT);
  const leadEndpoint = leadEndpointRaw
    ? absoluteUrl("LEAD_ENDPOINT", leadEndpointRaw)
    : leadServicePath;

  return {
    name: "GTA Mobile Auto Glass",
    shortName: "GTA Auto Glass",
    tagline: "Mobile windshield repair and replacement across Toronto and the GTA",
    siteUrl,
    phone: parsePhone(nonEmpty(env.BUSINESS_PHONE) ?? siteDefaults.BUSINESS_PHONE),
    quoteFormUrl,
    /**
     * Where on-site forms POST their leads: the lead service on the site's own origin
     * (`/api/leads`, the Worker deployed with the site), or its absolute URL (`LEAD_ENDPOINT`)
     * when the pages are served by another host.
     */
    leadEndpoint,
    locale: "en_CA",

    /** PLACEHOLDER addresses: replace with the business's real locations before going live. */
    addresses: [
      {
        id: "downtown",
        label: "Downtown Toronto",
        street: "100 King Street West",
        city: "Toronto",
        region: "ON",
        postalCode: "M5X 1A9",
        country: "CA",
        geo: { lat: 43.6487, lng: -79.3817 },
      },
      {
        id: "north-york",
        label: "North York",
        street: "5000 Yonge Street",
        city: "Toronto",
        region: "ON",
        postalCode: "M2N 7E9",
        country: "CA",
        geo: { lat: 43.7677, lng: -79.4126 },
      },
    ],

    /** Centre of the free mobile service radius (Toronto City Hall). */
    serviceCentre: serviceArea.centre,
    serviceRadiusKm: serviceArea.freeRadiusKm,

    hours: {
      shop: [
        { days: "Mon-Fri", opens: "08:00", closes: "18:00", label: "8am-6pm" },
        { days: "Sat", opens: "09:00", closes: "16:00", label: "9am-4pm" },
      ],
      service: "24/7 by appointment",
    },

    /**
     * The business's public review profile (its Google reviews page, say). Until it is set, the
     * reviews the pages show are introduced as examples of what customers tell us, and no page
     * offers a link to check them.
     */
    reviewsUrl: null as string | null,

    /** PLACEHOLDER social profiles: replace with the business's real pages before going live. */
    social: {
      facebook: "https://www.facebook.com/example-gta-mobile-auto-glass",
      instagram: "https://www.instagram.com/example-gta-mobile-auto-glass",
      google: "https://maps.google.com/?cid=0000000000000000000",
    },

    paymentMethods: ["Cash", "Debit", "Credit card", "E-transfer"],
    paymentTerms: "Payment is due when the job is done.",

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
