import {
  chromium,
  errors,
  type Browser,
  type BrowserContext,
  type Locator,
  type Page,
  type Request,
  type Response,
} from "playwright-core";
import { afterAll, afterEach, beforeAll, expect, inject } from "vitest";
import { sitePages } from "../app/data/site-pages";
import { dueIslandsHydrated, islandHydrated } from "./hydration";

/** The whole product, as `npm start` runs it */
export const baseURL = inject("baseURL");
/** The same build as nginx serves it with the configuration the build wrote */
export const staticURL = inject("staticURL");
/** Both, for what every server must answer alike */
export const servers = [
  { server: "worker", name: "the whole product", url: baseURL },
  { server: "nginx", name: "nginx", url: staticURL },
] as const;

/**
 * The time limit of a test that loads every page in turn: a few seconds a page on a busy
 * two-core machine.
 */
export function allPagesTimeout(pageCount: number): number {
  return pageCount * 5_000;
}

/**
 * One page of each template (the first service page, the first city, the first policy), for a
 * check whose answer comes from the template, not from the copy that fills it: the fourteen city
 * pages and nine service pages are each one template, its parts and islands the same on each.
 */
export function templatePaths(): string[] {
  const kinds = new Set<string>();
  return sitePages().flatMap(({ kind, path }) => {
    if (kinds.has(kind)) return [];
    kinds.add(kind);
    return [path];
  });
}

/**
 * How Chromium reports, in the console, a resource the content security policy blocked or a
 * Permissions-Policy header it cannot read.
 */
const policyMessage = /Content Security Policy|Permissions-Policy/i;

export const viewports = {
  mobile: { width: 390, height: 844 },
  desktop: { width: 1280, height: 800 },
} as const;

/**
 * Connects the test file to the browser the global setup launched. Each test gets a fresh
 * context (no shared cookies or state) through `newPage`. Every page runs under the site's
 * real headers, and a test fails if the browser reports a content security policy violation
 * or a bad Permissions-Policy header in any of its pages.
 */
export function connectBrowser(site = baseURL) {
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  /** The contexts of pages kept for the whole file (keptPage), closed with it. */
  const keptContexts: BrowserContext[] = [];
  /** The page each test of the file asks keptPage for, by viewport and script. */
  const keptPages = new Map<string, Page>();
  const policyProblems: string[] = [];

  beforeAll(async () => {
    browser = await chromium.connect(inject("wsEndpoint"));
  });

  // Each test's contexts end with it: a long file leaves no pages, renderers or open
  // connections behind in the browser it shares with the other file running beside it.
  afterEach(async ({ task }) => {
    const problems = policyProblems.splice(0);
    await Promise.all(contexts.splice(0).map((c) => c.close()));
    // A kept page a test failed on starts afresh for the next one.
    if (task.result?.state === "fail") {
      keptPages.clear();
      await Promise.all(keptContexts.splice(0).map((c) => c.close()));
    }
    expect(problems, "security policy messages in the console").toEqual([]);
  });

  afterAll(async () => {
    await Promise.all(keptContexts.splice(0).map((c) => c.close()));
    await browser?.close();
  });

  async function pageIn(
    kept: BrowserContext[],
    viewport: keyof typeof viewports,
    options: NewPageOptions,
  ): Promise<Page> {
    const { allowPolicyViolations, initScript, ...contextOptions } = options;
    const context = await browser.newContext({
      baseURL: site,
      ...contextOptions,
      viewport: viewports[viewport],
      hasTouch: viewport === "mobile",
      isMobile: viewport === "mobile",
    });
    kept.push(context);
    if (!allowPolicyViolations) {
      context.on("console", (message) => {
        if (policyMessage.test(message.text())) {
          policyProblems.push(`${message.page()?.url()}: ${message.text()}`);
        }
      });
    }
    if (initScript) await context.addInitScript({ path: initScript });
    const page = await context.newPage();
    watchRequests(page);
    return page;
  }

  return {
    /** A page of its own in a fresh context, closed when the test ends. */
    newPage(viewport: keyof typeof viewports = "desktop", options: NewPageOptions = {}) {
      return pageIn(contexts, viewport, options);
    },
    /**
     * One page for every test of the file that asks for this viewport, kept open between them
     * and cleared of what the site stored: for a file that only opens pages and reads them (a
     * new page costs a browser process, half a second and more on a busy machine). A test that
     * failed leaves it to be replaced.
     */
    async keptPage(
      viewport: keyof typeof viewports,
      options: Pick<NewPageOptions, "initScript"> = {},
    ): Promise<Page> {
      const key = `${viewport} ${options.initScript ?? ""}`;
      const page = keptPages.get(key);
      if (page && !page.isClosed()) {
        // What the site kept in the browser (the forms' drafts) goes with the last test.
        await page.evaluate(() => {
          try {
            localStorage.clear();
            sessionStorage.clear();
          } catch {
            // A page of no origin (about:blank) has no storage.
          }
        });
        await page.context().clearCookies();
        await page.goto("about:blank");
        return page;
      }
      const fresh = await pageIn(keptContexts, viewport, options);
      keptPages.set(key, fresh);
      return fresh;
    },
  };
}

