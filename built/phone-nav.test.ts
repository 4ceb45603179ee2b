// The sticky call, text and quote bar as built on every page. When it shows, and what it never
// covers, is in e2e/phone-nav.e2e.ts and the engines' suite.
import { describe, expect, it } from "vitest";
import { siteConfig } from "../core/config/site";
import { quickActions } from "../app/data/navigation";
import { quoteTarget } from "../core/data/pages";
import { sitePaths } from "../app/data/site-pages";
import { builtPage } from "./built-html";
const { phone } = siteConfig;

describe("the sticky Call, Text and Get Free Quote bar", () => {
  it("is on every page, with the phone's call and text links and the page's way to the quote form", () => {
    for (const path of sitePaths()) {
      const html = builtPage(path);
      const bars = html.querySelectorAll("[data-sticky-bar]");
      expect(bars, path).toHaveLength(1);
      const hrefs = [...bars[0]!.querySelectorAll("a")].map((a) => [
        a.textContent?.trim(),
        a.getAttribute("href"),
        a.getAttribute("target") ?? null,
      ]);
      // A page whose hero holds the quote form (a city's, the contact page) goes to it; every
      // other page to the quote page.
      expect(hrefs, path).toEqual([
        [quickActions.call, phone.tel, null],
        [quickActions.text, phone.sms, null],
        [
          expect.stringContaining(quickActions.quote),
          html.querySelector("#hero-form") ? "#hero-form" : quoteTarget,
          null,
        ],
      ]);
    }
  });
});
