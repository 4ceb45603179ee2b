import { readFile } from "node:fs/promises";
import path from "node:path";
import { twMerge } from "tailwind-merge";
import { describe, expect, it } from "vitest";
import { attributes } from "../deploy/inline-hashes";
import { htmlFiles } from "../deploy/page-files";

const client = path.resolve("build/client");
const startTag = /<[a-zA-Z][^\s/>]*(\s[^>]*)?>/g;

/**
 * Components pass variants and props, not classes that override each other, so no page needs a
 * class merger in the browser (lib/cn.ts). This holds the whole build to it: on no element of
 * any page, islands as first rendered included, do two Tailwind utilities set the same thing.
 */
describe("markup", () => {
  it("no element's classes contain Tailwind utilities that conflict", async () => {
    // The check itself: two paddings on one axis conflict, padding and margin do not.
    expect(twMerge("px-4 py-2 px-2")).toBe("py-2 px-2");
    expect(twMerge("px-4 mx-2")).toBe("px-4 mx-2");
    const conflicts = new Map<string, string[]>();
    for (const file of await htmlFiles(client)) {
      const html = (await readFile(path.join(client, file), "utf8")).replace(
        /<script\b[\s\S]*?<\/script>/g,
        "",
      );
      for (const [, attrs] of html.matchAll(startTag)) {
        const value = attrs ? attributes(attrs).get("class") : undefined;
        if (!value) continue;
        const classes = value.split(/\s+/).filter(Boolean);
        const kept = new Set(twMerge(classes.join(" ")).split(" "));
        const dropped = classes.filter((c) => !kept.has(c));
        if (dropped.length > 0) {
          const files = conflicts.get(value) ?? [];
          conflicts.set(value, [...files, file]);
        }
      }
    }
    expect(
      [...conflicts].map(([value, files]) => `${value} (${files.length} pages, ${files[0]})`),
    ).toEqual([]);
  });
});
