// `npm run deploy`: puts the product on Cloudflare, once its resources exist (README, "Going
// live"): builds the site with REQUIRE_LIVE_CONFIG=1, so no sample value goes live, brings the
// D1 database up to date with worker/migrations, and deploys the Worker with the site's files,
// giving it the settings the site was built with. Run it with the business's settings in the
// environment (SITE_URL, BUSINESS_PHONE, QUOTE_FORM_URL, and LEAD_ENDPOINT only when the pages
// are served elsewhere).
//
// `npm run deploy -- --dry-run` builds and bundles everything and stops before Cloudflare is
// asked for anything (no account needed): the build's checks, the configuration and the Worker's
// size are checked as a deploy would check them. The bundle goes to build/worker/.
import { spawnSync } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { hasBuild, siteDefine, wrangler } from "./lead-service.mjs";

const root = fileURLToPath(new URL("..", import.meta.url));
const dryRun = process.argv.includes("--dry-run");

function step(title, run) {
  console.log(`\n▶ ${title}`);
  try {
    run();
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}

if (!dryRun || !hasBuild()) {
  step(dryRun ? "Building the site" : "Building the site (REQUIRE_LIVE_CONFIG=1)", () => {
    const build = spawnSync("npm", ["run", "build"], {
      cwd: root,
      stdio: "inherit",
      env: {
        ...process.env,
        NODE_ENV: "production",
        ...(dryRun ? {} : { REQUIRE_LIVE_CONFIG: "1" }),
      },
    });
    if (build.status !== 0) throw new Error("The build failed: nothing was deployed.");
  });
}

if (!dryRun) {
  step("Applying the database migrations", () =>
    wrangler(["d1", "migrations", "apply", "DB", "--remote"]),
  );
}

step(dryRun ? "Bundling the Worker (dry run)" : "Deploying the Worker and the site", () =>
  wrangler([
    "deploy",
    ...siteDefine(),
    ...(dryRun ? ["--dry-run", "--outdir", path.join(root, "build", "worker")] : []),
  ]),
);
