import { writeFile } from "node:fs/promises";
import path from "node:path";
import type { SiteEnv } from "../../core/config/env-keys";
import type { SiteConfig } from "../../core/config/site";
import {
  goingLiveWords as words,
  leftCount,
  placeholdersInUse,
  samplesByPage,
  withMeaningOnce,
  type LeftToReplace,
} from "../lib/placeholders";
import type { PlaceholderValue } from "../lib/samples";
import { adminPath } from "./admin";
import { readContent } from "./content";

/**
 * The editor's "Before going live" page (/admin/going-live): everything left before the site can
 * go live, in the order of the going-live guide and in the words the deploy's dry run prints
 * (app/lib/placeholders.ts): the database and the settings to give the deploy, every value still
 * at its sample, by the page it shows on, as the visitor reads it, and the placeholder links and
 * facts, each with what it is for and a link to where it is edited. `npm run admin` serves it
 * from the content as it is now, so the count falls as the owner clears each value; the build
 * writes it as it was built. Until it says nothing is left, a live build refuses to publish.
 */

export const goingLivePath = `${adminPath}/going-live`;

const escape = (text: string) =>
  text.replace(/[&<>"]/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[c]!);

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;

const meaningOf = (meaning: string | undefined) =>
  meaning ? ` <span class="meaning">${escape(meaning)}</span>` : "";

/** A group of the list: its heading, what to do, and its items. */
const group = (id: string, title: string, count: string, intro: string, body: string) =>
  `<section aria-labelledby="${id}"><h2 id="${id}">${escape(title)} <span class="count">${count}</span></h2>
<p>${escape(intro)}</p>
${body}</section>`;

/** A placeholder link or fact: where it is in the editor, what it is for, and its link there. */
const placeholderItems = (values: readonly PlaceholderValue[]) =>
  `<ul>${values
    .map(
      (v) =>
        `<li><span class="what">${escape(`${v.entry} › ${v.label}`)}</span> <span class="shown">${escape(v.shown)}</span> <a href="${escape(v.edit)}">Edit</a>${meaningOf(v.meaning)}</li>`,
    )
    .join("")}</ul>`;

/** The page, from what is left. */
export function goingLiveHtml(left: LeftToReplace): string {
  const count = leftCount(left);
  const settings = left.settings.length
    ? group(
        "settings",
        words.settings.title,
        String(left.settings.length),
        words.settings.intro,
        `<ul>${left.settings
          .map(
            (s) =>
              `<li><span class="what">${escape(s.what)}</span> <span class="shown">${escape(s.value)}</span>${meaningOf(s.meaning)} <span class="fix">${escape(s.fix)}</span></li>`,
          )
          .join("")}</ul>`,
      )
    : "";
  const pages = samplesByPage(left.samples)
    .map((page, i) => {
      const entries = page.entries
        .map(
          (
            entry,
          ) => `<p class="entry">In <a href="${escape(entry.edit)}">${escape(entry.entry)}</a></p>
<ul>${withMeaningOnce(entry.values)
            .map(
              (v) =>
                `<li><span class="what">${escape(v.label)}</span> <span class="shown">${escape(v.shown)}</span> <a href="${escape(v.edit)}">Edit</a>${meaningOf(v.meaning)}</li>`,
            )
            .join("")}</ul>`,
        )
        .join("\n");
      return `<section aria-labelledby="page-${i}"><h3 id="page-${i}">${escape(page.name)} <span class="count">${plural(page.count, "value")}</span></h3>
<p><a href="${escape(page.path)}">See the page</a></p>
${entries}</section>`;
    })
    .join("\n");
  const samples = left.samples.length
    ? group(
        "samples",
        words.samples.title,
        plural(left.samples.length, "value"),
        words.samples.intro,
        pages,
      )
    : "";
  const placeholders = (["links", "facts"] as const)
    .filter((kind) => left[kind].length)
    .map((kind) =>
      group(
        kind,
        words[kind].title,
        String(left[kind].length),
        words[kind].intro,
        placeholderItems(left[kind]),
      ),
    )
    .join("\n");
  const intro =
    count === 0
      ? '<p class="done">Nothing is left: every value on the site is the business\'s own. A live build (npm run deploy) will publish it.</p>'
      : `<p><strong>${plural(count, "thing")}</strong> to do before the site can go live, in the order of the going-live guide. Until this list is empty, <code>npm run deploy</code> refuses to publish, and its dry run (<code>npm run deploy -- --dry-run</code>) prints this same list. Expect three to six hours for all of it, most of it on the city pages' figures and reviews.</p>`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>${words.title}</title>
<style>
body{font:16px/1.5 system-ui,sans-serif;color:#172033;max-width:52rem;margin:0 auto;padding:1.5rem 1rem 4rem}
h1{font-size:1.75rem;margin:.5rem 0}h2{font-size:1.35rem;margin:2.5rem 0 .25rem}h3{font-size:1.1rem;margin:1.75rem 0 .25rem}
.count{font-weight:400;color:#4a5568;font-size:1rem}
ul{list-style:none;padding:0;margin:.5rem 0}li{padding:.5rem 0;border-top:1px solid #e2e8f0}
.what{display:block;font-size:.85rem;color:#4a5568}.shown{margin-right:.5rem;overflow-wrap:anywhere}
.meaning,.fix{display:block;font-size:.9rem}.meaning{color:#4a5568}.entry{margin:.75rem 0 0}
a{color:#1d4ed8}.done{font-weight:600}
</style>
</head>
<body>
<main>
<p><a href="${adminPath}/">Back to the editor</a></p>
<h1>${words.title}</h1>
${intro}
${settings}
${samples}
${placeholders}
</main>
</body>
</html>
`;
}

/**
 * What is left before going live: the content as it is now, with these settings and the database
 * wrangler.jsonc names.
 */
export function leftNow(
  root: string,
  env: SiteEnv,
  databaseId: string,
  config?: SiteConfig,
): LeftToReplace {
  return placeholdersInUse(env, { config, files: readContent(root).files, databaseId });
}

/** Writes the page into the build, as the content was when it was built. */
export async function writeGoingLive(clientDir: string, left: LeftToReplace): Promise<void> {
  await writeFile(path.join(clientDir, `${goingLivePath.slice(1)}.html`), goingLiveHtml(left));
}
