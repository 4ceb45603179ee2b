// Finding the way: the header's menus on a wide screen, by pointer and keyboard; on a phone, the
// menu dialog, the sticky Call, Text and Get Free Quote bar, and the glide to the form.
import { describe, expect, it } from "vitest";
import { uiTimings } from "../../../core/config/ui";
import { navigation, quickActions } from "../../../app/data/navigation";
import { viewports } from "../../browser";
import { poll } from "../../poll";
import type { EnginePage } from "../page";
import { city, expectInView, phone, type Suite } from "./shared";

const [windshield, autoGlass] = navigation.menus;

export function headerMenus({ name, open }: Suite) {
  describe(`${name}: the header on a wide screen`, () => {
    const nav = (page: EnginePage) => page.get({ role: "navigation", name: "Main" });
    const firstLink = windshield!.columns[0]!.links[0]!;

    it("opens a menu when pointed at, closes it when the pointer leaves, and follows a link", async () => {
      const page = await open(viewports.desktop);
      await page.goto("/");
      const trigger = nav(page).get({ role: "button", name: windshield!.label });
      const link = nav(page).get({ role: "link", name: new RegExp(`^${firstLink.label}`) });
      expect(await link.isVisible()).toBe(false);
      await trigger.hover();
      await link.waitFor();
      expect(await link.attribute("href")).toBe(firstLink.path);
      expect(await trigger.attribute("aria-expanded")).toBe("true");
      await page.mouse.move(640, 760);
      await link.waitFor("hidden");

      const target = autoGlass!.columns[0]!.links[2]!;
      await nav(page).get({ role: "button", name: autoGlass!.label }).hover();
      await nav(page)
        .get({ role: "link", name: new RegExp(`^${target.label}`) })
        .click();
      await page.waitForURL((url) => url.pathname === target.path);
    });

    it("opens a menu on keyboard focus, walks it with Tab and closes it on Escape", async () => {
      const page = await open(viewports.desktop);
      await page.goto("/");
      const trigger = nav(page).get({ role: "button", name: windshield!.label });
      await nav(page).get({ role: "link", name: navigation.about.label }).focus();
      await page.press("Tab");
      expect(await poll(() => trigger.isFocused(), Boolean)).toBe(true);
      const link = nav(page).get({ role: "link", name: new RegExp(`^${firstLink.label}`) });
      await link.waitFor();
      await page.press("Tab");
      expect(await page.evaluate(() => document.activeElement?.getAttribute("href"))).toBe(
        firstLink.path,
      );
      await page.press("Escape");
      await link.waitFor("hidden");
      expect(await trigger.isFocused()).toBe(true);
    });
  });
}

export function phoneNavigation({ name, open }: Suite) {
  describe(`${name}: on a phone`, () => {
    const banner = (page: EnginePage) => page.get({ role: "banner" });
    /** The Menu control: a link to the footer's navigation until its island hydrates. */
    const menu = (page: EnginePage) => banner(page).get({ css: "a, button", name: "Menu" });
    const dialog = (page: EnginePage) => page.get({ role: "dialog", name: "Menu" });

    it("the menu opens as a dialog, takes the focus, closes on Escape and by its button", async () => {
      const page = await open(viewports.mobile);
      await page.goto(city.path);
      await menu(page).click();
      await dialog(page).waitFor();
      expect((await page.url()).hash).toBe("");
      expect(
        await dialog(page)
          .get({ role: "link", name: city.location.menuLabel })
          .attribute("aria-current"),
      ).toBe("page");
      expect(await dialog(page).get({ role: "link", name: /^Call/ }).attribute("href")).toBe(
        phone.tel,
      );
      expect(
        await page.evaluate(() =>
          document.querySelector("dialog[open]")?.contains(document.activeElement),
        ),
      ).toBe(true);
      await page.press("Escape");
      await dialog(page).waitFor("hidden");
      expect(
        await poll(() => banner(page).get({ role: "button", name: "Menu" }).isFocused(), Boolean),
      ).toBe(true);

      await menu(page).click();
      await dialog(page).get({ role: "button", name: "Close menu" }).click();
      await dialog(page).waitFor("hidden");

      await menu(page).click();
      await dialog(page).get({ role: "link", name: navigation.about.label }).click();
      await page.waitForURL((url) => url.pathname === navigation.about.path);
    });

    it("the Call, Text and Get Free Quote bar appears past 80% of the screen and takes a visitor to the form", async () => {
      const page = await open(viewports.mobile);
      await page.goto(city.path);
      const bar = page.get({ css: "[data-sticky-bar]", hidden: true });
      const call = bar.get({ role: "link", name: quickActions.call });
      const threshold = viewports.mobile.height * uiTimings.stickyBarThreshold;
      expect(await call.isVisible()).toBe(false);
      await page.scrollTo(threshold - 20);
      expect(await call.isVisible()).toBe(false);
      await page.scrollTo(threshold + 20);
      await call.waitFor();
      expect(await call.attribute("href")).toBe(phone.tel);
      expect(await bar.get({ role: "link", name: quickActions.text }).attribute("href")).toBe(
        phone.sms,
      );
      await page.scrollTo(0);
      await call.waitFor("hidden");

      await page.scrollTo(3000);
      await bar.get({ role: "link", name: new RegExp(quickActions.quote) }).click();
      await page.waitForURL((url) => url.hash === "#hero-form");
      await expectInView(page, "hero-form");
    });

    it("Get Free Quote glides to the form on the page", async () => {
      const page = await open(viewports.mobile);
      await page.goto(city.path);
      expect(
        await page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior),
      ).toBe("smooth");
      const buttons = page.get({ role: "link", name: "Get Free Quote" });
      expect(await buttons.count()).toBe(2);
      // The closing call to action, reached as a visitor reaches it: by reading down the page.
      await page.readThrough();
      await buttons.nth(1).click();
      await page.waitForURL((url) => url.hash === "#hero-form");
      await expectInView(page, "hero-form");
    });
  });
}
