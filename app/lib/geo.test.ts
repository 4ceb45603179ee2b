import { describe, expect, it } from "vitest";
import { siteConfig } from "../../core/config/site";
import { coverageCities } from "../data/coverage";
import { cityAreas } from "../data/geo/city-areas";
import { fsaCentroids } from "../data/geo/fsa-centroids";
import {
  circlePoints,
  cityArea,
  cityCentre,
  cityFsas,
  destinationPoint,
  distanceKm,
  equirectangularProjection,
  findFsa,
  isValidFsa,
  meanPoint,
  parseFsa,
  serviceRadiusKm,
  torontoCentre,
} from "./geo";

describe("distanceKm", () => {
  it("is zero from a point to itself and the same both ways", () => {
    expect(distanceKm(torontoCentre, torontoCentre)).toBe(0);
    const oshawa = { lat: 43.8971, lng: -78.8658 };
    expect(distanceKm(torontoCentre, oshawa)).toBeCloseTo(distanceKm(oshawa, torontoCentre), 9);
  });

  it("measures known distances", () => {
    // One degree of latitude on the mean-radius sphere
    expect(distanceKm({ lat: 0, lng: 0 }, { lat: 1, lng: 0 })).toBeCloseTo(111.195, 2);
    // Toronto City Hall to Montreal City Hall and to Ottawa's Parliament Hill (great circle)
    expect(distanceKm(torontoCentre, { lat: 45.5088, lng: -73.5545 })).toBeCloseTo(505, -1);
    expect(distanceKm(torontoCentre, { lat: 45.4236, lng: -75.7009 })).toBeCloseTo(351, -1);
    // Toronto City Hall to the CN Tower: about 1.1 km
    const cnTower = { lat: 43.6426, lng: -79.3871 };
    expect(distanceKm(torontoCentre, cnTower)).toBeGreaterThan(1.0);
    expect(distanceKm(torontoCentre, cnTower)).toBeLessThan(1.3);
  });
});

describe("destinationPoint and circlePoints", () => {
  it("goes the distance asked, on the bearing asked", () => {
    const north = destinationPoint(torontoCentre, 0, 10);
    expect(north.lng).toBeCloseTo(torontoCentre.lng, 9);
    expect(north.lat - torontoCentre.lat).toBeCloseTo(10 / 111.195, 4);
    const east = destinationPoint(torontoCentre, 90, 25);
    expect(east.lng).toBeGreaterThan(torontoCentre.lng);
    expect(distanceKm(torontoCentre, east)).toBeCloseTo(25, 6);
  });

  it("draws a circle of points all the radius away", () => {
    const ring = circlePoints(torontoCentre, 40, 36);
    expect(ring).toHaveLength(36);
    for (const p of ring) expect(distanceKm(torontoCentre, p)).toBeCloseTo(40, 6);
  });
});

describe("torontoCentre and serviceRadiusKm", () => {
  it("come from the site config", () => {
    expect(torontoCentre).toEqual(siteConfig.serviceCentre);
    expect(serviceRadiusKm).toBe(siteConfig.serviceRadiusKm);
  });
});

describe("postal codes", () => {
  it("accepts valid FSAs", () => {
    for (const fsa of ["M5V", "L4C", "K9V", "A1A", "Y1A", "M5W", "L0Z"]) {
      expect(isValidFsa(fsa), fsa).toBe(true);
    }
  });

  it("rejects what is not an FSA", () => {
    // D F I O Q U are never used; W and Z never first; lower case is not normalised here
    for (const fsa of ["D5V", "W1A", "Z0A", "M5D", "M5O", "MMV", "M55", "5MV", "m5v", "M5", ""]) {
      expect(isValidFsa(fsa), fsa).toBe(false);
    }
  });

  it("reads the FSA from a postal code however it is typed", () => {
    expect(parseFsa("m5v")).toBe("M5V");
    expect(parseFsa(" M5V 3L9 ")).toBe("M5V");
    expect(parseFsa("m5v3l9")).toBe("M5V");
    expect(parseFsa("L4C-1A1")).toBe("L4C");
    expect(parseFsa("M 5 V")).toBe("M5V");
    // A code being typed
    expect(parseFsa("M5V 3")).toBe("M5V");
    expect(parseFsa("M5V 3L")).toBe("M5V");
  });

  it("refuses what is not a postal code", () => {
    for (const input of [
      "",
      "M5",
      "M5V 3L9X",
      "M5V LL9",
      "M5V 33",
      "12345",
      "D5V 3L9",
      "M5V 3D9",
    ]) {
      expect(parseFsa(input), input).toBeNull();
    }
  });

  it("finds an area's centroid by postal code", () => {
    const area = findFsa("m5v 3l9");
    expect(area?.fsa).toBe("M5V");
    expect(area?.place).toMatch(/^Downtown Toronto/);
    expect(findFsa("L1G")?.place).toBe("Oshawa Central");
    // Valid, but beyond the data's 100 km (Montreal), and invalid
    expect(findFsa("H2X 1Y4")).toBeUndefined();
    expect(findFsa("XYZ")).toBeUndefined();
  });
});

