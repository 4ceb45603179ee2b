import { describe, expect, it } from "vitest";
import { siteConfig } from "~/config/site";
import { sitePages } from "~/data/site-pages";
import { allPagesTimeout, baseURL, connectBrowser, visit } from "./browser";

const browser = connectBrowser();

describe("every route", () => {
  it(
    "answers 200 with its own title, description, canonical link, one h1 and a hero",
    async () => {
      const page = await browser.newPage("desktop");
      const seen = {
        titles: new Set<string>(),
        descriptions: new Set<string>(),
        canonicals: new Set<string>(),
      };

      for (const sitePage of sitePages()) {
        const response = await visit(page, sitePage.path);
        expect(response?.status(), sitePage.path).toBe(200);

        const title = await page.title();
        const description = await page.locator('meta[name="description"]').getAttribute("content");
        const canonical = await page.locator('link[rel="canonical"]').getAttribute("href");
        expect(title, sitePage.path).toContain(sitePage.title);
        expect(description, sitePage.path).toBe(sitePage.description);
        expect(canonical, sitePage.path).toBe(
          sitePage.path === "/"
            ? `${siteConfig.siteUrl}/`
            : `${siteConfig.siteUrl}${sitePage.path}`,
        );
        seen.titles.add(title);
        seen.descriptions.add(description ?? "");
        seen.canonicals.add(canonical ?? "");

        const h1 = page.getByRole("heading", { level: 1 });
        await expect(h1.count()).resolves.toBe(1);
        await expect(h1.textContent()).resolves.toBe(sitePage.heading);
        await expect(page.getByText(sitePage.lead).isVisible()).resolves.toBe(true);

        const main = page.getByRole("main");
        const call = main.getByRole("link", { name: `Call ${siteConfig.phone.display}` }).first();
        await expect(call.getAttribute("href")).resolves.toBe(siteConfig.phone.tel);
        const quote = main.getByRole("link", { name: /Get Free Quote/ }).first();
        await expect(quote.isVisible()).resolves.toBe(true);
        if (sitePage.kind === "location") {
          // Location pages have the quote form itself in the hero.
          await expect(quote.getAttribute("href")).resolves.toBe("#hero-form");
        } else {
          await expect(quote.getAttribute("href")).resolves.toBe(siteConfig.quoteFormUrl);
          await expect(quote.getAttribute("target")).resolves.toBe("_blank");
          await expect(quote.getAttribute("rel")).resolves.toBe("noopener noreferrer");
        }
      }

      const count = sitePages().length;
      expect(seen.titles.size).toBe(count);
      expect(seen.descriptions.size).toBe(count);
      expect(seen.canonicals.size).toBe(count);
    },
    allPagesTimeout(sitePages().length),
  );

  it(
    "has the header and the footer on every page",
    async () => {
      const page = await browser.newPage("desktop");
      for (const sitePage of sitePages()) {
        await page.goto(sitePage.path);
        const banner = page.getByRole("banner");
        await expect(
          banner.getByRole("link", { name: `${siteConfig.shortName}, home`, exact: true }).count(),
        ).resolves.toBe(1);
        const footer = page.getByRole("contentinfo");
        await expect(
          footer.getByRole("link", { name: `Text ${siteConfig.phone.display}` }).count(),
        ).resolves.toBe(1);
        await expect(
          footer.getByText(`within ${siteConfig.serviceRadiusKm} km`).count(),
        ).resolves.toBe(1);
      }
    },
    allPagesTimeout(sitePages().length),
  );

  it("serves the page's text in the prerendered HTML, before any script runs", async () => {
    for (const sitePage of sitePages()) {
      const html = await (await fetch(new URL(sitePage.path, baseURL))).text();
      const text = (s: string) => s.replace(/&#x27;|&#39;/g, "'").replace(/&amp;/g, "&");
      expect(text(html), sitePage.path).toContain(sitePage.heading);
      expect(text(html), sitePage.path).toContain(sitePage.lead);
    }
  });
});
