import { describe, expect, it, vi } from "vitest";
import { afterFirstPaint, fontNow, islandLoader } from "./island-loader";
import { siteFont } from "./site-font";
import { tapCounterScript } from "../../core/rules/counted-events";

const page = (file: string, body: string) => ({
  file,
  urlPath: `/${file.replace(/\.html$/, "")}`,
  html: `<!DOCTYPE html><html><head><title>x</title></head><body>${body}</body></html>`,
});

describe("islandLoader", () => {
  const directive = "(()=>{(self.Astro||(self.Astro={})).idle=1})();";
  const loader = "(()=>{customElements.define('astro-island',class extends HTMLElement{})})();";
  const other = "(()=>{(self.Astro||(self.Astro={})).media=1})();";
  const pages = [
    page(
      "a.html",
      `<script>${directive}</script><script>${loader}</script><astro-island></astro-island>`,
    ),
    page(
      "b.html",
      `<script>${other}</script><astro-island></astro-island><script type="module">go()</script>`,
    ),
    page("c.html", `<script type="application/ld+json">{"a":1}</script><p>no islands</p>`),
  ];
  const result = islandLoader(pages)!;

  it("gathers every inline script once, in the order the pages first have them", () => {
    // Minified: an arrow called at once is its body, a string in double quotes.
    expect(result.code).toBe(
      [
        "(self.Astro||(self.Astro={})).idle=1;",
        'customElements.define("astro-island",class extends HTMLElement{});',
        "(self.Astro||(self.Astro={})).media=1;",
        "",
      ].join("\n"),
    );
    expect(result.file).toMatch(/^assets\/islands\.[\w-]{10}\.js$/);
  });

  it("loads the file from each page's head instead, once the page has painted, and leaves every other script alone", () => {
    expect(result.pages.map((p) => p.file)).toEqual(["a.html", "b.html"]);
    const [a, b] = result.pages;
    expect(a!.html).toContain(
      `<script>${fontNow(siteFont.family)}${afterFirstPaint(`/${result.file}`)}</script></head>`,
    );
    expect(a!.html).not.toContain(`<script src=`);
    expect(a!.html).not.toContain(directive);
    expect(b!.html).not.toContain(other);
    expect(b!.html).toContain('<script type="module">go()</script>');
  });

  describe("the tag, in the page", () => {
    function page() {
      const added: { src: string }[] = [];
      const observers: ((list: { getEntriesByName: (n: string) => unknown[] }) => void)[] = [];
      const listeners: (() => void)[] = [];
      const timers: (() => void)[] = [];
      class PerformanceObserver {
        constructor(private callback: (typeof observers)[number]) {}
        observe(options: { type: string; buffered: boolean }) {
          expect(options).toEqual({ type: "paint", buffered: true });
          observers.push(this.callback);
        }
      }
      const document = {
        createElement: () => ({ src: "" }),
        head: { append: (el: { src: string }) => added.push(el) },
      };
      new Function(
        "PerformanceObserver",
        "addEventListener",
        "setTimeout",
        "document",
        afterFirstPaint("/assets/i.js"),
      )(
        PerformanceObserver,
        (type: string, f: () => void) => type === "load" && listeners.push(f),
        (f: () => void, ms: number) => ms === 2000 && timers.push(f),
        document,
      );
      const paint = (...names: string[]) =>
        observers.forEach((o) => o({ getEntriesByName: (n) => names.filter((x) => x === n) }));
      return { added, paint, load: () => listeners.forEach((f) => f()), timers };
    }

    it("adds the file once the browser reports the first contentful paint, and only once", () => {
      const { added, paint, load, timers } = page();
      paint("first-paint");
      expect(added).toEqual([]);
      paint("first-contentful-paint");
      expect(added).toEqual([{ src: "/assets/i.js" }]);
      load();
      timers.forEach((f) => f());
      expect(added).toHaveLength(1);
    });

    it("adds it two seconds after the load where no paint is reported", () => {
      const { added, load, timers } = page();
      load();
      expect(added).toEqual([]);
      timers.forEach((f) => f());
      expect(added).toEqual([{ src: "/assets/i.js" }]);
    });
  });

  describe("the font asked for from the head", () => {
    it("asks the browser to load the family at once, and ignores a refusal", async () => {
      const asked: string[] = [];
      const document = {
        fonts: { load: (font: string) => (asked.push(font), Promise.reject(new Error("blocked"))) },
      };
      new Function("document", fontNow("Inter Variable"))(document);
      expect(asked).toEqual(["1em Inter Variable"]);
      await new Promise((resolve) => setTimeout(resolve, 0));
    });

    it("does nothing, and stops nothing after it, in a browser without the font API", () => {
      const after = vi.fn();
      new Function("document", "after", `${fontNow("Inter Variable")}after()`)({}, after);
      expect(after).toHaveBeenCalledOnce();
    });
  });

  it("minifies a script written to be read, such as the tap counter", () => {
    const counter = tapCounterScript("/api/events");
    const { code } = islandLoader([page("d.html", `<script>${counter}</script>`)])!;
    expect(code.length).toBeLessThan(counter.length * 0.7);
    expect(code).toContain('"/api/events"');
    expect(code).not.toMatch(/\n\s/);
  });

  it("names the file by its content, and needs none without islands", () => {
    expect(islandLoader(pages)!.file).toBe(result.file);
    expect(islandLoader([pages[0]!, pages[2]!])!.file).not.toBe(result.file);
    expect(islandLoader([pages[2]!])).toBeNull();
  });
});