interface NewPageOptions {
  javaScriptEnabled?: boolean;
  baseURL?: string;
  reducedMotion?: "reduce" | "no-preference";
  /** For a test that provokes violations on purpose and checks them itself */
  allowPolicyViolations?: boolean;
  /** A script file every document of the page runs before its own scripts */
  initScript?: string;
}

/** The requests each page has made that have not yet ended, with when each began. */
const inFlight = new WeakMap<Page, Map<Request, number>>();

/** Keeps the page's requests in flight, to say which one a navigation that timed out waits on. */
function watchRequests(page: Page) {
  const open = new Map<Request, number>();
  inFlight.set(page, open);
  page.on("request", (request) => open.set(request, Date.now()));
  page.on("requestfinished", (request) => open.delete(request));
  page.on("requestfailed", (request) => open.delete(request));
}

/** The page's requests still waiting for an answer or its end, oldest first. */
function waitingOn(page: Page): string {
  const now = Date.now();
  const rows = [...(inFlight.get(page) ?? [])]
    .sort(([, a], [, b]) => a - b)
    .map(([request, since]) => `  ${request.method()} ${request.url()} (${now - since} ms)`);
  return rows.length ? rows.join("\n") : "  none";
}

/**
 * Waits until every island the page hydrates by itself has hydrated: those loaded at once or when
 * the browser is idle, and those whose media query matches the window. Islands that wait for the
 * visitor (`client:interaction`, `client:scroll`) hydrate when a test acts on them, as they do
 * for a visitor. An island is hydrated once React owns its root element.
 */
export async function islandsReady(page: Page): Promise<void> {
  await page.waitForFunction(dueIslandsHydrated);
}

/**
 * Reaches for an island as a visitor with a mouse does, by pointing at it, and waits until the
 * island has hydrated: islands placed with `client:interaction` hydrate then. A visitor whose
 * first pointing goes unanswered points again, and so does this, twice at most, moving off the
 * island in between: a pointing has now and then gone unanswered within 30 s (twice in six runs
 * of the forms' file, its cause not found), where the same island hydrates at once every other
 * time.
 */
export async function pointAt(locator: Locator): Promise<void> {
  const page = locator.page();
  const element = await locator.elementHandle();
  for (let pointing = 1; ; pointing++) {
    await locator.hover();
    try {
      await page.waitForFunction(islandHydrated, element, { timeout: 10_000 });
      return;
    } catch (error) {
      if (pointing === 3) throw error;
      await page.mouse.move(0, 0);
    }
  }
}

/**
 * Lays out every content band as it is once the visitor has scrolled to it. A band off screen is
 * not laid out until the visitor comes near (app.css, `.band`; a drawing's frame near the first
 * screen too, `.drawing-frame`), and until then the browser gives
 * its text no layout: `innerText` is empty. Tests that read text across the whole page call this
 * first, as a visitor reads a page by scrolling through it.
 */
export async function showAll(page: Page): Promise<void> {
  await page.evaluate(() => {
    for (const band of document.querySelectorAll<HTMLElement>(".band, .drawing-frame")) {
      band.style.contentVisibility = "visible";
    }
  });
}

/** Opens a path and waits until its islands are hydrated, so its behaviours are live. */
export async function visit(page: Page, path: string): Promise<Response | null> {
  const response = await open(page, path);
  await islandsReady(page);
  return response;
}

/** How long a page is given to load before it is asked for once more (see open). */
const firstLoadMs = 20_000;

/**
 * `page.goto`, asked once more when the page has not loaded within `firstLoadMs`: on a busy
 * two-core machine, once in hundreds of loads while other test files work the same local runtime,
 * a page's document or one of its files has been left unanswered and the page never finished
 * loading, though the same page loads in a second or two every other time (and thousands of
 * loads of every page, with the machine's cores kept busy, never stalled). The requests still
 * open are printed, so that a stall that comes back is seen for what it is. A page that answers
 * with an error, or that does not load the second time either, fails.
 */
async function open(page: Page, path: string): Promise<Response | null> {
  try {
    return await page.goto(path, { timeout: firstLoadMs });
  } catch (error) {
    if (!(error instanceof errors.TimeoutError)) throw error;
    console.warn(
      `${path}: not loaded within ${firstLoadMs / 1000} s (at ${page.url()}); asking once more. ` +
        `Its requests still open:\n${waitingOn(page)}`,
    );
    return page.goto(path);
  }
}

/**
 * Waits until the page has drawn two more frames: whatever a scroll or a resize set off in its
 * scripts has run by then. For checks that something did not happen.
 */
export async function framesDrawn(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => resolve())),
      ),
  );
}

/** Waits until the element's transitions and animations (its own and inside it) have ended. */
export async function settled(locator: Locator): Promise<void> {
  await locator.evaluate((el) =>
    Promise.all(el.getAnimations({ subtree: true }).map((animation) => animation.finished)),
  );
}
