import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { photoSlots } from "../app/data/photos";
import { locationPages } from "../app/data/site-pages";
import { connectBrowser, framesDrawn, showAll, viewports, visit } from "./browser";
import { poll } from "./poll";

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
    // The drawing fills the column on a phone.
    expect(before!.width).toBeGreaterThan(viewports.mobile.width * 0.7);
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

  it("shows the technician at work beside the closing call to action on wide screens", async () => {
    const page = await browser.newPage("desktop");
    await visit(page, "/");
    await showAll(page);
    // The drawing's file (components/illustrations/DrawingFile.tsx), loaded as the visitor nears it
    const art = page.locator('#quote img[src$=".svg"]');
    await art.scrollIntoViewIfNeeded();
    const drawn = await poll(
      () =>
        art.evaluate(async (img: HTMLImageElement) => ({
          width: img.getBoundingClientRect().width,
          sized: img.hasAttribute("width") && img.hasAttribute("height"),
          loaded: img.complete && img.naturalWidth > 0,
          shapes: (
            (await (await fetch(img.src)).text()).match(/<(path|rect|circle|ellipse)\b/g) ?? []
          ).length,
        })),
      (d) => d.loaded,
    );
    expect(drawn.loaded).toBe(true);
    expect(drawn.sized && drawn.width > 300 && drawn.shapes > 20).toBe(true);
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

  it("fetches a city page's map drawing only once the visitor nears it, even where a slow network makes the browser fetch lazy images early", async () => {
    const page = await browser.newPage("mobile");
    // On a slow network a phone fetches a lazy image from further away (Chromium: 2,500 px on
    // 3G against 1,250 on 4G): the map, in the first band under the hero, came with the page.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Network.enable");
    await cdp.send("Network.emulateNetworkConditions", {
      offline: false,
      latency: 300,
      downloadThroughput: 100_000,
      uploadThroughput: 50_000,
    });
    const images = () =>
      page.evaluate(() =>
        performance
          .getEntriesByType("resource")
          .filter((e) => (e as PerformanceResourceTiming).initiatorType === "img")
          .map((e) => new URL(e.name).pathname),
      );
    const { path, location } = locationPages()[0]!;
    await visit(page, path);
    await framesDrawn(page);
    expect(
      await page.evaluate(
        () => (navigator as { connection?: { effectiveType: string } }).connection?.effectiveType,
      ),
    ).toMatch(/2g|3g/);
    expect(await images()).toEqual([]);
    await page
      .getByRole("img", { name: new RegExp(`${location.city} highlighted`) })
      .scrollIntoViewIfNeeded();
    const fetched = await poll(
      images,
      (srcs) => srcs.some((src) => src.startsWith("/assets/gta-map.")),
      15_000,
    );
    expect(fetched.filter((src) => src.startsWith("/assets/gta-map."))).toHaveLength(1);
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
