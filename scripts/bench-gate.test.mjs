import { describe, expect, it } from "vitest";
import {
  limits,
  median,
  overLimits,
  pageFile,
  withoutDrawings,
  withoutScripts,
} from "./bench-gate.mjs";

const page = (over = {}) => ({
  route: "/",
  host: "nginx",
  performance: [100, 99, 100],
  blockingMs: [0, 12, 30],
  taps: { "phone menu": [24, 40, 16] },
  ...over,
});

describe("the benchmark's gate", () => {
  it("passes pages whose medians are within every limit", () => {
    expect(overLimits([page(), page({ route: "/about-us", host: "worker" })])).toEqual([]);
  });

  it("fails a page whose median performance is below 99, by the median, not the best run", () => {
    expect(overLimits([page({ performance: [100, 98, 97] })])).toEqual([
      "/ (nginx): performance 98, below 99",
    ]);
    expect(overLimits([page({ performance: [98, 99, 100] })])).toEqual([]);
  });

  it("fails a page at 50 ms of blocking time or more, whatever the references measure", () => {
    expect(overLimits([page({ blockingMs: [50, 50, 0] })])).toEqual([
      "/ (nginx): blocking time 50 ms, not under 50 ms",
    ]);
    expect(overLimits([page({ blockingMs: [49.6, 0, 49.9] })])).toEqual([]);
  });

  it("fails a first tap of 200 ms or more, naming the island", () => {
    expect(overLimits([page({ taps: { "estimate answer": [250, 210, 30] } })])).toEqual([
      "/ (nginx): the first tap on the estimate answer took 210 ms, not under 200 ms",
    ]);
  });

  it("fails a tap the island never answered", () => {
    expect(overLimits([page({ taps: { "phone menu": [undefined, undefined, 30] } })])).toEqual([
      "/ (nginx): the first tap on the phone menu got no answer",
    ]);
  });

  it("fails a page that was not measured rather than passing it", () => {
    expect(overLimits([page({ performance: [undefined], blockingMs: [] })])).toEqual([
      "/ (nginx): performance not measured, below 99",
      "/ (nginx): blocking time not measured, not under 50 ms",
    ]);
  });

  it("fails a page whose largest paint comes later than 1.15 times its first, by the medians", () => {
    expect(overLimits([page({ fcpMs: [900, 800, 1000], lcpMs: [1500, 1600, 1000] })])).toEqual([
      "/ (nginx): largest paint 1500 ms is 1.67x the first (900 ms), over 1.15x",
    ]);
    expect(overLimits([page({ fcpMs: [900, 900, 900], lcpMs: [1035, 900, 1200] })])).toEqual([]);
  });

  it("fails a home or city page whose HTML misses the first flight, and no other page", () => {
    expect(overLimits([page({ htmlBrotli: 14_601 })])).toEqual([
      "/ (nginx): HTML 14601 B of brotli, over the first flight's 14600 B",
    ]);
    expect(
      overLimits([page({ route: "/location/aurora-auto-glass", htmlBrotli: 18_700 })]),
    ).toHaveLength(1);
    expect(overLimits([page({ htmlBrotli: 14_600 })])).toEqual([]);
    expect(overLimits([page({ route: "/contact-us", htmlBrotli: 18_700 })])).toEqual([]);
    expect(pageFile("/")).toBe("index.html");
    expect(pageFile("/location/aurora-auto-glass")).toBe("location/aurora-auto-glass.html");
  });

  it("holds the limits the site promises", () => {
    expect(limits).toEqual({
      performance: 99,
      blockingMs: 50,
      firstTapMs: 200,
      lcpOverFcp: 1.15,
      firstFlightBytes: 14_600,
    });
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(3);
  });
});

describe("the benchmark's references", () => {
  const html = [
    '<head><link rel="modulepreload" href="/assets/client.js">',
    '<script type="application/ld+json">{"@type":"AutoRepair"}</script>',
    '<script type="module">import("/assets/island.js")</script></head>',
    '<body><svg viewBox="0 0 24 24" width="24" height="24" class="lucide"><path d="M1 1h2"/><circle r="2"/></svg>',
    "<p>Windshield repair</p>",
    '<svg viewBox="0 0 480 360" width="480" height="360" class="h-auto w-full"><g><path d="M0 0L9 9"/></g><text>Toronto</text></svg></body>',
  ].join("");

  it("the twin keeps the markup and the JSON-LD, and runs no script", () => {
    const twin = withoutScripts(html);
    expect(twin).not.toContain("modulepreload");
    expect(twin).not.toContain('<script type="module">');
    expect(twin).toContain('<script type="application/ld+json">{"@type":"AutoRepair"}</script>');
    expect(twin).toContain("<path");
  });

  it("the page without drawings keeps each drawing's frame and size, and nothing inside", () => {
    const bare = withoutDrawings(html);
    expect(bare).toContain(
      '<svg viewBox="0 0 24 24" width="24" height="24" class="lucide"></svg><p>Windshield repair</p>',
    );
    expect(bare).toContain(
      '<svg viewBox="0 0 480 360" width="480" height="360" class="h-auto w-full"></svg></body>',
    );
    expect(bare).not.toMatch(/<path|<circle|<text|<g>/);
    expect(bare).toContain('<script type="module">');
  });

  it("empties a drawing that holds drawings of its own as one, leaving no stray tags", () => {
    const sprite =
      '<p>a</p><svg class="hidden"><symbol id="icon-phone"><svg viewBox="0 0 24 24"><path d="M1 1"/></svg></symbol>' +
      '<symbol id="icon-x"><svg><path d="M2 2"/></svg></symbol></svg><p>b</p><svg width="2"><circle/></svg>';
    expect(withoutDrawings(sprite)).toBe(
      '<p>a</p><svg class="hidden"></svg><p>b</p><svg width="2"></svg>',
    );
  });
});
