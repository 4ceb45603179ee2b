import { describe, expect, it, vi } from "vitest";
import { inboxText } from "./inbox/words";
import { countedEvents } from "../core/rules/counted-events";
import type { D1Database } from "./env";
import type { CountRow, InvoiceMoneyRow, LeadArrivalRow, QuoteMoneyRow } from "./numbers";
import { workerTestEnv } from "./test-env";
import { storedLead } from "./test-leads";
import { approveQuote, creditInvoice, issueInvoice, markPaid, sendQuote } from "./money";

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
const {
  countsCsv,
  numbersView,
  pageLabel,
  parseRange,
  rangeDays,
  shapeMoney,
  shapeNumbers,
  weekOf,
} = await import("./numbers");
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
      paid: { jobs: 0, cents: 0 },
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
        paid: { jobs: 0, cents: 0 },
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

const none = { count: 0, cents: 0 };
const noMoney = { sent: none, approved: none, invoiced: none, paid: none };
/** An invoice issued on 18 Nov from the contact page, unpaid; each test gives what it is about. */
const invoice = (changes: Partial<InvoiceMoneyRow>): InvoiceMoneyRow => ({
  kind: "invoice",
  issued_on: "2026-11-18",
  paid_on: null,
  credited_by: null,
  total_cents: 56_500,
  page: "/contact-us",
  ...changes,
});
/** The money of the 7 days to Monday 23 Nov: Tuesday 17 Nov to Sunday 22 Nov, and 23 Nov. */
const moneyOf = (quotes: QuoteMoneyRow[], invoices: InvoiceMoneyRow[]) =>
  shapeMoney({ days: rangeDays(7, today), quotes, invoices });
const weekFigures = (view: ReturnType<typeof moneyOf>) =>
  Object.fromEntries(view.money.weeks.map(({ week, ...figures }) => [week, figures]));

