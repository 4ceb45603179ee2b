import { cp, mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { chromium, type BrowserServer } from "playwright-core";
import type { TestProject } from "vitest/node";
import { buildOnce as build, buildOnceAside as buildAside } from "../scripts/build-once.mjs";
import { findChromium, testChromiumArgs } from "../scripts/chromium.mjs";
import { migrateLocal, startLeadService } from "../scripts/lead-service.mjs";
import { startNginx } from "../scripts/nginx.mjs";
import { freePort } from "../scripts/system.mjs";
import { startLeadStandIn } from "./lead-stand-in";

/**
 * The servers the suite runs against: the whole product as `npm start` runs it (the site and the
 * lead service on Cloudflare's runtime), and nginx serving the static site with the configuration
 * the build wrote, as a host without the lead service serves it.
 */
export type E2EServer = "worker" | "nginx";

declare module "vitest" {
  export interface ProvidedContext {
    /** The whole product, as `npm start` runs it */
    baseURL: string;
    /** nginx serving the same build */
    staticURL: string;
    wsEndpoint: string;
    /**
     * The whole product only: a local database with every migration applied, never opened, for
     * a test that runs a product of its own to copy (`migratedStateDir`) rather than migrate
     */
    migratedState: string;
    /**
     * nginx: the site built with LEAD_ENDPOINT set to a loopback address the tests listen
     * on, as a site hosted away from its lead service is
     */
    leadSiteURL: string;
    /**
     * The port of that lead endpoint, http://127.0.0.1:<leadPort>/leads, where a
     * stand-in for the lead service answers (e2e/lead-stand-in.ts)
     */
    leadPort: number;
    /**
     * The CRM's hosted quote form that build's "Get Free Quote" opens in a new tab
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
 * Serves the site twice: the whole product on Cloudflare's runtime, and the same build under
 * nginx; beside them a second build under nginx, whose forms post to a loopback endpoint the
 * tests run (the cross-engine suite's form tests; the stand-in answering there runs here) and
 * whose "Get Free Quote" opens a CRM's form; and launches the one shared browser.
 */
export async function setup(project: TestProject) {
  // The product's runtime boots while the second build is made.
  const product = leadService(project);
  const leadPort = await freePort();
  const leadBuild = "build-e2e";
  await rm(leadBuild, { recursive: true, force: true });
  await buildAside(leadBuild, {
    LEAD_ENDPOINT: `http://${host}:${leadPort}/leads`,
    QUOTE_FORM_URL: crmFormUrl,
  });
  const standIn = await startLeadStandIn(leadPort);
  stops.push(() => standIn.close());
  project.provide("leadSiteURL", await nginxSite(leadBuild));
  project.provide("leadPort", leadPort);
  project.provide("crmFormUrl", crmFormUrl);
  project.provide("staticURL", await nginxSite("build"));
  project.provide("baseURL", await product);

  browser = await chromium.launchServer({
    executablePath: findChromium(),
    args: testChromiumArgs,
    headless: true,
  });
  project.provide("wsEndpoint", browser.wsEndpoint());
}

export async function teardown() {
  await browser?.close();
  for (const stop of stops) await stop();
}
