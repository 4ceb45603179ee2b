import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import type { SiteConfig, SiteEnv } from "../core/config/site";
import { assetsIgnoreFile, headersFile, redirectsFile } from "./cdn-config";
import { nginxConfig } from "./nginx-config";
import { builtPages, otherFiles } from "./page-files";
import { precompress } from "./precompress";
import { policyTargets, servingPlan } from "./serving-plan";

/**
 * Writes how the build is served, for every host, from deploy/policy.ts and the built pages:
 *
 * - `client/_headers`, `client/_redirects`: Cloudflare's static assets (the Worker's, which
 *   `npm start` runs locally), Netlify and Cloudflare Pages read them from the published
 *   folder (and do not serve them);
 * - `client/.assetsignore`: what Cloudflare does not upload (these files, the twins below);
 * - `nginx/http.conf`, `nginx/server.conf`: the self-hosted configuration;
 * - `.br` and `.gz` twins of every text file, for nginx (Cloudflare compresses at its edge);
 * - `site-env.json`: the settings the build was made with (SITE_URL, BUSINESS_PHONE, ...), which
 *   the Worker deployed with it is given as its own (scripts/lead-service.mjs), so both agree.
 *
 * Runs last in the build: the policies hash the pages' final inline scripts, and the
 * compressed twins must match the final files.
 */
export async function writeServing(
  buildDir: string,
  env: SiteEnv,
  config: SiteConfig,
): Promise<void> {
  const client = path.join(buildDir, "client");
  const plan = servingPlan(
    await builtPages(client),
    policyTargets(config),
    await otherFiles(client),
  );

  await writeFile(path.join(client, "_headers"), headersFile(plan));
  await writeFile(path.join(client, "_redirects"), redirectsFile());

  const nginxDir = path.join(buildDir, "nginx");
  await mkdir(nginxDir, { recursive: true });
  for (const [name, text] of Object.entries(nginxConfig(plan))) {
    await writeFile(path.join(nginxDir, name), text);
  }

  await writeFile(path.join(client, ".assetsignore"), assetsIgnoreFile());
  await writeFile(path.join(buildDir, "site-env.json"), `${JSON.stringify(env)}\n`);

  await precompress(client);
}