describe("the money by week", () => {
  it("starts each week on Monday, with every week that has a day of the range", () => {
    expect(["2026-11-16", "2026-11-17", "2026-11-22", "2026-11-23"].map(weekOf)).toEqual([
      "2026-11-16",
      "2026-11-16",
      "2026-11-16",
      "2026-11-23",
    ]);
    expect(weekOf("2026-01-01")).toBe("2025-12-29");
    expect(shape([]).money).toEqual({
      weeks: [
        { week: "2026-11-16", ...noMoney },
        { week: "2026-11-23", ...noMoney },
      ],
      totals: noMoney,
    });
    expect(shape([], [], 7, "2026-11-22").money.weeks.map((week) => week.week)).toEqual([
      "2026-11-16",
    ]);
    // 25 Oct, a Sunday, to 23 Nov.
    expect(shape([], [], 30).money.weeks.map((week) => week.week)).toEqual([
      "2026-10-19",
      "2026-10-26",
      "2026-11-02",
      "2026-11-09",
      "2026-11-16",
      "2026-11-23",
    ]);
  });

  it("adds up the invoices paid in each week, in cents, none a credit note cancelled", () => {
    const view = moneyOf(
      [],
      [
        invoice({ paid_on: "2026-11-18", total_cents: 76_217 }),
        invoice({ paid_on: "2026-11-22", total_cents: 56_500 }),
        invoice({ paid_on: "2026-11-23", total_cents: 10_000 }),
        invoice({ paid_on: "2026-11-19", total_cents: 99_999, credited_by: "2026-0009" }),
        invoice({ total_cents: 45_200 }),
      ],
    );
    const weeks = weekFigures(view);
    expect(weeks["2026-11-16"]!.paid).toEqual({ count: 2, cents: 132_717 });
    expect(weeks["2026-11-23"]!.paid).toEqual({ count: 1, cents: 10_000 });
    expect(view.money.totals.paid).toEqual({ count: 3, cents: 142_717 });
  });

  it("takes a credit note's amount off the week's invoiced sum, not one off its count", () => {
    const view = moneyOf(
      [],
      [
        invoice({ issued_on: "2026-11-18", total_cents: 76_217 }),
        invoice({ issued_on: "2026-11-19", total_cents: 56_500, credited_by: "2026-0003" }),
        invoice({ issued_on: "2026-11-20", kind: "credit", total_cents: -56_500 }),
        // The credit note of an invoice issued before the range.
        invoice({ issued_on: "2026-11-23", kind: "credit", total_cents: -45_200 }),
      ],
    );
    const weeks = weekFigures(view);
    expect(weeks["2026-11-16"]!.invoiced).toEqual({ count: 2, cents: 76_217 });
    expect(weeks["2026-11-23"]!.invoiced).toEqual({ count: 0, cents: -45_200 });
    expect(view.money.totals.invoiced).toEqual({ count: 2, cents: 31_017 });
    expect(view.money.totals.paid).toEqual(none);
  });

  it("counts each quote version sent and approved on the Toronto day of its time", () => {
    const view = moneyOf(
      [
        {
          sent_at: "2026-11-17T14:00:00.000Z",
          approved_at: "2026-11-18T15:00:00.000Z",
          total_cents: 56_500,
        },
        { sent_at: "2026-11-19T15:00:00.000Z", approved_at: null, total_cents: 76_217 },
        // Sent at 23:59 on 16 Nov in Toronto, before the range; approved at midnight, in it.
        {
          sent_at: "2026-11-17T04:59:59.999Z",
          approved_at: "2026-11-17T05:00:00.000Z",
          total_cents: 40_000,
        },
        // Sent at 23:30 on Monday 23 Nov; approved on 24 Nov, after the range.
        {
          sent_at: "2026-11-24T04:30:00.000Z",
          approved_at: "2026-11-24T05:00:00.000Z",
          total_cents: 50_000,
        },
        { sent_at: "not a date", approved_at: null, total_cents: 1 },
      ],
      [],
    );
    const weeks = weekFigures(view);
    expect(weeks["2026-11-16"]).toMatchObject({
      sent: { count: 2, cents: 132_717 },
      approved: { count: 2, cents: 96_500 },
    });
    expect(weeks["2026-11-23"]).toMatchObject({
      sent: { count: 1, cents: 50_000 },
      approved: none,
    });
    expect(view.money.totals.sent).toEqual({ count: 3, cents: 182_717 });
  });

  it("leaves out a row on a day outside the range, the Monday before it too", () => {
    const view = moneyOf(
      [{ sent_at: "2026-11-16T15:00:00.000Z", approved_at: null, total_cents: 56_500 }],
      [
        invoice({ issued_on: "2026-11-16", paid_on: "2026-11-16" }),
        invoice({ issued_on: "2026-11-24", paid_on: "2026-11-24" }),
        invoice({ issued_on: "2026-11-10", paid_on: "2026-11-16" }),
      ],
    );
    expect(view.money.totals).toEqual(noMoney);
    expect(view.money.weeks.map(({ week, ...figures }) => [week, figures])).toEqual([
      ["2026-11-16", noMoney],
      ["2026-11-23", noMoney],
    ]);
    expect(view.paidByPage.size).toBe(0);
  });

  it("puts each paid job under the page that brought the lead; a page with only those too", () => {
    const view = shapeNumbers({
      range: 7,
      today,
      counts: [{ day: today, page: "/", event: "call", count: 1 }],
      leads: [],
      quotes: [],
      invoices: [
        invoice({ page: "/contact-us/", paid_on: "2026-11-18", total_cents: 76_217 }),
        invoice({ page: "/contact-us", paid_on: "2026-11-20", total_cents: 56_500 }),
        invoice({ page: "/no-such-page", paid_on: today, total_cents: 30_000 }),
        invoice({ page: "/instant-estimate", paid_on: "2026-11-20", credited_by: "2026-0009" }),
        invoice({ page: "/services/windshield-repair" }),
        invoice({ page: "/location/markham-auto-glass", paid_on: "2026-11-16" }),
      ],
    });
    expect(view.byPage.map((page) => [page.page, page.paid])).toEqual([
      ["/", { jobs: 0, cents: 0 }],
      ["/404", { jobs: 1, cents: 30_000 }],
      ["/contact-us", { jobs: 2, cents: 132_717 }],
    ]);
    expect(view.money.totals.paid).toEqual({ count: 3, cents: 162_717 });
  });
});

