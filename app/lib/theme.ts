import stylesheet from "../app.css?raw";
import tailwindTheme from "tailwindcss/theme.css?raw";

/**
 * The theme's colours as the stylesheet defines them, for what is drawn outside the page's CSS: a
 * drawing written to a file of its own (components/illustrations/DrawingFile.tsx), which an
 * `<img>` shows without the page's stylesheet. Read from app.css itself (its `:root` tokens and
 * `@theme` names), with Tailwind's own theme under it for the colours the site does not define
 * (`white`), so no colour is typed twice.
 */

/** The blocks whose custom properties are the theme's: `:root` and `@theme`, not a surface's. */
const themeBlock = /(?::root|@theme\b[^{]*)\s*\{/g;

/**
 * The custom properties declared in the `:root` and `@theme` blocks of each sheet, by name; a
 * later sheet's declaration wins. A class's own (`.surface-dark { --ring: … }`) is not the
 * theme's.
 */
export function themeProperties(...sheets: readonly string[]): Map<string, string> {
  const properties = new Map<string, string>();
  for (const sheet of sheets) {
    const css = sheet.replace(/\/\*[\s\S]*?\*\//g, "");
    for (const start of css.matchAll(themeBlock)) {
      let depth = 1;
      let end = start.index + start[0].length;
      while (depth > 0 && end < css.length) {
        if (css[end] === "{") depth++;
        else if (css[end] === "}") depth--;
        end++;
      }
      const block = css.slice(start.index + start[0].length, end - 1);
      for (const [, name, value] of block.matchAll(/(--[\w-]+)\s*:\s*([^;{}]+);/g))
        properties.set(name!, value!.trim());
    }
  }
  return properties;
}

const siteProperties = themeProperties(tailwindTheme, stylesheet);

/** A value with every `var(--name)` in it replaced by that property's value. */
function resolved(value: string, properties: ReadonlyMap<string, string>, seen: string[]): string {
  return value.replace(/var\((--[\w-]+)\)/g, (_, name: string) => {
    const next = properties.get(name);
    if (next === undefined || seen.includes(name))
      throw new Error(`The theme has no value for ${name}`);
    return resolved(next, properties, [...seen, name]);
  });
}

/**
 * A theme colour by the name its utilities use (`primary` of `fill-primary`), as the site's
 * light surfaces show it, with Tailwind's opacity modifier (`/15`) as an alpha: what
 * `fill-primary/15` paints.
 */
export function themeColour(
  token: string,
  alphaPercent?: number,
  properties: ReadonlyMap<string, string> = siteProperties,
): string {
  const name = `--color-${token}`;
  const value = properties.get(name);
  if (value === undefined) throw new Error(`The theme has no colour ${token} (${name})`);
  const colour = resolved(value, properties, [name]);
  if (alphaPercent === undefined) return colour;
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(colour)?.[1];
  if (!hex)
    throw new Error(`The theme's ${token} (${colour}) is not a hex colour to make see-through`);
  const full = hex.length === 3 ? [...hex].map((c) => c + c).join("") : hex;
  const [r, g, b] = [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16));
  return `rgb(${r} ${g} ${b}/${alphaPercent / 100})`;
}
