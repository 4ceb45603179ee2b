import { describe, expect, it } from "vitest";
import { readContent } from "../build-assets/content";
import { pricing } from "../../core/data/pricing";
import {
  briefPlaceholderReport,
  goingLiveWords,
  leftCount,
  placeholderDatabaseId,
  placeholderReport,
  placeholdersInUse,
  samplesByPage,
} from "./placeholders";
import { editorEntry, isPlaceholderEmail, isPlaceholderLink, sampleValues } from "./samples";

const live = {
  SITE_URL: "https://www.gtamobileautoglass.ca",
  BUSINESS_PHONE: "+1 416-398-2210",
  LEAD_ENDPOINT: "https://leads.gtamobileautoglass.ca/in",
};
const realDatabase = "3f1c2b7a-9d4e-4a61-b2c8-5e7f0a1d9c34";

const root = new URL("../..", import.meta.url).pathname;
const files = readContent(root).files;
const samples = sampleValues(files);
/** The shipped demo as the dry run sees it: the guide's settings, the placeholder database. */
const demo = placeholdersInUse(live, { files, databaseId: placeholderDatabaseId });

/** The shipped content with one file changed. */
const changed = (file: string, change: (data: Record<string, unknown>) => void) =>
  files.map((f) => {
    if (f.file !== file) return f;
    const data = structuredClone(f.data) as Record<string, unknown>;
    change(data);
    return { file, data };
  });

/** Every key of the content files written as code writes it (`enquiryRetentionMonths`). */
const contentKeys = [
  ...new Set(
    files.flatMap(({ data }) => {
      const keys: string[] = [];
      const walk = (value: unknown) => {
        if (Array.isArray(value)) value.forEach(walk);
        else if (value && typeof value === "object") {
          for (const [key, item] of Object.entries(value)) {
            keys.push(key);
            walk(item);
          }
        }
      };
      walk(data);
      return keys.filter((key) => /[a-z][A-Z]/.test(key));
    }),
  ),
];

describe("the database and the settings still at their samples", () => {
  it("are the site's address and phone: no CRM is needed", () => {
    const { settings } = placeholdersInUse({}, { files: [] });
    expect(settings.map((p) => p.what)).toEqual(["Site address", "Business phone"]);
    expect(settings[0]!.value).toBe("https://www.example.com");
    expect(settings[0]!.fix).toContain("SITE_URL");
  });

  it("include a CRM's form or a lead endpoint on a host kept for examples", () => {
    const crm = "https://crm.example.com/forms/auto-glass-repair-request";
    const { settings } = placeholdersInUse(
      { ...live, QUOTE_FORM_URL: crm, LEAD_ENDPOINT: "https://leads.example.com/in" },
      { files: [] },
    );
    expect(settings.map((p) => [p.what, p.fix])).toEqual([
      [
        "Where quote requests are sent",
        "Give its address as LEAD_ENDPOINT, or leave it out when the pages are deployed with it.",
      ],
      [
        "Quote form link",
        "Give its address as QUOTE_FORM_URL, or leave it out to use the site's own quote form.",
      ],
    ]);
  });

  it("start with the database while wrangler.jsonc names the placeholder, or none", () => {
    for (const id of [placeholderDatabaseId, ""]) {
      const { settings } = placeholdersInUse({}, { files: [], databaseId: id });
      expect(settings.map((p) => p.what)).toEqual([
        "The database",
        "Site address",
        "Business phone",
      ]);
      expect(settings[0]!.fix).toContain("npx wrangler d1 create gta-auto-glass-leads");
    }
    expect(placeholdersInUse(live, { files: [], databaseId: realDatabase }).settings).toEqual([]);
  });
});

