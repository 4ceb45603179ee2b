import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { siteConfig } from "../core/config/site";
import { quoteFormText } from "../core/data/quote-form";
import { locationPages } from "../app/data/site-pages";
import { connectBrowser, pointAt, visit } from "./browser";
import { byInsurance, openQuoteDetails, quote, quoteForm } from "./lead-forms";
import { holdLeadSend, leadServiceFails } from "./lead-service";

const browser = connectBrowser();
const { phone } = siteConfig;

const typed = quote;

async function fill(page: Page, service = "Windshield Repair", values: Partial<typeof typed> = {}) {
  const f = quoteForm(page);
  await openQuoteDetails(page);
  const all = { ...typed, ...values };
  for (const key of Object.keys(all) as (keyof typeof typed)[]) await f[key].fill(all[key]);
  await f.service.selectOption({ label: service });
  await f.payer.selectOption({ label: byInsurance.label });
}

async function values(page: Page) {
  const f = quoteForm(page);
  const out: Record<string, string | boolean> = {};
  for (const key of Object.keys(typed) as (keyof typeof typed)[])
    out[key] = await f[key].inputValue();
  out.service = await f.service.inputValue();
  out.payer = await f.payer.inputValue();
  return out;
}

/** Whether the element has been scrolled to: its top just under the fixed header. */
const scrolledTo = (page: Page, selector: string) =>
  page.locator(selector).evaluate((el) => {
    const top = el.getBoundingClientRect().top;
    return top >= 0 && top < 160;
  });

const pages = locationPages();
/**
 * The location pages are one template filled from each place's record: what a visitor does on
 * it is checked on one of them, in the browser; what each page says, on every page, from the
 * built files (built/locations.test.ts).
 */
const { path } = pages[0]!;

describe("a location page, as a visitor uses it", () => {
  // Validation, sending and clearing are the cross-engine suite's (e2e/engines/suite.ts); what
  // needs a send held in flight is here.
  it("reads Sending... and is disabled while the send is on its way, then says it was sent", async () => {
    const page = await browser.newPage("desktop");
    await visit(page, path);
    const f = quoteForm(page);
    await pointAt(f.root);
    await fill(page);
    const release = await holdLeadSend(page);
    await f.submit.click();
    expect(await f.submit.innerText()).toBe(quoteFormText.sending);
    expect(await f.submit.isDisabled()).toBe(true);
    release();
    const toast = page.getByRole("status").filter({ hasText: quoteFormText.toastTitle });
    await toast.waitFor();
    expect(await toast.innerText()).toContain(quoteFormText.toastText);
  });
});

describe("Get Free Quote on a location page", () => {
  const scrollBehavior = (page: Page) =>
    page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior);

  it("glides to the form, and jumps without animation when reduced motion is preferred", async () => {
    const smooth = await browser.newPage("mobile", { reducedMotion: "no-preference" });
    await visit(smooth, path);
    expect(await scrollBehavior(smooth)).toBe("smooth");

    const page = await browser.newPage("mobile", { reducedMotion: "reduce" });
    await visit(page, path);
    expect(await scrollBehavior(page)).toBe("auto");
    await page.getByRole("link", { name: "Get Free Quote", exact: true }).first().click();
    // No animation: the form is in view straight after the click, with no frames in between.
    expect(await scrolledTo(page, "#hero-form")).toBe(true);
  });

  it("is a plain link to the form with JavaScript off", async () => {
    const page = await browser.newPage("mobile", { javaScriptEnabled: false });
    await page.goto(path);
    const buttons = page.getByRole("link", { name: "Get Free Quote", exact: true });
    expect(await buttons.count()).toBe(2);
    await buttons.nth(1).click();
    await expect.poll(() => page.evaluate(() => location.hash)).toBe("#hero-form");
    await expect.poll(() => scrolledTo(page, "#hero-form"), { timeout: 3000 }).toBe(true);
  });
});

describe("quote form and the lead service", () => {
  // A send refused, sent again as the same submission with its page and place, is the
  // cross-engine suite's (the stand-in answers 500); a lead service out of reach, which only
  // Playwright's interception makes, is here.
  it("keeps every value when the lead service is out of reach, and says the request may have arrived", async () => {
    const page = await browser.newPage("desktop");
    await leadServiceFails(page, "down");
    await visit(page, path);
    await pointAt(quoteForm(page).root);
    await fill(page, "Side Window Replacement");
    const before = await values(page);
    await quoteForm(page).submit.click();
    const unsure = page.getByRole("alert").filter({ hasText: "couldn't confirm" });
    await unsure.waitFor();
    expect(
      await unsure.getByRole("link", { name: `call ${phone.display}` }).getAttribute("href"),
    ).toBe(phone.tel);
    expect(await values(page)).toEqual(before);
  });
});
