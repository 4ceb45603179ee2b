import { describe, expect, it } from "vitest";
import { formatLeadTime } from "../stored-lead";
import { inboxText } from "./words";
import { sentence } from "../../core/data/text";

describe("sentences assembled in code", () => {
  it("end with one full stop, also after an abbreviated time", () => {
    expect(sentence("Changed at noon")).toBe("Changed at noon.");
    expect(sentence("Changed at 1:26 p.m.")).toBe("Changed at 1:26 p.m.");
    // An afternoon time in Toronto: the inbox writes it "… 1:26 p.m."
    const line = inboxText.lead.amended(formatLeadTime("2026-11-26T18:26:00Z"));
    expect(line).toMatch(/p\.m\.$/);
    expect(line).not.toMatch(/\.\.$/);
  });
});
