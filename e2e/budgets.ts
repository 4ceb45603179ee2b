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

const base: Budget = {
  // React, React DOM and React Router are about 107 kB of the 156 kB measured; about 2 kB of it
  // builds each page's JSON-LD, which the page's meta keeps in the head after hydration.
  js: 158_000,
  // 8.2 kB measured once the forms, toast and shared sections joined the one site-wide stylesheet.
  css: 8_500,
  // Each page's JSON-LD (the business, its areas and services, the breadcrumb trail) included.
  html: 9_000,
  // One file: Inter's variable Latin subset.
  font: 50_000,
  total: 220_000,
  // 21 measured: the bundler splits icons and sections shared by several routes into their own
  // small chunks (clock, credit-card, chevron-down, ...); each is cached across pages.
  requests: 22,
};

/** Pages with more content than the hero-and-call-to-action pages. */
const byPage: Record<string, Partial<Budget>> = {
  // Every home section of the spec: 15.3 kB of HTML (FAQ answers, also as FAQ structured data,
  // reviews, 18 cities) and 159 kB of JavaScript measured.
  "/": { js: 162_000, html: 16_000, total: 237_000 },
  // The story, four values and six reasons: 8.9 kB of HTML measured.
  "/about-us": { html: 10_000, total: 225_000 },
  // Contact cards, the message form with its lead delivery and toast, two locations with maps on
  // request, 18 cities, 9 services, six reasons and the sticky bar: 161 kB of JavaScript and
  // 12.2 kB of HTML measured, 21 requests.
  "/contact-us": { js: 166_000, html: 13_500, total: 236_000, requests: 24 },
};

/** Pages of one template share a budget, set by the heaviest of them. */
const byKind: [prefix: string, budget: Partial<Budget>][] = [
  // A price card, the page's own sections, steps, related links, six to eight FAQ answers: up to
  // 15.1 kB of HTML (the copy once rendered and once as the route's loader data for hydration,
  // and the answers again as FAQ structured data), 161 kB of JavaScript and 24 requests
  // measured (the forms' shared chunks split out too).
  ["/services/", { js: 163_000, html: 16_000, total: 235_000, requests: 25 }],
  // The hero quote form with its validation and lead delivery, the four stats, the local area
  // with its neighbourhoods and roads, three service cards, four reasons, three reviews, five
  // FAQ answers, links to the service pages and the other cities: 166.2 kB of JavaScript, up to
  // 19.0 kB of HTML (about 1,000 words of local copy, once rendered and once as the route's
  // loader data, and the FAQ again as structured data) and 24 requests measured.
  ["/location/", { js: 168_000, html: 20_000, total: 244_000, requests: 24 }],
];

export function budgetFor(path: string): Budget {
  const kind = byKind.find(([prefix]) => path.startsWith(prefix))?.[1];
  return { ...base, ...kind, ...byPage[path] };
}
