import { createHash } from "node:crypto";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { transformSync } from "esbuild";
import type { BuiltPage } from "../../deploy/page-files";
import { siteFont } from "./site-font";

/** An inline `<script>` with no attributes: how Astro writes its island loader and directives. */
const inlineScript = /<script>([\s\S]*?)<\/script>/g;

/**
 * Astro writes, into every page with an island, its island loader (the `astro-island` element)
 * and each hydration directive the page uses as inline scripts: about 5 kB of the same code in
 * every page, sent again with each one and listed by hash in each page's content security policy.
 * This moves them into one file under /assets/, named by its content, which a visitor downloads
 * once and keeps: each page instead asks for it from its head, once it has painted.
 *
 * After the first paint, not before: nothing a visitor sees first needs a script (every form,
 * link and menu works without one), and a script asked for while the page is still arriving
 * shares the slow phone's first round trips with what paints. So the tag is a short inline script
 * that adds the file when the browser reports the page's first contentful paint (the moment a
 * visitor sees it, not the frame that draws it, which a busy phone shows later), or two seconds
 * after the page has loaded where it reports none (a page opened in the background); the islands
 * hydrate from there (decision 034).
 *
 * The file runs the scripts in the order the pages first have them: directives before the loader
 * that needs them, as Astro writes them, and a directive that comes later still works, because
 * an island waits for its directive's `astro:<name>` event. Each is minified: Astro's come so
 * already; the site's own (the tap counter, core/rules/counted-events.ts) come as written.
 */
export function islandLoader(pages: readonly BuiltPage[]): {
  code: string;
  file: string;
  pages: { file: string; html: string }[];
} | null {
  const scripts: string[] = [];
  for (const page of pages) {
    for (const [, code = ""] of page.html.matchAll(inlineScript)) {
      const small = minify(code);
      if (!scripts.includes(small)) scripts.push(small);
    }
  }
  if (scripts.length === 0) return null;
  const code = `${scripts.join("\n")}\n`;
  const hash = createHash("sha256").update(code).digest("base64url").slice(0, 10);
  const file = `assets/islands.${hash}.js`;
  const tag = `<script>${fontNow(siteFont.family)}${afterFirstPaint(`/${file}`)}</script>`;
  return {
    code,
    file,
    pages: pages
      .filter((page) => page.html.includes("<script>"))
      .map((page) => ({
        file: page.file,
        html: page.html.replace(inlineScript, "").replace("</head>", `${tag}</head>`),
      })),
  };
}

/**
 * The same line first asks for the brand font. The browser decodes a font only once a layout
 * needs it, and decodes it beside the page rather than in the layout: left to that, the first
 * layout of a phone's first visit is done in the fallback, and the page's text moves when Inter
 * lands a few frames later (decision 034). This runs as the stylesheet arrives, before the body
 * is read, so the font is ready by the first layout. A browser without the font API skips it.
 */
export const fontNow = (family: string) =>
  `document.fonts?.load(${JSON.stringify(`1em ${family}`)}).catch(()=>0);`;

/** The inline script that adds the loader file once the page has painted (see islandLoader). */
export const afterFirstPaint = (src: string) =>
  `(()=>{let d=0,go=()=>{d||(d=1,document.head.append(Object.assign(document.createElement("script"),{src:${JSON.stringify(src)}})))};` +
  `try{new PerformanceObserver(l=>{l.getEntriesByName("first-contentful-paint").length&&go()}).observe({type:"paint",buffered:!0})}catch{}` +
  `addEventListener("load",()=>setTimeout(go,2e3))})()`;

/** A script as small as it can be, its names outside any function kept (it runs as a script). */
const minify = (code: string) =>
  transformSync(code, { loader: "js", minify: true, target: "es2020" }).code.trim();

/** Writes the island loader and the pages that now load it (see islandLoader). */
export async function writeIslandLoader(client: string, pages: readonly BuiltPage[]) {
  const loader = islandLoader(pages);
  if (!loader) return;
  await mkdir(path.join(client, path.dirname(loader.file)), { recursive: true });
  await writeFile(path.join(client, loader.file), loader.code);
  for (const page of loader.pages) await writeFile(path.join(client, page.file), page.html);
}
