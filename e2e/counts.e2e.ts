// The owner's numbers, counted without tracking anyone (worker/events.ts, core/rules/counted-events.ts):
// in Chromium against a product of its own (so that its counts are this file's alone), each tap
// and answer is counted once, with JavaScript on and, where the link works without it, off;
// nothing is sent when the browser asks not to be tracked; nothing is written in the browser;
// and by HTTP, a flood of events from one client leaves the counts capped and the rows bounded.
import { rm } from "node:fs/promises";
import { request } from "node:http";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eventsPath, siteConfig } from "../core/config/site";
import { quoteTarget, staticPages } from "../core/data/pages";
import { inboxText, numbersPath } from "../worker/inbox/words";
import { quoteFormText } from "../core/data/quote-form";
import { locationPages, servicePages } from "../app/data/site-pages";
import { countedEvents, unknownPage, type CountedEvent } from "../core/rules/counted-events";
import { leadPages } from "../core/rules/leads";
import { builtPageNames } from "../app/integration/site";
import { startLeadService } from "../scripts/lead-service.mjs";
import { freePort } from "../scripts/system.mjs";
import { axeViolations, expectNoViolations } from "./accessibility";
import { connectBrowser, pointAt, visit } from "./browser";
import { quote, quoteForm } from "./lead-forms";
import { migratedStateDir, parseCsv } from "./lead-service";
import { poll } from "./poll";

const browser = connectBrowser();
const { phone } = siteConfig;
const estimatePath = staticPages.estimate.path;
/** A page for each test, so that each test's counts are its own. */
const cityPaths = locationPages().map((p) => p.path);
const cityPath = (n: number) => cityPaths[n % cityPaths.length]!;
const tapsPage = cityPath(0);
const privatePage = cityPath(1);
const leadPage = cityPath(2);
const formPage = cityPath(3);
const coveragePage = cityPath(4);
const offPage = cityPath(5);
const servicePage = servicePages()[0]!.path;
/** Taps a minute from one address (wrangler.jsonc, EVENT_SENDS). */
const perMinute = 120;
const minute = 60_000;
/**
 * The rate limiter's minute is a window on the clock (minute boundaries, locally and at
 * Cloudflare's edge): a flood sent across the turn of a minute has two minutes' allowance. The
 * minutes a flood spanned, from when it began to when it ended.
 */
const minutesSpanned = (began: number, ended: number) =>
  Math.floor(ended / minute) - Math.floor(began / minute) + 1;

let service: { url: string; stop(): Promise<void> };
let stateDir: string;

beforeAll(async () => {
  stateDir = await migratedStateDir("counts-");
  service = await startLeadService({
    port: await freePort(),
    stateDir,
  });
}, 120_000);
afterAll(async () => {
  await service?.stop();
  await rm(stateDir, { recursive: true, force: true });
});

type Counts = Partial<Record<CountedEvent, number>>;

/** Every count the owner can download, as rows: day, page, event, count. */
async function countRows() {
  const answer = await fetch(`${service.url}/inbox/numbers.csv?days=7`);
  expect(answer.status).toBe(200);
  return parseCsv(await answer.text());
}

/** The page's counts this week, by event, as the owner's download has them. */
async function countsOf(page: string): Promise<Counts> {
  const counts: Counts = {};
  for (const row of await countRows()) {
    if (row.Page !== page) continue;
    const event = row.Event as CountedEvent;
    counts[event] = (counts[event] ?? 0) + Number(row.Count);
  }
  return counts;
}

const same = (a: Counts, b: Counts) =>
  countedEvents.every((event) => (a[event] ?? 0) === (b[event] ?? 0));

/** The page's counts once they are `expected` (beacons arrive a moment after the tap). */
const countsOnceThey = (page: string, expected: Counts) =>
  poll(
    () => countsOf(page),
    (counts) => same(counts, expected),
    10_000,
  );

/** Every beacon the page sends to the events endpoint, as `event page`. */
function beacons(page: Page) {
  const sent: string[] = [];
  page.on("request", (request) => {
    if (request.url().endsWith(eventsPath)) {
      const body = new URLSearchParams(request.postData() ?? "");
      sent.push(`${body.get("event")} ${body.get("page")}`);
    }
  });
  return sent;
}

/** A page of this file's product; `javaScript: false` for a visitor with it off. */
const newPage = (viewport: "mobile" | "desktop", javaScript = true) =>
  browser.newPage(viewport, { baseURL: service.url, javaScriptEnabled: javaScript });

