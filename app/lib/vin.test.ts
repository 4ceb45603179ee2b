import { describe, expect, it } from "vitest";
import { vehicleMakes } from "../data/vehicles";
import { vinMaker, vinMakers } from "../data/vin-makers";
import {
  checkVin,
  normalizeVin,
  vinCar,
  vinCheckDigit,
  vinMessages,
  vinModelYear,
  vinPattern,
  vinShowsAsTyped,
} from "./vin";

/**
 * Published VINs of real vehicles, with the model year each one's position 10 gives: a 1989
 * Motor Coach Industries coach (the usual worked example of the check digit, whose digit is X),
 * a 1993 Acura Legend, a 2003 Honda Accord, a 2003 Chevrolet truck and a 2018 Nissan Altima.
 */
const real: [vin: string, year: number][] = [
  ["1M8GDM9AXKP042788", 1989],
  ["JH4KA7561PC008269", 1993],
  ["1HGCM82633A004352", 2003],
  ["1GNEK13ZX3R298984", 2003],
  ["1N4AL3AP8JC231503", 2018],
];

const messages = vinMessages;

describe("a VIN", () => {
  it("passes its check digit when it is a real one", () => {
    for (const [vin] of real) {
      expect(vinCheckDigit(vin), vin).toBe(vin[8]);
      expect(checkVin(vin), vin).toBeNull();
    }
  });

  it("fails its check digit with any one character changed", () => {
    const replacements = "0123456789ABCDEFGHJKLMNPRSTUVWXYZ";
    for (const [vin] of real) {
      for (let at = 0; at < 17; at++) {
        for (const c of replacements) {
          if (c === vin[at]) continue;
          const changed = `${vin.slice(0, at)}${c}${vin.slice(at + 1)}`;
          // Two characters of one value in the sum (A and J, say) in the same place, or any
          // change at a weight the sum cannot see, are the check digit's known blind spots.
          if (vinCheckDigit(changed) === changed[8]) continue;
          expect(checkVin(changed), changed).toBe(messages.checkDigit);
        }
      }
    }
    // And a change of the check digit itself, always.
    expect(checkVin("1HGCM82643A004352")).toBe(messages.checkDigit);
  });

  it("gives its model year from position 10, by the 30-year cycle position 7 settles", () => {
    for (const [vin, year] of real) expect(vinModelYear(vin), vin).toBe(year);
    // The same year code, a letter in position 7: thirty years on.
    expect(vinModelYear("1N4AL3AP8JC231503".replace(/^(.{6})A/, "$11"))).toBe(1988);
    expect(vinModelYear("JH4KA7561PC008269".replace(/^(.{6})5/, "$1E"))).toBe(2023);
    expect(vinModelYear("JH4KA7561UC008269")).toBeNull(); // U is no year
    expect(vinModelYear("JH4KA7561")).toBeNull();
  });

  it("is read as typed: lower case, spaces and dashes", () => {
    expect(normalizeVin(" 1hgcm8-2633a 004352 ")).toBe("1HGCM82633A004352");
    expect(checkVin("1hgcm82633a004352")).toBeNull();
    expect(checkVin("1HGC M826 33A0 04352")).toBeNull();
  });

  it("says which rule it breaks", () => {
    expect(checkVin("")).toBeNull();
    expect(checkVin("1HGCM82633A00435")).toBe(messages.length(16));
    expect(messages.length(16)).toContain("(this one has 16)");
    expect(checkVin("1HGCM82633AO04352")).toBe(messages.letters);
    expect(checkVin("1HGCM82633A00435#")).toBe(messages.characters);
    expect(checkVin("1HGCM82623A004352")).toBe(messages.checkDigit);
  });

  it("is held by the browser to the same letters and length", () => {
    const browser = new RegExp(`^(?:${vinPattern})$`);
    for (const [vin] of real) expect(browser.test(vin)).toBe(true);
    expect(browser.test("1hgc m826-33a0 04352")).toBe(true);
    expect(browser.test("1HGCM82633AO04352")).toBe(false);
    expect(browser.test("1HGCM82633A00435")).toBe(false);
  });
});

describe("the table of VIN makers", () => {
  it("names the make of real VINs, in the car picker's own spelling", () => {
    expect(vinMaker("1HGCM82633A004352")).toBe("Honda");
    expect(vinMaker("JH4KA7561PC008269")).toBe("Acura");
    expect(vinMaker("1GNEK13ZX3R298984")).toBe("Chevrolet");
    expect(vinMaker("1hgcm82633a004352")).toBe("Honda");
  });

  it("names no make for an identifier two makes share, or one it does not know", () => {
    // 1N4: Nissan and Infiniti both build under it, so the visitor chooses.
    expect(vinMaker("1N4AL3AP8JC231503")).toBeNull();
    // 1M8: Motor Coach Industries, a coach maker the picker does not list.
    expect(vinMaker("1M8GDM9AXKP042788")).toBeNull();
  });

  it("holds only identifiers a VIN can start with, each once, and only the picker's makes", () => {
    const picker = new Set(vehicleMakes.map((make) => make.name));
    const seen = new Set<string>();
    for (const [make, identifiers] of Object.entries(vinMakers)) {
      expect(picker.has(make), make).toBe(true);
      for (const wmi of identifiers.split(" ")) {
        expect(wmi).toMatch(/^[A-HJ-NPR-Z0-9]{3}$/);
        expect(seen.has(wmi), wmi).toBe(false);
        seen.add(wmi);
      }
    }
    // Most of the makes a Toronto driver brings, from about 450 identifiers: a table kept small.
    expect(Object.keys(vinMakers).length).toBeGreaterThan(40);
    expect(seen.size).toBeGreaterThan(400);
    expect(JSON.stringify(vinMakers).length).toBeLessThan(4_000);
  });
});

describe("what a VIN tells of the car", () => {
  it("is the year and make of a right VIN, and nothing of a wrong one", () => {
    expect(vinCar("1HGCM82633A004352", vinMaker)).toEqual({ year: 2003, make: "Honda" });
    expect(vinCar("1n4al3ap8jc231503", vinMaker)).toEqual({ year: 2018, make: null });
    expect(vinCar("1HGCM82643A004352", vinMaker)).toBeNull();
    expect(vinCar("1HGCM82633A00435", vinMaker)).toBeNull();
  });

  it("shows its message as it is typed once it is whole, or has a character no VIN has", () => {
    expect(vinShowsAsTyped("1HGCM826")).toBe(false);
    expect(vinShowsAsTyped("1HGCM82O")).toBe(true);
    expect(vinShowsAsTyped("1HGC#")).toBe(true);
    expect(vinShowsAsTyped("1HGCM82643A004352")).toBe(true);
  });
});
