import { fileURLToPath } from "node:url";
import { configDefaults, defineConfig } from "vitest/config";

/** The nginx-only checks run when the suite runs against nginx (`npm run test:nginx`). */
const nginxOnly = "e2e/nginx.e2e.ts";
/**
 * Checks of the pages' layout at every width, which no server setting can change: run once,
 * against `npm start`.
 */
const layoutOnly = "e2e/layout.e2e.ts";

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
      ...(process.env.E2E_SERVER === "nginx" ? [layoutOnly] : [nginxOnly]),
    ],
    environment: "node",
    globalSetup: ["e2e/global-setup.ts"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Two cores: two test files at a time, all sharing the one browser the setup launched.
    maxWorkers: 2,
  },
});
