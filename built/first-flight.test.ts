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

  const bytesOf = (route: string) => statSync(path.join(client, `${pageFile(route)}.br`)).size;

  it("fits each one's HTML, as brotli sends it, in a new connection's first flight", () => {
    const sizes = held.map((route) => ({ route, bytes: bytesOf(route) }));
    const over = sizes.filter(({ bytes }) => bytes > limits.firstFlightBytes);
    expect(over, `over ${limits.firstFlightBytes} B`).toEqual([]);
  });
});
