import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

/**
 * How the code is layered (README, "Project layout"). Three rooms hold the product: `core/` is
 * what the site and the lead service both read (the content's schemas and the config, the content
 * loaders, the field rules), `app/` is the site and `worker/` the lead service. `deploy/` writes
 * what the servers say. Each folder imports only from itself and the folders below it, so the
 * facts at the bottom can be read, tested and loaded by the build configuration without anything
 * above them, and nothing anywhere imports in a circle. Tests may import anything.
 */
const allowed: Record<string, readonly string[]> = {
  // The content files (content/, JSON the owner edits) are read by the core alone, and by the
  // site's own pages' content beside it.
  "core/config": ["core/config", "content"],
  "core/data": ["core/config", "core/data", "content"],
  "core/rules": ["core/config", "core/data", "core/rules"],
  "app/data": ["core", "app/data", "content"],
  // The theme's colours are read from the stylesheet, as text (app/lib/theme.ts).
  "app/lib": ["core", "app/data", "app/lib", "app/app.css"],
  "app/components": ["core", "app/data", "app/lib", "app/components"],
  // The layout writes the tab's icon, a file browsers also fetch, into every head (decision 034).
  "app/layouts": [
    "core",
    "app/data",
    "app/lib",
    "app/components",
    "app/layouts",
    "app/app.css",
    "public/favicon.svg",
  ],
  "app/pages": ["core", "app/data", "app/lib", "app/components", "app/layouts", "app/pages"],
  "app/build-assets": ["core", "app/data", "app/lib", "app/build-assets", "content"],
  "app/integration": [
    "core",
    "app/data",
    "app/lib",
    "app/build-assets",
    "app/integration",
    "deploy",
  ],
  // What the servers say is decided from the core's facts and nothing of the site's or the
  // service's own.
  deploy: ["core", "deploy", "app/lib"],
  // The lead service reads the core, the content, the serving policy and the site's components
  // (its pages are drawn with the site's buttons and cards); never the site's data or pages.
  worker: ["core", "content", "deploy", "app/components", "worker"],
};

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const rel = (file: string) => path.relative(root, file).split(path.sep).join("/");

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    // Tests and the helpers only tests import (test-env.ts, test-leads.ts) may import anything.
    return /\.(ts|tsx|astro|mjs)$/.test(entry.name) &&
      !/\.(test\.tsx?|d\.ts)$|^test-/.test(entry.name)
      ? [full]
      : [];
  });
}

/** Every module a file imports: static, side-effect and dynamic imports, and re-exports. */
function importsOf(file: string): string[] {
  const source = readFileSync(file, "utf8");
  return [...source.matchAll(/(?:\bfrom|\bimport)\s*\(?\s*["']([^"']+)["']/g)].map((m) => m[1]!);
}

const candidates = ["", ".ts", ".tsx", ".mjs", ".js", ".json", "/index.ts", "/index.tsx"];

/** The file a relative import names (a query such as `?raw` aside), as a path from the root. */
function resolved(file: string, spec: string): string {
  const base = path.resolve(path.dirname(file), spec.replace(/\?.*$/, ""));
  const hit = candidates
    .map((ending) => base + ending)
    .find((candidate) => existsSync(candidate) && statSync(candidate).isFile());
  return rel(hit ?? base);
}

/** The room of a file: the longest folder of `allowed` that holds it. */
function roomOf(file: string): string | undefined {
  return Object.keys(allowed)
    .filter((room) => file === room || file.startsWith(`${room}/`))
    .sort((a, b) => b.length - a.length)[0];
}

const files = ["core", "app", "worker", "deploy"].flatMap((dir) =>
  sourceFiles(path.join(root, dir)),
);
const edges = new Map(
  files.map((file) => [
    rel(file),
    importsOf(file)
      .filter((spec) => spec.startsWith("."))
      .map((spec) => resolved(file, spec)),
  ]),
);

/** The circles in the import graph, each once (Tarjan's strongly connected components). */
function circles(graph: Map<string, string[]>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (node: string) => {
    index.set(node, next);
    low.set(node, next++);
    stack.push(node);
    onStack.add(node);
    for (const target of graph.get(node) ?? []) {
      if (!index.has(target)) {
        visit(target);
        low.set(node, Math.min(low.get(node)!, low.get(target)!));
      } else if (onStack.has(target)) low.set(node, Math.min(low.get(node)!, index.get(target)!));
    }
    if (low.get(node) !== index.get(node)) return;
    const circle: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      circle.push(member);
    } while (member !== node);
    if (circle.length > 1 || graph.get(node)?.includes(node)) found.push(circle.sort());
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return found;
}

describe("the code's layers", () => {
  it("finds the source files of every room", () => {
    for (const room of ["core/config", "core/data", "core/rules", "app/components", "worker"]) {
      expect(files.filter((file) => rel(file).startsWith(`${room}/`)).length).toBeGreaterThan(5);
    }
  });

  it("imports the project's own modules by relative path, never through an alias", () => {
    // The build configuration loads the core before any alias exists, so the one style that
    // works everywhere (the build, Vite, Vitest, wrangler, Node) is relative.
    const aliased = files.flatMap((file) =>
      importsOf(file)
        .filter((spec) => spec.startsWith("~/"))
        .map((spec) => `${rel(file)}: ${spec}`),
    );
    expect(aliased).toEqual([]);
  });

  it("has each folder import only from itself and the folders below it", () => {
    const upward = [...edges].flatMap(([file, targets]) => {
      const room = roomOf(file);
      if (!room) return [`${file} has no place in the layers`];
      return targets
        .filter(
          (target) => !allowed[room]!.some((ok) => target === ok || target.startsWith(`${ok}/`)),
        )
        .map((target) => `${file} imports ${target}`);
    });
    expect(upward).toEqual([]);
  });

  it("has no import circle anywhere", () => {
    expect(circles(edges)).toEqual([]);
  });

  it("would see a circle and an upward import", () => {
    const graph = new Map([
      ["core/rules/a.ts", ["core/rules/b.ts"]],
      ["core/rules/b.ts", ["core/rules/a.ts"]],
      ["core/rules/c.ts", []],
    ]);
    expect(circles(graph)).toEqual([["core/rules/a.ts", "core/rules/b.ts"]]);
    expect(roomOf("core/data/pricing.ts")).toBe("core/data");
    expect(allowed["core/data"]).not.toContain("app/lib");
    expect(allowed.worker).not.toContain("app/data");
  });
});
