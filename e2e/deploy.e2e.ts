// What `npm run deploy` would upload, checked without a Cloudflare account (`--dry-run`), in a
// copy of the project that has already built the demo, as `npm start` serves it: it builds again,
// into build-dry-run/, with the settings it is given and REQUIRE_LIVE_CONFIG=1; over the demo it
// refuses, listing everything left in one run (the database, then the samples, in the editor's
// words); once the owner has cleared everything it bundles the Worker with every binding and those
// settings, and the demo build in build/ is as it was.
import { spawnSync } from "node:child_process";
import { cpSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { projectCopy } from "../scripts/project-copy.mjs";

/** Cloudflare's limit on a Worker's size on the free plan, compressed. */
const freePlanLimitKiB = 3 * 1024;
/** Ours: the lead service, its pages and the inbox, with room to grow. */
const workerBudgetKiB = 400;

/** The dry run as the owner's guide gives it, with the business's address and phone. */
const dryRunCommand = /^(SITE_URL=.*npm run deploy -- --dry-run)$/m.exec(
  readFileSync("docs/owner-guide.md", "utf8"),
)![1]!;
const live = {
  SITE_URL: /SITE_URL=(\S+)/.exec(dryRunCommand)![1]!,
  BUSINESS_PHONE: /BUSINESS_PHONE="([^"]+)"/.exec(dryRunCommand)![1]!,
};

const site = projectCopy("deploy-e2e-");
afterAll(() => site.remove());
// The demo as `npm start` built it.
cpSync("build", path.join(site.dir, "build"), { recursive: true });

/** The guide's command, run in the copy as the owner types it. */
function dryRun() {
  const run = spawnSync("sh", ["-c", dryRunCommand], {
    cwd: site.dir,
    encoding: "utf8",
    env: { ...process.env, NODE_ENV: "production" },
    timeout: 240_000,
  });
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
}

/** The content files, under content/. */
const contentNames = () => [
  ...readdirSync(path.join(site.dir, "content")).filter((n) => n.endsWith(".json")),
  ...readdirSync(path.join(site.dir, "content/cities")).map((n) => `cities/${n}`),
];

/** Every key of the content files written as code writes it (`enquiryRetentionMonths`). */
function contentKeys(): string[] {
  const keys = new Set<string>();
  const walk = (value: unknown) => {
    if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === "object") {
      for (const [key, item] of Object.entries(value)) {
        if (/[a-z][A-Z]/.test(key)) keys.add(key);
        walk(item);
      }
    }
  };
  for (const name of contentNames()) walk(read(name));
  return [...keys];
}

const contentFile = (name: string) => path.join(site.dir, "content", name);
const read = (name: string) => JSON.parse(readFileSync(contentFile(name), "utf8"));
const write = (name: string, data: unknown) =>
  writeFileSync(contentFile(name), `${JSON.stringify(data, null, 2)}\n`);

/**
 * What an owner does with everything on the list: a city's figures and reviews, and the home
 * page's reviews, that they cannot vouch for are removed; every other value they confirm as the
 * business's own (its email on the business's own domain, its own profiles, and none on
 * Instagram), and the mark goes; and the database's id goes into wrangler.jsonc.
 */
function clearEverySample() {
  const unmark = (value: unknown): unknown => {
    if (Array.isArray(value)) {
      return value
        .filter((item) => !(item && typeof item === "object" && "sample" in item && "text" in item))
        .map(unmark);
    }
    if (value && typeof value === "object") {
      return Object.fromEntries(
        Object.entries(value)
          .filter(([key]) => key !== "sample")
          .map(([key, item]) => [key, unmark(item)]),
      );
    }
    return value;
  };
  for (const name of contentNames()) {
    const data = read(name);
    if (name.startsWith("cities/")) {
      data.stats = data.stats.filter((stat: { sample?: boolean }) => !stat.sample);
    }
    write(name, unmark(data));
  }
  write("policy.json", { ...read("policy.json"), email: "privacy@gtamobileautoglass.ca" });
  write("billing.json", { ...read("billing.json"), eTransferEmail: "pay@gtamobileautoglass.ca" });
  const business = read("business.json");
  business.social = {
    facebook: "https://www.facebook.com/gtamobileautoglass",
    instagram: null,
    google: "https://maps.google.com/?cid=4815162342108015",
  };
  write("business.json", business);
  const wrangler = path.join(site.dir, "wrangler.jsonc");
  writeFileSync(
    wrangler,
    readFileSync(wrangler, "utf8").replace(
      "00000000-0000-4000-8000-000000000000",
      "3f1c2b7a-9d4e-4a61-b2c8-5e7f0a1d9c34",
    ),
  );
}

