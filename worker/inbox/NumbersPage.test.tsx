import { parse, type HTMLElement } from "node-html-parser";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import {
  chartDescription,
  chartedEvents,
  dayLabel,
  periodLabel,
  scaleTop,
  weekdayLabel,
  type EventCounts,
} from "./CountsChart";
import { InboxPage, type InboxView } from "./InboxPage";
import { defaultAvailability } from "../../core/data/booking";
import {
  moneyColumns,
  NumbersPage,
  type MoneyFigures,
  type NumbersView,
  type PageNumbers,
} from "./NumbersPage";
import { countRetentionText } from "../../core/config/policies";
import { inboxText, numbersRanges, type NumbersRange } from "./words";
import { countedEvents } from "../../core/rules/counted-events";

const text = inboxText.numbers;
const zero: EventCounts = { call: 0, text: 0, quote: 0, estimate: 0, coverage: 0, lead: 0 };

/** The days of a range ending on `last`, oldest first. */
/**
 * A range link's name: its text, which the narrowest phones show shortened ("30 days", hidden
 * from screen readers) beside the whole name for them alone; both say the same.
 */
function rangeName(link: HTMLElement): string {
  const [wide, narrow] = link.querySelectorAll(":scope > span");
  const heard = narrow?.querySelector(".sr-only")?.text;
  const shown = narrow?.querySelector('[aria-hidden="true"]')?.text;
  expect(heard).toBe(wide?.text);
  expect(`Last ${shown}`).toBe(wide?.text);
  return wide?.text ?? "";
}

function daysTo(last: string, n: number): string[] {
  return Array.from({ length: n }, (_, i) => {
    const date = new Date(`${last}T12:00:00Z`);
    date.setUTCDate(date.getUTCDate() - (n - 1 - i));
    return date.toISOString().slice(0, 10);
  });
}

const none = { count: 0, cents: 0 };
const noMoney: MoneyFigures = { sent: none, approved: none, invoiced: none, paid: none };

/** The Monday of a day's week. */
function mondayOf(day: string): string {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() - ((date.getUTCDay() + 6) % 7));
  return date.toISOString().slice(0, 10);
}

/**
 * A view with some days' counts, the others zero, some weeks' money (by Monday), the others
 * none, and the totals added up.
 */
function viewOf(
  range: NumbersRange,
  counts: Record<string, Partial<EventCounts>>,
  byPage: PageNumbers[] = [],
  leads = 0,
  money: Record<string, Partial<MoneyFigures>> = {},
): NumbersView {
  const days = daysTo("2026-11-23", range);
  const byDay = Object.fromEntries(days.map((day) => [day, { ...zero, ...counts[day] }]));
  const totals = { ...zero };
  for (const day of days) for (const event of countedEvents) totals[event] += byDay[day]![event];
  const weeks = [...new Set(days.map(mondayOf))].map((week) => ({
    week,
    ...noMoney,
    ...money[week],
  }));
  const sum = (column: (typeof moneyColumns)[number]) => ({
    count: weeks.reduce((n, week) => n + week[column].count, 0),
    cents: weeks.reduce((n, week) => n + week[column].cents, 0),
  });
  const moneyTotals = Object.fromEntries(
    moneyColumns.map((column) => [column, sum(column)]),
  ) as MoneyFigures;
  return { range, days, totals, leads, byDay, byPage, money: { weeks, totals: moneyTotals } };
}

const render = (view: NumbersView) =>
  renderToStaticMarkup(<NumbersPage view={view} stylesheets={["/s.css"]} siteName="GTA Glass" />);
const root = (view: NumbersView) => parse(render(view));

const cells = (row: HTMLElement) =>
  row.querySelectorAll("th, td").map((cell) => cell.text.replace(/\s+/g, " ").trim());

/** A table's header row and body rows, as the text of their cells. */
function tableText(table: HTMLElement) {
  return {
    head: cells(table.querySelector("thead tr")!),
    body: table.querySelectorAll("tbody tr").map(cells),
    foot: table.querySelectorAll("tfoot tr").map(cells),
  };
}