/**
 * A tap on a call or text link. The phone's dialler and messages are not in a test browser: the
 * tap reaches the page as a visitor's does, and the link is then kept from leaving it (by a
 * listener that runs after the page's own).
 */
async function tapPhoneLink(page: Page, name: RegExp) {
  await page.evaluate(() =>
    window.addEventListener("click", (click) => {
      const link = (click.target as Element).closest("a[href]");
      if (/^(tel|sms):/.test(link?.getAttribute("href") ?? "")) click.preventDefault();
    }),
  );
  await page.getByRole("main").getByRole("link", { name }).first().tap();
}

/**
 * Everything a site can keep in a browser, read in the page: cookies (the page's own and those
 * only the browser sees), both storages, databases and caches.
 */
async function keptInBrowser(page: Page) {
  const inPage = await page.evaluate(async () => ({
    cookie: document.cookie,
    local: localStorage.length,
    session: sessionStorage.length,
    databases: (await indexedDB.databases()).length,
    caches: (await caches.keys()).length,
  }));
  return { ...inPage, cookies: await page.context().cookies() };
}
const nothingKept = { cookie: "", local: 0, session: 0, databases: 0, caches: 0, cookies: [] };

describe("counted taps and answers, in Chromium", () => {
  it("counts each tap on call, text and Get Free Quote once, with the page, and keeps nothing in the browser", async () => {
    const page = await newPage("mobile");
    const sent = beacons(page);
    await visit(page, tapsPage);
    // Nothing is sent by opening a page.
    expect(sent).toEqual([]);
    await tapPhoneLink(page, /^Call/);
    await tapPhoneLink(page, /^Text \(/);
    await tapPhoneLink(page, /^Call/);
    await page.getByRole("main").getByRole("link", { name: "Get Free Quote" }).first().tap();
    await page.waitForURL("**#hero-form");

    expect(await countsOnceThey(tapsPage, { call: 2, text: 1, quote: 1 })).toEqual({
      call: 2,
      text: 1,
      quote: 1,
    });
    expect(sent.sort()).toEqual(
      [`call ${tapsPage}`, `call ${tapsPage}`, `quote ${tapsPage}`, `text ${tapsPage}`].sort(),
    );
    expect(await keptInBrowser(page)).toEqual(nothingKept);
  });

  it("counts Get Free Quote opening the quote form once, not the second tap while it opens", async () => {
    const page = await newPage("desktop");
    const sent = beacons(page);
    await visit(page, servicePage);
    const quoteLink = page
      .getByRole("main")
      .getByRole("link", { name: /^Get Free Quote/ })
      .first();
    await pointAt(quoteLink);
    // An anxious double click: the second, while "Opening Form..." shows, does nothing.
    await Promise.all([page.waitForURL(`**${quoteTarget}`), quoteLink.dblclick()]);
    expect(await countsOnceThey(servicePage, { quote: 1 })).toEqual({ quote: 1 });
    expect(sent).toEqual([`quote ${servicePage}`]);
  });

  it("counts the estimate's answer and the coverage check's answer once each", async () => {
    const page = await newPage("desktop");
    const sent = beacons(page);
    await visit(page, estimatePath);
    const tool = page.locator("#estimate");
    for (const choice of ["Windshield", "A chip", "Smaller than a quarter", "Somewhere else"]) {
      await tool.getByRole("link", { name: new RegExp(`^${choice}`) }).click();
    }
    for (const choice of ["Just one", "Less than 6 months"]) {
      await tool.getByRole("link", { name: new RegExp(`^${choice}`) }).click();
    }
    await tool.getByRole("heading", { name: "Repair likely" }).waitFor();
    // Opened again on the answer (a bookmark, a reload): the visitor answered nothing.
    await page.reload();
    await tool.getByRole("heading", { name: "Repair likely" }).waitFor();

    await visit(page, coveragePage);
    const check = page.getByRole("region", { name: "Do you come to me?" });
    const field = check.getByRole("textbox", { name: "Postal code" });
    await pointAt(field);
    await field.fill("12345");
    await check.getByRole("button", { name: "Check" }).click();
    await field.fill("M5V 2T6");
    await check.getByRole("button", { name: "Check" }).click();
    await check.getByRole("link", { name: /^Call/ }).waitFor();

    expect(await countsOnceThey(estimatePath, { estimate: 1 })).toEqual({ estimate: 1 });
    // A postal code refused is not an answer.
    expect(await countsOnceThey(coveragePage, { coverage: 1 })).toEqual({ coverage: 1 });
    expect(sent).toEqual([`estimate ${estimatePath}`, `coverage ${coveragePage}`]);
    expect(await keptInBrowser(page)).toEqual(nothingKept);
  });

  it("counts a lead the lead service stores once, sent with JavaScript and without", async () => {
    const page = await newPage("desktop");
    await visit(page, leadPage);
    const f = quoteForm(page);
    await pointAt(f.root);
    await f.name.fill(quote.name);
    await f.phone.fill(quote.phone);
    await f.service.selectOption({ label: "Windshield Repair" });
    await f.submit.click();
    await page.getByRole("status").filter({ hasText: quoteFormText.toastTitle }).waitFor();

    const off = await newPage("mobile", false);
    await off.goto(formPage);
    const g = quoteForm(off);
    await g.name.fill(quote.name);
    await g.phone.fill(quote.phone);
    await g.service.selectOption({ label: "Windshield Repair" });
    await Promise.all([off.waitForURL(`**${leadPages.received}`), g.submit.click()]);
    // Sent again from the browser's Back: the same lead, not counted again.
    await off.goBack();
    await Promise.all([off.waitForURL(`**${leadPages.received}`), g.submit.click()]);

    expect(await countsOnceThey(leadPage, { lead: 1 })).toEqual({ lead: 1 });
    expect(await countsOnceThey(formPage, { lead: 1 })).toEqual({ lead: 1 });
  });

  it("with JavaScript off, the call and text links still work and nothing is sent", async () => {
    const page = await newPage("mobile", false);
    const sent = beacons(page);
    await page.goto(offPage);
    const main = page.getByRole("main");
    expect(await main.getByRole("link", { name: /^Call/ }).first().getAttribute("href")).toBe(
      phone.tel,
    );
    expect(await main.getByRole("link", { name: /^Text/ }).first().getAttribute("href")).toBe(
      phone.sms,
    );
    expect(sent).toEqual([]);
    expect(await page.context().cookies()).toEqual([]);
  });

  for (const [what, setting] of [
    ["Global Privacy Control", "globalPrivacyControl"],
    ["Do Not Track", "doNotTrack"],
  ] as const) {
    it(`sends nothing when the browser says ${what}`, async () => {
      const page = await newPage("mobile");
      await page.addInitScript((name) => {
        Object.defineProperty(Navigator.prototype, name, {
          get: () => (name === "doNotTrack" ? "1" : true),
        });
      }, setting);
      const sent = beacons(page);
      await visit(page, privatePage);
      await tapPhoneLink(page, /^Call/);
      await tapPhoneLink(page, /^Text/);
      const check = page.getByRole("region", { name: "Do you come to me?" });
      const field = check.getByRole("textbox", { name: "Postal code" });
      await pointAt(field);
      await field.fill("M5V 2T6");
      await check.getByRole("button", { name: "Check" }).click();
      await check.getByRole("link", { name: /^Call/ }).waitFor();
      // The taps reached the page's counter (it runs on every tap) and it sent nothing.
      await page.waitForTimeout(500);
      expect(sent).toEqual([]);
      expect(await countsOf(privatePage)).toEqual({});
    });
  }
});

describe("the owner's numbers in the inbox", () => {
  it("shows the taps and leads by page and by day, the chart described in words", async () => {
    const page = await newPage("mobile");
    await visit(page, `${numbersPath}?days=7`);
    const text = inboxText.numbers;
    expect(await page.getByRole("heading", { level: 1 }).innerText()).toBe(text.heading);
    const ranges = page.getByRole("navigation", { name: text.rangesName });
    expect(
      await ranges.getByRole("link", { name: text.range(7) }).getAttribute("aria-current"),
    ).toBe("page");

    // The page of the first test: two calls, a text and a quote tap. On a phone, each page and
    // each day is a card of its figures, and nothing scrolls sideways.
    const name = builtPageNames().find((p) => p.path === tapsPage)!.name;
    const card = page
      .getByRole("list", { name: /^Counts by page/ })
      .getByRole("listitem")
      .filter({ hasText: name });
    const figures = await card.evaluate((li) =>
      Object.fromEntries(
        [...li.querySelectorAll("dl > div")].map((pair) => [
          pair.querySelector("dt")?.textContent,
          pair.querySelector("dd")?.textContent,
        ]),
      ),
    );
    expect([text.events.call, text.events.text, text.events.quote].map((e) => figures[e])).toEqual([
      "2",
      "1",
      "1",
    ]);
    expect(
      await page.evaluate(() => ({
        page: document.documentElement.scrollWidth - window.innerWidth,
        sideways: [...document.querySelectorAll("main *")]
          .filter((e) => /auto|scroll/.test(getComputedStyle(e).overflowX))
          .filter((e) => e.scrollWidth > e.clientWidth + 1)
          .map((e) => e.getAttribute("aria-label") ?? e.localName),
      })),
    ).toEqual({ page: 0, sideways: [] });
    // Today's counts on a card of their own; the quiet days before it as few lines.
    const days = page.getByRole("list", { name: /^Counts by day/ }).getByRole("listitem");
    expect(await days.last().innerText()).toContain(text.events.call);
    expect(await days.count()).toBeLessThan(7);
    expectNoViolations(await axeViolations(page, "the owner's numbers on a phone"));

    // On a wider screen, the tables.
    await page.setViewportSize({ width: 1280, height: 800 });
    const byPage = page.getByRole("table", { name: /^Counts by page/ });
    const row = byPage.getByRole("row").filter({ hasText: name });
    const header = await byPage.getByRole("columnheader").allInnerTexts();
    const cells = await row.getByRole("cell").allInnerTexts();
    const cell = (event: CountedEvent) => cells[header.indexOf(text.events[event]) - 1];
    expect([cell("call"), cell("text"), cell("quote")]).toEqual(["2", "1", "1"]);

    // The chart is an image named by its title, described in words, with the table beside it.
    const chart = page.getByRole("img", { name: text.chart.title });
    expect(await chart.getAttribute("aria-labelledby")).toBeTruthy();
    const byDay = page.getByRole("table", { name: /^Counts by day/ });
    expect(await byDay.getByRole("row").count()).toBe(7 + 2);
    expectNoViolations(await axeViolations(page, "the owner's numbers on a wide screen"));
  });
});

describe("the events endpoint, by HTTP", () => {
  /**
   * A beacon's POST, each on a connection of its own, as a flood from separate clients comes: a
   * kept-alive connection the runtime closes just as it is reused would lose a send's answer
   * (`other side closed`), and the test could not tell whether it was counted.
   */
  const send = (body: Record<string, string>, headers: Record<string, string> = {}) =>
    new Promise<{ status: number }>((resolve, reject) => {
      const text = new URLSearchParams(body).toString();
      const post = request(
        `${service.url}${eventsPath}`,
        {
          method: "POST",
          agent: false,
          headers: {
            "Content-Type": "application/x-www-form-urlencoded",
            "Content-Length": Buffer.byteLength(text),
            Origin: service.url,
            ...headers,
          },
        },
        (answer) => {
          answer.resume();
          answer.on("end", () => resolve({ status: answer.statusCode ?? 0 }));
        },
      );
      post.on("error", reject);
      post.end(text);
    });

  it("caps a flood from one client by the minute, and keeps one row per page and kind", async () => {
    // From this machine, as fast as it can: 80 more than two minutes allow, so that a flood
    // across the turn of a minute is capped as well as one within a minute, with no wait for
    // a fresh one.
    const began = Date.now();
    const flood = Array.from({ length: 2 * perMinute + 80 }, (_, i) =>
      send({ event: countedEvents[i % 5]!, page: `/no-such-page-${i}` }),
    );
    const statuses = (await Promise.all(flood)).map((r) => r.status);
    const minutes = minutesSpanned(began, Date.now());
    expect(minutes, "the flood ended within two minutes").toBeLessThanOrEqual(2);
    const counted = statuses.filter((s) => s === 204).length;
    expect(counted).toBeLessThanOrEqual(minutes * perMinute);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(
      (2 - minutes) * perMinute + 80,
    );
    // Whatever the pages named, they are counted as the one unknown page.
    const unknown = await countsOf(unknownPage);
    expect(Object.values(unknown).reduce((a, b) => a + b, 0)).toBe(counted);

    const rows = await countRows();
    // One row per day, page and kind, every page one of the site's or the unknown page.
    const keys = rows.map((row) => `${row.Day} ${row.Page} ${row.Event}`);
    expect(new Set(keys).size).toBe(rows.length);
    const known = new Set([
      ...locationPages().map((p) => p.path),
      servicePage,
      estimatePath,
      unknownPage,
    ]);
    expect(rows.filter((row) => !known.has(row.Page ?? ""))).toEqual([]);
    expect(rows.length).toBeLessThan(40);
  });
});
