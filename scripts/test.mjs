// `npm test`: every check CI runs, stopping at the first stage that fails, then a table of how
// long each stage took, so that a stage growing slower shows at a glance. Lint, format and types
// read the sources only and each uses one core: they run side by side, each printing its output
// once it ends; the stages after them run one after another.
import { spawn, spawnSync } from "node:child_process";

/** Each entry is a stage, or a list of stages run side by side. */
const stages = [
  [
    ["lint", "npm run lint"],
    ["format", "npm run format:check"],
    ["types", "npm run typecheck"],
  ],
  ["unit", "npm run test:unit"],
  ["build", "npm run build"],
  ["html", "npm run check:html"],
  ["browser: whole product", "npm run test:e2e"],
  ["browser: nginx and engines", "npm run test:nginx"],
];

const seconds = (ms) => `${(ms / 1000).toFixed(0)} s`;

/** Runs one stage with its output shown as it comes. */
function runShown([name, command]) {
  const start = Date.now();
  const run = spawnSync(command, { shell: true, stdio: "inherit" });
  return { name, ms: Date.now() - start, passed: run.status === 0 };
}

/** Runs one stage with its output kept, and printed whole once it ends. */
function runQuiet([name, command]) {
  const start = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, { shell: true, stdio: ["ignore", "pipe", "pipe"] });
    const output = [];
    child.stdout.on("data", (chunk) => output.push(chunk));
    child.stderr.on("data", (chunk) => output.push(chunk));
    child.on("close", (status) => {
      process.stdout.write(Buffer.concat(output));
      resolve({ name, ms: Date.now() - start, passed: status === 0 });
    });
  });
}

const times = [];
let failed;
const started = Date.now();
for (const stage of stages) {
  const results = Array.isArray(stage[0])
    ? await Promise.all(stage.map(runQuiet))
    : [runShown(stage)];
  times.push(...results);
  const failure = results.find((r) => !r.passed);
  if (failure) {
    failed = failure.name;
    break;
  }
}

const names = stages.flatMap((stage) => (Array.isArray(stage[0]) ? stage : [stage]));
const width = Math.max(...names.map(([name]) => name.length));
console.log("\nStage".padEnd(width + 2) + "Time    Result");
for (const { name, ms, passed } of times) {
  console.log(
    `${name.padEnd(width + 1)} ${seconds(ms).padStart(6)}  ${passed ? "passed" : "FAILED"}`,
  );
}
console.log(`${"total".padEnd(width + 1)} ${seconds(Date.now() - started).padStart(6)}`);
if (failed) {
  console.error(`\nnpm test failed at: ${failed}`);
  process.exit(1);
}
