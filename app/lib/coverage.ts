import { coverageCheckText } from "../data/coverage-check";
import { serviceArea } from "../../core/config/service-area";
import { distanceKm, findFsa, parseFsa, torontoCentre, type LatLng } from "./geo";

/**
 * "Do you come to me?": the answer for a postal code or a point, from the straight-line distance
 * to Toronto centre and the service area's radii (core/config/service-area.ts). Pure: the postal
 * code areas are the build-time data module app/data/geo, nothing is fetched and nothing is sent.
 */

/**
 * Where a distance falls:
 * - `free`: inside the free radius, clear of its line;
 * - `near`: within `nearLineKm` of the free radius, either side: "about", and a call decides;
 * - `extended`: beyond the free radius, up to the extended one: we come, with a travel fee;
 * - `outside`: beyond the extended radius: outside our usual area, call us.
 */
export type CoverageZone = "free" | "near" | "extended" | "outside";

export function coverageZone(km: number, area = serviceArea): CoverageZone {
  if (Math.abs(km - area.freeRadiusKm) <= area.nearLineKm) return "near";
  if (km < area.freeRadiusKm) return "free";
  if (km <= area.extendedRadiusKm) return "extended";
  return "outside";
}

/** A place's answer: its zone, its distance and the words a visitor reads. */
export interface CoverageResult {
  status: CoverageZone;
  /** Straight-line distance to Toronto centre, rounded to the kilometre */
  km: number;
  /** The postal code area, when the answer is for a postal code */
  fsa?: string;
  /** The area's usual name, when the answer is for a postal code */
  place?: string;
  /** A short answer, the first thing a visitor reads: "Yes, free mobile service" */
  headline: string;
  /** The distance and what it means, in a sentence or two */
  detail: string;
}

/** A postal code that cannot be answered, and the message shown next to the field. */
export interface CoverageProblem {
  status: "invalid" | "unknown";
  fsa?: string;
  message: string;
}

export type CoverageAnswer = CoverageResult | CoverageProblem;

const words = coverageCheckText;

/**
 * A message of the check with its values put in (`{{km}}`). Its own few lines rather than the
 * forms' filler: the check's island then shares no file with the forms, and a page that has both
 * loads one file fewer.
 */
export function fillCoverage(text: string, values: Readonly<Record<string, string | number>>) {
  return text.replace(/\{\{(\w+)\}\}/g, (token, key: string) =>
    Object.hasOwn(values, key) ? String(values[key]) : token,
  );
}

/** What the check says of a postal code it cannot answer for (content/coverage-check.json). */
export const coverageMessages = {
  empty: words.empty,
  invalid: words.invalid,
  unknown: (fsa: string) => fillCoverage(words.unknown, { fsa }),
};

/** An area's usual name without the list of neighbourhoods GeoNames adds in brackets. */
export function shortPlace(place: string): string {
  return place.replace(/\s*\(.*$/, "").trim() || place;
}

/** The answer for a point: the visitor's location, an area's centre or a city's. */
export function coverageAt(
  point: LatLng,
  { where = words.you, area = serviceArea }: { where?: string; area?: typeof serviceArea } = {},
): CoverageResult {
  const exact = distanceKm(torontoCentre, point);
  const km = Math.round(exact);
  const status = coverageZone(exact, area);
  const distance = fillCoverage(words.distance, { where, km });
  const answer = words.answers[status];
  return {
    status,
    km,
    headline: answer.headline,
    detail: fillCoverage(answer.detail, {
      distance,
      free: area.freeRadiusKm,
      extended: area.extendedRadiusKm,
    }),
  };
}

/** The answer for a postal code as a visitor types it: whole ("M5V 2T6") or its first three. */
export function coverageForPostalCode(input: string): CoverageAnswer {
  if (input.trim() === "") return { status: "invalid", message: coverageMessages.empty };
  const fsa = parseFsa(input);
  if (!fsa) return { status: "invalid", message: coverageMessages.invalid };
  const centroid = findFsa(fsa);
  if (!centroid) return { status: "unknown", fsa, message: coverageMessages.unknown(fsa) };
  const place = shortPlace(centroid.place);
  return {
    ...coverageAt(centroid, { where: fillCoverage(words.area, { fsa, place }) }),
    fsa,
    place,
  };
}

export const isCoverageProblem = (answer: CoverageAnswer): answer is CoverageProblem =>
  answer.status === "invalid" || answer.status === "unknown";
