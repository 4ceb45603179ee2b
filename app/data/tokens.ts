// Imports are relative, like the other data modules.
import { figureLabels, figures } from "../config/figures";
import { fieldPath } from "../config/schema";
import { siteConfig } from "../config/site";
import {
  afterReplacement,
  chipRepairFrom,
  pricing,
  repairOutcomes,
  repairability,
  windshieldVisit,
} from "./pricing";
import { chipRepairMinutes, freeRadius } from "./locations/shared";
import { lowerFirst, paymentMethodsText } from "./text";

/**
 * Copy in a content file quotes a price, a time or a figure as a token, so that it changes with
 * the price table or the figures and never goes stale: "Chip repair costs
 * {{pricing.chipRepair.price.label}} and takes {{pricing.chipRepair.duration}}." A token names a
 * value below; `|lower` and `|lowerFirst` change its case ("Lifetime warranty" in the middle of a
 * sentence). A token that names nothing fails the build with its file and field.
 */
export const tokenValues = {
  pricing,
  chipRepairFrom,
  chipRepairMinutes,
  windshieldVisit,
  afterReplacement,
  repairOutcomes,
  repairability,
  figures,
  figureLabels: { yearsExperience: figureLabels.yearsExperience, rating: figureLabels.rating },
  hours: { service: siteConfig.hours.service },
  serviceRadiusKm: siteConfig.serviceRadiusKm,
  freeRadius,
  paymentMethodsText,
};

const filters: Record<string, (text: string) => string> = {
  lower: (text) => text.toLowerCase(),
  lowerFirst,
};

const tokenPattern = /\{\{\s*([\w.]+)(?:\|(\w+))?\s*\}\}/g;

function lookup(path: string): string | undefined {
  let value: unknown = tokenValues;
  for (const key of path.split(".")) {
    if (value === null || typeof value !== "object") return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return typeof value === "string" || typeof value === "number" ? String(value) : undefined;
}

/** A text with its tokens replaced; `where` names the file and field when one is unknown. */
export function expandTokens(text: string, where: string): string {
  return text.replace(tokenPattern, (token, path: string, filter?: string) => {
    const value = lookup(path);
    if (value === undefined) {
      throw new Error(
        `${where}: ${token} names no price, time or figure; for example {{pricing.chipRepair.price.label}} or {{figures.quoteResponse}} (README, "Prices and figures in copy")`,
      );
    }
    if (filter === undefined) return value;
    const change = filters[filter];
    if (!change)
      throw new Error(`${where}: ${token}: "|${filter}" is not "|lower" or "|lowerFirst"`);
    return change(value);
  });
}

/** Every string in a content record with its tokens replaced. */
export function expandRecord<T>(record: T, file: string, path: (string | number)[] = []): T {
  if (typeof record === "string") return expandTokens(record, `${file}: ${fieldPath(path)}`) as T;
  if (Array.isArray(record))
    return record.map((item, i) => expandRecord(item, file, [...path, i])) as T;
  if (record && typeof record === "object") {
    return Object.fromEntries(
      Object.entries(record).map(([key, value]) => [
        key,
        expandRecord(value, file, [...path, key]),
      ]),
    ) as T;
  }
  return record;
}
