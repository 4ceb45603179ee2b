import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

/** End-to-end tests: a real Chromium against the built site served as `npm start` serves it. */
export default defineConfig({
  resolve: {
    alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) },
  },
  test: {
    include: ["e2e/**/*.e2e.ts"],
    environment: "node",
    globalSetup: ["e2e/global-setup.ts"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Two cores: two test files at a time, all sharing the one browser the setup launched.
    maxWorkers: 2,
  },
});
