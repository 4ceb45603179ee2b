import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { siteConfig } from "../core/config/site";
import { faqs } from "../app/data/faqs";
import { homeContent } from "../app/data/home";
import { heroFormId, quoteTarget, staticPages } from "../core/data/pages";
import { quoteFormText } from "../core/data/quote-form";
import { connectBrowser, framesDrawn, pointAt, visit } from "./browser";
import { openQuoteDetails, quote, quoteForm } from "./lead-forms";
import { storedLeads, uniqueRef } from "./lead-service";
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
  it("takes the visitor to our own quote form, reading 'Opening Form...' and disabled while it opens", async () => {
    const page = await browser.newPage("mobile");
    // The next page comes slowly, as on a weak phone signal: it is held until the test lets go.
    // (While a navigation is pending the test cannot ask the page anything: the button reports
    // each change of itself through a binding instead.)
    let letGo = () => {};
    const held = new Promise<void>((resolve) => (letGo = resolve));
    let asked = 0;
    await page.route(`**${staticPages.contact.path}`, async (route) => {
      asked += 1;
      await held;
      await route.fallback();
    });
    const states: string[] = [];
    await page.exposeFunction("quoteButtonChanged", (state: string) => states.push(state));
    await visit(page, "/");
    const card = main(page)
      .getByRole("heading", { name: homeContent.quoteCard.title })
      .locator("..");
    const button = card.getByRole("link", { name: /Get Free Quote/ });
    await pointAt(button);
    const promise = `We answer every request within ${siteConfig.figures.quoteResponse}.`;
    expect(await card.getByText(promise).isVisible()).toBe(true);
    await button.evaluate((link) => {
      const report = (window as unknown as { quoteButtonChanged(s: string): void })
        .quoteButtonChanged;
      new MutationObserver(() =>
        report(`${link.textContent} disabled=${link.getAttribute("aria-disabled")}`),
      ).observe(link, { subtree: true, childList: true, characterData: true, attributes: true });
    });
    const box = (await button.boundingBox())!;

    await button.click({ noWaitAfter: true });
    expect(await poll(async () => states[0], Boolean)).toBe("Opening Form... disabled=true");
    // A second tap while it is busy asks for nothing more.
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    expect(
      await poll(
        async () => asked,
        (n) => n === 1,
      ),
    ).toBe(1);

    letGo();
    await page.waitForURL(`**${quoteTarget}`);
    expect(asked).toBe(1);

    // The request sent from there is in the owner's inbox.
    const f = quoteForm(page);
    await f.name.waitFor();
    const ref = uniqueRef();
    await f.name.fill(quote.name);
    await f.phone.fill(quote.phone);
    await f.service.selectOption({ index: 1 });
    await openQuoteDetails(page);
    await f.damage.fill(`A crack (${ref})`);
    await f.submit.click();
    await page.getByText(quoteFormText.toastTitle).waitFor();
    expect((await storedLeads(ref)).map((lead) => [lead.Name, lead.Page])).toEqual([
      [quote.name, staticPages.contact.path],
    ]);
  });

  it("keeps the quote button a working link to our form with JavaScript off", async () => {
    const page = await browser.newPage("mobile", { javaScriptEnabled: false });
    await page.goto("/");
    const card = main(page)
      .getByRole("heading", { name: homeContent.quoteCard.title })
      .locator("..");
    const link = card.getByRole("link", { name: /Get Free Quote/ });
    expect(await link.getAttribute("href")).toBe(quoteTarget);
    expect(await link.getAttribute("target")).toBeNull();
    await link.click();
    await page.waitForURL(`**${quoteTarget}`);
    expect(await page.locator(`#${heroFormId} form`).count()).toBe(1);
  });

  // How the FAQ opens and closes is the cross-engine suite's; what a screen reader is told is
  // read from Chromium's accessibility tree.
  it("tells a screen reader which FAQ answer is open", async () => {
    const page = await browser.newPage("desktop");
    await visit(page, "/");
    const [first, second] = faqs.home;
    await main(page).getByText(second!.question, { exact: true }).click();
    expect(await poll(() => expandedState(page, second!.question), Boolean)).toBe(true);
    expect(await expandedState(page, first!.question)).toBe(false);
  });

  // The map in its place once asked for is the cross-engine suite's; that the maps service is
  // asked for nothing until then is read from the requests Chromium makes.
  it("asks the maps service for nothing until the visitor asks for the map", async () => {
    const page = await browser.newPage("desktop");
    const mapRequests: string[] = [];
    await page.context().route(/^https:\/\/(maps|www)\.google\.com\//, (route) => {
      mapRequests.push(route.request().url());
      return route.fulfill({ contentType: "text/html", body: "<title>Map</title>" });
    });
    await visit(page, "/");
    await framesDrawn(page);
    expect(mapRequests).toEqual([]);

    await main(page)
      .getByRole("region", { name: homeContent.coverage.head.title })
      .getByRole("button", { name: "Show map" })
      .click();
    expect(
      await poll(
        async () => mapRequests.length,
        (n) => n > 0,
      ),
    ).toBeGreaterThan(0);
  });
});
