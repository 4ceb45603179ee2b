import { defineConfig } from "vitest/config";

/**
 * What the built pages say, read from the files the build wrote (built/): their copy, links,
 * head and structured data, as a crawler and a browser before any script get them. No browser
 * and no server; the setup builds the site first if the build is not of this working copy.
 */
export default defineConfig({
  test: {
    include: ["built/**/*.test.ts"],
    environment: "node",
    // Vitest leaves stylesheets out; one imported as text (`?raw`: the theme's colours, read by
    // app/lib/theme.ts) is text and stays.
    css: { include: [/\.css\?raw$/] },
    globalSetup: ["built/global-setup.ts"],
    maxWorkers: 2,
    // The build's files are read once a worker, not once a test file (as in vitest.config.ts).
    isolate: false,
  },
});
