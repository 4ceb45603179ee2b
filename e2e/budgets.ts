/**
 * Per-page byte budgets, in bytes over the wire: gzip-compressed as the server sends them, fonts
 * as they are (already compressed). Every page of the site must stay within every budget.
 *
 * Each budget sits a little above the heaviest page measured when it was set. A budget may only
 * be raised in a commit whose message says why the extra bytes are worth it.
 */
export const budgets = {
  // React, React DOM and React Router are about 107 kB of the 150 kB measured.
  js: 155_000,
  css: 7_500,
  html: 8_000,
  // One file: Inter's variable Latin subset.
  font: 50_000,
  total: 220_000,
  requests: 16,
};
