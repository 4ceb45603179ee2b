// wrangler.jsonc, read without loading wrangler: by the scripts that run the Worker
// (scripts/lead-service.mjs) and by the build, whose going-live list names the database while
// wrangler.jsonc still holds the placeholder id it ships with. Plain JavaScript, so both use it
// as it is.
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));

/**
 * wrangler.jsonc as an object: its comments and trailing commas taken out (never inside a
 * string).
 */
export function readWranglerConfig(file = path.join(root, "wrangler.jsonc")) {
  const text = readFileSync(file, "utf8")
    .replace(/("(?:\\.|[^"\\])*")|\/\/[^\n]*|\/\*[\s\S]*?\*\//g, (_, string) => string ?? "")
    .replace(/("(?:\\.|[^"\\])*")|,(\s*[}\]])/g, (_, string, end) => string ?? end);
  return JSON.parse(text);
}

/**
 * The id of the database the Worker keeps its leads in (binding DB), as wrangler.jsonc in `dir`
 * names it; an empty string when it names none.
 * @returns {string}
 */
export function leadDatabaseId(dir = root) {
  const config = readWranglerConfig(path.join(dir, "wrangler.jsonc"));
  const db = (config.d1_databases ?? []).find((d) => d.binding === "DB");
  return typeof db?.database_id === "string" ? db.database_id : "";
}
