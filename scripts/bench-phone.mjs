// The benchmark's phone measurements, beside Lighthouse's: each page loaded in Chromium with the
// CPU slowed down four times (a mid-range phone), as scripts/bench.mjs serves it, and
//
// - the longest main-thread task while it loads, from a trace (parsing, style, layout, script);
// - the first tap on each island the page has: how long from the finger touching the glass to
//   the island's answer on screen (hydration included: islands hydrate when reached for), and
//   the longest event the browser timed for that tap (what INP counts).
//
// A tap is measured on a fresh load of the page each time, so it is always the first one.
import { chromium } from "playwright-core";
import { chromiumArgs, findChromium } from "./chromium.mjs";

export const cpuSlowdown = 4;

/** A phone: Lighthouse's mobile screen (Moto G Power), touch. */
const phone = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
};

/**
 * The islands a visitor taps first, each found by role and name as a visitor sees it, with what
 * answers the tap on screen. `answered` and `before` (what it compares with, read before the
 * tap) run in the page.
 */
export const islandTaps = [
  {
    island: "quote button",
    target: (page) => page.getByRole("link", { name: /^Get Free Quote/ }).first(),
    // A link: the browser opens the form in a new tab as the click ends, hydrated or not (the
    // island hydrates at the touch, too late to change this first click).
    answered: "click",
  },
  {
    island: "phone menu",
    target: (page) =>
      page
        .getByRole("banner")
        .getByRole("button", { name: "Menu" })
        .or(page.getByRole("banner").getByRole("link", { name: "Menu" })),
    answered: () => Boolean(document.querySelector("dialog[open]")),
  },
  {
    island: "estimate answer",
    target: (page) => page.locator("#estimate").getByRole("link").first(),
    // The next question's heading replaces the first.
    before: () => document.querySelector("#estimate h2")?.textContent,
    answered: (first) => document.querySelector("#estimate h2")?.textContent !== first,
  },
  {
    island: "coverage check",
    target: (page) =>
      page
        .getByRole("region", { name: "Do you come to me?" })
        .getByRole("button", { name: "Use my location" }),
    // The check's own status line says where the visitor is, or that it is finding them.
    answered: () =>
      [...document.querySelectorAll("button")]
        .filter((b) => b.textContent.includes("Use my location"))
        .some((b) => b.closest("section")?.querySelector('[role="status"]')?.textContent.trim()),
  },
];

/**
 * Runs in the page: resolves `window.__firstTap` once the first touch has been answered on
 * screen, with the time from the touch to that frame and the longest event the browser timed.
 */
function watchFirstTap(answered, before) {
  const first = before?.();
  const events = [];
  new PerformanceObserver((list) => events.push(...list.getEntries())).observe({
    type: "event",
    durationThreshold: 16,
  });
  window.__firstTap = new Promise((resolve) => {
    let touched;
    addEventListener("pointerdown", (e) => (touched ??= e.timeStamp), { capture: true });
    const finish = () =>
      resolve({
        answer: performance.now() - touched,
        longestEvent: Math.max(0, ...events.map((e) => e.duration)),
      });
    // The frame that shows the answer: after the next animation frame has painted.
    const done = () => requestAnimationFrame(() => setTimeout(finish));
    if (answered === "click") {
      // Once every listener has had the click (the new tab may hide this one: no frame waited).
      // A link to a page of the site would leave this one before the figure is read: the
      // measurement stops that navigation once the page's own listeners have run.
      addEventListener(
        "click",
        (event) => {
          const link = event.target.closest?.("a[href]");
          if (link && !link.target && new URL(link.href).origin === location.origin) {
            event.preventDefault();
          }
          setTimeout(finish);
        },
        { once: true },
      );
      return;
    }
    const observer = new MutationObserver(() => {
      if (touched !== undefined && answered(first)) {
        observer.disconnect();
        done();
      }
    });
    observer.observe(document, {
      subtree: true,
      childList: true,
      characterData: true,
      attributes: true,
    });
  });
}

/** Every main-thread task of the page's renderer during a trace, in milliseconds. */
function rendererTasks(trace) {
  const events = JSON.parse(trace).traceEvents;
  const threads = new Map();
  for (const e of events) {
    if (e.ph === "M" && e.name === "thread_name") threads.set(`${e.pid}:${e.tid}`, e.args.name);
  }
  return events
    .filter(
      (e) =>
        e.ph === "X" &&
        e.name === "ThreadControllerImpl::RunTask" &&
        threads.get(`${e.pid}:${e.tid}`) === "CrRendererMain",
    )
    .map((e) => e.dur / 1000);
}

/** Measures one page in a browser shared by every call; `close()` ends it. */
export async function phoneBench() {
  const browser = await chromium.launch({ executablePath: findChromium(), args: chromiumArgs });

  async function withPage(url, run) {
    const context = await browser.newContext(phone);
    // The quote form is another site's: its new tab is closed, and nothing leaves the machine.
    await context.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) => route.abort());
    await context.grantPermissions(["geolocation"]);
    await context.setGeolocation({ latitude: 43.6532, longitude: -79.3832 });
    const page = await context.newPage();
    page.on("popup", (opened) => void opened.close().catch(() => {}));
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: cpuSlowdown });
    try {
      return await run(page);
    } finally {
      await context.close();
    }
  }

  /** The longest main-thread task from the start of the navigation to a second after load. */
  async function longestTask(url) {
    return withPage(url, async (page) => {
      await page.goto("about:blank");
      await browser.startTracing(page, { categories: ["toplevel", "devtools.timeline"] });
      await page.goto(url, { waitUntil: "load" });
      await page.waitForTimeout(1000);
      const tasks = rendererTasks((await browser.stopTracing()).toString());
      return Math.round(Math.max(0, ...tasks));
    });
  }

  /** The islands of `islandTaps` this page shows. */
  async function islandsOn(url) {
    return withPage(url, async (page) => {
      await page.goto(url, { waitUntil: "load" });
      const found = [];
      for (const tap of islandTaps) {
        if ((await tap.target(page).count()) > 0 && (await tap.target(page).first().isVisible())) {
          found.push(tap.island);
        }
      }
      return found;
    });
  }

  /** The first tap on one island: touch to answer painted, and the longest timed event. */
  async function firstTap(url, island) {
    const tap = islandTaps.find((t) => t.island === island);
    return withPage(url, async (page) => {
      await page.goto(url, { waitUntil: "load" });
      const target = tap.target(page).first();
      // As a visitor scrolls to an island below the fold. On a phone the first scroll hydrates
      // the call bar (`client:scroll`), which loads React: a tap lower on the page finds it
      // loaded, as the visitor's would; the Menu button, at the top, does not.
      await target.scrollIntoViewIfNeeded();
      // Let the load's own work settle, as a visitor reads before tapping.
      await page.waitForTimeout(500);
      // One expression, evaluated by the driver (the page's policy allows no eval of its own).
      const answered =
        typeof tap.answered === "string" ? JSON.stringify(tap.answered) : tap.answered;
      await page.evaluate(`(${watchFirstTap})(${answered}, ${tap.before ?? "undefined"})`);
      await target.tap();
      const result = await Promise.race([
        page.evaluate(() => window.__firstTap),
        page.waitForTimeout(10_000).then(() => null),
      ]);
      // No answer within 10 s: nothing measured, which the gate counts as a failure.
      if (!result) return { answer: undefined, event: undefined };
      return { answer: Math.round(result.answer), event: Math.round(result.longestEvent) };
    });
  }

  return { longestTask, islandsOn, firstTap, close: () => browser.close() };
}
