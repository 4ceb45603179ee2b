import { describe, expect, it } from "vitest";
import { vehicleListCredit, vehicleMakes, vehicleYears } from "./vehicles";

const byName = (a: string, b: string) => a.localeCompare(b, "en");
const modelsOf = (make: string) => vehicleMakes.find((m) => m.name === make)?.models ?? [];

describe("vehicleMakes", () => {
  it("holds a few dozen makes, each with at least 3 models", () => {
    expect(vehicleMakes.length).toBeGreaterThanOrEqual(35);
    expect(vehicleMakes.length).toBeLessThanOrEqual(45);
    for (const make of vehicleMakes) {
      expect(make.models.length, make.name).toBeGreaterThanOrEqual(3);
    }
  });

  it("has no duplicate makes, and no duplicate models within a make", () => {
    const names = vehicleMakes.map((m) => m.name);
    expect(new Set(names).size).toBe(names.length);
    for (const make of vehicleMakes) {
      expect(new Set(make.models).size, make.name).toBe(make.models.length);
    }
  });

  it("has trimmed, non-empty names", () => {
    for (const make of vehicleMakes) {
      for (const name of [make.name, ...make.models]) {
        expect(name, make.name).not.toBe("");
        expect(name, make.name).toBe(name.trim());
        expect(name, make.name).not.toMatch(/\s{2}/);
      }
    }
  });

  it("sorts the makes, and each make's models, alphabetically", () => {
    const names = vehicleMakes.map((m) => m.name);
    expect(names).toEqual([...names].sort(byName));
    for (const make of vehicleMakes) {
      expect(make.models, make.name).toEqual([...make.models].sort(byName));
    }
  });

  it("includes the makes and models most often seen on GTA roads", () => {
    expect(modelsOf("Toyota")).toEqual(expect.arrayContaining(["Corolla", "RAV4", "Camry"]));
    expect(modelsOf("Honda")).toEqual(expect.arrayContaining(["Civic", "CR-V", "Accord"]));
    expect(modelsOf("Ford")).toEqual(expect.arrayContaining(["F-150", "Escape"]));
    expect(modelsOf("Ram")).toEqual(expect.arrayContaining(["1500"]));
    expect(modelsOf("Tesla")).toEqual(expect.arrayContaining(["Model 3", "Model Y"]));
    // Canadian-market names
    expect(modelsOf("Mitsubishi")).toContain("RVR");
    expect(modelsOf("Nissan")).toContain("Qashqai");
    for (const make of ["Pontiac", "Saturn", "Scion", "Smart"]) {
      expect(modelsOf(make).length, make).toBeGreaterThan(0);
    }
  });

  it("stays small enough for a lazy chunk of a few kB", () => {
    expect(JSON.stringify(vehicleMakes).length).toBeLessThan(12_000);
  });

  it("names its source and licence for the credit line", () => {
    expect(vehicleListCredit).toMatch(/US Car Models Data/);
    expect(vehicleListCredit).toMatch(/CC BY 4\.0/);
  });
});

describe("vehicleYears", () => {
  it("runs from next year down to 1995, newest first, with no gaps", () => {
    const years = vehicleYears(new Date("2026-11-25T12:00:00"));
    expect(years[0]).toBe(2027);
    expect(years.at(-1)).toBe(1995);
    // strictly descending, one year apart
    expect(years).toEqual(Array.from({ length: 2027 - 1995 + 1 }, (_, i) => 2027 - i));
  });

  it("offers next year's models from the first of January too", () => {
    expect(vehicleYears(new Date("2026-01-01T12:00:00"))[0]).toBe(2027);
  });
});
