import type { MetaDescriptor } from "react-router";
import { describe, expect, it } from "vitest";
import { createSiteConfig } from "~/config/site";
import { canonicalUrl, fullTitle, seo } from "~/lib/seo";
import { faqJsonLd } from "~/lib/structured-data";

const config = createSiteConfig({ SITE_URL: "https://glass.example.ca" });

function find(tags: MetaDescriptor[], key: string, value: string) {
  return tags.find((t) => (t as Record<string, unknown>)[key] === value) as
    Record<string, string> | undefined;
}

describe("seo", () => {
  const tags = seo(
    { title: "Windshield Repair", description: "Chip repair at your door.", path: "/services/x" },
    config,
  );

  it("appends the business name to the title", () => {
    expect(tags[0]).toEqual({ title: "Windshield Repair | GTA Mobile Auto Glass" });
  });

  it("sets the description, Open Graph and Twitter tags", () => {
    expect(find(tags, "name", "description")?.content).toBe("Chip repair at your door.");
    expect(find(tags, "property", "og:title")?.content).toBe(
      "Windshield Repair | GTA Mobile Auto Glass",
    );
    expect(find(tags, "property", "og:url")?.content).toBe("https://glass.example.ca/services/x");
    expect(find(tags, "name", "twitter:card")?.content).toBe("summary_large_image");
    expect(find(tags, "property", "og:image")?.content).toBe(
      "https://glass.example.ca/social-card.png",
    );
    expect(find(tags, "property", "og:image:width")?.content).toBe("1200");
    expect(find(tags, "property", "og:image:height")?.content).toBe("630");
    expect(find(tags, "name", "twitter:image")?.content).toBe(
      "https://glass.example.ca/social-card.png",
    );
  });

  it("builds the canonical link from the site URL", () => {
    expect(find(tags, "rel", "canonical")?.href).toBe("https://glass.example.ca/services/x");
    expect(canonicalUrl("/", config)).toBe("https://glass.example.ca/");
  });

  it("marks a page noindex without a canonical link when asked", () => {
    const hidden = seo({ title: "Page not found", description: "x", path: "/nope", noindex: true });
    expect(find(hidden, "name", "robots")?.content).toBe("noindex");
    expect(find(hidden, "rel", "canonical")).toBeUndefined();
  });

  it("shortens the business name, then drops it, to keep the title under 60 characters", () => {
    expect(fullTitle("Windshield Repair from $60", config)).toBe(
      "Windshield Repair from $60 | GTA Mobile Auto Glass",
    );
    expect(fullTitle("Mobile Windshield Replacement in Toronto", config)).toBe(
      "Mobile Windshield Replacement in Toronto | GTA Auto Glass",
    );
    const long = "Mobile Windshield and Auto Glass Repair Across Toronto and GTA";
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
    const types = withFaq
      .filter((t) => "script:ld+json" in t)
      .map(
        (t) => ((t as Record<string, unknown>)["script:ld+json"] as { "@type": string })["@type"],
      );
    expect(types).toEqual(["AutoRepair", "BreadcrumbList", "FAQPage"]);
    const home = seo({ title: "Home", description: "x", path: "/" }, config);
    expect(home.filter((t) => "script:ld+json" in t)).toHaveLength(1);
  });

  it("does not repeat the business name", () => {
    const named = seo({ title: "GTA Mobile Auto Glass", description: "x", path: "/" }, config);
    expect(named[0]).toEqual({ title: "GTA Mobile Auto Glass" });
  });
});
