import { cp, mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { chromium, type BrowserServer } from "playwright-core";
import type { TestProject } from "vitest/node";
import { buildOnce as build } from "../scripts/build-once.mjs";
import { findChromium, testChromiumArgs } from "../scripts/chromium.mjs";
import { migrateLocal, startLeadService } from "../scripts/lead-service.mjs";
import { startNginx } from "../scripts/nginx.mjs";
import { freePort } from "../scripts/system.mjs";
import { startLeadStandIn } from "./lead-stand-in";

/**
 * Which server the suite runs against: the whole product as `npm start` runs it (the site and
 * the lead service on Cloudflare's runtime, the default), or nginx serving the static site with
 * the configuration the build wrote (E2E_SERVER=nginx).
 */
export type E2EServer = "worker" | "nginx";

declare module "vitest" {
  export interface ProvidedContext {
    server: E2EServer;
    baseURL: string;
    wsEndpoint: string;
    /**
     * The whole product only: a local database with every migration applied, never opened, for
     * a test that runs a product of its own to copy (`migratedStateDir`) rather than migrate
     */
    migratedState: string;
    /**
     * nginx only: the site built with LEAD_ENDPOINT set to a loopback address the tests listen
     * on, as a site hosted away from its lead service is
     */
    leadSiteURL: string;
    /**
     * nginx only: the port of that lead endpoint, http://127.0.0.1:<leadPort>/leads, where a
     * stand-in for the lead service answers (e2e/lead-stand-in.ts)
     */
    leadPort: number;
    /**
     * nginx only: the CRM's hosted quote form that build's "Get Free Quote" opens in a new tab
     * (QUOTE_FORM_URL); the other build has none, and opens the site's own form
     */
    crmFormUrl: string;
  }
}

const stops: (() => Promise<void>)[] = [];
let browser: BrowserServer | undefined;
const host = "127.0.0.1";
/** A CRM's hosted quote form, as the business may name one (QUOTE_FORM_URL). */
const crmFormUrl = "https://crm.example.com/forms/auto-glass-repair-request";
const server: E2EServer = process.env.E2E_SERVER === "nginx" ? "nginx" : "worker";

/** Serves a build with nginx and the configuration the build wrote. */
async function nginxSite(buildDir: string): Promise<string> {
  const site = await startNginx({ buildDir, host, port: await freePort() });
  stops.push(() => site.stop());
  return site.url;
}

/**
 * The product as `npm start` runs it, with a database of its own that starts empty: the lead
 * tests read what arrived from it, through the inbox.
 */
async function leadService(project: TestProject): Promise<string> {
  build("build");
  const migrated = await mkdtemp(path.join(tmpdir(), "leads-migrated-"));
  const stateDir = await mkdtemp(path.join(tmpdir(), "leads-e2e-"));
  stops.push(() => rm(stateDir, { recursive: true, force: true }));
  stops.push(() => rm(migrated, { recursive: true, force: true }));
  migrateLocal(migrated);
  await cp(migrated, stateDir, { recursive: true });
  project.provide("migratedState", migrated);
  const service = await startLeadService({ host, port: await freePort(), stateDir });
  stops.unshift(() => service.stop());
  return service.url;
}

/**
 * Serves the site: the whole product on Cloudflare's runtime, or with E2E_SERVER=nginx the
 * build under nginx beside a second build whose forms post to a loopback endpoint the tests run
 * (the cross-engine suite's form tests; the stand-in answering there runs here) and whose "Get Free Quote" opens a CRM's form; and
 * launches the one shared browser.
 */
export async function setup(project: TestProject) {
  let baseURL: string;
  if (server === "nginx") {
    build("build");
    baseURL = await nginxSite("build");
    const leadPort = await freePort();
    const leadBuild = "build-e2e";
    await rm(leadBuild, { recursive: true, force: true });
    build(leadBuild, {
      LEAD_ENDPOINT: `http://${host}:${leadPort}/leads`,
      QUOTE_FORM_URL: crmFormUrl,
    });
    const standIn = await startLeadStandIn(leadPort);
    stops.push(() => standIn.close());
    project.provide("leadSiteURL", await nginxSite(leadBuild));
    project.provide("leadPort", leadPort);
    project.provide("crmFormUrl", crmFormUrl);
  } else {
    baseURL = await leadService(project);
  }

  browser = await chromium.launchServer({
    executablePath: findChromium(),
    args: testChromiumArgs,
    headless: true,
  });

  project.provide("server", server);
  project.provide("baseURL", baseURL);
  project.provide("wsEndpoint", browser.wsEndpoint());
}

export async function teardown() {
  await browser?.close();
  for (const stop of stops) await stop();
}
