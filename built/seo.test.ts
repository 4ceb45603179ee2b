import { describe, expect, it } from "vitest";
import { bookingWindows } from "../core/config/booking-windows";
import { brandFiles } from "../core/config/brand";
import type { WeekDay } from "../core/config/week-days";
import { defaultAvailability } from "../core/data/booking";
import { siteConfig } from "../core/config/site";
import { coverageCities } from "../app/data/coverage";
import { sitePages, sitePaths } from "../app/data/site-pages";
import { pngSize } from "../app/build-assets/images";
import { openingHours, priceRange } from "../app/lib/structured-data";
import { canonicalUrl } from "../app/lib/urls";
import { builtFile, builtPage, textOf, type HTMLElement } from "./built-html";

/**
 * What search engines and link previews read: each page's head and structured data, from the
 * prerendered HTML as the build wrote it (a crawler runs no script), and the files the head
 * names. That the server serves each file the pages link to is the links gate's
 * (e2e/links.e2e.ts).
 */
const pages = sitePages();

/** A URL on the site's public address, as the path of its built file. */
const local = (url: string) => url.replace(siteConfig.siteUrl, "");

type Node = Record<string, unknown> & { "@type": string };
type HoursRow = { dayOfWeek: WeekDay[]; opens: string; closes: string };

const minutes = (time: string) => {
  const [h = 0, m = 0] = time.split(":").map(Number);
  return h * 60 + m;
};

/** The page's JSON-LD, as a search engine reads it from the prerendered HTML. */
function jsonLd(page: HTMLElement): Node[] {
  return page
    .querySelectorAll('script[type="application/ld+json"]')
    .map((script) => JSON.parse(script.innerHTML) as Node);
}

/** The FAQ a visitor sees: each question and its answer. */
function visibleFaq(page: HTMLElement) {
  // The FAQ's answers; not a form's folded fields ("Add details").
  const answers = page.querySelectorAll("main details").filter((item) => !item.closest("form"));
  return answers.map((item) => ({
    question: textOf(item.querySelector("summary")!),
    answer: textOf(item.querySelector("summary + *")!),
  }));
}

/** A page's meta tag content, by attribute and key. */
const meta = (page: HTMLElement, attr: string, key: string) =>
  page.querySelector(`meta[${attr}="${key}"]`)?.getAttribute("content");

