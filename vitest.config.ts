import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: [
      "app/**/*.test.{ts,tsx}",
      "core/**/*.test.{ts,tsx}",
      "deploy/**/*.test.ts",
      "e2e/**/*.test.ts",
      "scripts/**/*.test.{ts,mjs}",
      "worker/**/*.test.{ts,tsx}",
    ],
    environment: "node",
    // Vitest leaves stylesheets out; one imported as text (`?raw`: the theme's colours, read by
    // app/lib/theme.ts) is text and stays.
    css: { include: [/\.css\?raw$/] },
    // Vitest leaves one core free by default: on a two-core machine that is one test file at a
    // time. Two take about 60% of the time (90 s against 144 s for the whole unit run).
    maxWorkers: 2,
    // Each worker imports a module once for all the files it runs, not once a file: the schemas,
    // React and Miniflare were a third of the run (about 104 s isolated against 65 s here). A
    // test that gives a module something before importing it (a global, a mock) imports it
    // afresh after `vi.resetModules()`, and puts back what it mocked.
    isolate: false,
  },
});
