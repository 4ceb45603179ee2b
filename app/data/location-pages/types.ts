import type { FaqItem } from "../faqs";
import type { IconPoint, ProcessStep } from "../home";
import type { Testimonial } from "../testimonials";

/** One of a location page's three service cards: a service, told in this place's terms. */
export interface LocationServiceCard {
  /** The id of a service with a page of its own in services.ts */
  serviceId: string;
  /** Why drivers here need it: one or two sentences about this place */
  text: string;
}

/**
 * The body of one location page, under its hero and stats (the hero copy, neighbourhoods,
 * highways, landmarks and stats live on the page's record in locations.ts). Every string is
 * written for this place alone: a unit test checks no two pages share more than a small fraction
 * of their sentences.
 */
export interface LocationPageContent {
  /** The slug of the page's record in locations.ts */
  slug: string;
  /**
   * How we cover this place: two or three paragraphs naming its real neighbourhoods, roads,
   * highways and landmarks, and the driving and glass damage common there.
   */
  localArea: { eyebrow: string; title: string; paragraphs: string[] };
  /** Three service cards, the services drivers here ask for most */
  services: {
    eyebrow: string;
    title: string;
    intro: string;
    cards: [LocationServiceCard, LocationServiceCard, LocationServiceCard];
  };
  /** Four cards: why drivers here choose us, or what local roads and weather do to glass */
  why: {
    eyebrow: string;
    title: string;
    intro: string;
    items: [IconPoint, IconPoint, IconPoint, IconPoint];
  };
  /** How a job is done, for the pages about one service (Toronto windshield replacement) */
  process?: {
    title: string;
    intro: string;
    steps: [ProcessStep, ProcessStep, ProcessStep, ProcessStep];
  };
  /** Three reviews from drivers in this place */
  reviews: [Testimonial, Testimonial, Testimonial];
  /** Four to six questions drivers here ask, with their answers */
  faqs: FaqItem[];
}
