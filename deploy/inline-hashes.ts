import { createHash } from "node:crypto";
import type { InlineHashes } from "./policy";

/** A CSP hash source for some inline code, exactly as the browser will hash it. */
export function sha256Source(code: string): string {
  return `'sha256-${createHash("sha256").update(code, "utf8").digest("base64")}'`;
}

const scriptElement = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const styleElement = /<style\b[^>]*>([\s\S]*?)<\/style\s*>/gi;
const startTag = /<[a-zA-Z][^\s/>]*(\s[^>]*)?>/g;
const attribute = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;

/** The attributes of a start tag, names lower-cased, values with character references decoded. */
export function attributes(source: string): Map<string, string> {
  const found = new Map<string, string>();
  for (const m of source.matchAll(attribute)) {
    const name = m[1]!.toLowerCase();
    if (!found.has(name)) found.set(name, decodeReferences(m[2] ?? m[3] ?? m[4] ?? ""));
  }
  return found;
}

const namedReferences: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
};

function decodeReferences(value: string): string {
  return value.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (whole, ref: string) => {
    if (ref.startsWith("#x") || ref.startsWith("#X"))
      return String.fromCodePoint(parseInt(ref.slice(2), 16));
    if (ref.startsWith("#")) return String.fromCodePoint(parseInt(ref.slice(1), 10));
    return namedReferences[ref.toLowerCase()] ?? whole;
  });
}

/**
 * Whether an inline script element is a data block the browser never executes
 * (`application/ld+json` and other JSON types). Every other type is hashed: classic and
 * module scripts, import maps and speculation rules are all subject to script-src, and
 * hashing a type that turns out to be inert costs only a few bytes of header.
 */
export function isDataBlock(type: string | undefined): boolean {
  const essence = (type ?? "").split(";")[0]!.trim().toLowerCase();
  return essence === "application/json" || essence.endsWith("+json");
}

/**
 * The inline code in a page that its content security policy must allow: every inline script
 * the browser would run, every `<style>` element and every distinct `style` attribute.
 */
export function inlineHashes(html: string): InlineHashes {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  const styleAttributes = new Set<string>();

  for (const [, attrs = "", code = ""] of html.matchAll(scriptElement)) {
    const parsed = attributes(attrs);
    if (parsed.has("src") || isDataBlock(parsed.get("type"))) continue;
    scripts.add(sha256Source(code));
  }
  // Script bodies are raw text: anything tag-like in them is not markup.
  const markup = html.replace(scriptElement, "<script></script>");
  for (const [, css = ""] of markup.matchAll(styleElement)) styles.add(sha256Source(css));
  for (const [, attrs] of markup.matchAll(startTag)) {
    const style = attrs ? attributes(attrs).get("style") : undefined;
    if (style !== undefined) styleAttributes.add(sha256Source(style));
  }

  return {
    scripts: [...scripts].sort(),
    styles: [...styles].sort(),
    styleAttributes: [...styleAttributes].sort(),
  };
}
