import { describe, expect, it } from "vitest";
import { brandFiles } from "../../core/config/brand";
import { createSiteConfig } from "../../core/config/site";
import {
  canonicalUrl,
  fullTitle,
  jsonLdScript,
  seo,
  titleMaxLength,
  type HeadTags,
  svgDataUrl,
} from "./seo";
import { faqJsonLd } from "./structured-data";

const config = createSiteConfig({ SITE_URL: "https://glass.example.ca" });

function content(head: HeadTags, key: "name" | "property", value: string) {
  return head.meta.find((tag) => key in tag && (tag as Record<string, string>)[key] === value)
    ?.content;
}

describe("seo", () => {
  const head = seo(
    { title: "Windshield Repair", description: "Chip repair at your door.", path: "/services/x" },
    config,
  );

  it("appends the business name to the title", () => {
    expect(head.title).toBe(`Windshield Repair | ${config.name}`);
  });

  it("sets the description, Open Graph and Twitter tags", () => {
    const image = `${config.siteUrl}${brandFiles.socialImage.path}`;
    expect(content(head, "name", "description")).toBe("Chip repair at your door.");
    expect(content(head, "property", "og:title")).toBe(head.title);
    expect(content(head, "property", "og:url")).toBe(`${config.siteUrl}/services/x`);
    expect(content(head, "name", "twitter:card")).toBe("summary_large_image");
    expect(content(head, "property", "og:image")).toBe(image);
    expect(content(head, "property", "og:image:width")).toBe(String(brandFiles.socialImage.width));
    expect(content(head, "property", "og:image:height")).toBe(
      String(brandFiles.socialImage.height),
    );
    expect(content(head, "name", "twitter:image")).toBe(image);
  });

  it("builds the canonical link from the site URL", () => {
    expect(head.canonical).toBe("https://glass.example.ca/services/x");
    expect(canonicalUrl("/", config)).toBe("https://glass.example.ca/");
  });

  it("marks a page noindex without a canonical link or breadcrumb when asked", () => {
    const hidden = seo({ title: "Page not found", description: "x", path: "/nope", noindex: true });
    expect(content(hidden, "name", "robots")).toBe("noindex");
    expect(content(hidden, "property", "og:url")).toBeUndefined();
    expect(hidden.canonical).toBeNull();
    expect(hidden.jsonLd.map((node) => (node as { "@type": string })["@type"])).toEqual([
      "AutoRepair",
    ]);
  });

  it("shortens the business name, then drops it, to keep the title under 60 characters", () => {
    const fits = "Windshield Repair from $60";
    expect(fullTitle(fits, config)).toBe(`${fits} | ${config.name}`);
    // Too long with the full name, short enough with the short one.
    const medium = "x".repeat(titleMaxLength - config.shortName.length - 3);
    expect(fullTitle(medium, config)).toBe(`${medium} | ${config.shortName}`);
    const long = "x".repeat(titleMaxLength - config.shortName.length - 2);
    expect(fullTitle(long, config)).toBe(long);
  });

  it("adds the business, a breadcrumb trail and the page's own JSON-LD", () => {
    const faq = { question: "Do you come to me?", answer: "Yes, anywhere in the GTA." };
    const withFaq = seo(
      {
        title: "Windshield Repair",
        description: "x",
        path: "/services/windshield-repair",
        breadcrumb: "Windshield Repair",
        jsonLd: [faqJsonLd([faq])],
      },
      config,
    );
    expect(withFaq.jsonLd.map((node) => (node as { "@type": string })["@type"])).toEqual([
      "AutoRepair",
      "BreadcrumbList",
      "FAQPage",
    ]);
    const home = seo({ title: "Home", description: "x", path: "/" }, config);
    expect(home.jsonLd).toHaveLength(1);
  });

  it("does not repeat the business name", () => {
    expect(seo({ title: config.name, description: "x", path: "/" }, config).title).toBe(
      config.name,
    );
  });
});

describe("jsonLdScript", () => {
  it("keeps any text from ending the script element, and parses back to the same data", () => {
    const hostile = faqJsonLd([
      { question: "</script><script>alert(1)</script>?", answer: "<!-- a -->" },
    ]);
    const text = jsonLdScript(hostile);
    expect(text).not.toMatch(/<\/script|<!--/i);
    expect(JSON.parse(text)).toEqual(hostile);
  });
});

describe("svgDataUrl", () => {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 4">\n  <rect fill="#0f2a4a" width="4" height="4"/></svg>`;

  it("writes an SVG as an address a head can hold and a browser reads back as the same drawing", () => {
    const url = svgDataUrl(svg);
    expect(url).toMatch(/^data:image\/svg\+xml,/);
    expect(url).not.toMatch(/["#<>\s]/);
    expect(decodeURIComponent(url.slice(url.indexOf(",") + 1))).toBe(
      svg.replace(/\s+/g, " ").replace(/"/g, "'"),
    );
  });
});
