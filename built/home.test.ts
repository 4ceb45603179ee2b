import { describe, expect, it } from "vitest";
import { siteConfig } from "../core/config/site";
import { coverageCities } from "../app/data/coverage";
import { faqs } from "../app/data/faqs";
import { homeContent } from "../app/data/home";
import { testimonials } from "../app/data/testimonials";
import { builtPage, collapsed, linksNamed, region, textOf } from "./built-html";
/** The home page as the build wrote it, for what it says. */
const home = builtPage("/");

describe("home page", () => {
  it("has the spec's sections in order", () => {
    const main = home.querySelector("main")!;
    expect(main.querySelectorAll("h2").map(textOf).slice(0, 7)).toEqual([
      homeContent.quoteCard.title,
      homeContent.problems.head.title,
      homeContent.services.head.title,
      homeContent.process.head.title,
      homeContent.coverage.head.title,
      homeContent.testimonials.head.title,
      homeContent.faq.head.title,
    ]);
    expect(textOf(main)).toContain(homeContent.insurance.title);
    // Every FAQ answer is in the page as built, closed ones included, for search engines.
    for (const item of faqs.home) expect(textOf(main)).toContain(collapsed(item.answer));
  });

  it("lists the 18 cities, linking to the city pages that exist", () => {
    const coverage = region(home, homeContent.coverage.head.title);
    expect(coverage.querySelectorAll("li").map(textOf)).toEqual([...coverageCities]);
    expect(linksNamed(coverage, "North York")[0]?.getAttribute("href")).toBe(
      "/location/north-york-auto-glass",
    );
    expect(linksNamed(coverage, "Mississauga")).toEqual([]);
    expect(textOf(coverage)).toContain(`${siteConfig.serviceRadiusKm} km`);
  });

  it("shows three testimonials with star ratings and the block's figures", () => {
    const reviews = region(home, homeContent.testimonials.head.title);
    expect(reviews.querySelectorAll("blockquote")).toHaveLength(3);
    const text = textOf(reviews);
    for (const t of testimonials) {
      expect(text).toContain(collapsed(t.text));
      expect(text).toContain(t.name);
    }
    expect(reviews.querySelectorAll('[role="img"][aria-label="Rated 5 out of 5"]')).toHaveLength(3);
    const shown = reviews.querySelectorAll("*").map(textOf);
    for (const value of [
      siteConfig.figures.rating,
      siteConfig.figures.yearsExperience,
      siteConfig.figures.customersServed,
    ])
      expect(shown).toContain(value);
  });
});
