import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

/**
 * How the site's code is layered (README, "Project layout"): each folder of app/ imports only
 * from itself and the folders below it, so the facts at the bottom can be read, tested and
 * loaded by the build configuration without anything above them. Tests may import anything.
 */
const allowed: Record<string, readonly string[]> = {
  // The content files (content/, JSON the owner edits) are read by config and data alone.
  config: ["config", "../content"],
  data: ["config", "data", "../content"],
  lib: ["config", "data", "lib"],
  components: ["config", "data", "lib", "components"],
  layouts: ["config", "data", "lib", "components", "layouts", "app.css"],
  pages: ["config", "data", "lib", "components", "layouts", "pages"],
  "build-assets": ["config", "data", "lib", "build-assets"],
  integration: ["config", "data", "lib", "build-assets", "integration", "../deploy"],
};

const app = path.dirname(fileURLToPath(import.meta.url));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx|astro)$/.test(entry.name) && !/\.(test\.tsx?|d\.ts)$/.test(entry.name)
      ? [full]
      : [];
  });
}

/** Every module a file imports: static, side-effect and dynamic imports, and re-exports. */
function importsOf(file: string): string[] {
  const source = readFileSync(file, "utf8");
  return [...source.matchAll(/(?:\bfrom|\bimport)\s*\(?\s*["']([^"']+)["']/g)].map((m) => m[1]!);
}

const files = sourceFiles(app);

describe("the code's layers", () => {
  it("finds the site's source files", () => {
    expect(files.length).toBeGreaterThan(100);
  });

  it("imports the site's own modules by relative path, never through an alias", () => {
    // The build configuration loads config, data and part of lib before any alias exists, so
    // the one style that works everywhere (the build, Vite, Vitest, wrangler, Node) is relative.
    const aliased = files.flatMap((file) =>
      importsOf(file)
        .filter((spec) => spec.startsWith("~/"))
        .map((spec) => `${path.relative(app, file)}: ${spec}`),
    );
    expect(aliased).toEqual([]);
  });

  it("has each folder import only from itself and the folders below it", () => {
    const upward = files.flatMap((file) => {
      const folder = path.relative(app, file).split(path.sep)[0]!;
      const may = allowed[folder];
      if (!may) return [`${path.relative(app, file)}: app/${folder} has no place in the layers`];
      return importsOf(file)
        .filter((spec) => spec.startsWith("."))
        .map((spec) => path.relative(app, path.resolve(path.dirname(file), spec)))
        .map((target) => (target.startsWith("..") ? target : target.split(path.sep)[0]!))
        .filter((target) => !may.some((ok) => target === ok || target.startsWith(`${ok}/`)))
        .map((target) => `${path.relative(app, file)} imports ${target}`);
    });
    expect(upward).toEqual([]);
  });
});
