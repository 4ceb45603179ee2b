import business from "../../content/business.json";
import type { BusinessContent } from "../../core/config/schema";
import { locations } from "../../core/data/locations";

/**
 * The cities the coverage sections and the structured data list: content/business.json's
 * `coverage`, then any city with a page of its own (content/cities) that list leaves out, so
 * adding a city's file is enough to list it.
 */
const listed = (business as BusinessContent).coverage;

export const coverageCities: readonly string[] = [
  ...listed,
  ...new Set(
    locations
      .filter((l) => l.focus === "auto-glass" && !listed.includes(l.city))
      .map((l) => l.city),
  ),
];

export interface CoverageCity {
  name: string;
  /** The city's own page, where one exists */
  path: string | null;
}

export function coverageList(): CoverageCity[] {
  return coverageCities.map((name) => {
    const page = locations.find((l) => l.city === name && l.focus === "auto-glass");
    return { name, path: page ? `/location/${page.slug}` : null };
  });
}
