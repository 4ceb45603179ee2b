// A copy of the project in a temporary folder, for the tests that change the content files and
// build, or edit them through /admin, without touching the working copy: every file but the
// build output, the dependencies (linked, not copied) and the local state.
import { cpSync, mkdtempSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));
const skipped = new Set([
  "node_modules",
  ".git",
  ".wrangler",
  ".astro",
  "test-results",
  "build",
  "build-e2e",
  "build-refused",
]);

/** Makes the copy; `remove()` deletes it. */
export function projectCopy(prefix = "site-copy-") {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  cpSync(root, dir, {
    recursive: true,
    filter: (source) => {
      const relative = path.relative(root, source);
      const top = relative.split(path.sep)[0];
      return !skipped.has(top) && !top.startsWith("build-");
    },
  });
  symlinkSync(path.join(root, "node_modules"), path.join(dir, "node_modules"), "dir");
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
