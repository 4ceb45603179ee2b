// The home page: its quote button (our own form, or a CRM's), the FAQ and the map on request.
import { describe, expect, inject, it } from "vitest";
import { siteConfig } from "../../../core/config/site";
import { uiTimings } from "../../../core/config/ui";
import { faqs } from "../../../app/data/faqs";
import { homeContent } from "../../../app/data/home";
import { heroFormId, quoteTarget, staticPages } from "../../../core/data/pages";
import { viewports } from "../../browser";
import { quote } from "../../lead-forms";
import { leadEndpointPerTest } from "../../lead-server";
import { poll } from "../../poll";
import { expectInView, quoteForm, type Suite } from "./shared";

export function homePage({ name, open }: Suite) {
  describe(`${name}: the home page`, () => {
    const endpoint = leadEndpointPerTest(name);

    it("the quote button takes the visitor to our quote form", async () => {
      const page = await open(viewports.mobile);
      await page.goto("/");
      const button = page.get({ role: "main" }).get({ role: "link", name: /Get Free Quote/ });
      expect(await button.attribute("href")).toBe(quoteTarget);
      await button.pointAt();
      await button.click();
      await page.waitForURL(
        (url) => url.pathname === staticPages.contact.path && url.hash === `#${heroFormId}`,
      );
      await expectInView(page, heroFormId);
      await quoteForm(page).name.fill(quote.name);
    });

    it("with a CRM's form, the quote button opens it, reads 'Opening Form...' and is back after two seconds", async () => {
      // That build's lead service, which counts the tap, is the test's own.
      await endpoint.start();
      const page = await open(viewports.mobile, { baseURL: endpoint.siteURL });
      await page.goto("/");
      const main = page.get({ role: "main" });
      const button = main.get({ role: "link", name: /Get Free Quote/ });
      expect(await button.attribute("href")).toBe(inject("crmFormUrl"));
      await button.pointAt();
      const clicked = Date.now();
      await button.click();
      const busy = main.get({ role: "link", name: /Opening Form\.\.\./ });
      await busy.waitFor();
      expect(await busy.attribute("aria-disabled")).toBe("true");
      expect((await page.url()).pathname).toBe("/");
      await busy.waitFor("hidden", uiTimings.quoteButtonResetMs + 3_000);
      expect(Date.now() - clicked).toBeGreaterThanOrEqual(uiTimings.quoteButtonResetMs - 400);
      expect(
        await main.get({ role: "link", name: /Get Free Quote/ }).attribute("aria-disabled"),
      ).toBeNull();
    });

    it("the FAQ opens one answer at a time, by pointer and keyboard", async () => {
      const page = await open(viewports.desktop);
      await page.goto("/");
      const items = faqs.home;
      const open_ = () =>
        page.evaluate(() =>
          [...document.querySelectorAll("main details:not(form details)")]
            .filter((d) => (d as HTMLDetailsElement).open)
            .map((d) => d.querySelector("summary")?.textContent?.trim() ?? ""),
        );
      const question = (i: number) =>
        page.get({ role: "main" }).get({ css: "summary", text: items[i]!.question });
      expect(await open_()).toEqual([items[0]!.question]);
      await question(1).click();
      expect(await poll(open_, (q) => q[0] === items[1]!.question)).toEqual([items[1]!.question]);
      expect(await page.get({ text: items[1]!.answer }).isVisible()).toBe(true);
      expect(await page.get({ text: items[0]!.answer }).isVisible()).toBe(false);
      await question(1).click();
      expect(await poll(open_, (q) => q.length === 0)).toEqual([]);
      await question(2).focus();
      await page.press("Enter");
      expect(await poll(open_, (q) => q.length === 1)).toEqual([items[2]!.question]);
      await page.press("Space");
      expect(await poll(open_, (q) => q.length === 0)).toEqual([]);
    });

    it("shows the map only when asked", async () => {
      const page = await open(viewports.desktop);
      await page.goto("/");
      const coverage = page.get({ role: "region", name: homeContent.coverage.head.title });
      const frame = coverage.get({ css: "iframe" });
      expect(await frame.count()).toBe(0);
      await coverage.get({ role: "button", name: "Show map" }).click();
      await frame.waitFor();
      expect(await frame.attribute("title")).toContain(`${siteConfig.serviceRadiusKm} km`);
    });
  });
}
