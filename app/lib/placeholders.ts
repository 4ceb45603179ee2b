import type { SiteEnv } from "../../core/config/env-keys";
import { createSiteConfig, type SiteConfig } from "../../core/config/site";
import {
  placeholderValues,
  sampleValues,
  type PlaceholderValue,
  type SampleSource,
  type SampleValue,
} from "./samples";

/**
 * What is left before the site can go live, in one list, in the order of the going-live guide
 * (docs/owner-guide.md, docs/going-live.md): the database and the settings, the sample values,
 * the placeholder links, and the facts still an example. `npm run build` prints it, with
 * REQUIRE_LIVE_CONFIG=1 (`npm run deploy`, and its dry run) it refuses to build while anything is
 * left, and the editor's "Before going live" page (/admin/going-live) shows it in the same words.
 *
 * - The database: wrangler.jsonc ships with an id that names no database of anyone's.
 * - The settings (environment variables), recognised by their values: hosts kept for examples,
 *   the numbers kept for fiction.
 * - The content files' sample values, which carry a sample mark (`"sample": true`) wherever they
 *   are, so renaming a reviewer or rewording a figure does not make it real: only the owner
 *   unticking the mark does. A site that goes live with any of them loses leads or trust.
 * - The links and email addresses of the content that are plainly placeholders
 *   (`facebook.com/example-…`, `?cid=000…`, `info@example.com`), marked or not: unticking
 *   Sample does not make them the business's own. Each is listed there, not among the samples.
 *
 * Each says what to do in the words the editor at /admin shows (a field's label), with what it is
 * for in a line (the hint under it): never a file's keys.
 */

/** The database id wrangler.jsonc ships with, which names no database of anyone's. */
export const placeholderDatabaseId = "00000000-0000-4000-8000-000000000000";

/** The parts of the site config that can hold a sample value. */
type CheckedConfig = Pick<SiteConfig, "siteUrl" | "phone" | "leadEndpoint" | "quoteFormUrl">;

/** The database or a setting still at its sample: what it is, what it means, what to do. */
export interface PlaceholderInUse {
  what: string;
  value: string;
  meaning: string;
  fix: string;
}

/** Hosts reserved for examples (RFC 2606): never a real business's. */
const exampleHost = /(^|\.)example\.(com|org|net)$/i;
const isExampleUrl = (url: string) => exampleHost.test(new URL(url).hostname);

/** 555-0100 to 555-0199 is reserved for fiction in every North American area code. */
const isFictionalPhone = (digits: string) => /^\d{3}55501\d{2}$/.test(digits);

/** Everything left before going live, in the guide's order. */
export interface LeftToReplace {
  /** The database and the settings given when the site is built and deployed */
  settings: PlaceholderInUse[];
  /** The content's values still marked as samples */
  samples: SampleValue[];
  /** The content's links that are plainly placeholders, marked or not */
  links: PlaceholderValue[];
  /** The content's facts still an example (an email address at an example host), marked or not */
  facts: PlaceholderValue[];
}

/** How many things are left: the database, each setting, and each value a visitor reads. */
export const leftCount = (left: LeftToReplace) =>
  left.settings.length + left.samples.length + left.links.length + left.facts.length;

/**
 * The words of the list, said the same by the build (the dry run) and /admin/going-live: each
 * group's title and what to do for each of its values.
 */
export const goingLiveWords = {
  title: "Before going live",
  settings: {
    title: "The database and the settings",
    intro:
      "Given when the site is deployed (docs/going-live.md), not in the editor: each says how.",
  },
  samples: {
    title: "Samples",
    intro:
      "Values the project shipped with, so that it could be tried at once. For each, put in the business's own and untick Sample, or remove a figure or a review you cannot vouch for (a city page shows the figures and reviews that are left).",
  },
  links: {
    title: "Placeholder links",
    intro:
      "Links that stand in for yours. Put in your own, or leave the field empty if you have none: unticking Sample does not make one real.",
  },
  facts: {
    title: "Missing facts",
    intro:
      "An example stands where the business's own belongs. Put in yours: unticking Sample does not make one real.",
  },
} as const;

/**
 * Everything left before going live: the database (when its id is given), the settings `env`
 * makes, and each value of the content `files` still a sample or a placeholder.
 */
