// The one helper of the cross-engine suite: the same page API over Chromium (the browser the
// global setup launched) and Firefox (through playwright-core; Firefox over its own channel,
// WebDriver BiDi) and WebKitGTK (through WebKitWebDriver, classic WebDriver). A test is written
// once against `EnginePage` and runs in each engine. Elements are found as a visitor finds them, by role and
// accessible name or by visible text (page-finder.ts, run in the page), and acted on with the
// engine's own input: real pointer moves, clicks and key presses. Each page reports every console
// error and warning, uncaught error and content security policy message it gave.
import { spawn, type ChildProcess } from "node:child_process";
import { createHash } from "node:crypto";
import { mkdtemp, open, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { buildSync } from "esbuild";
import {
  chromium,
  firefox,
  type Browser,
  type BrowserContext,
  type ElementHandle,
  type Page,
} from "playwright-core";
import { findFirefox, findWebKit } from "../../scripts/engines.mjs";
import { freePort, waitForHttp } from "../../scripts/system.mjs";
import { dueIslandsHydrated, islandHydrated } from "../hydration";
import { suiteChromiumMark } from "../lead-stand-in";
import { poll } from "../poll";
import type { Query, TextMatch } from "./page-finder";
import {
  elementKey,
  isElementReference,
  webDriverKeys,
  WebDriverSession,
  type ElementReference,
} from "./webdriver";

export type EngineName = "chromium" | "firefox" | "webkit";

export interface Viewport {
  width: number;
  height: number;
}

export type KeyName =
  | "Tab"
  | "Enter"
  | "Escape"
  | "Space"
  | "ArrowDown"
  | "ArrowUp"
  | "ArrowLeft"
  | "ArrowRight"
  | "Home"
  | "End"
  | "Backspace";

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

/** What each engine's driver does; `EnginePage` builds everything else on it. */
interface Driver {
  goto(url: string): Promise<void>;
  url(): Promise<string>;
  back(): Promise<void>;
  setViewport(viewport: Viewport): Promise<void>;
  /** Runs a function body (`callSource`) in the page and returns its JSON result */
  run(body: string): Promise<unknown>;
  /** Runs a function body that returns an element, or null */
  element(body: string): Promise<unknown>;
  click(element: unknown): Promise<void>;
  hover(element: unknown): Promise<void>;
  type(text: string): Promise<void>;
  press(key: KeyName): Promise<void>;
  mouseMove(x: number, y: number): Promise<void>;
  screenshot(): Promise<Buffer>;
  /** Console errors and warnings, page errors and policy messages since the last call */
  problems(): Promise<string[]>;
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

/**
 * An engine for the suite. Chromium is the browser the global setup launched, shared with the
 * Chromium-only files (`wsEndpoint`); Firefox and WebKit start a process of their own.
 */
export async function launchEngine(
  name: EngineName,
  baseURL: string,
  wsEndpoint: string,
): Promise<Engine> {
  if (name === "webkit") return launchWebKit(baseURL);
  if (name === "chromium") {
    const browser = await chromium.connect(wsEndpoint);
    // Its user agent says it is the suite's, for the lead endpoint's stand-in (lead-stand-in.ts).
    const probe = await browser.newPage();
    const userAgent = `${await probe.evaluate(() => navigator.userAgent)} ${suiteChromiumMark}`;
    await probe.context().close();
    return playwrightEngine("chromium", browser, baseURL, userAgent);
  }
  return launchFirefox(baseURL);
}

/**
 * With ENGINE_TRACE=1, says which driver call a test is stuck in or slowed by: the way to tell
 * a hang in one engine from a slow machine.
 */
function traced(driver: Driver): Driver {
  if (!process.env.ENGINE_TRACE) return driver;
  return new Proxy(driver, {
    get(target, key) {
      const value = target[key as keyof Driver];
      if (typeof value !== "function") return value;
      return async (...args: unknown[]) => {
        const started = Date.now();
        const call = `${String(key)}(${String(args[0] ?? "").slice(-200)})`;
        const timer = setTimeout(() => console.log(`still waiting after 4 s: ${call}`), 4_000);
        try {
          return await (value as (...a: unknown[]) => unknown).apply(target, args);
        } finally {
          clearTimeout(timer);
          const took = Date.now() - started;
          if (took > 1_000) console.log(`slow: ${String(key)} took ${took} ms`);
        }
      };
    },
  });
}

// ---------------------------------------------------------------------------------------------
// Firefox, through playwright-core

/** How long a click or key press may wait for its element before the test fails. */
const actionTimeout = 15_000;

/**
 * The one policy report that is not the site's: over WebDriver BiDi, Playwright adds and removes
 * a style sheet of its own, `body {}`, before each screenshot, and Firefox blocks and reports it
 * under the site's policy. It is known by the hash of that text, which the report quotes.
 */
const screenshotStyleHash = `sha256-${createHash("sha256").update("body {}").digest("base64")}`;

async function launchFirefox(baseURL: string): Promise<Engine> {
  // Firefox ESR as installed, driven over WebDriver BiDi (Playwright's "moz-firefox").
  const browser: Browser = await firefox.launch({
    channel: "moz-firefox",
    executablePath: findFirefox(),
    headless: true,
    firefoxUserPrefs: {
      // Overlay scrollbars, as on phones and macOS: a classic one takes 12 px of the width.
      "widget.gtk.overlay-scrollbars.enabled": true,
      "ui.useOverlayScrollbars": 1,
      // A request for the visitor's location is refused unless a test grants it: Firefox
      // would otherwise wait for an answer to a prompt no one sees.
      "permissions.default.geo": 2,
    },
  });
  return playwrightEngine("firefox", browser, baseURL);
}

/**
 * Chromium or Firefox through playwright-core: one context and one tab for the whole run, as for
 * WebKit, wiped between tests (a context and tab of their own cost Firefox about 0.7 s a test).
 */
function playwrightEngine(
  name: "chromium" | "firefox",
  browser: Browser,
  baseURL: string,
  userAgent?: string,
): Engine {
  let context: BrowserContext | undefined;
  let page: Page | undefined;
  const found: string[] = [];
  const visited = new Set<string>();

  async function firstPage(viewport: Viewport) {
    context = await browser.newContext({ viewport, userAgent });
    context.setDefaultTimeout(actionTimeout);
    const opened = await context.newPage();
    opened.on("console", (message) => {
      const type = message.type();
      if (type !== "error" && type !== "warning") return;
      // Chromium writes each answer of 400 or more to the console as well, where the other
      // engines do not: the tests judge those answers themselves (a refused send, a 404 page).
      if (name === "chromium" && message.text().startsWith("Failed to load resource:")) return;
      const source = message.location().url;
      found.push(`console ${type}: ${message.text()}${source ? ` (${source})` : ""}`);
    });
    // Over BiDi, Firefox reports a policy violation as a page error; Chromium in the console.
    opened.on("pageerror", (error) => {
      if (!error.message.includes(screenshotStyleHash)) found.push(`page error: ${error.message}`);
    });
    return { context, page: opened };
  }

  /**
   * Wipes what the test before left: a tab it opened, each site's storage, a permission. False
   * when a step fails (Firefox has refused a navigation to a site it had just opened): the next
   * test then gets a context of its own.
   */
  async function wiped(context: BrowserContext, page: Page, viewport: Viewport) {
    try {
      for (const other of context.pages()) if (other !== page) await other.close();
      for (const seen of visited) {
        await page.goto(`${seen}/favicon.svg`);
        await page.evaluate(() => {
          localStorage.clear();
          sessionStorage.clear();
        });
      }
      await page.goto("about:blank");
      await context.clearCookies();
      await context.clearPermissions();
      await page.setViewportSize(viewport);
      return true;
    } catch {
      return false;
    }
  }

  return {
    name,
    canSetLocation: true,
    async newPage(viewport, options = {}) {
      const site = options.baseURL ?? baseURL;
      const origin = new URL(site).origin;
      const { location = "refused" } = options;
      if (!context || !page || !(await wiped(context, page, viewport))) {
        await context?.close().catch(() => undefined);
        ({ context, page } = await firstPage(viewport));
      }
      visited.add(origin);
      if (location !== "refused") {
        await context.setGeolocation(location);
        await context.grantPermissions(["geolocation"], { origin });
      }
      await page.bringToFront();
      found.length = 0;
      return new EnginePage(name, traced(playwrightDriver(page, found)), site);
    },
    async close() {
      await context?.close();
      await browser.close();
    },
  };
}

/**
 * Where the pointer goes to click or point at an element (already scrolled into view and at rest,
 * `PageElement.handle`): its centre, once it is inside the window, has not moved for two frames, is
 * enabled, and nothing else would take the pointer there, as WebDriver's element click checks in
 * WebKit; scrolled to again if it has left the window (a glide still under way); else the test
 * fails saying why. Playwright's own click makes these checks again over several round trips:
 * about half a second a click in Firefox over BiDi, where this and the pointer's press take 100 ms.
 */
function pointerTarget(element: ElementHandle<Element>) {
  return element.evaluate(async (el, timeout) => {
    const deadline = performance.now() + timeout;
    const frame = () =>
      new Promise((resolve) => {
        requestAnimationFrame(resolve);
        setTimeout(resolve, 50); // a page the browser does not paint gets no frames
      });
    for (;;) {
      let before = el.getBoundingClientRect();
      const inside = (box: DOMRect) => {
        const x = box.left + box.width / 2;
        const y = box.top + box.height / 2;
        return x >= 0 && y >= 0 && x < window.innerWidth && y < window.innerHeight;
      };
      if (!inside(before)) {
        el.scrollIntoView({ block: "center", inline: "nearest", behavior: "instant" });
        before = el.getBoundingClientRect();
      }
      await frame();
      await frame();
      const box = el.getBoundingClientRect();
      const x = box.left + box.width / 2;
      const y = box.top + box.height / 2;
      const still = box.top === before.top && box.left === before.left;
      const hit = document.elementFromPoint(x, y);
      const covered = !hit || !(el === hit || el.contains(hit));
      const disabled = (el as HTMLButtonElement).disabled === true;
      if (still && inside(box) && !covered && !disabled) return { x, y };
      if (performance.now() > deadline) {
        throw new Error(
          !still
            ? "the element kept moving"
            : !inside(box)
              ? "the element stayed outside the window"
              : disabled
                ? "the element stayed disabled"
                : `another element would take the pointer: ${hit?.outerHTML.slice(0, 120) ?? "none"}`,
        );
      }
    }
  }, actionTimeout);
}

function playwrightDriver(page: Page, found: string[]): Driver {
  const handle = (element: unknown) => element as ElementHandle<Element>;
  return {
    async goto(url) {
      await page.goto(url, { waitUntil: "load" });
    },
    url: async () => page.url(),
    async back() {
      await page.goBack();
    },
    setViewport: (viewport) => page.setViewportSize(viewport),
    run: (body) => page.evaluate(`(() => {${body}})()`),
    async element(body) {
      const result = await page.evaluateHandle(`(() => {${body}})()`);
      const element = result.asElement();
      if (!element) await result.dispose();
      return element;
    },
    async click(element) {
      const { x, y } = await pointerTarget(handle(element));
      await page.mouse.click(x, y);
    },
    async hover(element) {
      const { x, y } = await pointerTarget(handle(element));
      await page.mouse.move(x, y);
    },
    type: (text) => page.keyboard.type(text),
    // The suite's key names are Playwright's.
    press: (key) => page.keyboard.press(key),
    mouseMove: (x, y) => page.mouse.move(x, y),
    // The caret left as it is: hiding it takes an inline style, which the site's policy refuses.
    screenshot: () => page.screenshot({ type: "png", caret: "initial" }),
    problems: async () => found.splice(0),
  };
}

// ---------------------------------------------------------------------------------------------
// WebKitGTK, through WebKitWebDriver on a virtual display

/** Starts Xvfb on a display it picks itself, and returns that display and the process. */
async function startXvfb(xvfb: string): Promise<{ display: string; process: ChildProcess }> {
  const child = spawn(
    xvfb,
    ["-displayfd", "3", "-screen", "0", "1920x1080x24", "-nolisten", "tcp"],
    {
      stdio: ["ignore", "ignore", "pipe", "pipe"],
    },
  );
  let errors = "";
  child.stderr?.on("data", (chunk: Buffer) => (errors += chunk.toString()));
  const display = await new Promise<string>((resolve, reject) => {
    let text = "";
    child.stdio[3]!.on("data", (chunk: Buffer) => {
      text += chunk.toString();
      if (text.includes("\n")) resolve(`:${text.trim()}`);
    });
    child.once("exit", (code) => reject(new Error(`Xvfb exited (${code}): ${errors}`)));
  });
  return { display, process: child };
}

async function launchWebKit(baseURL: string): Promise<Engine> {
  const { driver, xvfb, python } = findWebKit();
  const dir = await mkdtemp(path.join(tmpdir(), "webkit-engine-"));
  const consoleLog = path.join(dir, "console.log");
  await writeFile(consoleLog, "");
  const screen = await startXvfb(xvfb);
  const port = await freePort();
  const server = spawn(driver, [`--port=${port}`, "--host=127.0.0.1"], {
    stdio: ["ignore", "ignore", "inherit"],
    env: { ...process.env, DISPLAY: screen.display, WEBKIT_CONSOLE_LOG: consoleLog },
  });
  const stopAll = async () => {
    server.kill();
    screen.process.kill();
    await rm(dir, { recursive: true, force: true });
  };
  if (!(await waitForHttp(`http://127.0.0.1:${port}/status`, { child: server }))) {
    await stopAll();
    throw new Error("WebKitWebDriver did not start");
  }
  const session = await WebDriverSession.create(`http://127.0.0.1:${port}`, {
    "webkitgtk:browserOptions": {
      binary: python,
      args: [path.join(here, "webkit-browser.py"), "--automation"],
    },
  });
  const log = await open(consoleLog, "r");
  let logOffset = 0;
  let pending = "";
  let marks = 0;
  /**
   * Console lines WebKit wrote since the last read: the errors, warnings and policy reports.
   * WebKit's processes write them as they come, but a line may still be on its way when a step
   * ends; so the page logs a mark of its own, and everything the page logged before it has been
   * written once the mark has.
   */
  const readLog = async () => {
    const mark = `engine-console-mark-${(marks += 1)}`;
    const marked = await session
      .execute(`console.log(${JSON.stringify(mark)}); return true;`)
      .catch(() => false);
    const deadline = Date.now() + 3_000;
    let text = pending;
    for (;;) {
      const { size } = await log.stat();
      if (size > logOffset) {
        const buffer = Buffer.alloc(size - logOffset);
        await log.read(buffer, 0, buffer.length, logOffset);
        logOffset = size;
        text += buffer.toString("utf8");
      }
      if (!marked || text.includes(mark) || Date.now() > deadline) break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const end = text.lastIndexOf("\n");
    pending = text.slice(end + 1);
    return (
      text
        .slice(0, end + 1)
        .split("\n")
        // "CONSOLE ERROR text", "CONSOLE SECURITY ERROR text", "url:line:col: CONSOLE JS ERROR text"
        .filter((line) => /\bCONSOLE (?:[A-Z]+ )?(?:ERROR|WARN)\b/.test(line))
        .map((line) => line.trim())
    );
  };
  const visited = new Set<string>();

  return {
    name: "webkit",
    canSetLocation: false,
    async newPage(viewport, options = {}) {
      if (options.location && options.location !== "refused") {
        throw new Error("WebKitGTK cannot be given a position: see canSetLocation");
      }
      // One browser for the whole run: wipe what the test before left on each site it opened.
      for (const origin of visited) {
        await session.command("POST", "/url", { url: `${origin}/favicon.svg` });
        await session.execute("localStorage.clear(); sessionStorage.clear();");
        await session.command("DELETE", "/cookie");
      }
      await session.command("POST", "/url", { url: "about:blank" });
      await readLog();
      const site = options.baseURL ?? baseURL;
      visited.add(new URL(site).origin);
      const driverForPage = traced(webDriverDriver(session, readLog));
      await driverForPage.setViewport(viewport);
      return new EnginePage("webkit", driverForPage, site);
    },
    async close() {
      await session.close();
      await log.close();
      await stopAll();
    },
  };
}

function webDriverDriver(session: WebDriverSession, readLog: () => Promise<string[]>): Driver {
  const reference = (element: unknown) => {
    if (!isElementReference(element)) throw new Error(`not an element: ${JSON.stringify(element)}`);
    return element as ElementReference;
  };
  const pointer = (actions: unknown[]) => ({
    type: "pointer",
    id: "mouse",
    parameters: { pointerType: "mouse" },
    actions,
  });
  return {
    async goto(url) {
      await session.command("POST", "/url", { url });
    },
    url: async () => (await session.command("GET", "/url")) as string,
    async back() {
      await session.command("POST", "/back");
    },
    async setViewport({ width, height }) {
      // The browser has no toolbar: the window is the viewport.
      await session.command("POST", "/window/rect", { width, height });
      // WebKitGTK answers before the page has taken the new size: on a busy machine a check run
      // at once still finds the wide layout in the narrow window. Wait until the media queries
      // see the width, and the page has laid out a frame at it.
      const deadline = Date.now() + 10_000;
      while (
        !(await session.execute(`return window.matchMedia("(width: ${width}px)").matches;`)) &&
        Date.now() < deadline
      )
        await new Promise((resolve) => setTimeout(resolve, 50));
      await session.execute(
        "return new Promise((resolve) => { requestAnimationFrame(() => requestAnimationFrame(resolve)); setTimeout(resolve, 100); });",
      );
    },
    run: (body) => session.execute(body),
    element: (body) => session.execute(body),
    async click(element) {
      await session.command("POST", `/element/${reference(element)[elementKey]}/click`);
    },
    async hover(element) {
      await session.actions([
        pointer([{ type: "pointerMove", duration: 0, origin: reference(element), x: 0, y: 0 }]),
      ]);
    },
    async type(text) {
      await session.actions([
        {
          type: "key",
          id: "keyboard",
          actions: [...text].flatMap((c) => [
            { type: "keyDown", value: c },
            { type: "keyUp", value: c },
          ]),
        },
      ]);
    },
    async press(key) {
      const value = webDriverKeys[key]!;
      await session.actions([
        {
          type: "key",
          id: "keyboard",
          actions: [
            { type: "keyDown", value },
            { type: "keyUp", value },
          ],
        },
      ]);
    },
    async mouseMove(x, y) {
      await session.actions([
        pointer([{ type: "pointerMove", duration: 0, origin: "viewport", x, y }]),
      ]);
    },
    async screenshot() {
      return Buffer.from((await session.command("GET", "/screenshot")) as string, "base64");
    },
    problems: readLog,
  };
}

// ---------------------------------------------------------------------------------------------
// The page and its elements, the same in every engine

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
