// Every page of the site, at every width a visitor may have: loaded cleanly, nothing sticking out
// or cut off, and a tall screenshot of the home and a city page on a phone, to be looked at beside
// Chromium's.
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { sitePaths } from "../../../app/data/site-pages";
import { leadPages } from "../../../core/rules/leads";
import { templatePaths, viewports } from "../../browser";
import { layoutProblems } from "../../layout-problems";
import type { Viewport } from "../driver";
import { stitch } from "../screenshots";
import { city, type Suite } from "./shared";

/** Where the suite leaves its screenshots, to be looked at beside Chromium's. */
export const screenshotDir = path.join("test-results", "engines");

export function everyPage({ name, open }: Suite) {
  describe(`${name}: every page`, () => {
    /**
     * Chromium loads every page; Firefox and WebKit one page of each template, where what they
     * lay out differently (their fonts' metrics, flex and grid, form controls) shows.
     */
    const paths = [
      ...(name === "chromium" ? sitePaths() : templatePaths()),
      leadPages.received,
      leadPages.notSent,
      "/no-such-page/here",
    ];
    /**
     * The widths every page must lay out cleanly at: phones (the narrowest, and the narrowest past
     * the 22 rem step at 352 px, whose rules every phone up to 440 px shares; the commonest; the
     * widest), then a tablet, laptops, desktops.
     * Chromium measures each; Firefox and WebKit the narrowest phone and the tablet beside the
     * window's own width. Every engine checks that nothing sticks out or is cut off; Chromium
     * alone that no heading or short line ends on one word, which is its balanced and pretty
     * wrapping (`text-wrap`), which Firefox and WebKit do not all do.
     */
    const widths =
      name === "chromium"
        ? { mobile: [390, 320, 360, 414], desktop: [1280, 768, 1024, 1440] }
        : { mobile: [390, 320], desktop: [1280, 768] };
    for (const [label, viewport] of Object.entries(viewports) as [
      keyof typeof viewports,
      Viewport,
    ][]) {
      it(
        `loads cleanly from ${Math.min(...widths[label])} to ${Math.max(...widths[label])} px: no console error, no sideways scroll, the header's actions inside, nothing clipped${name === "chromium" ? " or left alone on a line" : ""}`,
        async () => {
          const page = await open(viewport);
          const found: string[] = [];
          for (const pagePath of paths) {
            await page.setViewport(viewport);
            await page.goto(pagePath);
            const problems = await page.problems();
            if (pagePath === "/no-such-page/here") {
              // The spec's one console message: the not-found page logs the address asked for
              // (a nested one, where an asset linked relatively would be missing too).
              const logged = problems.findIndex((p) =>
                p.includes(`non-existent route: ${pagePath}`),
              );
              if (logged === -1) found.push(`${pagePath}: the missing address was not logged`);
              else problems.splice(logged, 1);
            }
            for (const problem of problems) found.push(`${pagePath}: ${problem}`);
            if (label === "mobile" && (pagePath === "/" || pagePath === city.path)) {
              await mkdir(screenshotDir, { recursive: true });
              const slug = pagePath === "/" ? "home" : path.basename(pagePath);
              await writeFile(
                path.join(screenshotDir, `${name}-${slug}-${viewport.width}.png`),
                await stitch(page, 4),
              );
              await page.scrollTo(0);
            }
            for (const width of widths[label]) {
              if (width !== viewport.width) await page.setViewport({ ...viewport, width });
              for (const problem of await page.evaluate(layoutProblems, name === "chromium"))
                found.push(`${pagePath} at ${width} px: ${problem}`);
            }
            // Hydration mismatches and script errors as the page widens
            for (const problem of await page.problems()) found.push(`${pagePath}: ${problem}`);
          }
          expect(found).toEqual([]);
        },
        paths.length * 8_000,
      );
    }
  });
}
