// Valid HTML gate: every prerendered page must pass the Nu HTML Checker with zero errors.
// Needs Java (the checker is vnu.jar from the vnu-jar package) and a build.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { readdir } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import { findOrInstall } from "./system.mjs";

const client = path.resolve("build/client");
if (!existsSync(path.join(client, "index.html"))) {
  console.error("No build found: run `npm run build` first.");
  process.exit(1);
}

const hasJava = () => {
  const java = spawnSync("java", ["-version"], { encoding: "utf8" });
  return !java.error && java.status === 0;
};
try {
  findOrInstall({
    name: "Java runtime",
    locate: () => (hasJava() ? "java" : null),
    packages: ["default-jre-headless"],
    hint: "The HTML checker needs Java. Install a Java runtime (on Debian: apt-get install default-jre-headless).",
  });
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}

const entries = await readdir(client, { recursive: true, withFileTypes: true });
const pages = entries
  .filter((e) => e.isFile() && e.name.endsWith(".html"))
  .map((e) => path.join(e.parentPath, e.name))
  .sort();

const vnu = createRequire(import.meta.url)("vnu-jar");
const result = spawnSync(
  "java",
  ["-Xss8m", "-jar", vnu, "--errors-only", "--format", "json", ...pages],
  { encoding: "utf8", maxBuffer: 64 * 1024 * 1024 },
);
let messages;
try {
  messages = JSON.parse(result.stderr || result.stdout || '{"messages":[]}').messages;
} catch {
  console.error(result.stderr || result.stdout);
  process.exit(1);
}

const errors = messages.filter((m) => m.type === "error" || m.subType === "fatal");
for (const m of errors) {
  const file = path.relative(client, decodeURIComponent(new URL(m.url).pathname));
  console.error(`${file}:${m.lastLine ?? "?"}:${m.firstColumn ?? "?"} ${m.message}`);
  if (m.extract) console.error(`    ${m.extract.replace(/\n/g, " ")}`);
}
console.log(`HTML check: ${pages.length} pages, ${errors.length} errors`);
process.exit(errors.length === 0 ? 0 : 1);
