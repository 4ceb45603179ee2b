import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { sitePaths } from "../app/data/site-pages";
import { leadPages } from "../app/lib/leads";
import { allPagesTimeout, connectBrowser, showAll, visit } from "./browser";

const browser = connectBrowser();

/** The widths every page must lay out cleanly at: common phones, a tablet, laptops, desktops. */
const phoneWidths = [320, 360, 375, 390, 414];
const wideWidths = [768, 1024, 1280, 1440];
const paths = [...sitePaths(), leadPages.received, leadPages.notSent];

interface LayoutProblem {
  kind: "scrolls sideways" | "outside the viewport" | "clipped" | "orphaned word";
  what: string;
}

/**
 * Everything wrong with the page's layout at the window's current width: a page wider than
 * the window, a visible element with text or an action that sticks out of it, text cut off
 * inside its own box (a button too narrow for its label), or a heading, a big figure or a
 * short list item whose last line is one short word ("40 / km", "· E-transfer").
 */
function layoutProblems(page: Page): Promise<LayoutProblem[]> {
  return page.evaluate(() => {
    const problems: LayoutProblem[] = [];
    const width = document.documentElement.clientWidth;
    const describe = (el: Element) =>
      `<${el.tagName.toLowerCase()}> "${(el.textContent ?? "").trim().replace(/\s+/g, " ").slice(0, 60)}"`;

    if (document.documentElement.scrollWidth > width) {
      problems.push({
        kind: "scrolls sideways",
        what: `page is ${document.documentElement.scrollWidth} px wide`,
      });
    }

    const shown = (el: Element) => {
      const style = getComputedStyle(el);
      const rect = el.getBoundingClientRect();
      // Hidden, or visually hidden for screen readers only (sr-only: 1 px and clipped)
      return (
        style.visibility !== "hidden" &&
        style.display !== "none" &&
        style.clipPath === "none" &&
        rect.width > 1 &&
        rect.height > 1 &&
        el.closest("[inert], [aria-hidden='true']") === null
      );
    };

    const selector =
      "a, button, input, select, textarea, label, h1, h2, h3, h4, p, li, dt, dd, th, td";
    for (const el of document.querySelectorAll(selector)) {
      if (!shown(el)) continue;
      const rect = el.getBoundingClientRect();
      if (rect.left < -0.5 || rect.right > width + 0.5) {
        problems.push({ kind: "outside the viewport", what: describe(el) });
        continue;
      }
      const style = getComputedStyle(el);
      const clips = style.overflowX !== "visible" || style.textOverflow === "ellipsis";
      if (clips && el.scrollWidth > el.clientWidth + 1 && !(el instanceof HTMLTextAreaElement)) {
        problems.push({ kind: "clipped", what: describe(el) });
      }
    }

    // The words of every block of text (a text node belongs to its nearest ancestor that is
    // not laid out inline), with the top of each word's box.
    const blocks = new Map<Element, { top: number; width: number }[]>();
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const range = document.createRange();
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      let block = node.parentElement;
      while (block && getComputedStyle(block).display.startsWith("inline")) {
        block = block.parentElement;
      }
      if (!block || !shown(block) || block.closest("[data-sticky-bar], svg, script, style")) {
        continue;
      }
      // Text for screen readers only takes no room on screen
      if (node.parentElement?.closest(".sr-only")) continue;
      const text = node.textContent ?? "";
      for (const match of text.matchAll(/\S+/g)) {
        // Punctuation alone ("·", "-") is not a word: it belongs with the word after it.
        if (!/[\p{L}\p{N}]/u.test(match[0])) continue;
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        const rects = range.getClientRects();
        if (rects.length === 0 || rects[0]!.width === 0) continue;
        const words = blocks.get(block) ?? [];
        const box = rects[rects.length - 1]!;
        words.push({ top: box.top, width: box.width });
        blocks.set(block, words);
      }
    }

    for (const [block, words] of blocks) {
      const fontSize = parseFloat(getComputedStyle(block).fontSize);
      // A heading, a big figure (a stat's value), or one short entry of a list
      const watched =
        block.closest("h1, h2, h3") !== null ||
        fontSize >= 28 ||
        (block.closest("li") !== null && words.length <= 6);
      if (!watched) continue;
      let lines = 0;
      let last: { width: number }[] = [];
      let previous = Number.NEGATIVE_INFINITY;
      for (const word of words) {
        if (word.top - previous > fontSize * 0.6) {
          lines += 1;
          last = [];
        }
        last.push(word);
        previous = word.top;
      }
      // A runt: a last line of one word, and a short one beside the width of the text above it
      const style = getComputedStyle(block);
      const measure =
        block.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      if (lines > 1 && last.length === 1 && last[0]!.width < measure * 0.4) {
        problems.push({ kind: "orphaned word", what: describe(block) });
      }
    }
    return problems;
  });
}

/**
 * The header's visible actions: every link and button in it lies wholly inside the window, and
 * the actions a visitor looks for are there: Contact and Call on every width, the Menu button
 * below 1024 px and the main navigation from 1024 px.
 */
async function headerProblems(page: Page, width: number): Promise<string[]> {
  const header = page.getByRole("banner");
  const problems: string[] = [];
  const expected = [
    header.getByRole("link", { name: "Contact", exact: false }),
    header.getByRole("link", { name: /^Call / }),
    width < 1024
      ? header.getByRole("link", { name: "Menu" }).or(header.getByRole("button", { name: "Menu" }))
      : header.getByRole("navigation", { name: "Main" }),
  ];
  for (const action of expected) {
    if (!(await action.isVisible())) problems.push(`${String(action)} is not visible`);
  }
  const outside = await header.locator("a, button").evaluateAll((elements) =>
    elements
      .filter((el) => {
        const rect = el.getBoundingClientRect();
        if (rect.width <= 1 || getComputedStyle(el).visibility === "hidden") return false;
        return (
          rect.left < -0.5 ||
          rect.right > document.documentElement.clientWidth + 0.5 ||
          el.scrollWidth > el.clientWidth + 1
        );
      })
      .map((el) => el.getAttribute("aria-label") ?? el.textContent?.trim() ?? el.tagName),
  );
  problems.push(...outside.map((name) => `header action "${name}" is cut off or off screen`));
  return problems;
}

describe("every page at every width from 320 px", () => {
  it(
    "logs no error or warning, never scrolls sideways, clips a word or an action, or leaves a word alone on a line",
    async () => {
      const found: string[] = [];
      for (const [viewport, widths] of [
        ["mobile", phoneWidths],
        ["desktop", wideWidths],
      ] as const) {
        const page = await browser.newPage(viewport);
        // Hydration mismatches, missing files and script errors show up in the console, as
        // each page loads at a phone's width and as it widens.
        page.on("console", (m) => {
          if (m.type() === "error" || m.type() === "warning")
            found.push(`${page.url()}: console ${m.type()}: ${m.text()}`);
        });
        page.on("pageerror", (e) => found.push(`${page.url()}: page error: ${e.message}`));
        for (const path of paths) {
          await page.setViewportSize({ width: widths[0]!, height: 800 });
          await visit(page, path);
          await showAll(page);
          for (const width of widths) {
            await page.setViewportSize({ width, height: 800 });
            for (const problem of await layoutProblems(page)) {
              found.push(`${path} at ${width} px: ${problem.kind}: ${problem.what}`);
            }
            for (const problem of await headerProblems(page, width)) {
              found.push(`${path} at ${width} px: ${problem}`);
            }
          }
        }
        await page.context().close();
      }
      expect(found).toEqual([]);
    },
    allPagesTimeout(paths.length * 2),
  );
});
