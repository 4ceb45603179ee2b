// The page API of the cross-engine suite, the same in every engine: a test is written once against
// `EnginePage` and runs in each. Elements are found as a visitor finds them, by role and
// accessible name or by visible text (page-finder.ts, run in the page), and acted on with the
// engine's own input through its driver (driver.ts): real pointer moves, clicks and key presses.
import path from "node:path";
import { fileURLToPath } from "node:url";
import { buildSync } from "esbuild";
import { dueIslandsHydrated, islandHydrated } from "../hydration";
import { poll } from "../poll";
import type { Driver, EngineName, KeyName, Viewport } from "./driver";
import type { Query, TextMatch } from "./page-finder";

const here = path.dirname(fileURLToPath(import.meta.url));

/** page-finder.ts as one script for the page, sent with every query (pages come and go). */
const finderScript = buildSync({
  entryPoints: [path.join(here, "page-finder.ts")],
  bundle: true,
  format: "iife",
  target: "es2020",
  minify: true,
  write: false,
}).outputFiles[0]!.text;

/** A function run in the page; its source is sent, so it may only use its arguments. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type PageFunction = (...args: any[]) => unknown;

/** The page source of a call of `fn` with `args`, with the finder defined first. */
function callSource(fn: PageFunction | string, args: unknown[]): string {
  return (
    `if (!window.__engineFinder) {${finderScript}}\n` +
    `return (${fn.toString()}).apply(null, ${JSON.stringify(args)});`
  );
}

export interface NewPageOptions {
  /** The site to open paths on; the suite's own by default */
  baseURL?: string;
  /**
   * What the browser answers when the site asks where the visitor is: a position (the visitor
   * allows it; only where the engine's `canSetLocation`), or "refused" (the default).
   */
  location?: { latitude: number; longitude: number } | "refused";
}

/** An engine with its one browser process, which every test's page reuses. */
export interface Engine {
  readonly name: EngineName;
  /**
   * Whether a test can give the browser a position to report. WebKitGTK's WebDriver has no way
   * to: there, every request for the visitor's location is refused.
   */
  readonly canSetLocation: boolean;
  /** A page with fresh state (no cookies or storage from the test before) at this size. */
  newPage(viewport: Viewport, options?: NewPageOptions): Promise<EnginePage>;
  close(): Promise<void>;
}

/** Matches the way Playwright's `exact` option does: a string is whole text, a RegExp a test. */
function textMatch(match: string | RegExp): TextMatch {
  return typeof match === "string" ? match : { source: match.source, flags: match.flags };
}

export interface Find {
  role?: string;
  name?: string | RegExp;
  text?: string | RegExp;
  css?: string;
  level?: number;
  hidden?: boolean;
}

function toQuery(find: Find, within?: Query): Query {
  return {
    ...(find.role ? { role: find.role } : {}),
    ...(find.name !== undefined ? { name: textMatch(find.name) } : {}),
    ...(find.text !== undefined ? { text: textMatch(find.text) } : {}),
    ...(find.css ? { css: find.css } : {}),
    ...(find.level !== undefined ? { level: find.level } : {}),
    ...(find.hidden ? { hidden: true } : {}),
    ...(within ? { within } : {}),
  };
}

const defaultTimeout = 5_000;

export class EnginePage {
  constructor(
    readonly engine: EngineName,
    private readonly driver: Driver,
    readonly baseURL: string,
  ) {}

  /** Opens a path of the site (or a whole URL) and waits until its islands have hydrated. */
  async goto(target: string): Promise<void> {
    await this.driver.goto(new URL(target, this.baseURL).href);
    await this.islandsReady();
  }

  async url(): Promise<URL> {
    return new URL(await this.driver.url());
  }

  /** Waits until the page's address satisfies `test` (after a click that navigates). */
  async waitForURL(test: (url: URL) => boolean): Promise<URL> {
    const url = await poll(() => this.url(), test);
    if (!test(url)) throw new Error(`still at ${url.href}`);
    return url;
  }

  async back(): Promise<void> {
    await this.driver.back();
  }

  async forward(): Promise<void> {
    await this.driver.forward();
  }

  /** Runs `fn` in the page with JSON arguments and returns its JSON result. */
  async evaluate<F extends PageFunction>(
    fn: F,
    ...args: Parameters<F>
  ): Promise<Awaited<ReturnType<F>>> {
    return (await this.driver.run(callSource(fn, args))) as Awaited<ReturnType<F>>;
  }

