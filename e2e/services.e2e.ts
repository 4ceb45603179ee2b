import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { siteConfig } from "~/config/site";
import { servicePages } from "~/data/site-pages";
import { connectBrowser, visit, showAll } from "./browser";

const browser = connectBrowser();
const main = (page: Page) => page.getByRole("main");

const pages = servicePages().map((page) => ({
  ...page,
  content: page.service.page,
  prices: page.service.page.prices,
}));

/** Which details elements of the FAQ are open, by question. */
const openQuestions = (page: Page) =>
  page
    .locator("#faq details")
    .evaluateAll((items) =>
      items
        .filter((d) => (d as HTMLDetailsElement).open)
        .map((d) => d.querySelector("summary")!.textContent!.trim()),
    );

describe.each(pages)("$path", ({ path, heading, content, prices, service }) => {
  it("shows its h1, its prices and times from the pricing table, and the quote button", async () => {
    const page = await browser.newPage("mobile");
    await visit(page, path);
    expect(await main(page).getByRole("heading", { level: 1 }).innerText()).toBe(heading);
    const card = main(page).getByRole("heading", { name: "Price and time" }).locator("..");
    const text = await card.innerText();
    for (const line of prices) {
      expect(text).toContain(line.label);
      expect(text).toContain(line.entry.price.label);
      if (line.entry.duration) expect(text).toContain(line.entry.duration);
    }
    if (content.special) expect(text).toContain(content.special.title);
    expect(await card.getByRole("link", { name: /Get Free Quote/ }).getAttribute("href")).toBe(
      siteConfig.quoteFormUrl,
    );
    expect(
      await main(page)
        .getByRole("link", { name: `Call ${siteConfig.phone.display}` })
        .first()
        .getAttribute("href"),
    ).toBe(siteConfig.phone.tel);
  });

  it("has its own sections, then its steps in order", async () => {
    const page = await browser.newPage("desktop");
    await visit(page, path);
    await showAll(page);
    const headings = await main(page).getByRole("heading", { level: 2 }).allInnerTexts();
    const sectionTitles = content.sections.map((s) => s.head.title);
    const positions = [...sectionTitles, content.process.head.title].map((t) =>
      headings.indexOf(t),
    );
    expect(positions.every((p) => p >= 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);

    const steps = page
      .getByRole("region", { name: content.process.head.title })
      .getByRole("listitem");
    const stepTitles = (await steps.getByRole("heading", { level: 3 }).allTextContents()).map((t) =>
      t.replace(/\s+/g, " ").trim(),
    );
    expect(stepTitles).toEqual(content.process.steps.map((s, i) => `Step ${i + 1}: ${s.title}`));
    expect(
      await page.getByRole("region", { name: content.process.head.title }).locator("ol").count(),
    ).toBe(1);
  });

  it(`has ${content.faqs.length} FAQs; one answer open at a time`, async () => {
    const page = await browser.newPage("mobile");
    await visit(page, path);
    expect(await page.locator("#faq details").count()).toBe(content.faqs.length);
    expect(await openQuestions(page)).toEqual([content.faqs[0]!.question]);
    await page.getByText(content.faqs[1]!.question, { exact: true }).click();
    expect(await openQuestions(page)).toEqual([content.faqs[1]!.question]);
    await page.getByText(content.faqs[1]!.question, { exact: true }).click();
    expect(await openQuestions(page)).toEqual([]);
  });

  it("links to related services and to the location pages", async () => {
    const page = await browser.newPage("desktop");
    await visit(page, path);
    const related = page.getByRole("region", { name: "Other glass we look after" });
    const hrefs = await related
      .getByRole("link")
      .evaluateAll((links) => links.map((a) => a.getAttribute("href")!));
    expect(hrefs.some((h) => h.startsWith("/services/") && h !== path)).toBe(true);
    expect(hrefs.filter((h) => h.startsWith("/location/")).length).toBeGreaterThanOrEqual(8);
    expect(service.name.length).toBeGreaterThan(0);
  });
});
