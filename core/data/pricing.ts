// By name, so an island's bundle keeps only the rows and values it quotes.
import {
  afterReplacement as storedAfterReplacement,
  chipRepairRange as storedChipRepairRange,
  replacementFaqQuote as storedReplacementFaqQuote,
  services as storedRows,
  timeline as storedTimeline,
  windshieldVisit as storedWindshieldVisit,
  wiperAdvice as storedWiperAdvice,
} from "../../content/prices.json";
import type { PricesContent } from "../config/schema";

/**
 * One pricing and duration table (content/prices.json), so no two pages can quote a service
 * differently. Copy that quotes a price or a duration reads it from here; copy in a content file
 * quotes it as a token, `{{pricing.chipRepair.price.label}}` (tokens.ts).
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

type PriceRow = PricesContent["services"][keyof PricesContent["services"]];

const dollars = (n: number) => `$${n}`;

/** A price table row as visitors read it: "from $60", "$150-$350", "$800-$2000+", "$30-$80 a pair". */
export function priceLabel(row: Pick<PriceRow, "from" | "to" | "orMore" | "unit">): string {
  const range =
    row.to === null
      ? `from ${dollars(row.from)}`
      : `${dollars(row.from)}-${dollars(row.to)}${row.orMore ? "+" : ""}`;
  return row.unit ? `${range} ${row.unit}` : range;
}

function entry(row: PriceRow): PricingEntry {
  return {
    price: { label: priceLabel(row), from: row.from, to: row.orMore ? null : row.to },
    ...(row.duration ? { duration: row.duration } : {}),
  };
}

const rows = storedRows as PricesContent["services"];

/** The price table, read from content/prices.json: each service's price and time on site. */
export const pricing = {
  chipRepair: /* @__PURE__ */ entry(rows.chipRepair),
  windshield: /* @__PURE__ */ entry(rows.windshield),
  sideWindow: /* @__PURE__ */ entry(rows.sideWindow),
  rearWindow: /* @__PURE__ */ entry(rows.rearWindow),
  sunroofStandard: /* @__PURE__ */ entry(rows.sunroofStandard),
  sunroofPanoramic: /* @__PURE__ */ entry(rows.sunroofPanoramic),
  wipers: /* @__PURE__ */ entry(rows.wipers),
  adasCalibration: /* @__PURE__ */ entry(rows.adasCalibration),
} satisfies Record<keyof PricesContent["services"], PricingEntry>;

/** Chip repair starting price, the figure the repair pages lead with. */
export const chipRepairFrom = /* @__PURE__ */ dollars(pricing.chipRepair.price.from);

/** Windshield replacement including safe drive-away time, where a page quotes the whole visit. */
export const windshieldVisit: string = storedWindshieldVisit;

/** Care after a new windshield, while the adhesive cures. */
export const afterReplacement: PricesContent["afterReplacement"] = storedAfterReplacement;

/** Wiper blades: how often to replace them, and when winter blades go on. */
export const wiperAdvice: PricesContent["wiperAdvice"] = storedWiperAdvice;

/** The price table's rows as the content file has them (structured data's price range reads them). */
export const priceTable = rows;

/** The home page's timeline: how long each stage of a job takes. */
export const timeline: PricesContent["timeline"] = storedTimeline;

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

/** The replacement price one FAQ quotes for a windshield with its fitting. */
export const replacementFaqQuote: string = storedReplacementFaqQuote;

/** Chip repair time where a range is shown rather than "about 30 minutes". */
export const chipRepairRange: string = storedChipRepairRange;
