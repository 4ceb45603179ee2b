import type { IconName } from "../config/icon-names";
import type { ReviewContent } from "../config/schema";

/**
 * The shapes the content modules share. Every content module is plain data: icons are named
 * (`IconName`), never imported, so a page's data can be passed anywhere, to a static section or
 * to an island, as it is.
 */

/** The head of a page section: a short line above its title, the title, and an introduction. */
export interface SectionHead {
  eyebrow?: string;
  title: string;
  intro?: string;
}

/** A short titled point with an icon: a problem a driver has, a reason, a value. */
export interface IconPoint {
  icon: IconName;
  title: string;
  text: string;
}

/** One step of how a job is done. */
export interface ProcessStep {
  title: string;
  text: string;
}

/** A figure shown in a stats strip: "250+" over "repairs this month". */
export interface Stat {
  value: string;
  label: string;
}

/** A question and its answer, as shown in an FAQ accordion and in FAQ structured data. */
export interface FaqItem {
  question: string;
  answer: string;
}

/**
 * A customer review shown on the site, as its schema (`reviewSchema`, core/config/schema/business.ts)
 * reads it from content/reviews.json or a city's file.
 */
export type Testimonial = ReviewContent;