describe("structured data", () => {
  it("every page has the business, its breadcrumb trail, its FAQ exactly as shown, and its service or policy page", () => {
    for (const sitePage of pages) {
      const { path } = sitePage;
      const page = builtPage(path);
      const nodes = jsonLd(page);
      const of = (type: string) => nodes.filter((n) => n["@type"] === type);

      const [business] = of("AutoRepair");
      expect(of("AutoRepair"), path).toHaveLength(1);
      expect(business, path).toMatchObject({
        "@context": "https://schema.org",
        name: siteConfig.name,
        url: canonicalUrl("/"),
        telephone: siteConfig.phone.e164,
        // Worked out from the price table and the hours (content/prices.json, business.json).
        priceRange,
        sameAs: Object.values(siteConfig.social).filter(Boolean),
        openingHoursSpecification: siteConfig.hours.serviceRows.map(openingHours),
      });
      // No day or hour the schedule books nothing (content/availability.json).
      for (const row of business!.openingHoursSpecification as HoursRow[]) {
        for (const day of row.dayOfWeek) {
          const booked = bookingWindows.filter((w) => defaultAvailability.week[day][w] > 0);
          expect(booked, `${path}: ${day}`).not.toEqual([]);
          const from = Math.min(
            ...booked.map((w) => minutes(defaultAvailability.windows[w].starts)),
          );
          expect(minutes(row.opens), `${path}: ${day}`).toBeGreaterThanOrEqual(from);
        }
      }
      expect(business!.description, path).toBeTruthy();
      expect((business!.address as unknown[]).length, path).toBe(siteConfig.addresses.length);
      expect(business!.geo, path).toMatchObject({ "@type": "GeoCoordinates" });
      const area = business!.areaServed as Node[];
      expect(area.filter((a) => a["@type"] === "City").map((a) => a.name)).toEqual([
        ...coverageCities,
      ]);
      expect(area.find((a) => a["@type"] === "GeoCircle")?.geoRadius).toBe(
        siteConfig.serviceRadiusKm * 1000,
      );

      const crumbs = of("BreadcrumbList");
      if (path === "/") {
        expect(crumbs, path).toEqual([]);
      } else {
        const items = crumbs[0]!.itemListElement as { name: string; item: string }[];
        expect(items[0]!.item, path).toBe(canonicalUrl("/"));
        expect(items.at(-1)!.item, path).toBe(canonicalUrl(path));
        if (sitePage.kind === "policy" || sitePage.kind === "service") {
          const name = sitePage.kind === "policy" ? sitePage.policy.name : sitePage.service.name;
          expect(items.at(-1)!.name, path).toBe(name);
        } else if (sitePage.kind !== "location") {
          // The static pages' own names for the trail (content/pages.json).
          expect(items.at(-1)!.name, path).toBe(sitePage.breadcrumb);
        }
      }

      const webPage = of("WebPage");
      if (sitePage.kind === "policy") {
        expect(webPage, path).toHaveLength(1);
        expect(webPage[0], path).toMatchObject({
          name: sitePage.policy.name,
          description: sitePage.description,
          url: canonicalUrl(path),
        });
      } else {
        expect(webPage, path).toEqual([]);
      }

      const faq = visibleFaq(page);
      const faqData = of("FAQPage");
      if (faq.length === 0) {
        expect(faqData, path).toEqual([]);
      } else {
        const entries = faqData[0]!.mainEntity as {
          name: string;
          acceptedAnswer: { text: string };
        }[];
        expect(
          entries.map((q) => ({ question: q.name, answer: q.acceptedAnswer.text })),
          path,
        ).toEqual(faq);
      }

      const service = of("Service");
      if (sitePage.kind === "service") {
        expect(service, path).toHaveLength(1);
        expect(service[0], path).toMatchObject({
          name: sitePage.service.name,
          description: sitePage.description,
          url: canonicalUrl(path),
          provider: { "@id": business!["@id"] },
        });
        if (sitePage.service.page.prices.length === 0) {
          // A service priced in the quote publishes no offer
          expect(service[0]!.offers, path).toBeUndefined();
        } else {
          expect(service[0], path).toMatchObject({
            offers: { "@type": "AggregateOffer", priceCurrency: "CAD" },
          });
          // The offer's lowest price is the lowest price the page shows.
          const low = (service[0]!.offers as { lowPrice: number }).lowPrice;
          expect(textOf(page.querySelector("main")!), path).toContain(`$${low}`);
        }
      } else {
        expect(service, path).toEqual([]);
      }
    }
  });

  it("home, service and location pages carry an FAQ", () => {
    const withFaq = pages.filter((p) => ["home", "service", "location"].includes(p.kind));
    for (const { path } of withFaq) {
      expect(
        jsonLd(builtPage(path)).some((n) => n["@type"] === "FAQPage"),
        path,
      ).toBe(true);
    }
  });
});

describe("sitemap and robots.txt", () => {
  it("the sitemap lists exactly the public pages, by their canonical URLs", () => {
    const xml = builtFile("/sitemap.xml").toString("utf8");
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs.sort()).toEqual(
      sitePaths()
        .map((p) => canonicalUrl(p))
        .sort(),
    );
    // The site editor is never indexed.
    expect(locs.some((loc) => loc!.includes("/admin"))).toBe(false);
  });

  it("robots.txt names the sitemap", () => {
    expect(builtFile("/robots.txt").toString("utf8")).toContain(
      `Sitemap: ${siteConfig.siteUrl}/sitemap.xml`,
    );
  });
});

