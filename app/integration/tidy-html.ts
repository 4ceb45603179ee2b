/**
 * What React writes into static HTML that a page read by a browser does without, taken out once
 * the pages are written, so that the home and city pages fit a new connection's first round
 * trip (docs/decisions/018). Inside an island, whose HTML React hydrates, nothing is touched.
 */

/** The page cut at its islands (and scripts): each piece, and whether it may be tidied. */
function pieces(html: string, keep: RegExp): { text: string; tidy: boolean }[] {
  const out: { text: string; tidy: boolean }[] = [];
  let at = 0;
  for (const match of html.matchAll(keep)) {
    out.push({ text: html.slice(at, match.index), tidy: true });
    out.push({ text: match[0], tidy: false });
    at = match.index + match[0].length;
  }
  out.push({ text: html.slice(at), tidy: true });
  return out;
}

/** An island (Astro's `<astro-island>`, which holds no other island here) or a script. */
const untouched = /<astro-island\b[\s\S]*?<\/astro-island>|<script\b[\s\S]*?<\/script>/g;

/**
 * React's `&#x27;` for an apostrophe, which HTML needs only in a single-quoted attribute (the
 * pages have none), written as a plain one: the FAQ's answers then read the same in the page as
 * in its structured data, and compress as one. React's `<!-- -->` between two pieces of text,
 * which only hydration needs, taken out.
 */
export function tidyHtml(html: string): string {
  return pieces(html, untouched)
    .map(({ text, tidy }) => {
      // An island inside another would end the outer one's piece at the inner one's close, and
      // the rest of the outer island, which React hydrates, would be tidied: refused instead.
      if (!tidy && (text.match(/<astro-island\b/g)?.length ?? 0) > 1) {
        throw new Error("tidyHtml: an island inside another island; its HTML cannot be tidied");
      }
      return tidy ? text.replaceAll("&#x27;", "'").replaceAll("<!-- -->", "") : text;
    })
    .join("");
}
