import { describe, expect, it, vi } from "vitest";
import { inboxText } from "./inbox/words";
import { countedEvents } from "../core/rules/counted-events";
import type { D1Database } from "./env";
import type { CountRow, LeadArrivalRow } from "./numbers";

/** The build's pages and their names, as `npm start` and `npm run deploy` give the Worker. */
const built = vi.hoisted(() => {
  const pages = [
    { path: "/", name: "Mobile Auto Glass Repair in Toronto" },
    { path: "/contact-us", name: "Contact Us for a Free Auto Glass Quote" },
    { path: "/instant-estimate", name: "Repair or Replace? Get an Instant Estimate" },
    { path: "/location/markham-auto-glass", name: "Markham Mobile Auto Glass & Windshields" },
    { path: "/services/windshield-repair", name: "Windshield Chip & Crack Repair in Toronto" },
    { path: "/request-received", name: "Request received" },
  ];
  (globalThis as { __SITE_PAGES__?: unknown }).__SITE_PAGES__ = pages;
  return pages;
});
// Imported after the list is given, as the Worker is: fresh, should another test file in this
// process have imported the module before.
vi.resetModules();
const { countsCsv, numbersView, pageLabel, parseRange, rangeDays, shapeNumbers } =
  await import("./numbers");
const name = (path: string) => built.find((page) => page.path === path)!.name;
const names = inboxText.numbers.pages;
const today = "2026-11-23";
const zero = { call: 0, text: 0, quote: 0, estimate: 0, coverage: 0, lead: 0 };

const shape = (
  counts: CountRow[],
  leads: LeadArrivalRow[] = [],
  range: 7 | 30 | 90 = 7,
  day = today,
) => shapeNumbers({ range, today: day, counts, leads });

describe("the range asked for", () => {
  it("is 7, 30 or 90 days, and 30 for anything else", () => {
    expect(parseRange("7")).toBe(7);
    expect(parseRange("30")).toBe(30);
    expect(parseRange("90")).toBe(90);
    for (const other of [null, undefined, "", "14", "7.0", " 7", "07", "90days", "-7", "365"]) {
      expect(parseRange(other), String(other)).toBe(30);
    }
  });

  it("is every Toronto day up to today, oldest first, across months and years", () => {
    expect(rangeDays(7, "2026-11-02")).toEqual([
      "2026-10-27",
      "2026-10-28",
      "2026-10-29",
      "2026-10-30",
      "2026-10-31",
      "2026-11-01",
      "2026-11-02",
    ]);
    const days = rangeDays(30, "2026-01-03");
    expect(days).toHaveLength(30);
    expect(days[0]).toBe("2025-12-05");
    expect(days.at(-1)).toBe("2026-01-03");
    expect(new Set(rangeDays(90, today)).size).toBe(90);
  });
});

