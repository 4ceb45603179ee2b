import type { ServiceId } from "../services/types";
import type { FaqItem, IconPoint, ProcessStep, SectionHead, Stat, Testimonial } from "../types";

/** A column of the header's Locations menu: the region a city record names ("York Region"). */
export type LocationGroup = string;

/** One of a location page's three service cards: a service, told in this place's terms. */
export interface LocationServiceCard {
  /** A service with a page of its own */
  serviceId: ServiceId;
  /** Why drivers here need it: one or two sentences about this place */
  text: string;
}

/**
 * One location page, whole, from its one file content/cities/<slug>.json: its head and hero copy, the place's neighbourhoods, roads,
 * landmarks and statistics, and the body under the hero. Every string is written for this place
 * alone: a unit test checks no two pages share more than a small fraction of their sentences.
 */
export interface Location {
  /** Path segment: the page lives at /location/<slug> */
  slug: string;
  /** The city or area the page serves, e.g. "North York" */
  city: string;
  /** The region the menus group it under: "Toronto", "York Region", any other */
  region: LocationGroup;
  /** Its place in the menus, smaller first */
  order: number;
  /** Where its map is centred, when not at its postal areas' centre */
  centre?: { lat: number; lng: number };
  /** Label in the header's Locations menu and the footer */
  menuLabel: string;
  /** What the page is about: a city's auto glass page, or one of Toronto's two service pages */
  focus: "auto-glass" | "windshield-replacement" | "windshield-repair";
  /** <title> without the business name (the meta helper appends it); at most 45 characters */
  title: string;
  /** Meta description, 120-160 characters */
  description: string;
  /** Meta keywords: five to eight search phrases */
  keywords: string[];
  /** The page's one h1 */
  heading: string;
  /** Hero tagline: one or two sentences */
  lead: string;
  /** Real neighbourhoods of the city */
  neighbourhoods: string[];
  /** Real highways and arterial roads through the city */
  highways: string[];
  /** Real local landmarks a driver would know */
  landmarks: string[];
  /** Up to four statistics for the stats strip, each one the owner vouches for */
  stats: Stat[];
  /** The service pages the page links to near its end */
  serviceLinks: ServiceId[];
  /**
   * How we cover this place: two or three paragraphs naming its real neighbourhoods, roads,
   * highways and landmarks, and the driving and glass damage common there.
   */
  localArea: { head: SectionHead; paragraphs: string[] };
  /** Three service cards, the services drivers here ask for most */
  services: {
    head: SectionHead;
    cards: [LocationServiceCard, LocationServiceCard, LocationServiceCard];
  };
  /** Four cards: why drivers here choose us, or what local roads and weather do to glass */
  why: { head: SectionHead; items: [IconPoint, IconPoint, IconPoint, IconPoint] };
  /** How a job is done, for the pages about one service (Toronto windshield replacement) */
  process?: { head: SectionHead; steps: [ProcessStep, ProcessStep, ProcessStep, ProcessStep] };
  /** Reviews from drivers in this place: none leaves the section out */
  reviews: Testimonial[];
  /** Four to six questions drivers here ask, with their answers */
  faqs: FaqItem[];
}