describe("social cards, icons and manifest", () => {
  it("every page has its own title, description and canonical link, its Open Graph and Twitter tags, a title under 60 characters and a description under 160, all unique", () => {
    const titles = new Set<string>();
    const descriptions = new Set<string>();
    const socialImage = `${siteConfig.siteUrl}${brandFiles.socialImage.path}`;
    for (const sitePage of pages) {
      const { path } = sitePage;
      const page = builtPage(path);
      const title = textOf(page.querySelector("head title")!);
      const description = meta(page, "name", "description")!;
      expect(title, path).toContain(sitePage.title);
      expect(description, path).toBe(sitePage.description);
      expect(page.querySelector('link[rel="canonical"]')?.getAttribute("href"), path).toBe(
        canonicalUrl(path),
      );
      expect(title.length, path).toBeLessThan(60);
      expect(description.length, path).toBeLessThan(160);
      titles.add(title);
      descriptions.add(description);

      expect(meta(page, "property", "og:title"), path).toBe(title);
      expect(meta(page, "property", "og:description"), path).toBe(description);
      expect(meta(page, "property", "og:url"), path).toBe(canonicalUrl(path));
      expect(meta(page, "property", "og:type"), path).toBe("website");
      expect(meta(page, "property", "og:image"), path).toBe(socialImage);
      expect(meta(page, "name", "twitter:card"), path).toBe("summary_large_image");
      expect(meta(page, "name", "twitter:title"), path).toBe(title);
      expect(meta(page, "name", "twitter:image"), path).toBe(socialImage);
    }
    expect(titles.size).toBe(pages.length);
    expect(descriptions.size).toBe(pages.length);
  });

  it("the share image exists at 1200 x 630", () => {
    const page = builtPage("/");
    const png = new Uint8Array(builtFile(local(meta(page, "property", "og:image")!)));
    expect(pngSize(png)).toEqual({ width: 1200, height: 630 });
    expect(meta(page, "property", "og:image:width")).toBe("1200");
  });

  it("the icons and the web app manifest the head links to exist; the tab's icon is in the page, the manifest linked once it has painted", () => {
    const page = builtPage("/");
    const hrefs = page
      .querySelectorAll('head link[rel="icon"], head link[rel="apple-touch-icon"]')
      .map((link) => [link.getAttribute("rel"), link.getAttribute("href")!]);
    expect(hrefs.map(([rel]) => rel).sort()).toEqual(["apple-touch-icon", "icon", "icon"]);
    // The SVG icon travels in the head as an address holding the drawing; the others are files.
    const [inPage, ...files] = [...hrefs].sort(([, a]) => (a!.startsWith("data:") ? -1 : 1));
    expect(decodeURIComponent(inPage![1]!.replace(/^data:image\/svg\+xml,/, ""))).toBe(
      builtFile(brandFiles.faviconSvg).toString("utf8").trim().replace(/"/g, "'"),
    );
    for (const [, href] of files) expect(builtFile(href!).length, href!).toBeGreaterThan(0);
    // The manifest's link: in the head's <noscript>, and added by the loader file the page asks
    // for once it has painted.
    expect(page.querySelector("head noscript")!.innerHTML).toBe(
      `<link rel="manifest" href="${brandFiles.manifest}">`,
    );
    const loader = /src:"(\/assets\/islands\.[\w-]+\.js)"/.exec(
      page.querySelector("head")!.innerHTML,
    )![1]!;
    expect(builtFile(loader).toString("utf8")).toContain(
      `{rel:"manifest",href:"${brandFiles.manifest}"}`,
    );
    const apple = builtFile(brandFiles.appleTouchIcon.path);
    expect(pngSize(new Uint8Array(apple))).toEqual({ width: 180, height: 180 });

    const manifest = JSON.parse(builtFile(brandFiles.manifest).toString("utf8")) as {
      name: string;
      theme_color: string;
      icons: { src: string; sizes: string }[];
    };
    expect(manifest.name).toBe(siteConfig.name);
    for (const icon of manifest.icons) {
      const { width, height } = pngSize(new Uint8Array(builtFile(icon.src)));
      expect(`${width}x${height}`).toBe(icon.sizes);
    }
    expect(meta(page, "name", "theme-color")).toBe(manifest.theme_color);
  });
});
