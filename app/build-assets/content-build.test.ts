import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { parse, type HTMLElement } from "node-html-parser";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { projectCopy } from "../../scripts/project-copy.mjs";
import { photoSlots } from "../data/photos";

/**
 * The owner's edits, made as the owner makes them (a file under content/ changed or added) in a
 * copy of the project, then built: what the build makes of them, or why it refuses.
 */

const live = {
  SITE_URL: "https://www.gtamobileautoglass.ca",
  BUSINESS_PHONE: "+1 416-398-2210",
  QUOTE_FORM_URL: "https://forms.gtamobileautoglass.ca/quote",
};

const copies: { remove: () => void }[] = [];
afterAll(() => copies.forEach((c) => c.remove()));

function copy() {
  const made = projectCopy("content-build-");
  copies.push(made);
  const file = (name: string) => path.join(made.dir, "content", name);
  return {
    dir: made.dir,
    read: (name: string) => JSON.parse(readFileSync(file(name), "utf8")),
    write: (name: string, data: unknown) =>
      writeFileSync(file(name), `${JSON.stringify(data, null, 2)}\n`),
    build: (env: Record<string, string> = {}) =>
      spawnSync("npx", ["astro", "build"], {
        cwd: made.dir,
        env: { ...process.env, NODE_ENV: "production", BUILD_DIR: "build", ...env },
        encoding: "utf8",
        timeout: 180_000,
      }),
    page: (file: string) =>
      parse(readFileSync(path.join(made.dir, "build", "client", file), "utf8")),
  };
}

