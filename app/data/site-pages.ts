// Imports here are relative: the build configuration loads these modules before aliases exist.
import { staticPages, type StaticPageCopy } from "./pages";
import { locations, type LocationPage } from "./locations";
import { services, type Service, type ServicePageCopy } from "./services";

/**
 * Every public page, built from the data modules. The router, the prerender list, the header,
 * the footer, the sitemap and the tests all read this list, so adding a city or a service is
 * adding a record.
 */
export type SitePage =
  | ({ kind: "home" | "about" | "contact" } & StaticPageCopy)
  | ({ kind: "service"; service: Service } & ServicePageCopy & { path: string })
  | ({ kind: "location"; location: LocationPage } & Omit<LocationPage, "highlights"> & {
        path: string;
        highlights: [string, string, string];
      });

export const servicePath = (slug: string) => `/services/${slug}`;
export const locationPath = (slug: string) => `/location/${slug}`;

/** Where the not-found page is prerendered before the build moves it to /404.html. */
export const notFoundPrerenderPath = "/__not-found";

export interface ServiceWithPage extends Service {
  page: ServicePageCopy;
}

export const pagedServices: ServiceWithPage[] = services.filter(
  (s): s is ServiceWithPage => s.page !== null,
);

export function servicePages() {
  return pagedServices.map((service) => ({
    kind: "service" as const,
    service,
    ...service.page,
    path: servicePath(service.page.slug),
  }));
}

export function locationPages() {
  return locations.map((location) => ({
    kind: "location" as const,
    location,
    ...location,
    path: locationPath(location.slug),
    highlights: [
      `Serving all of ${location.city}`,
      "Same-day service",
      "Insurance billed directly",
    ] as [string, string, string],
  }));
}

export function sitePages(): SitePage[] {
  return [
    { kind: "home", ...staticPages.home },
    { kind: "about", ...staticPages.about },
    { kind: "contact", ...staticPages.contact },
    ...servicePages(),
    ...locationPages(),
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

export type ServiceSitePage = ReturnType<typeof servicePages>[number];
export type LocationSitePage = ReturnType<typeof locationPages>[number];

export function servicePageByPath(pathname: string): ServiceSitePage | undefined {
  const path = normalizePath(pathname);
  return servicePages().find((p) => p.path === path);
}

export function locationPageByPath(pathname: string): LocationSitePage | undefined {
  const path = normalizePath(pathname);
  return locationPages().find((p) => p.path === path);
}