describe("the numbers' shape", () => {
  it("counts each page's quote requests by where their booking stands", () => {
    const at = "2026-11-20T15:00:00.000Z";
    const view = shape(
      [],
      (["held", "confirmed", "on_the_way", "done", "done", "declined", null] as const).map(
        (booking_state) => ({ page: "/instant-estimate", received_at: at, booking_state }),
      ),
    );
    expect(view.byPage[0]).toMatchObject({
      leads: 7,
      bookings: { held: 1, confirmed: 2, done: 2 },
    });
  });

  it("has every day of the range, zero-filled, with all six events", () => {
    const view = shape([{ day: "2026-11-20", page: "/", event: "call", count: 2 }], [], 30);
    expect(view.range).toBe(30);
    expect(view.days).toEqual(rangeDays(30, today));
    expect(Object.keys(view.byDay)).toEqual(view.days);
    expect(view.byDay["2026-11-19"]).toEqual(zero);
    expect(view.byDay["2026-11-20"]).toEqual({ ...zero, call: 2 });
    expect(Object.keys(view.totals)).toEqual([...countedEvents]);
  });

  it("adds up each day, each page and the totals", () => {
    const view = shape([
      { day: "2026-11-20", page: "/", event: "call", count: 2 },
      { day: "2026-11-20", page: "/contact-us", event: "call", count: 3 },
      { day: "2026-11-21", page: "/", event: "call", count: 1 },
      { day: "2026-11-21", page: "/", event: "quote", count: 4 },
      { day: today, page: "/404", event: "coverage", count: 1 },
    ]);
    expect(view.totals).toEqual({ ...zero, call: 6, quote: 4, coverage: 1 });
    expect(view.byDay["2026-11-20"]).toEqual({ ...zero, call: 5 });
    expect(view.byDay["2026-11-21"]).toEqual({ ...zero, call: 1, quote: 4 });
    expect(view.byDay[today]).toEqual({ ...zero, coverage: 1 });
    const home = view.byPage.find((page) => page.page === "/");
    expect(home).toEqual({
      page: "/",
      label: name("/"),
      counts: { ...zero, call: 3, quote: 4 },
      leads: 0,
      bookings: { held: 0, confirmed: 0, done: 0 },
    });
  });

  it("leaves out rows of an event that is not counted, outside the range or with no count", () => {
    const view = shape([
      { day: today, page: "/", event: "view", count: 50 },
      { day: today, page: "/", event: "CALL", count: 50 },
      { day: "2026-11-16", page: "/", event: "call", count: 50 },
      { day: "2026-11-24", page: "/", event: "call", count: 50 },
      { day: today, page: "/", event: "call", count: 0 },
      { day: today, page: "/", event: "text", count: -3 },
      { day: today, page: "/", event: "text", count: 1.5 },
      { day: "2026-11-17", page: "/", event: "text", count: 1 },
    ]);
    expect(view.totals).toEqual({ ...zero, text: 1 });
    expect(view.byPage).toHaveLength(1);
    expect(view.byPage[0]!.counts).toEqual({ ...zero, text: 1 });
  });

  it("takes a lead on the Toronto day it arrived, to the millisecond at midnight", () => {
    // November: Toronto is UTC-5, so its day starts at 05:00 UTC.
    const view = shape(
      [],
      [
        { page: "/contact-us", received_at: "2026-11-17T04:59:59.999Z" }, // 16 Nov, 23:59
        { page: "/contact-us", received_at: "2026-11-17T05:00:00.000Z", booking_state: "held" }, // 17 Nov, 00:00
        { page: "/contact-us", received_at: "2026-11-24T04:59:59.999Z" }, // 23 Nov, 23:59
        { page: "/contact-us", received_at: "2026-11-24T05:00:00.000Z" }, // 24 Nov, 00:00
        { page: "/contact-us", received_at: "not a date" },
      ],
    );
    expect(view.leads).toBe(2);
    expect(view.byPage).toEqual([
      {
        page: "/contact-us",
        label: name("/contact-us"),
        counts: zero,
        leads: 2,
        bookings: { held: 1, confirmed: 0, done: 0 },
      },
    ]);
    // July: UTC-4, its day starts at 04:00 UTC.
    const summer = shape(
      [],
      [
        { page: "/", received_at: "2026-07-14T03:59:59.999Z" },
        { page: "/", received_at: "2026-07-14T04:00:00.000Z" },
      ],
      7,
      "2026-07-20",
    );
    expect(summer.leads).toBe(1);
  });

  it("puts each lead on the page it is counted under", () => {
    const view = shape(
      [],
      [
        { page: "/contact-us/", received_at: "2026-11-20T15:00:00.000Z" },
        { page: "/no-such-page", received_at: "2026-11-20T15:00:00.000Z" },
      ],
    );
    expect(view.byPage.map((page) => [page.page, page.leads])).toEqual([
      ["/404", 1],
      ["/contact-us", 1],
    ]);
  });

  it("puts the busiest pages first (calls, texts and leads), then orders by path", () => {
    const view = shape(
      [
        // Many quote taps, estimates and coverage answers, but no call, text or lead: last.
        { day: today, page: "/", event: "quote", count: 40 },
        { day: today, page: "/", event: "estimate", count: 40 },
        { day: today, page: "/location/markham-auto-glass", event: "call", count: 2 },
        { day: today, page: "/location/markham-auto-glass", event: "text", count: 1 },
        { day: today, page: "/services/windshield-repair", event: "text", count: 3 },
        { day: today, page: "/contact-us", event: "lead", count: 1 },
        { day: today, page: "/instant-estimate", event: "lead", count: 2 },
        { day: today, page: "/404", event: "call", count: 1 },
      ],
      [
        // Two leads kept from the contact page, one of them not counted (Do Not Track).
        { page: "/contact-us", received_at: "2026-11-23T15:00:00.000Z" },
        { page: "/contact-us", received_at: "2026-11-23T16:00:00.000Z" },
        // One of the estimate page's two counted leads was deleted: still two, not three.
        { page: "/instant-estimate", received_at: "2026-11-23T15:00:00.000Z" },
      ],
    );
    expect(view.byPage.map((page) => page.page)).toEqual([
      "/location/markham-auto-glass", // 3
      "/services/windshield-repair", // 3, after by path
      "/contact-us", // 2 leads
      "/instant-estimate", // 2 leads
      "/404", // 1
      "/", // 0
    ]);
  });

  it("names each page as the build does, and any other address", () => {
    for (const page of built) expect(pageLabel(page.path)).toBe(page.name);
    expect(pageLabel("/404")).toBe("Page not found (any unknown address)");
    expect(pageLabel("/location/a-city-since-removed")).toBe(names.gone);
    const view = shape([
      { day: today, page: "/location/markham-auto-glass", event: "call", count: 1 },
      { day: today, page: "/location/a-city-since-removed", event: "call", count: 1 },
    ]);
    expect(view.byPage.map((page) => page.label)).toEqual([
      names.gone,
      "Markham Mobile Auto Glass & Windshields",
    ]);
  });

  it("is plain data that survives JSON", () => {
    const view = shape(
      [{ day: today, page: "/", event: "call", count: 1 }],
      [{ page: "/", received_at: "2026-11-23T15:00:00.000Z" }],
    );
    expect(JSON.parse(JSON.stringify(view))).toEqual(view);
  });
});

