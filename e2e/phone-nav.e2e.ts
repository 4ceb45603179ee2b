import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { siteConfig } from "../core/config/site";
import { navigation, quickActions } from "../app/data/navigation";
import { connectBrowser, framesDrawn, settled, visit } from "./browser";
import { contactForm } from "./lead-forms";

const browser = connectBrowser();
const { phone } = siteConfig;

async function box(locator: Locator) {
  const b = await locator.boundingBox();
  if (!b) throw new Error("element has no box");
  return b;
}

const header = (page: Page) => page.getByRole("banner");
/** The Menu control: a link to the footer's navigation until the page's script runs, a button after. */
const menuControl = (page: Page) =>
  header(page)
    .getByRole("link", { name: "Menu" })
    .or(header(page).getByRole("button", { name: "Menu" }));
const dialog = (page: Page) => page.getByRole("dialog", { name: "Menu" });

/** Every link a visitor must reach from the menu: services, locations, about and contact. */
const everyDestination = [
  ...navigation.menus.flatMap((menu) => menu.columns.flatMap((column) => column.links)),
  navigation.about,
  navigation.contact,
];

describe("the phone menu", () => {
  it("opens the whole navigation as a dialog with the first tap, with no island loaded", async () => {
    const page = await browser.newPage("mobile");
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
    });
    await visit(page, "/");
    await menuControl(page).tap();
    await dialog(page).waitFor();
    // The page's island loader file only: the menu is the page's own, with no island to load.
    expect(scripts).toEqual([expect.stringMatching(/^\/assets\/islands\.[\w-]+\.js$/)]);
    expect(new URL(page.url()).hash).toBe("");
    for (const link of everyDestination) {
      const anchor = dialog(page).getByRole("link", { name: link.label, exact: true });
      expect(await anchor.getAttribute("href"), link.label).toBe(link.path);
    }
    expect(await dialog(page).getByRole("link", { name: /^Call/ }).getAttribute("href")).toBe(
      phone.tel,
    );
    expect(await dialog(page).getByRole("link", { name: /^Text/ }).getAttribute("href")).toBe(
      phone.sms,
    );
    expect(
      await header(page).getByRole("button", { name: "Menu" }).getAttribute("aria-expanded"),
    ).toBe("true");
    // The page behind the open dialog is out of a screen reader's reach: only the dialog is left
    // in the accessibility tree the browser gives it.
    const cdp = await page.context().newCDPSession(page);
    const { nodes } = await cdp.send("Accessibility.getFullAXTree");
    const landmarks = nodes
      .filter((node) => !node.ignored)
      .map((node) => String(node.role?.value))
      .filter((role) => ["banner", "main", "contentinfo", "dialog"].includes(role));
    expect(landmarks).toEqual(["dialog"]);
  });

  // Escape, the close button, the focus given back and the link followed: the cross-engine suite.
  it("opens from the keyboard at tablet width, and Tab stays inside it", async () => {
    const page = await browser.newPage("mobile");
    await page.setViewportSize({ width: 768, height: 1024 });
    await visit(page, "/about-us");
    await menuControl(page).focus();
    await page.keyboard.press("Enter");
    await dialog(page).waitFor();
    const focusInside = () =>
      page.evaluate(() => document.querySelector("dialog[open]")?.contains(document.activeElement));
    expect(await focusInside()).toBe(true);
    for (let i = 0; i < everyDestination.length + 6; i += 1) {
      await page.keyboard.press("Tab");
      expect(await focusInside()).toBe(true);
    }
  });

  it("closes by a tap on the dimmed page beside it, which stays still while it is open", async () => {
    const page = await browser.newPage("mobile");
    await visit(page, "/");
    await menuControl(page).tap();
    await dialog(page).waitFor();
    // Once the sheet has slid in: at 390 px it leaves 6 px of the dimmed page on its left (a
    // tap at 10 px landed on the page only while the sheet was still sliding).
    await expect.poll(() => dialog(page).evaluate((el) => el.getAnimations().length)).toBe(0);
    const sheetLeft = await dialog(page).evaluate((el) => el.getBoundingClientRect().left);
    expect(sheetLeft).toBeGreaterThan(2);
    // The page behind stays still under a swipe beside the sheet.
    await page.mouse.move(sheetLeft / 2, 400);
    await page.mouse.wheel(0, 600);
    await framesDrawn(page);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await page.mouse.click(sheetLeft / 2, 400); // the dimmed page beside the sheet
    await dialog(page).waitFor({ state: "hidden" });
    // Closed, the page scrolls again.
    await page.mouse.wheel(0, 600);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  });

  it("without JavaScript, is a link to the footer's navigation, which lists every page", async () => {
    const page = await browser.newPage("mobile", { javaScriptEnabled: false });
    await page.goto("/");
    const link = header(page).getByRole("link", { name: "Menu" });
    expect(await link.getAttribute("href")).toBe(`#${navigation.footerNavId}`);
    await link.tap();
    await page.waitForURL(`**#${navigation.footerNavId}`);
    const target = page.locator(`#${navigation.footerNavId}`);
    expect(await target.isVisible()).toBe(true);
    for (const destination of everyDestination) {
      const anchor = target.locator(`a[href="${destination.path}"]`);
      expect(await anchor.count(), destination.path).toBeGreaterThan(0);
    }
  });

  it("is not there from 1024 px, where the main navigation is", async () => {
    const page = await browser.newPage("desktop");
    await page.setViewportSize({ width: 1024, height: 800 });
    await visit(page, "/");
    expect(await menuControl(page).isVisible()).toBe(false);
    expect(await header(page).getByRole("navigation", { name: "Main" }).isVisible()).toBe(true);
  });
});

describe("the sticky Call, Text and Get Free Quote bar", () => {
  const bar = (page: Page) => page.locator("[data-sticky-bar]");
  const scrollTo = (page: Page, y: number) =>
    page.evaluate((top) => window.scrollTo({ top, behavior: "instant" }), y);

  it("never covers the footer's last line or the contact form's send button", async () => {
    const page = await browser.newPage("mobile");
    await visit(page, "/contact-us");
    await scrollTo(page, 100_000);
    await bar(page)
      .getByRole("link", { name: quickActions.call, exact: true })
      .waitFor({ state: "visible" });
    await settled(bar(page)); // the bar's slide-in
    const barTop = (await box(bar(page))).y;
    const lastLine = page.getByRole("contentinfo").locator("p, li, a").last();
    const last = await box(lastLine);
    expect(last.y + last.height).toBeLessThanOrEqual(barTop);

    // Moving through the form with the keyboard brings the send button into view above the bar.
    const form = contactForm(page);
    await form.message.focus();
    await page.keyboard.press("Tab");
    expect(await form.submit.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await bar(page).isVisible()).toBe(true);
    await expect
      .poll(async () => {
        const button = await box(form.submit);
        return button.y + button.height <= (await box(bar(page))).y;
      })
      .toBe(true);
  });

  it("is never shown at 768 or 1280 px wide", async () => {
    const page = await browser.newPage("desktop");
    await visit(page, "/");
    for (const width of [768, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await scrollTo(page, 3000);
      await framesDrawn(page);
      expect(await bar(page).isVisible(), `${width} px`).toBe(false);
      await scrollTo(page, 0);
    }
  });
});
