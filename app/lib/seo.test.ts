import type { MetaDescriptor } from "react-router";
import { describe, expect, it } from "vitest";
import { createSiteConfig } from "~/config/site";
import { canonicalUrl, seo } from "~/lib/seo";

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
    expect(find(tags, "name", "twitter:card")?.content).toBe("summary");
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

  it("does not repeat the business name", () => {
    const named = seo({ title: "GTA Mobile Auto Glass", description: "x", path: "/" }, config);
    expect(named[0]).toEqual({ title: "GTA Mobile Auto Glass" });
  });
});
