// Runs the end-to-end tests: finds (or installs) Chromium, then runs Vitest's e2e project,
// whose global setup runs the whole product as `npm start` does (the site, the lead service and
// the inbox on Cloudflare's runtime). With --nginx, finds (or installs) nginx first and serves
// the static site with nginx and the configuration the build wrote instead, for the serving
// checks, the byte budgets and the cross-engine suite in e2e/engines/, for which it finds (or
// installs) Firefox and WebKitGTK (`npm run test:nginx`).
import { spawnSync } from "node:child_process";
import { findTestChromium } from "./chromium.mjs";
import { findFirefox, findWebKit } from "./engines.mjs";
import { findNginx } from "./nginx.mjs";

const nginx = process.argv.includes("--nginx");
const vitestArgs = process.argv.slice(2).filter((arg) => arg !== "--nginx");

let chromePath;
try {
  chromePath = findTestChromium();
  if (nginx) {
    console.log(`End-to-end tests against ${findNginx().version}`);
    console.log(`Cross-engine tests drive ${findFirefox()} and ${findWebKit().driver}`);
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
console.log(`End-to-end tests drive ${chromePath}`);

const result = spawnSync(
  "npx",
  ["vitest", "run", "--config", "vitest.e2e.config.ts", ...vitestArgs],
  {
    stdio: "inherit",
    env: { ...process.env, CHROME_PATH: chromePath, E2E_SERVER: nginx ? "nginx" : "worker" },
  },
);
process.exit(result.status ?? 1);
