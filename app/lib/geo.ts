import { serviceArea } from "../../core/config/service-area";
import { cityAreas, type CityArea } from "../data/geo/city-areas";
import { fsaCentroids, type FsaCentroid } from "../data/geo/fsa-centroids";
import type { LatLng } from "./maps";

/**
 * Geography for the service area: distances, postal code areas (forward sortation areas, FSAs)
 * and the served cities' centres, from the GeoNames FSA centroids in app/data/geo, and the
 * projection the GTA map draws with. Pure functions: no network, no DOM.
 */
export type { LatLng } from "./maps";
export type { FsaCentroid } from "../data/geo/fsa-centroids";
export type { CityArea, CoverageCityName } from "../data/geo/city-areas";

/** The Earth's mean radius (IUGG), in kilometres. */
export const earthRadiusKm = 6371.0088;

/** Kilometres per degree of latitude (and of longitude at the equator). */
export const kmPerDegree = (earthRadiusKm * Math.PI) / 180;

/** Toronto centre (City Hall), the centre of the free mobile service radius. */
export const torontoCentre: LatLng = serviceArea.centre;

/** The free mobile service radius around Toronto centre, in kilometres. */
export const serviceRadiusKm: number = serviceArea.freeRadiusKm;

const toRad = (deg: number) => (deg * Math.PI) / 180;
const toDeg = (rad: number) => (rad * 180) / Math.PI;

