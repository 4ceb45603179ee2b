import type { OpeningHoursSpecification } from "schema-dts";
import { bookingWindows } from "./booking-windows";
import { weekDays, type WeekDay as Day } from "./week-days";

/**
 * Opening hours, worked out once for every place that states them: the shop's, as
 * content/business.json keeps them (a time each weekday), and the mobile service's, which are
 * the hours the owner's availability books (a window with jobs is open). The pages, the footer,
 * the contact cards, the structured data and the availability screen's preview all say them
 * through these functions, so the site never states an hour the schedule does not book.
 */

/** One stretch of a day: "08:00" to "20:00" ("24:00" for midnight at its end). */
export interface Span {
  opens: string;
  closes: string;
}

/** Each weekday's open stretches, in order; none for a closed day. */
export type WeekSpans = Record<Day, readonly Span[]>;

/** A set of days open over one stretch, as structured data states it. */
export interface HoursRow {
  days: Day[];
  opens: string;
  closes: string;
}

/** A line of hours as a visitor reads it: "Mon-Fri", "8am-6pm". */
export interface ShownRow {
  days: string;
  label: string;
}

const short = (day: Day) => day.slice(0, 3);

/** "08:00" -> "8am", "18:30" -> "6:30pm", "24:00" -> "midnight" */
export function clockLabel(time: string): string {
  const [h = 0, m = 0] = time.split(":").map(Number);
  if (h === 24 || (h === 0 && m === 0)) return "midnight";
  if (h === 12 && m === 0) return "noon";
  const hour = h % 12 === 0 ? 12 : h % 12;
  return `${hour}${m ? `:${String(m).padStart(2, "0")}` : ""}${h < 12 ? "am" : "pm"}`;
}

/** ["Monday", ..., "Friday"] -> "Mon-Fri"; ["Monday", "Wednesday"] -> "Mon, Wed" */
export function daysLabel(days: readonly Day[]): string {
  if (days.length === 7) return "Every day";
  const sorted = weekDays.filter((d) => days.includes(d));
  const runs: Day[][] = [];
  for (const day of sorted) {
    const run = runs.at(-1);
    if (run && weekDays.indexOf(run.at(-1)!) === weekDays.indexOf(day) - 1) run.push(day);
    else runs.push([day]);
  }
  return runs
    .map((run) =>
      run.length > 2 ? `${short(run[0]!)}-${short(run.at(-1)!)}` : run.map(short).join(", "),
    )
    .join(", ");
}

const spanLabel = ({ opens, closes }: Span) =>
  opens === "00:00" && closes === "24:00"
    ? "24 hours"
    : `${clockLabel(opens)}-${clockLabel(closes)}`;

const sameSpans = (a: readonly Span[], b: readonly Span[]) =>
  a.length === b.length && a.every((s, i) => s.opens === b[i]!.opens && s.closes === b[i]!.closes);

/** The open days, those with the same stretches together, in the order of their first day. */
function groups(week: WeekSpans): { days: Day[]; spans: readonly Span[] }[] {
  const found: { days: Day[]; spans: readonly Span[] }[] = [];
  for (const day of weekDays) {
    const spans = week[day];
    if (spans.length === 0) continue;
    const group = found.find((g) => sameSpans(g.spans, spans));
    if (group) group.days.push(day);
    else found.push({ days: [day], spans });
  }
  return found;
}

/** The hours as structured data states them: each stretch with every day it is open. */
export const hoursRows = (week: WeekSpans): HoursRow[] =>
  groups(week).flatMap(({ days, spans }) => spans.map((span) => ({ days, ...span })));

/** The hours as a list shows them: one line per set of days ("Mon-Fri", "8am-6pm"). */
export const shownRows = (week: WeekSpans): ShownRow[] =>
  groups(week).map(({ days, spans }) => ({
    days: daysLabel(days),
    label: spans.map(spanLabel).join(" and "),
  }));

/** Whether the hours are the whole day, every day. */
export const isAroundTheClock = (week: WeekSpans) =>
  weekDays.every((day) => sameSpans(week[day], [{ opens: "00:00", closes: "24:00" }]));

/**
 * The hours in one line: "Mon-Fri 8am-8pm, Sat 8am-4pm", "24/7" when always open, and null when
 * no day is open.
 */
export function weekText(week: WeekSpans): string | null {
  if (isAroundTheClock(week)) return "24/7";
  const rows = shownRows(week);
  return rows.length ? rows.map((row) => `${row.days} ${row.label}`).join(", ") : null;
}

/** What the owner's availability books: the windows' hours and the jobs each day takes. */
export interface Bookable {
  windows: Record<(typeof bookingWindows)[number], { starts: string; ends: string }>;
  week: Record<Day, Record<(typeof bookingWindows)[number], number>>;
}

/**
 * The mobile service's hours: on each weekday, from the start of its first window with a job
 * to the end of its last, windows that meet or overlap joined into one stretch and a window
 * closed that day (0 jobs) leaving a gap.
 */
export function bookedSpans({ windows, week }: Bookable): WeekSpans {
  const spans = {} as Record<Day, Span[]>;
  for (const day of weekDays) {
    const open = bookingWindows
      .filter((w) => week[day][w] > 0)
      // A window's times stop at 23:59 (availability.json): one that ends then runs to midnight.
      .map((w) => ({
        opens: windows[w].starts,
        closes: windows[w].ends === "23:59" ? "24:00" : windows[w].ends,
      }))
      .sort((a, b) => a.opens.localeCompare(b.opens));
    const joined: Span[] = [];
    for (const span of open) {
      const last = joined.at(-1);
      if (last && span.opens <= last.closes) {
        if (span.closes > last.closes) joined[joined.length - 1] = { ...last, closes: span.closes };
      } else joined.push(span);
    }
    spans[day] = joined;
  }
  return spans;
}

/** The words said after the service's hours, such as "by appointment". */
export interface ServiceHours {
  /** As every page says them: "Mon-Fri 8am-8pm, Sat 8am-4pm, by appointment" */
  text: string;
  /** As structured data states them */
  rows: HoursRow[];
  /** Whether the schedule books every hour of every day (only then may a page say 24/7) */
  aroundTheClock: boolean;
}

/** The mobile service's hours as the site states them, from what the availability books. */
export function serviceHours(availability: Bookable, note: string): ServiceHours {
  const week = bookedSpans(availability);
  const text = weekText(week);
  const said = !note
    ? (text ?? "")
    : text === null
      ? note
      : `${text}${text === "24/7" ? "" : ","} ${note}`;
  return {
    text: said,
    rows: hoursRows(week),
    aroundTheClock: isAroundTheClock(week),
  };
}

/**
 * Hours as search engines read them (the structured data's openingHoursSpecification): midnight
 * at the end of a day is "23:59", the form Google documents for "open all day". The Worker
 * writes them too, for the hours the owner saves (worker/stated-hours.ts).
 */
export function openingHours(hours: HoursRow): OpeningHoursSpecification {
  return {
    "@type": "OpeningHoursSpecification",
    dayOfWeek: [...hours.days],
    opens: hours.opens,
    closes: hours.closes === "24:00" ? "23:59" : hours.closes,
  };
}