/** The header's menus, from the script of their island (app/integration/site-navigation.ts). */
function headerNavigation(script: string): {
  menus: {
    label: string;
    columns: { title: string; links: { label: string; path: string }[] }[];
  }[];
} {
  const literal = /JSON\.parse\((["'`])((?:\\.|(?!\1).)*)\1\)/gs;
  const data = [...script.matchAll(literal)].find(([call]) => call.includes("menus"));
  return new Function(`return ${data![0]}`)();
}

const linkTo = (root: HTMLElement, href: string) =>
  root.querySelectorAll(`a[href="${href}"]`).map((a) => a.text.trim());

describe("a city added as one file, and a photo put in its slot", () => {
  const site = copy();
  // A place the site has never served, in a region it has never had, with no reviews and no
  // figures yet, and no map centre of its own: its map comes from the postal areas named after
  // it. Its words are its own (a copy of another city's would not build).
  site.write(
    "cities/caledon-auto-glass.json",
    JSON.parse(readFileSync(new URL("fixtures/caledon-auto-glass.json", import.meta.url), "utf8")),
  );
  let built: ReturnType<typeof site.build>;
  beforeAll(async () => {
    // The team's photo, where the owner puts it (README, "Photos"): the same build shows both.
    await sharp({
      create: { width: 1600, height: 1200, channels: 3, background: { r: 30, g: 80, b: 140 } },
    })
      .jpeg()
      .toFile(path.join(site.dir, "app/assets/photos/about-team.jpg"));
    built = site.build();
  }, 180_000);

  it("builds", () => {
    expect(built.stderr).not.toMatch(/error/i);
    expect(built.status).toBe(0);
  });

  it("is in the sitemap", () => {
    const sitemap = readFileSync(path.join(site.dir, "build/client/sitemap.xml"), "utf8");
    expect(sitemap).toContain("/location/caledon-auto-glass</loc>");
  });

  it("has a column of its region in the header's menu, and a link in the footer", () => {
    const home = site.page("index.html");
    // The menus come with the island's script (app/integration/site-navigation.ts).
    const assets = path.join(site.dir, "build/client/assets");
    const script = readdirSync(assets).find((f) => /^MainNav\.[\w-]+\.js$/.test(f))!;
    const { menus } = headerNavigation(readFileSync(path.join(assets, script), "utf8"));
    const columns = menus.find((m) => m.label === "Locations")!.columns;
    expect(columns.map((c) => c.title)).toEqual(["Toronto", "York Region", "Peel Region"]);
    expect(columns.at(-1)!.links).toEqual([
      { label: "Caledon", path: "/location/caledon-auto-glass" },
    ]);
    expect(linkTo(home.querySelector("footer")!, "/location/caledon-auto-glass")).toContain(
      "Caledon",
    );
  });

  it("is in the coverage list, linked to its page", () => {
    const list = site.page("index.html").querySelector("#coverage-cities")!;
    expect(linkTo(list, "/location/caledon-auto-glass")).toEqual(["Caledon"]);
  });

  it("has its own page with a map of it, and no reviews section or figures strip", () => {
    const page = site.page("location/caledon-auto-glass.html");
    expect(page.querySelector("h1")!.text).toBe(
      "Mobile windshield and auto glass service in Caledon",
    );
    expect(page.querySelector('[aria-label="Our numbers in Caledon"]')).toBeNull();
    const map = page.querySelector('svg[aria-label*="Caledon highlighted"]');
    expect(map).not.toBeNull();
    expect(map!.querySelectorAll("text").map((t) => t.text)).toContain("Caledon");
    expect(page.text).not.toContain("What drivers in Caledon say");
  });

  it("serves the photo as AVIF and WebP at each of the slot's widths, sized and lazy", () => {
    const html = readFileSync(path.join(site.dir, "build/client/about-us.html"), "utf8");
    const picture = /<picture[^]*?<\/picture>/.exec(html)?.[0] ?? "";
    expect(picture).not.toBe("");
    for (const type of ["image/avif", "image/webp"]) {
      const source = new RegExp(`<source[^>]*type="${type}"[^>]*>`).exec(picture)?.[0] ?? "";
      for (const width of photoSlots["about-team"].widths) {
        expect(source, type).toContain(`${width}w`);
      }
    }
    const img = /<img[^>]*>/.exec(picture)?.[0] ?? "";
    expect(img).toContain(`alt="${photoSlots["about-team"].alt}"`);
    expect(img).toContain('loading="lazy"');
    const width = Number(/width="(\d+)"/.exec(img)?.[1]);
    const height = Number(/height="(\d+)"/.exec(img)?.[1]);
    expect(width / height).toBeCloseTo(4 / 3, 2);
    // Every copy the page names was written
    for (const src of picture.matchAll(/(\/assets\/[^\s",]+)/g)) {
      expect(existsSync(path.join(site.dir, "build/client", src[1]!)), src[1]).toBe(true);
    }
    // In place of the slot's illustration
    expect(html).toContain('data-photo="about-team"');
    expect(html).not.toContain('data-photo-slot="about-team"');
  });
});

describe("a mistake in a content file", () => {
  it("stops the build with one plain sentence each: the file, the field, or the line of broken JSON", () => {
    const site = copy();
    const prices = site.read("prices.json");
    prices.services.chipRepair.from = "$70";
    site.write("prices.json", prices);
    const business = site.read("business.json");
    business.hours.shop.Saturday.opens = "9am";
    site.write("business.json", business);
    // A comma forgotten in a file typed by hand.
    const figures = readFileSync(path.join(site.dir, "content/figures.json"), "utf8");
    writeFileSync(path.join(site.dir, "content/figures.json"), figures.replace("},\n", "}\n"));
    const built = site.build();
    expect(built.status).not.toBe(0);
    const output = `${built.stdout}${built.stderr}`;
    expect(output).toContain("The site's content has 3 mistakes, so nothing was built:");
    expect(output).toContain(
      "content/prices.json: services.chipRepair.from: expected a number, found a string",
    );
    expect(output).toContain(
      'content/business.json: hours.shop.Saturday.opens: expected a 24-hour time such as "08:00", or empty when closed',
    );
    expect(output).toMatch(/content\/figures.json: line 3, column 3: not valid JSON \(/);
    // Nothing but the mistakes: no stack trace, nothing about Astro's configuration.
    expect(output).not.toMatch(/^\s+at /m);
    expect(output).not.toContain("Unable to load your Astro config");

    // Fixed, but a city file copied with only its city changed, and a token that names nothing.
    prices.services.chipRepair.from = 70;
    site.write("prices.json", prices);
    business.hours.shop.Saturday.opens = "09:00";
    site.write("business.json", business);
    writeFileSync(path.join(site.dir, "content/figures.json"), figures);
    site.write("cities/pickering-auto-glass.json", {
      ...site.read("cities/markham-auto-glass.json"),
      city: "Pickering",
    });
    const copied = site.build();
    expect(copied.status).not.toBe(0);
    expect(`${copied.stdout}${copied.stderr}`).toContain(
      'content/cities/pickering-auto-glass.json: title: names Markham, not Pickering ("Markham Mobile Auto Glass & Windshields")',
    );

    rmSync(path.join(site.dir, "content/cities/pickering-auto-glass.json"));
    const city = site.read("cities/aurora-auto-glass.json");
    city.faqs[1].answer = "From {{pricing.chipRepiar.price.label}}, and quickly.";
    site.write("cities/aurora-auto-glass.json", city);
    const again = site.build();
    expect(again.status).not.toBe(0);
    expect(`${again.stdout}${again.stderr}`).toContain(
      "content/cities/aurora-auto-glass.json: faqs › entry 2 › answer: {{pricing.chipRepiar.price.label}} names no price",
    );
    // Three builds, each stopped at the content check: seconds each, more on a busy machine.
  }, 180_000);
});

describe("a live build", () => {
  it("refuses every sample, however it was renamed or reworded", () => {
    const site = copy();
    let n = 0;
    const rename = (review: { name: string; text: string }) => {
      n += 1;
      review.name = `Reviewer${"abcdefghijklmnopqrstuvwxyz"[n % 26]} Q.`;
      review.text = `${review.text} Renamed.`;
    };
    const reviews = site.read("reviews.json");
    reviews.reviews.forEach(rename);
    site.write("reviews.json", reviews);
    const figures = site.read("figures.json");
    figures.rating.value = "4.7";
    figures.customersServed.value = "8,000+";
    figures.yearsExperience.value = "20+";
    figures.servingSince.value = 2012;
    figures.warrantyTerm.value = "Five-year";
    figures.repairSuccessRate.value = "96%";
    figures.quoteResponse.value = "3 hours";
    figures.messageResponse.value = "one business day";
    site.write("figures.json", figures);
    // Every city's reviews renamed and every city's sample figures reworded.
    const cityFiles = readdirSync(path.join(site.dir, "content/cities"));
    for (const name of cityFiles) {
      const city = site.read(`cities/${name}`);
      city.reviews.forEach(rename);
      for (const stat of city.stats) if (stat.sample) stat.value = `${stat.value} (ours)`;
      site.write(`cities/${name}`, city);
    }
    const policy = site.read("policy.json");
    policy.email = "privacy@gtamobileautoglass.ca";
    site.write("policy.json", policy);

    const built = site.build({ ...live, REQUIRE_LIVE_CONFIG: "1" });
    expect(built.status).not.toBe(0);
    const output = `${built.stdout}${built.stderr}`;
    expect(output).toMatch(/Before going live: \d+ things to do/);
    expect(output).not.toContain("Site address");
    // Each file's values, under the editor's entry it is edited in.
    for (const entry of [
      ...[
        "Reviews on the home page",
        "Figures (years, customers, rating)",
        "Privacy and policy facts",
        "Business facts and hours",
      ].map((title) => `Business, prices and figures › ${title}`),
      ...cityFiles.map((f) => {
        const city = site.read(`cities/${f}`);
        return `City pages › ${city.city} (${city.region})`;
      }),
    ]) {
      expect(output).toContain(`, in ${entry}:`);
    }
    // Each value as the visitor would read it, by its label in the editor.
    expect(output).toMatch(/- Reviews: a review by Reviewerb Q\.: ".+"/);
    expect(output).toContain("- Overall rating: 4.7 overall rating");
    expect(output).toContain("- Message reply within: one business day");
    expect(output).toMatch(/- Figures: \d+\+ \(ours\) repairs this month/);
  }, 180_000);
});
