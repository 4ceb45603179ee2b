import { readdir } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { sitePages } from "../app/data/site-pages";
import {
  allPagesTimeout,
  connectBrowser,
  staticURL,
  islandsReady,
  showAll,
  templatePaths,
} from "./browser";
import { budgetFor, islandBudgets, type Budget } from "./budgets";
import { islandsOfBuild, placedIslands } from "./islands";
import { weighPage, type PageWeight } from "./page-weight";

// As nginx serves the build: it compresses as a host's CDN does.
const browser = connectBrowser(staticURL);
const paths = [...sitePages().map((p) => p.path), "/a-page-that-does-not-exist"];
const timeout = allPagesTimeout(paths.length);
const client = path.resolve("build/client");
/** Astro's island loader and directives, in one file the build writes (app/integration). */
const islandLoaderFile = /^\/assets\/islands\.[\w-]+\.js$/;

/** The numbers that count against a budget. */
const budgeted = (w: Weight) => {
  const { scripts: _scripts, path: _path, other: _other, ...figures } = w;
  return figures;
};

/** A page's weight as a phone loads it, and the most JavaScript a visit to it can load. */
type Weight = PageWeight & { jsAll: number };

describe("byte budgets (gzip, per page, as a phone loads it)", () => {
  let weights: Weight[] = [];

  it(
    "every page stays within its JavaScript, CSS, HTML, font, total and request budgets",
    async () => {
      const page = await browser.newPage("mobile");
      const { graph } = await islandsOfBuild(client);
      weights = [];
      for (const path of paths) {
        const weight = await weighPage(page, path);
        // Every island a phone can use here hydrated: all of them but those for wide screens.
        const usable: { name: string; urls: string[] }[] = [];
        for (const island of placedIslands(await page.content())) {
          const query = island.client === "media" ? String(island.value) : null;
          if (query && !(await page.evaluate((q) => matchMedia(q).matches, query))) continue;
          usable.push({ name: island.name, urls: [island.componentUrl, island.rendererUrl] });
        }
        const closure = async (islands: typeof usable) => {
          const files = new Set<string>(weight.scripts);
          for (const { urls } of islands) {
            for (const url of urls) for (const file of await graph.closure(url)) files.add(file);
          }
          await Promise.all([...files].map((file) => graph.closure(file)));
          return graph.bytes(files);
        };
        weights.push({ ...weight, jsAll: await closure(usable) });
      }
      console.table(weights.map((w) => ({ path: w.path, ...budgeted(w) })));

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

  it("each island's own JavaScript stays within its budget", async () => {
    const { islands, graph } = await islandsOfBuild(client);
    const renderers = new Set([...islands.values()].map(({ island }) => island.rendererUrl));
    expect(renderers.size).toBe(1);
    const runtime = await graph.closure([...renderers][0]!);
    const [loader] = (await readdir(path.join(client, "assets"))).filter((f) =>
      islandLoaderFile.test(`/assets/${f}`),
    );
    expect(loader, "the island loader file").toBeDefined();
    const loaderFiles = await graph.closure(`/assets/${loader}`);
    const table: Record<string, { bytes: number; budget: number | undefined; pages: number }> = {
      loader: { bytes: graph.bytes(loaderFiles), budget: islandBudgets.loader, pages: 0 },
      runtime: { bytes: graph.bytes(runtime), budget: islandBudgets.runtime, pages: 0 },
    };
    for (const [name, { island, pages }] of islands) {
      const own = [...(await graph.closure(island.componentUrl))].filter((f) => !runtime.has(f));
      table[name] = {
        bytes: graph.bytes(own),
        budget: (islandBudgets as Record<string, number>)[name],
        pages: pages.length,
      };
    }
    console.table(table);
    for (const [name, { bytes, budget }] of Object.entries(table)) {
      expect(budget, `${name} has a budget`).toBeDefined();
      expect(bytes, name).toBeLessThanOrEqual(budget!);
    }

    // The build the form tests use (with a lead endpoint) ships the same production React.
    const lead = await islandsOfBuild(path.resolve("build-e2e/client"));
    const leadRenderer = [...lead.islands.values()][0]!.island.rendererUrl;
    expect(lead.graph.bytes(await lead.graph.closure(leadRenderer))).toBeLessThanOrEqual(
      islandBudgets.runtime,
    );
  });

  it(
    "a phone loads script only for the islands due on the page, and none before the visitor acts",
    async () => {
      expect(weights.length).toBe(paths.length);
      const { graph } = await islandsOfBuild(client);
      const phone = await browser.newPage("mobile");
      // A page of the site, whose viewport meta tag makes the layout as wide as the phone.
      await phone.goto("/");
      const matches = (query: unknown) =>
        phone.evaluate((q) => matchMedia(q).matches, String(query));
      for (const w of weights) {
        const islands = placedIslands(await (await fetch(`${staticURL}${w.path}`)).text());
        const files = async (urls: string[], lazy = true) => {
          const all = new Set<string>();
          for (const url of urls)
            for (const file of await graph.closure(url, { lazy })) all.add(file);
          return all;
        };
        // Due on a phone before any scrolling: at once, when idle, or by a matching media query.
        const due: typeof islands = [];
        const never: typeof islands = [];
        for (const island of islands) {
          if (["load", "idle"].includes(island.client)) due.push(island);
          else if (island.client === "media")
            ((await matches(island.value)) ? due : never).push(island);
        }
        const loaded = new Set(w.scripts);
        const mayLoad = await files(islands.flatMap((i) => [i.componentUrl, i.rendererUrl]));
        for (const script of loaded) if (islandLoaderFile.test(script)) mayLoad.add(script);
        for (const script of loaded) expect(mayLoad, `${w.path} loads ${script}`).toContain(script);
        // What a due island imports at once; a chunk it imports on request (the vehicle list,
        // when the car picker opens) waits for that request.
        for (const file of await files(
          due.map((i) => i.componentUrl),
          false,
        ))
          expect(loaded, `${w.path} needs ${file}`).toContain(file);
        const others = await files(
          islands.filter((i) => !never.includes(i)).flatMap((i) => [i.componentUrl, i.rendererUrl]),
        );
        for (const file of await files(never.map((i) => i.componentUrl))) {
          if (!others.has(file))
            expect(loaded, `${w.path} must not load ${file}`).not.toContain(file);
        }
        // Before the visitor acts, a page with no island due loads Astro's island loader only.
        if (due.length === 0) {
          for (const script of loaded) expect(script, w.path).toMatch(islandLoaderFile);
        }
      }
    },
    timeout,
  );

  it("a first visit's text is drawn in the brand font from the first paint, and no font is fetched", async () => {
    const page = await browser.newPage("mobile");
    const fetched: string[] = [];
    page.on("request", (r) => {
      if (r.resourceType() === "font" && !r.url().startsWith("data:")) fetched.push(r.url());
    });
    await page.goto(`${staticURL}/`);
    await expect.poll(() => page.evaluate(() => document.readyState)).toBe("complete");
    // The fonts Chromium drew the page's heading with: a font skipped at the first paint
    // (font-display: optional) stays skipped for the page, so this is what the first paint had.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("DOM.enable");
    await cdp.send("CSS.enable");
    const { root } = await cdp.send("DOM.getDocument");
    const { nodeId } = await cdp.send("DOM.querySelector", { nodeId: root.nodeId, selector: "h1" });
    const { fonts } = await cdp.send("CSS.getPlatformFontsForNode", { nodeId });
    expect(fonts.map((f) => f.familyName)).toEqual(["Inter"]);
    expect(fetched).toEqual([]);
  });

  it("a first visit asks for the brand font before its body is read, so its first layout is in Inter and nothing moves when the font lands", async () => {
    const page = await browser.newPage("mobile");
    // Where the page's body first appears, before any layout: the font's state then.
    await page.addInitScript(() => {
      const seen = new MutationObserver(() => {
        if (!document.body) return;
        seen.disconnect();
        const face = [...document.fonts].find(
          (f) => f.family.replace(/"/g, "") === "Inter Variable",
        );
        document.documentElement.dataset.fontAtBody = face?.status ?? "none";
      });
      seen.observe(document, { childList: true, subtree: true });
    });
    await page.goto(`${staticURL}/location/toronto-auto-glass`);
    await expect
      .poll(() => page.evaluate(() => document.documentElement.dataset.fontAtBody))
      .toMatch(/^(loading|loaded)$/);
  });

  it("the header's menus load on wide screens only", async () => {
    const phone = await browser.newPage("mobile");
    const desktop = await browser.newPage("desktop");
    const menuScripts = (w: PageWeight) => w.scripts.filter((s) => s.includes("/MainNav."));
    expect(menuScripts(await weighPage(phone, "/"))).toEqual([]);
    expect(menuScripts(await weighPage(desktop, "/"))).toHaveLength(1);
  });

  it(
    "the prerendered HTML has all the page's text, and one render-blocking stylesheet",
    async () => {
      const withScript = await browser.newPage("mobile");
      const withoutScript = await browser.newPage("mobile", { javaScriptEnabled: false });
      // What the islands render comes from the template; the copy in them is each page's own,
      // and a page whose island renders other text than its HTML logs a hydration error, which
      // the cross-engine suite's every-page check fails on.
      for (const path of [...templatePaths(), "/a-page-that-does-not-exist"]) {
        await withScript.goto(path);
        await islandsReady(withScript);
        await withoutScript.goto(path);
        await Promise.all([showAll(withScript), showAll(withoutScript)]);
        // A tool that cannot work without JavaScript (the coverage check, the instant estimate)
        // shows a note in its place instead: each page shows one of the two, never both.
        for (const [p, shown, hidden] of [
          [withScript, "[data-needs-script]", "[data-no-script]"],
          [withoutScript, "[data-no-script]", "[data-needs-script]"],
        ] as const) {
          const swaps = await p.locator(`${shown}, ${hidden}`).count();
          expect(swaps % 2, `${path}: each tool has its note`).toBe(0);
          for (const element of await p.locator(shown).all())
            expect(await element.isVisible()).toBe(true);
          for (const element of await p.locator(hidden).all())
            expect(await element.isHidden()).toBe(true);
          await p.evaluate(() => {
            for (const e of document.querySelectorAll("[data-needs-script], [data-no-script]"))
              e.remove();
          });
        }
        const text = (p: typeof withScript) => p.locator("body").innerText();
        expect(await text(withoutScript), path).toBe(await text(withScript));

        const source = await (await fetch(`${staticURL}${path}`)).text();
        const head = source.slice(0, source.indexOf("</head>"));
        expect(head.match(/<link[^>]+rel="stylesheet"/g) ?? [], path).toHaveLength(1);
        // A script file the parser would wait for; an inline line (the one that adds the island
        // loader once the page has painted) waits on nothing.
        const blockingScripts = [
          ...head.matchAll(
            /<script(?=[^>]*\bsrc=)(?![^>]*(?:\btype="module"|\basync\b|\bdefer\b))[^>]*>/g,
          ),
        ];
        expect(blockingScripts, path).toEqual([]);
      }
    },
    timeout,
  );
});
