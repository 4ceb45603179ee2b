import { describe, expect, it } from "vitest";
import {
  checkDeductible,
  deductiblePattern,
  checkLength,
  checkNotBlank,
  checkPhone,
  checkPostalCode,
  fieldLimits,
  normalizePostalCode,
  phonePattern,
  postalCodePattern,
  validationMessages,
} from "./validation";

/** An HTML pattern as the browser reads it: anchored, with the `v` flag. */
const asBrowserReads = (pattern: string) => new RegExp(`^(?:${pattern})$`, "v");

describe("checkPhone", () => {
  it.each(["416 555 0142", "(416) 555-0142", "416.555.0142", "+1 416-555-0142", "14165550142"])(
    "accepts %s",
    (value) => expect(checkPhone(value)).toBeNull(),
  );
  it.each(["555-0142", "416 555 01420", "phone me", "+44 20 7946 0958", "(016) 555-0142"])(
    "refuses %s",
    (value) => expect(checkPhone(value)).toBe(validationMessages.phone),
  );
  it("leaves an empty value to the required check", () => expect(checkPhone("  ")).toBeNull());
});

describe("postal codes", () => {
  it.each([
    ["M5V 2T6", "M5V 2T6"],
    ["m5v2t6", "M5V 2T6"],
    [" l4c 3g5 ", "L4C 3G5"],
    ["L3Y  4W1", "L3Y 4W1"],
  ])("reads %s as %s", (value, normal) => {
    expect(normalizePostalCode(value)).toBe(normal);
    expect(checkPostalCode(value)).toBeNull();
  });
  it.each(["M5V 2T", "12345", "D5V 2T6", "M5V-2T6X", "MMM 2T6"])("refuses %s", (value) =>
    expect(checkPostalCode(value)).toBe(validationMessages.postalCode),
  );
  it("is optional", () => expect(checkPostalCode("")).toBeNull());
});

describe("the same rules as HTML patterns, for forms sent without JavaScript", () => {
  const phones = [
    "416 555 0142",
    "(416) 555-0142",
    "416.555.0142",
    "+1 416-555-0142",
    "+1(416)5550142",
    "1 416 555 0142",
    " 4165550142 ",
    "14165550142",
    "555-0142",
    "416 555 01420",
    "1416555014",
    "+4165550142",
    "+44 20 7946 0958",
    "(016) 555-0142",
    "416 055 0142",
    "phone me",
    "416-555-0142 ext 2",
    "++1 416 555 0142",
  ];
  it.each(phones)("the phone pattern agrees with checkPhone on %j", (value) => {
    expect(asBrowserReads(phonePattern).test(value)).toBe(checkPhone(value) === null);
  });

  const postalCodes = [
    "M5V 2T6",
    "m5v2t6",
    " l4c 3g5 ",
    "L3Y  4W1",
    "M5V 2T",
    "12345",
    "D5V 2T6",
    "M5V-2T6",
    "MMM 2T6",
    "M5V 2T6X",
    "W5V 2T6",
    "M5V 2D6",
  ];
  it.each(postalCodes)("the postal code pattern agrees with checkPostalCode on %j", (value) => {
    expect(asBrowserReads(postalCodePattern).test(value)).toBe(checkPostalCode(value) === null);
  });

  const deductibles = [
    "500",
    "$1,000",
    " $ 250.00 ",
    "2500",
    "0",
    "$",
    "five hundred",
    "500.5",
    "1,00",
  ];
  it.each(deductibles)("the deductible pattern agrees with checkDeductible on %j", (value) => {
    expect(asBrowserReads(deductiblePattern).test(value)).toBe(checkDeductible(value) === null);
  });

  it("takes a deductible in whole dollars, as people write it", () => {
    for (const good of ["500", "$1,000", "250.00"]) expect(checkDeductible(good), good).toBeNull();
    for (const bad of ["five hundred", "500.5", "$"]) {
      expect(checkDeductible(bad), bad).toBe(validationMessages.deductible);
    }
  });
});

describe("lengths and blanks", () => {
  it("refuses a value over its field's limit, saying the limit and the length", () => {
    const limit = fieldLimits.message;
    expect(checkLength("a".repeat(limit), limit)).toBeNull();
    expect(checkLength("a".repeat(limit + 1), limit)).toBe(
      validationMessages.tooLong(limit, limit + 1),
    );
    expect(validationMessages.tooLong(3000, 100000)).toBe(
      "Please keep this to 3,000 characters or fewer (it has 100,000).",
    );
    expect(checkLength("anything", undefined)).toBeNull();
  });

  it("treats spaces alone as nothing typed, and leaves an empty value to required", () => {
    expect(checkNotBlank("   ")).toBe(validationMessages.blank);
    expect(checkNotBlank("")).toBeNull();
    expect(checkNotBlank(" Priya ")).toBeNull();
  });
});
