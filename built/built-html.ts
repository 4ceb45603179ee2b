// The pages as the build wrote them, read from the files: what a crawler gets, and what a
// browser shows before any script runs. Checks of what a page says (its copy, its links, its
// head) read them here, with no browser and no server (built/*.test.ts, and the browser files
// for what a page says beside what a visitor does there).
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { parse, type HTMLElement } from "node-html-parser";
import { pageFile } from "../deploy/page-files";

export type { HTMLElement } from "node-html-parser";

const client = path.resolve("build/client");
const parsed = new Map<string, HTMLElement>();

/** The file the build wrote for `urlPath` (a page's, or one such as /robots.txt). */
export function builtFile(urlPath: string): Buffer {
  if (!existsSync(client)) throw new Error("There is no build to read: run `npm run build` first.");
  return readFileSync(path.join(client, urlPath));
}

/** The page at `urlPath`, parsed from its built file (build/client). */
export function builtPage(urlPath: string): HTMLElement {
  let root = parsed.get(urlPath);
  if (!root) {
    root = parse(builtFile(`/${pageFile(urlPath)}`).toString("utf8"));
    parsed.set(urlPath, root);
  }
  return root;
}

/** An element's text as read out: entities decoded, white space collapsed. */
export function textOf(element: HTMLElement): string {
  return element.text.replace(/\s+/g, " ").trim();
}

/** Text written in the data modules, white space collapsed the same way. */
export const collapsed = (text: string) => text.replace(/\s+/g, " ").trim();

/** The accessible name of a section: its aria-label, or the text of what labels it. */
function nameOf(root: HTMLElement, element: HTMLElement): string | undefined {
  const label = element.getAttribute("aria-label");
  if (label) return label;
  const ids = element.getAttribute("aria-labelledby");
  if (!ids) return undefined;
  return ids
    .split(/\s+/)
    .map((id) => root.querySelector(`[id="${id}"]`))
    .map((labelling) => (labelling ? textOf(labelling) : ""))
    .join(" ")
    .trim();
}

/**
 * The region a visitor's screen reader lists under `name`: a named `section` (or element with
 * role="region"). Throws, naming the regions there are, when the page has none of that name.
 */
export function region(root: HTMLElement, name: string | RegExp): HTMLElement {
  const regions = root.querySelectorAll('section, [role="region"]');
  const matches = (n: string | undefined) =>
    n !== undefined && (typeof name === "string" ? n === name : name.test(n));
  const found = regions.find((element) => matches(nameOf(root, element)));
  if (!found) {
    const names = regions.map((element) => nameOf(root, element)).filter(Boolean);
    throw new Error(`No region named ${String(name)}; the page has: ${names.join(" | ")}`);
  }
  return found;
}

/** Whether the page has a region of that name. */
export function hasRegion(root: HTMLElement, name: string | RegExp): boolean {
  try {
    region(root, name);
    return true;
  } catch {
    return false;
  }
}

/** The links inside `element` named `name`: by their aria-label, or else their text. */
export function linksNamed(element: HTMLElement, name: string | RegExp): HTMLElement[] {
  return element.querySelectorAll("a[href]").filter((a) => {
    const accessible = a.getAttribute("aria-label") ?? textOf(a);
    return typeof name === "string" ? accessible === name : name.test(accessible);
  });
}

/** Every link target on the page, in document order. */
export function hrefs(element: HTMLElement): string[] {
  return element.querySelectorAll("a[href]").map((a) => a.getAttribute("href")!);
}