describe("the sample values of the content", () => {
  it("are counted one for each value a visitor reads", () => {
    const policy = demo.samples.filter((s) => s.file === "content/policy.json");
    // The whole file is marked: each of its facts is a value to confirm; its example email
    // address is a fact still missing, listed once, with those.
    expect(policy.map((s) => s.field)).toEqual([
      "privacyContact",
      "enquiryRetentionMonths",
      "countRetentionMonths",
      "backupRetentionDays",
      "jobRecordYears",
    ]);
    // Every review the project ships is marked: the home page's and every city page's.
    const reviews = files.flatMap(({ data }) => {
      const d = data as { reviews?: unknown[] };
      return Array.isArray(d.reviews) ? d.reviews : [];
    });
    expect(reviews.length).toBeGreaterThan(30);
    expect(samples.filter((s) => s.shown.startsWith("a review by"))).toHaveLength(reviews.length);
    expect(leftCount(demo)).toBe(1 + samples.length);
  });

  it("say what the visitor reads, tokens filled in, with the page and where it is edited, in the editor's words", () => {
    const markham = samples.filter((s) => s.file === "content/cities/markham-auto-glass.json");
    expect(markham[0]).toEqual({
      file: "content/cities/markham-auto-glass.json",
      field: "stats › entry 1",
      label: "Figures",
      meaning:
        "Up to four, shown under the heading; leave out any you cannot vouch for (none leaves the strip out)",
      shown: "400+ repairs this month",
      page: { name: "Markham page", path: "/location/markham-auto-glass" },
      entry: "City pages › Markham (York Region)",
      edit: "/admin#/collections/cities/entries/markham-auto-glass",
    });
    expect(markham.at(-1)!.shown).toMatch(/^a review by Sabrina H\.: ".+…"$/);
    expect(samples).toContainEqual(
      expect.objectContaining({
        file: "content/prices.json",
        label: "Prices and times › ADAS camera calibration",
        shown: `${pricing.adasCalibration.price.label}, ${pricing.adasCalibration.duration}`,
        page: { name: "Every page", path: "/" },
        entry: "Business, prices and figures › Prices and times",
        edit: "/admin#/collections/settings/entries/prices",
      }),
    );
    expect(samples).toContainEqual(
      expect.objectContaining({
        label: "Keep quote requests for (months)",
        meaning: "The lead service deletes older ones",
        shown: "12",
      }),
    );
    expect(samples).toContainEqual(
      expect.objectContaining({ label: "Overall rating", shown: "5.0 overall rating" }),
    );
    expect(samples.every((s) => !s.shown.includes("{{"))).toBe(true);
    expect(editorEntry("content/services/windshield-repair.json")).toBe(
      "/admin#/collections/services/entries/windshield-repair",
    );
    expect(editorEntry("content/policies/warranty.json")).toBe(
      "/admin#/collections/policies/entries/warranty",
    );
  });

  it("name every value by the editor's labels, never a file's keys", () => {
    expect(contentKeys).toContain("enquiryRetentionMonths");
    for (const value of [...demo.samples, ...demo.links, ...demo.facts]) {
      const words = `${value.entry} › ${value.label}`;
      expect(words).not.toMatch(/entry \d/);
      for (const key of contentKeys) expect(words).not.toContain(key);
    }
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
    const left = placeholdersInUse(live, { files: [], databaseId: realDatabase });
    expect(leftCount(left)).toBe(0);
  });
});

describe("the placeholder links and facts", () => {
  it("are the demo's social profiles and email address, each listed once, not among the samples", () => {
    expect(demo.links.map((l) => [l.label, l.shown, l.marked])).toEqual([
      [
        "Social profiles › Facebook",
        "https://www.facebook.com/example-gta-mobile-auto-glass",
        true,
      ],
      [
        "Social profiles › Instagram",
        "https://www.instagram.com/example-gta-mobile-auto-glass",
        true,
      ],
      [
        "Social profiles › Google Business Profile",
        "https://maps.google.com/?cid=0000000000000000000",
        true,
      ],
    ]);
    expect(demo.links[0]!.meaning).toBe("Your page's address; empty if you have none");
    expect(demo.facts.map((f) => [f.entry, f.label, f.shown])).toEqual([
      ["Business, prices and figures › Privacy and policy facts", "Email", "info@example.com"],
      [
        "Business, prices and figures › Billing: legal name, HST, e-Transfer and adhesive",
        "e-Transfer address",
        "payments@example.com",
      ],
    ]);
    const listed = new Set([...demo.links, ...demo.facts].map((p) => `${p.file} ${p.field}`));
    expect(demo.samples.filter((s) => listed.has(`${s.file} ${s.field}`))).toEqual([]);
  });

  it("are refused once their Sample box is unticked; an empty profile or a real link is not", () => {
    const unticked = placeholdersInUse(live, {
      files: changed("content/business.json", (business) => {
        delete (business.social as { sample?: boolean }).sample;
      }),
    });
    expect(unticked.links.map((l) => [l.label, l.marked])).toEqual([
      ["Social profiles › Facebook", false],
      ["Social profiles › Instagram", false],
      ["Social profiles › Google Business Profile", false],
    ]);
    const unmarkedPolicy = placeholdersInUse(live, {
      files: changed("content/policy.json", (policy) => delete policy.sample),
    });
    expect(unmarkedPolicy.facts.map((f) => f.shown)).toEqual([
      "info@example.com",
      "payments@example.com",
    ]);

    // The owner's own links, one profile left empty, still marked: samples to confirm, and the
    // empty one is nothing to confirm.
    const own = placeholdersInUse(live, {
      files: changed("content/business.json", (business) => {
        business.social = {
          facebook: "https://www.facebook.com/gtamobileautoglass",
          instagram: null,
          google: "https://maps.google.com/?cid=1234567890123456789",
          sample: true,
        };
      }),
    });
    expect(own.links).toEqual([]);
    expect(own.samples.filter((s) => s.label.startsWith("Social")).map((s) => s.shown)).toEqual([
      "https://www.facebook.com/gtamobileautoglass",
      "https://maps.google.com/?cid=1234567890123456789",
    ]);
  });

  it("are links plainly placeholders: an example host or word, an id of zeros", () => {
    for (const link of [
      "https://www.example.com/",
      "https://www.facebook.com/example-gta-mobile-auto-glass",
      "https://maps.google.com/?cid=0000000000000000000",
      "https://g.page/r/0000000000/review",
      "https://reviews.test/ours",
    ])
      expect(isPlaceholderLink(link), link).toBe(true);
    for (const link of [
      "https://www.facebook.com/gtamobileautoglass",
      "https://maps.google.com/?cid=1234567890123456789",
      "https://www.priv.gc.ca/en/report-a-concern/",
      "not a link",
    ])
      expect(isPlaceholderLink(link), link).toBe(false);
    expect(isPlaceholderEmail("info@example.com")).toBe(true);
    expect(isPlaceholderEmail("privacy@gtamobileautoglass.ca")).toBe(false);
  });
});

