import { resolve } from "node:path";
import { fileURLToPath } from "node:url";
import react from "@astrojs/react";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "astro/config";
import { contentProblems, contentReport } from "./app/build-assets/content.ts";
import { siteEnvKeys, type SiteEnv } from "./core/config/env-keys.ts";

// The content files first: a mistake in one stops here with its file, field and what was
// expected, before any module that reads them runs (the modules below are loaded after it).
// Said plainly and nothing more: the owner's mistake is not the build's error, so no stack
// trace and no "Unable to load your Astro config" around it.
const contentMistakes = await contentProblems(fileURLToPath(new URL(".", import.meta.url)));
if (contentMistakes.length > 0) {
  console.error(`\n${contentReport(contentMistakes)}\n`);
  process.exit(1);
}
const { createSiteConfig } = await import("./core/config/site.ts");
const { site } = await import("./app/integration/site.ts");

/** The build-time overrides of the config module (README, "Configuration"). */
function siteEnv(): SiteEnv {
  const env: SiteEnv = {};
  for (const key of siteEnvKeys) {
    const value = process.env[key];
    if (value) env[key] = value;
  }
  return env;
}

// BUILD_DIR builds a variant beside the default one (the browser tests build one with a lead
// endpoint of their own). The site itself goes to <BUILD_DIR>/client; the host configurations
// the build writes go beside it.
const buildDir = process.env.BUILD_DIR || "build";

// The site's settings, read once: the pages get them through __SITE_ENV__ below, and the build's
// own steps (the sample check, the host configurations) through the integration.
const env = siteEnv();
const config = createSiteConfig(env);

export default defineConfig({
  srcDir: "./app",
  publicDir: "./public",
  outDir: resolve(buildDir, "client"),
  // A static site: every page is HTML written at build time.
  output: "static",
  // One URL per page: /about-us, written as about-us.html, the layout under which every host
  // serves it without a trailing slash (deploy/page-files.ts).
  trailingSlash: "never",
  build: {
    format: "file",
    // Hashed files under /assets/, which the serving policy caches for a year.
    assets: "assets",
    // One stylesheet per page, as a file: the content security policy allows no inline style.
    inlineStylesheets: "never",
  },
  // Nothing is fetched ahead of a click: pages are small, and visitors on metered phone plans
  // pay for every byte.
  prefetch: false,
  devToolbar: { enabled: false },
  integrations: [react(), site({ buildDir, env, config })],
  vite: {
    plugins: [tailwindcss()],
    resolve: {
      alias: {
        // The business's own photos (README, "Photos"); PHOTOS_DIR points a test build elsewhere.
        "~photos": resolve(process.env.PHOTOS_DIR || "app/assets/photos"),
      },
    },
    define: {
      __SITE_ENV__: JSON.stringify(env),
    },
  },
});
