import { describe, expect, it } from "vitest";
import { sitePages } from "~/data/site-pages";
import { allPagesTimeout, baseURL, connectBrowser, islandsReady } from "./browser";
import { budgetFor, type Budget } from "./budgets";
import { weighPage, type PageWeight } from "./page-weight";

const browser = connectBrowser();
const paths = [...sitePages().map((p) => p.path), "/a-page-that-does-not-exist"];
const timeout = allPagesTimeout(paths.length);

describe("byte budgets (gzip, per page, as a phone loads it)", () => {
  it(
    "every page stays within its JavaScript, CSS, HTML, font, total and request budgets",
    async () => {
      const page = await browser.newPage("mobile");
      const weights: PageWeight[] = [];
      for (const path of paths) weights.push(await weighPage(page, path));
      console.table(weights);

      const over: string[] = [];
      for (const w of weights) {
        const budget = budgetFor(w.path);
        for (const key of Object.keys(budget) as (keyof Budget)[]) {
          if (w[key] > budget[key])
            over.push(`${w.path}: ${key} ${w[key]} > budget ${budget[key]}`);
        }
      }
      expect(over).toEqual([]);
    },
    timeout,
  );

  it(
    "the prerendered HTML has all the page's text, and one render-blocking stylesheet",
    async () => {
      const withScript = await browser.newPage("mobile");
      const withoutScript = await browser.newPage("mobile", { javaScriptEnabled: false });
      for (const path of paths) {
        await withScript.goto(path, { waitUntil: "networkidle" });
        await islandsReady(withScript);
        await withoutScript.goto(path);
        const text = (p: typeof withScript) => p.locator("body").innerText();
        expect(await text(withoutScript), path).toBe(await text(withScript));

        const source = await (await fetch(`${baseURL}${path}`)).text();
        const head = source.slice(0, source.indexOf("</head>"));
        expect(head.match(/<link[^>]+rel="stylesheet"/g) ?? [], path).toHaveLength(1);
        const blockingScripts = [
          ...head.matchAll(
            /<script(?![^>]*(?:\btype="(?:module|application\/ld\+json)"|\basync\b|\bdefer\b))[^>]*>/g,
          ),
        ];
        expect(blockingScripts, path).toEqual([]);
      }
    },
    timeout,
  );
});
