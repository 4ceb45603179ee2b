import { fileURLToPath } from "node:url";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { siteEnvKeys, type SiteEnv } from "./app/config/env-keys.ts";

/** The build-time overrides of the config module (README, "Configuration"). */
function siteEnv(): SiteEnv {
  const env: SiteEnv = {};
  for (const key of siteEnvKeys) {
    const value = process.env[key];
    if (value) env[key] = value;
  }
  return env;
}

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  resolve: {
    alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) },
  },
  define: {
    __SITE_ENV__: JSON.stringify(siteEnv()),
  },
});
