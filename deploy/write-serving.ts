import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import type { SiteEnv } from "../app/config/site";
import { headersFile, redirectsFile } from "./cdn-config";
import { nginxConfig } from "./nginx-config";
import { builtPages } from "./page-files";
import { precompress } from "./precompress";
import { serverConfig } from "./server-config";
import { policyTargets, servingPlan } from "./serving-plan";

/**
 * Writes how the build is served, for every host, from deploy/policy.ts and the built pages:
 *
 * - `client/_headers`, `client/_redirects`: Netlify and Cloudflare Pages read them from the
 *   published folder (and do not serve them);
 * - `nginx/http.conf`, `nginx/server.conf`: the self-hosted configuration;
 * - `serving.json`: what `npm start`'s server serves with;
 * - `.br` and `.gz` twins of every text file, for nginx.
 *
 * Runs last in the build: the policies hash the pages' final inline scripts, and the
 * compressed twins must match the final files.
 */
export async function writeServing(buildDir: string, env: SiteEnv): Promise<void> {
  const client = path.join(buildDir, "client");
  const plan = servingPlan(await builtPages(client), policyTargets(env));

  await writeFile(path.join(client, "_headers"), headersFile(plan));
  await writeFile(path.join(client, "_redirects"), redirectsFile());

  const nginxDir = path.join(buildDir, "nginx");
  await mkdir(nginxDir, { recursive: true });
  for (const [name, text] of Object.entries(nginxConfig(plan))) {
    await writeFile(path.join(nginxDir, name), text);
  }

  await writeFile(
    path.join(buildDir, "serving.json"),
    `${JSON.stringify(serverConfig(plan), null, 2)}\n`,
  );

  await precompress(client);
}
