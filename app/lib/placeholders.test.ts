import { describe, expect, it } from "vitest";
import { contentSamples, readContent } from "../build-assets/content";
import { placeholderReport, placeholdersInUse } from "./placeholders";

const live = {
  SITE_URL: "https://www.gtamobileautoglass.ca",
  BUSINESS_PHONE: "+1 416-398-2210",
  QUOTE_FORM_URL: "https://forms.gtamobileautoglass.ca/quote",
  LEAD_ENDPOINT: "https://leads.gtamobileautoglass.ca/in",
};

const root = new URL("../..", import.meta.url).pathname;
const samples = contentSamples(readContent(root).files);

describe("placeholders in use", () => {
  it("lists every sample setting the project ships with", () => {
    const found = placeholdersInUse({});
    expect(found.map((p) => p.fix)).toEqual([
      "set SITE_URL",
      "set BUSINESS_PHONE",
      "edit email in content/policy.json",
    ]);
    expect(found[0]!.value).toBe("https://www.example.com");
  });

  it("needs no CRM, and refuses one on a host kept for examples", () => {
    const crm = "https://crm.example.com/forms/auto-glass-repair-request";
    const found = placeholdersInUse({ ...live, QUOTE_FORM_URL: crm }, { samples: [] });
    expect(found.filter((p) => p.fix === "set QUOTE_FORM_URL")).toEqual([
      { what: "Quote form link", value: crm, fix: "set QUOTE_FORM_URL" },
    ]);
  });

  it("lists every content value still marked as a sample, by file and field", () => {
    const found = placeholdersInUse(live, { samples });
    const files = found.map((p) => p.what);
    expect(files).toEqual(
      expect.arrayContaining([
        "content/business.json",
        "content/figures.json",
        "content/policy.json",
        "content/reviews.json",
        "content/cities/markham-auto-glass.json",
      ]),
    );
    const home = found.find((p) => p.what === "content/reviews.json")!;
    expect(home.value).toContain("reviews › entry 1 (review by Daniel M.)");
    const markham = found.find((p) => p.what === "content/cities/markham-auto-glass.json")!;
    expect(markham.value).toContain("stats › entry 1 (400+ repairs this month)");
    expect(markham.value).toContain("reviews › entry 3 (review by Sabrina H.)");
    const figures = found.find((p) => p.what === "content/figures.json")!;
    expect(figures.value).toContain("rating (5.0)");
    // Every review the project ships is marked: the home page's and every city page's.
    const reviews = readContent(root).files.flatMap(({ data }) => {
      const d = data as { reviews?: unknown[] };
      return Array.isArray(d.reviews) ? d.reviews : [];
    });
    expect(reviews.length).toBeGreaterThan(30);
    expect(samples.filter((s) => s.value.startsWith("review by"))).toHaveLength(reviews.length);
  });

  it("lists nothing once every value is the business's own and no mark is left", () => {
    const found = placeholdersInUse(live, { samples: [] }).filter(
      (p) => !p.what.startsWith("Email"),
    );
    expect(found).toEqual([]);
  });

  it("names the lead endpoint when it is on a sample host", () => {
    expect(
      placeholdersInUse({ ...live, LEAD_ENDPOINT: "https://leads.example.com/in" })[0]!.fix,
    ).toBe("set LEAD_ENDPOINT");
  });

  it("reads as a warning for a demo build and as the reason a live build stops", () => {
    const found = placeholdersInUse({}, { samples });
    expect(placeholderReport(found, false)).toMatch(/DEMO BUILD: \d+ sample value/);
    expect(placeholderReport(found, true)).toMatch(/REQUIRE_LIVE_CONFIG is set[\s\S]+stops here/);
  });
});
