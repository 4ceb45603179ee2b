import { createHash } from "node:crypto";
import type { ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { roundPath } from "../../lib/svg-path";
import { themeColour } from "../../lib/theme";
import { cn } from "../cn";

/**
 * A drawing shown below the fold as a file of its own rather than inline SVG, so that the page's
 * HTML fits a new connection's first round trip (docs/decisions/018): the browser fetches it
 * lazily, as an image, when the visitor nears it, and keeps it for every page that shows it. The
 * file is the same component's drawing, written at build time (pages/assets/[drawing].svg.ts),
 * with each theme class (`fill-primary`, `stroke-cta/40`) turned into the colour the stylesheet
 * gives it (lib/theme.ts), since an image does not see the page's CSS. So the file holds only
 * shapes and colours: no text (an image cannot use the page's font), no `currentColor`, and none
 * of the dark surfaces' colours (`ring` is the light surfaces').
 */
export interface DrawingFileEntry {
  /** The file's name, before its content hash */
  name: string;
  /** The drawing: an `<svg>` whose width and height equal its viewBox, coloured by theme classes */
  draw: () => ReactElement;
  /**
   * A hash shared by a set of files instead of the file's own (the section icons': a page names
   * many, and one hash repeated costs less in its HTML than one each); it must change with any
   * file of the set
   */
  version?: () => string;
}

/** A short hash of content, for a file's name. */
export function contentHash(content: string): string {
  return createHash("sha256").update(content).digest("base64url").slice(0, 8);
}

export interface DrawnFile {
  /** The file's name under /assets/, hashed from its content (so it is cached for a year) */
  file: string;
  src: string;
  markup: string;
  width: number;
  height: number;
}

/** The presentation attribute each colour utility sets; `text-` is the colour currentColor takes. */
const colourUtility = /^(fill|stroke|text)-([a-z]+(?:-[a-z]+)*)(?:\/(\d+))?$/;

/** An element's attributes, in order, from static markup. */
function attributesOf(text: string): [string, string][] {
  return [...text.matchAll(/\s([\w:-]+)="([^"]*)"/g)].map(([, name, value]) => [name!, value!]);
}

/**
 * The markup of one element's start tag with its theme classes as colours. The root's other
 * classes (the page's layout, an icon library's names) and its accessible name stay with the
 * <img>; anywhere else a class that is not a colour cannot be drawn in a file.
 */
function coloured(tag: string, text: string, root: boolean, colour: { current?: string }): string {
  const attributes = new Map(attributesOf(text));
  const classes = attributes.get("class")?.split(/\s+/).filter(Boolean) ?? [];
  attributes.delete("class");
  if (root)
    for (const name of ["xmlns", "role", "aria-label", "aria-hidden"]) attributes.delete(name);
  for (const name of classes) {
    const utility = colourUtility.exec(name);
    if (!utility) {
      if (root) continue;
      throw new Error(`A drawing written to a file can only use colour classes: ${name}`);
    }
    const [, property, token, alpha] = utility;
    const value = themeColour(token!, alpha === undefined ? undefined : Number(alpha));
    if (property === "text") {
      if (!root) throw new Error(`Only a drawing's <svg> may set its text colour: ${name}`);
      colour.current = value;
    }
    // As in the page, where a class's rule outweighs an attribute.
    else attributes.set(property!, value);
  }
  const start = `<${tag}${root ? ' xmlns="http://www.w3.org/2000/svg"' : ""}`;
  return `${start}${[...attributes].map(([name, value]) => ` ${name}="${value}"`).join("")}`;
}

/**
 * The drawing's SVG as a file: its theme classes as colours (currentColor the colour of its
 * `text-` class), its path data to a tenth of a unit (lib/svg-path.ts), empty elements closed
 * short.
 */
export function drawingMarkup(drawing: ReactElement): string {
  const markup = renderToStaticMarkup(drawing);
  if (!markup.startsWith("<svg ")) throw new Error("A drawing file is one <svg>");
  if (/<text\b/.test(markup)) throw new Error("A drawing file can hold no text");
  const colour: { current?: string } = {};
  let first = true;
  const drawn = markup
    .replace(/<([a-z]+)((?:\s[^>]*?)?)>/gi, (_, tag: string, text: string) => {
      const start = coloured(tag, text, first, colour);
      first = false;
      return `${start}>`;
    })
    .replace(/ d="([^"]*)"/g, (_, d: string) => ` d="${roundPath(d)}"`)
    .replace(/<([a-z]+)([^<>]*)><\/\1>/gi, "<$1$2/>");
  if (!drawn.includes("currentColor")) return drawn;
  if (!colour.current)
    throw new Error("A drawing file draws in currentColor only with a text- class on its <svg>");
  return drawn.replaceAll("currentColor", colour.current);
}

const made = new Map<string, DrawnFile>();

/** The file of a drawing, made once per build. */
export function drawingFile(entry: DrawingFileEntry): DrawnFile {
  const { name, draw } = entry;
  const known = made.get(name);
  if (known) return known;
  const markup = drawingMarkup(draw());
  const size = (attribute: string) =>
    Number(new RegExp(`^<svg [^>]*\\s${attribute}="([\\d.]+)"`).exec(markup)?.[1]);
  const hash = entry.version?.() ?? contentHash(markup);
  const file = `${name}.${hash}`;
  const drawn = {
    file,
    src: `/assets/${file}.svg`,
    markup,
    width: size("width"),
    height: size("height"),
  };
  if (!(drawn.width > 0 && drawn.height > 0)) throw new Error(`${name} has no width and height`);
  made.set(name, drawn);
  return drawn;
}

/** How the image lays out: fluid, as a drawing; covering its positioned frame; or by its classes. */
const layouts = {
  fluid: "h-auto w-full",
  cover: "absolute inset-0 size-full",
  classes: undefined,
} as const;

/**
 * The drawing as a lazy image, laid out as the inline drawing was: by default made fluid by
 * `h-auto w-full` (its width and height reserve its shape); `cover`ing its positioned parent; or
 * sized by its classes alone (an icon's `size-5`). Decorative unless it has a title, its
 * accessible name.
 */
export function DrawingImage({
  drawing,
  className,
  title,
  layout = "fluid",
}: {
  drawing: DrawingFileEntry;
  className?: string;
  title?: string;
  layout?: keyof typeof layouts;
}) {
  const { src, width, height } = drawingFile(drawing);
  return (
    <img
      src={src}
      alt={title ?? ""}
      width={width}
      height={height}
      loading="lazy"
      decoding="async"
      className={cn(layouts[layout], className) || undefined}
    />
  );
}
