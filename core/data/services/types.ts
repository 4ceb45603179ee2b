import type { ServiceContent } from "../../config/schema";
import type { PricingEntry } from "../pricing";

// A service's types are its schema's (`serviceSchema`, core/config/schema/places.ts, says what each
// field holds), with the price card's rows read from the price table.

export type { ServiceId } from "../../config/schema";

/** Which header menu lists a service page. */
export type ServiceMenu = NonNullable<ServiceContent["menu"]>;

/** A line of a service page's price card: what it is, its price and its time on site. */
export interface PriceLine {
  label: string;
  entry: PricingEntry;
  /** A note under the line, e.g. the whole visit including drive-away time */
  note?: string;
}

type PageContent = NonNullable<ServiceContent["page"]>;

/**
 * A section of a service page between the hero and the steps. Each kind is one layout of the
 * service page template (cards, a checklist, figures, text); a page lists its sections in order.
 */
export type ServiceSection = PageContent["sections"][number];

/**
 * The page of a service: its head and hero copy, price card, sections, steps and FAQ. A service
 * insurers do not pay for, or the warranty does not cover (wiper blades), says so with `false`.
 */
export type ServicePage = Omit<PageContent, "prices" | "insuranceBilling" | "warranty"> & {
  prices: PriceLine[];
  insuranceBilling?: false;
  warranty?: false;
};

/** A service: its card (menus, cards, the quote form's list) and its page, if it has one. */
export type Service = Omit<ServiceContent, "page"> & { page: ServicePage | null };
