import { existsSync, readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

/**
 * The README and the guides in docs/ (not the decision records, which say what was true when each
 * was made) name only paths that are there: a moved or renamed file is caught here, not by the
 * next reader.
 */
const documents = [
  "README.md",
  ...readdirSync("docs")
    .filter((f) => f.endsWith(".md"))
    .map((f) => `docs/${f}`),
];

/** A path of the project in backticks or a link: `core/rules/leads.ts`, (docs/inbox.md). */
const pathPattern =
  /[`(]((?:app|core|worker|deploy|scripts|e2e|content|docs|\.ci)\/[\w./-]*[\w/])[`)]/g;

const decisions = readdirSync("docs/decisions");

/** Whether a path named in `document` is there: from the project's root, or beside the guide. */
function exists(document, named) {
  const decision = /^docs\/decisions\/(\d{3})$/.exec(named);
  if (decision) return decisions.some((file) => file.startsWith(`${decision[1]}-`));
  return existsSync(named) || (document.startsWith("docs/") && existsSync(`docs/${named}`));
}

describe("the README and docs/", () => {
  it.each(documents)("%s names only paths that exist", (document) => {
    const text = readFileSync(document, "utf8");
    const missing = [...text.matchAll(pathPattern)]
      .map(([, named]) => named)
      .filter((named) => !exists(document, named));
    expect(missing).toEqual([]);
  });
});
