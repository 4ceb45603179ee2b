// `npm run deploy`: puts the product on Cloudflare, once its resources exist (docs/going-live.md):
// builds the site with REQUIRE_LIVE_CONFIG=1, which refuses while anything is left before going
// live (the placeholder database id, a sample setting or value, a placeholder link: the list of
// app/lib/placeholders.ts, all of it at once), brings the D1 database up to date with
// worker/migrations, and deploys the Worker with the site's files (build/, as wrangler.jsonc
// names them), giving it the settings the site was built with. Run it with the business's
// settings in the environment (SITE_URL, BUSINESS_PHONE, and QUOTE_FORM_URL or LEAD_ENDPOINT
// where they apply).
//
// `npm run deploy -- --dry-run` does everything a deploy does up to asking Cloudflare for
// anything (no account needed): the same list, a build with the settings it is given and
// REQUIRE_LIVE_CONFIG=1 (never an older build), and the Worker bundled as a deploy bundles it. It
// builds into build-dry-run/, never build/, so the site `npm start` is serving from build/ stays
// as it was, demo phone and all. It fails exactly when the deploy would, and says why.
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { siteDefine, wrangler } from "./lead-service.mjs";

const root = fileURLToPath(new URL("..", import.meta.url));
const dryRun = process.argv.includes("--dry-run");
/** Where the build goes: wrangler.jsonc's assets for a deploy, a folder of its own for the dry run. */
const folder = dryRun ? "build-dry-run" : "build";
const buildDir = path.join(root, folder);

function step(title, run) {
  console.log(`\n▶ ${title}`);
  try {
    run();
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    console.error(dryRun ? "\nThe dry run failed: a deploy would stop here too." : "");
    process.exit(1);
  }
}

step(`Checking everything and building the site into ${folder}/ (REQUIRE_LIVE_CONFIG=1)`, () => {
  const build = spawnSync("npm", ["run", "build"], {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, NODE_ENV: "production", REQUIRE_LIVE_CONFIG: "1", BUILD_DIR: buildDir },
  });
  if (build.status !== 0) throw new Error("The build stopped: nothing was deployed.");
});

if (!dryRun) {
  step("Applying the database migrations", () =>
    wrangler(["d1", "migrations", "apply", "DB", "--remote"]),
  );
}

step(dryRun ? "Bundling the Worker (dry run)" : "Deploying the Worker and the site", () =>
  wrangler([
    "deploy",
    ...siteDefine(buildDir),
    ...(dryRun
      ? [
          "--dry-run",
          "--outdir",
          path.join(buildDir, "worker"),
          "--assets",
          path.join(buildDir, "client"),
        ]
      : []),
  ]),
);

if (dryRun) {
  const settings = JSON.parse(readFileSync(path.join(buildDir, "site-env.json"), "utf8"));
  console.log(
    `\nThe dry run passed: a deploy now would publish ${settings.SITE_URL ?? "(no SITE_URL)"} with the phone ${settings.BUSINESS_PHONE ?? "(no BUSINESS_PHONE)"}, and no sample value. It built into build-dry-run/, so what npm start serves is unchanged.`,
  );
}
