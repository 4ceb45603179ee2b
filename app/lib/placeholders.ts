import type { SiteEnv } from "../config/env-keys";
import { policyFacts } from "../config/policies";
import { createSiteConfig, type SiteConfig } from "../config/site";

/**
 * The sample values the project ships with, so that it can be tried at once: a site that goes
 * live with any of them loses leads (a phone that rings nowhere, a lead service on a sample
 * host) or trust (addresses, figures, reviews and policy facts that are not the business's).
 * `npm run build` lists every one still in use; with REQUIRE_LIVE_CONFIG=1 it refuses to build
 * while any is.
 *
 * Two kinds: the settings (environment variables), recognised by their values (hosts reserved
 * for examples, the numbers reserved for fiction); and everything in the content files, which
 * carries a sample mark (`"sample": true`) wherever it is, so renaming a reviewer or rewording
 * a figure does not make it real: only the owner unticking the mark does.
 */

/** The parts of the site config that can hold a sample value. */
type CheckedConfig = Pick<SiteConfig, "siteUrl" | "phone" | "leadEndpoint" | "quoteFormUrl">;

/** A value still at its sample, and what to do about it. */
export interface PlaceholderInUse {
  what: string;
  value: string;
  fix: string;
}

/** A content value still marked as a sample (app/build-assets/content.ts finds them). */
export interface MarkedSample {
  file: string;
  field: string;
  value: string;
}

/** Hosts reserved for examples (RFC 2606): never a real business's. */
const exampleHost = /(^|\.)example\.(com|org|net)$/i;
const isExampleUrl = (url: string) => exampleHost.test(new URL(url).hostname);

/** 555-0100 to 555-0199 is reserved for fiction in every North American area code. */
const isFictionalPhone = (digits: string) => /^\d{3}55501\d{2}$/.test(digits);

export function placeholdersInUse(
  env: SiteEnv,
  sources: { config?: CheckedConfig; samples?: readonly MarkedSample[] } = {},
): PlaceholderInUse[] {
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
  if (config.quoteFormUrl && isExampleUrl(config.quoteFormUrl)) {
    found.push({
      what: "Quote form link",
      value: config.quoteFormUrl,
      fix: "set QUOTE_FORM_URL",
    });
  }
  const emailHost = policyFacts.email.split("@").pop() ?? "";
  if (exampleHost.test(emailHost)) {
    found.push({
      what: "Email address on the policy pages",
      value: policyFacts.email,
      fix: "edit email in content/policy.json",
    });
  }
  const byFile = new Map<string, MarkedSample[]>();
  for (const sample of sources.samples ?? []) {
    byFile.set(sample.file, [...(byFile.get(sample.file) ?? []), sample]);
  }
  for (const [file, samples] of byFile) {
    found.push({
      what: file,
      value: samples.map((s) => `${s.field} (${s.value})`).join("; "),
      fix: `confirm or replace each, then untick "Sample" (or delete "sample": true)`,
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
