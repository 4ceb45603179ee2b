import type {
  AutoRepair,
  BreadcrumbList,
  FAQPage,
  GeoCoordinates,
  PostalAddress,
  Service,
  Thing,
  WebPage,
  WithContext,
} from "schema-dts";
import { siteConfig, type SiteConfig } from "../../core/config/site";
import { coverageCities } from "../data/coverage";
import type { FaqItem } from "../../core/data/types";
import { priceTable, type PricingEntry } from "../../core/data/pricing";
import type { PricesContent } from "../../core/config/schema";
import { services } from "../../core/data/services";
import { brandFiles } from "../../core/config/brand";
import { openingHours } from "../../core/config/hours";
import { canonicalUrl } from "./urls";

/**
 * JSON-LD for search engines, built from the same config and data modules the pages show, so
 * what a search engine reads always matches what a visitor reads. schema-dts types every
 * builder: a property schema.org does not define fails the type check.
 */

const context = "https://schema.org";

/** Hours as search engines read them (core/config/hours.ts). */
export { openingHours };

/**
 * The price range structured data states, from the price table: the lowest starting price to
 * the highest top price of the rows in it ("$60-$2000+"); small extras such as wipers are left
 * out (their row's `extra`).
 */
export function priceRangeOf(table: PricesContent["services"]): string {
  const inRange = Object.values(table).filter((row) => row.extra !== true);
  const low = Math.min(...inRange.map((row) => row.from));
  const top = Math.max(...inRange.map((row) => row.to ?? row.from));
  const open = inRange.some((row) => row.orMore || (row.to === null && row.from >= top));
  return `$${low}-$${top}${open ? "+" : ""}`;
}

/** The business's price range, as search engines read it. */
export const priceRange = priceRangeOf(priceTable);

/** The business's node id, so other nodes (a Service's provider) can point at it. */
export function businessId(config: SiteConfig = siteConfig): string {
  return `${config.siteUrl}/#business`;
}

function geo({ lat, lng }: { lat: number; lng: number }): GeoCoordinates {
  return { "@type": "GeoCoordinates", latitude: lat, longitude: lng };
}

function postalAddress(address: SiteConfig["addresses"][number]): PostalAddress {
  return {
    "@type": "PostalAddress",
    streetAddress: address.street,
    addressLocality: address.city,
    addressRegion: address.region,
    postalCode: address.postalCode,
    addressCountry: address.country,
  };
}

/** Where the business works: the 18 cities, and the free mobile service radius. */
function areaServed(config: SiteConfig) {
  return [
    ...coverageCities.map((name) => ({ "@type": "City" as const, name })),
    {
      "@type": "GeoCircle" as const,
      geoMidpoint: geo(config.serviceCentre),
      geoRadius: config.serviceRadiusKm * 1000,
    },
  ];
}

/** The business itself, on every page. */
export function businessJsonLd(config: SiteConfig = siteConfig): WithContext<AutoRepair> {
  const main = config.addresses[0]!;
  return {
    "@context": context,
    "@type": "AutoRepair",
    "@id": businessId(config),
    name: config.name,
    description: config.tagline,
    url: canonicalUrl("/", config),
    telephone: config.phone.e164,
    image: `${config.siteUrl}${brandFiles.socialImage.path}`,
    logo: `${config.siteUrl}${brandFiles.icons[brandFiles.icons.length - 1]!.path}`,
    priceRange,
    currenciesAccepted: "CAD",
    paymentAccepted: config.paymentMethods.join(", "),
    address: config.addresses.map(postalAddress),
    geo: geo(main.geo),
    // Each location with the office hours it keeps; the business, beside them, with the mobile
    // service's: the two labelled facts the pages show.
    location: config.addresses.map((address) => ({
      "@type": "Place" as const,
      name: `${config.name}, ${address.label}`,
      address: postalAddress(address),
      geo: geo(address.geo),
      ...(config.hours.shopRows.length
        ? { openingHoursSpecification: config.hours.shopRows.map(openingHours) }
        : {}),
    })),
    areaServed: areaServed(config),
    openingHoursSpecification: config.hours.serviceRows.map(openingHours),
    hasOfferCatalog: {
      "@type": "OfferCatalog",
      name: "Auto glass services",
      itemListElement: services.map((service) => ({
        "@type": "Offer" as const,
        itemOffered: { "@type": "Service" as const, name: service.name },
      })),
    },
    sameAs: Object.values(config.social).filter((link) => link !== null),
  };
}

/** The questions and answers of a page's FAQ, exactly as the page shows them. */
export function faqJsonLd(items: readonly FaqItem[]): WithContext<FAQPage> {
  return {
    "@context": context,
    "@type": "FAQPage",
    mainEntity: items.map((item) => ({
      "@type": "Question" as const,
      name: item.question,
      acceptedAnswer: { "@type": "Answer" as const, text: item.answer },
    })),
  };
}

/**
 * A page that is about the business rather than a service or a place (the privacy policy, the
 * accessibility statement, the warranty terms): its name, description, address and when it last
 * changed, published by the business.
 */
export function webPageJsonLd(
  input: { name: string; description: string; path: string; dateModified?: string },
  config: SiteConfig = siteConfig,
): WithContext<WebPage> {
  return {
    "@context": context,
    "@type": "WebPage",
    name: input.name,
    description: input.description,
    url: canonicalUrl(input.path, config),
    inLanguage: "en-CA",
    ...(input.dateModified ? { dateModified: input.dateModified } : {}),
    isPartOf: { "@type": "WebSite", name: config.name, url: canonicalUrl("/", config) },
    publisher: { "@id": businessId(config) },
  };
}

/**
 * A service page's service, with the price range of its price card. A service priced only in
 * the free quote (no published prices) has no offer: search engines get no price the page does
 * not show.
 */
export function serviceJsonLd(
  input: { name: string; description: string; path: string; prices: readonly PricingEntry[] },
  config: SiteConfig = siteConfig,
): WithContext<Service> {
  const service: WithContext<Service> = {
    "@context": context,
    "@type": "Service",
    name: input.name,
    serviceType: input.name,
    description: input.description,
    url: canonicalUrl(input.path, config),
    provider: { "@id": businessId(config) },
    areaServed: areaServed(config),
  };
  if (input.prices.length === 0) return service;
  const low = Math.min(...input.prices.map((p) => p.price.from));
  const highs = input.prices.map((p) => p.price.to);
  const high = highs.every((h) => h !== null) ? Math.max(...(highs as number[])) : undefined;
  return {
    ...service,
    offers: {
      "@type": "AggregateOffer",
      priceCurrency: "CAD",
      lowPrice: low,
      ...(high === undefined ? {} : { highPrice: high }),
    },
  };
}

/** Home, then the page: the trail search results show under a page's title. */
export function breadcrumbJsonLd(
  trail: readonly { name: string; path: string }[],
  config: SiteConfig = siteConfig,
): WithContext<BreadcrumbList> {
  return {
    "@context": context,
    "@type": "BreadcrumbList",
    itemListElement: [{ name: "Home", path: "/" }, ...trail].map((crumb, index) => ({
      "@type": "ListItem" as const,
      position: index + 1,
      name: crumb.name,
      item: canonicalUrl(crumb.path, config),
    })),
  };
}

export type JsonLd = WithContext<Thing>;
