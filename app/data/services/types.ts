import type { IconName } from "../icon-names";
import type { PricingEntry } from "../pricing";
import type { FaqItem, IconPoint, ProcessStep, SectionHead, Stat } from "../types";

/** Every service the business offers, by its stable id. */
export type ServiceId =
  | "windshield-replacement"
  | "windshield-repair"
  | "windshield-wiper-replacement"
  | "auto-glass-replacement"
  | "side-window-replacement"
  | "rear-window-replacement"
  | "sunroof-glass-replacement"
  | "adas-calibration"
  | "mirror-replacement";

/** Which header menu lists a service page. */
export type ServiceMenu = "windshield" | "auto-glass";

/** A line of a service page's price card: what it is, its price and its time on site. */
export interface PriceLine {
  label: string;
  entry: PricingEntry;
  /** A note under the line, e.g. the whole visit including drive-away time */
  note?: string;
}

/**
 * A section of a service page between the hero and the steps. Each kind is one layout of the
 * service page template; a page lists the sections it has, in page order.
 */
export type ServiceSection =
  /** Cards with an icon, a title and a sentence or two: benefits, reasons, blade or sunroof types */
  | { kind: "cards"; id: string; head: SectionHead; items: IconPoint[] }
  /** A checked list of short points: signs, when replacement is needed, common problems */
  | {
      kind: "checklist";
      id: string;
      head: SectionHead;
      items: string[];
      /** "warning" for signs of trouble, "positive" for things we do or can fix */
      tone: "warning" | "positive";
    }
  /** A row of big figures with a label each (repair-versus-replacement statistics) */
  | { kind: "stats"; id: string; head: SectionHead; items: Stat[] }
  /** A short titled block of prose (insurance claims) */
  | { kind: "text"; id: string; head: SectionHead; paragraphs: string[] };

/** The page of a service: its head and hero copy, price card, sections, steps and FAQ. */
export interface ServicePage {
  /** Path segment: the page lives at /services/<slug> */
  slug: string;
  /** <title> without the business name (the meta helper appends it); at most 45 characters */
  title: string;
  /** Meta description, 120-160 characters */
  description: string;
  /** The page's one h1 */
  heading: string;
  /** Hero lead paragraph: one or two sentences */
  lead: string;
  /** Three short trust points shown as badges in the hero */
  highlights: [string, string, string];
  /** A special offer in the hero's price card (the repair page's chip repair special) */
  special?: { title: string; text: string };
  /**
   * The hero's price card: lines from the pricing table. Empty for a service the business
   * publishes no price for: the card then says it is priced in the free quote, with `priceNote`.
   */
  prices: PriceLine[];
  /** Why the service is priced in the free quote; required when `prices` is empty */
  priceNote?: string;
  /**
   * False for a service insurers do not pay for (wiper blades): the page then claims no
   * insurance billing, in its price card (see `assurance`) or its closing call to action
   */
  insuranceBilling?: false;
  /**
   * False for a service the lifetime warranty does not cover (wiper blades): the page then shows
   * no warranty in its trust figures
   */
  warranty?: false;
  /**
   * The price card's trust line; the warranty and direct billing when absent. Set it where the
   * warranty does not apply to the service.
   */
  assurance?: string;
  /** Whether the page shows the care after a new windshield, under its steps */
  aftercare: boolean;
  /** The page's own sections, in page order, shown before the steps */
  sections: ServiceSection[];
  /** How the job is done: an ordered list of steps */
  process: { head: SectionHead; steps: ProcessStep[] };
  faqs: FaqItem[];
  /** Two or three related services linked near the end */
  related: ServiceId[];
}

/** A service: its card (menus, cards, the quote form's list) and its page, if it has one. */
export interface Service {
  id: ServiceId;
  /** As shown in menus, cards and the quote form's service list */
  name: string;
  /** Which header menu lists it; null for services without a page of their own */
  menu: ServiceMenu | null;
  icon: IconName;
  /** One sentence for cards and link lists */
  summary: string;
  /** Three or four short bullet points for the service card */
  features: string[];
  page: ServicePage | null;
}
