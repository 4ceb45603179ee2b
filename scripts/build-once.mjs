// The build the tests read: made once, and again only when what it is made from changed.
import { spawn, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { buildStamp, builtStamp } from "../deploy/build-stamp.mjs";

/** Whether `buildDir` holds a build made from this working copy with these settings. */
function upToDate(buildDir, env) {
  return (
    existsSync(path.join(buildDir, "nginx", "server.conf")) &&
    existsSync(path.join(buildDir, "site-env.json")) &&
    existsSync(path.join(buildDir, "site-pages.json")) &&
    builtStamp(buildDir) === buildStamp(process.cwd(), { ...process.env, ...env })
  );
}

/** `npm run build` into `buildDir`, as spawn's arguments. */
const buildCommand = (buildDir, env) => [
  "npm",
  ["run", "build"],
  {
    // Vitest sets NODE_ENV=test, which would build React's development copy.
    env: { ...process.env, ...env, BUILD_DIR: buildDir, NODE_ENV: "production" },
    stdio: ["ignore", "ignore", "inherit"],
  },
];

/**
 * Builds the site into `buildDir`, with `env` on top of this process's, unless a build made from
 * this working copy with these settings is there (its stamp, as `npm start` checks it): a test run
 * after an edit tests the edit, not the build before it.
 */
export function buildOnce(buildDir, env = {}) {
  if (upToDate(buildDir, env)) return;
  const run = spawnSync(...buildCommand(buildDir, env));
  if (run.status !== 0) throw new Error(`npm run build failed for ${buildDir}`);
}

/** `buildOnce`, leaving this process free while the build runs (beside a server starting). */
export async function buildOnceAside(buildDir, env = {}) {
  if (upToDate(buildDir, env)) return;
  const status = await new Promise((resolve, reject) => {
    const child = spawn(...buildCommand(buildDir, env));
    child.once("error", reject);
    child.once("close", resolve);
  });
  if (status !== 0) throw new Error(`npm run build failed for ${buildDir}`);
}
