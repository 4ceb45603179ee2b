import business from "../../content/business.json";
import type { BusinessContent } from "./schema";

/**
 * Where the business drives to, stored once in content/business.json (`serviceArea`): part of
 * the site config (`siteConfig.serviceCentre` and `serviceRadiusKm`), and a module of its own so
 * that the coverage check, an island, can read it without bringing the whole config into the
 * browser.
 *
 * - `centre`: the centre of the free mobile service radius (Toronto City Hall).
 * - `freeRadiusKm`: mobile service is free within this many kilometres, in a straight line.
 * - `extendedRadiusKm`: beyond the free radius and up to this distance we still come, with a
 *   travel fee confirmed in the quote; further out a call decides. 80 km takes in Oshawa,
 *   Burlington, Milton and Newmarket with room to spare.
 * - `nearLineKm`: postal code areas and cities are points standing for places kilometres across,
 *   so within this many kilometres of the free radius an answer says "about" and invites a call.
 */
const { centre, freeRadiusKm, extendedRadiusKm, nearLineKm } = (business as BusinessContent)
  .serviceArea;

export const serviceArea = { centre, freeRadiusKm, extendedRadiusKm, nearLineKm } as const;
