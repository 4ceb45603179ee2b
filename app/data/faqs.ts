import stored from "../../content/faqs.json";
import type { FaqsContent } from "../../core/config/schema";
import { expandRecord } from "../../core/data/tokens";
import type { FaqItem } from "../../core/data/types";

/**
 * The questions the home page answers, from content/faqs.json: prices, times and figures in
 * them are tokens filled in from the price table and the figures.
 */
export const faqs: Record<keyof FaqsContent, FaqItem[]> = expandRecord(
  stored as FaqsContent,
  "content/faqs.json",
);