const tableNamed = (page: HTMLElement, caption: string) =>
  page.querySelectorAll("table").find((table) => table.querySelector("caption")?.text === caption);

const markham: PageNumbers = {
  page: "/location/markham-auto-glass",
  label: "Markham Mobile Auto Glass & Windshields",
  counts: { ...zero, call: 6, text: 2, quote: 3 },
  leads: 1,
  bookings: { held: 0, confirmed: 1, done: 0 },
  paid: { jobs: 1, cents: 76_217 },
};
const unknown: PageNumbers = {
  page: "/404",
  label: "Page not found (any unknown address)",
  counts: { ...zero, call: 1 },
  leads: 0,
  bookings: { held: 0, confirmed: 0, done: 0 },
  paid: { jobs: 0, cents: 0 },
};

const busy = viewOf(
  30,
  {
    "2026-10-25": { call: 1, estimate: 2 },
    "2026-11-12": { call: 6, text: 1, lead: 1 },
    "2026-11-20": { call: 3, text: 2, coverage: 4 },
    "2026-11-23": { quote: 5 },
  },
  [markham, unknown],
  2,
  {
    "2026-11-09": {
      sent: { count: 1, cents: 56_500 },
      approved: { count: 1, cents: 56_500 },
      invoiced: { count: 1, cents: 56_500 },
    },
    "2026-11-16": {
      sent: { count: 2, cents: 132_717 },
      approved: { count: 1, cents: 76_217 },
      // 762.17 invoiced, and a credit note of 565.00
      invoiced: { count: 1, cents: 19_717 },
      paid: { count: 2, cents: 132_717 },
    },
  },
);
const period = "25 Oct to 23 Nov 2026";

