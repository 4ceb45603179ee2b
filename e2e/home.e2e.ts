import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { siteConfig } from "~/config/site";
import { uiTimings } from "~/config/ui";
import { coverageCities } from "~/data/coverage";
import { faqs } from "~/data/faqs";
import { homeContent } from "~/data/home";
import { testimonials } from "~/data/testimonials";
import { baseURL, connectBrowser, framesDrawn, pointAt, visit, showAll } from "./browser";
import { poll } from "./poll";

const browser = connectBrowser();
const main = (page: Page) => page.getByRole("main");

/** The expanded state Chromium's accessibility tree gives a summary, as screen readers get it. */
async function expandedState(page: Page, summaryText: string): Promise<boolean | undefined> {
  const cdp = await page.context().newCDPSession(page);
  const { nodes } = (await cdp.send("Accessibility.getFullAXTree")) as {
    nodes: {
      name?: { value?: string };
      properties?: { name: string; value: { value: unknown } }[];
    }[];
  };
  await cdp.detach();
  const node = nodes.find(
    (n) => n.name?.value === summaryText && n.properties?.some((p) => p.name === "expanded"),
  );
  return node?.properties?.find((p) => p.name === "expanded")?.value.value as boolean | undefined;
}

describe("home page", () => {
  it("has the spec's sections in order", async () => {
    const page = await browser.newPage("desktop");
    await visit(page, "/");
    await showAll(page);
    const headings = await main(page).getByRole("heading", { level: 2 }).allInnerTexts();
    expect(headings.slice(0, 7)).toEqual([
      homeContent.quoteCard.title,
      homeContent.problems.head.title,
      homeContent.services.head.title,
      homeContent.process.head.title,
      homeContent.coverage.head.title,
      homeContent.testimonials.head.title,
      homeContent.faq.head.title,
    ]);
    await expect(main(page).getByText(homeContent.insurance.title).isVisible()).resolves.toBe(true);
  });

  it("opens the quote form in a new tab, reads 'Opening Form...' and is disabled for two seconds", async () => {
    const page = await browser.newPage("mobile");
    await page.clock.install();
    await page
      .context()
      .route(`${siteConfig.quoteFormUrl}**`, (route) =>
        route.fulfill({ contentType: "text/html", body: "<title>Quote request</title>" }),
      );
    await visit(page, "/");
    const card = main(page)
      .getByRole("heading", { name: homeContent.quoteCard.title })
      .locator("..");
    const button = card.getByRole("link", { name: /Get Free Quote/ });
    expect(await button.isVisible()).toBe(true);
    await pointAt(button);
    const promise = `We answer every request within ${siteConfig.figures.quoteResponse}.`;
    expect(await card.getByText(promise).isVisible()).toBe(true);

    // The page's clock stands still from here and moves only when the test moves it, so the
    // two seconds are the page's own, however busy the machine is.
    await page.clock.pauseAt(Date.now() + 1_000);
    const popupPromise = page.context().waitForEvent("page");
    await button.click();
    const popup = await popupPromise;
    await popup.waitForLoadState();
    expect(popup.url()).toBe(siteConfig.quoteFormUrl);

    const busy = card.getByRole("link", { name: /Opening Form\.\.\./ });
    expect(await busy.getAttribute("aria-disabled")).toBe("true");
    // A second tap while it is busy opens nothing.
    let opened = 0;
    page.context().on("page", () => (opened += 1));
    await busy.click({ force: true });
    expect(opened).toBe(0);

    // Still busy just before the two seconds are up...
    await page.clock.runFor(uiTimings.quoteButtonResetMs - 100);
    expect(await busy.count()).toBe(1);
    expect(opened).toBe(0);
    // ...and back to idle once they are.
    await page.clock.runFor(100);
    const idle = await poll(
      () => card.getByRole("link", { name: /Get Free Quote/ }).count(),
      (n) => n === 1,
    );
    expect(idle).toBe(1);
    expect(await button.getAttribute("aria-disabled")).toBeNull();
  });

  it("keeps the quote button a working link with JavaScript off", async () => {
    const page = await browser.newPage("mobile", { javaScriptEnabled: false });
    await page.goto("/");
    const card = main(page)
      .getByRole("heading", { name: homeContent.quoteCard.title })
      .locator("..");
    const link = card.getByRole("link", { name: /Get Free Quote/ });
    expect(await link.getAttribute("href")).toBe(siteConfig.quoteFormUrl);
    expect(await link.getAttribute("target")).toBe("_blank");
  });

  it("has an FAQ accordion: first open, one at a time, closable, keyboard operable", async () => {
    const page = await browser.newPage("desktop");
    await visit(page, "/");
    const items = faqs.home;
    const openQuestions = () =>
      page.$$eval("main details", (all) =>
        all
          .filter((d) => (d as HTMLDetailsElement).open)
          .map((d) => d.querySelector("summary")?.textContent ?? ""),
      );
    const question = (i: number) => main(page).getByText(items[i]!.question, { exact: true });
    const answerVisible = (i: number) => main(page).getByText(items[i]!.answer).isVisible();

    expect(await openQuestions()).toEqual([items[0]!.question]);
    expect(await answerVisible(0)).toBe(true);
    expect(await answerVisible(1)).toBe(false);

    await question(1).click();
    expect(await poll(openQuestions, (q) => q[0] === items[1]!.question)).toEqual([
      items[1]!.question,
    ]);
    expect(await answerVisible(1)).toBe(true);
    expect(await answerVisible(0)).toBe(false);

    await question(1).click();
    expect(await poll(openQuestions, (q) => q.length === 0)).toEqual([]);

    await question(2).focus();
    await page.keyboard.press("Enter");
    expect(await poll(openQuestions, (q) => q.length === 1)).toEqual([items[2]!.question]);
    expect(await expandedState(page, items[2]!.question)).toBe(true);
    expect(await expandedState(page, items[1]!.question)).toBe(false);
    await page.keyboard.press("Space");
    expect(await poll(openQuestions, (q) => q.length === 0)).toEqual([]);

    const html = await (await fetch(`${baseURL}/`)).text();
    const decoded = html
      .replace(/&#x27;/g, "'")
      .replace(/&amp;/g, "&")
      .replace(/&quot;/g, '"');
    for (const item of items) expect(decoded).toContain(item.answer);
  });

  it("loads the map only when the visitor asks for it", async () => {
    const page = await browser.newPage("desktop");
    const mapRequests: string[] = [];
    await page.context().route(/^https:\/\/(maps|www)\.google\.com\//, (route) => {
      mapRequests.push(route.request().url());
      return route.fulfill({ contentType: "text/html", body: "<title>Map</title>" });
    });
    await visit(page, "/");
    const coverage = main(page).getByRole("region", { name: homeContent.coverage.head.title });
    expect(await coverage.locator("iframe").count()).toBe(0);
    await framesDrawn(page);
    expect(mapRequests).toEqual([]);

    await coverage.getByRole("button", { name: "Show map" }).click();
    const frame = coverage.locator("iframe");
    await frame.waitFor();
    expect(await frame.getAttribute("title")).toContain(`${siteConfig.serviceRadiusKm} km`);
    await poll(
      async () => mapRequests.length,
      (n) => n > 0,
    );
    expect(mapRequests.length).toBeGreaterThan(0);
  });

  it("lists the 18 cities, linking to the city pages that exist", async () => {
    const page = await browser.newPage("mobile");
    await visit(page, "/");
    await showAll(page);
    const coverage = main(page).getByRole("region", { name: homeContent.coverage.head.title });
    const names = await coverage.getByRole("listitem").allInnerTexts();
    expect(names.map((n) => n.trim())).toEqual([...coverageCities]);
    const links = coverage.getByRole("link", { name: "North York", exact: true });
    expect(await links.getAttribute("href")).toBe("/location/north-york-auto-glass");
    expect(await coverage.getByRole("link", { name: "Mississauga" }).count()).toBe(0);
    await expect(
      coverage.getByText(`${siteConfig.serviceRadiusKm} km`).first().isVisible(),
    ).resolves.toBe(true);
  });

  it("shows three testimonials with star ratings and the block's figures", async () => {
    const page = await browser.newPage("desktop");
    await visit(page, "/");
    await showAll(page);
    const reviews = main(page).getByRole("region", { name: homeContent.testimonials.head.title });
    const quotes = reviews.locator("blockquote");
    expect(await quotes.count()).toBe(3);
    for (const t of testimonials) {
      expect(await reviews.getByText(t.text).isVisible()).toBe(true);
      expect(await reviews.getByText(t.name).isVisible()).toBe(true);
    }
    expect(await reviews.getByRole("img", { name: "Rated 5 out of 5" }).count()).toBe(3);
    for (const value of [
      siteConfig.figures.rating,
      siteConfig.figures.yearsExperience,
      siteConfig.figures.customersServed,
    ]) {
      expect(await reviews.getByText(value, { exact: true }).isVisible()).toBe(true);
    }
  });
});
