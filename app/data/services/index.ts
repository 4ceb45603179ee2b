// Imports are relative, like the other data modules: the build configuration loads them before
// the `~` alias exists.
import { adasCalibration } from "./adas-calibration";
import { autoGlassReplacement } from "./auto-glass-replacement";
import { mirrorReplacement } from "./mirror-replacement";
import { rearWindowReplacement } from "./rear-window-replacement";
import { sideWindowReplacement } from "./side-window-replacement";
import { sunroofGlassReplacement } from "./sunroof-glass-replacement";
import type { Service, ServiceId, ServicePage } from "./types";
import { windshieldRepair } from "./windshield-repair";
import { windshieldReplacement } from "./windshield-replacement";
import { windshieldWiperReplacement } from "./windshield-wiper-replacement";

export type {
  Service,
  ServiceId,
  ServiceMenu,
  ServicePage,
  ServiceSection,
  PriceLine,
} from "./types";

/**
 * The nine services, in menu order, one file each, each with a page of its own under
 * /services/<slug>. ADAS calibration and mirror replacement have no published price: their
 * pages say they are priced in the free quote (an empty price card).
 *
 * Every price, duration and figure is read from the pricing and site config modules, and a page's
 * price card lists entries of the pricing table itself, so the card and the copy around it can
 * never quote different figures.
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
];

/** A service that has a page of its own. */
export type ServiceWithPage = Service & { page: ServicePage };

/** The services with a page of their own, in menu order. */
export const pagedServices: ServiceWithPage[] = services.filter(
  (service): service is ServiceWithPage => service.page !== null,
);

/** The service with this id; throws if there is none, so a wrong id fails the build. */
export function serviceById(id: ServiceId): Service {
  const service = services.find((s) => s.id === id);
  if (!service) throw new Error(`No service with the id "${id}" in app/data/services`);
  return service;
}
