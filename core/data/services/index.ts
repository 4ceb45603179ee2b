// Imports are relative, like the other data modules: the build configuration loads them before
// the `~` alias exists. Each service's file is imported by name (not found by a pattern), so the
// Worker, which lists the services in the quote form it gives back, bundles them as they are.
import type { ServiceContent } from "../../config/schema";
import adasCalibration from "../../../content/services/adas-calibration.json";
import autoGlassReplacement from "../../../content/services/auto-glass-replacement.json";
import mirrorReplacement from "../../../content/services/mirror-replacement.json";
import rearWindowReplacement from "../../../content/services/rear-window-replacement.json";
import sideWindowReplacement from "../../../content/services/side-window-replacement.json";
import sunroofGlassReplacement from "../../../content/services/sunroof-glass-replacement.json";
import windshieldRepair from "../../../content/services/windshield-repair.json";
import windshieldReplacement from "../../../content/services/windshield-replacement.json";
import windshieldWiperReplacement from "../../../content/services/windshield-wiper-replacement.json";
import { pricing } from "../pricing";
import { expandRecord } from "../tokens";
import type { Service, ServiceId, ServicePage } from "./types";

export type {
  Service,
  ServiceId,
  ServiceMenu,
  ServicePage,
  ServiceSection,
  PriceLine,
} from "./types";

/** A service's file, read: tokens filled in, its price card's rows taken from the price table. */
export function serviceFromContent(content: ServiceContent): Service {
  const { page, ...card } = expandRecord(content, `content/services/${content.id}.json`);
  return {
    ...card,
    page: page && {
      ...page,
      prices: page.prices.map(({ price, ...line }) => ({ ...line, entry: pricing[price] })),
      insuranceBilling: page.insuranceBilling === false ? false : undefined,
      warranty: page.warranty === false ? false : undefined,
    },
  };
}

/**
 * The nine services, in menu order, one file each under content/services, each with a page of
 * its own under /services/<slug>. ADAS calibration and mirror replacement have no published
 * price: their pages say they are priced in the free quote (an empty price card).
 *
 * Every price, duration and figure is a token filled in from the price table and the figures,
 * and a page's price card lists rows of the price table itself, so the card and the copy around
 * it can never quote different figures.
 */
export const services: Service[] = [
  windshieldReplacement,
  windshieldRepair,
  windshieldWiperReplacement,
  autoGlassReplacement,
  sideWindowReplacement,
  rearWindowReplacement,
  sunroofGlassReplacement,
  adasCalibration,
  mirrorReplacement,
  // A JSON import types its enums as any string: the build has checked each file against
  // serviceSchema before this module is read (app/build-assets/content-rules.ts).
].map((content) => serviceFromContent(content as ServiceContent));

/** A service that has a page of its own. */
export type ServiceWithPage = Service & { page: ServicePage };

/** The services with a page of their own, in menu order. */
export const pagedServices: ServiceWithPage[] = services.filter(
  (service): service is ServiceWithPage => service.page !== null,
);

/** The service with this id; throws if there is none, so a wrong id fails the build. */
export function serviceById(id: ServiceId): Service {
  const service = services.find((s) => s.id === id);
  if (!service) throw new Error(`No service with the id "${id}" in core/data/services`);
  return service;
}
