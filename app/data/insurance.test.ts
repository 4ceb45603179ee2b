import { describe, expect, it } from "vitest";
import { insuranceLink, insurancePath, insuranceText, insurers } from "../../core/data/insurance";
import { insurancePage } from "./insurance-page";
import { pricing } from "../../core/data/pricing";

const words = (text: string) => text.split(/\s+/).filter(Boolean);
const sentences = (text: string) => text.split(/(?<=[.!?])\s+/).filter(Boolean);

/** Every string of the page's copy. */
const pageCopy = (): string[] => {
  const strings = (value: unknown): string[] =>
    typeof value === "string"
      ? [value]
      : Array.isArray(value)
        ? value.flatMap(strings)
        : value && typeof value === "object"
          ? Object.values(value).flatMap(strings)
          : [];
  return strings(insurancePage);
};

describe("insurance copy", () => {
  it("sums up a claim in two or three sentences of at most 60 words", () => {
    const { short } = insuranceText;
    expect(words(short).length).toBeLessThanOrEqual(60);
    expect(sentences(short).length).toBeGreaterThanOrEqual(2);
    expect(sentences(short).length).toBeLessThanOrEqual(3);
    expect(short).toMatch(/comprehensive/i);
    expect(short).toMatch(/all perils/i);
    expect(short).toMatch(/optional in Ontario/i);
    expect(short).toMatch(/deductible/i);
    expect(short).toMatch(/bill (them|your insurer) directly/i);
  });

  it("says what the page must say, and no more than the facts back", () => {
    const text = pageCopy().join("\n");
    for (const cause of [
      /stone chips/i,
      /cracks/i,
      /break-in/i,
      /vandalism/i,
      /falling objects/i,
    ]) {
      expect(text).toMatch(cause);
    }
    expect(text).toMatch(/collision/i);
    expect(text).toMatch(/optional in Ontario/i);
    expect(text).toMatch(/pay for the glass yourself/i);
    expect(text).toMatch(/costs less than your deductible/i);
    // The one claim about the deductible the site makes, in its words, never stronger.
    expect(text).toContain("In many cases the deductible is waived");
    expect(text).not.toMatch(/no deductible|deductible[- ]free|always waive|guarantee/i);
    expect(text).toMatch(/premium depends on your insurer/i);
    expect(text).toMatch(/bill your insurer directly/i);
    const { ready } = insurancePage;
    expect(ready.kind).toBe("checklist");
    const list = ready.kind === "checklist" ? ready.items.join("\n") : "";
    for (const item of ["insurer's name", "policy number", "deductible", "police report number"]) {
      expect(list).toContain(item);
    }
  });

  it("quotes a price only from the price table", () => {
    const text = pageCopy().join("\n");
    const prices = text.match(/\$\d+(-\$\d+)?\+?/g) ?? [];
    expect(prices.length).toBeGreaterThan(0);
    for (const price of prices) expect(pricing.chipRepair.price.label).toContain(price);
    expect(text).not.toMatch(/undefined|NaN|\[object|TODO|lorem/i);
  });

  it("links to its page", () => {
    expect(insuranceLink).toEqual({ label: "How insurance claims work", path: insurancePath });
  });
});

describe("insurers", () => {
  it("lists the main Ontario auto insurers, each once, by name only", () => {
    expect(insurers.length).toBeGreaterThanOrEqual(15);
    const keys = insurers.map((name) => name.toLowerCase());
    expect(new Set(keys).size).toBe(insurers.length);
    for (const name of insurers) {
      expect(name).toBe(name.trim());
      expect(name).toMatch(/^[\p{L}][\p{L} .&'-]*$/u);
    }
    for (const name of ["Intact Insurance", "Aviva", "TD Insurance", "Desjardins Insurance"]) {
      expect(insurers).toContain(name);
    }
  });
});
