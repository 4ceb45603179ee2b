import {
  chromium,
  type Browser,
  type BrowserContext,
  type Page,
  type Response,
} from "playwright-core";
import { afterAll, beforeAll, inject } from "vitest";

export const baseURL = inject("baseURL");

/**
 * The time limit of a test that loads every page in turn: a few seconds a page on a busy
 * two-core machine.
 */
export function allPagesTimeout(pageCount: number): number {
  return pageCount * 5_000;
}

export const viewports = {
  mobile: { width: 390, height: 844 },
  desktop: { width: 1280, height: 800 },
} as const;

/**
 * Connects the test file to the browser the global setup launched. Each test gets a fresh
 * context (no shared cookies or state) through `newPage`.
 */
export function connectBrowser() {
  let browser: Browser;
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    browser = await chromium.connect(inject("wsEndpoint"));
  });

  afterAll(async () => {
    await Promise.all(contexts.map((c) => c.close()));
    await browser?.close();
  });

  return {
    async newPage(
      viewport: keyof typeof viewports = "desktop",
      options: {
        javaScriptEnabled?: boolean;
        baseURL?: string;
        reducedMotion?: "reduce" | "no-preference";
      } = {},
    ): Promise<Page> {
      const context = await browser.newContext({
        baseURL,
        ...options,
        viewport: viewports[viewport],
        hasTouch: viewport === "mobile",
        isMobile: viewport === "mobile",
      });
      contexts.push(context);
      return context.newPage();
    },
  };
}

/** Opens a path and waits until React has hydrated the page, so its behaviours are live. */
export async function visit(page: Page, path: string): Promise<Response | null> {
  const response = await page.goto(path);
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
  return response;
}
