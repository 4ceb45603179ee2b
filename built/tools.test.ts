// Where the visitor tools are placed, as built: the estimate's links and the coverage check's
// island. How they answer is in e2e/tools.e2e.ts and the engines' suite.
import { describe, expect, it } from "vitest";
import { navigation } from "../app/data/navigation";
import { staticPages } from "../core/data/pages";
import { serviceById } from "../core/data/services";
import { locationPages, servicePath } from "../app/data/site-pages";
import { builtPage, linksNamed } from "./built-html";
import { placedIslands } from "../e2e/islands";
const estimatePath = staticPages.estimate.path;

describe("the instant estimate", () => {
  it("is linked from the windshield menu, the home hero, the windshield pages and every location page", () => {
    const windshield = navigation.menus.find((m) => m.id === "windshield")!;
    expect(windshield.columns.flatMap((c) => c.links).map((l) => l.path)).toContain(estimatePath);
    // The first section of each page, as the build wrote it.
    const heroLinks = (path: string) =>
      linksNamed(builtPage(path).querySelector("main > section")!, navigation.estimate.label).map(
        (a) => a.getAttribute("href"),
      );
    for (const path of [
      "/",
      servicePath(serviceById("windshield-repair").page!.slug),
      servicePath(serviceById("windshield-replacement").page!.slug),
      ...locationPages().map((p) => p.path),
    ])
      expect(heroLinks(path), path).toEqual([estimatePath]);
    expect(heroLinks("/about-us")).toEqual([]);
  });
});

describe("the coverage check", () => {
  // How it answers is the cross-engine suite's, on the home page: every other page that has it
  // places the same island, read from the built files.
  it("is on every location page and the contact page, as the same island", () => {
    for (const path of ["/contact-us", ...locationPages().map((p) => p.path)]) {
      const root = builtPage(path);
      expect(root.querySelectorAll("[data-coverage-check]").length, path).toBe(1);
      expect(
        placedIslands(root.toString()).some((island) =>
          island.componentUrl.includes("/CoverageCheck."),
        ),
        path,
      ).toBe(true);
    }
  });
});
