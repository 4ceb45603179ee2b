import { writeFile } from "node:fs/promises";
import path from "node:path";
import type { SiteEnv } from "../config/env-keys";
import {
  leftCount,
  placeholdersInUse,
  samplesByPage,
  type LeftToReplace,
} from "../lib/placeholders";
import { editorEntry, sampleValues } from "../lib/samples";
import { adminPath } from "./admin";
import { readContent } from "./content";

/**
 * The editor's "Before going live" page (/admin/going-live): every value still at its sample,
 * by the page it shows on, as the visitor reads it, each with a link to where it is edited, and
 * the settings to give the deploy. `npm run admin` serves it from the content as it is now, so
 * the count falls as the owner clears each value; the build writes it as it was built. Until it
 * says nothing is left, a live build refuses to publish.
 */

export const goingLivePath = `${adminPath}/going-live`;

const escape = (text: string) =>
  text.replace(/[&<>"]/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[c]!);

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;

/** The page, from what is left to replace. */
export function goingLiveHtml(left: LeftToReplace): string {
  const count = leftCount(left);
  const settings = left.settings.length
    ? `<section aria-labelledby="settings"><h2 id="settings">Settings for the whole site</h2>
<p>Given when the site is built and deployed (docs/going-live.md, "Configuration"), not in the editor.</p>
<ul>${left.settings
        .map(
          (s) =>
            `<li><span class="what">${escape(s.what)}</span> <span class="shown">${escape(s.value)}</span> <span class="fix">${escape(s.fix)}</span></li>`,
        )
        .join("")}</ul></section>`
    : "";
  const pages = samplesByPage(left.samples)
    .map((page, i) => {
      const edits = [...page.files]
        .map((file) => `<a href="${escape(editorEntry(file))}">${escape(file)}</a>`)
        .join(", ");
      return `<section aria-labelledby="page-${i}"><h2 id="page-${i}">${escape(page.name)} <span class="count">${plural(page.values.length, "value")}</span></h2>
<p><a href="${escape(page.path)}">See the page</a> · Edit ${edits}</p>
<ul>${page.values
        .map(
          (v) =>
            `<li><span class="what">${escape(v.field)}</span> <span class="shown">${escape(v.shown)}</span> <a href="${escape(v.edit)}">Edit</a></li>`,
        )
        .join("")}</ul></section>`;
    })
    .join("\n");
  const intro =
    count === 0
      ? '<p class="done">Nothing is left: every value on the site is the business\'s own. A live build (npm run deploy) will publish it.</p>'
      : `<p><strong>${plural(count, "value")}</strong> on the site ${count === 1 ? "is" : "are"} still ${count === 1 ? "a sample" : "samples"} the project shipped with. For each, put in the business's own and untick <em>Sample</em>, or remove a figure or a review you cannot vouch for (a city page shows the figures and reviews that are left). Until this list is empty, <code>npm run deploy</code> refuses to publish. Expect three to six hours for all of it, most of it on the city pages' figures and reviews.</p>`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>Before going live</title>
<style>
body{font:16px/1.5 system-ui,sans-serif;color:#172033;max-width:52rem;margin:0 auto;padding:1.5rem 1rem 4rem}
h1{font-size:1.75rem;margin:.5rem 0}h2{font-size:1.2rem;margin:2rem 0 .25rem}
.count{font-weight:400;color:#4a5568;font-size:1rem}
ul{list-style:none;padding:0;margin:.5rem 0}li{padding:.5rem 0;border-top:1px solid #e2e8f0}
.what{display:block;font-size:.85rem;color:#4a5568}.shown{margin-right:.5rem}
.fix{display:block;font-size:.9rem}a{color:#1d4ed8}.done{font-weight:600}
</style>
</head>
<body>
<main>
<p><a href="${adminPath}/">Back to the editor</a></p>
<h1>Before going live</h1>
${intro}
${settings}
${pages}
</main>
</body>
</html>
`;
}

/** What is left to replace in the content as it is now, with these settings. */
export function leftNow(root: string, env: SiteEnv): LeftToReplace {
  return placeholdersInUse(env, { samples: sampleValues(readContent(root).files) });
}

/** Writes the page into the build, as the content was when it was built. */
export async function writeGoingLive(clientDir: string, left: LeftToReplace): Promise<void> {
  await writeFile(path.join(clientDir, `${goingLivePath.slice(1)}.html`), goingLiveHtml(left));
}
