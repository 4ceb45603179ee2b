import { defineConfig } from "vitest/config";
import { onUnhandledError } from "./e2e/engines/driver-faults";
import { longestFirst } from "./e2e/longest-first";

/**
 * The files that run longest, longest first (seconds each in a fresh clone's run on a quiet
 * two-core machine, 2026-12; a file split since then, by its share of that file's time in the
 * runs that split it): started first, they share out between the two workers.
 */
const longest = [
  "e2e/engines/webkit.e2e.ts", // 87
  "e2e/engines/firefox.e2e.ts", // 74
  "e2e/engines/chromium.e2e.ts", // 40
  "e2e/owner-guide.e2e.ts", // 32
  "e2e/accessibility-mobile.e2e.ts", // 29
  "e2e/engines/chromium-every-page.e2e.ts", // 26
  "e2e/deploy.e2e.ts", // 25
  "e2e/budgets.e2e.ts", // 22
  "e2e/forms.e2e.ts", // 19
  "e2e/admin.e2e.ts", // 18
  "e2e/inbox.e2e.ts", // 16 of inbox's 27
  "e2e/counts.e2e.ts", // 14
  "e2e/lead-service-deployed.e2e.ts", // 12 of lead-service's 22
  "e2e/inbox-bookings.e2e.ts", // 11 of inbox's 27
  "e2e/lead-service.e2e.ts", // 10 of lead-service's 22
  "e2e/tools.e2e.ts", // 10 of tools' 18
  "e2e/estimate.e2e.ts", // 8 of tools' 18
];
/**
 * End-to-end tests, in one run: a real Chromium against the whole product as `npm start` runs it
 * (the site, the lead service and the inbox on Cloudflare's runtime), and against the static site
 * as nginx serves it with the configuration the build wrote, for what depends on how it is served:
 * its statuses, headers, redirects and compression (server, nginx), the byte budgets over the wire
 * (nginx compresses as a host's CDN does; workerd does not locally, Cloudflare does at its edge),
 * every link (server, links: on both), "Get Free Quote" with a CRM's form set (a build of its
 * own), and the cross-engine suite in Chromium, Firefox and WebKit under the shipped headers, with
 * the forms posting to a lead service on another origin. One run, not one a server: its files
 * share out between the two workers to the end, and the setup starts once (scripts/e2e.mjs).
 */
export default defineConfig({
  test: {
    include: ["e2e/**/*.e2e.ts"],
    environment: "node",
    globalSetup: ["e2e/global-setup.ts"],
    // Sized for a busy two-core machine: most tests take a few seconds on a quiet one.
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // A poll waits for what a page does after its script has run, which on a busy two-core
    // machine can be seconds behind (Vitest's default gives up after one).
    expect: { poll: { timeout: 15_000 } },
    // Two cores: two test files at a time, all sharing the one browser the setup launched.
    maxWorkers: 2,
    sequence: { sequencer: longestFirst(longest) },
    // Each worker imports the helpers, Playwright and the site's data once for all its files
    // (as in vitest.config.ts); each file still connects and closes its own browser pages. The
    // whole-product stage's import time went from 38 s to 9 s (522 to 508 core-seconds).
    isolate: false,
    // A fault of Playwright's Firefox driver, thrown outside every test, is reported and
    // ignored; any other unhandled error still fails the stage.
    onUnhandledError,
  },
});
