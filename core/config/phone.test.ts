import { describe, expect, it } from "vitest";
import { formatPhone, parsePhone, phoneDigits } from "./phone";

describe("phoneDigits", () => {
  it.each([
    ["(416) 555-0142", "4165550142"],
    ["416.555.0142", "4165550142"],
    ["+1 416-555-0142", "4165550142"],
    ["1 416 555 0142", "4165550142"],
    ["4165550142", "4165550142"],
  ])("reads %s as ten digits", (input, digits) => {
    expect(phoneDigits(input)).toBe(digits);
  });

  it.each(["555-0142", "416-555-014", "+44 20 7946 0958", "(016) 555-0142", "416-555-01a2", ""])(
    "rejects %s",
    (input) => {
      expect(phoneDigits(input)).toBeNull();
    },
  );
});

describe("parsePhone", () => {
  it("gives the display form and the tel: and sms: links", () => {
    expect(parsePhone("+1 416-555-0142")).toEqual({
      digits: "4165550142",
      display: "(416) 555-0142",
      e164: "+14165550142",
      tel: "tel:+14165550142",
      sms: "sms:+14165550142",
    });
  });

  it("refuses a number that is not North American", () => {
    expect(() => parsePhone("12345")).toThrow(/not a 10-digit/);
  });

  it("formats for display", () => {
    expect(formatPhone("905.555.0199")).toBe("(905) 555-0199");
  });
});
