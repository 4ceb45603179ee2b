// `node scripts/content-keys.mjs`: every field of the content files is read by some code. The
// content schemas (core/config/schema/) declare each field once; this walks the project's code
// with TypeScript's checker and marks a field read where code names it (`text.inbox.saved`,
// `const { inbox } = text`, `text["inbox"]`), or reads a record of fields by a key it works out
// (`text.status[status]`, `Object.entries(text.status)`, `{ ...text.status }`). A field no
// code reads is one the editor shows and the owner may change, to no effect: it is named, with
// its schema's line, and the check fails. Where the checker cannot tell whose a name is, the
// name counts: a page's own markup (.astro) reading it after a dot or by destructuring, code
// reading it from a type of its own, or a token in the content's text (`{{figures.rating}}`).
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..");
const schemaDir = path.join(root, "core/config/schema");
const rel = (file) => path.relative(root, file);
/** Code that reads content for the site or the Worker: not the schemas, not the tests. */
const isReader = (file) =>
  !rel(file).startsWith("core/config/schema") &&
  !/\.test\.|^e2e\/|^built\/|node_modules/.test(rel(file));

const parsed = ts.getParsedCommandLineOfConfigFile(
  path.join(root, "tsconfig.json"),
  {},
  {
    ...ts.sys,
    onUnRecoverableConfigFileDiagnostic: (d) => {
      throw new Error(ts.flattenDiagnosticMessageText(d.messageText, "\n"));
    },
  },
);
const program = ts.createProgram(parsed.fileNames, parsed.options);
const checker = program.getTypeChecker();