/** Great-circle distance between two points in kilometres (haversine formula). */
export function distanceKm(a: LatLng, b: LatLng): number {
  const dLat = toRad(b.lat - a.lat);
  const dLng = toRad(b.lng - a.lng);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(toRad(a.lat)) * Math.cos(toRad(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * earthRadiusKm * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** The point a given distance away from `from` along a great circle, starting on a bearing
 *  (degrees clockwise from north). */
export function destinationPoint(from: LatLng, bearingDeg: number, km: number): LatLng {
  const d = km / earthRadiusKm;
  const bearing = toRad(bearingDeg);
  const lat1 = toRad(from.lat);
  const lng1 = toRad(from.lng);
  const lat2 = Math.asin(
    Math.sin(lat1) * Math.cos(d) + Math.cos(lat1) * Math.sin(d) * Math.cos(bearing),
  );
  const lng2 =
    lng1 +
    Math.atan2(
      Math.sin(bearing) * Math.sin(d) * Math.cos(lat1),
      Math.cos(d) - Math.sin(lat1) * Math.sin(lat2),
    );
  return { lat: toDeg(lat2), lng: toDeg(lng2) };
}

/** The points of a circle of `km` around `centre` (a true circle on the Earth), `steps` of them. */
export function circlePoints(centre: LatLng, km: number, steps = 72): LatLng[] {
  return Array.from({ length: steps }, (_, i) => destinationPoint(centre, (360 * i) / steps, km));
}

/** The mean of some points: the centre of a small group of nearby points. */
export function meanPoint(points: readonly LatLng[]): LatLng {
  if (points.length === 0) throw new Error("meanPoint needs at least one point");
  const sum = points.reduce((s, p) => ({ lat: s.lat + p.lat, lng: s.lng + p.lng }), {
    lat: 0,
    lng: 0,
  });
  return { lat: sum.lat / points.length, lng: sum.lng / points.length };
}

// Postal codes ------------------------------------------------------------------------------

/** Letters Canada Post uses in postal codes (never D, F, I, O, Q or U; W and Z not first). */
const letter = "[ABCEGHJ-NPRSTV-Z]";

/** A valid forward sortation area: letter (not D F I O Q U W Z), digit, letter, e.g. "M5V". */
export const fsaPattern = new RegExp(`^[ABCEGHJ-NPRSTVXY]\\d${letter}$`);

/** What may follow an FSA in a postal code: the local delivery unit (digit, letter, digit),
 *  whole or begun. */
const lduPrefixPattern = new RegExp(`^(\\d(${letter}\\d?)?)?$`);

/** Whether a string is a valid FSA as written (upper case, three characters). */
export function isValidFsa(fsa: string): boolean {
  return fsaPattern.test(fsa);
}

/**
 * The FSA of a postal code as a visitor types it: case, spaces and hyphens do not matter, and a
 * code being typed counts once its first three characters are there ("m5v", "M5V 3L9",
 * "m5v-3"). Null when it is not a valid Canadian postal code or the start of one.
 */
export function parseFsa(input: string): string | null {
  const compact = input.toUpperCase().replace(/[\s-]+/g, "");
  const fsa = compact.slice(0, 3);
  if (!isValidFsa(fsa) || !lduPrefixPattern.test(compact.slice(3))) return null;
  return fsa;
}

const centroidByFsa = new Map(fsaCentroids.map((c) => [c.fsa, c]));

/** The FSA centroid record for a postal code or FSA (see parseFsa), if the data has it: the data
 *  covers only areas whose centres lie within 100 km of Toronto centre. */
export function findFsa(input: string): FsaCentroid | undefined {
  const fsa = parseFsa(input);
  return fsa ? centroidByFsa.get(fsa) : undefined;
}

// Served cities ------------------------------------------------------------------------------

/** The FSA data rule of a served city, by name (case and surrounding spaces do not matter). */
export function cityArea(city: string): CityArea | undefined {
  const key = city.trim().toLowerCase();
  return cityAreas.find((a) => a.city.toLowerCase() === key);
}

/** A served city's forward sortation areas' centroid records. */
export function cityFsas(area: CityArea): FsaCentroid[] {
  return area.fsas.map((fsa) => {
    const centroid = centroidByFsa.get(fsa);
    if (!centroid) throw new Error(`${area.city}: FSA ${fsa} is not in the centroid data`);
    return centroid;
  });
}

/**
 * The postal areas the data names after a place: "Caledon" finds "Caledon East" and
 * "North Peel Regional Municipality (Caledon)" alike.
 */
export function fsasNamed(place: string): FsaCentroid[] {
  const name = place.trim().toLowerCase();
  if (!name) return [];
  return fsaCentroids.filter((c) => {
    const p = c.place.toLowerCase();
    return p === name || p.startsWith(`${name} `) || p.includes(`(${name}`);
  });
}

/**
 * A city's centre: for the built-in cities the mean of their FSAs' centroids, for any other the
 * mean of the postal areas named after it. Undefined for a name the data does not know.
 */
export function cityCentre(city: string): LatLng | undefined {
  const area = cityArea(city);
  if (area) return meanPoint(cityFsas(area));
  const named = fsasNamed(city);
  return named.length > 0 ? meanPoint(named) : undefined;
}

// Map projection ----------------------------------------------------------------------------

export interface Point {
  x: number;
  y: number;
}

export interface Projection {
  /** Drawing units (SVG user units) per kilometre */
  unitsPerKm: number;
  /** A point on the map: x grows east, y grows south, (0, 0) at the north-west corner */
  project(p: LatLng): Point;
}

/**
 * An equirectangular projection for a city-sized map: longitude scaled by the cosine of a
 * reference latitude (Toronto centre's, 43.65°, by default), so that near that latitude a
 * kilometre is the same length east-west and north-south and circles stay round.
 */
export function equirectangularProjection({
  west,
  north,
  unitsPerKm,
  referenceLat = torontoCentre.lat,
}: {
  /** Longitude of the map's left edge */
  west: number;
  /** Latitude of the map's top edge */
  north: number;
  unitsPerKm: number;
  referenceLat?: number;
}): Projection {
  const xPerDegree = kmPerDegree * Math.cos(toRad(referenceLat)) * unitsPerKm;
  const yPerDegree = kmPerDegree * unitsPerKm;
  return {
    unitsPerKm,
    project: ({ lat, lng }) => ({ x: (lng - west) * xPerDegree, y: (north - lat) * yPerDegree }),
  };
}
