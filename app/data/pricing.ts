/**
 * One pricing and duration table, so no two pages can quote a service differently. Copy that
 * quotes a price or a duration reads it from here.
 */
export interface PriceRange {
  /** As shown to visitors, e.g. "$150-$350" */
  label: string;
  from: number;
  to: number | null;
}

export interface PricingEntry {
  price: PriceRange;
  /** Time on site, as shown to visitors, where the business states one */
  duration?: string;
}

export const pricing = {
  chipRepair: {
    price: { label: "from $60", from: 60, to: null },
    duration: "about 30 minutes",
  },
  windshield: {
    price: { label: "$200-$500", from: 200, to: 500 },
    duration: "60-90 minutes",
  },
  sideWindow: {
    price: { label: "$150-$350", from: 150, to: 350 },
    duration: "30-60 minutes",
  },
  rearWindow: {
    price: { label: "$200-$500", from: 200, to: 500 },
    duration: "60-90 minutes",
  },
  sunroofStandard: {
    price: { label: "$300-$800", from: 300, to: 800 },
    duration: "2-4 hours",
  },
  sunroofPanoramic: {
    price: { label: "$800-$2000+", from: 800, to: null },
    duration: "4-6 hours",
  },
  wipers: {
    price: { label: "$30-$80 a pair", from: 30, to: 80 },
  },
} as const satisfies Record<string, PricingEntry>;

/** Chip repair starting price, the figure the repair pages lead with. */
export const chipRepairFrom = `$${pricing.chipRepair.price.from}`;

/** Windshield replacement including safe drive-away time, where a page quotes the whole visit. */
export const windshieldVisit = "2-3 hours";

/** Care after a new windshield, while the adhesive cures. */
export const afterReplacement = {
  waitBeforeDriving: "1 hour",
  avoidCarWashesAndHighways: "24 hours",
} as const;

/** Wiper blades: how often to replace them, and when winter blades go on. */
export const wiperAdvice = {
  replaceEvery: "6-12 months",
  winterSeason: "October to April",
} as const;

/** Price range for structured data. */
export const priceRange = "$60-$500";

/** The home page's timeline: how long each stage of a job takes. */
export const timeline = {
  consultation: "15 min",
  scheduling: "2-4 hours",
  onSite: "30-90 min",
} as const;

/** The timeline as the home page shows it: how long each stage of a job takes. */
export const timelineStages = [
  { value: timeline.consultation, label: "free consultation and quote" },
  { value: timeline.scheduling, label: "to get you booked in" },
  { value: timeline.onSite, label: "on site for most jobs" },
] as const;

/** What a windshield repair achieves, as the repair pages state it. */
export const repairOutcomes = {
  clarity: "up to 90%",
  structuralIntegrity: "100%",
  savingsVersusReplacement: "75%",
} as const;

/**
 * When a windshield can be repaired, and when it needs replacing. Cracks must be under 6 inches:
 * the stricter, safer of the two limits the first version of the site quoted.
 */
export const repairability = {
  repairable: [
    "Chips smaller than a quarter (about 1 inch across)",
    "Cracks under 6 inches long, outside the driver's line of sight",
    "Damage less than 6 months old",
    "Damage away from the edge of the glass",
  ],
  needsReplacement: [
    "Cracks longer than 6 inches",
    "Chips larger than a quarter",
    "Several chips on the same windshield",
    "Damage at the edge of the glass",
    "Damage in the driver's line of sight",
  ],
} as const;

/**
 * The two size checks a driver can make with what is in a pocket: a chip against a quarter, a
 * crack against a banknote (Canadian notes are 152.4 mm, 6 inches, long).
 */
export const sizeChecks = {
  chip: "A chip smaller than a quarter (about 1 inch across) can usually be repaired.",
  crack:
    "A crack shorter than a banknote (6 inches), outside the driver's line of sight and away from the edge, can usually be repaired.",
  summary:
    "Smaller than a quarter, shorter than a banknote: usually a repair, not a new windshield.",
} as const;

/** The replacement price one FAQ quotes for a windshield with its fitting. */
export const replacementFaqQuote = "$300-$600 or more";

/** Chip repair time where a range is shown rather than "about 30 minutes". */
export const chipRepairRange = "30-45 minutes";