/** Each field a schema declares: the property of an `obj({...})` or `z.object({...})` shape. */
const fields = new Map();
for (const name of readdirSync(schemaDir).filter(
  (f) => f.endsWith(".ts") && !f.includes(".test."),
)) {
  const source = program.getSourceFile(path.join(schemaDir, name));
  const visit = (node) => {
    if (
      ts.isPropertyAssignment(node) &&
      ts.isObjectLiteralExpression(node.parent) &&
      ts.isCallExpression(node.parent.parent) &&
      /^(obj|z\.object)$/.test(node.parent.parent.expression.getText(source))
    ) {
      const line = source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
      fields.set(node, `core/config/schema/${name}:${line}: ${node.name.getText(source)}`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
}

/**
 * The schema file of each content file (core/config/schema/index.ts, `contentFiles`): a field read
 * from a content file's JSON module as typed by the JSON itself (`import { figures } from
 * "content/repair-rules.json"`) counts for the fields of that name in its schema's file.
 */
const schemaFileOf = new Map();
const index = program.getSourceFile(path.join(schemaDir, "index.ts"));
ts.forEachChild(index, function visit(node) {
  if (
    ts.isPropertyAssignment(node) &&
    ts.isStringLiteral(node.name) &&
    node.name.text.endsWith(".json") &&
    ts.isIdentifier(node.initializer)
  ) {
    let symbol = checker.getSymbolAtLocation(node.initializer);
    if (symbol && symbol.flags & ts.SymbolFlags.Alias) symbol = checker.getAliasedSymbol(symbol);
    const declared = symbol?.declarations?.[0]?.getSourceFile().fileName;
    if (declared) schemaFileOf.set(`content/${node.name.text}`, declared);
  }
  ts.forEachChild(node, visit);
});

const read = new Set();
/**
 * Names read where the checker cannot tell whose they are: a property of a type the code wrote
 * for itself (a component's own props, given the content's words), or a token in the content's
 * own text (`{{repairRules.chipCoin}}`). A field of that name counts as read.
 */
const namesRead = new Set();
/** Marks the schema fields a symbol stands for (through z.infer's mapped types, unions). */
function markSymbol(symbol) {
  if (!symbol) return;
  for (const rootSymbol of checker.getRootSymbols(symbol)) {
    for (const declaration of rootSymbol.declarations ?? []) {
      if (fields.has(declaration)) read.add(declaration);
      const file = declaration.getSourceFile().fileName;
      const schemaFile = file.endsWith(".json") ? schemaFileOf.get(rel(file)) : undefined;
      const name =
        declaration.name && ts.isStringLiteral(declaration.name)
          ? declaration.name.text
          : undefined;
      if (schemaFile && name) {
        for (const [field] of fields) {
          if (field.getSourceFile().fileName === schemaFile && field.name.getText() === name) {
            read.add(field);
          }
        }
      }
    }
  }
}
/** Marks every field of an expression's type: a record read by a key worked out at run time. */
function markAll(expression) {
  const type = checker.getTypeAtLocation(expression);
  for (const t of type.isUnion() ? type.types : [type]) {
    for (const property of t.getProperties()) markSymbol(property);
  }
}
/**
 * Whether a function takes a value as a record of a type of its own (`Record<Value, Words>`):
 * it reads the fields by keys it is given, so the checker cannot follow each one.
 */
function ownRecord(wanted, argument) {
  if (!wanted) return false;
  const given = checker.getTypeAtLocation(argument);
  const properties = wanted.getProperties();
  return (
    properties.length > 0 &&
    properties.every((property) => {
      const own = given.getProperty(property.name);
      if (!own) return false;
      const roots = new Set(checker.getRootSymbols(own));
      return !checker.getRootSymbols(property).some((root) => roots.has(root));
    }) &&
    !!(wanted.aliasSymbol?.name === "Record" || getObjectFlags(wanted) & ts.ObjectFlags.Mapped)
  );
}
const getObjectFlags = (type) => (type.flags & ts.TypeFlags.Object ? type.objectFlags : 0);
const iterates = /^Object\.(entries|values|keys|fromEntries)$/;

for (const source of program.getSourceFiles()) {
  if (source.isDeclarationFile || !isReader(source.fileName)) continue;
  const visit = (node) => {
    if (ts.isPropertyAccessExpression(node)) {
      const symbol = checker.getSymbolAtLocation(node.name);
      const before = read.size;
      markSymbol(symbol);
      if (read.size === before) namesRead.add(node.name.text);
    } else if (ts.isElementAccessExpression(node)) {
      if (ts.isStringLiteralLike(node.argumentExpression)) {
        markSymbol(checker.getSymbolAtLocation(node.argumentExpression));
        const type = checker.getTypeAtLocation(node.expression);
        markSymbol(type.getProperty(node.argumentExpression.text));
      } else markAll(node.expression);
    } else if (ts.isBindingElement(node) && ts.isObjectBindingPattern(node.parent)) {
      const name = node.propertyName ?? node.name;
      if (ts.isIdentifier(name) || ts.isStringLiteralLike(name)) {
        const type = checker.getTypeAtLocation(node.parent);
        markSymbol(type.getProperty(name.text));
      }
    } else if (ts.isImportSpecifier(node)) {
      // A field imported by name from a content file's JSON module.
      const symbol = checker.getSymbolAtLocation(node.name);
      if (symbol && symbol.flags & ts.SymbolFlags.Alias)
        markSymbol(checker.getAliasedSymbol(symbol));
    } else if (ts.isSpreadAssignment(node) || ts.isSpreadElement(node)) markAll(node.expression);
    else if (ts.isCallExpression(node)) {
      // Object.entries(record), or a record given where a function reads it by any key.
      const generic = iterates.test(node.expression.getText(source));
      for (const argument of node.arguments) {
        const wanted = checker.getContextualType(argument);
        if (generic || wanted?.getStringIndexType() || ownRecord(wanted, argument)) {
          markAll(argument);
        }
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
}

// A page's markup reads fields by name after a dot.
const astroNames = new Set();
const walk = (dir) => {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) walk(file);
    else if (entry.name.endsWith(".astro")) {
      const text = readFileSync(file, "utf8");
      for (const m of text.matchAll(/\.\s*([A-Za-z_$][\w$]*)/g)) astroNames.add(m[1]);
      // const { story, values } = aboutContent;
      for (const m of text.matchAll(/(?:const|let)\s*\{([^}]*)\}\s*=/g)) {
        for (const name of m[1].split(",")) astroNames.add(name.split(":")[0].trim());
      }
    }
  }
};
walk(path.join(root, "app"));
for (const [node] of fields) {
  if (astroNames.has(node.name.getText())) read.add(node);
}

// Tokens in the content's text name fields by their path.
const contentDir = path.join(root, "content");
const walkContent = (dir) => {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) walkContent(file);
    else if (entry.name.endsWith(".json")) {
      for (const m of readFileSync(file, "utf8").matchAll(/\{\{([\w.]+)(?:\|\w+)?\}\}/g)) {
        for (const segment of m[1].split(".")) namesRead.add(segment);
      }
    }
  }
};
walkContent(contentDir);
for (const [node] of fields) {
  if (namesRead.has(node.name.getText())) read.add(node);
}

const unread = [...fields].filter(([node]) => !read.has(node)).map(([, where]) => where);
console.log(`${fields.size} content fields, ${unread.length} read by no code`);
for (const where of unread) console.log(`  ${where}`);
if (unread.length) process.exitCode = 1;