describe("the numbers page", () => {
  const page = root(busy);

  it("is headed Numbers, says what is counted and that nobody is tracked", () => {
    expect(page.querySelector("h1")?.text).toBe(text.heading);
    expect(page.querySelector("title")?.text).toBe(`${text.title} | GTA Glass`);
    expect(page.text).toContain(text.intro);
    expect(page.text).toContain(text.privacy);
    expect(text.privacy).toMatch(/no cookies/);
    expect(text.privacy).toMatch(/floor/);
  });

  it("links back to the leads and to the range's CSV", () => {
    const links = page.querySelectorAll("a").map((a) => [a.text.trim(), a.getAttribute("href")]);
    expect(links).toContainEqual([text.leads, "/inbox"]);
    expect(links).toContainEqual([text.csv, "/inbox/numbers.csv?days=30"]);
  });

  it("says how long the counts are kept, as the privacy policy does, and links to every day kept", () => {
    expect(page.text).toContain(text.kept);
    expect(text.kept).toContain(`kept ${countRetentionText}`);
    const links = page.querySelectorAll("a").map((a) => [a.text.trim(), a.getAttribute("href")]);
    expect(links).toContainEqual([text.csvAll, "/inbox/numbers.csv?days=all"]);
  });

  it("offers the three ranges as links, the chosen one marked as the current page", () => {
    for (const range of numbersRanges) {
      const nav = root(viewOf(range, {})).querySelector(`nav[aria-label="${text.rangesName}"]`)!;
      const links = nav.querySelectorAll("a").map((a) => ({
        name: rangeName(a),
        href: a.getAttribute("href"),
        current: a.getAttribute("aria-current") ?? null,
      }));
      expect(links).toEqual(
        numbersRanges.map((days) => ({
          name: `Last ${days} days`,
          href: `/inbox/numbers?days=${days}`,
          current: days === range ? "page" : null,
        })),
      );
    }
  });

  it("gives the range's totals by event, with the leads in the inbox", () => {
    const section = page.querySelector('section[aria-labelledby="numbers-totals"]')!;
    expect(section.querySelector("h2")?.text).toBe(`Totals, ${period}`);
    const figures = section
      .querySelectorAll("dl > div")
      .map((item) => [item.querySelector("dt")!.text, item.querySelector("dd")!.text]);
    expect(figures).toEqual([
      ["Calls", "10"],
      ["Texts", "3"],
      ["Get Free Quote taps", "5"],
      ["Estimates answered", "2"],
      ["Coverage answers", "4"],
      ["Leads sent", "1"],
    ]);
    expect(section.text).toContain(text.leadRecords(2));
  });

  it("draws calls, texts and leads by day as an image named and described in words", () => {
    const svg = page.querySelector("svg[role=img]")!;
    expect(svg).toBeTruthy();
    expect(svg.getAttribute("viewBox")).toBe("0 0 30 100");
    expect(svg.getAttribute("width")).toBe("100%");
    const ids = svg.getAttribute("aria-labelledby")!.split(" ");
    expect(ids).toHaveLength(2);
    const [title, desc] = ids.map((id) => page.getElementById(id));
    expect(title?.tagName).toBe("TITLE");
    expect(title?.text).toBe("Calls, texts and leads by day");
    expect(desc?.tagName).toBe("DESC");
    expect(desc?.text).toBe(
      `${period}: 10 calls, most on 12 Nov (6); 3 texts, most on 20 Nov (2); 1 lead sent, on 12 Nov.`,
    );
    // A bar for each event of each day that has any: 12 Nov has all three, one for 25 Oct.
    expect(svg.querySelectorAll("rect")).toHaveLength(1 + 3 + 2);
  });

  it("keys the chart's colours in words, in the order the bars stack", () => {
    const key = page.querySelector(`ul[aria-label="${text.chart.key}"]`)!;
    expect(key.querySelectorAll("li").map((li) => li.text)).toEqual([
      "Calls",
      "Texts",
      "Leads sent",
    ]);
  });

  it("holds every number by day in a table beside the chart, in a region a keyboard scrolls", () => {
    const table = tableNamed(page, `Counts by day, ${period}`)!;
    expect(table).toBeTruthy();
    const { head, body, foot } = tableText(table);
    expect(head).toEqual([
      "Day",
      "Calls",
      "Texts",
      "Get Free Quote taps",
      "Estimates answered",
      "Coverage answers",
      "Leads sent",
    ]);
    expect(body).toHaveLength(30);
    expect(body[0]).toEqual(["Sun 25 Oct", "1", "0", "0", "2", "0", "0"]);
    expect(body).toContainEqual(["Thu 12 Nov", "6", "1", "0", "0", "0", "1"]);
    expect(body.at(-1)).toEqual(["Mon 23 Nov", "0", "0", "5", "0", "0", "0"]);
    expect(foot).toEqual([["Total", "10", "3", "5", "2", "4", "1"]]);
    expect(table.querySelectorAll('thead th[scope="col"]')).toHaveLength(7);
    expect(table.querySelectorAll('tbody th[scope="row"]')).toHaveLength(30);
    const region = table.parentNode!;
    expect(region.getAttribute("role")).toBe("region");
    expect(region.getAttribute("tabindex")).toBe("0");
    expect(region.getAttribute("aria-label")).toBe(text.byDay.region);
  });

  it("holds each page's numbers, named and with its path, and its leads in the inbox", () => {
    const table = tableNamed(page, `Counts by page, ${period}, the busiest first`)!;
    expect(table).toBeTruthy();
    const { head, body } = tableText(table);
    expect(head).toEqual([
      "Page",
      "Calls",
      "Texts",
      "Get Free Quote taps",
      "Estimates answered",
      "Coverage answers",
      "Leads sent",
      "Leads in the inbox",
      "Windows held",
      "Booked",
      "Jobs done",
      "Paid jobs",
      "Paid",
    ]);
    expect(body).toEqual([
      [
        "Markham Mobile Auto Glass & Windshields/location/markham-auto-glass",
        "6",
        "2",
        "3",
        "0",
        "0",
        "0",
        "1",
        "0",
        "1",
        "0",
        "1",
        "$762.17",
      ],
      [
        "Page not found (any unknown address)/404",
        ...["1", "0", "0", "0", "0", "0", "0", "0", "0", "0", "0", "$0.00"],
      ],
    ]);
    expect(table.parentNode!.getAttribute("tabindex")).toBe("0");
  });

  it("gives each page's paid jobs and their sum on a phone too", () => {
    const list = page.querySelector(
      `ul[aria-label="Counts by page, ${period}, the busiest first"]`,
    )!;
    const figures = list
      .querySelectorAll("li")[0]!
      .querySelectorAll("dl > div")
      .map((item) => [item.querySelector("dt")!.text, item.querySelector("dd")!.text]);
    expect(figures.slice(-2)).toEqual([
      ["Paid jobs", "1"],
      ["Paid", "$762.17"],
    ]);
  });

  it("gives the money by week after the totals: each column's number and amount", () => {
    expect(page.querySelectorAll("h2").map((h2) => h2.text)).toEqual([
      `Totals, ${period}`,
      "Money",
      "By day",
      "By page",
    ]);
    const section = page.querySelector('section[aria-labelledby="numbers-money"]')!;
    expect(section.querySelector("h2")?.text).toBe(text.money.heading);
    expect(section.text).toContain(text.money.note);
    const table = tableNamed(page, `Quotes and invoices by week, ${period}`)!;
    expect(table.parentNode!.getAttribute("aria-label")).toBe(text.money.region);
    const [groups, columns] = table.querySelectorAll("thead tr").map(cells);
    expect(groups).toEqual(["Week", "Quotes sent", "Approved", "Invoiced", "Paid"]);
    expect(columns).toEqual([...Array<string[]>(4).fill(["Number", "Amount"])].flat());
    const { body, foot } = tableText(table);
    // 25 Oct, a Sunday, is in the week of 19 Oct.
    expect(body.map((row) => row[0])).toEqual([
      "Week of Mon 19 Oct",
      "Week of Mon 26 Oct",
      "Week of Mon 2 Nov",
      "Week of Mon 9 Nov",
      "Week of Mon 16 Nov",
      "Week of Mon 23 Nov",
    ]);
    expect(body[0]).toEqual([
      "Week of Mon 19 Oct",
      ...Array<string[]>(4).fill(["0", "$0.00"]).flat(),
    ]);
    expect(body[4]).toEqual([
      "Week of Mon 16 Nov",
      ...["2", "$1,327.17", "1", "$762.17", "1", "$197.17", "2", "$1,327.17"],
    ]);
    expect(foot).toEqual([
      ["Total", ...["3", "$1,892.17", "2", "$1,327.17", "2", "$762.17", "2", "$1,327.17"]],
    ]);
    // A phone lists only the weeks with anything in them.
    const list = section.querySelector(`ul[aria-label="Quotes and invoices by week, ${period}"]`)!;
    const weeks = list.querySelectorAll("li");
    expect(weeks.map((item) => item.querySelector("time")?.getAttribute("datetime"))).toEqual(
      expect.not.arrayContaining(["2026-10-19"]),
    );
    const week = weeks.find(
      (item) => item.querySelector("time")?.getAttribute("datetime") === "2026-11-16",
    )!;
    expect(week.querySelector("time")?.getAttribute("datetime")).toBe("2026-11-16");
    expect(
      week
        .querySelectorAll("dl > div")
        .map((item) => [item.querySelector("dt")!.text, item.querySelector("dd")!.text]),
    ).toEqual([
      ["Quotes sent", "2 $1,327.17"],
      ["Approved", "1 $762.17"],
      ["Invoiced", "1 $197.17"],
      ["Paid", "2 $1,327.17"],
    ]);
  });

  it("says in one sentence when no quote or invoice moved in the range", () => {
    const quiet = root(viewOf(7, { "2026-11-20": { call: 1 } }));
    const section = quiet.querySelector('section[aria-labelledby="numbers-money"]')!;
    expect(section.text).toContain(text.money.none);
    expect(section.querySelectorAll("table, ul")).toHaveLength(0);
    expect(page.text).not.toContain(text.money.none);
  });

  it("shows the money when only money moved in the range (nothing counted)", () => {
    const onlyMoney = root(
      viewOf(7, {}, [], 0, { "2026-11-23": { invoiced: { count: 0, cents: -56_500 } } }),
    );
    expect(onlyMoney.text).not.toContain(text.empty(7));
    const table = tableNamed(onlyMoney, "Quotes and invoices by week, 17 Nov to 23 Nov 2026")!;
    expect(tableText(table).foot[0]).toEqual([
      "Total",
      ...["0", "$0.00", "0", "$0.00", "0", "-$565.00", "0", "$0.00"],
    ]);
  });

  it("uses no inline style, which the inbox's policy blocks", () => {
    expect(render(busy)).not.toMatch(/\sstyle=/);
    expect(render(viewOf(7, { "2026-11-20": { call: 1 } }))).not.toMatch(/\sstyle=/);
  });

  it("says so when nothing was counted in the range, with no chart or tables", () => {
    const empty = root(viewOf(90, {}));
    expect(empty.text).toContain(text.empty(90));
    expect(empty.querySelector("svg[role=img]")).toBeNull();
    expect(empty.querySelectorAll("table")).toHaveLength(0);
    expect(rangeName(empty.querySelector('a[aria-current="page"]')!)).toBe("Last 90 days");
    expect(page.text).not.toContain(text.empty(30));
  });

  it("shows the numbers when only leads in the inbox arrived (none counted)", () => {
    const onlyLeads = root(viewOf(7, {}, [], 1));
    expect(onlyLeads.text).not.toContain(text.empty(7));
    expect(onlyLeads.text).toContain(text.leadRecords(1));
  });
});

