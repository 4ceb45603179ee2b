import { describe, expect, it } from "vitest";
import {
  checkPhone,
  checkPostalCode,
  normalizePostalCode,
  validationMessages,
} from "~/lib/validation";

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
