// Imports are relative: the build configuration loads these modules before the "~" alias exists.
import cityPage from "../../../content/city-page.json";
import type { CityContent, CityPageContent } from "../../config/schema";
import { expandRecord, expandTokens } from "../tokens";
import type { Stat } from "../types";
import type { Location } from "./types";

export type { Location, LocationGroup } from "./types";

/**
 * The location pages: one file each, content/cities/<slug>.json, the page at
 * /location/<slug>. Adding a file adds the page, its menu entries (grouped by its region, a new
 * region a new column), its sitemap entry and its place in the coverage list. The build checks
 * each against the city schema (core/config/schema/places.ts) before it reads them here.
 */
const files = import.meta.glob<CityContent>("../../../content/cities/*.json", {
  eager: true,
  import: "default",
});

export function locationFromContent(file: string, content: CityContent): Location {
  const slug = file.replace(/^.*\//, "").replace(/\.json$/, "");
  const expanded = expandRecord(content, `content/cities/${slug}.json`);
  return { slug, ...expanded };
}

/** Every location page, in menu order (each file's `order`, then its name). */
export const locations: Location[] = Object.entries(files)
  .map(([file, content]) => locationFromContent(file, content))
  .sort((a, b) => a.order - b.order || a.menuLabel.localeCompare(b.menuLabel));

export function locationBySlug(slug: string): Location | undefined {
  return locations.find((l) => l.slug === slug);
}

/** The regions the menus group the pages by, in the order their first page comes. */
export const locationRegions: string[] = [...new Set(locations.map((l) => l.region))];

/** Whether a stat is a star rating (a city's own, labelled as that city's where shown). */
export const isRatingStat = (stat: Stat) => /rating/i.test(stat.label);

/**
 * A location's star rating: its own stat, or for Toronto's windshield pages (whose stats are
 * about the service) the rating of their city's auto glass page; none when neither has one. A
 * city's rating is never stood in for by the business-wide one, which is not that city's.
 */
export function locationRating(location: Location): string | null {
  const own = location.stats.find(isRatingStat);
  if (own) return own.value;
  const city = locations.find((l) => l.city === location.city && l.focus === "auto-glass");
  return city?.stats.find(isRatingStat)?.value ?? null;
}

/**
 * What a city's page says around its own copy, from content/city-page.json (editable at
 * /admin), for this city: `{{city}}` is its name, `{{faqTopic}}` what its questions are about.
 * The caption under its map is `mapCaptionText`'s.
 */
export function cityPageText(location: Location): Omit<CityPageContent, "mapCaption"> {
  const file = "content/city-page.json";
  const { mapCaption: _caption, ...stored } = cityPage as CityPageContent;
  const city = { city: location.city };
  const faqTopic =
    location.focus === "auto-glass"
      ? expandTokens(stored.faq.autoGlassTopic, `${file}: faq.autoGlassTopic`, city)
      : location.menuLabel;
  return expandRecord(stored, file, [], { ...city, faqTopic });
}

/**
 * What a city's page says under its map, by where the city is in the service area
 * (content/city-page.json, `mapCaption`): `{{city}}`, `{{km}}` and `{{serviceRadiusKm}}` are filled
 * in where the caption is worked out (app/lib/page-views.ts).
 */
export const mapCaptionText: CityPageContent["mapCaption"] = (cityPage as CityPageContent)
  .mapCaption;
