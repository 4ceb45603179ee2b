import stored, {
  customersServed,
  messageResponse,
  quoteResponse,
  rating,
  repairSuccessRate,
  servingSince,
  warrantyTerm,
  yearsExperience,
} from "../../content/figures.json";
import type { FiguresContent } from "./schema";

/**
 * The business's marketing figures, stored once in content/figures.json: the first version of
 * the site quoted conflicting figures (15+ and 25+ years, 1000+ and 10,000+ customers), and a
 * business must not contradict itself. Each carries a sample mark until the owner confirms it;
 * a live build refuses any still marked (app/lib/placeholders.ts). Part of the site config
 * (`siteConfig.figures`); a module of its own so that the copy an island carries can quote a
 * figure without bringing the whole config into the browser.
 */
export const figureContent = stored as FiguresContent;

// Each figure by name, so an island's bundle keeps only the figures it quotes.
export const figures = {
  yearsExperience: yearsExperience.value,
  servingSince: servingSince.value,
  customersServed: customersServed.value,
  rating: rating.value,
  quoteResponse: quoteResponse.value,
  messageResponse: messageResponse.value,
  warrantyTerm: warrantyTerm.value,
  /** "Lifetime warranty": the term, as a phrase */
  warranty: `${warrantyTerm.value} warranty`,
  repairSuccessRate: repairSuccessRate.value,
} as const;

/**
 * How the figures are labelled wherever they are shown, so a visitor can hold us to each: the
 * years are the team's experience (the company itself dates from `servingSince`), the rating is
 * the business-wide one, and a city page's rating is that city's customers'.
 */
export const figureLabels = {
  rating: "overall rating",
  yearsExperience: "years of team experience",
  cityRating: (city: string) => `rating from ${city} customers`,
} as const;
