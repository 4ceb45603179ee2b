import { fileURLToPath } from "node:url";
import { configDefaults, defineConfig } from "vitest/config";

/**
 * The nginx-only checks, and the cross-engine suite (Chromium, Firefox and WebKit against the
 * site under the shipped production configuration), run when the suite runs against nginx
 * (`npm run test:nginx`).
 */
const nginxOnly = ["e2e/nginx.e2e.ts", "e2e/engines/**"];
/**
 * Checks of what the browser renders from the built files, which no server setting can change
 * (the files are the same bytes from either server): the layout at every width, the
 * accessibility gate, the markup and the pages' content and behaviour. They run once, against
 * `npm start`. Everything that goes through HTTP runs against both servers: statuses, headers and
 * the content security policy (every browser test fails on a CSP or Permissions-Policy message,
 * and the budget test loads every page), redirects, compression and caching, forms posted with
 * and without JavaScript, the tools (geolocation needs the Permissions-Policy), islands loading.
 */
const renderOnly = [
  "e2e/layout.e2e.ts",
  "e2e/accessibility-mobile.e2e.ts",
  "e2e/accessibility-desktop.e2e.ts",
  "e2e/markup.e2e.ts",
  "e2e/about.e2e.ts",
  "e2e/claims.e2e.ts",
  "e2e/header.e2e.ts",
  "e2e/home.e2e.ts",
  "e2e/imagery.e2e.ts",
  "e2e/locations.e2e.ts",
  "e2e/phone-nav.e2e.ts",
  "e2e/policies.e2e.ts",
  "e2e/services.e2e.ts",
];

/**
 * End-to-end tests: a real Chromium against the built site served as `npm start` serves it, or
 * as nginx serves it with E2E_SERVER=nginx (scripts/e2e.mjs --nginx).
 */
export default defineConfig({
  resolve: {
    alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) },
  },
  test: {
    include: ["e2e/**/*.e2e.ts"],
    exclude: [
      ...configDefaults.exclude,
      ...(process.env.E2E_SERVER === "nginx" ? renderOnly : nginxOnly),
    ],
    environment: "node",
    globalSetup: ["e2e/global-setup.ts"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Two cores: two test files at a time, all sharing the one browser the setup launched.
    maxWorkers: 2,
  },
});
