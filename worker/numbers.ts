import type { EventCounts } from "./inbox/CountsChart";
import type {
  MoneyColumn,
  MoneyFigures,
  NumbersMoney,
  NumbersView,
  PageNumbers,
} from "./inbox/NumbersPage";
import {
  csvText,
  defaultNumbersRange,
  inboxText,
  numbersRanges,
  type NumbersRange,
} from "./inbox/words";
import { countedEvents, unknownPage, type CountedEvent } from "../core/rules/counted-events";
import { addDays, torontoDay } from "../core/rules/validation";
import type { BookingState } from "./stored-lead";
import { csvCell } from "./csv";
import type { D1Database } from "./env";
import { countedPage } from "./events";
import { builtPageNames } from "./site-pages";

/**
 * The owner's numbers at /inbox/numbers: the daily counts worker/events.ts keeps (event_counts),
 * the leads in the inbox, and the quotes and invoices of worker/money.ts, over the last 7, 30 or
 * 90 Toronto days, today included. The queries read the rows; `shapeNumbers` (pure, tested
 * without D1) makes them the page's view, and `countsCsv` the download at /inbox/numbers.csv.
 */

/** The range a request asks for (`?days=`): 7, 30 or 90, and 30 for anything else. */
export function parseRange(value: string | null | undefined): NumbersRange {
  return numbersRanges.find((days) => String(days) === value) ?? defaultNumbersRange;
}

/** The Toronto days of a range ending today, oldest first. */
export function rangeDays(range: NumbersRange, today: string): string[] {
  return Array.from({ length: range }, (_, i) => addDays(today, i - range + 1));
}

/** A row of event_counts, as D1 returns it. */
export interface CountRow {
  day: string;
  page: string;
  event: string;
  count: number;
}

/** The two columns of a lead the numbers read: where it was sent from and when it arrived. */
export interface LeadArrivalRow {
  page: string;
  received_at: string;
  /** Where its booking stands, for a quote request that has one */
  booking_state?: BookingState | null;
}

/** A quote version's columns the numbers read: its total, when it was sent and approved. */
export interface QuoteMoneyRow {
  /** ISO instants, as worker/money.ts writes them */
  sent_at: string;
  approved_at: string | null;
  total_cents: number;
}

/** An invoice's or credit note's columns the numbers read. */
export interface InvoiceMoneyRow {
  kind: "invoice" | "credit";
  /** Toronto days, YYYY-MM-DD */
  issued_on: string;
  paid_on: string | null;
  /** The credit note that cancelled the invoice */
  credited_by: string | null;
  /** A credit note's is below zero */
  total_cents: number;
  /** The page that brought the lead */
  page: string;
}

/** A booking's state as the numbers count it: held, booked (confirmed or on the way), done. */
const bookingColumn = {
  held: "held",
  confirmed: "confirmed",
  on_the_way: "confirmed",
  done: "done",
  declined: null,
  moved: null,
} as const satisfies Record<BookingState, keyof PageNumbers["bookings"] | null>;

const zero = (): EventCounts =>
  Object.fromEntries(countedEvents.map((event) => [event, 0])) as EventCounts;

const isCountedEvent = (value: string): value is CountedEvent =>
  (countedEvents as readonly string[]).includes(value);

const pageText = inboxText.numbers.pages;

/**
 * Every counted path's name: the build's pages (worker/site-pages.ts) and any unknown address.
 * The Worker cannot read the content files, so the names are the ones the build listed.
 */
const pageNames = new Map<string, string>([
  ...builtPageNames.map((page): [string, string] => [page.path, page.name]),
  [unknownPage, pageText.notFound],
]);

/** A counted path's name for the owner; a path the build no longer has says so. */
export function pageLabel(path: string): string {
  return pageNames.get(path) ?? pageText.gone;
}

/**
 * What matters most to the owner on a page: calls, texts and leads. A lead counts once, as the
 * larger of the leads counted (none from a browser that asks not to be tracked) and the leads in
 * the inbox (none the owner deleted).
 */
const weight = (page: PageNumbers) =>
  page.counts.call + page.counts.text + Math.max(page.counts.lead, page.leads);

/** The Monday of a Toronto day's week, YYYY-MM-DD: the owner's weeks start on Monday. */
export function weekOf(day: string): string {
  const weekday = new Date(`${day}T12:00:00Z`).getUTCDay(); // 0 is Sunday
  return addDays(day, -((weekday + 6) % 7));
}