/** A D1 stand-in that answers each query from `tables` and keeps what it was asked. */
function fakeDb(tables: { event_counts: CountRow[]; leads: LeadArrivalRow[] }) {
  const asked: { sql: string; binds: unknown[] }[] = [];
  const db = {
    prepare(sql: string) {
      return {
        bind(...binds: unknown[]) {
          return {
            async all() {
              asked.push({ sql, binds });
              return { results: sql.includes("FROM leads") ? tables.leads : tables.event_counts };
            },
          };
        },
      };
    },
  };
  return { db: db as unknown as D1Database, asked };
}

describe("reading the numbers from D1", () => {
  it("asks for the range's days and the leads around them, then shapes them", async () => {
    const { db, asked } = fakeDb({
      event_counts: [{ day: "2026-11-20", page: "/", event: "call", count: 4 }],
      leads: [
        { page: "/", received_at: "2026-11-17T04:00:00.000Z" }, // 16 Nov in Toronto
        { page: "/", received_at: "2026-11-20T15:00:00.000Z" },
      ],
    });
    // 23 Nov, 22:00 in Toronto; already 24 Nov in UTC.
    const view = await numbersView(db, { days: 7, now: new Date("2026-11-24T03:00:00Z") });
    expect(view.days[0]).toBe("2026-11-17");
    expect(view.days.at(-1)).toBe("2026-11-23");
    expect(view.totals.call).toBe(4);
    expect(view.leads).toBe(1);
    const counts = asked.find((q) => q.sql.includes("FROM event_counts"))!;
    expect(counts.binds).toEqual(["2026-11-17", "2026-11-23"]);
    const leads = asked.find((q) => q.sql.includes("FROM leads"))!;
    expect(leads.sql).toContain("received_at >= ?1 AND received_at < ?2");
    expect(leads.binds).toEqual(["2026-11-17T00:00:00.000Z", "2026-11-25T00:00:00.000Z"]);
  });
});

describe("the counts as CSV", () => {
  it("has a row per day, page and event, as stored, with their names", () => {
    const csv = countsCsv([
      { day: "2026-11-20", page: "/location/markham-auto-glass", event: "call", count: 3 },
      { day: "2026-11-21", page: "/404", event: "text", count: 1 },
    ]);
    expect(csv.startsWith("\uFEFF")).toBe(true);
    expect(csv.slice(1).split("\r\n")).toEqual([
      "Day,Page,Page name,Event,Event name,Count",
      "2026-11-20,/location/markham-auto-glass,Markham Mobile Auto Glass & Windshields,call,Calls,3",
      "2026-11-21,/404,Page not found (any unknown address),text,Texts,1",
      "",
    ]);
  });
});
