import { readdirSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { expandTokens } from "../tokens";
import { cityPageText, locationBySlug, locationRating, locations } from "./";

/** The city files: content/cities/<slug>.json, one page each. */
const cityFiles = readdirSync(new URL("../../../content/cities/", import.meta.url)).filter((f) =>
  f.endsWith(".json"),
);

const isRating = (label: string) => /rating/i.test(label);

/**
 * What the build makes of the city files. What each file must hold to be a page (its city named
 * in its title and heading, its own streets, its own words, reviews of services the site offers)
 * is the build's content check (app/build-assets/content-rules.ts), tested there.
 */
describe("locations", () => {
  it("has exactly one page for each city file, named by its file", () => {
    const slugs = locations.map((l) => l.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    expect(slugs.map((slug) => `${slug}.json`).sort()).toEqual([...cityFiles].sort());
  });

  it("keeps the menu order the files give", () => {
    const orders = locations.map((l) => l.order);
    expect(orders).toEqual([...orders].sort((a, b) => a - b));
  });

  it("finds each page by its slug, and nothing for an unknown one", () => {
    for (const location of locations) expect(locationBySlug(location.slug)).toBe(location);
    expect(locationBySlug("atlantis-auto-glass")).toBeUndefined();
  });

  it("rates each page with its own figure, or its city's auto glass page's, or not at all", () => {
    for (const location of locations) {
      const own = location.stats.find((s) => isRating(s.label));
      const city = locations.find((l) => l.city === location.city && l.focus === "auto-glass");
      const cityRating = city?.stats.find((s) => isRating(s.label));
      expect(locationRating(location), location.slug).toBe((own ?? cityRating)?.value ?? null);
    }
    // Never the business-wide rating in a city's name: a city without one shows none.
    const toronto = locations.find((l) => l.slug === "toronto-windshield-repair")!;
    const unrated = { ...toronto, city: "Nowhere", stats: [] };
    expect(locationRating(unrated)).toBeNull();
  });
});

describe("what every city page says around its own copy", () => {
  it("names the page's city, and what its questions are about", () => {
    const [autoGlass] = locations.filter((l) => l.focus === "auto-glass");
    const [service] = locations.filter((l) => l.focus !== "auto-glass");
    const text = cityPageText(autoGlass!);
    expect(text.eyebrow).toContain(autoGlass!.city);
    expect(text.callToAction).toContain(autoGlass!.city);
    expect(text.faq.head.title).toContain(autoGlass!.city);
    expect(JSON.stringify(text)).not.toContain("{{");
    expect(cityPageText(service!).faq.head.title).toContain(service!.menuLabel);
  });

  it("stops the build on a name that is not the page's or the site's, with the file and field", () => {
    expect(() => expandTokens("Glass in {{town}}", "content/city-page.json: eyebrow", {})).toThrow(
      /content\/city-page.json: eyebrow: \{\{town\}\}/,
    );
  });
});
