import { mkdir, readFile, readdir, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import subsetFont from "subset-font";

/**
 * The brand font as the pages carry it (decision 034): Inter from npm, cut down to what the site
 * writes, and written into the stylesheet itself. It arrives with the stylesheet the page waits
 * for anyway, so the first paint is already in Inter, on a first visit too, and no request for a
 * font races the page: the largest paint is the first.
 *
 * What is kept:
 * - the characters of every text the owner edits (content/), with printable ASCII (what a
 *   visitor types, prices, times, addresses) and the typographic marks the layout writes itself;
 *   a character outside them (an accent a visitor types) is drawn by the metric-matched fallback;
 * - the weights the site uses, 400 to 800, of the variable font's axis;
 * - kerning, of the font's layout features.
 * About 15 kB, against 48 kB for Inter's whole Latin file.
 */
export const siteFont = {
  /** The family app.css's @font-face names it by */
  family: "Inter Variable",
  /** The npm file it is cut from */
  source: "@fontsource-variable/inter/files/inter-latin-wght-normal.woff2",
  weights: { min: 400, max: 800 },
  features: ["kern"],
  /** Marks the components write around the owner's words (the footer's ©, a breadcrumb's ›…) */
  marks: "\u00a0©·×’‘“”–—•…›→€",
  /** The import the stylesheet names it by (app.css), resolved to the file written at build */
  alias: "~site-font",
  file: "inter.woff2",
} as const;

const printableAscii = Array.from({ length: 0x7e - 0x20 + 1 }, (_, i) =>
  String.fromCharCode(0x20 + i),
).join("");

/** Every character the font keeps: ASCII, the marks, and each one in `texts`, once, in order. */
export function siteFontText(texts: readonly string[]): string {
  const kept = new Set([...printableAscii, ...siteFont.marks]);
  for (const text of texts) {
    for (const char of text) if (/[^\s\p{C}]/u.test(char)) kept.add(char);
  }
  return [...kept].sort((a, b) => a.codePointAt(0)! - b.codePointAt(0)!).join("");
}

/** The texts of every file under `dir` (the owner's content). */
async function textsUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return Promise.all(
    entries
      .filter((e) => e.isFile() && /\.(json|md|ya?ml)$/.test(e.name))
      .map((e) => readFile(path.join(e.parentPath, e.name), "utf8")),
  );
}

/** The font cut from `source` to `text` (see siteFont), as a WOFF2 file. */
export async function cutSiteFont(source: Buffer, text: string): Promise<Buffer> {
  return subsetFont(source, text, {
    targetFormat: "woff2",
    variationAxes: { wght: siteFont.weights },
    keepFeatures: [...siteFont.features],
    noHinting: true,
  });
}

/**
 * Writes the font for the content in `contentDir` into `outDir`, for the stylesheet's alias to
 * name; returns the file's path.
 */
export async function writeSiteFont(contentDir: string, outDir: string): Promise<string> {
  const require = createRequire(import.meta.url);
  const source = await readFile(require.resolve(siteFont.source));
  const font = await cutSiteFont(source, siteFontText(await textsUnder(contentDir)));
  await mkdir(outDir, { recursive: true });
  const file = path.join(outDir, siteFont.file);
  await writeFile(file, font);
  return file;
}
