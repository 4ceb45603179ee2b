import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { siteConfig } from "../core/config/site";
import { everyPageText } from "../app/data/every-page";
import { navigation } from "../app/data/navigation";
import { connectBrowser, visit } from "./browser";
import { poll } from "./poll";

const browser = connectBrowser();
const [, autoGlass, locations] = navigation.menus;
const { header } = everyPageText;

function nav(page: Page) {
  return page.getByRole("navigation", { name: header.mainNav });
}

async function isVisible(page: Page, name: string) {
  return nav(page).getByRole("link", { name, exact: false }).first().isVisible();
}

describe("header on a wide screen", () => {
  it("closes a menu when keyboard focus leaves the navigation", async () => {
    const page = await browser.newPage("desktop");
    await visit(page, "/");
    const trigger = nav(page).getByRole("button", { name: locations.label });
    await nav(page).getByRole("button", { name: autoGlass.label }).focus();
    await page.keyboard.press("Tab"); // into the Auto Glass menu...
    for (let i = 0; i < autoGlass.columns[0]!.links.length; i += 1)
      await page.keyboard.press("Tab");
    // ...and out of it onto the Locations trigger, which opens its own menu.
    await expect(trigger.evaluate((el) => el === document.activeElement)).resolves.toBe(true);
    expect(await poll(() => isVisible(page, "Newmarket"), Boolean)).toBe(true);

    await page
      .getByRole("banner")
      .getByRole("link", { name: /^Contact/ })
      .focus();
    expect(
      await poll(
        () => isVisible(page, "Newmarket"),
        (v) => !v,
      ),
    ).toBe(false);
  });

  it("shows the Locations menu in two columns, Toronto and York Region", async () => {
    const page = await browser.newPage("desktop");
    await visit(page, "/");
    await nav(page).getByRole("button", { name: locations.label }).hover();
    for (const column of locations.columns) {
      expect(
        await poll(() => nav(page).getByText(column.title, { exact: true }).isVisible(), Boolean),
      ).toBe(true);
      for (const link of column.links) {
        const anchor = nav(page).getByRole("link", { name: link.label, exact: true });
        expect(await anchor.isVisible()).toBe(true);
        expect(await anchor.getAttribute("href")).toBe(link.path);
      }
    }
  });

  it("stays fixed at the top while the page scrolls", async () => {
    const page = await browser.newPage("desktop");
    await visit(page, "/");
    await page.mouse.wheel(0, 1500);
    await page.waitForFunction(() => window.scrollY > 200);
    const box = await page.getByRole("banner").boundingBox();
    expect(box?.y).toBe(0);
    expect(
      await page.getByRole("banner").getByRole("link", { name: header.callLabel }).isVisible(),
    ).toBe(true);
  });
});

describe("header on a phone", () => {
  it("shows only the logo, Contact, Call and Menu", async () => {
    const page = await browser.newPage("mobile");
    await visit(page, "/");
    const banner = page.getByRole("banner");
    const contact = banner.getByRole("link", { name: header.contact });
    const call = banner.getByRole("link", { name: header.callLabel });
    expect(await contact.isVisible()).toBe(true);
    expect(await contact.getAttribute("href")).toBe(navigation.contact.path);
    expect(await call.isVisible()).toBe(true);
    expect(await call.getAttribute("href")).toBe(siteConfig.phone.tel);
    expect(await call.innerText()).toBe(header.call);

    const visibleLinks = await banner
      .getByRole("link")
      .evaluateAll((els) =>
        els
          .filter((el) => (el as HTMLElement).offsetParent !== null)
          .map((el) => el.getAttribute("href")),
      );
    // With the page's script running, Menu is the button that opens the phone menu
    // (e2e/phone-nav.e2e.ts); without it, a link to the footer's navigation.
    expect(visibleLinks).toEqual(["/", navigation.contact.path, siteConfig.phone.tel]);
    const visibleButtons = await banner
      .getByRole("button")
      .evaluateAll((els) =>
        els
          .filter((el) => (el as HTMLElement).offsetParent !== null)
          .map((el) => el.textContent?.trim()),
      );
    expect(visibleButtons).toEqual([header.menu]);
  });
});
