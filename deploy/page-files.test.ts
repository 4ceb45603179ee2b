import { describe, expect, it } from "vitest";
import { pageFile, pagePath } from "./page-files";

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
