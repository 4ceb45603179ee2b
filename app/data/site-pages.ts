// Imports here are relative: the build configuration loads these modules before aliases exist.
import { cityPageText, locations, type Location } from "../../core/data/locations";
import { staticPages, type StaticPageCopy } from "../../core/data/pages";
import { policies, type Policy } from "./policies";
import { pagedServices, type ServicePage, type ServiceWithPage } from "../../core/data/services";

/**
 * Every public page, built from the data modules. The page files, the header, the footer, the
 * sitemap and the tests all read this list, so adding a city or a service is adding a record.
 */
export type SitePage =
  | ({ kind: "home" | "about" | "contact" | "estimate" | "insurance" } & StaticPageCopy)
  | ServiceSitePage
  | LocationSitePage
  | PolicySitePage;

/** A service page: the service's whole record, and its page's head and hero copy. */
export type ServiceSitePage = { kind: "service"; service: ServiceWithPage; path: string } & Pick<
  ServicePage,
  "title" | "description" | "heading" | "lead" | "highlights"
>;

/**
 * A location page: the location's whole record, and the hero's three highlights (every city page's,
 * content/city-page.json).
 */
export type LocationSitePage = {
  kind: "location";
  location: Location;
  path: string;
  highlights: string[];
} & Pick<Location, "title" | "description" | "heading" | "lead">;

/** A policy page (privacy, accessibility, warranty): the policy's whole record. */
export type PolicySitePage = { kind: "policy"; policy: Policy; path: string } & Pick<
  Policy,
  "title" | "description" | "heading" | "lead" | "highlights"
>;

export const servicePath = (slug: string) => `/services/${slug}`;
export const locationPath = (slug: string) => `/location/${slug}`;
/** Policy pages live at the root: /privacy-policy, /accessibility, /warranty. */
export const policyPath = (slug: string) => `/${slug}`;

export function servicePages(): ServiceSitePage[] {
  return pagedServices.map((service) => {
    const { title, description, heading, lead, highlights, slug } = service.page;
    return {
      kind: "service",
      service,
      path: servicePath(slug),
      title,
      description,
      heading,
      lead,
      highlights,
    };
  });
}

export function locationPages(): LocationSitePage[] {
  return locations.map((location) => ({
    kind: "location",
    location,
    path: locationPath(location.slug),
    title: location.title,
    description: location.description,
    heading: location.heading,
    lead: location.lead,
    highlights: cityPageText(location).highlights,
  }));
}

export function policyPages(): PolicySitePage[] {
  return policies.map((policy) => {
    const { title, description, heading, lead, highlights, slug } = policy;
    return {
      kind: "policy",
      policy,
      path: policyPath(slug),
      title,
      description,
      heading,
      lead,
      highlights,
    };
  });
}

export function sitePages(): SitePage[] {
  return [
    { kind: "home", ...staticPages.home },
    { kind: "about", ...staticPages.about },
    { kind: "contact", ...staticPages.contact },
    { kind: "estimate", ...staticPages.estimate },
    { kind: "insurance", ...staticPages.insurance },
    ...servicePages(),
    ...locationPages(),
    ...policyPages(),
  ];
}

export function sitePaths(): string[] {
  return sitePages().map((p) => p.path);
}

/** "/about-us/" and "/about-us" are the same page. */
export function normalizePath(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, "");
  return trimmed === "" ? "/" : trimmed;
}

export function pageByPath(pathname: string): SitePage | undefined {
  const path = normalizePath(pathname);
  return sitePages().find((p) => p.path === path);
}
