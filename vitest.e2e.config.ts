import { configDefaults, defineConfig } from "vitest/config";
import { onUnhandledError } from "./e2e/engines/driver-faults";
import { longestFirst } from "./e2e/longest-first";

/**
 * The nginx run (`npm run test:nginx`) checks what depends on how the static site is served:
 * its statuses, headers, redirects and compression (server, nginx), the byte budgets over the
 * wire (nginx compresses as a host's CDN does; workerd does not locally, Cloudflare does at its
 * edge), every link, "Get Free Quote" with a CRM's form set (a build of its own), and the
 * cross-engine suite in Firefox and WebKit under the shipped headers, with the forms posting to
 * a lead service on another origin.
 */
const nginxRun = [
  "e2e/server.e2e.ts",
  "e2e/nginx.e2e.ts",
  "e2e/budgets.e2e.ts",
  "e2e/links.e2e.ts",
  "e2e/quote-crm.e2e.ts",
  "e2e/engines/**/*.e2e.ts",
];
/**
 * The files that run longest, longest first (seconds each in a fresh clone's run on a quiet
 * two-core machine): started first, they share out between the two workers.
 */
const longest = [
  "e2e/engines/firefox.e2e.ts", // 85
  "e2e/engines/webkit.e2e.ts", // 75
  "e2e/engines/chromium.e2e.ts", // 60
  "e2e/engines/chromium-every-page.e2e.ts", // 55
  "e2e/accessibility-mobile.e2e.ts", // 54
  "e2e/owner-guide.e2e.ts", // 52
  "e2e/admin.e2e.ts", // 40
  "e2e/deploy.e2e.ts", // 38
  "e2e/lead-service.e2e.ts", // 36
  "e2e/budgets.e2e.ts", // 35
];
/** Files of the nginx run that run against the whole product too. */
const bothRuns = ["e2e/server.e2e.ts", "e2e/links.e2e.ts"];

/**
 * End-to-end tests: a real Chromium against the whole product as `npm start` runs it (the site,
 * the lead service and the inbox on Cloudflare's runtime), or against the static site as nginx
 * serves it with E2E_SERVER=nginx (scripts/e2e.mjs --nginx).
 */
export default defineConfig({
  test: {
    include: process.env.E2E_SERVER === "nginx" ? nginxRun : ["e2e/**/*.e2e.ts"],
    exclude: [
      ...configDefaults.exclude,
      ...(process.env.E2E_SERVER === "nginx"
        ? []
        : nginxRun.filter((file) => !bothRuns.includes(file))),
    ],
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
