import { readFile, readdir } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { htmlFiles, pagePath } from "../deploy/page-files";
import { servers } from "./browser";

const client = path.resolve("build/client");

/** Every prerendered page, as the path a visitor requests. */
async function builtPages(): Promise<string[]> {
  return (await htmlFiles(client)).map((file) => pagePath(file) ?? "/__404").sort();
}

async function html(site: string, pathname: string): Promise<string> {
  if (pathname === "/__404") return readFile(path.join(client, "404.html"), "utf8");
  const response = await fetch(`${site}${pathname}`);
  expect(response.status, pathname).toBe(200);
  return response.text();
}

const attributeUrls = (markup: string) =>
  [...markup.matchAll(/\s(?:href|src)="([^"]*)"/g)].map((m) => m[1]!.replace(/&amp;/g, "&"));

const ids = (markup: string) => new Set([...markup.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]));

for (const { name, url: site } of servers)
  describe(`links, served by ${name}`, () => {
    it("every internal link and asset on every page resolves, and every #anchor exists", async () => {
      const pages = await builtPages();
      expect(pages.length).toBeGreaterThanOrEqual(22);
      const markup = new Map<string, string>();
      for (const page of pages) markup.set(page, await html(site, page));

      const broken: string[] = [];
      const checked = new Map<string, number>();
      for (const [page, source] of markup) {
        for (const url of attributeUrls(source)) {
          if (!url.startsWith("/") && !url.startsWith("#")) continue; // tel:, sms:, external
          if (url.startsWith("//")) continue;
          const target = new URL(url, `${site}${page === "/__404" ? "/" : page}`);
          const targetPath = target.pathname.replace(/\/$/, "") || "/";
          if (!checked.has(targetPath)) {
            const response = await fetch(`${site}${targetPath}`, { redirect: "manual" });
            checked.set(targetPath, response.status);
            await response.arrayBuffer();
          }
          if (checked.get(targetPath) !== 200) {
            broken.push(`${page}: ${url} answers ${checked.get(targetPath)}`);
            continue;
          }
          // "#/collections/..." is the editor's own route in its page (/admin), not an anchor.
          if (target.hash && !target.hash.startsWith("#/")) {
            const id = decodeURIComponent(target.hash.slice(1));
            const targetMarkup = markup.get(targetPath) ?? (await html(site, targetPath));
            if (!ids(targetMarkup).has(id)) broken.push(`${page}: ${url} has no element #${id}`);
          }
        }
      }
      expect(broken).toEqual([]);
      expect(checked.size).toBeGreaterThan(pages.length);
    });

    it("every file a stylesheet refers to exists", async () => {
      const assets = await readdir(path.join(client, "assets"));
      const sheets = assets.filter((f) => f.endsWith(".css"));
      expect(sheets.length).toBeGreaterThan(0);
      const missing: string[] = [];
      for (const sheet of sheets) {
        const css = await readFile(path.join(client, "assets", sheet), "utf8");
        for (const [, ref] of css.matchAll(/url\(\s*["']?([^"')]+)["']?\s*\)/g)) {
          if (ref!.startsWith("data:") || ref!.startsWith("#")) continue;
          const response = await fetch(new URL(ref!, `${site}/assets/${sheet}`));
          await response.arrayBuffer();
          if (response.status !== 200) missing.push(`${sheet}: ${ref} answers ${response.status}`);
        }
      }
      expect(missing).toEqual([]);
    });
  });
