/**
 * Lucide's icons as the pages carry them inline, with what no browser needs taken out: the
 * `xmlns` an SVG inside HTML does without, Lucide's own class names (`lucide lucide-phone`),
 * which no stylesheet or script of the site uses, closing tags of empty shapes, and path
 * coordinates past the first decimal (lib/svg-path.ts: Lucide draws in 24 units with up to
 * three; a tenth of a unit is a tenth of a pixel at 24 px and a sixth at 40 px, the largest the
 * site shows an icon, where the difference is lost in anti-aliasing). The same icons, in fewer
 * bytes: the home and city pages' HTML must fit a new connection's first round trip
 * (docs/decisions/018).
 */

import { roundPath } from "../lib/svg-path";

const lucideIcon =
  /<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"((?:\s[\w-]+="[^"]*")*?) class="lucide(?: lucide-[\w-]+)*(?: ([^"]*))?"([^>]*)>([\s\S]*?)<\/svg>/g;

/** Every Lucide icon of a page's HTML, leaner (see above); the rest of the page as it was. */
export function leanIcons(html: string): string {
  return html.replace(
    lucideIcon,
    (_, before: string, classes: string | undefined, after: string, shapes: string) => {
      const lean = shapes
        .replace(/ d="([^"]*)"/g, (_match, d: string) => ` d="${roundPath(d)}"`)
        .replace(/<(path|circle|rect|line|polyline|polygon|ellipse)\b([^>]*)><\/\1>/g, "<$1$2/>");
      const classAttribute = classes ? ` class="${classes}"` : "";
      return `<svg${before}${classAttribute}${after}>${lean}</svg>`;
    },
  );
}
