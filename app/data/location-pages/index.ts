// Imports are relative, like the other data modules.
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
import type { LocationPageContent } from "./types";
import { vaughan } from "./vaughan-auto-glass";

export type { LocationPageContent, LocationServiceCard } from "./types";

/**
 * The bodies of the eleven location pages, one module each. Only the location route's loader
 * imports this, so a page's JavaScript never carries the other pages' copy (decision 006).
 */
export const locationPageContents: LocationPageContent[] = [
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

export function locationPageContent(slug: string): LocationPageContent | undefined {
  return locationPageContents.find((c) => c.slug === slug);
}
