import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { brandFiles } from "~/config/brand";
import { siteConfig } from "~/config/site";
import { coverageCities } from "~/data/coverage";
import { sitePages, sitePaths } from "~/data/site-pages";
import { pngSize } from "~/build-assets/images";
import { canonicalUrl } from "~/lib/urls";
import { allPagesTimeout, baseURL, connectBrowser } from "./browser";

const browser = connectBrowser();
const pages = sitePages();
const timeout = allPagesTimeout(pages.length);

/** A URL on the site's public address, fetched from the server under test instead. */
const local = (url: string) => url.replace(siteConfig.siteUrl, baseURL);

type Node = Record<string, unknown> & { "@type": string };

/** The page's JSON-LD, as a search engine reads it from the prerendered HTML. */
async function jsonLd(page: Page): Promise<Node[]> {
  const blocks = await page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((scripts) => scripts.map((s) => s.textContent ?? ""));
  return blocks.map((text) => JSON.parse(text) as Node);
}

/** The FAQ a visitor sees: each question and its answer. */
async function visibleFaq(page: Page) {
  return page.locator("main details").evaluateAll((items) =>
    items.map((item) => ({
      question: item.querySelector("summary")!.textContent!.trim(),
      answer: item.querySelector("summary + *")!.textContent!.trim(),
    })),
  );
}

/** Pages as crawlers get them: the prerendered HTML, no JavaScript. */
async function crawl(path: string) {
  const page = await browser.newPage("desktop", { javaScriptEnabled: false });
  const response = await page.goto(path);
  expect(response?.status(), path).toBe(200);
  return page;
}

describe("structured data", () => {
  it(
    "every page has the business, its breadcrumb trail, its FAQ exactly as shown and its service",
    async () => {
      for (const sitePage of pages) {
        const { path } = sitePage;
        const page = await crawl(path);
        const nodes = await jsonLd(page);
        const of = (type: string) => nodes.filter((n) => n["@type"] === type);

        const [business] = of("AutoRepair");
        expect(of("AutoRepair"), path).toHaveLength(1);
        expect(business, path).toMatchObject({
          "@context": "https://schema.org",
          name: siteConfig.name,
          url: canonicalUrl("/"),
          telephone: siteConfig.phone.e164,
          priceRange: "$60-$500",
          sameAs: Object.values(siteConfig.social),
          openingHoursSpecification: { opens: "00:00", closes: "23:59" },
        });
        expect(business!.description, path).toBeTruthy();
        expect((business!.address as unknown[]).length, path).toBe(2);
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
        }

        const faq = await visibleFaq(page);
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
          expect(service[0], path).toMatchObject({
            name: sitePage.service.name,
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
            expect(await page.getByRole("main").innerText(), path).toContain(`$${low}`);
          }
        } else {
          expect(service, path).toEqual([]);
        }
        await page.context().close();
      }
    },
    timeout,
  );

  it(
    "home, service and location pages carry an FAQ",
    async () => {
      const withFaq = pages.filter((p) => ["home", "service", "location"].includes(p.kind));
      for (const { path } of withFaq) {
        const page = await crawl(path);
        expect(
          (await jsonLd(page)).some((n) => n["@type"] === "FAQPage"),
          path,
        ).toBe(true);
        await page.context().close();
      }
    },
    timeout,
  );
});

describe("sitemap and robots.txt", () => {
  it("the sitemap lists exactly the public pages, by their canonical URLs", async () => {
    const response = await fetch(`${baseURL}/sitemap.xml`);
    expect(response.status).toBe(200);
    const xml = await response.text();
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs.sort()).toEqual(
      sitePaths()
        .map((p) => canonicalUrl(p))
        .sort(),
    );
    // The spec's 21 indexed pages, and the two service pages, three policy pages and the
    // instant estimate added since
    expect(locs).toHaveLength(27);
  });

  it("robots.txt names the sitemap", async () => {
    const response = await fetch(`${baseURL}/robots.txt`);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain(`Sitemap: ${siteConfig.siteUrl}/sitemap.xml`);
  });
});

describe("social cards, icons and manifest", () => {
  it(
    "every page has its Open Graph and Twitter tags, a title under 60 characters and a description under 160, all unique",
    async () => {
      const titles = new Set<string>();
      const descriptions = new Set<string>();
      for (const { path } of pages) {
        const page = await crawl(path);
        const meta = (attr: string, key: string) =>
          page.locator(`meta[${attr}="${key}"]`).getAttribute("content");
        const title = await page.title();
        const description = (await meta("name", "description"))!;
        expect(title.length, path).toBeLessThan(60);
        expect(description.length, path).toBeLessThan(160);
        titles.add(title);
        descriptions.add(description);

        expect(await meta("property", "og:title"), path).toBe(title);
        expect(await meta("property", "og:description"), path).toBe(description);
        expect(await meta("property", "og:url"), path).toBe(canonicalUrl(path));
        expect(await meta("property", "og:type"), path).toBe("website");
        expect(await meta("property", "og:image"), path).toBe(
          `${siteConfig.siteUrl}${brandFiles.socialImage.path}`,
        );
        expect(await meta("name", "twitter:card"), path).toBe("summary_large_image");
        expect(await meta("name", "twitter:title"), path).toBe(title);
        expect(await meta("name", "twitter:image"), path).toBe(
          `${siteConfig.siteUrl}${brandFiles.socialImage.path}`,
        );
        await page.context().close();
      }
      expect(titles.size).toBe(pages.length);
      expect(descriptions.size).toBe(pages.length);
    },
    timeout,
  );

  it("the share image exists at 1200 x 630", async () => {
    const page = await crawl("/");
    const url = await page.locator('meta[property="og:image"]').getAttribute("content");
    const response = await fetch(local(url!));
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/png");
    const png = new Uint8Array(await response.arrayBuffer());
    expect(pngSize(png)).toEqual({ width: 1200, height: 630 });
    expect(await page.locator('meta[property="og:image:width"]').getAttribute("content")).toBe(
      "1200",
    );
  });

  it("the icons and the web app manifest the head links to exist", async () => {
    const page = await crawl("/");
    const hrefs = await page
      .locator(
        'head link[rel="icon"], head link[rel="apple-touch-icon"], head link[rel="manifest"]',
      )
      .evaluateAll((links) => links.map((l) => [l.getAttribute("rel"), l.getAttribute("href")]));
    expect(hrefs.map(([rel]) => rel).sort()).toEqual([
      "apple-touch-icon",
      "icon",
      "icon",
      "manifest",
    ]);
    for (const [, href] of hrefs) {
      expect((await fetch(`${baseURL}${href}`)).status, href!).toBe(200);
    }
    const apple = await fetch(`${baseURL}${brandFiles.appleTouchIcon.path}`);
    expect(pngSize(new Uint8Array(await apple.arrayBuffer()))).toEqual({ width: 180, height: 180 });

    const manifest = (await (await fetch(`${baseURL}${brandFiles.manifest}`)).json()) as {
      name: string;
      theme_color: string;
      icons: { src: string; sizes: string }[];
    };
    expect(manifest.name).toBe(siteConfig.name);
    for (const icon of manifest.icons) {
      const response = await fetch(`${baseURL}${icon.src}`);
      expect(response.status, icon.src).toBe(200);
      const { width, height } = pngSize(new Uint8Array(await response.arrayBuffer()));
      expect(`${width}x${height}`).toBe(icon.sizes);
    }
    expect(await page.locator('meta[name="theme-color"]').getAttribute("content")).toBe(
      manifest.theme_color,
    );
  });
});
