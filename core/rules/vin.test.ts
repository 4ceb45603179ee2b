import { describe, expect, it } from "vitest";
import { vehicleMakes } from "../../app/data/vehicles";
import { vinMaker, vinMakers } from "../../app/data/vin-makers";
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

  it("fails its check digit with any one character changed, but for one of the same value", () => {
    // The standard's values, written out apart from the module's table: A-H 1-8, J-N 1-5, P 7,
    // R 9, S-Z 2-9, a digit its own. Every weight is prime to 11, so a change the sum cannot see
    // is exactly one to a character of the same value (A for J, say): the only blind spot.
    const value = (c: string) =>
      /\d/.test(c)
        ? Number(c)
        : ["ABCDEFGH", "JKLMN", "      P R", " STUVWXYZ"].reduce(
            (found, row) => (row.includes(c) ? row.indexOf(c) + 1 : found),
            0,
          );
    const replacements = "0123456789ABCDEFGHJKLMNPRSTUVWXYZ";
    let seen = 0;
    for (const [vin] of real) {
      for (let at = 0; at < 17; at++) {
        if (at === 8) continue;
        for (const c of replacements) {
          if (c === vin[at]) continue;
          const changed = `${vin.slice(0, at)}${c}${vin.slice(at + 1)}`;
          const blind = value(c) === value(vin[at]!);
          expect(checkVin(changed), changed).toBe(blind ? null : messages.checkDigit);
          seen++;
        }
      }
    }
    expect(seen).toBe(5 * 16 * 32);
    // And a change of the check digit itself, always.
    expect(checkVin("1HGCM82643A004352")).toBe(messages.checkDigit);
  });

  it("gives its model year from position 10, by the 30-year cycle position 7 settles", () => {
    for (const [vin, year] of real) expect(vinModelYear(vin), vin).toBe(year);
    // The same year code, a letter in position 7: thirty years on.
    expect(vinModelYear("1N4AL3AP8JC231503".replace(/^(.{6})A/, "$11"))).toBe(1988);
    expect(vinModelYear("JH4KA7561PC008269".replace(/^(.{6})5/, "$1E"))).toBe(2023);
    expect(vinModelYear("JH4KA7561UC008269")).toBeNull(); // U is no year
    // A letter in position 7 before 2010, or on a heavy truck: never a year still to come.
    const today = new Date("2026-11-28T12:00:00Z");
    expect(vinModelYear("1FTWW3BY5CE000000", today)).toBe(2012);
    expect(vinModelYear("1FTWW3BY555000000", today)).toBe(2005);
    expect(vinModelYear("1FTWW3BY5TE000000", today)).toBe(2026);
    expect(vinModelYear("1FTWW3BY5VE000000", today)).toBe(2027);
    expect(vinModelYear("1FTWW3BY5WE000000", today)).toBe(1998);
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
