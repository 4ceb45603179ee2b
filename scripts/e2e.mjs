// Runs the end-to-end tests: finds (or, as root, installs from Debian's packages) Chromium, nginx,
// Firefox and WebKitGTK, then runs Vitest's e2e project, whose global setup runs the whole
// product as `npm start` does (the site, the lead service and the inbox on Cloudflare's runtime)
// and nginx serving the static site with the configuration the build wrote, for the serving
// checks, the byte budgets and the cross-engine suite in e2e/engines/ (`npm run test:e2e`, or
// `npm run test:e2e -- e2e/engines/webkit` for chosen files). With --prepare, only finds or
// installs the programs, as `npm test` does in the background while its first checks run.
import { spawnSync } from "node:child_process";
import { findTestChromium } from "./chromium.mjs";
import { findFirefox, findWebKit } from "./engines.mjs";
import { findNginx } from "./nginx.mjs";

const prepareOnly = process.argv.includes("--prepare");
const vitestArgs = process.argv.slice(2).filter((arg) => arg !== "--prepare");

let chromePath;
try {
  chromePath = findTestChromium();
  console.log(`End-to-end tests drive ${chromePath}`);
  console.log(`They serve the static site with ${findNginx().version}`);
  console.log(`Cross-engine tests drive ${findFirefox()} and ${findWebKit().driver}`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
if (prepareOnly) process.exit(0);

const result = spawnSync(
  "npx",
  ["vitest", "run", "--config", "vitest.e2e.config.ts", ...vitestArgs],
  { stdio: "inherit", env: { ...process.env, CHROME_PATH: chromePath } },
);
process.exit(result.status ?? 1);
