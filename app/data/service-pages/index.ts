// Imports are relative, like the other data modules.
import { pricing, windshieldVisit, type PricingEntry } from "../pricing";
import { glassServicePages } from "./glass";
import type { ServicePageContent } from "./types";
import { windshieldServicePages } from "./windshield";

export type { ServicePageContent, ServiceSection } from "./types";

/** The bodies of the seven service pages, in menu order of their services. */
export const servicePageContents: ServicePageContent[] = [
  ...windshieldServicePages,
  ...glassServicePages,
];

export function servicePageContent(serviceId: string): ServicePageContent | undefined {
  return servicePageContents.find((c) => c.serviceId === serviceId);
}

/** A line of a service page's price card: what it is, its price and its time on site. */
export interface PriceLine {
  label: string;
  entry: PricingEntry;
  /** A note under the line, e.g. the whole visit including drive-away time */
  note?: string;
}

/** What each service page shows from the pricing table (decisions.md section 2). */
export const servicePrices: Record<string, PriceLine[]> = {
  "windshield-replacement": [
    {
      label: "Windshield replacement",
      entry: pricing.windshield,
      note: `${windshieldVisit} including safe drive-away time`,
    },
  ],
  "windshield-repair": [{ label: "Chip repair", entry: pricing.chipRepair }],
  "windshield-wiper-replacement": [{ label: "Wiper blades", entry: pricing.wipers }],
  "auto-glass-replacement": [
    { label: "Windshield", entry: pricing.windshield },
    { label: "Side window", entry: pricing.sideWindow },
    { label: "Rear window", entry: pricing.rearWindow },
    { label: "Sunroof", entry: pricing.sunroofStandard },
  ],
  "side-window-replacement": [{ label: "Side window", entry: pricing.sideWindow }],
  "rear-window-replacement": [{ label: "Rear window", entry: pricing.rearWindow }],
  "sunroof-glass-replacement": [
    { label: "Standard sunroof", entry: pricing.sunroofStandard },
    { label: "Panoramic roof", entry: pricing.sunroofPanoramic },
  ],
};

/**
 * The pages that show the care after a new windshield (site-spec section 9). The repairability
 * rules are part of the windshield pages' own sections.
 */
export const serviceAftercare: readonly string[] = [
  "windshield-replacement",
  "auto-glass-replacement",
];
