import { testimonials as shippedTestimonials } from "../data/testimonials";
import type { Testimonial } from "../data/types";
import type { SiteEnv } from "../config/env-keys";
import { policyFacts as shippedPolicyFacts, type PolicyFacts } from "../config/policies";
import { createSiteConfig, type SiteConfig } from "../config/site";

/**
 * The sample values the project ships with, so that it can be tried at once: a site that goes
 * live with any of them loses leads (a phone that rings nowhere, a lead service on a sample
 * host) or
 * trust (addresses, profiles and reviews that are not the business's). `npm run build` lists
 * every one still in use; with REQUIRE_LIVE_CONFIG=1 it refuses to build while any is.
 */

/** The parts of the site config that can hold a sample value. */
type CheckedConfig = Pick<SiteConfig, "siteUrl" | "phone" | "leadEndpoint" | "quoteFormUrl"> & {
  addresses: readonly { street: string }[];
  social: Readonly<Record<string, string>>;
};

/** A value still at its sample, and what to do about it. */
export interface PlaceholderInUse {
  what: string;
  value: string;
  fix: string;
}

/** Hosts reserved for examples (RFC 2606): never a real business's. */
const exampleHost = /(^|\.)example\.(com|org|net)$/i;
const isExampleUrl = (url: string) => exampleHost.test(new URL(url).hostname);

/** 555-0100 to 555-0199 is reserved for fiction in every North American area code. */
const isFictionalPhone = (digits: string) => /^\d{3}55501\d{2}$/.test(digits);

/** The shipped sample locations and reviews, by what identifies them. */
const sampleStreets = new Set(["100 King Street West", "5000 Yonge Street"]);
const sampleReviewers = new Set(["Daniel M.", "Sandra K.", "Wei L."]);

export function placeholdersInUse(
  env: SiteEnv,
  sources: {
    testimonials?: readonly Testimonial[];
    config?: CheckedConfig;
    policies?: PolicyFacts;
  } = {},
): PlaceholderInUse[] {
  const testimonials = sources.testimonials ?? shippedTestimonials;
  const policies = sources.policies ?? shippedPolicyFacts;
  const config = sources.config ?? createSiteConfig(env);
  const found: PlaceholderInUse[] = [];
  if (isExampleUrl(config.siteUrl)) {
    found.push({
      what: "Site address (canonical links, sitemap, robots.txt)",
      value: config.siteUrl,
      fix: "set SITE_URL",
    });
  }
  if (isFictionalPhone(config.phone.digits)) {
    found.push({ what: "Business phone", value: config.phone.display, fix: "set BUSINESS_PHONE" });
  }
  if (/^https?:/.test(config.leadEndpoint) && isExampleUrl(config.leadEndpoint)) {
    found.push({ what: "Lead endpoint", value: config.leadEndpoint, fix: "set LEAD_ENDPOINT" });
  }
  if (isExampleUrl(config.quoteFormUrl)) {
    found.push({
      what: "Quote form link",
      value: config.quoteFormUrl,
      fix: "set QUOTE_FORM_URL",
    });
  }
  const streets = config.addresses.filter((a) => sampleStreets.has(a.street));
  if (streets.length > 0) {
    found.push({
      what: "Shop addresses",
      value: streets.map((a) => a.street).join(", "),
      fix: "edit addresses in app/config/site.ts",
    });
  }
  const profiles = Object.values(config.social).filter(
    (url) => isExampleUrl(url) || /example|cid=0+$/.test(url),
  );
  if (profiles.length > 0) {
    found.push({
      what: "Social profiles",
      value: `${profiles.length} sample links`,
      fix: "edit social in app/config/site.ts",
    });
  }
  const reviews = testimonials.filter((t) => sampleReviewers.has(t.name));
  if (reviews.length > 0) {
    found.push({
      what: "Customer reviews",
      value: `${reviews.length} sample reviews`,
      fix: "replace them in app/data/testimonials.ts",
    });
  }
  const emailHost = policies.email.split("@").pop() ?? "";
  if (exampleHost.test(emailHost)) {
    found.push({
      what: "Email address on the policy pages",
      value: policies.email,
      fix: "edit email in app/config/policies.ts",
    });
  }
  if (!policies.confirmedByOwner) {
    found.push({
      what: "Privacy contact and retention periods (privacy policy)",
      value: `${policies.privacyContact}; ${policies.enquiryRetentionMonths} months; ${policies.jobRecordMinimum}`,
      fix: "confirm them in app/config/policies.ts",
    });
  }
  return found;
}

/** The list as the build prints it: short, and hard to miss. */
export function placeholderReport(found: readonly PlaceholderInUse[], required: boolean): string {
  const rule = "=".repeat(78);
  const lines = found.map((p) => `  - ${p.what}: ${p.value} (${p.fix})`);
  const title = required
    ? `REQUIRE_LIVE_CONFIG is set, and ${found.length} sample value(s) are still in use:`
    : `DEMO BUILD: ${found.length} sample value(s) in use. Not for going live:`;
  const footer = required
    ? "The build stops here. Replace each one (README, Deploying), then build again."
    : "Replace each one before going live; REQUIRE_LIVE_CONFIG=1 makes the build refuse them.";
  return [rule, title, ...lines, footer, rule].join("\n");
}