  /** Waits until `fn` returns a truthy value in the page, and returns it. */
  async waitFor<F extends PageFunction>(
    fn: F,
    ...args: Parameters<F>
  ): Promise<Awaited<ReturnType<F>>> {
    const value = await poll(() => this.evaluate(fn, ...args), Boolean);
    if (!value) throw new Error(`timed out waiting for ${fn.toString().slice(0, 120)}`);
    return value;
  }

  /**
   * Waits until every island the page hydrates by itself has hydrated (e2e/hydration.ts): those
   * loaded at once, when idle, or whose media query matches.
   */
  async islandsReady(): Promise<void> {
    await this.waitFor(dueIslandsHydrated);
  }

  /** The elements a visitor would pick out this way, found when acted on. */
  get(find: Find): PageElement {
    return new PageElement(this, this.driver, toQuery(find), 0);
  }

  /** Resizes the window's viewport; the page stays as it is. */
  async setViewport(viewport: Viewport): Promise<void> {
    await this.driver.setViewport(viewport);
  }

  /** Scrolls to `y` at once, and returns once the page has drawn a frame there. */
  async scrollTo(y: number): Promise<void> {
    await this.evaluate(async (top: number) => {
      window.scrollTo({ top, behavior: "instant" });
      await new Promise((resolve) => {
        requestAnimationFrame(() => requestAnimationFrame(resolve));
        setTimeout(resolve, 100); // a page the browser does not paint gets no frames
      });
    }, y);
  }

  /**
   * Scrolls down the page a window at a time to its end, as a visitor reading it does: every
   * band on the way is laid out at its real height (`.band` waits until it is near the window).
   * A jump straight to the end leaves them at their estimated height, and the first glide back
   * up then lays them out while it moves.
   */
  async readThrough(): Promise<void> {
    await this.evaluate(async () => {
      const frames = () =>
        new Promise((resolve) => {
          requestAnimationFrame(() => requestAnimationFrame(resolve));
          setTimeout(resolve, 100); // a page the browser does not paint gets no frames
        });
      for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight) {
        window.scrollTo({ top: y, behavior: "instant" });
        await frames();
      }
    });
  }

  async press(key: KeyName): Promise<void> {
    await this.driver.press(key);
  }

  readonly mouse = {
    move: (x: number, y: number) => this.driver.mouseMove(x, y),
  };

  screenshot(): Promise<Buffer> {
    return this.driver.screenshot();
  }

  /** Every console error or warning, page error and policy message since the last call. */
  problems(): Promise<string[]> {
    return this.driver.problems();
  }
}

/** An element found lazily by role, name or text, optionally inside another: like a locator. */
export class PageElement {
  constructor(
    private readonly page: EnginePage,
    private readonly driver: Driver,
    readonly query: Query,
    private readonly index: number,
  ) {}

  get(find: Find): PageElement {
    return new PageElement(this.page, this.driver, toQuery(find, this.query), 0);
  }

  nth(index: number): PageElement {
    return new PageElement(this.page, this.driver, this.query, index);
  }

  /** Runs `fn` on the element in the page; throws if it is not there. */
  async evaluate<R>(
    fn: (element: HTMLElement, arg: never) => R,
    arg?: unknown,
  ): Promise<Awaited<R>> {
    await this.waitFor();
    // The function's source goes into the script itself: the page's policy forbids eval.
    const body =
      `if (!window.__engineFinder) {${finderScript}}\n` +
      `const element = window.__engineFinder.findAll(${JSON.stringify(this.query)})[${this.index}];\n` +
      `if (!element) throw new Error("element went away");\n` +
      `return (${fn.toString()})(element, ${JSON.stringify(arg ?? null)});`;
    return (await this.driver.run(body)) as Awaited<R>;
  }

  async count(): Promise<number> {
    return this.page.evaluate(
      (query: Query) => window.__engineFinder!.findAll(query).length,
      this.query,
    );
  }

  async isVisible(): Promise<boolean> {
    return (await this.count()) > this.index;
  }

