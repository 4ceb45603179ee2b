import { readFileSync } from "node:fs";
import { locations } from "../../core/data/locations";
import { describe, expect, it } from "vitest";
import { brandColors, brandFiles } from "../../core/config/brand";
import { createSiteConfig } from "../../core/config/site";
import { sitePaths } from "../data/site-pages";
import { icoFromPngs, iconSvg, pngSize, socialImagePng, svgToPng } from "./images";
import { webManifest } from "./manifest";
import { robotsTxt, sitemapXml } from "./sitemap";

const config = createSiteConfig({ SITE_URL: "https://glass.example.ca" });

describe("sitemap and robots.txt", () => {
  it("list every public page by its absolute URL", () => {
    const xml = sitemapXml(sitePaths(), config);
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    // One entry per page, counted from the records (a city's file adds one), and nothing else.
    expect(locs).toHaveLength(new Set(sitePaths()).size);
    for (const location of locations) {
      expect(locs).toContain(`https://glass.example.ca/location/${location.slug}`);
    }
    expect(locs[0]).toBe("https://glass.example.ca/");
    expect(locs).toContain("https://glass.example.ca/location/north-york-auto-glass");
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>/);
  });

  it("robots.txt allows crawling and names the sitemap", () => {
    expect(robotsTxt(config)).toContain("Sitemap: https://glass.example.ca/sitemap.xml");
    expect(robotsTxt(config)).not.toMatch(/Disallow: \/\s/);
  });
});

describe("web app manifest", () => {
  it("names the business in its brand colours, with its icons", () => {
    const manifest = webManifest(config);
    expect(manifest).toMatchObject({
      name: config.name,
      short_name: config.shortName,
      start_url: "/",
      theme_color: brandColors.primary,
      background_color: brandColors.background,
    });
    expect(manifest.icons.map((i) => i.sizes)).toEqual(["192x192", "512x512", "512x512"]);
    expect(manifest.icons.some((i) => i.purpose === "maskable")).toBe(true);
  });

  it("uses the colours of the stylesheet's design tokens", () => {
    const css = readFileSync("app/app.css", "utf8");
    const token = (name: string) => css.match(new RegExp(`--${name}: (#[0-9a-f]{6});`))?.[1];
    expect(brandColors.primary).toBe(token("primary"));
    expect(brandColors.cta).toBe(token("cta"));
    expect(brandColors.accent).toBe(token("accent"));
    expect(brandColors.background).toBe(token("background"));
    expect(brandColors.inkMuted).toBe(token("ink-muted"));
  });
});

describe("brand images", () => {
  it("draws the share image at 1200 x 630", async () => {
    const png = await socialImagePng(config);
    expect(pngSize(png)).toEqual({ width: 1200, height: 630 });
    expect(brandFiles.socialImage).toMatchObject({ width: 1200, height: 630 });
  });

  it("draws square icons, and packs PNGs into an ICO file", async () => {
    const png = await svgToPng(iconSvg(), 180);
    expect(pngSize(png)).toEqual({ width: 180, height: 180 });
    const ico = Buffer.from(icoFromPngs([{ size: 16, png: await svgToPng(iconSvg(4), 16) }]));
    expect([ico.readUInt16LE(0), ico.readUInt16LE(2), ico.readUInt16LE(4)]).toEqual([0, 1, 1]);
    expect(ico.readUInt8(6)).toBe(16);
    const offset = ico.readUInt32LE(18);
    expect(pngSize(ico.subarray(offset))).toEqual({ width: 16, height: 16 });
  });
});
