// Valid HTML gate: every prerendered page must pass the Nu HTML Checker with zero errors.
// Needs Java (scripts/html-validator.mjs) and a build.
import { existsSync } from "node:fs";
import { readdir } from "node:fs/promises";
import path from "node:path";
import { requireJava, validateHtml } from "./html-validator.mjs";

const client = path.resolve("build/client");
if (!existsSync(path.join(client, "index.html"))) {
  console.error("No build found: run `npm run build` first.");
  process.exit(1);
}

try {
  requireJava();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}

const entries = await readdir(client, { recursive: true, withFileTypes: true });
const pages = entries
  .filter((e) => e.isFile() && e.name.endsWith(".html"))
  .map((e) => path.join(e.parentPath, e.name))
  .sort();

const errors = validateHtml(pages);
for (const m of errors) {
  console.error(
    `${path.relative(client, m.file)}:${m.line ?? "?"}:${m.column ?? "?"} ${m.message}`,
  );
  if (m.extract) console.error(`    ${m.extract.replace(/\n/g, " ")}`);
}
console.log(`HTML check: ${pages.length} pages, ${errors.length} errors`);
process.exit(errors.length === 0 ? 0 : 1);
