import { describe, expect, it } from "vitest";
import { siteConfig } from "../core/config/site";
import { quoteTarget } from "../core/data/pages";
import { servicePages } from "../app/data/site-pages";
import { builtPage, collapsed, hrefs, linksNamed, region, textOf } from "./built-html";

const pages = servicePages().map((page) => ({
  ...page,
  content: page.service.page,
  prices: page.service.page.prices,
}));

/**
 * The service pages are one template filled from each service's record: what each page says is
 * read from the built files. Their FAQ is the home page's component (native `<details name>`),
 * whose behaviour the cross-engine suite drives in every engine.
 */
describe.each(pages)("$path, as built", ({ path, heading, content, prices }) => {
  const root = builtPage(path);
  const main = root.querySelector("main")!;

  it("shows its h1, its prices and times from the pricing table, and the quote button", () => {
    expect(textOf(main.querySelector("h1")!)).toBe(heading);
    const card = main
      .querySelectorAll("h2, h3")
      .find((h) => textOf(h) === "Price and time")!.parentNode!;
    const text = textOf(card);
    for (const line of prices) {
      expect(text).toContain(line.label);
      expect(text).toContain(line.entry.price.label);
      if (line.entry.duration) expect(text).toContain(line.entry.duration);
    }
    if (content.special) expect(text).toContain(collapsed(content.special.title));
    const [quote] = linksNamed(card, /Get Free Quote/);
    expect(quote?.getAttribute("href")).toBe(quoteTarget);
    const [call] = linksNamed(main, `Call ${siteConfig.phone.display}`);
    expect(call?.getAttribute("href")).toBe(siteConfig.phone.tel);
  });

  it("has its own sections, then its steps in order", () => {
    const headings = main.querySelectorAll("h2").map(textOf);
    const sectionTitles = content.sections.map((s) => s.head.title);
    const positions = [...sectionTitles, content.process.head.title].map((t) =>
      headings.indexOf(t),
    );
    expect(positions.every((p) => p >= 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);

    const steps = region(root, content.process.head.title);
    expect(steps.querySelectorAll("ol")).toHaveLength(1);
    expect(steps.querySelectorAll("li h3").map(textOf)).toEqual(
      content.process.steps.map((s, i) => `Step ${i + 1}: ${s.title}`),
    );
  });

  it(`has ${content.faqs.length} FAQs, the first answer open`, () => {
    const faq = root.querySelectorAll("#faq details");
    expect(faq.map((item) => textOf(item.querySelector("summary")!))).toEqual(
      content.faqs.map((f) => f.question),
    );
    expect(faq.filter((item) => item.hasAttribute("open"))).toEqual([faq[0]]);
  });

  it("links to related services and to the location pages", () => {
    const related = hrefs(region(root, "Other glass we look after"));
    expect(related.some((h) => h.startsWith("/services/") && h !== path)).toBe(true);
    expect(related.filter((h) => h.startsWith("/location/")).length).toBeGreaterThanOrEqual(8);
  });
});
