import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { contactFormText } from "../core/data/contact-form";
import { faqs } from "../app/data/faqs";
import { homeContent } from "../app/data/home";
import { quoteFormText } from "../core/data/quote-form";
import { locationPages } from "../app/data/site-pages";
import { connectBrowser, islandsReady, showAll } from "./browser";
import { byInsurance, openQuoteDetails } from "./lead-forms";
import { sentLeads, storedLeads, uniqueRef } from "./lead-service";

const browser = connectBrowser();

/**
 * Holds back an island's script until `release()` is called, as a slow phone network would:
 * the page shows the island's server-rendered HTML, and the visitor can act on it first.
 */
async function holdIsland(page: Page, component: string) {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  let requested = false;
  await page.route(new RegExp(`/assets/${component}\\.[\\w-]+\\.js$`), async (route) => {
    requested = true;
    await released;
    await route.continue();
  });
  return { release, requested: () => requested };
}

describe("islands before they hydrate", () => {
  it("keep a click on Show map made before the map's script has arrived", async () => {
    const page = await browser.newPage("desktop");
    await page
      .context()
      .route(/^https:\/\/(maps|www)\.google\.com\//, (route) =>
        route.fulfill({ contentType: "text/html", body: "<title>Map</title>" }),
      );
    const held = await holdIsland(page, "LazyMap");
    await page.goto("/");
    await islandsReady(page);
    const coverage = page.getByRole("region", { name: homeContent.coverage.head.title });
    await coverage.getByRole("button", { name: "Show map" }).click();
    // The island asked for its script when the visitor came near it; it has not arrived yet.
    await expect.poll(held.requested).toBe(true);
    expect(await coverage.locator("iframe").count()).toBe(0);

    held.release();
    await coverage.locator("iframe").waitFor();
    expect(await coverage.getByRole("button", { name: "Show map" }).count()).toBe(0);
  });

  it("hold a send pressed before the form's script arrived, and send it once it has", async () => {
    const page = await browser.newPage("desktop");
    const held = await holdIsland(page, "ContactForm");
    await page.goto("/contact-us");
    const form = page.getByRole("form", { name: contactFormText.name });
    const { labels } = contactFormText;
    await form.getByRole("textbox", { name: labels.name }).fill("Quick Sender");
    await form.getByRole("textbox", { name: labels.email }).fill("quick@example.ca");
    await form
      .getByRole("textbox", { name: labels.message })
      .fill("Sent before the page was ready.");
    await form.getByRole("button", { name: contactFormText.submit }).click();
    await expect.poll(held.requested).toBe(true);
    // Not posted as a plain page request: the visitor is still on the page, values in place.
    expect(new URL(page.url()).pathname).toBe("/contact-us");
    expect(await form.getByRole("textbox", { name: labels.name }).inputValue()).toBe(
      "Quick Sender",
    );

    held.release();
    const toast = page.getByRole("status").filter({ hasText: contactFormText.toastTitle });
    await toast.waitFor();
  });

  describe("the quote form", () => {
    it("sends what the visitor typed before the form's script arrived", async () => {
      const { path, location } = locationPages().find((p) => p.location.focus === "auto-glass")!;
      const page = await browser.newPage("mobile");
      const sent = sentLeads(page);
      const held = await holdIsland(page, "QuoteForm");
      await page.goto(path);

      const form = page.getByRole("form", { name: quoteFormText.title });
      const { labels } = quoteFormText;
      await form.getByRole("textbox", { name: labels.name }).fill("Early Typist");
      await form.getByRole("textbox", { name: labels.phone }).fill("416 555 0123");
      await form
        .getByRole("combobox", { name: labels.service })
        .selectOption("Sunroof Glass Replacement");
      const ref = uniqueRef();
      await openQuoteDetails(page);
      await form
        .getByRole("textbox", { name: labels.damage })
        .fill(`Typed before the scripts loaded (${ref})`);
      await form
        .getByRole("combobox", { name: labels.payer })
        .selectOption({ label: byInsurance.label });
      await expect.poll(held.requested).toBe(true);

      held.release();
      await islandsReady(page);
      // Hydration keeps the fields as the visitor left them.
      expect(await form.getByRole("textbox", { name: labels.name }).inputValue()).toBe(
        "Early Typist",
      );
      await form.getByRole("button", { name: quoteFormText.submit }).click();
      await page.getByRole("status").filter({ hasText: quoteFormText.toastTitle }).waitFor();
      expect(sent[0]?.body.fields).toMatchObject({
        place: location.city,
        name: "Early Typist",
        phone: "416 555 0123",
        service: "Sunroof Glass Replacement",
        damage: `Typed before the scripts loaded (${ref})`,
        payer: "insurance",
      });
      expect(await storedLeads(ref)).toHaveLength(1);
    });
  });
});

describe("with JavaScript off", () => {
  it("the FAQ still opens one answer at a time", async () => {
    const page = await browser.newPage("mobile", { javaScriptEnabled: false });
    await page.goto("/");
    await showAll(page);
    const faq = page.getByRole("region", { name: homeContent.faq.head.title });
    const open = () => faq.locator("details[open] summary").allInnerTexts();
    expect(await open()).toEqual([faqs.home[0]!.question]);
    await faq.getByText(faqs.home[2]!.question, { exact: true }).click();
    expect(await open()).toEqual([faqs.home[2]!.question]);
    expect(await faq.getByText(faqs.home[2]!.answer).isVisible()).toBe(true);
  });
});
