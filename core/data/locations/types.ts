import type { CityContent } from "../../config/schema";

/** A column of the header's Locations menu: the region a city record names ("York Region"). */
export type LocationGroup = CityContent["region"];

/**
 * One location page, whole, from its one file content/cities/<slug>.json (its schema,
 * `citySchema` in core/config/schema/places.ts, says what each field holds), with its slug: the page
 * lives at /location/<slug>.
 */
export type Location = CityContent & { slug: string };