describe("the chart's words and scale", () => {
  it("writes days the way the owner reads them", () => {
    expect(dayLabel("2026-11-03")).toBe("3 Nov");
    expect(weekdayLabel("2026-11-23")).toBe("Mon 23 Nov");
    expect(periodLabel("2026-10-25", "2026-11-23")).toBe("25 Oct to 23 Nov 2026");
    expect(periodLabel("2025-12-28", "2026-01-03")).toBe("28 Dec 2025 to 3 Jan 2026");
  });

  it("describes a range with nothing charted, and one with a single day", () => {
    const days = daysTo("2026-11-23", 7);
    const none = Object.fromEntries(days.map((day) => [day, zero]));
    expect(chartDescription(days, none)).toBe(
      "17 Nov to 23 Nov 2026: no calls; no texts; no leads sent.",
    );
    const one = { ...none, "2026-11-19": { ...zero, call: 4, lead: 2 } };
    expect(chartDescription(days, one)).toBe(
      "17 Nov to 23 Nov 2026: 4 calls, all on 19 Nov; no texts; 2 leads sent, all on 19 Nov.",
    );
  });

  it("tops the scale with a round, even number at or above the tallest bar", () => {
    expect([0, 1, 2, 3, 5, 7, 9, 10, 11, 14, 25, 41, 99, 101, 150].map(scaleTop)).toEqual([
      2, 2, 2, 4, 6, 8, 10, 10, 20, 20, 30, 50, 100, 200, 200,
    ]);
  });

  it("charts the ways a visitor reaches the business", () => {
    expect(chartedEvents).toEqual(["call", "text", "lead"]);
  });

  it("names every counted event, and no other", () => {
    expect(Object.keys(text.events)).toEqual([...countedEvents]);
  });
});

describe("the leads page", () => {
  it("links to the numbers", () => {
    const view: InboxView = {
      leads: [],
      counts: { total: 0, byStatus: {}, failedAlerts: 0 },
      search: "",
      status: null,
      onlyLead: null,
      refused: null,
      olderHref: null,
      paged: false,
      notice: null,
      access: { mode: "local" },
      availability: defaultAvailability,
      openLead: null,
      now: new Date(),
      alertsOn: true,
      siteUrl: "https://www.example.ca",
      origin: "https://www.example.ca",
      slots: [],
      calendarUrl: null,
      money: new Map(),
      moneyRefused: null,
      here: "/inbox",
      csvHref: "/inbox/leads.csv",
    };
    const inbox = parse(
      renderToStaticMarkup(
        <InboxPage view={view} stylesheets={[]} siteName="GTA Glass" scriptNonce="n" />,
      ),
    );
    const link = inbox.querySelectorAll("a").find((a) => a.text.trim() === text.link);
    expect(link?.getAttribute("href")).toBe("/inbox/numbers");
  });
});
