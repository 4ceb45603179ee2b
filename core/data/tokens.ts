// Imports are relative, like the other data modules.
import { figureLabels, figures } from "../config/figures";
import {
  backupRetentionText,
  countRetentionText,
  enquiryRetentionText,
  policyFacts,
} from "../config/policies";
import { draftMaxAgeMs } from "../config/ui";
import { fieldPath } from "../config/schema";
import { serviceArea } from "../config/service-area";
import { siteConfig } from "../config/site";
import {
  afterReplacement,
  chipRepairFrom,
  pricing,
  repairOutcomes,
  replacementFaqQuote,
  timeline,
  windshieldVisit,
  wiperAdvice,
} from "./pricing";
import { chipRepairMinutes, freeRadius } from "./locations/shared";
import { repairability, repairRuleFigures } from "./repair-rules";
import { capitalize, listOr, lowerFirst, paymentMethodsText } from "./text";

/**
 * Copy in a content file quotes a price, a time or a figure as a token, so that it changes with
 * the price table or the figures and never goes stale: "Chip repair costs
 * {{pricing.chipRepair.price.label}} and takes {{pricing.chipRepair.duration}}." A token names a
 * value below; `|lower`, `|lowerFirst` and `|capitalize` change its case ("Lifetime warranty" in
 * the middle of a sentence), `|listOr` says a list as "a, b or c", and a field that is one token
 * naming a list (`"{{repairability.repairable}}"`) stands for that list's items. A token that names nothing fails the build with its file and field.
 */
export const tokenValues = {
  pricing,
  chipRepairFrom,
  chipRepairMinutes,
  windshieldVisit,
  replacementFaqQuote,
  afterReplacement,
  wiperAdvice,
  repairOutcomes,
  repairability,
  repairRules: repairRuleFigures,
  figures,
  figureLabels: { yearsExperience: figureLabels.yearsExperience, rating: figureLabels.rating },
  hours: { service: siteConfig.hours.service },
  businessName: siteConfig.name,
  shortName: siteConfig.shortName,
  tagline: siteConfig.tagline,
  phone: { display: siteConfig.phone.display },
  timeline,
  serviceRadiusKm: siteConfig.serviceRadiusKm,
  serviceArea: { extendedRadiusKm: serviceArea.extendedRadiusKm },
  freeRadius,
  paymentMethodsText,
  paymentTerms: siteConfig.paymentTerms,
  /** What the policies state: the owner's facts (content/policy.json) and how long drafts stay */
  policy: {
    privacyContact: policyFacts.privacyContact,
    jobRecordMinimum: policyFacts.jobRecordMinimum,
    enquiryRetention: enquiryRetentionText,
    countRetention: countRetentionText,
    backupRetention: backupRetentionText,
    draftDays: Math.round(draftMaxAgeMs / (24 * 60 * 60 * 1000)),
  },
};

const filters: Record<string, (value: string | readonly string[]) => string> = {
  lower: (value) => String(value).toLowerCase(),
  lowerFirst: (value) => lowerFirst(String(value)),
  capitalize: (value) => capitalize(String(value)),
  /** A list as a sentence: "a, b or c" */
  listOr: (value) => listOr(Array.isArray(value) ? value : [String(value)]),
};

const tokenPattern = /\{\{\s*([\w.]+)(?:\|(\w+))?\s*\}\}/g;

/** Values a copy names besides `tokenValues`, for one page only: `{{city}}` on a city's page. */
export type PageTokens = Readonly<Record<string, string>>;

function lookup(path: string, page: PageTokens = {}): string | readonly string[] | undefined {
  if (Object.hasOwn(page, path)) return page[path];
  let value: unknown = tokenValues;
  for (const key of path.split(".")) {
    if (value === null || typeof value !== "object") return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  if (Array.isArray(value) && value.every((v) => typeof v === "string")) return value;
  return typeof value === "string" || typeof value === "number" ? String(value) : undefined;
}

const wholeToken = /^\{\{\s*([\w.]+)\s*\}\}$/;

/** A list item that is one token naming a list (`"{{repairability.repairable}}"`): that list. */
function listToken(text: string): readonly string[] | undefined {
  const path = wholeToken.exec(text)?.[1];
  const value = path ? lookup(path) : undefined;
  return Array.isArray(value) ? value : undefined;
}

/** A text with its tokens replaced; `where` names the file and field when one is unknown. */
export function expandTokens(text: string, where: string, page: PageTokens = {}): string {
  return text.replace(tokenPattern, (token, path: string, filter?: string) => {
    const value = lookup(path, page);
    if (value === undefined || (Array.isArray(value) && filter !== "listOr")) {
      throw new Error(
        `${where}: ${token} names no price, time or figure; for example {{pricing.chipRepair.price.label}} or {{figures.quoteResponse}} (docs/editing-the-site.md, "Prices and figures in copy")`,
      );
    }
    if (filter === undefined) return String(value);
    const change = filters[filter];
    if (!change) {
      throw new Error(
        `${where}: ${token}: "|${filter}" is not one of ${Object.keys(filters)
          .map((f) => `"|${f}"`)
          .join(", ")}`,
      );
    }
    return change(value);
  });
}

/** Every string in a content record with its tokens replaced (and one page's own, `page`). */
export function expandRecord<T>(
  record: T,
  file: string,
  path: (string | number)[] = [],
  page: PageTokens = {},
): T {
  if (typeof record === "string")
    return expandTokens(record, `${file}: ${fieldPath(path)}`, page) as T;
  if (Array.isArray(record)) {
    // An item that is one token naming a list is that list's items, in its place.
    return record.flatMap((item, i) => {
      const list = typeof item === "string" ? listToken(item) : undefined;
      return list ? [...list] : [expandRecord(item, file, [...path, i], page)];
    }) as T;
  }
  if (record && typeof record === "object") {
    return Object.fromEntries(
      Object.entries(record).map(([key, value]) => [
        key,
        expandRecord(value, file, [...path, key], page),
      ]),
    ) as T;
  }
  return record;
}
