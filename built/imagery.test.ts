// The drawings as built: each city on the GTA map with the live map a click away, and a picture
// beside each FAQ. That no page shifts as it loads and scrolls is in e2e/imagery.e2e.ts.
import { describe, expect, it } from "vitest";
import { gtaMapCredit } from "../app/components/sections/GtaMap";
import { serviceById } from "../core/data/services";
import { locationPages, servicePath, sitePages } from "../app/data/site-pages";
import { parse, HTMLElement } from "node-html-parser";
import { builtFile, builtPage, textOf } from "./built-html";

describe("imagery", () => {
  it("every location page draws its city on the GTA map, with the live map one click away", () => {
    for (const { path, location } of locationPages()) {
      const root = builtPage(path);
      const map = root
        .querySelectorAll('svg[role="img"]')
        .find((svg) =>
          svg
            .getAttribute("aria-label")
            ?.startsWith(`Map of the GTA with ${location.city} highlighted`),
        );
      expect(map, path).toBeDefined();
      // The city's label is drawn, in the highlight's bold
      const label = map!.querySelectorAll("text").find((t) => textOf(t) === location.city);
      expect(label?.getAttribute("font-weight"), path).toBe("700");
      let figure = map!.parentNode;
      while (figure && figure.tagName !== "FIGURE") figure = figure.parentNode;
      const caption = textOf(figure!.querySelector("figcaption")!);
      expect(caption, path).toContain(gtaMapCredit);
      expect(caption, path).toContain(location.city);
      const buttons = figure!
        .querySelectorAll("button")
        .filter((button) => textOf(button) === `Show map of ${location.city}`);
      expect(buttons, path).toHaveLength(1);
    }
  });

  it("puts a picture beside every FAQ, save on the wiper page, where no picture fits", () => {
    const wipers = servicePath(serviceById("windshield-wiper-replacement").page!.slug);
    for (const { path } of sitePages().filter((p) => p.kind !== "policy")) {
      const faq = builtPage(path).querySelector("#faq");
      if (!faq) continue;
      // Drawn inline, or as a drawing's file shown lazily (components/illustrations/DrawingFile.tsx)
      const art = faq
        .querySelectorAll("*")
        .filter((el) => el.classList.contains("bg-accent/50"))
        .flatMap((card) => [
          ...card.querySelectorAll("svg[viewBox]"),
          ...card
            .querySelectorAll('img[src^="/assets/"][src$=".svg"]')
            .map((img) => parse(builtFile(img.getAttribute("src")!).toString("utf8")).firstChild!)
            .filter((svg): svg is HTMLElement => svg instanceof HTMLElement),
        ]);
      if (path === wipers) {
        expect(art, path).toEqual([]);
        continue;
      }
      expect(art.length, path).toBeGreaterThan(0);
      for (const drawing of art) {
        const width = Number(drawing.getAttribute("width"));
        const height = Number(drawing.getAttribute("height"));
        expect(width * height, path).toBeGreaterThan(40 * 40);
        expect(
          drawing.querySelectorAll("path, rect, circle, ellipse, polygon, line").length,
          path,
        ).toBeGreaterThan(3);
      }
    }
  });

  it("shows each drawing below the fold as a lazy image of a file the build wrote", () => {
    for (const { path } of sitePages()) {
      for (const img of builtPage(path).querySelectorAll("img")) {
        const src = img.getAttribute("src")!;
        if (!src.endsWith(".svg")) continue;
        expect(img.getAttribute("loading"), `${path} ${src}`).toBe("lazy");
        expect(img.getAttribute("decoding"), `${path} ${src}`).toBe("async");
        expect(img.getAttribute("alt"), `${path} ${src}`).toBeDefined();
        const file = builtFile(src).toString("utf8");
        const root = /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"[^>]*>/.exec(file)?.[0];
        expect(root, src).toBeDefined();
        const [, width, height] = /\sviewBox="0 0 (\d+) (\d+)"/.exec(root!)!;
        expect(root, src).toContain(` width="${width}"`);
        expect(root, src).toContain(` height="${height}"`);
        expect(img.getAttribute("width"), src).toBe(width);
        expect(img.getAttribute("height"), src).toBe(height);
      }
    }
  });
});
