// `npm test`: every check CI runs, stopping at the first step that fails, then a table of how
// long each stage took, so that a stage growing slower shows at a glance.
//
// The machine has two cores. Stages that read only the sources and each use about one core
// run side by side (the type check beside lint then format), as do the two that read the build
// (html, built pages); their output is printed whole as each ends, never interleaved. The
// browsers and nginx the browser stage drives are found, or installed from Debian's packages as
// root, in the background from the start (`scripts/e2e.mjs --prepare`): on a fresh machine the
// downloads overlap the checks rather than wait in front of the browser stage.
import { spawn } from "node:child_process";

/**
 * Each step's lanes run at once, each lane's stages one after another; a step starts when the
 * one before it has passed. The type check takes as long alone as lint and format together (on a
 * warm machine, 31 s side by side against 43 s one after another, and 35 s with all three at once).
 */
const steps = [
  [
    [["types", "npm run typecheck"]],
    [
      ["lint", "npm run lint"],
      ["format", "npm run format:check"],
    ],
  ],
  [[["unit", "npm run test:unit"]]],
  // Beside the build: every content field read by some code (it reads the sources alone).
  [[["build", "npm run build"]], [["content keys", "npm run check:content-keys"]]],
  [[["html", "npm run check:html"]], [["built pages", "npm run test:built"]]],
  [[["browser", "npm run test:e2e"]]],
];
/** The browser step's programs, looked for (or installed) while the checks run. */
const prepare = "node scripts/e2e.mjs --prepare";

/**
 * Runs a command, its output to the terminal as it comes (`live`) or kept for `show`. Resolves
 * with whether it passed, how long it took and what it printed.
 */
function run(name, command, { live }) {
  const start = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, {
      shell: true,
      stdio: live ? "inherit" : ["ignore", "pipe", "pipe"],
    });
    const chunks = [];
    child.stdout?.on("data", (chunk) => chunks.push(chunk));
    child.stderr?.on("data", (chunk) => chunks.push(chunk));
    child.on("close", (code) => {
      resolve({ name, ms: Date.now() - start, ok: code === 0, output: Buffer.concat(chunks) });
    });
  });
}

/** Prints a stage's kept output whole, under its name. */
function show(result) {
  if (result.output.length) process.stdout.write(`\n── ${result.name} ──\n${result.output}`);
  return result;
}

const seconds = (ms) => `${(ms / 1000).toFixed(0)} s`;
const started = Date.now();
const preparing = run("browsers and nginx", prepare, { live: false });
const times = [];
let failed;
/** Runs a lane's stages in turn, each printed whole as it ends, until one fails. */
async function lane(stages) {
  const results = [];
  for (const [name, command] of stages) {
    const result = show(await run(name, command, { live: false }));
    results.push(result);
    if (!result.ok) break;
  }
  return results;
}

for (const step of steps) {
  if (step.flat().some(([name]) => name === "browser")) {
    const prepared = show(await preparing);
    times.push({ ...prepared, name: `${prepared.name} (beside the above)` });
  }
  const results =
    step.length === 1 && step[0].length === 1
      ? [await run(...step[0][0], { live: true })]
      : (await Promise.all(step.map(lane))).flat();
  times.push(...results);
  failed = results.find((result) => !result.ok)?.name;
  if (failed) break;
}

const width = Math.max(...times.map(({ name }) => name.length));
console.log(`\n${"Stage".padEnd(width + 1)}   Time  Result`);
for (const { name, ms, ok } of times) {
  console.log(`${name.padEnd(width + 1)} ${seconds(ms).padStart(6)}  ${ok ? "passed" : "FAILED"}`);
}
console.log(`${"total".padEnd(width + 1)} ${seconds(Date.now() - started).padStart(6)}`);
if (failed) {
  // An install still under way in the background is let finish: apt-get is never cut off.
  await preparing;
  console.error(`\nnpm test failed at: ${failed}`);
  process.exit(1);
}