describe("the build's list", () => {
  const left = placeholdersInUse({}, { files, databaseId: placeholderDatabaseId });
  const count = leftCount(left);

  it("warns a demo build with the settings and each page's count, short", () => {
    const report = placeholderReport(left, false);
    expect(report).toContain(`DEMO BUILD: ${count} things to do before going live.`);
    expect(report).toContain("  - The database: the placeholder in wrangler.jsonc");
    expect(report).toContain("  - Markham page (/location/markham-auto-glass): 6 values");
    expect(report.split("\n").length).toBeLessThan(samplesByPage(samples).length + 25);
    expect(report).toContain("/admin/going-live");
  });

  it("says it in one line for npm start, pointing to the list", () => {
    expect(briefPlaceholderReport(left)).toBe(
      `Demo build: ${count} sample values in use, each listed with where it is edited at /admin/going-live.`,
    );
  });

  it("refuses a live build with everything at once, in the guide's order and the editor's words", () => {
    const report = placeholderReport(demo, true);
    expect(report).toContain(
      `Before going live: ${leftCount(demo)} things to do, in the order of the going-live guide`,
    );
    // The groups in the guide's order: the database first, though the samples follow it.
    const { settings, samples: sampleWords, links, facts } = goingLiveWords;
    const at = [settings, sampleWords, links, facts].map((g) => report.indexOf(`\n${g.title} (`));
    expect(at.every((i) => i > 0)).toBe(true);
    expect([...at].sort((a, b) => a - b)).toEqual(at);
    expect(report).toContain("  - The database: the placeholder in wrangler.jsonc\n    Where the");
    // Each value by its label, with what it is for, under the page and the editor's entry.
    expect(report).toContain(
      "  Privacy policy (/privacy-policy), in Business, prices and figures › Privacy and policy facts:",
    );
    expect(report).toContain(
      "    - Keep quote requests for (months): 12\n      The lead service deletes older ones",
    );
    expect(report).toContain(
      "  Markham page (/location/markham-auto-glass), in City pages › Markham (York Region):\n    - Figures: 400+ repairs this month\n      Up to four",
    );
    // A label's meaning is said once on a page: the first of its reviews says it.
    const markham = report.slice(
      report.indexOf("  Markham page"),
      report.indexOf("  Newmarket page"),
    );
    expect(markham.match(/Real reviews from drivers here/g)).toHaveLength(1);
    expect(report).toContain(
      "  - Business, prices and figures › Business facts and hours › Social profiles › Google Business Profile: https://maps.google.com/?cid=0000000000000000000\n    Your profile's address",
    );
    expect(report).toContain(
      "  - Business, prices and figures › Privacy and policy facts › Email: info@example.com",
    );
    expect(report).not.toMatch(/entry \d/);
    for (const key of contentKeys) expect(report).not.toContain(key);
    expect(report).toMatch(/stops here/);
  });
});
