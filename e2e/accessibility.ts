import { createRequire } from "node:module";
import axe from "axe-core";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { sitePaths } from "../app/data/site-pages";
import { navigation } from "../app/data/navigation";
import { leadPages } from "../core/rules/leads";
import { connectBrowser, pointAt, templatePaths, viewports, visit } from "./browser";

/** WCAG 2.0, 2.1 and 2.2 at levels A and AA, and axe's best practices. */
export const axeTags = [
  "wcag2a",
  "wcag2aa",
  "wcag21a",
  "wcag21aa",
  "wcag22a",
  "wcag22aa",
  "best-practice",
];

/**
 * The interactive states a page can be put in, checked after the page's resting state.
 * Each opens one part of the interface and names the region to check. Pages that gain an FAQ,
 * a form or a dialog add their states here.
 */
export interface InteractiveState {
  name: string;
  viewport: keyof typeof viewports;
  /** Whether the page has this part; every page has it when absent */
  applies?(page: Page): Promise<boolean>;
  /** Opens the state; resolves once it is showing */
  open(page: Page): Promise<void>;
  /** CSS selector of the region to check in that state */
  region: string;
  /**
   * A part of the layout every page shares (the header's menus, the phone's menu sheet and call
   * bar): one component with the same markup on every page, so it is opened on the first page
   * checked at its width where it applies, not again on each template.
   */
  layout?: true;
  /** Puts the page back, for a state that covers the rest of the page (a dialog) */
  close?(page: Page): Promise<void>;
}

const menuStates: InteractiveState[] = navigation.menus.map((menu) => ({
  name: `${menu.label} menu open`,
  viewport: "desktop",
  region: "header",
  layout: true,
  async open(page) {
    const trigger = page
      .getByRole("navigation", { name: "Main" })
      .getByRole("button", { name: menu.label });
    await trigger.hover();
    await page.waitForFunction(
      (label) =>
        [...document.querySelectorAll("header button")].some(
          (b) => b.textContent?.trim() === label && b.getAttribute("aria-expanded") === "true",
        ),
      menu.label,
    );
  },
}));

/**
 * The parts a visitor opens inside the page (an FAQ answer, a form's messages, the tools'
 * answers) are checked at 390 px, where most visitors are and targets are smallest: at 1280 px
 * they are the same markup and colours in a wider column. The wide screen keeps what only it
 * has, the header's menus, and each template at rest.
 */
const inPageStateViewports = ["mobile"] as const;

/** The FAQ's questions: every folded answer in the page's main part but a form's "Add details". */
const faqSummaries = "main details:not(form details) > summary";

/** The second question of an FAQ opened (which closes the first), on pages that have one. */
const faqStates: InteractiveState[] = inPageStateViewports.map((viewport) => ({
  name: "second FAQ answer open",
  viewport,
  region: "main",
  async applies(page) {
    return (await page.locator(faqSummaries).count()) > 1;
  },
  async open(page) {
    await page.locator(faqSummaries).nth(1).click();
    await page.waitForFunction(
      () => document.querySelectorAll("main details[open]:not(form details)").length === 1,
    );
  },
}));

/** A lead form sent empty, so every required field shows its message, on pages with one. */
const formStates: InteractiveState[] = inPageStateViewports.map((viewport) => ({
  name: "form sent empty, its errors showing",
  viewport,
  region: "main",
  async applies(page) {
    return (await page.locator("main form button[type=submit]").count()) > 0;
  },
  async open(page) {
    // Pointed at first, as a visitor with a mouse reaches for it: the form's island hydrates
    // then, and a click before it has (on a busy machine) meets the browser's own checks.
    const send = page.locator("main form button[type=submit]").first();
    await pointAt(send);
    await send.click();
    await page.locator('main form [aria-invalid="true"]').first().waitFor();
  },
}));

/** The phone-only call bar, shown after scrolling, on pages that have one. */
const stickyBarStates: InteractiveState[] = [
  {
    name: "sticky call bar showing",
    viewport: "mobile",
    region: "[data-sticky-bar]",
    layout: true,
    async applies(page) {
      return (await page.locator("[data-sticky-bar]").count()) > 0;
    },
    async open(page) {
      await page.evaluate(() => window.scrollTo({ top: 2000, behavior: "instant" }));
      await page.locator('[data-sticky-bar][data-shown="true"]').waitFor();
    },
  },
];

/** The phone's Menu sheet open, over the page. */
const mobileMenuStates: InteractiveState[] = [
  {
    name: "phone menu open",
    viewport: "mobile",
    region: "dialog[open]",
    layout: true,
    async open(page) {
      const header = page.getByRole("banner");
      const menu = header.getByRole("link", { name: "Menu" });
      await menu.or(header.getByRole("button", { name: "Menu" })).click();
      const sheet = page.getByRole("dialog", { name: "Menu" });
      await sheet.waitFor();
      // Checked once the sheet has slid in, as the visitor sees it.
      await sheet.evaluate((el) =>
        Promise.all(el.getAnimations({ subtree: true }).map((a) => a.finished)),
      );
    },
    async close(page) {
      await page.keyboard.press("Escape");
      await page.getByRole("dialog", { name: "Menu" }).waitFor({ state: "hidden" });
    },
  },
];

/** The visitor tools: the coverage check answering and refusing, the estimate's answer and form. */
const coverage = (page: Page) => page.locator("[data-coverage-check]").first();
const hasCoverageStates = async (page: Page) =>
  (await page.locator("[data-coverage-check]").count()) > 0;
