import { mkdir, mkdtemp, readdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { flattenPageFiles, htmlFiles, pageFile, pagePath } from "./page-files";

describe("pageFile and pagePath", () => {
  it("map a page's path to its file and back", () => {
    for (const [urlPath, file] of [
      ["/", "index.html"],
      ["/about-us", "about-us.html"],
      ["/location/aurora-auto-glass", "location/aurora-auto-glass.html"],
    ]) {
      expect(pageFile(urlPath!)).toBe(file);
      expect(pagePath(file!)).toBe(urlPath);
    }
    expect(pageFile("/about-us/")).toBe("about-us.html");
    expect(pagePath("404.html")).toBeNull();
  });
});

describe("flattenPageFiles", () => {
  let dir = "";
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it("moves <path>/index.html to <path>.html, keeping the home page and other files", async () => {
    dir = await mkdtemp(path.join(tmpdir(), "pages-"));
    for (const file of ["index.html", "404.html", "about-us/index.html", "location/a/index.html"]) {
      await mkdir(path.dirname(path.join(dir, file)), { recursive: true });
      await writeFile(path.join(dir, file), file);
    }
    await writeFile(path.join(dir, "location", "a.data"), "data");
    await flattenPageFiles(dir);
    expect(await htmlFiles(dir)).toEqual([
      "404.html",
      "about-us.html",
      "index.html",
      "location/a.html",
    ]);
    expect((await readdir(dir)).sort()).toEqual([
      "404.html",
      "about-us.html",
      "index.html",
      "location",
    ]);
    expect((await readdir(path.join(dir, "location"))).sort()).toEqual(["a.data", "a.html"]);
  });
});
