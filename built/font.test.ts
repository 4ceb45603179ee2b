import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { siteFontText } from "../app/integration/site-font";
import { sitePaths } from "../app/data/site-pages";
import { builtFile, builtPage, textOf } from "./built-html";

/**
 * The brand font as the build wrote it (decision 034): inside the stylesheet, cut to the
 * characters the pages show, and asked for by no page on its own.
 */
describe("the brand font", () => {
  const content = readdirSync("content", { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => readFileSync(path.join(e.parentPath, e.name), "utf8"));
  const kept = new Set(siteFontText(content));

  it("is written into the one stylesheet every page links, as Inter's variable weights 400-800", () => {
    const home = builtPage("/");
    const sheets = home
      .querySelectorAll('link[rel="stylesheet"]')
      .map((l) => l.getAttribute("href")!);
    expect(sheets).toHaveLength(1);
    const css = builtFile(sheets[0]!).toString("utf8");
    const face = /@font-face\{font-family:Inter Variable;[^}]*\}/.exec(css)?.[0] ?? "";
    expect(face).toContain("font-weight:400 800");
    expect(face).toContain("font-display:block");
    expect(face).toMatch(/src:url\(data:font\/woff2;base64,[\w+/=]{10000,}\)/);
    expect(css).not.toMatch(/\.woff2\)/);
  });

  it("is preloaded and fetched by no page", () => {
    for (const route of sitePaths()) {
      const head = builtPage(route).querySelector("head")!;
      expect(head.querySelectorAll('link[rel="preload"]'), route).toHaveLength(0);
    }
  });

  it("has every character every page shows", () => {
    const missing = new Set<string>();
    for (const route of sitePaths()) {
      const page = builtPage(route);
      for (const gone of page.querySelectorAll("script, style, noscript")) gone.remove();
      for (const char of textOf(page.querySelector("body")!)) {
        if (!/\s/.test(char) && !kept.has(char)) missing.add(char);
      }
    }
    expect([...missing].join("")).toBe("");
  });
});
