// Imports are relative: the build configuration loads these modules before the "~" alias exists.
import { siteConfig } from "../../config/site";
import type { Stat } from "../types";
import { aurora } from "./aurora-auto-glass";
import { etobicoke } from "./etobicoke-auto-glass";
import { markham } from "./markham-auto-glass";
import { newmarket } from "./newmarket-auto-glass";
import { northYork } from "./north-york-auto-glass";
import { richmondHill } from "./richmond-hill-auto-glass";
import { scarborough } from "./scarborough-auto-glass";
import { torontoAutoGlass } from "./toronto-auto-glass";
import { torontoWindshieldRepair } from "./toronto-windshield-repair";
import { torontoWindshieldReplacement } from "./toronto-windshield-replacement";
import type { Location } from "./types";
import { vaughan } from "./vaughan-auto-glass";

export type { Location, LocationGroup, LocationServiceCard } from "./types";

/**
 * The eleven location pages, one module each, in header-menu order: Toronto's auto glass page
 * and its two windshield pages, the three Toronto districts, then York Region. Each page's own
 * statistics (repairs this month, response time, rating) are the per-city figures the business
 * gave for that page, kept exactly; every company-wide figure is read from the config and
 * pricing modules.
 */
export const locations: Location[] = [
  torontoAutoGlass,
  torontoWindshieldReplacement,
  torontoWindshieldRepair,
  northYork,
  scarborough,
  etobicoke,
  vaughan,
  markham,
  richmondHill,
  aurora,
  newmarket,
];

export function locationBySlug(slug: string): Location | undefined {
  return locations.find((l) => l.slug === slug);
}

/** Whether a stat is a star rating (a city's own, labelled as that city's where shown). */
export const isRatingStat = (stat: Stat) => /rating/i.test(stat.label);

/**
 * A location's star rating: its own stat, or for Toronto's windshield pages (whose stats are
 * about the service) the rating of their city's auto glass page.
 */
export function locationRating(location: Location): string {
  const isRating = isRatingStat;
  const own = location.stats.find(isRating);
  if (own) return own.value;
  const city = locations.find((l) => l.city === location.city && l.focus === "auto-glass");
  return city?.stats.find(isRating)?.value ?? siteConfig.figures.rating;
}
