import type { IconName } from "./icon-names";

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

/** A customer review shown on the site. */
export interface Testimonial {
  /** First name and last initial, e.g. "Priya S." */
  name: string;
  /** Where the customer lives, one of the GTA cities we serve */
  location: string;
  rating: 1 | 2 | 3 | 4 | 5;
  text: string;
  /** The service the customer had, by its name in the services data */
  service: string;
  /** Set on the examples the project ships: a live build refuses them */
  sample?: boolean;
}
