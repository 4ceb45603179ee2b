// `npm test`: every check CI runs, one stage after another, stopping at the first that fails,
// then a table of how long each stage took, so that a stage growing slower shows at a glance.
import { spawnSync } from "node:child_process";

const stages = [
  ["lint", "npm run lint"],
  ["format", "npm run format:check"],
  ["types", "npm run typecheck"],
  ["unit", "npm run test:unit"],
  ["build", "npm run build"],
  ["html", "npm run check:html"],
  ["built pages", "npm run test:built"],
  ["browser: whole product", "npm run test:e2e"],
  ["browser: nginx and engines", "npm run test:nginx"],
];

const seconds = (ms) => `${(ms / 1000).toFixed(0)} s`;
const times = [];
let failed;
const started = Date.now();
for (const [name, command] of stages) {
  const start = Date.now();
  const run = spawnSync(command, { shell: true, stdio: "inherit" });
  times.push([name, Date.now() - start, run.status === 0 ? "passed" : "FAILED"]);
  if (run.status !== 0) {
    failed = name;
    break;
  }
}

const width = Math.max(...stages.map(([name]) => name.length));
console.log("\nStage".padEnd(width + 2) + "Time    Result");
for (const [name, ms, result] of times) {
  console.log(`${name.padEnd(width + 1)} ${seconds(ms).padStart(6)}  ${result}`);
}
console.log(`${"total".padEnd(width + 1)} ${seconds(Date.now() - started).padStart(6)}`);
if (failed) {
  console.error(`\nnpm test failed at: ${failed}`);
  process.exit(1);
}
