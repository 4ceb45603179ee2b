import { readFile } from "node:fs/promises";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { attributes } from "../deploy/inline-hashes";
import { htmlFiles } from "../deploy/page-files";

/** An island placed on a page, as the built HTML declares it. */
export interface PlacedIsland {
  /** The component's export name, e.g. "QuoteLink" */
  name: string;
  /** The hydration directive: "idle", "visible", "media", "near", ... */
  client: string;
  /** The directive's option: the media query of `client:media` */
  value: unknown;
  componentUrl: string;
  rendererUrl: string;
}

const islandTag = /<astro-island\b([^>]*)>/g;

/** The islands of a page's HTML. */
export function placedIslands(html: string): PlacedIsland[] {
  return [...html.matchAll(islandTag)].map(([, attrs = ""]) => {
    const a = attributes(attrs);
    const opts = JSON.parse(a.get("opts") ?? "{}") as { name?: string; value?: unknown };
    return {
      name: a.get("component-export") ?? opts.name ?? "?",
      client: a.get("client") ?? "?",
      value: opts.value,
      componentUrl: a.get("component-url") ?? "",
      rendererUrl: a.get("renderer-url") ?? "",
    };
  });
}

const importSpecifier =
  /\bimport\s*(?:[\w*{}\s,$]+?\s*from\s*)?["'](\.{1,2}\/[^"']+\.js)["']|\bimport\(\s*["'](\.{1,2}\/[^"']+\.js)["']\s*\)/g;

/**
 * The built site's scripts: every file a script may need (itself and all it imports, statically
 * or not), the files it loads at once (its static imports only), and each file's size
 * gzip-compressed as the server sends it.
 */
export async function scriptGraph(client: string) {
  const sizes = new Map<string, number>();
  const imports = new Map<string, string[]>();
  const staticImports = new Map<string, string[]>();

  async function visit(url: string) {
    if (imports.has(url)) return;
    imports.set(url, []);
    const code = await readFile(path.join(client, url), "utf8");
    sizes.set(url, gzipSync(code).length);
    const matches = [...code.matchAll(importSpecifier)];
    const resolve = (m: RegExpMatchArray) =>
      path.posix.join(path.posix.dirname(url), m[1] ?? m[2] ?? "");
    const found = matches.map(resolve);
    imports.set(url, found);
    staticImports.set(url, matches.filter((m) => m[1] !== undefined).map(resolve));
    for (const next of found) await visit(next);
  }

  /**
   * A script and everything it may load; with `{ lazy: false }`, only what it loads at once
   * (not the chunks it imports when the visitor asks for them, such as the vehicle list).
   */
  async function closure(url: string, { lazy = true } = {}): Promise<Set<string>> {
    await visit(url);
    const all = new Set<string>();
    const stack = [url];
    while (stack.length) {
      const next = stack.pop()!;
      if (all.has(next)) continue;
      all.add(next);
      stack.push(...((lazy ? imports : staticImports).get(next) ?? []));
    }
    return all;
  }

  const bytes = (files: Iterable<string>) =>
    [...files].reduce((sum, file) => sum + (sizes.get(file) ?? 0), 0);

  return { closure, bytes };
}

/** Every island of the build, by name, with where it is placed and its scripts. */
export async function islandsOfBuild(client: string) {
  const graph = await scriptGraph(client);
  const islands = new Map<string, { island: PlacedIsland; pages: string[] }>();
  for (const file of await htmlFiles(client)) {
    const html = await readFile(path.join(client, file), "utf8");
    for (const island of placedIslands(html)) {
      const entry = islands.get(island.name) ?? { island, pages: [] };
      if (!entry.pages.includes(file)) entry.pages.push(file);
      islands.set(island.name, entry);
    }
  }
  return { islands, graph };
}
