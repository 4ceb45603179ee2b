// Chromium and Firefox through playwright-core: an engine of one context and one tab for the
// whole run, and the driver the page API (page.ts) runs on, which points and clicks with
// Playwright's mouse at where the page says the element is.
import { createHash } from "node:crypto";
import type { Browser, BrowserContext, ElementHandle, Page } from "playwright-core";
import { traced, type Driver, type Viewport } from "./driver";
import { EnginePage, type Engine } from "./page";

/** How long a click or key press may wait for its element before the test fails. */
const actionTimeout = 15_000;

/**
 * The one policy report that is not the site's: over WebDriver BiDi, Playwright adds and removes
 * a style sheet of its own, `body {}`, before each screenshot, and Firefox blocks and reports it
 * under the site's policy. It is known by the hash of that text, which the report quotes.
 */
const screenshotStyleHash = `sha256-${createHash("sha256").update("body {}").digest("base64")}`;

/**
 * Chromium or Firefox through playwright-core: one context and one tab for the whole run, as for
 * WebKit, wiped between tests (a context and tab of their own cost Firefox about 0.7 s a test).
 */
export function playwrightEngine(
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
    async forward() {
      await page.goForward();
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