describe("npm run deploy -- --dry-run", () => {
  it("lists everything left over the demo in one run: the database first, then the samples, in the editor's words", () => {
    const run = dryRun();
    expect(run.status).not.toBe(0);
    const { output } = run;
    expect(output).toMatch(
      /Before going live: \d+ things to do, in the order of the going-live guide/,
    );
    // The database (the guide's step 5) does not hide the samples (step 3): both, at once.
    const database = output.indexOf("  - The database: the placeholder in wrangler.jsonc");
    const samples = output.indexOf("\nSamples (");
    expect(database).toBeGreaterThan(0);
    expect(samples).toBeGreaterThan(database);
    expect(output).toContain("npx wrangler d1 create gta-auto-glass-leads");
    expect(output).toContain(
      "  Markham page (/location/markham-auto-glass), in City pages › Markham (York Region):\n    - Figures: 400+ repairs this month",
    );
    expect(output).toContain(
      "    - Keep quote requests for (months): 12\n      The lead service deletes older ones",
    );
    expect(output).toContain("\nPlaceholder links (3)");
    // No file's keys: each value by the label the editor shows.
    expect(output).not.toMatch(/entry \d/);
    const keys = contentKeys();
    expect(keys).toContain("enquiryRetentionMonths");
    expect(keys.filter((key) => output.includes(key))).toEqual([]);
    // The settings given are the business's own.
    expect(output).not.toContain("Site address");
    expect(output).toContain("The dry run failed");
    expect(output).not.toContain("The dry run passed");
  }, 240_000);

  it("passes once everything is done, and bundles the Worker with every binding and the settings given, leaving npm start's build as it was", () => {
    const demoSettings = readFileSync(path.join(site.dir, "build/site-env.json"), "utf8");
    clearEverySample();
    const run = dryRun();
    expect(run.output).not.toContain("Before going live:");
    expect(run.status, run.output).toBe(0);
    expect(run.output).toContain(
      `The dry run passed: a deploy now would publish ${live.SITE_URL} with the phone ${live.BUSINESS_PHONE}`,
    );
    for (const binding of [
      "ASSETS",
      "DB",
      "LEAD_PHOTOS",
      "BACKUPS",
      "LEAD_ALERTS",
      "LEAD_SENDS",
      "ALERT_EMAIL",
    ]) {
      expect(run.output).toMatch(new RegExp(`env\\.${binding}\\b`));
    }
    const gzipKiB = Number(run.output.match(/gzip: ([\d.]+) KiB/)?.[1]);
    expect(gzipKiB).toBeGreaterThan(0);
    expect(gzipKiB).toBeLessThan(Math.min(freePlanLimitKiB, workerBudgetKiB));
    // The Worker carries the settings given, and the pages were built with them, in a folder of
    // their own.
    const worker = readFileSync(path.join(site.dir, "build-dry-run/worker/index.js"), "utf8");
    expect(worker).toContain(live.SITE_URL);
    const tel = `href="tel:+1${live.BUSINESS_PHONE.replace(/\D/g, "")}"`;
    const home = readFileSync(path.join(site.dir, "build-dry-run/client/index.html"), "utf8");
    expect(home).toContain(tel);
    expect(home).not.toContain("555-0142");
    // What npm start serves is the demo still: its settings, and its phone.
    expect(readFileSync(path.join(site.dir, "build/site-env.json"), "utf8")).toBe(demoSettings);
    const served = readFileSync(path.join(site.dir, "build/client/index.html"), "utf8");
    expect(served).toContain("555-0142");
    expect(served).not.toContain(tel);
  }, 240_000);
});
