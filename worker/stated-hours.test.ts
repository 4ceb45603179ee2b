import { describe, expect, it } from "vitest";
import { siteConfig } from "../core/config/site";
import { sitePaths } from "../app/data/site-pages";
import { leadPages } from "../core/rules/leads";
import { readWranglerConfig } from "../scripts/lead-service.mjs";
import { defaultAvailability } from "../core/data/booking";
import { builtHours, hoursRewrite, statedHours, structuredHours } from "./stated-hours";

/** The sample availability with the evening window closed on every day. */
const noEvenings = {
  ...defaultAvailability,
  week: Object.fromEntries(
    Object.entries(defaultAvailability.week).map(([day, jobs]) => [day, { ...jobs, evening: 0 }]),
  ) as typeof defaultAvailability.week,
};

describe("the hours the pages state", () => {
  it("are the build's own while the owner has saved none", () => {
    expect(builtHours.text).toBe(siteConfig.hours.service);
    expect(builtHours.text).toBe("Mon-Fri 8am-8pm, Sat 8am-4pm, by appointment");
  });

  it("are rewritten to the saved hours in the text, the JSON-LD's strings and its hours, once", () => {
    const saved = statedHours(noEvenings);
    expect(saved.text).toBe("Mon-Sat 8am-4pm, by appointment");
    const rewrite = hoursRewrite(builtHours, saved);
    expect(rewrite.text(`<dd>${builtHours.text}</dd>`)).toBe(`<dd>${saved.text}</dd>`);
    const jsonLd = [
      `{"text":"we work ${builtHours.text}."}`,
      `{"location":[{"openingHoursSpecification":${builtHours.json}}],${structuredHours(builtHours)}:{}}`,
    ].join("\n");
    expect(rewrite.script(jsonLd)).toBe(
      [
        `{"text":"we work ${saved.text}."}`,
        // A location's hours written like the business's are the office's: left as they are.
        `{"location":[{"openingHoursSpecification":${builtHours.json}}],${structuredHours(saved)}:{}}`,
      ].join("\n"),
    );
    // Hours that hold the build's are not rewritten a second time.
    const back = hoursRewrite(saved, { text: `Sun 9am-noon, ${saved.text}`, json: "[]" });
    expect(back.text(saved.text)).toBe(`Sun 9am-noon, ${saved.text}`);
  });

  it("escape what the owner typed as the page writes it", () => {
    const built = { text: "by appointment", json: "[]" };
    const saved = { text: "Mon 9am-5pm, by appointment & walk-in <always>", json: "[]" };
    const rewrite = hoursRewrite(built, saved);
    expect(rewrite.text("<p>by appointment</p>")).toBe(
      "<p>Mon 9am-5pm, by appointment &amp; walk-in &lt;always&gt;</p>",
    );
    expect(rewrite.script('{"answer":"by appointment"}')).toBe(
      '{"answer":"Mon 9am-5pm, by appointment & walk-in \\u003calways>"}',
    );
    // An apostrophe plainly, as the build writes the page's text outside its islands.
    const apostrophe = hoursRewrite({ text: "8am-4pm, owner's call", json: "[]" }, saved);
    expect(apostrophe.text("<dd>8am-4pm, owner's call</dd>")).toBe(
      "<dd>Mon 9am-5pm, by appointment &amp; walk-in &lt;always&gt;</dd>",
    );
  });
});

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

describe("the pages the Worker serves", () => {
  /** A route of run_worker_first as Cloudflare reads it: `*` stands for anything. */
  const routes = (readWranglerConfig().assets.run_worker_first as string[]).map(
    (rule) => new RegExp(`^${rule.split("*").map(escapeRegex).join(".*")}$`),
  );
  const runsWorker = (path: string) => routes.some((route) => route.test(path));

  it("are every page the build writes, so each says the hours the owner books", () => {
    const paths = [...sitePaths(), ...Object.values(leadPages)];
    expect(paths.filter((path) => !runsWorker(path))).toEqual([]);
  });

  it("are no script, style or image: those are served as files, without the Worker", () => {
    for (const file of ["/assets/islands.js", "/assets/site.css", "/favicon.ico", "/robots.txt"]) {
      expect(runsWorker(file), file).toBe(false);
    }
  });
});