async function checkCoverage(page: Page, code: string) {
  const field = coverage(page).getByRole("textbox", { name: "Postal code" });
  await field.fill(code);
  await coverage(page).getByRole("button", { name: "Check" }).click();
}
const toolStates: InteractiveState[] = inPageStateViewports.flatMap(
  (viewport): InteractiveState[] => [
    {
      name: "coverage check refusing a code",
      viewport,
      region: "[data-coverage-check]",
      applies: hasCoverageStates,
      async open(page) {
        await checkCoverage(page, "12345");
        await coverage(page).locator('[aria-invalid="true"]').waitFor();
      },
    },
    {
      name: "coverage check answered",
      viewport,
      region: "[data-coverage-check]",
      applies: hasCoverageStates,
      async open(page) {
        await checkCoverage(page, "M5V 2T6");
        await coverage(page).getByRole("link", { name: /^Call/ }).waitFor();
      },
    },
    {
      name: "instant estimate answered",
      viewport,
      region: "#estimate",
      async applies(page) {
        return (await page.locator("#estimate").count()) > 0;
      },
      async open(page) {
        await visit(page, `${new URL(page.url()).pathname}${estimateStates.result}`);
        await page.locator("#estimate h2", { hasText: "Replacement needed" }).waitFor();
      },
    },
    {
      name: "instant estimate sent to the quote form",
      viewport,
      region: "#estimate",
      async applies(page) {
        return (await page.locator("#estimate").count()) > 0;
      },
      async open(page) {
        await page.getByRole("link", { name: "Send this to us" }).click();
        await page.locator("#estimate form").waitFor();
      },
    },
  ],
);

/** A result with every rule shown, some failed. */
const estimateStates = {
  result: "?glass=windshield&damage=chip&size=large&where=edge&count=several&age=new",
};

export const interactiveStates: InteractiveState[] = [
  ...menuStates,
  ...mobileMenuStates,
  ...faqStates,
  ...formStates,
  ...stickyBarStates,
  ...toolStates,
];

export interface Violation {
  state: string;
  rule: string;
  impact: string | null | undefined;
  targets: string[];
  help: string;
}

/**
 * axe, for a page to run before its own scripts (`keptPage`'s `initScript`): the browser then
 * holds it with every page it opens, where sending it to each page costs about a second.
 */
export const axeScript = createRequire(import.meta.url).resolve("axe-core/axe.min.js");

/**
 * Runs axe on the page (or a region of it) and returns its violations, readable in a diff.
 *
 * axe runs in the page, on the whole document with the frames in it: put there before the page's
 * own scripts (axeScript), or sent to it now. (@axe-core/playwright's builder injects it into
 * every frame for every check and finishes each in a new blank page of its own: about 3 s a check
 * where this takes under one, for the same rules and results.) Violations only: axe then keeps
 * one node of each rule that passed rather than every one, which is most of its time on a long
 * page, and finds the same violations.
 */
export async function axeViolations(page: Page, state: string, region?: string) {
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(axe.source);
  const results = await page.evaluate(
    ({ tags, region }) =>
      (window as unknown as { axe: typeof axe }).axe.run(
        region ? { include: [region] } : document,
        {
          runOnly: { type: "tag", values: tags },
          resultTypes: ["violations"],
        },
      ),
    { tags: axeTags, region },
  );
  return results.violations.map((v): Violation => ({
    state,
    rule: v.id,
    impact: v.impact,
    targets: v.nodes.slice(0, 5).map((n) => n.target.join(" ")),
    help: v.help,
  }));
}

/**
 * A page's checks run axe once at rest and once per state opened: up to a few seconds each on
 * the longest pages of a busy two-core machine.
 */
export const pageCheckTimeout = 120_000;

export function expectNoViolations(violations: Violation[]) {
  expect(violations).toEqual([]);
}

/**
 * The pages the gate opens at one width. On phones (where most visitors are), every page at
 * rest, and the interactive states on one page of each template. The eleven location pages and
 * nine service pages are each one template filled with its own copy, and what axe checks there
 * (contrast, landmarks, names, heading order) comes from the template; so on wide screens the
 * gate opens one page of each template, at rest and with its states. The pages a form sent
 * without JavaScript ends on and the not-found page are checked at both widths.
 */
export function gatePages(
  viewport: keyof typeof viewports,
): { path: string; withStates: boolean }[] {
  const firstOfTemplate = new Set(templatePaths());
  const pages = (viewport === "mobile" ? sitePaths() : templatePaths()).map((path) => ({
    path,
    withStates: firstOfTemplate.has(path),
  }));
  const others = [...Object.values(leadPages), "/a-page-that-does-not-exist"];
  return [...pages, ...others.map((path) => ({ path, withStates: true }))];
}

/**
 * The accessibility gate at one width (gatePages). One test file per width lets the two run side
 * by side.
 */
export function describeAccessibility(viewport: keyof typeof viewports) {
  const browser = connectBrowser();
  const states = interactiveStates.filter((s) => s.viewport === viewport);
  const { width } = viewports[viewport];
  /** The layout's parts already opened at this width (the file's tests run in order). */
  const layoutChecked = new Set<string>();

  describe(`accessibility at ${width} px (axe, WCAG 2.2 AA and best practices)`, () => {
    it.each(gatePages(viewport))(
      "$path has no violations (its template's parts opened: $withStates)",
      async ({ path, withStates }) => {
        const page = await browser.keptPage(viewport, { initScript: axeScript });
        await visit(page, path);
        const violations: Violation[] = await axeViolations(page, "at rest");
        for (const state of withStates ? states : []) {
          if (state.layout && layoutChecked.has(state.name)) continue;
          if (state.applies && !(await state.applies(page))) continue;
          if (state.layout) layoutChecked.add(state.name);
          await state.open(page);
          violations.push(...(await axeViolations(page, state.name, state.region)));
          await state.close?.(page);
        }
        expectNoViolations(violations);
      },
      pageCheckTimeout,
    );
  });
}
