import { coverage, place, prices } from "../../content/estimate.json";
import type { EstimatePageContent } from "../../core/config/schema";
import { expandRecord } from "../../core/data/tokens";

/**
 * The instant estimate page's sections around the tool, from content/estimate.json (editable at
 * /admin): the price table's headings and the words in place of a price, where we work, and the
 * place a request sent from the page names.
 */
export const estimatePageText: Pick<EstimatePageContent, "prices" | "coverage" | "place"> =
  expandRecord({ prices, coverage, place }, "content/estimate.json");