  /** Waits until the element is there (or, with "hidden", gone). */
  async waitFor(
    state: "visible" | "hidden" = "visible",
    timeoutMs = defaultTimeout,
  ): Promise<void> {
    const wanted = state === "visible";
    const seen = await poll(
      () => this.isVisible(),
      (visible) => visible === wanted,
      timeoutMs,
    );
    if (seen !== wanted) {
      throw new Error(`${JSON.stringify(this.query)}[${this.index}] is not ${state}`);
    }
  }

  async text(): Promise<string> {
    return this.evaluate((el) => el.innerText.trim());
  }

  async attribute(name: string): Promise<string | null> {
    return this.evaluate((el, attribute: string) => el.getAttribute(attribute), name as never);
  }

  async value(): Promise<string> {
    return this.evaluate((el) => (el as HTMLInputElement).value);
  }

  async isChecked(): Promise<boolean> {
    return this.evaluate((el) => (el as HTMLInputElement).checked);
  }

  async isFocused(): Promise<boolean> {
    return this.evaluate((el) => el === document.activeElement);
  }

  private async handle(): Promise<unknown> {
    await this.waitFor();
    // Scrolled into view at once: a smooth scroll would still be moving when the click lands.
    const element = await this.driver.element(
      callSource(
        async (query: Query, index: number) => {
          const found = window.__engineFinder!.findAll(query)[index];
          if (!found) return null;
          const frames = () =>
            new Promise((resolve) => {
              requestAnimationFrame(() => requestAnimationFrame(resolve));
              setTimeout(resolve, 100); // a page the browser does not paint gets no frames
            });
          // Bands that were off screen (content-visibility: auto) are laid out as they come into
          // view and move what is below them: scroll until the element stays where it is, or
          // the driver's own scroll into view (smooth, on this site) would race the page's.
          for (let i = 0; i < 10; i += 1) {
            found.scrollIntoView({ block: "center", inline: "nearest", behavior: "instant" });
            const top = found.getBoundingClientRect().top;
            await frames();
            if (found.getBoundingClientRect().top === top) break;
          }
          // A panel sliding in is clicked where it comes to rest, as a visitor would.
          const moving = document.getAnimations().filter((animation) => {
            const target = (animation.effect as KeyframeEffect | null)?.target;
            return target instanceof Element && target.contains(found);
          });
          await Promise.race([
            Promise.all(moving.map((animation) => animation.finished.catch(() => null))),
            new Promise((resolve) => setTimeout(resolve, 1_000)),
          ]);
          return found;
        },
        [this.query, this.index],
      ),
    );
    if (!element) throw new Error(`${JSON.stringify(this.query)} went away`);
    return element;
  }

  async click(): Promise<void> {
    for (let attempt = 1; ; attempt += 1) {
      try {
        await this.driver.click(await this.handle());
        return;
      } catch (error) {
        // WebKit refuses a click when the element has moved out of view since it was scrolled
        // to: a band laid out late above it moves it. Scrolled to again, it is clicked.
        if (attempt === 3 || !/not interactable/.test(String(error))) throw error;
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    }
  }

  async hover(): Promise<void> {
    await this.driver.hover(await this.handle());
  }

  /**
   * Points at the element as a visitor with a mouse does and waits until its island has
   * hydrated: islands placed with `client:interaction` hydrate then.
   */
  async pointAt(): Promise<void> {
    await this.hover();
    await poll(() => this.evaluate(islandHydrated), Boolean);
  }

  async focus(): Promise<void> {
    await this.evaluate((el) => el.focus());
  }

  /** Focuses the field, selects what is in it and types over it, key by key. */
  async fill(text: string): Promise<void> {
    await this.handle();
    await this.evaluate((el) => {
      el.focus();
      (el as HTMLInputElement).select();
    });
    if (await this.value()) await this.driver.press("Backspace");
    if (text) await this.driver.type(text);
  }

  /** Picks the option with this label in a select, as a change the page's script sees. */
  async select(label: string): Promise<void> {
    await this.evaluate((el, wanted: string) => {
      const select = el as HTMLSelectElement;
      const option = [...select.options].find((o) => o.label === wanted);
      if (!option) throw new Error(`no option ${wanted}`);
      const setter = Object.getOwnPropertyDescriptor(HTMLSelectElement.prototype, "value")!.set!;
      setter.call(select, option.value);
      select.dispatchEvent(new Event("input", { bubbles: true }));
      select.dispatchEvent(new Event("change", { bubbles: true }));
    }, label as never);
  }
}
