import { describe, expect, it } from "vitest";
import { isDriverFault } from "./driver-faults";

/** The error as Vitest hands it over: the frame's name read from a frame already gone. */
const fault = {
  name: "TypeError",
  message: "Cannot read properties of null (reading '_name')",
  stack: [
    "TypeError: Cannot read properties of null (reading '_name')",
    "    at BidiPage._onNavigationCommitted (node_modules/playwright-core/lib/coreBundle.js:43155:17)",
    "    at BidiSession.emit (node:events:524:28)",
  ].join("\n"),
};

describe("the browser driver's known faults", () => {
  it("knows Playwright's BiDi page reading a frame that is gone", () => {
    expect(isDriverFault(fault)).toBe(true);
  });

  it("lets every other error fail the run: the same message elsewhere, or another message there", () => {
    expect(isDriverFault({ ...fault, stack: fault.stack.replace("BidiPage", "Header") })).toBe(
      false,
    );
    expect(
      isDriverFault({ ...fault, message: "Cannot read properties of null (reading 'url')" }),
    ).toBe(false);
    expect(isDriverFault({ ...fault, name: "Error" })).toBe(false);
    expect(isDriverFault({ name: "TypeError", message: fault.message })).toBe(false);
  });
});
