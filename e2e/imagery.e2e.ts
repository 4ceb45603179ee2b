import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { gtaMapCredit } from "../app/components/sections/GtaMap";
import { photoSlots } from "../app/data/photos";
import { serviceById } from "../app/data/services";
import { locationPages, servicePath, sitePages } from "../app/data/site-pages";
import { allPagesTimeout, connectBrowser, framesDrawn, showAll, viewports, visit } from "./browser";

const browser = connectBrowser();

/** Sizes of the drawings in a part of the page: each drawn, with its width and height set. */
function drawings(page: Page, selector: string) {
  return page.locator(selector).evaluateAll((parts) =>
    parts.flatMap((part) =>
      [...part.querySelectorAll("svg[viewBox]")].map((svg) => ({
        width: svg.getBoundingClientRect().width,
        height: svg.getBoundingClientRect().height,
        sized: svg.hasAttribute("width") && svg.hasAttribute("height"),
        shapes: svg.querySelectorAll("path, rect, circle, ellipse, polygon, line").length,
      })),
    ),
  );
}

describe("imagery", () => {
  it(
    "every location page draws its city on the GTA map, with the live map one click away",
    async () => {
      const page = await browser.newPage("mobile");
      for (const { path, location } of locationPages()) {
        await visit(page, path);
        const map = page.getByRole("img", {
          name: new RegExp(`^Map of the GTA with ${location.city} highlighted`),
        });
        await map.scrollIntoViewIfNeeded();
        // Its band is laid out, and its text given to innerText, once a frame is drawn there.
        await framesDrawn(page);
        expect(await map.isVisible(), path).toBe(true);
        const box = await map.boundingBox();
        expect(box!.width, path).toBeGreaterThan(viewports.mobile.width * 0.7);
        // The city's label is drawn, in the highlight's bold
        const label = map.locator("text", { hasText: new RegExp(`^${location.city}$`) });
        expect(await label.getAttribute("font-weight"), path).toBe("700");
        const figure = page.locator("figure", { has: map });
        expect(await figure.locator("figcaption").innerText(), path).toContain(gtaMapCredit);
        expect(await figure.locator("figcaption").innerText(), path).toContain(location.city);
        expect(
          await figure.getByRole("button", { name: `Show map of ${location.city}` }).count(),
          path,
        ).toBe(1);
      }
    },
    allPagesTimeout(locationPages().length),
  );

  it("shows the live map in place of the drawing when asked, without moving the page", async () => {
    const page = await browser.newPage("mobile");
    const { path, location } = locationPages()[4]!;
    await page.route(/google\.com\/maps/, (route) => route.fulfill({ body: "<p>map</p>" }));
    await visit(page, path);
    const button = page.getByRole("button", { name: `Show map of ${location.city}` });
    await button.scrollIntoViewIfNeeded();
    const figure = page.locator("#local-area figure");
    expect(await figure.getByRole("button", { name: `Show map of ${location.city}` }).count()).toBe(
      1,
    );
    const before = await figure.boundingBox();
    await button.click();
    const frame = page.locator(`iframe[title="Map of ${location.city}"]`);
    await frame.waitFor();
    expect(await figure.boundingBox()).toEqual(before);
    // The drawing and its button are hidden under the live map, out of reach of the keyboard
    expect(await figure.getByRole("button", { name: `Show map of ${location.city}` }).count()).toBe(
      0,
    );
    const frameBox = await frame.boundingBox();
    expect(frameBox!.width).toBeGreaterThan(viewports.mobile.width * 0.7);
  });

  it(
    "puts a picture beside every FAQ, save on the wiper page, where no picture fits",
    async () => {
      const page = await browser.newPage("desktop", { javaScriptEnabled: false });
      const wipers = servicePath(serviceById("windshield-wiper-replacement").page!.slug);
      for (const { path } of sitePages().filter((p) => p.kind !== "policy")) {
        await page.goto(path);
        await showAll(page);
        if ((await page.locator("#faq").count()) === 0) continue;
        const art = await drawings(page, "#faq .bg-accent\\/50");
        if (path === wipers) {
          expect(art, path).toEqual([]);
          continue;
        }
        expect(art.length, path).toBeGreaterThan(0);
        for (const drawing of art) {
          expect(drawing.sized, path).toBe(true);
          expect(drawing.width * drawing.height, path).toBeGreaterThan(40 * 40);
          expect(drawing.shapes, path).toBeGreaterThan(3);
        }
      }
    },
    allPagesTimeout(sitePages().length),
  );

  it("shows the technician at work beside the closing call to action on wide screens", async () => {
    const page = await browser.newPage("desktop");
    await visit(page, "/");
    await showAll(page);
    const art = await drawings(page, "#quote");
    expect(art.some((d) => d.sized && d.width > 300 && d.shapes > 20)).toBe(true);
  });

  it("keeps the About page's photo slot, showing its illustration until a photo is there", async () => {
    const page = await browser.newPage("desktop");
    await visit(page, "/about-us");
    await showAll(page);
    const slot = page.locator('[data-photo-slot="about-team"]');
    expect(await slot.count()).toBe(1);
    const art = await drawings(page, '[data-photo-slot="about-team"]');
    expect(art).toHaveLength(1);
    expect(art[0]!.sized).toBe(true);
    expect(Object.keys(photoSlots)).toContain("about-team");
  });

  for (const path of ["/", locationPages()[0]!.path, "/about-us", "/services/windshield-repair"]) {
    it(`never shifts the layout of ${path} as it loads and scrolls`, async () => {
      const page = await browser.newPage("mobile");
      await page.addInitScript(() => {
        (window as unknown as { shift: number }).shift = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & {
            value: number;
            hadRecentInput: boolean;
          })[]) {
            if (!entry.hadRecentInput)
              (window as unknown as { shift: number }).shift += entry.value;
          }
        }).observe({ type: "layout-shift", buffered: true });
      });
      await visit(page, path);
      const height = await page.evaluate(() => document.documentElement.scrollHeight);
      for (let y = 0; y < height; y += 600) {
        await page.evaluate((top) => window.scrollTo({ top, behavior: "instant" }), y);
        await framesDrawn(page);
      }
      expect(await page.evaluate(() => (window as unknown as { shift: number }).shift)).toBe(0);
    });
  }
});
