import { figureLabels } from "../../core/config/figures";
import { siteConfig } from "../../core/config/site";
import { insuranceLink } from "../../core/data/insurance";
import { isRatingStat, mapCaptionText } from "../../core/data/locations";
import { expandTokens } from "../../core/data/tokens";
import { pagedServices, serviceById, type ServiceId } from "../../core/data/services";
import { locationPages, servicePath, type LocationSitePage } from "../data/site-pages";
import type { FaqItem } from "../../core/data/types";
import { coverageZone, type CoverageZone } from "./coverage";
import { cityCentre, distanceKm } from "./geo";

/**
 * What the page templates show that is worked out from the records rather than written in
 * them: the pages (app/pages) only place sections, and pass them these.
 */

/** Services as related links: name, summary and page (null for a service without one). */
export function serviceLinks(ids: readonly ServiceId[]) {
  return ids.map((id) => {
    const { name, summary, page } = serviceById(id);
    return { name, summary, path: page ? servicePath(page.slug) : null };
  });
}

/** The city pages (not the pages about one service in a city), but the one named. */
export function cityLinks(exceptSlug?: string) {
  return locationPages()
    .filter(({ location }) => location.focus === "auto-glass" && location.slug !== exceptSlug)
    .map(({ location, path }) => ({ name: location.city, path }));
}

/**
 * Where a city sits in the service area, in the words of content/city-page.json (`mapCaption`),
 * under its map.
 */
export function mapCaption({
  city,
  km,
  zone,
  radiusKm,
}: {
  city: string;
  /** From Toronto centre, rounded */
  km: number;
  zone: CoverageZone;
  radiusKm: number;
}): string {
  const said = km <= 2 ? "centre" : zone === "near" || zone === "free" ? zone : "beyond";
  return expandTokens(mapCaptionText[said], `content/city-page.json: mapCaption.${said}`, {
    city,
    km: String(km),
    serviceRadiusKm: String(radiusKm),
  });
}

/** Everything a location page shows beyond its record's own words. */
export function locationPageView({ location }: LocationSitePage) {
  // The city on the drawn map of the service area; the live map opens on the city's centre.
  const centre = location.centre ?? cityCentre(location.city);
  if (!centre) {
    throw new Error(
      `content/cities/${location.slug}.json: centre: missing; the postal-area data has no place named "${location.city}", so give the map's centre (lat and lng)`,
    );
  }
  const exactKm = distanceKm(siteConfig.serviceCentre, centre);
  // A city's rating is that city's customers', never to be read as the business-wide one.
  const cityRating = figureLabels.cityRating(location.city);
  return {
    centre,
    // The same zones as the coverage check's answers (app/lib/coverage.ts).
    mapCaption: mapCaption({
      city: location.city,
      km: Math.round(exactKm),
      zone: coverageZone(exactKm),
      radiusKm: siteConfig.serviceRadiusKm,
    }),
    cityRating,
    stats: location.stats.map((stat) =>
      isRatingStat(stat) ? { ...stat, label: cityRating } : stat,
    ) as typeof location.stats,
    serviceCards: location.services.cards.map((card) => {
      const service = pagedServices.find((s) => s.id === card.serviceId);
      if (!service) throw new Error(`"${card.serviceId}" is not a service with a page`);
      return { ...service, summary: card.text };
    }),
    serviceLinks: serviceLinks(location.serviceLinks),
    places: cityLinks(location.slug),
    // A page about one service starts its quote form on that service.
    defaultService: location.focus === "auto-glass" ? "" : serviceById(location.focus).name,
  };
}

/** The instant estimate's services, each with its page, by id. */
export function estimateServices() {
  return Object.fromEntries(
    pagedServices.map((s) => [s.id, { name: s.name, path: servicePath(s.page.slug) }]),
  ) as Record<ServiceId, { name: string; path: string }>;
}

/** Every service's own price card, but the umbrella page's, which repeats the others' lines. */
export function priceRows() {
  return pagedServices
    .filter((s) => s.id !== "auto-glass-replacement")
    .map((s) => ({ name: s.name, path: servicePath(s.page.slug), lines: s.page.prices }));
}

/**
 * The link to the insurance claims page under an FAQ that answers an insurance question, on a
 * page that bills insurers (`billed`; never the wiper blades', decisions §8); none elsewhere.
 */
export function faqInsuranceLink(faqs: readonly FaqItem[], billed = true) {
  const asksAboutInsurance = faqs.some((f) => /insur/i.test(`${f.question} ${f.answer}`));
  return billed && asksAboutInsurance ? insuranceLink : undefined;
}
