import stored from "../../content/home.json";
import type { HomeContent } from "../../core/config/schema";
import { pagedServices, type ServiceWithPage } from "../../core/data/services";
import { expandRecord } from "../../core/data/tokens";

export type { HomeContent } from "../../core/config/schema";

/**
 * The copy of the home page's sections, in page order, from content/home.json (editable at
 * /admin): its figures, prices, times and hours are tokens filled in from the other files.
 */
export const homeContent: HomeContent = expandRecord(stored as HomeContent, "content/home.json");

/** The service cards of the home page, in the order homeContent lists them. */
export function homeServices(): ServiceWithPage[] {
  return homeContent.services.serviceIds.map((id) => {
    const service = pagedServices.find((s) => s.id === id);
    if (!service)
      throw new Error(`The home page lists "${id}", which is not a service with a page`);
    return service;
  });
}
