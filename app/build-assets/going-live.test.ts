import { parse } from "node-html-parser";
import { describe, expect, it } from "vitest";
import {
  goingLiveWords,
  leftCount,
  placeholderDatabaseId,
  placeholderReport,
} from "../lib/placeholders";
import { goingLiveHtml, leftNow } from "./going-live";

const root = new URL("../..", import.meta.url).pathname;
/** The shipped demo, as the dry run of the owner's guide sees it. */
const left = leftNow(
  root,
  { SITE_URL: "https://www.yourdomain.ca", BUSINESS_PHONE: "(416) 398-2210" },
  placeholderDatabaseId,
);
const page = parse(goingLiveHtml(left));
const text = (selector: string) => page.querySelectorAll(selector).map((e) => e.text);

describe("the editor's Before going live page", () => {
  it("has the dry run's groups, in the guide's order", () => {
    const { settings, samples, links, facts } = goingLiveWords;
    expect(text("h2").map((h) => h.replace(/ \d+( values?)?$/, ""))).toEqual(
      [settings, samples, links, facts].map((g) => g.title),
    );
    expect(text("main > p strong")).toEqual([`${leftCount(left)} things`]);
  });

  it("says each thing as the dry run does: what it is, what it is for, and what to do", () => {
    const report = placeholderReport(left, true);
    const items = text("li").map((li) => li.replace(/\s+/g, " "));
    expect(items).toHaveLength(leftCount(left));
    const database = left.settings[0]!;
    expect(database.what).toBe("The database");
    expect(items[0]).toBe(
      `${database.what} ${database.value} ${database.meaning} ${database.fix}`.replace(/\s+/g, " "),
    );
    for (const words of [database.what, database.value, database.meaning, database.fix])
      expect(report).toContain(words);
    for (const value of [...left.samples, ...left.links, ...left.facts]) {
      const what = left.samples.includes(value) ? value.label : `${value.entry} › ${value.label}`;
      expect(items).toContainEqual(expect.stringContaining(`${what} ${value.shown} Edit`));
      expect(report).toContain(`- ${what}: ${value.shown}`);
    }
    // Each edit link opens the value's entry in the editor.
    const markham = page
      .querySelectorAll("section section")
      .find((s) => s.querySelector("h3")?.text.startsWith("Markham page"))!;
    expect(markham.querySelector("p.entry")!.text).toBe("In City pages › Markham (York Region)");
    expect(markham.querySelector("li a")!.getAttribute("href")).toBe(
      "/admin#/collections/cities/entries/markham-auto-glass",
    );
  });

  it("says when nothing is left", () => {
    const none = { settings: [], samples: [], links: [], facts: [] };
    expect(parse(goingLiveHtml(none)).querySelector(".done")!.text).toMatch(/^Nothing is left/);
  });
});