/** Every column none: a week, or the range, before its rows are added. */
const noMoney = (): MoneyFigures => ({
  sent: { count: 0, cents: 0 },
  approved: { count: 0, cents: 0 },
  invoiced: { count: 0, cents: 0 },
  paid: { count: 0, cents: 0 },
});

/** An ISO instant's Toronto day, or null when there is none. */
function dayOf(instant: string | null): string | null {
  const at = new Date(instant ?? "");
  return Number.isNaN(at.getTime()) ? null : torontoDay(at);
}

/**
 * The range's money by week (each keyed by its Monday, every week with a day of the range,
 * oldest first) and in all: each quote version sent and approved, on the Toronto day of its
 * time; the invoices issued, a credit note taking its amount (below zero) off the sum but not
 * counted; and the invoices paid that no credit note cancelled, also by the page that brought
 * the lead (`countedPage`). A row on a day outside the range is left out.
 */
export function shapeMoney(input: {
  /** The range's days, oldest first */
  days: readonly string[];
  quotes: readonly QuoteMoneyRow[];
  invoices: readonly InvoiceMoneyRow[];
}): { money: NumbersMoney; paidByPage: Map<string, PageNumbers["paid"]> } {
  const inRange = new Set(input.days);
  const weeks = new Map<string, MoneyFigures>();
  for (const day of input.days) if (!weeks.has(weekOf(day))) weeks.set(weekOf(day), noMoney());
  const totals = noMoney();
  const add = (day: string | null, column: MoneyColumn, cents: number, count = 1) => {
    if (!day || !inRange.has(day) || !Number.isSafeInteger(cents)) return false;
    for (const figures of [weeks.get(weekOf(day))!, totals]) {
      figures[column].count += count;
      figures[column].cents += cents;
    }
    return true;
  };

  for (const quote of input.quotes) {
    add(dayOf(quote.sent_at), "sent", quote.total_cents);
    add(dayOf(quote.approved_at), "approved", quote.total_cents);
  }
  const paidByPage = new Map<string, PageNumbers["paid"]>();
  for (const invoice of input.invoices) {
    const isInvoice = invoice.kind === "invoice";
    add(invoice.issued_on, "invoiced", invoice.total_cents, isInvoice ? 1 : 0);
    if (!isInvoice || invoice.credited_by) continue;
    if (!add(invoice.paid_on, "paid", invoice.total_cents)) continue;
    const page = countedPage(invoice.page);
    const paid = paidByPage.get(page) ?? { jobs: 0, cents: 0 };
    paid.jobs += 1;
    paid.cents += invoice.total_cents;
    paidByPage.set(page, paid);
  }

  return {
    money: { weeks: [...weeks].map(([week, figures]) => ({ week, ...figures })), totals },
    paidByPage,
  };
}

/**
 * The page's view from the rows: every day of the range (zero-filled), the totals, the counts
 * by day and by page (busiest first, then by path), and the leads in the inbox by page, with the
 * quote requests' windows held, booked and done, and each page's paid jobs; the money by week
 * (`shapeMoney`). A lead belongs to the Toronto day it arrived on. Rows outside the range, of an
 * event that is not counted or with no positive count are left out.
 */
export function shapeNumbers(input: {
  range: NumbersRange;
  /** Today in Toronto, YYYY-MM-DD: the range's last day */
  today: string;
  counts: readonly CountRow[];
  leads: readonly LeadArrivalRow[];
  quotes?: readonly QuoteMoneyRow[];
  invoices?: readonly InvoiceMoneyRow[];
}): NumbersView {
  const days = rangeDays(input.range, input.today);
  const { money, paidByPage } = shapeMoney({
    days,
    quotes: input.quotes ?? [],
    invoices: input.invoices ?? [],
  });
  const byDay: Record<string, EventCounts> = Object.fromEntries(days.map((day) => [day, zero()]));
  const totals = zero();
  const pages = new Map<string, PageNumbers>();
  const pageOf = (page: string) => {
    let row = pages.get(page);
    if (!row) {
      row = {
        page,
        label: pageLabel(page),
        counts: zero(),
        leads: 0,
        bookings: { held: 0, confirmed: 0, done: 0 },
        paid: { jobs: 0, cents: 0 },
      };
      pages.set(page, row);
    }
    return row;
  };

  for (const row of input.counts) {
    const day = byDay[row.day];
    if (!day || !isCountedEvent(row.event)) continue;
    if (!Number.isSafeInteger(row.count) || row.count <= 0) continue;
    day[row.event] += row.count;
    totals[row.event] += row.count;
    pageOf(row.page).counts[row.event] += row.count;
  }

  let leads = 0;
  for (const lead of input.leads) {
    const received = new Date(lead.received_at);
    if (Number.isNaN(received.getTime()) || !byDay[torontoDay(received)]) continue;
    leads += 1;
    const row = pageOf(countedPage(lead.page));
    row.leads += 1;
    const column = lead.booking_state ? bookingColumn[lead.booking_state] : null;
    if (column) row.bookings[column] += 1;
  }

  for (const [page, paid] of paidByPage) pageOf(page).paid = paid;

  const byPage = [...pages.values()].sort(
    (a, b) => weight(b) - weight(a) || (a.page < b.page ? -1 : a.page > b.page ? 1 : 0),
  );
  return { range: input.range, days, totals, leads, byDay, byPage, money };
}

