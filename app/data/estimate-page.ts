import { coverage, prices } from "../../content/estimate.json";
import type { EstimatePageContent } from "../../core/config/schema";
import { expandRecord } from "../../core/data/tokens";

/**
 * The instant estimate page's sections around the tool, from content/estimate.json (editable at
 * /admin): the price table's headings and the words in place of a price, and where we work.
 */
export const estimatePageText: Pick<EstimatePageContent, "prices" | "coverage"> = expandRecord(
  { prices, coverage },
  "content/estimate.json",
);
