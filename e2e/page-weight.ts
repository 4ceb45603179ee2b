import { readFile } from "node:fs/promises";
import path from "node:path";
import { gzipSync } from "node:zlib";
import type { Page, Response } from "playwright-core";
import { brandFiles } from "../core/config/brand";
import { pageFile } from "../deploy/page-files";
import { islandsReady } from "./browser";

const client = path.resolve("build/client");
const browserChromeFiles = new Set<string>([brandFiles.faviconIco, brandFiles.faviconSvg]);

export interface PageWeight {
  path: string;
  /** Bytes over the wire, gzip-compressed as the server sends them (fonts as they are) */
  js: number;
  css: number;
  html: number;
  font: number;
  other: number;
  /**
   * Images the page loads lazily (`loading="lazy"`: the drawings and icons below the fold), which
   * the browser fetches as the visitor nears them, or at once when it judges them near enough:
   * weighed here, outside the total and the requests, which count what the page asks for itself
   */
  lazy: number;
  total: number;
  requests: number;
  /** The paths of the scripts it loaded */
  scripts: string[];
}

function fileFor(pathname: string, status: number): string {
  if (status === 404) return path.join(client, "404.html");
  if (/\.[a-z0-9]+$/i.test(pathname)) return path.join(client, pathname);
  return path.join(client, pageFile(pathname));
}

/** Loads a page as a visitor does and weighs every request it makes, from the build output. */
export async function weighPage(page: Page, pathname: string): Promise<PageWeight> {
  // Each resource counts once: the browser may ask again for one it already has (the favicon,
  // revalidated as its headers say) while the page loads.
  const requests = new Map<string, { url: URL; status: number }>();
  const record = (response: Response) => {
    const url = new URL(response.url());
    if (!requests.has(url.href)) requests.set(url.href, { url, status: response.status() });
  };
  page.on("response", record);
  await page.goto(pathname, { waitUntil: "networkidle" });
  // On a busy machine the network can fall quiet before an island due when the browser is idle
  // has asked for its script: the islands due on load are waited for as well.
  await islandsReady(page);
  page.off("response", record);
  const lazy = new Set(
    await page.evaluate(() =>
      [...document.images]
        .filter((image) => image.loading === "lazy")
        .map((image) => new URL(image.currentSrc || image.src).pathname),
    ),
  );

  const weight: PageWeight = {
    path: pathname,
    js: 0,
    css: 0,
    html: 0,
    font: 0,
    other: 0,
    lazy: 0,
    total: 0,
    requests: 0,
    scripts: [],
  };
  const site = new URL(page.url()).origin;
  for (const { url, status } of requests.values()) {
    // The browser asks for the tab's icon on its own schedule, once per site: not the page's.
    if (browserChromeFiles.has(url.pathname)) continue;
    if (url.origin !== site) {
      throw new Error(
        `${pathname} requested ${url.href}: pages must not load anything from elsewhere`,
      );
    }
    const bytes = await readFile(fileFor(url.pathname, status));
    const kind = url.pathname.endsWith(".js")
      ? "js"
      : url.pathname.endsWith(".css")
        ? "css"
        : url.pathname.endsWith(".woff2")
          ? "font"
          : /\.[a-z0-9]+$/i.test(url.pathname)
            ? "other"
            : "html";
    const size = kind === "font" ? bytes.length : gzipSync(bytes).length;
    if (kind === "other" && lazy.has(url.pathname)) {
      weight.lazy += size;
      continue;
    }
    weight[kind] += size;
    if (kind === "js") weight.scripts.push(url.pathname);
    weight.total += size;
    weight.requests += 1;
  }
  return weight;
}
