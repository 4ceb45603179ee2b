// What a build was made from, as one hash: every file of the site's code and content and the
// settings it was built with. The build writes it beside its output (build-stamp.json), and
// `npm start` compares it with the working copy's, so an edited price or page is built before it
// is served, and an unchanged copy is not built twice. Plain JavaScript, so the build (Astro's
// integration) and `npm start` (Node) use it as it is.
import { createHash } from "node:crypto";
import { existsSync, readFileSync, readdirSync } from "node:fs";
import path from "node:path";

export const stampFile = "build-stamp.json";

/** What the pages are made from, under the project's folder. */
const inputs = [
  "app",
  "content",
  "public",
  "deploy",
  "astro.config.ts",
  "tsconfig.json",
  "package-lock.json",
  // The database it names is on the going-live list the build writes (/admin/going-live).
  "wrangler.jsonc",
];

/** The settings a build reads from its environment (docs/going-live.md, "Configuration"). */
export const stampedSettings = [
  "SITE_URL",
  "BUSINESS_PHONE",
  "QUOTE_FORM_URL",
  "LEAD_ENDPOINT",
  "CMS_REPO",
  "PHOTOS_DIR",
];

/** Every file under `dir` (a file or a folder), tests left out, in a fixed order. */
function filesOf(root, dir) {
  const full = path.join(root, dir);
  if (!existsSync(full)) return [];
  return readdirSync(full, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && !/\.test\.[cm]?[jt]sx?$/.test(entry.name))
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
    .sort();
}

/**
 * The stamp of the working copy in `root` built with `env`: a hash of every input file's path
 * and bytes and of the settings set.
 */
export function buildStamp(root, env = process.env) {
  const hash = createHash("sha256");
  for (const input of inputs) {
    const full = path.join(root, input);
    if (!existsSync(full)) continue;
    const files = input.includes(".") ? [input] : filesOf(root, input);
    for (const file of files) {
      hash.update(`${file}\0`);
      hash.update(readFileSync(path.join(root, file)));
      hash.update("\0");
    }
  }
  for (const key of stampedSettings) {
    const value = env[key]?.trim();
    if (value) hash.update(`${key}=${value}\0`);
  }
  return hash.digest("hex");
}

/** The stamp the build in `buildDir` was made with, or null. */
export function builtStamp(buildDir) {
  try {
    return JSON.parse(readFileSync(path.join(buildDir, stampFile), "utf8")).inputs ?? null;
  } catch {
    return null;
  }
}
