import type { SiteEnv } from "../config/env-keys";
import { policyFacts } from "../config/policies";
import { createSiteConfig, type SiteConfig } from "../config/site";
import type { SampleValue } from "./samples";

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

/** Hosts reserved for examples (RFC 2606): never a real business's. */
const exampleHost = /(^|\.)example\.(com|org|net)$/i;
const isExampleUrl = (url: string) => exampleHost.test(new URL(url).hostname);

/** 555-0100 to 555-0199 is reserved for fiction in every North American area code. */
const isFictionalPhone = (digits: string) => /^\d{3}55501\d{2}$/.test(digits);

/** Everything still at its sample: the settings, and each marked value of the content. */
export interface LeftToReplace {
  settings: PlaceholderInUse[];
  samples: SampleValue[];
}

/** How many values are left to replace: each setting and each value a visitor reads. */
export const leftCount = (left: LeftToReplace) => left.settings.length + left.samples.length;

export function placeholdersInUse(
  env: SiteEnv,
  sources: { config?: CheckedConfig; samples?: readonly SampleValue[] } = {},
): LeftToReplace {
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
  // The email is a content value: listed with the policy file's samples while it is marked,
  // and on its own when the mark is gone but the address is still an example.
  const emailMarked = (sources.samples ?? []).some(
    (sample) => sample.file === "content/policy.json",
  );
  if (exampleHost.test(emailHost) && !emailMarked) {
    found.push({
      what: "Email address on the policy pages",
      value: policyFacts.email,
      fix: "edit email in content/policy.json",
    });
  }
  return { settings: found, samples: [...(sources.samples ?? [])] };
}

/** The sample values by the page they show on, pages in the order first met. */
export function samplesByPage(samples: readonly SampleValue[]) {
  const pages = new Map<
    string,
    { name: string; path: string; files: Set<string>; values: SampleValue[] }
  >();
  for (const sample of samples) {
    const key = `${sample.page.name} ${sample.page.path}`;
    const page = pages.get(key) ?? { ...sample.page, files: new Set<string>(), values: [] };
    page.files.add(sample.file);
    page.values.push(sample);
    pages.set(key, page);
  }
  return [...pages.values()];
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;

/** The list in one line, as `npm start` prints it before saying where the site is. */
export function briefPlaceholderReport(left: LeftToReplace): string {
  return `Demo build: ${plural(leftCount(left), "sample value")} in use, each listed with where it is edited at /admin/going-live.`;
}

/**
 * The list as the build prints it, hard to miss: each setting; and each sample value by page
 * when it refuses them (a live build), or how many each page has left when it only warns.
 */
export function placeholderReport(left: LeftToReplace, required: boolean): string {
  const rule = "=".repeat(78);
  const count = leftCount(left);
  const title = required
    ? `REQUIRE_LIVE_CONFIG is set, and ${plural(count, "sample value")} ${count === 1 ? "is" : "are"} still in use:`
    : `DEMO BUILD: ${plural(count, "sample value")} in use. Not for going live:`;
  const lines = left.settings.map((p) => `  - ${p.what}: ${p.value} (${p.fix})`);
  for (const page of samplesByPage(left.samples)) {
    const where = `${page.name} (${page.path}), in ${[...page.files].join(", ")}`;
    if (!required) {
      lines.push(`  - ${where}: ${plural(page.values.length, "value")}`);
      continue;
    }
    lines.push(`  ${where}:`);
    for (const sample of page.values) lines.push(`    - ${sample.field}: ${sample.shown}`);
  }
  const footer = required
    ? 'The build stops here. Put in the business\'s own value and untick "Sample" (or delete "sample": true), or remove a figure or review you cannot vouch for; then build again. The same list, with where each is edited: /admin/going-live.'
    : "Replace each one before going live: the list, with where each is edited, is at /admin/going-live. REQUIRE_LIVE_CONFIG=1 makes the build refuse them.";
  return [rule, title, ...lines, footer, rule].join("\n");
}
