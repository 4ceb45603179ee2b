import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { figureLabels } from "~/config/figures";
import { siteConfig } from "~/config/site";
import { aboutContent, whyChooseUs } from "~/data/about";
import { staticPages } from "~/data/pages";
import { connectBrowser, visit, showAll } from "./browser";

const browser = connectBrowser();
const path = staticPages.about.path;
const main = (page: Page) => page.getByRole("main");

describe("about page", () => {
  it("tells the story, then the four values, then why to choose us", async () => {
    const page = await browser.newPage("desktop");
    await visit(page, path);
    await showAll(page);
    expect(await main(page).getByRole("heading", { level: 1 }).innerText()).toBe(
      staticPages.about.heading,
    );
    const headings = await main(page).getByRole("heading", { level: 2 }).allInnerTexts();
    expect(headings).toEqual([
      aboutContent.story.head.title,
      aboutContent.values.head.title,
      aboutContent.why.head.title,
      "Get your glass fixed today",
    ]);
    const story = page.getByRole("region", { name: aboutContent.story.head.title });
    for (const paragraph of aboutContent.story.paragraphs) {
      expect(await story.getByText(paragraph, { exact: true }).isVisible()).toBe(true);
    }
  });

  it("shows four value cards", async () => {
    const page = await browser.newPage("mobile");
    await visit(page, path);
    await showAll(page);
    const values = page.getByRole("region", { name: aboutContent.values.head.title });
    expect(await values.getByRole("listitem").count()).toBe(4);
    expect(await values.getByRole("heading", { level: 3 }).allInnerTexts()).toEqual(
      aboutContent.values.items.map((v) => v.title),
    );
  });

  it("lists why to choose us: glass, technicians, warranty, experience, insurance, payment", async () => {
    const page = await browser.newPage("desktop");
    await visit(page, path);
    await showAll(page);
    const why = page.getByRole("region", { name: aboutContent.why.head.title });
    const titles = await why.getByRole("heading", { level: 3 }).allInnerTexts();
    expect(titles).toEqual(whyChooseUs.map((w) => w.title));
    expect(titles).toEqual([
      "OEM-quality glass",
      "Certified technicians",
      `${siteConfig.figures.warrantyTerm} warranty`,
      `${siteConfig.figures.yearsExperience} ${figureLabels.yearsExperience}`,
      "Insurance billed directly",
      "Pay when the job is done",
    ]);
    const payment = await why.getByRole("listitem").last().innerText();
    for (const method of siteConfig.paymentMethods) {
      expect(payment.toLowerCase()).toContain(method.toLowerCase());
    }
  });

  it("ends with call, text and quote actions", async () => {
    const page = await browser.newPage("mobile");
    await visit(page, path);
    const cta = page.getByRole("region", { name: "Get your glass fixed today" });
    expect(
      await cta
        .getByRole("link", { name: `Call ${siteConfig.phone.display}` })
        .getAttribute("href"),
    ).toBe(siteConfig.phone.tel);
    expect(
      await cta
        .getByRole("link", { name: `Text ${siteConfig.phone.display}` })
        .getAttribute("href"),
    ).toBe(siteConfig.phone.sms);
    expect(await cta.getByRole("link", { name: /Get Free Quote/ }).getAttribute("href")).toBe(
      siteConfig.quoteFormUrl,
    );
  });
});
