import { statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { locationPages, sitePages } from "../app/data/site-pages";
import { pageFile } from "../deploy/page-files";
import { firstFlightPage, limits } from "../scripts/bench-gate.mjs";

const client = path.resolve("build/client");

/**
 * The pages a search lands on most, as a host sends them: the home page's and every city page's
 * HTML fits a new connection's first flight of data (about ten packets), so their largest paint
 * waits for no second round trip (docs/decisions/018). The same limit the benchmark holds them
 * to (scripts/bench-gate.mjs), checked here on every build, without a browser.
 */
describe("the first round trip", () => {
  const held = sitePages()
    .map((page) => page.path)
    .filter(firstFlightPage);

  it("holds the home page and every city page", () => {
    expect(held).toContain("/");
    expect(held.filter((route) => route.startsWith("/location/"))).toHaveLength(
      locationPages().length,
    );
  });

  // Not there yet: the two Toronto pages for one service, the longest of the location pages
  // (14,917 and 14,721 B when this was written). Held to where they are, so they can only
  // shrink, until they fit; `npm run bench` still fails them against the first flight.
  const notYet = new Map([
    ["/location/toronto-windshield-replacement", 14_950],
    ["/location/toronto-windshield-repair", 14_750],
  ]);
  const bytesOf = (route: string) => statSync(path.join(client, `${pageFile(route)}.br`)).size;

  it("fits each one's HTML, as brotli sends it, in a new connection's first flight", () => {
    const sizes = held
      .filter((route) => !notYet.has(route))
      .map((route) => ({ route, bytes: bytesOf(route) }));
    expect(sizes.length).toBe(held.length - notYet.size);
    const over = sizes.filter(({ bytes }) => bytes > limits.firstFlightBytes);
    expect(over, `over ${limits.firstFlightBytes} B`).toEqual([]);
  });

  it("keeps the pages that do not fit yet from growing", () => {
    for (const [route, most] of notYet) expect(bytesOf(route), route).toBeLessThanOrEqual(most);
  });
});
