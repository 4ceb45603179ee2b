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
  // React, React DOM and React Router are about 107 kB of the 150 kB measured.
  js: 155_000,
  css: 7_500,
  html: 8_000,
  // One file: Inter's variable Latin subset.
  font: 50_000,
  total: 220_000,
  // 17 measured: the shared section chunks split out once the home page had its sections.
  requests: 18,
};

/** Pages with more content than the hero-and-call-to-action pages. */
const byPage: Record<string, Partial<Budget>> = {
  // Every home section of the spec: 13.6 kB of HTML (FAQ answers, reviews, 18 cities) and
  // 157 kB of JavaScript measured.
  "/": { js: 162_000, css: 8_500, html: 14_500, total: 235_000 },
};

export function budgetFor(path: string): Budget {
  return { ...base, ...byPage[path] };
}