export function placeholdersInUse(
  env: SiteEnv,
  sources: {
    config?: CheckedConfig;
    /** The content files as they are now; none, nothing of the content is left */
    files?: readonly SampleSource[];
    /** The database id wrangler.jsonc names (an empty string for none); undefined, not checked */
    databaseId?: string;
  } = {},
): LeftToReplace {
  const config = sources.config ?? createSiteConfig(env);
  const found: PlaceholderInUse[] = [];
  if (
    sources.databaseId !== undefined &&
    (sources.databaseId === placeholderDatabaseId || !sources.databaseId.trim())
  ) {
    found.push({
      what: "The database",
      value: "the placeholder in wrangler.jsonc",
      meaning: "Where the quote requests, bookings and daily counts are kept online.",
      fix: 'Create it once (npx wrangler d1 create gta-auto-glass-leads) and put the database_id it prints into wrangler.jsonc (docs/going-live.md, "Going live on Cloudflare").',
    });
  }
  if (isExampleUrl(config.siteUrl)) {
    found.push({
      what: "Site address",
      value: config.siteUrl,
      meaning:
        "Where the site is published: its links, sitemap and search listings are made from it.",
      fix: "Give yours when you deploy, as SITE_URL=https://www.yourdomain.ca.",
    });
  }
  if (isFictionalPhone(config.phone.digits)) {
    found.push({
      what: "Business phone",
      value: config.phone.display,
      meaning: "Every call and text button rings it, and every page shows it.",
      fix: "Give yours when you deploy, as BUSINESS_PHONE (any 10-digit number).",
    });
  }
  if (/^https?:/.test(config.leadEndpoint) && isExampleUrl(config.leadEndpoint)) {
    found.push({
      what: "Where quote requests are sent",
      value: config.leadEndpoint,
      meaning: "The lead service's address, for pages served by another host than it.",
      fix: "Give its address as LEAD_ENDPOINT, or leave it out when the pages are deployed with it.",
    });
  }
  if (config.quoteFormUrl && isExampleUrl(config.quoteFormUrl)) {
    found.push({
      what: "Quote form link",
      value: config.quoteFormUrl,
      meaning: "A CRM's own quote form, which every Get Free Quote would open.",
      fix: "Give its address as QUOTE_FORM_URL, or leave it out to use the site's own quote form.",
    });
  }
  const files = sources.files ?? [];
  const { links, addresses } = placeholderValues(files);
  // A placeholder marked as a sample is listed once, with the placeholders.
  const placeholders = new Set([...links, ...addresses].map((p) => `${p.file} ${p.field}`));
  const samples = sampleValues(files).filter((s) => !placeholders.has(`${s.file} ${s.field}`));
  return { settings: found, samples, links, facts: addresses };
}

/**
 * The sample values by the page they show on, pages in the order first met, and on each the
 * editor's entries they are edited in.
 */
export function samplesByPage(samples: readonly SampleValue[]) {
  const pages = new Map<
    string,
    {
      name: string;
      path: string;
      entries: Map<string, { entry: string; edit: string; values: SampleValue[] }>;
      count: number;
    }
  >();
  for (const sample of samples) {
    const key = `${sample.page.name} ${sample.page.path}`;
    const page = pages.get(key) ?? { ...sample.page, entries: new Map(), count: 0 };
    const entry = page.entries.get(sample.edit) ?? {
      entry: sample.entry,
      edit: sample.edit,
      values: [],
    };
    entry.values.push(sample);
    page.entries.set(sample.edit, entry);
    page.count += 1;
    pages.set(key, page);
  }
  return [...pages.values()].map((page) => ({ ...page, entries: [...page.entries.values()] }));
}

/**
 * Each value's meaning, said once for its label: the first of a page's six reviews says what the
 * reviews are for, the other five only what they say.
 */
export function withMeaningOnce<T extends { label: string; meaning?: string }>(
  values: readonly T[],
) {
  const said = new Set<string>();
  return values.map((value) => {
    const meaning = value.meaning && !said.has(value.label) ? value.meaning : undefined;
    said.add(value.label);
    return { ...value, meaning };
  });
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;

/** The list in one line, as `npm start` prints it before saying where the site is. */
export function briefPlaceholderReport(left: LeftToReplace): string {
  return `Demo build: ${plural(leftCount(left), "sample value")} in use, each listed with where it is edited at /admin/going-live.`;
}

/**
 * The list as the build prints it, hard to miss. Refusing it (a live build: the deploy and its
 * dry run), every group in the guide's order, every value in the editor's words, with what it is
 * for and what to do; warning of it (a demo build), the database and settings and how many
 * values each page and group has left.
 */
export function placeholderReport(left: LeftToReplace, required: boolean): string {
  const rule = "=".repeat(78);
  const count = leftCount(left);
  const words = goingLiveWords;
  const lines: string[] = [];
  const item = (indent: string, what: string, value: string, ...more: (string | undefined)[]) => {
    lines.push(`${indent}- ${what}: ${value}`);
    if (required) for (const line of more.filter(Boolean)) lines.push(`${indent}  ${line}`);
  };
  const group = (title: string, n: number, intro: string) => {
    lines.push("", `${title} (${n})`);
    if (required) lines.push(`  ${intro}`);
  };
  if (left.settings.length) {
    group(words.settings.title, left.settings.length, words.settings.intro);
    for (const s of left.settings) item("  ", s.what, s.value, s.meaning, s.fix);
  }
  if (left.samples.length) {
    group(words.samples.title, left.samples.length, words.samples.intro);
    for (const page of samplesByPage(left.samples)) {
      const where = `${page.name} (${page.path})`;
      if (!required) {
        lines.push(`  - ${where}: ${plural(page.count, "value")}`);
        continue;
      }
      for (const entry of page.entries) {
        lines.push(`  ${where}, in ${entry.entry}:`);
        for (const v of withMeaningOnce(entry.values)) item("    ", v.label, v.shown, v.meaning);
      }
    }
  }
  for (const kind of ["links", "facts"] as const) {
    if (!left[kind].length) continue;
    group(words[kind].title, left[kind].length, words[kind].intro);
    for (const v of left[kind]) item("  ", `${v.entry} › ${v.label}`, v.shown, v.meaning);
  }
  const title = required
    ? `${words.title}: ${plural(count, "thing")} to do, in the order of the going-live guide (docs/owner-guide.md).`
    : `DEMO BUILD: ${plural(count, "thing")} to do before going live. Not for going live:`;
  const footer = required
    ? "The build stops here: nothing is published while anything is left. The same list, with a link to where each is edited: /admin/going-live (npm run admin)."
    : "Each is listed, with what to do and where it is edited, at /admin/going-live. REQUIRE_LIVE_CONFIG=1 makes the build refuse them.";
  return [rule, title, ...lines, "", footer, rule].join("\n");
}
