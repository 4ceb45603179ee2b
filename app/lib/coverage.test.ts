import { describe, expect, it } from "vitest";
import { serviceArea } from "../../core/config/service-area";
import { siteConfig } from "../../core/config/site";
import { coverageCheckText } from "../data/coverage-check";
import { fsaCentroids } from "../data/geo/fsa-centroids";
import {
  coverageAt,
  coverageForPostalCode,
  coverageMessages,
  coverageZone,
  fillCoverage,
  isCoverageProblem,
  shortPlace,
  type CoverageResult,
} from "./coverage";
import { destinationPoint, distanceKm, torontoCentre } from "./geo";

const { freeRadiusKm, extendedRadiusKm, nearLineKm } = serviceArea;
const km = (fsa: { lat: number; lng: number }) => distanceKm(torontoCentre, fsa);
/** A postal area from the data whose centre is at a distance matching `test`. */
const areaWhere = (test: (d: number) => boolean) => {
  const found = fsaCentroids.find((c) => test(km(c)));
  if (!found) throw new Error("no postal area in the data at that distance");
  return found;
};

describe("the service area", () => {
  it("is the site config's: one centre and one free radius", () => {
    expect(siteConfig.serviceCentre).toEqual(serviceArea.centre);
    expect(siteConfig.serviceRadiusKm).toBe(freeRadiusKm);
    expect(extendedRadiusKm).toBeGreaterThan(freeRadiusKm + nearLineKm);
  });
});

describe("coverageZone", () => {
  it("is free inside the radius, clear of its line", () => {
    expect(coverageZone(0)).toBe("free");
    expect(coverageZone(freeRadiusKm - nearLineKm - 0.1)).toBe("free");
  });
  it("is near within the line's band, on either side", () => {
    expect(coverageZone(freeRadiusKm - nearLineKm)).toBe("near");
    expect(coverageZone(freeRadiusKm)).toBe("near");
    expect(coverageZone(freeRadiusKm + nearLineKm)).toBe("near");
  });
  it("is extended beyond the band, up to the extended radius", () => {
    expect(coverageZone(freeRadiusKm + nearLineKm + 0.1)).toBe("extended");
    expect(coverageZone(extendedRadiusKm)).toBe("extended");
  });
  it("is outside beyond the extended radius", () => {
    expect(coverageZone(extendedRadiusKm + 0.1)).toBe("outside");
  });
});

describe("coverageAt a point", () => {
  const at = (d: number) => coverageAt(destinationPoint(torontoCentre, 45, d));

  it("inside: free, no travel fee, with the rounded distance", () => {
    const answer = at(12.4);
    expect(answer).toMatchObject({ status: "free", km: 12 });
    expect(answer.headline).toMatch(/free/i);
    expect(answer.detail).toContain("about 12 km from Toronto centre");
    expect(answer.detail).toContain(`free ${freeRadiusKm} km`);
    expect(answer.detail).toMatch(/no travel fee/i);
  });

  it("near the line: says about, and invites a call", () => {
    for (const d of [freeRadiusKm - 2, freeRadiusKm + 2]) {
      const answer = at(d);
      expect(answer.status).toBe("near");
      expect(answer.detail).toContain(`about ${Math.round(d)} km`);
      expect(answer.detail).toMatch(/depends on your address/);
      expect(answer.detail).toMatch(/call/i);
    }
  });

  it("extended: we come, with a travel fee confirmed in the quote", () => {
    const answer = at(freeRadiusKm + nearLineKm + 10);
    expect(answer.status).toBe("extended");
    expect(answer.headline).toMatch(/travel fee/i);
    expect(answer.detail).toContain(`${extendedRadiusKm} km`);
    expect(answer.detail).toMatch(/travel fee confirmed in your quote/);
  });

  it("outside: beyond our usual area, call us", () => {
    const answer = at(extendedRadiusKm + 15);
    expect(answer.status).toBe("outside");
    expect(answer.headline).toBe("Outside our usual area");
    expect(answer.detail).toMatch(/Call us/);
  });

  it("speaks of the visitor unless told otherwise", () => {
    expect(at(3).detail).toMatch(/^You are about 3 km/);
  });
});

