import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";
import { describe, expect, it } from "vitest";

/**
 * Small rooms (README, "Project layout"): no function of the product is longer than a screenful
 * or two, so each one does one job a reader can hold, and no end-to-end file is longer than a
 * sitting's read. A longer one is split into named steps, components or scenario files.
 */
const longestFunction = 150;
const longestEndToEndFile = 500;

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const rel = (file: string) => path.relative(root, file).split(path.sep).join("/");

function files(dir: string, pattern: RegExp): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return files(full, pattern);
    return pattern.test(entry.name) ? [full] : [];
  });
}

/** Every function of a source file with its length in lines, longest first. */
export function functionLengths(name: string, text: string): { name: string; lines: number }[] {
  const source = ts.createSourceFile(
    name,
    text,
    ts.ScriptTarget.Latest,
    true,
    name.endsWith("x")
      ? ts.ScriptKind.TSX
      : name.endsWith(".mjs")
        ? ts.ScriptKind.JS
        : ts.ScriptKind.TS,
  );
  const found: { name: string; lines: number }[] = [];
  const line = (at: number) => source.getLineAndCharacterOfPosition(at).line;
  const visit = (node: ts.Node) => {
    if (ts.isFunctionLike(node) && "body" in node && node.body) {
      const named = node.name ?? (ts.isVariableDeclaration(node.parent) ? node.parent.name : null);
      found.push({
        name: `${name}:${line(node.getStart()) + 1} ${named ? named.getText(source) : "(a function)"}`,
        lines: line(node.getEnd()) - line(node.getStart()) + 1,
      });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found.sort((a, b) => b.lines - a.lines);
}

const product = ["app", "core", "worker", "deploy", "scripts"]
  .flatMap((dir) => files(path.join(root, dir), /\.(ts|tsx|mjs)$/))
  .filter((file) => !/\.test\.|(^|\/)test-[\w-]+\.ts$|\.d\.ts$/.test(rel(file)));

describe("the code's rooms", () => {
  it(`hold no product function over ${longestFunction} lines`, () => {
    expect(product.length).toBeGreaterThan(200);
    const long = product
      .flatMap((file) => functionLengths(rel(file), readFileSync(file, "utf8")))
      .filter((fn) => fn.lines > longestFunction)
      .map((fn) => `${fn.name}: ${fn.lines} lines`);
    expect(long).toEqual([]);
  });

  it(`hold no end-to-end file over ${longestEndToEndFile} lines`, () => {
    const long = files(path.join(root, "e2e"), /\.(ts|mjs|py)$/)
      .map((file) => ({ file: rel(file), lines: readFileSync(file, "utf8").split("\n").length }))
      .filter(({ lines }) => lines > longestEndToEndFile)
      .map(({ file, lines }) => `${file}: ${lines} lines`);
    expect(long).toEqual([]);
  });

  it("measure a function from its first line to its last", () => {
    const body = Array.from({ length: 160 }, (_, n) => `  const a${n} = ${n};`).join("\n");
    const [long, short] = functionLengths(
      "long.ts",
      `export function long() {\n${body}\n  const short = () => 1;\n}\n`,
    );
    expect(long).toEqual({ name: "long.ts:1 long", lines: 163 });
    expect(short).toEqual({ name: "long.ts:162 short", lines: 1 });
  });
});
