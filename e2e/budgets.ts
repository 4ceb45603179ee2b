/**
 * Per-page byte budgets, in bytes over the wire: gzip-compressed as the server sends them, fonts
 * as they are (already compressed). Every page of the site must stay within its budgets.
 *
 * Each budget sits a little above the heaviest page of its kind measured when it was set. A budget
 * may only be raised in a commit whose message says why the extra bytes are worth it.
 */
export interface Budget {
  js: number;
  css: number;
  html: number;
  font: number;
  total: number;
  requests: number;
}

/**
 * JavaScript a phone loaded per page when every page was a React Router app that hydrated the
 * whole document, measured this same way on the last build before the move to islands. Every
 * page's budget, and what it loads, must stay at least 50% below these.
 */
export const jsBeforeIslands: Record<string, number> = {
  "/": 161_342,
  "/about-us": 156_215,
  "/contact-us": 163_876,
  "/services/": 160_976,
  "/location/": 166_243,
  "/a-page-that-does-not-exist": 149_733,
};

const base: Budget = {
  // React and React DOM with Astro's React client (71.0 kB, loaded once and cached) and the
  // QuoteLink island (2.3 kB): 73.4 kB measured on a phone, where the header's menus never load.
  js: 75_000,
  // One site-wide stylesheet: 8.5 kB measured.
  css: 9_000,
  // Each page's JSON-LD, the islands' serialised props (the header menus' links among them) and
  // Astro's island loader (about 1.5 kB): 11.7 kB measured on the About page.
  html: 12_500,
  // One file: Inter's variable Latin subset.
  font: 50_000,
  total: 150_000,
  // The page, its stylesheet, the font, and React, React DOM and the page's islands' chunks.
  requests: 12,
};

/** Pages with more content than the hero-and-call-to-action pages. */
const byPage: Record<string, Partial<Budget>> = {
  // Every home section: 17.5 kB of HTML (FAQ answers, also as FAQ structured data, reviews, 18
  // cities, the islands' props and loader).
  "/": { html: 18_500, total: 155_000 },
  // The message form island (6.4 kB) beside the quote button, two maps on request below the fold
  // and the phone bar: 78.7 kB of JavaScript, 15.5 kB of HTML, 13 requests measured.
  "/contact-us": { js: 80_500, html: 16_500, total: 157_000, requests: 14 },
  // The not-found page has no island a phone shows: no script at all.
  "/a-page-that-does-not-exist": { js: 0 },
};

/** Pages of one template share a budget, set by the heaviest of them. */
const byKind: [prefix: string, budget: Partial<Budget>][] = [
  // A price card, the page's own sections, steps, related links, six to eight FAQ answers: up to
  // 15.1 kB of HTML measured.
  ["/services/", { html: 16_000, total: 152_000 }],
  // The hero quote form island (7.3 kB), the local area, three service cards, four reasons,
  // three reviews and five FAQ answers: 78.3 kB of JavaScript and up to 17.8 kB of HTML measured.
  ["/location/", { js: 80_000, html: 19_000, total: 157_000 }],
];

export function budgetFor(path: string): Budget {
  const kind = byKind.find(([prefix]) => path.startsWith(prefix))?.[1];
  return { ...base, ...kind, ...byPage[path] };
}

/** What a page loaded before islands: its own figure, or its template's. */
export function jsBefore(path: string): number | undefined {
  return (
    jsBeforeIslands[path] ??
    Object.entries(jsBeforeIslands).find(
      ([prefix]) => prefix.endsWith("/") && path.startsWith(prefix),
    )?.[1]
  );
}

/**
 * Each island's own JavaScript, gzip: its component and every chunk it loads that the shared
 * React runtime does not. A page pays for an island only when the island is due (at once, when
 * the browser is idle, when it comes into view or when its media query matches).
 */
export const islandBudgets = {
  /** React, React DOM and Astro's React client: loaded once by a page with any island due. */
  runtime: 72_500,
  /** The header's menus on wide screens: Radix Navigation Menu. 13.7 kB measured. */
  MainNav: 14_500,
  /** "Get Free Quote" with its two-second busy state. 2.3 kB measured. */
  QuoteLink: 2_600,
  /** A map loaded on request. 2.5 kB measured. */
  LazyMap: 2_800,
  /** The contact page's bar of phone actions. 2.6 kB measured. */
  StickyCallBar: 2_800,
  /** The message form: fields, validation messages, lead delivery and its toast. 6.4 kB measured. */
  ContactForm: 7_000,
  /** The location pages' quote form, the message form's rules plus phone and postal code. 7.3 kB measured. */
  QuoteForm: 7_800,
} as const satisfies Record<string, number>;