describe("coverageForPostalCode", () => {
  it("answers a downtown code, whole or its first three characters, in any case", () => {
    const m5v = fsaCentroids.find((c) => c.fsa === "M5V");
    if (!m5v) throw new Error("M5V missing from the data");
    for (const input of ["M5V 2T6", "m5v2t6", "m5v", " M5V-2T6 "]) {
      const answer = coverageForPostalCode(input) as CoverageResult;
      expect(answer.status).toBe("free");
      expect(answer.fsa).toBe("M5V");
      expect(answer.km).toBe(Math.round(km(m5v)));
      expect(answer.place).toBe(shortPlace(m5v.place));
      expect(answer.detail).toContain(`M5V (${shortPlace(m5v.place)}) is about`);
    }
  });

  it("answers an area near the line, beyond it and outside the usual area from the data", () => {
    const cases = [
      [areaWhere((d) => Math.abs(d - freeRadiusKm) < nearLineKm), "near"],
      [areaWhere((d) => d > freeRadiusKm + nearLineKm && d < extendedRadiusKm), "extended"],
      [areaWhere((d) => d > extendedRadiusKm), "outside"],
    ] as const;
    for (const [area, status] of cases) {
      const answer = coverageForPostalCode(area.fsa);
      expect(answer.status).toBe(status);
      expect((answer as CoverageResult).km).toBe(Math.round(km(area)));
    }
  });

  it("refuses what is not a Canadian postal code, with the message for the field", () => {
    for (const input of ["12345", "D1A", "M5", "W1A 1AA", "M5V 2T66", "hello"]) {
      const answer = coverageForPostalCode(input);
      expect(answer).toEqual({ status: "invalid", message: coverageMessages.invalid });
      expect(isCoverageProblem(answer)).toBe(true);
    }
    expect(coverageForPostalCode("  ")).toEqual({
      status: "invalid",
      message: coverageMessages.empty,
    });
  });

  it("says when a valid code is not an area in the data", () => {
    for (const fsa of ["K1A", "V6B", "H2X"]) {
      expect(fsaCentroids.some((c) => c.fsa === fsa)).toBe(false);
      const answer = coverageForPostalCode(`${fsa} 0B1`);
      expect(answer).toEqual({ status: "unknown", fsa, message: coverageMessages.unknown(fsa) });
      expect(coverageMessages.unknown(fsa)).toMatch(/Call or text us/);
    }
  });
});

describe("shortPlace", () => {
  it("drops GeoNames' bracketed neighbourhoods", () => {
    expect(shortPlace("Downtown Toronto (CN Tower / King and Spadina)")).toBe("Downtown Toronto");
    expect(shortPlace("Lindsay")).toBe("Lindsay");
  });
});

describe("the check's words", () => {
  it("are content/coverage-check.json's, each answer's distance and radii filled in", () => {
    const words = coverageCheckText;
    const answer = coverageAt(destinationPoint(torontoCentre, 45, extendedRadiusKm + 20));
    expect(answer.headline).toBe(words.answers.outside.headline);
    const distance = fillCoverage(words.distance, {
      where: words.you,
      km: Math.round(extendedRadiusKm + 20),
    });
    expect(answer.detail).toBe(
      fillCoverage(words.answers.outside.detail, { distance, extended: extendedRadiusKm }),
    );
    expect(answer.detail).not.toContain("{{");
    expect(coverageMessages.unknown("X9X")).toBe(words.unknown.replace("{{fsa}}", "X9X"));
    // A value the text does not name is left as it is, and a name it has no value for too.
    expect(fillCoverage("{{a}} and {{b}}", { a: "{{b}}" })).toBe("{{b}} and {{b}}");
  });
});
