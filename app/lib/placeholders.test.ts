import { describe, expect, it } from "vitest";
import { readContent } from "../build-assets/content";
import { pricing } from "../data/pricing";
import {
  briefPlaceholderReport,
  leftCount,
  placeholderReport,
  placeholdersInUse,
  samplesByPage,
} from "./placeholders";
import { editorEntry, sampleValues } from "./samples";

const live = {
  SITE_URL: "https://www.gtamobileautoglass.ca",
  BUSINESS_PHONE: "+1 416-398-2210",
  LEAD_ENDPOINT: "https://leads.gtamobileautoglass.ca/in",
};

const root = new URL("../..", import.meta.url).pathname;
const files = readContent(root).files;
const samples = sampleValues(files);

/** The shipped content with one file changed. */
const changed = (file: string, change: (data: Record<string, unknown>) => void) =>
  files.map((f) => {
    if (f.file !== file) return f;
    const data = structuredClone(f.data) as Record<string, unknown>;
    change(data);
    return { file, data };
  });

describe("the settings still at their samples", () => {
  it("are the site's address and phone: no CRM is needed", () => {
    const { settings } = placeholdersInUse({}, { samples });
    expect(settings.map((p) => p.fix)).toEqual(["set SITE_URL", "set BUSINESS_PHONE"]);
    expect(settings[0]!.value).toBe("https://www.example.com");
  });

  it("include a CRM's form or a lead endpoint on a host kept for examples", () => {
    const crm = "https://crm.example.com/forms/auto-glass-repair-request";
    const { settings } = placeholdersInUse(
      { ...live, QUOTE_FORM_URL: crm, LEAD_ENDPOINT: "https://leads.example.com/in" },
      { samples: [] },
    );
    expect(settings.map((p) => [p.what, p.fix])).toEqual([
      ["Lead endpoint", "set LEAD_ENDPOINT"],
      ["Quote form link", "set QUOTE_FORM_URL"],
      ["Email address on the policy pages", "edit email in content/policy.json"],
    ]);
  });
});

describe("the sample values of the content", () => {
  it("are counted one for each value a visitor reads", () => {
    const policy = samples.filter((s) => s.file === "content/policy.json");
    // The whole file is marked: each of its facts is a value to confirm.
    expect(policy.map((s) => s.field)).toEqual([
      "privacyContact",
      "email",
      "enquiryRetentionMonths",
      "countRetentionMonths",
      "backupRetentionDays",
      "jobRecordMinimum",
    ]);
    const social = samples.filter((s) => s.field.startsWith("social"));
    expect(social.map((s) => s.field)).toEqual([
      "social.facebook",
      "social.instagram",
      "social.google",
    ]);
    // Every review the project ships is marked: the home page's and every city page's.
    const reviews = files.flatMap(({ data }) => {
      const d = data as { reviews?: unknown[] };
      return Array.isArray(d.reviews) ? d.reviews : [];
    });
    expect(reviews.length).toBeGreaterThan(30);
    expect(samples.filter((s) => s.shown.startsWith("a review by"))).toHaveLength(reviews.length);
    expect(leftCount(placeholdersInUse(live, { samples }))).toBe(samples.length);
  });

  it("say what the visitor reads, tokens filled in, with the page and where it is edited", () => {
    const markham = samples.filter((s) => s.file === "content/cities/markham-auto-glass.json");
    expect(markham[0]).toEqual({
      file: "content/cities/markham-auto-glass.json",
      field: "stats › entry 1",
      shown: "400+ repairs this month",
      page: { name: "Markham page", path: "/location/markham-auto-glass" },
      edit: "/admin#/collections/cities/entries/markham-auto-glass",
    });
    expect(markham.at(-1)!.shown).toMatch(/^a review by Sabrina H\.: ".+…"$/);
    expect(samples).toContainEqual(
      expect.objectContaining({
        file: "content/prices.json",
        field: "services.adasCalibration",
        shown: `${pricing.adasCalibration.price.label}, ${pricing.adasCalibration.duration}`,
        page: { name: "Every page", path: "/" },
        edit: "/admin#/collections/settings/entries/prices",
      }),
    );
    expect(samples).toContainEqual(
      expect.objectContaining({ field: "rating", shown: "5.0 overall rating" }),
    );
    expect(samples.every((s) => !s.shown.includes("{{"))).toBe(true);
    expect(editorEntry("content/services/windshield-repair.json")).toBe(
      "/admin#/collections/services/entries/windshield-repair",
    );
  });

  it("fall as the owner clears them: a review removed, a figure confirmed", () => {
    const before = samples.length;
    const fewer = sampleValues(
      changed("content/cities/markham-auto-glass.json", (city) => {
        (city.reviews as unknown[]).splice(0, 1);
        delete (city.stats as { sample?: boolean }[])[1]!.sample;
      }),
    );
    expect(fewer).toHaveLength(before - 2);
  });

  it("list nothing once every value is the business's own and no mark is left", () => {
    const left = placeholdersInUse(live, { samples: [] });
    expect(left.settings.filter((p) => !p.what.startsWith("Email"))).toEqual([]);
    expect(left.samples).toEqual([]);
  });
});

describe("the build's list", () => {
  const left = placeholdersInUse({}, { samples });
  const count = leftCount(left);

  it("warns a demo build with each page's count, short", () => {
    const report = placeholderReport(left, false);
    expect(report).toContain(`DEMO BUILD: ${count} sample values in use. Not for going live:`);
    expect(report).toContain(
      "  - Markham page (/location/markham-auto-glass), in content/cities/markham-auto-glass.json: 6 values",
    );
    expect(report.split("\n").length).toBeLessThan(samplesByPage(samples).length + 10);
    expect(report).toContain("/admin/going-live");
  });

  it("says it in one line for npm start, pointing to the list", () => {
    expect(briefPlaceholderReport(left)).toBe(
      `Demo build: ${count} sample values in use, each listed with where it is edited at /admin/going-live.`,
    );
  });

  it("refuses a live build with every value, as the visitor reads it, by page", () => {
    const report = placeholderReport(left, true);
    expect(report).toContain(
      `REQUIRE_LIVE_CONFIG is set, and ${count} sample values are still in use:`,
    );
    expect(report).toContain(
      "  - Site address (canonical links, sitemap, robots.txt): https://www.example.com (set SITE_URL)",
    );
    expect(report).toContain(
      "  Markham page (/location/markham-auto-glass), in content/cities/markham-auto-glass.json:\n    - stats › entry 1: 400+ repairs this month",
    );
    expect(report).toMatch(/stops here/);
  });
});
