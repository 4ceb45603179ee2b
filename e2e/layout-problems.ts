// What is wrong with a page's layout at the window's current width, asked in the page: the same
// check for every browser driver. It is sent to the page as its source, so it may use nothing but
// its arguments and the page.

/**
 * Everything wrong with the page's layout at the window's current width: a page wider than the
 * window, a visible element with text or an action that sticks out of it, text cut off inside its
 * own box (a button too narrow for its label, a date field too narrow for its date), with `runts`
 * a heading, a big figure or a short list item whose last line is one short word ("40 / km",
 * "· E-transfer"), and a header without the actions a
 * visitor looks for (Contact and Call on every width, Menu below 1024 px and the main navigation
 * from 1024 px) or with one cut off. Band contents are laid out first (`.band` and
 * `.drawing-frame` wait for the visitor to scroll near them), as a visitor scrolling through the
 * page sees them.
 */
export function layoutProblems(runts: boolean): string[] {
  for (const band of document.querySelectorAll<HTMLElement>(".band, .drawing-frame")) {
    band.style.contentVisibility = "visible";
  }
  const problems: string[] = [];
  const width = document.documentElement.clientWidth;
  const describe = (el: Element) => {
    const named = ["name", "type"]
      .filter((attribute) => el.hasAttribute(attribute))
      .map((attribute) => ` ${attribute}="${el.getAttribute(attribute)}"`)
      .join("");
    return `<${el.tagName.toLowerCase()}${named}> "${(el.textContent ?? "").trim().replace(/\s+/g, " ").slice(0, 60)}"`;
  };

  if (document.documentElement.scrollWidth > width) {
    problems.push(`scrolls sideways: page is ${document.documentElement.scrollWidth} px wide`);
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
      el.closest("[inert], [aria-hidden='true']") === null &&
      // A closed answer's text is not shown (Firefox still gives it a box where it would be).
      (el.closest("details:not([open])") === null || el.closest("summary") !== null)
    );
  };

  checkElements();
  function checkElements() {
    const selector =
      "a, button, input, select, textarea, label, h1, h2, h3, h4, p, li, dt, dd, th, td";
    for (const el of document.querySelectorAll(selector)) {
      if (!shown(el)) continue;
      const rect = el.getBoundingClientRect();
      if (rect.left < -0.5 || rect.right > width + 0.5) {
        problems.push(`outside the viewport: ${describe(el)}`);
        continue;
      }
      const style = getComputedStyle(el);
      const clips = style.overflowX !== "visible" || style.textOverflow === "ellipsis";
      if (clips && el.scrollWidth > el.clientWidth + 1 && !(el instanceof HTMLTextAreaElement)) {
        problems.push(`clipped: ${describe(el)}`);
      }
    }

    if (!runts) return;
    // The words of each watched block of text (a text node belongs to its nearest ancestor that
    // is not laid out inline), with the top of each word's box: a heading, a big figure (a
    // stat's value), or one short entry of a list.
    const blockOf = new Map<Element, Element | null>();
    const watchedBlock = new Map<Element, boolean>();
    const blocks = new Map<Element, { top: number; width: number }[]>();
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const range = document.createRange();
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent) continue;
      let block = blockOf.get(parent);
      if (block === undefined) {
        block = parent;
        while (block && getComputedStyle(block).display.startsWith("inline")) {
          block = block.parentElement;
        }
        blockOf.set(parent, block);
      }
      if (!block) continue;
      let watched = watchedBlock.get(block);
      if (watched === undefined) {
        watched =
          shown(block) &&
          block.closest("[data-sticky-bar], svg, script, style") === null &&
          (block.closest("h1, h2, h3, li") !== null ||
            parseFloat(getComputedStyle(block).fontSize) >= 28);
        watchedBlock.set(block, watched);
      }
      // Text for screen readers only takes no room on screen
      if (!watched || parent.closest(".sr-only")) continue;
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
      // A list's entry is watched when it is short
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
      // A runt: a last line of one word, and a short one beside the width of the text above it.
      // Two pixels of slack: a word's width differs by a pixel or two between Chromium's builds
      // (the browser and its headless shell round glyphs differently).
      const style = getComputedStyle(block);
      const measure =
        block.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      if (lines > 1 && last.length === 1 && last[0]!.width < measure * 0.4 - 2) {
        problems.push(`orphaned word: ${describe(block)}`);
      }
    }
  }

  // The header: its actions all inside the window, and the ones a visitor looks for showing.
  const header = document.querySelector("body > header, header");
  const visible = (el: Element | null | undefined) =>
    !!el &&
    el.checkVisibility({ visibilityProperty: true }) &&
    el.getBoundingClientRect().width > 1;
  const named = (pattern: RegExp) =>
    [...(header?.querySelectorAll("a, button") ?? [])].find((el) =>
      pattern.test((el.getAttribute("aria-label") ?? el.textContent ?? "").trim()),
    );
  const expected: [string, Element | null | undefined][] = [
    ["Contact", named(/^Contact/)],
    ["Call", named(/^Call /)],
    width < 1024
      ? ["Menu", named(/^Menu$/)]
      : ["the main navigation", header?.querySelector("nav[aria-label='Main']")],
  ];
  for (const [name, el] of expected) {
    if (!visible(el)) problems.push(`header: ${name} is not showing`);
  }
  for (const el of header?.querySelectorAll("a, button") ?? []) {
    const rect = el.getBoundingClientRect();
    if (rect.width <= 1 || getComputedStyle(el).visibility === "hidden") continue;
    if (rect.left < -0.5 || rect.right > width + 0.5 || el.scrollWidth > el.clientWidth + 1) {
      const name = el.getAttribute("aria-label") ?? el.textContent?.trim() ?? el.tagName;
      problems.push(`header: action "${name}" is cut off or off screen`);
    }
  }
  return problems;
}
