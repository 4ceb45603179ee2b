import { describe, expect, it } from "vitest";
import { siteConfig } from "../app/config/site";
import { quickActions } from "../app/data/navigation";
import { sitePages } from "../app/data/site-pages";
import { builtPage, collapsed, linksNamed, textOf } from "./built-html";

const { phone } = siteConfig;

/**
 * What every page says before any script runs, from the built files. Every page loads in a
 * browser without a console error at phone and wide widths in e2e/layout.e2e.ts, and answers
 * 200 from every server in e2e/server.e2e.ts.
 */
describe("every route", () => {
  it("has one h1, its lead, a call link and Get Free Quote in the page, before any script runs", () => {
    for (const sitePage of sitePages()) {
      const { path } = sitePage;
      const main = builtPage(path).querySelector("main")!;
      const h1s = main.querySelectorAll("h1");
      expect(h1s, path).toHaveLength(1);
      expect(textOf(h1s[0]!), path).toBe(collapsed(sitePage.heading));
      expect(textOf(main), path).toContain(collapsed(sitePage.lead));

      const [call] = linksNamed(main, `Call ${phone.display}`);
      expect(call?.getAttribute("href"), path).toBe(phone.tel);
      const [quote] = linksNamed(main, new RegExp(quickActions.quote));
      if (sitePage.kind === "location") {
        // Location pages have the quote form itself in the hero.
        expect(quote?.getAttribute("href"), path).toBe("#hero-form");
      } else {
        expect(quote?.getAttribute("href"), path).toBe(siteConfig.quoteFormUrl);
        expect(quote?.getAttribute("target"), path).toBe("_blank");
        expect(quote?.getAttribute("rel"), path).toBe("noopener noreferrer");
      }
    }
  });

  it("has the header and the footer on every page", () => {
    for (const { path } of sitePages()) {
      const page = builtPage(path);
      const banner = page.querySelector("header")!;
      expect(linksNamed(banner, `${siteConfig.shortName}, home`), path).toHaveLength(1);
      const footer = page.querySelector("footer")!;
      expect(linksNamed(footer, `Text ${phone.display}`), path).toHaveLength(1);
      expect(textOf(footer), path).toContain(`within ${siteConfig.serviceRadiusKm} km`);
    }
  });
});