describe("the FSA centroid data", () => {
  it("has the source's 295 areas, each once, each well formed", () => {
    expect(fsaCentroids).toHaveLength(295);
    expect(new Set(fsaCentroids.map((c) => c.fsa)).size).toBe(295);
    for (const c of fsaCentroids) {
      expect(isValidFsa(c.fsa), c.fsa).toBe(true);
      expect(c.place, c.fsa).not.toMatch(/\uFFFD/);
    }
  });

  it("lies within 100 km of Toronto centre, 172 areas within 40 km (as the source says)", () => {
    const distances = fsaCentroids.map((c) => distanceKm(torontoCentre, c));
    expect(Math.max(...distances)).toBeLessThan(100);
    expect(distances.filter((d) => d <= 40)).toHaveLength(172);
  });
});

describe("the served cities", () => {
  it("maps each of the 18 coverage cities once", () => {
    expect(cityAreas.map((a) => a.city).sort()).toEqual([...coverageCities].sort());
  });

  it("lists areas that exist, named as the city's rule says, each in one city", () => {
    const seen = new Set<string>();
    for (const area of cityAreas) {
      expect(area.fsas.length, area.city).toBeGreaterThan(0);
      for (const c of cityFsas(area)) {
        expect(c.place, `${area.city} ${c.fsa}`).toMatch(area.places);
        expect(seen.has(c.fsa), c.fsa).toBe(false);
        seen.add(c.fsa);
      }
    }
  });

  it("leaves out of a city only the areas it says it leaves out", () => {
    const left = cityAreas.flatMap((area) =>
      fsaCentroids
        .filter((c) => area.places.test(c.place) && !area.fsas.includes(c.fsa))
        .map((c) => `${area.city} ${c.fsa}`),
    );
    // Toronto: two downtown areas the source misplaces; Pickering: rural north Pickering
    expect(left.sort()).toEqual(["Pickering L1Y", "Toronto M5C", "Toronto M5E"]);
  });

  const expectedKm: Record<(typeof coverageCities)[number], [number, number]> = {
    Toronto: [0, 5],
    Etobicoke: [8, 16],
    "North York": [7, 14],
    Scarborough: [10, 20],
    Mississauga: [15, 28],
    Brampton: [25, 36],
    Vaughan: [15, 28],
    Markham: [18, 30],
    "Richmond Hill": [20, 32],
    Oakville: [28, 40],
    Pickering: [25, 36],
    Ajax: [32, 42],
    Aurora: [33, 43],
    Milton: [38, 50],
    Whitby: [40, 50],
    Newmarket: [40, 50],
    Burlington: [45, 55],
    Oshawa: [50, 60],
  };

  it.each(Object.entries(expectedKm))("locates %s at a plausible distance", (city, [min, max]) => {
    const centre = cityCentre(city);
    expect(centre).toBeDefined();
    const km = distanceKm(torontoCentre, centre!);
    expect(km).toBeGreaterThanOrEqual(min);
    expect(km).toBeLessThanOrEqual(max);
  });

  it("puts cities on the right side of Toronto", () => {
    const at = (city: string) => cityCentre(city)!;
    expect(at("Oshawa").lng).toBeGreaterThan(at("Ajax").lng);
    expect(at("Ajax").lng).toBeGreaterThan(at("Pickering").lng);
    expect(at("Pickering").lng).toBeGreaterThan(at("Scarborough").lng);
    expect(at("Newmarket").lat).toBeGreaterThan(at("Aurora").lat);
    expect(at("Aurora").lat).toBeGreaterThan(at("Richmond Hill").lat);
    expect(at("Burlington").lat).toBeLessThan(at("Oakville").lat);
    expect(at("Etobicoke").lng).toBeLessThan(torontoCentre.lng);
    expect(at("Brampton").lng).toBeLessThan(at("Mississauga").lng);
  });

  it("finds a city by name whatever its case, and nothing for other names", () => {
    expect(cityArea(" north york ")?.city).toBe("North York");
    expect(cityCentre("MARKHAM")).toEqual(cityCentre("Markham"));
    expect(cityArea("Hamilton")).toBeUndefined();
    expect(cityCentre("")).toBeUndefined();
  });

  it("takes the mean of points", () => {
    expect(meanPoint([{ lat: 1, lng: 2 }])).toEqual({ lat: 1, lng: 2 });
    expect(
      meanPoint([
        { lat: 0, lng: 0 },
        { lat: 2, lng: -4 },
      ]),
    ).toEqual({ lat: 1, lng: -2 });
    expect(() => meanPoint([])).toThrow();
  });
});

describe("equirectangularProjection", () => {
  const projection = equirectangularProjection({ west: -80, north: 44, unitsPerKm: 4 });

  it("puts the north-west corner at the origin, east to the right and south down", () => {
    const origin = projection.project({ lat: 44, lng: -80 });
    expect(origin.x).toBeCloseTo(0, 9);
    expect(origin.y).toBeCloseTo(0, 9);
    const p = projection.project({ lat: 43.5, lng: -79.5 });
    expect(p.x).toBeGreaterThan(0);
    expect(p.y).toBeGreaterThan(0);
  });

  it("keeps kilometres the same length both ways near Toronto (cos 43.65° scaling)", () => {
    const centre = projection.project(torontoCentre);
    const east = projection.project(destinationPoint(torontoCentre, 90, 10));
    const north = projection.project(destinationPoint(torontoCentre, 0, 10));
    expect(east.x - centre.x).toBeCloseTo(40, 1);
    expect(centre.y - north.y).toBeCloseTo(40, 1);
    // A 40 km ring stays round to within half a percent
    for (const p of circlePoints(torontoCentre, 40).map(projection.project)) {
      expect(Math.hypot(p.x - centre.x, p.y - centre.y) / 160).toBeCloseTo(1, 2);
    }
  });
});
