import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";
import { describe, expect, it } from "vitest";

/**
 * Every sentence a visitor reads is in content/, where the owner edits it (at /admin or in the
 * files), never typed in the site's code: this reads the source of app/'s components, pages,
 * layouts, data and lib, and fails on a string or a JSX text that reads like English words
 * (two words or more, starting with a capital letter or ending like a sentence). Class names,
 * addresses, keys and roles are not words of that kind; what remains is allowed below, each with
 * its reason.
 */

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const folders = ["app/components", "app/pages", "app/layouts", "app/data", "app/lib"];

/** Files that are not the site's copy. */
const notCopy: readonly RegExp[] = [
  // Data sets made by scripts (app/data/README.md): postal areas' and cars' names, and the credit
  // their licences ask for.
  /^app\/data\/geo\//,
  /^app\/data\/vehicles\.ts$/,
  /^app\/data\/vin-makers\.ts$/,
  // The going-live list: the owner reads it, at /admin/going-live and in the build's output.
  /^app\/lib\/placeholders\.ts$/,
  /^app\/lib\/samples\.ts$/,
];

/** Words typed in the code on purpose. */
const allowed = new Set([
  // The credit the postal areas' data asks for under the drawn map: it goes with the data.
  "Area centres: GeoNames (CC BY 4.0)",
  // The label of the field only bots fill in, hidden from people and assistive technology.
  "Leave this field empty",
  // The name of the services' list in the structured data search engines read; no page shows it.
  "Auto glass services",
]);

/** A word as a sentence has it: letters, maybe hyphened or with an apostrophe, maybe punctuated. */
const word = /^[("“‘]?[A-Za-z]+(?:[-'’][A-Za-z]+)*[.,:;!?)”’"]*$/;
/** Where a template literal puts a value: no word. */
const value = "\u0000";

/** Whether a text reads like English words a visitor would read. */
function readsAsWords(text: string): boolean {
  const trimmed = text.trim();
  const tokens = trimmed.split(/\s+/).filter(Boolean);
  const words = tokens.filter((token) => word.test(token));
  if (words.length < 2 || words.length < tokens.length * 0.6) return false;
  return /^[("“‘]?[A-Z]/.test(trimmed) || /[.!?:][)"”’]?$/.test(trimmed);
}

function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const file = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.(ts|tsx|astro)$/.test(entry.name) && !/\.test\.tsx?$|\.d\.ts$/.test(entry.name)
      ? [file]
      : [];
  });
}

/**
 * A file's code as TypeScript sources, each with the line it starts on: a component's, or an Astro
 * page's frontmatter, its markup (which reads as JSX once its comments and styles are out) and its
 * scripts.
 */
function sources(file: string, text: string): { source: ts.SourceFile; from: number }[] {
  const parse = (code: string, kind: ts.ScriptKind, at: number) => ({
    source: ts.createSourceFile(file, code, ts.ScriptTarget.Latest, true, kind),
    from: text.slice(0, at).split("\n").length,
  });
  if (!file.endsWith(".astro")) {
    return [parse(text, file.endsWith(".tsx") ? ts.ScriptKind.TSX : ts.ScriptKind.TS, 0)];
  }
  const fence = /^---\n([\s\S]*?)\n---\n/.exec(text);
  const frontmatter = fence?.[1] ?? "";
  const start = fence ? fence[0].length : 0;
  const markup = text.slice(start);
  // Blanked rather than cut, so that the markup's lines stay where they are.
  const blank = (part: string) => part.replace(/[^\n]/g, " ");
  const template = markup
    .replace(/<!--[\s\S]*?-->/g, blank)
    .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1>/g, blank);
  return [
    parse(frontmatter, ts.ScriptKind.TS, 4),
    parse(`<>${template}</>`, ts.ScriptKind.TSX, start),
    ...[...markup.matchAll(/(<script\b[^>]*>)([\s\S]*?)<\/script>/g)].map((m) =>
      parse(m[2]!, ts.ScriptKind.TS, start + m.index + m[1]!.length),
    ),
  ];
}

/** Whether a node is said to a developer or to no one: an error's message, a console line. */
function notForVisitors(node: ts.Node): boolean {
  for (let at: ts.Node | undefined = node.parent; at; at = at.parent) {
    if (ts.isNewExpression(at) && /Error$/.test(at.expression.getText())) return true;
    if (ts.isCallExpression(at) && /^console\./.test(at.expression.getText())) return true;
    if (ts.isImportDeclaration(at) || ts.isExportDeclaration(at) || ts.isLiteralTypeNode(at))
      return true;
    if (ts.isStatement(at)) return false;
  }
  return false;
}

/** Each text of a source a visitor might read: its strings, template literals and JSX texts. */
function textsOf({ source, from }: { source: ts.SourceFile; from: number }) {
  const found: { line: number; text: string }[] = [];
  const visit = (node: ts.Node) => {
    let text: string | undefined;
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) text = node.text;
    else if (ts.isTemplateExpression(node)) {
      text = [node.head.text, ...node.templateSpans.map((span) => span.literal.text)].join(value);
    } else if (ts.isJsxText(node)) text = node.text;
    // A property's name is a key, not words.
    const isKey =
      !!node.parent && ts.isPropertyAssignment(node.parent) && node.parent.name === node;
    if (text !== undefined && !isKey && !notForVisitors(node)) {
      found.push({ line: from + source.getLineAndCharacterOfPosition(node.getStart()).line, text });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** Every text in app/'s code that reads like words a visitor reads, as "file:line: text". */
function typedWords(): string[] {
  return folders
    .flatMap(sourceFiles)
    .filter((file) => !notCopy.some((pattern) => pattern.test(file)))
    .flatMap((file) =>
      sources(file, readFileSync(path.join(root, file), "utf8")).flatMap((code) =>
        textsOf(code)
          .filter(({ text }) => readsAsWords(text) && !allowed.has(text.trim()))
          .map(({ line, text }) => `${file}:${line}: ${JSON.stringify(text.trim())}`),
      ),
    );
}

describe("the words a visitor reads", () => {
  it("are told apart from the code's own strings", () => {
    for (const sentence of [
      "Sorry, your message didn't go through.",
      "Learn more",
      "We answer within \u0000.",
      "Or reach us right now:",
    ])
      expect(readsAsWords(sentence), sentence).toBe(true);
    for (const code of [
      "flex items-center gap-2 text-sm",
      "https://www.example.com/path",
      "about-team",
      "noopener noreferrer",
      "img",
      "\u0000 km",
      "en-CA",
    ])
      expect(readsAsWords(code), code).toBe(false);
  });

  it("are in content/, not typed in app/'s components, pages, layouts, data or lib", () => {
    expect(typedWords()).toEqual([]);
  });
});
