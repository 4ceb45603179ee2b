// What `npm run bench` measures pages against, and the pages it compares them with: pure
// functions, so the gate and the references are tested (scripts/bench-gate.test.mjs) without a
// browser.

/**
 * The gate, on every page's median, in absolute terms: Lighthouse performance (mobile,
 * simulated throttling) and Total Blocking Time, and the interaction latency of the first tap on
 * each island with the CPU slowed down four times: the longest event the browser timed for it,
 * from the touch to the next frame, which is what INP counts.
 */
export const limits = {
  performance: 99,
  blockingMs: 50,
  firstTapMs: 200,
  // The largest paint no later than 1.15 times the first: what a page shows first is most of it.
  lcpOverFcp: 1.15,
  // A new connection's first flight of data (about ten packets): a page that fits it paints
  // without waiting for a second round trip. Held on the pages a search lands on most.
  firstFlightBytes: 14_600,
};

/** The pages held to the first flight: the home page and every city page. */
export const firstFlightPage = (route) => route === "/" || route.startsWith("/location/");

/** The built file a route is served from, as the host serves it (deploy/page-files.ts). */
export const pageFile = (route) => (route === "/" ? "index.html" : `${route.slice(1)}.html`);

/** The middle value (the upper one of an even count), ignoring missing values. */
export function median(values) {
  const sorted = values.filter((v) => v !== undefined).sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

/**
 * What fails the gate, one sentence each. `pages`: for every page and host, the runs' samples:
 * `{ route, host, performance: number[], blockingMs: number[], taps: { [island]: number[] } }`,
 * with, where measured, `fcpMs` and `lcpMs` (number[]) and `htmlBrotli`, the bytes of the page's
 * HTML as served.
 */
export function overLimits(pages, given = {}) {
  const { performance, blockingMs, firstTapMs, lcpOverFcp, firstFlightBytes } = {
    ...limits,
    ...given,
  };
  const failures = [];
  for (const page of pages) {
    const where = `${page.route} (${page.host})`;
    const [fcp, lcp] = [median(page.fcpMs ?? []), median(page.lcpMs ?? [])];
    if (fcp !== undefined && lcp !== undefined && lcp > fcp * lcpOverFcp) {
      failures.push(
        `${where}: largest paint ${Math.round(lcp)} ms is ${(lcp / fcp).toFixed(2)}x the first (${Math.round(fcp)} ms), over ${lcpOverFcp}x`,
      );
    }
    if (
      page.htmlBrotli !== undefined &&
      firstFlightPage(page.route) &&
      page.htmlBrotli > firstFlightBytes
    ) {
      failures.push(
        `${where}: HTML ${page.htmlBrotli} B of brotli, over the first flight's ${firstFlightBytes} B`,
      );
    }
    const score = median(page.performance);
    const blocking = median(page.blockingMs);
    if (score === undefined || score < performance) {
      failures.push(`${where}: performance ${score ?? "not measured"}, below ${performance}`);
    }
    if (blocking === undefined || blocking >= blockingMs) {
      failures.push(
        `${where}: blocking time ${blocking === undefined ? "not measured" : `${Math.round(blocking)} ms`}, not under ${blockingMs} ms`,
      );
    }
    for (const [island, latencies] of Object.entries(page.taps ?? {})) {
      // A tap the island never answered counts as endlessly slow.
      const latency = median(latencies.map((l) => l ?? Infinity));
      if (latency === Infinity) {
        failures.push(`${where}: the first tap on the ${island} got no answer`);
      } else if (latency >= firstTapMs) {
        failures.push(
          `${where}: the first tap on the ${island} took ${latency} ms, not under ${firstTapMs} ms`,
        );
      }
    }
  }
  return failures;
}

const runningScript = /<script\b(?![^>]*type="application\/ld\+json")[^>]*>[\s\S]*?<\/script>/g;

/**
 * The "twin": every script that runs and every script preload removed; JSON-LD is data a plain
 * HTML page would carry too, and stays.
 */
export const withoutScripts = (html) =>
  html.replace(runningScript, "").replace(/<link rel="modulepreload"[^>]*>/g, "");

/**
 * "No drawings": every inline drawing (illustrations, maps, icons, the icon sprite) emptied. Its
 * outermost `<svg>` frame stays, with its size, so nothing on the page moves and only the
 * drawing's cost is gone; a drawing may hold `<svg>` elements of its own (the sprite's symbols).
 */
export function withoutDrawings(html) {
  let out = "";
  let depth = 0;
  let kept = 0;
  for (const tag of html.matchAll(/<svg\b[^>]*>|<\/svg>/g)) {
    const closing = tag[0] === "</svg>";
    if (!closing && depth++ === 0) {
      out += html.slice(kept, tag.index + tag[0].length);
    } else if (closing && depth > 0 && --depth === 0) {
      kept = tag.index;
    }
  }
  return out + html.slice(kept);
}
