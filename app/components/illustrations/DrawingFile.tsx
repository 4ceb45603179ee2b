import { createHash } from "node:crypto";
import type { ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
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
}

export interface DrawnFile {
  /** The file's name under /assets/, hashed from its content (so it is cached for a year) */
  file: string;
  src: string;
  markup: string;
  width: number;
  height: number;
}

/** The presentation attribute each colour utility sets. */
const colourUtility = /^(fill|stroke)-([a-z]+(?:-[a-z]+)*)(?:\/(\d+))?$/;

/** An element's attributes, in order, from static markup. */
function attributesOf(text: string): [string, string][] {
  return [...text.matchAll(/\s([\w:-]+)="([^"]*)"/g)].map(([, name, value]) => [name!, value!]);
}

/** The markup of one element's start tag with its theme classes as colours. */
function coloured(tag: string, text: string, root: boolean): string {
  const attributes = new Map(attributesOf(text));
  const classes = attributes.get("class")?.split(/\s+/).filter(Boolean) ?? [];
  attributes.delete("class");
  if (root) {
    // The page's layout classes and accessible name stay on the <img>.
    for (const name of ["role", "aria-label", "aria-hidden"]) attributes.delete(name);
    return `<svg xmlns="http://www.w3.org/2000/svg"${[...attributes]
      .map(([name, value]) => ` ${name}="${value}"`)
      .join("")}`;
  }
  for (const name of classes) {
    const utility = colourUtility.exec(name);
    if (!utility)
      throw new Error(`A drawing written to a file can only use colour classes: ${name}`);
    const [, property, token, alpha] = utility;
    // As in the page, where a class's rule outweighs an attribute.
    attributes.set(property!, themeColour(token!, alpha === undefined ? undefined : Number(alpha)));
  }
  return `<${tag}${[...attributes].map(([name, value]) => ` ${name}="${value}"`).join("")}`;
}

/** The drawing's SVG as a file: its theme classes as colours, empty elements closed short. */
export function drawingMarkup(drawing: ReactElement): string {
  const markup = renderToStaticMarkup(drawing);
  if (!markup.startsWith("<svg ")) throw new Error("A drawing file is one <svg>");
  if (/currentColor|<text\b/.test(markup))
    throw new Error("A drawing file can hold neither currentColor nor text");
  let first = true;
  return markup
    .replace(/<([a-z]+)((?:\s[^>]*?)?)>/gi, (_, tag: string, text: string) => {
      const start = coloured(tag, text, first);
      first = false;
      return `${start}>`;
    })
    .replace(/<([a-z]+)([^<>]*)><\/\1>/gi, "<$1$2/>");
}

const made = new Map<string, DrawnFile>();

/** The file of a drawing, made once per build. */
export function drawingFile({ name, draw }: DrawingFileEntry): DrawnFile {
  const known = made.get(name);
  if (known) return known;
  const markup = drawingMarkup(draw());
  const size = (attribute: string) =>
    Number(new RegExp(`^<svg [^>]*\\b${attribute}="([\\d.]+)"`).exec(markup)?.[1]);
  const hash = createHash("sha256").update(markup).digest("base64url").slice(0, 8);
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

/**
 * The drawing as a lazy image, laid out as the inline drawing was (its width and height, made
 * fluid by `h-auto w-full`), or `cover`ing its positioned parent: decorative unless it has a
 * title, its accessible name.
 */
export function DrawingImage({
  drawing,
  className,
  title,
  cover = false,
}: {
  drawing: DrawingFileEntry;
  className?: string;
  title?: string;
  cover?: boolean;
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
      className={cn(cover ? "absolute inset-0 size-full" : "h-auto w-full", className)}
    />
  );
}
