import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { rm } from "node:fs/promises";
import path from "node:path";
import { chromium, type BrowserServer } from "playwright-core";
import type { TestProject } from "vitest/node";
import { chromiumArgs, findChromium } from "../scripts/chromium.mjs";
import { startNginx } from "../scripts/nginx.mjs";
import { spawnSite } from "../scripts/site-server.mjs";
import { freePort } from "../scripts/system.mjs";

/** Which server the suite runs against: `npm start`'s (the default) or nginx (E2E_SERVER=nginx). */
export type E2EServer = "serve" | "nginx";

declare module "vitest" {
  export interface ProvidedContext {
    server: E2EServer;
    baseURL: string;
    wsEndpoint: string;
    /** The site built with LEAD_ENDPOINT set to a loopback address the tests listen on */
    leadSiteURL: string;
    /** The port of that lead endpoint: http://127.0.0.1:<leadPort>/leads */
    leadPort: number;
  }
}

const sites: { stop(): Promise<void> }[] = [];
const nginxSites: { stop(): Promise<void> }[] = [];
let browser: BrowserServer | undefined;
const host = "127.0.0.1";
const server: E2EServer = process.env.E2E_SERVER === "nginx" ? "nginx" : "serve";

/** Serves a build with nginx and the configuration the build wrote, building it if missing. */
async function startNginxSite(env: Record<string, string>): Promise<string> {
  const buildDir = env.BUILD_DIR ?? "build";
  if (!existsSync(path.join(buildDir, "nginx", "server.conf"))) {
    const build = spawnSync("npm", ["run", "build"], {
      // Vitest sets NODE_ENV=test, which would build React's development copy.
      env: { ...process.env, ...env, NODE_ENV: "production" },
      stdio: ["ignore", "ignore", "inherit"],
    });
    if (build.status !== 0) throw new Error(`npm run build failed for ${buildDir}`);
  }
  const site = await startNginx({ buildDir, host, port: await freePort() });
  nginxSites.push(site);
  return site.url;
}

/**
 * Serves a build with the project's own start script, which builds it first if it is missing,
 * or with nginx when E2E_SERVER=nginx.
 */
async function startSite(env: Record<string, string> = {}): Promise<string> {
  if (server === "nginx") return startNginxSite(env);
  const { BUILD_DIR: buildDir = "build", ...rest } = env;
  const site = await spawnSite({ buildDir, env: rest, stdio: ["ignore", "inherit", "inherit"] });
  sites.push(site);
  return site.url;
}

/**
 * Serves the build as `npm start` does (or as nginx does); builds and serves a second copy whose
 * forms post their leads to a loopback endpoint the form tests run; and launches the one shared
 * browser.
 */
export async function setup(project: TestProject) {
  const baseURL = await startSite();

  const leadPort = await freePort();
  const leadBuild = "build-e2e";
  await rm(leadBuild, { recursive: true, force: true });
  const leadSiteURL = await startSite({
    BUILD_DIR: leadBuild,
    LEAD_ENDPOINT: `http://${host}:${leadPort}/leads`,
  });

  browser = await chromium.launchServer({
    executablePath: findChromium(),
    args: chromiumArgs,
    headless: true,
  });

  project.provide("server", server);
  project.provide("baseURL", baseURL);
  project.provide("leadSiteURL", leadSiteURL);
  project.provide("leadPort", leadPort);
  project.provide("wsEndpoint", browser.wsEndpoint());
}

export async function teardown() {
  await browser?.close();
  await Promise.all(sites.map((site) => site.stop()));
  await Promise.all(nginxSites.map((site) => site.stop()));
}
