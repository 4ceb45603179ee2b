import { readFile, readdir } from "node:fs/promises";
import path from "node:path";

import { notFoundFile } from "./policy";

export { notFoundFile, notFoundPath } from "./policy";

/**
 * Where each page's HTML file lives in the build. Astro writes `/about-us` as `about-us.html`
 * (`build.format: "file"` in astro.config.ts) and the home page as `index.html`. Under that layout every host serves the page at `/about-us` with no trailing
 * slash: nginx by the shipped rules, and Netlify and Cloudflare Pages by their own defaults,
 * which redirect `/about-us` to `/about-us/` for a folder's `index.html`.
 */
export function pageFile(urlPath: string): string {
  if (urlPath === "/") return "index.html";
  return `${urlPath.replace(/^\/+|\/+$/g, "")}.html`;
}

/** The path a page file is served at; the not-found page has none of its own. */
export function pagePath(file: string): string | null {
  const posix = file.split(path.sep).join("/");
  if (posix === notFoundFile) return null;
  if (posix === "index.html") return "/";
  return `/${posix.replace(/\.html$/, "")}`;
}

async function filesUnder(dir: string, suffix: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((e) => e.isFile() && e.name.endsWith(suffix))
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)).split(path.sep).join("/"))
    .sort();
}

/** Every HTML file of the build, relative to the client directory, with `/` separators. */
export function htmlFiles(client: string): Promise<string[]> {
  return filesUnder(client, ".html");
}

/** A page of the build and its markup. */
export interface BuiltPage {
  /** The HTML file, relative to the client directory */
  file: string;
  /** The path it is served at; null for the not-found page */
  urlPath: string | null;
  html: string;
}

export async function builtPages(client: string): Promise<BuiltPage[]> {
  const files = await htmlFiles(client);
  return Promise.all(
    files.map(async (file) => ({
      file,
      urlPath: pagePath(file),
      html: await readFile(path.join(client, file), "utf8"),
    })),
  );
}

/**
 * The paths of the build's files at its root that are not pages (icons, sitemap, robots.txt,
 * manifest); hashed assets, host configurations and compressed twins left out.
 */
export async function otherFiles(client: string): Promise<string[]> {
  const entries = await readdir(client, { withFileTypes: true });
  return entries
    .filter((e) => e.isFile() && !/\.(html|br|gz)$/.test(e.name) && !/^[_.]/.test(e.name))
    .map((e) => `/${e.name}`)
    .sort();
}
