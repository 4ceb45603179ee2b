// Runs the end-to-end tests: finds (or installs) Chromium, then runs Vitest's e2e project,
// whose global setup serves the build exactly as `npm start` does.
import { spawnSync } from "node:child_process";
import { findChromium } from "./chromium.mjs";

let chromePath;
try {
  chromePath = findChromium();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
console.log(`End-to-end tests drive ${chromePath}`);

const result = spawnSync(
  "npx",
  ["vitest", "run", "--config", "vitest.e2e.config.ts", ...process.argv.slice(2)],
  { stdio: "inherit", env: { ...process.env, CHROME_PATH: chromePath } },
);
process.exit(result.status ?? 1);
