import { describe, expect, it } from "vitest";
import { figureLabels } from "../core/config/figures";
import { siteConfig } from "../core/config/site";
import { contactContent } from "../app/data/contact";
import { contactFormText } from "../core/data/contact-form";
import { homeContent } from "../app/data/home";
import { isRatingStat, locations } from "../core/data/locations";
import { quoteFormText } from "../core/data/quote-form";
import { serviceById, services } from "../core/data/services";
import { servicePath, sitePages } from "../app/data/site-pages";
import { pageFile } from "../deploy/page-files";
import { builtHours, structuredHours } from "../worker/stated-hours";
import { builtFile, builtPage, linksNamed, region } from "./built-html";

const { figures, hours } = siteConfig;
const pages = sitePages();

/**
 * The text of a page as a visitor reads it before any script runs, from the built file: block
 * elements on lines of their own, as a browser lays them out.
 */
const textOf = (path: string) => builtPage(path).querySelector("body")!.structuredText;

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** Every star rating the site shows, the business's and each city's, standing on its own. */
const ratings = new Set([
  figures.rating,
  ...locations.flatMap((l) => l.stats.filter(isRatingStat).map((s) => s.value)),
]);
const ratingPattern = new RegExp(`(?<=^|\\s)(${[...ratings].map(escape).join("|")})(?=\\s|$)`, "g");

describe("claims a visitor can hold us to", () => {
  it("every page says what each figure is: the team's years, whose rating, which hours", () => {
    const found: string[] = [];
    let ratingsSeen = 0;
    for (const { path } of pages) {
      const text = textOf(path);

      // "25+ years" is always the team's experience, never the company's age
      for (const match of text.matchAll(new RegExp(escape(figures.yearsExperience), "g"))) {
        const around = text.slice(Math.max(0, match.index - 40), match.index + 60);
        if (!/team|crew|technicians/i.test(around)) {
          found.push(`${path}: "${around.replace(/\s+/g, " ")}"`);
        }
      }

      // A star rating always says whose it is, in its label (shown beside the figure): the
      // business's overall rating, or a city's customers'
      for (const match of text.matchAll(ratingPattern)) {
        ratingsSeen += 1;
        const around = text.slice(Math.max(0, match.index - 40), match.index + 45);
        const labelled =
          around.includes(figureLabels.rating) || /rating from [\p{L} ]+ customers/u.test(around);
        if (!labelled) found.push(`${path}: rating "${around.replace(/\s+/g, " ")}"`);
      }

      // 24/7 is the mobile service by appointment, never the office, and is said only when the
      // schedule books every hour of every day (content/availability.json)
      if (/open 24\/7/i.test(text)) found.push(`${path}: "Open 24/7"`);
      for (const match of text.matchAll(/24\/7|around the clock|24 hours a day/gi)) {
        const after = text.slice(match.index, match.index + 40);
        if (!hours.aroundTheClock || !after.startsWith(hours.service)) {
          found.push(`${path}: "${after.replace(/\s+/g, " ")}"`);
        }
      }

      // No heading promises a check the page cannot offer
      if (/you can check/i.test(text)) found.push(`${path}: "you can check"`);
    }
    expect(found).toEqual([]);
    // The ratings were there to be checked: the home page and every city page show one.
    expect(ratingsSeen).toBeGreaterThan(pages.filter((p) => p.kind === "location").length);
  });

  it("says the mobile service's hours as text alone, where the lead service can say the owner's", () => {
    // The Worker says the hours the owner saved in place of the build's (worker/stated-hours.ts):
    // in a page's text and its structured data, never in an attribute it does not rewrite.
    const inAttributes: string[] = [];
    let said = 0;
    for (const { path } of pages) {
      const page = builtPage(path);
      said += textOf(path).split(hours.service).length - 1;
      for (const element of page.querySelectorAll("*")) {
        for (const [name, value] of Object.entries(element.attributes)) {
          if (value.includes(hours.service)) inAttributes.push(`${path}: ${name}`);
        }
      }
    }
    expect(inAttributes).toEqual([]);
    // Every page's footer says them.
    expect(said).toBeGreaterThanOrEqual(pages.length);
    // And its structured data, where the Worker finds them (worker/stated-hours.ts).
    for (const { path } of pages) {
      const source = builtFile(`/${pageFile(path)}`).toString("utf8");
      expect(source.split(structuredHours(builtHours)).length - 1, path).toBe(1);
    }
  });

  it("puts no lifetime warranty or insurance billing on wiper blades", () => {
    const wipers = serviceById("windshield-wiper-replacement");
    // Everything the page says about wipers: all of it but its links to other services
    const text = builtPage(servicePath(wipers.page!.slug))
      .querySelectorAll("main > :not(#related)")
      .map((section) => section.structuredText)
      .join("\n");
    expect(text).toContain(wipers.name);
    expect(text).not.toMatch(/lifetime\s+warranty/i);
    expect(text).not.toMatch(/insurance\s+billed/i);
  });

  it("introduces the reviews as examples until the business links its review profile", () => {
    const reviews = region(builtPage("/"), homeContent.testimonials.head.title);
    expect(siteConfig.reviewsUrl).toBeNull();
    expect(reviews.structuredText.match(/Examples of what our customers tell us/g)).toHaveLength(1);
  });

  it("links every service it names to that service's page, ADAS calibration and mirrors included", () => {
    const fixes = region(builtPage("/contact-us"), contactContent.fixes.head.title);
    for (const service of services) {
      const [link] = linksNamed(fixes, service.name);
      expect(link?.getAttribute("href"), service.name).toBe(servicePath(service.page!.slug));
    }
  });

  it("says on each form how soon it is answered", () => {
    const contact = textOf("/contact-us");
    expect(contactFormText.intro).toContain(figures.messageResponse);
    expect(contact).toContain(contactFormText.intro);
    const location = textOf(pages.find((p) => p.kind === "location")!.path);
    expect(quoteFormText.intro).toContain(figures.quoteResponse);
    expect(location).toContain(quoteFormText.intro);
  });
});