/** A D1 stand-in that answers each query from `tables` and keeps what it was asked. */
function fakeDb(tables: {
  event_counts: CountRow[];
  leads: LeadArrivalRow[];
  quotes?: QuoteMoneyRow[];
  invoices?: InvoiceMoneyRow[];
}) {
  const asked: { sql: string; binds: unknown[] }[] = [];
  const db = {
    prepare(sql: string) {
      return {
        bind(...binds: unknown[]) {
          return {
            async all() {
              asked.push({ sql, binds });
              const table = /FROM (\w+)/.exec(sql)![1] as keyof typeof tables;
              return { results: tables[table] ?? [] };
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

describe("reading the money from D1", () => {
  it("asks for the quotes sent or approved and the invoices issued or paid around the range", async () => {
    const { db, asked } = fakeDb({
      event_counts: [],
      leads: [],
      quotes: [{ sent_at: "2026-11-20T15:00:00.000Z", approved_at: null, total_cents: 56_500 }],
      invoices: [invoice({ paid_on: "2026-11-20", total_cents: 76_217 })],
    });
    const view = await numbersView(db, { days: 7, now: new Date("2026-11-24T03:00:00Z") });
    expect(view.money.totals).toMatchObject({
      sent: { count: 1, cents: 56_500 },
      paid: { count: 1, cents: 76_217 },
    });
    expect(view.byPage[0]!.paid).toEqual({ jobs: 1, cents: 76_217 });
    const quotes = asked.find((q) => q.sql.includes("FROM quotes"))!;
    expect(quotes.binds).toEqual(["2026-11-17T00:00:00.000Z", "2026-11-25T00:00:00.000Z"]);
    const invoices = asked.find((q) => q.sql.includes("FROM invoices"))!;
    expect(invoices.binds).toEqual(["2026-11-17", "2026-11-23"]);
  });

  describe("in Cloudflare's runtime", () => {
    const t = workerTestEnv();
    const at = (day: string) => new Date(`${day}T15:00:00Z`);
    const windshield = {
      lines: [{ text: "Windshield", cents: 50_000 }],
      claimNumber: null,
      deductibleCents: null,
    };
    /** A job from the contact page, quoted, approved and invoiced on `day`. */
    async function invoicedJob(n: number, day: string) {
      const job = storedLead({
        id: `job${String(n).padStart(4, "0")}abcdefabcdefabcdefabcde`,
        page: "/contact-us",
        fields: { name: `Driver ${n}` },
      });
      const sent = (await sendQuote(t.db, job.id, windshield, at(day))) as { version: number };
      expect(
        await approveQuote(
          t.db,
          job.id,
          { version: sent.version, sentAt: at(day).toISOString() },
          at(day),
        ),
      ).toBe("approved");
      await issueInvoice(t.db, job, at(day));
      return job;
    }

    it("reads the week's quotes and invoices as the page counts them", async () => {
      await t.wipe();
      const paid = await invoicedJob(1, "2026-11-18");
      expect(
        await markPaid(t.db, paid.id, { method: "debit", day: "2026-11-20" }, at("2026-11-20")),
      ).toBe(true);
      // Invoiced and paid before the range; its credit note, in it, takes its amount off.
      const credited = await invoicedJob(2, "2026-11-10");
      await markPaid(t.db, credited.id, { method: "cash", day: "2026-11-10" }, at("2026-11-10"));
      expect(await creditInvoice(t.db, credited.id, at("2026-11-21"))).toBeTruthy();

      const view = await numbersView(t.db, { days: 7, now: at("2026-11-23") });
      expect(view.money.totals).toEqual({
        sent: { count: 1, cents: 56_500 },
        approved: { count: 1, cents: 56_500 },
        invoiced: { count: 1, cents: 0 },
        paid: { count: 1, cents: 56_500 },
      });
      expect(view.byPage.map((page) => [page.page, page.paid])).toEqual([
        ["/contact-us", { jobs: 1, cents: 56_500 }],
      ]);
    });
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