/** The first and last Toronto days of the range ending on `now`'s day. */
export function rangeBounds(days: NumbersRange, now: Date) {
  const last = torontoDay(now);
  return { first: addDays(last, 1 - days), last };
}

/** The range's rows of event_counts, by day, page and event. */
export async function readCounts(
  db: D1Database,
  { days, now = new Date() }: { days: NumbersRange; now?: Date },
): Promise<CountRow[]> {
  const { first, last } = rangeBounds(days, now);
  const rows = await db
    .prepare(
      `SELECT day, page, event, count FROM event_counts
        WHERE day >= ?1 AND day <= ?2 ORDER BY day, page, event`,
    )
    .bind(first, last)
    .all<CountRow>();
  return rows.results;
}

/**
 * Every row of event_counts still kept (the hourly job deletes the days past the privacy
 * policy's period, worker/events.ts), by day, page and event: the owner's whole download.
 */
export async function readAllCounts(db: D1Database): Promise<CountRow[]> {
  const rows = await db
    .prepare("SELECT day, page, event, count FROM event_counts ORDER BY day, page, event")
    .all<CountRow>();
  return rows.results;
}

/** The numbers of the last `days` Toronto days up to `now`, read from D1. */
export async function numbersView(
  db: D1Database,
  { days, now = new Date() }: { days: NumbersRange; now?: Date },
): Promise<NumbersView> {
  const { first, last } = rangeBounds(days, now);
  // A Toronto day runs from 04:00 or 05:00 UTC that date to the next; the bounds take in a
  // little more, and shapeNumbers keeps exactly the range's days.
  const from = `${first}T00:00:00.000Z`;
  const to = `${addDays(last, 2)}T00:00:00.000Z`;
  const [counts, leads, quotes, invoices] = await Promise.all([
    readCounts(db, { days, now }),
    db
      .prepare(
        `SELECT page, received_at, booking_state FROM leads
         WHERE received_at >= ?1 AND received_at < ?2`,
      )
      .bind(from, to)
      .all<LeadArrivalRow>(),
    db
      .prepare(
        `SELECT sent_at, approved_at, total_cents FROM quotes
         WHERE (sent_at >= ?1 AND sent_at < ?2) OR (approved_at >= ?1 AND approved_at < ?2)`,
      )
      .bind(from, to)
      .all<QuoteMoneyRow>(),
    db
      .prepare(
        `SELECT kind, issued_on, paid_on, credited_by, total_cents, page FROM invoices
         WHERE (issued_on >= ?1 AND issued_on <= ?2) OR (paid_on >= ?1 AND paid_on <= ?2)`,
      )
      .bind(first, last)
      .all<InvoiceMoneyRow>(),
  ]);
  return shapeNumbers({
    range: days,
    today: last,
    counts,
    leads: leads.results,
    quotes: quotes.results,
    invoices: invoices.results,
  });
}

/**
 * The counts as a CSV file for a spreadsheet, one row a day, page and event as stored (days
 * with nothing counted have no row): Day, Page, Page name, Event (its key: call, text, quote,
 * estimate, coverage, lead), Event name, Count. UTF-8 with the byte-order mark Excel looks for.
 */
export function countsCsv(rows: readonly CountRow[]): string {
  const events: Record<string, string> = inboxText.numbers.events;
  const { day, page, pageName, event, eventName, count } = csvText.counts;
  const lines = [
    [day, page, pageName, event, eventName, count],
    ...rows.map((row) => [
      row.day,
      row.page,
      pageLabel(row.page),
      row.event,
      events[row.event] ?? "",
      String(row.count),
    ]),
  ];
  return `\uFEFF${lines.map((line) => line.map(csvCell).join(",")).join("\r\n")}\r\n`;
}
