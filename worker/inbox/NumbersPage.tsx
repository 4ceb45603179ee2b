import { Download, Inbox, ShieldCheck } from "lucide-react";
import { Fragment, type ReactNode } from "react";
import { CountsChart, periodLabel, weekdayLabel, type EventCounts } from "./CountsChart";
import { ServicePage } from "./InboxPage";
import { ButtonLink } from "../../app/components/ui/button";
import { Container } from "../../app/components/ui/container";
import { inboxPath, inboxText, numbersPath, numbersRanges, type NumbersRange } from "./words";
import { countedEvents, type CountedEvent } from "../../core/rules/counted-events";
import { formatCents } from "../../core/rules/money";
import { cn } from "../../app/components/cn";

const text = inboxText.numbers;

/** The events' names, held to the counted events (the copy's layer may not import their type). */
const eventNames: Record<CountedEvent, string> = text.events;

/** The numbers of a range: `/inbox/numbers?days=30`. */
export const numbersHref = (days: NumbersRange) => `${numbersPath}?days=${days}`;
/**
 * The counts of a range as CSV, `/inbox/numbers.csv?days=30`, or of every day still kept,
 * `/inbox/numbers.csv?days=all`.
 */
export const numbersCsvHref = (days: NumbersRange | "all") => `${numbersPath}.csv?days=${days}`;

/** One page's counts in the range. */
export interface PageNumbers {
  /** The path counted under: "/", "/location/markham-auto-glass", or "/404" for any unknown */
  page: string;
  /** Its name for the owner, as the build names its pages; the unknown page's and a gone one's */
  label: string;
  counts: EventCounts;
  /** The leads in the inbox sent from this page in the range */
  leads: number;
  /** Of those, the quote requests whose window is held, booked (confirmed or on the way), done */
  bookings: { held: number; confirmed: number; done: number };
  /** The invoices paid in the range, and not cancelled, of leads sent from this page */
  paid: { jobs: number; cents: number };
}

/** The money's columns, in the order the owner reads them: from quote to paid. */
export const moneyColumns = ["sent", "approved", "invoiced", "paid"] as const;
export type MoneyColumn = (typeof moneyColumns)[number];

/** How many, and how much in cents. */
export interface MoneyFigure {
  count: number;
  cents: number;
}

/**
 * The quote versions sent and approved, the invoices issued (a credit note takes its amount off
 * the sum, not one off the count) and the invoices paid that no credit note cancelled.
 */
export type MoneyFigures = Record<MoneyColumn, MoneyFigure>;

/** A week's money: the days of the range from its Monday to its Sunday. */
export interface MoneyWeek extends MoneyFigures {
  /** Its Monday, YYYY-MM-DD (before the range's first day when the range starts mid-week) */
  week: string;
}

/** The range's money by week, every week with a day of the range, and in all. */
export interface NumbersMoney {
  /** Oldest first, zero-filled */
  weeks: MoneyWeek[];
  totals: MoneyFigures;
}

/** The owner's numbers over a range of Toronto days (worker/numbers.ts makes it). */
export interface NumbersView {
  range: NumbersRange;
  /** Every day of the range, oldest first, today last (YYYY-MM-DD) */
  days: string[];
  totals: EventCounts;
  /** The leads in the inbox that arrived in the range */
  leads: number;
  /** Each day's counts; every day of the range is there, with zeros */
  byDay: Record<string, EventCounts>;
  /** The pages with anything counted, a lead or a paid job, the busiest first */
  byPage: PageNumbers[];
  money: NumbersMoney;
}

/** A wide table's frame: it scrolls sideways on a phone, and a keyboard can scroll it. */
function TableRegion({
  label,
  className,
  children,
}: {
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div
      role="region"
      aria-label={label}
      // A region that scrolls must be reachable by keyboard to be scrolled.
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      className={cn(
        "overflow-auto rounded-lg border border-border bg-background shadow-sm",
        className,
      )}
    >
      {children}
    </div>
  );
}

const cell = "px-3 py-2 text-right tabular-nums whitespace-nowrap";
const headCell = "px-3 py-2 text-right align-bottom font-semibold";
const groupCell = "px-3 py-2 text-center align-bottom font-semibold";

/** A count in a table: a zero is shown, quieter than a figure. */
const Figure = ({ n }: { n: number }) => (
  <span className={n === 0 ? "text-muted-foreground" : "font-semibold"}>{n}</span>
);

/** An amount in a table, "$1,320.17": a zero is shown, quieter than a sum. */
const Amount = ({ cents }: { cents: number }) => (
  <span className={cents === 0 ? "text-muted-foreground" : "font-semibold"}>
    {formatCents(cents)}
  </span>
);

/**
 * A table of counts in its scrolling frame: its caption (heard everywhere, shown from `md` up,
 * where the section's heading alone would not say which days), a header row of the rows' name,
 * each counted event and any more columns, and the rows the caller gives (`tbody`, `tfoot`).
 */
function CountsTable({
  region,
  caption,
  rowsHeader,
  moreColumns = [],
  stickyHead = false,
  className,
  children,
}: {
  region: string;
  caption: string;
  rowsHeader: string;
  moreColumns?: readonly string[];
  /** The header row stays in view while the rows scroll under it */
  stickyHead?: boolean;
  className?: string;
  children: ReactNode;
}) {
  return (
    <TableRegion label={region} className={cn("max-md:hidden", className)}>
      <table className="w-full text-sm">
        <caption className="px-3 py-3 text-left text-base font-semibold max-md:sr-only">
          {caption}
        </caption>
        <thead className={cn("bg-muted text-muted-foreground", stickyHead && "sticky top-0")}>
          <tr>
            <th scope="col" className="px-3 py-2 text-left align-bottom font-semibold">
              {rowsHeader}
            </th>
            {countedEvents.map((event) => (
              <th key={event} scope="col" className={headCell}>
                {eventNames[event]}
              </th>
            ))}
            {moreColumns.map((name) => (
              <th key={name} scope="col" className={headCell}>
                {name}
              </th>
            ))}
          </tr>
        </thead>
        {children}
      </table>
    </TableRegion>
  );
}

/**
 * A table's rows as a phone reads them, in place of the table below `md` (it is hidden there,
 * and this list from `md` up): each row a card, its name then its figures two by two, so that
 * nothing scrolls sideways. `zeros={false}` leaves out a row's zeros (a day with nothing counted
 * says so in one line). A figure is shown as its number, or as what its third part gives.
 */
function PhoneRows({
  label,
  rows,
  zeros = true,
}: {
  label: string;
  rows: readonly {
    key: string;
    name: ReactNode;
    figures: readonly (readonly [string, number, ReactNode?])[];
  }[];
  zeros?: boolean;
}) {
  return (
    <ul aria-label={label} className="flex flex-col gap-2 md:hidden">
      {rows.map((row) => {
        const shown = zeros ? row.figures : row.figures.filter(([, n]) => n !== 0);
        return (
          <li
            key={row.key}
            className="rounded-lg border border-border bg-background px-4 py-3 text-sm shadow-sm"
          >
            <p className="font-semibold">{row.name}</p>
            {shown.length > 0 ? (
              <dl className="mt-1 grid grid-cols-2 gap-x-4 gap-y-1">
                {shown.map(([name, n, figure]) => (
                  <div key={name} className="flex justify-between gap-2">
                    <dt className="text-muted-foreground">{name}</dt>
                    <dd className="tabular-nums">{figure ?? <Figure n={n} />}</dd>
                  </div>
                ))}
              </dl>
            ) : (
              <p className="mt-1 text-muted-foreground">{text.byDay.nothing}</p>
            )}
          </li>
        );
      })}
    </ul>
  );
}

/**
 * The days as the phone's list has them: a day with a count on its own, with its figures; days
 * in a row with nothing counted as one line, so a quiet month is a few lines, not thirty.
 */
function phoneDays(view: Pick<NumbersView, "days" | "byDay">) {
  const figuresOf = (day: string) =>
    countedEvents.map((event) => [eventNames[event], view.byDay[day]?.[event] ?? 0] as const);
  const rows: { key: string; name: ReactNode; figures: (readonly [string, number])[] }[] = [];
  let quiet: string[] = [];
  const endQuiet = () => {
    if (quiet.length === 0) return;
    const [from, to] = [quiet[0]!, quiet.at(-1)!];
    rows.push({
      key: from,
      name:
        from === to ? (
          <time dateTime={from}>{weekdayLabel(from)}</time>
        ) : (
          text.byDay.days(weekdayLabel(from), weekdayLabel(to))
        ),
      figures: [],
    });
    quiet = [];
  };
  for (const day of view.days) {
    const figures = figuresOf(day);
    if (figures.every(([, n]) => n === 0)) {
      quiet.push(day);
      continue;
    }
    endQuiet();
    rows.push({ key: day, name: <time dateTime={day}>{weekdayLabel(day)}</time>, figures });
  }
  endQuiet();
  return rows;
}

/**
 * The owner's numbers at /inbox/numbers: what the site counted (taps on call, text and Get Free
 * Quote, the tools' answers and the leads sent) over the last 7, 30 or 90 days, as totals, the
 * quotes and invoices by week, a chart and a table by day, and a table by page with the leads in
 * the inbox and the paid jobs. Rendered by the Worker; nothing runs in the browser.
 */
export function NumbersPage({
  view,
  stylesheets,
  siteName,
}: {
  view: NumbersView;
  stylesheets: readonly string[];
  siteName: string;
}) {
  const period = periodLabel(view.days[0] ?? "", view.days.at(-1) ?? "");
  const empty =
    countedEvents.every((event) => view.totals[event] === 0) &&
    view.leads === 0 &&
    !hasMoney(view.money);

  return (
    <ServicePage title={text.title} stylesheets={stylesheets} siteName={siteName}>
      <main className="py-6 sm:py-10">
        <Container>
          <div className="mx-auto flex max-w-4xl flex-col gap-6">
            <NumbersHeader range={view.range} />
            {empty ? (
              <p className="rounded-lg border border-dashed border-border bg-background p-6 text-center text-muted-foreground">
                {text.empty(view.range)}
              </p>
            ) : (
              <>
                <Totals view={view} period={period} />
                <Money view={view} period={period} />
                <ByDay view={view} period={period} />
                <ByPage view={view} period={period} />
              </>
            )}
            <p className="text-sm text-muted-foreground">
              {text.kept}{" "}
              <a
                href={numbersCsvHref("all")}
                className="font-semibold text-primary underline decoration-ring/50 decoration-2 underline-offset-4 hover:decoration-ring"
              >
                {text.csvAll}
              </a>
            </p>
          </div>
        </Container>
      </main>
    </ServicePage>
  );
}

/** The page's heading, what it counts and what it does not, and the range with its download. */
function NumbersHeader({ range }: { range: NumbersRange }) {
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
        <h1 className="text-3xl font-bold">{text.heading}</h1>
        <ButtonLink href={inboxPath} variant="outline" size="md">
          <Inbox aria-hidden="true" />
          {text.leads}
        </ButtonLink>
      </div>
      <p className="text-muted-foreground">{text.intro}</p>
      <p className="flex gap-2 rounded-md border border-primary/25 bg-accent p-3 text-sm font-medium text-foreground">
        <ShieldCheck aria-hidden="true" className="size-5 shrink-0 text-primary" />
        <span>{text.privacy}</span>
      </p>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <RangeLinks range={range} />
        <ButtonLink href={numbersCsvHref(range)} variant="outline" size="md">
          <Download aria-hidden="true" />
          {text.csv}
        </ButtonLink>
      </div>
    </div>
  );
}

/** The ranges to choose from, the one shown marked. */
function RangeLinks({ range }: { range: NumbersRange }) {
  return (
    <nav aria-label={text.rangesName} className="w-full sm:w-auto">
      <ul className="grid grid-cols-3 gap-1 rounded-lg border border-input bg-background p-1 shadow-sm">
        {numbersRanges.map((days) => (
          <li key={days}>
            <a
              href={numbersHref(days)}
              aria-current={days === range ? "page" : undefined}
              className={cn(
                "flex h-9 items-center justify-center rounded-md px-2 text-sm font-semibold whitespace-nowrap transition-colors duration-150 sm:px-3",
                days === range
                  ? "bg-primary text-primary-foreground"
                  : "text-foreground hover:bg-accent",
              )}
            >
              <span className="max-[359px]:hidden">{text.range(days)}</span>
              <span className="hidden max-[359px]:inline">
                <span className="sr-only">{text.range(days)}</span>
                <span aria-hidden="true">{text.rangeShort(days)}</span>
              </span>
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** A section of the numbers: what each one needs to say which days it counts. */
interface SectionProps {
  view: NumbersView;
  /** The range's days in words: "25 Oct to 23 Nov 2026" */
  period: string;
}

/** Each event's total over the range, and the leads in the inbox. */
function Totals({ view, period }: SectionProps) {
  return (
    <section aria-labelledby="numbers-totals" className="flex flex-col gap-3">
      <h2 id="numbers-totals" className="text-xl font-bold">
        {text.totalsName(period)}
      </h2>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        {countedEvents.map((event) => (
          <div
            key={event}
            className="flex flex-col gap-1 rounded-lg border border-border bg-background p-4 shadow-sm"
          >
            <dt className="text-sm font-medium text-muted-foreground">{eventNames[event]}</dt>
            <dd className="text-3xl font-bold tabular-nums">{view.totals[event]}</dd>
          </div>
        ))}
      </dl>
      <p className="text-sm text-muted-foreground">{text.leadRecords(view.leads)}</p>
    </section>
  );
}

/** The counts by day: the chart, then the days as a phone's list or a table with the totals. */
function ByDay({ view, period }: SectionProps) {
  return (
    <section aria-labelledby="numbers-by-day" className="flex flex-col gap-3">
      <h2 id="numbers-by-day" className="text-xl font-bold">
        {text.chart.heading}
      </h2>
      <div className="rounded-lg border border-border bg-background p-4 shadow-sm sm:p-6">
        <CountsChart days={view.days} byDay={view.byDay} />
      </div>
      <PhoneRows label={text.byDay.caption(period)} zeros={false} rows={phoneDays(view)} />
      <CountsTable
        region={text.byDay.region}
        caption={text.byDay.caption(period)}
        rowsHeader={text.byDay.day}
        className="max-h-[28rem]"
        stickyHead
      >
        <tbody className="divide-y divide-border">
          {view.days.map((day) => (
            <tr key={day}>
              <th scope="row" className="px-3 py-2 text-left font-medium whitespace-nowrap">
                <time dateTime={day}>{weekdayLabel(day)}</time>
              </th>
              {countedEvents.map((event) => (
                <td key={event} className={cell}>
                  <Figure n={view.byDay[day]?.[event] ?? 0} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
        <tfoot className="border-t-2 border-border bg-muted">
          <tr>
            <th scope="row" className="px-3 py-2 text-left font-semibold">
              {text.byDay.total}
            </th>
            {countedEvents.map((event) => (
              <td key={event} className={cell}>
                <span className="font-bold">{view.totals[event]}</span>
              </td>
            ))}
          </tr>
        </tfoot>
      </CountsTable>
    </section>
  );
}

/** A page's name for the owner, with its path under it. */
const PageName = ({ row }: { row: PageNumbers }) => (
  <>
    {row.label}
    <span className="block text-xs font-normal break-words text-muted-foreground">{row.page}</span>
  </>
);

/**
 * The columns after the counted events in the table by page: the leads, their bookings and the
 * paid jobs.
 */
const pageColumns = [
  text.byPage.leadRecords,
  text.byPage.held,
  text.byPage.confirmed,
  text.byPage.done,
  text.byPage.paidJobs,
  text.byPage.paid,
] as const;

/**
 * The counts by page, the busiest first, with the leads in the inbox, their bookings and the
 * paid jobs.
 */
function ByPage({ view, period }: SectionProps) {
  return (
    <section aria-labelledby="numbers-by-page" className="flex flex-col gap-3">
      <h2 id="numbers-by-page" className="text-xl font-bold">
        {text.byPage.heading}
      </h2>
      <p className="text-sm text-muted-foreground">{text.byPage.note}</p>
      <PhoneRows
        label={text.byPage.caption(period)}
        rows={view.byPage.map((row) => ({
          key: row.page,
          name: <PageName row={row} />,
          figures: [
            ...countedEvents.map((event) => [eventNames[event], row.counts[event]] as const),
            [text.byPage.leadRecords, row.leads] as const,
            [text.byPage.held, row.bookings.held] as const,
            [text.byPage.confirmed, row.bookings.confirmed] as const,
            [text.byPage.done, row.bookings.done] as const,
            [text.byPage.paidJobs, row.paid.jobs] as const,
            [
              text.byPage.paid,
              row.paid.cents,
              <Amount key="paid" cents={row.paid.cents} />,
            ] as const,
          ],
        }))}
      />
      <CountsTable
        region={text.byPage.region}
        caption={text.byPage.caption(period)}
        rowsHeader={text.byPage.page}
        moreColumns={pageColumns}
      >
        <tbody className="divide-y divide-border">
          {view.byPage.map((row) => (
            <tr key={row.page} className="align-top">
              <th scope="row" className="min-w-48 px-3 py-2 text-left font-medium">
                <PageName row={row} />
              </th>
              {countedEvents.map((event) => (
                <td key={event} className={cell}>
                  <Figure n={row.counts[event]} />
                </td>
              ))}
              <td className={cell}>
                <Figure n={row.leads} />
              </td>
              {(["held", "confirmed", "done"] as const).map((state) => (
                <td key={state} className={cell}>
                  <Figure n={row.bookings[state]} />
                </td>
              ))}
              <td className={cell}>
                <Figure n={row.paid.jobs} />
              </td>
              <td className={cell}>
                <Amount cents={row.paid.cents} />
              </td>
            </tr>
          ))}
        </tbody>
      </CountsTable>
    </section>
  );
}

/** Whether the range has any money: a quote, an invoice, a credit note or a payment. */
const hasMoney = (money: NumbersMoney) =>
  moneyColumns.some(
    (column) => money.totals[column].count !== 0 || money.totals[column].cents !== 0,
  );

/** A week by its Monday: "Week of Mon 30 Nov". */
const WeekName = ({ week }: { week: string }) => (
  <time dateTime={week}>{text.money.weekOf(weekdayLabel(week))}</time>
);

/** A money figure in a phone's row: how many, and how much under it. */
const MoneyPair = ({ figure }: { figure: MoneyFigure }) => (
  <span className="flex flex-col items-end">
    <Figure n={figure.count} /> <Amount cents={figure.cents} />
  </span>
);

/** A row's money in the table: how many and how much, column by column. */
const MoneyCells = ({ figures }: { figures: MoneyFigures }) =>
  moneyColumns.map((column) => (
    <Fragment key={column}>
      <td className={cell}>
        <Figure n={figures[column].count} />
      </td>
      <td className={cell}>
        <Amount cents={figures[column].cents} />
      </td>
    </Fragment>
  ));

/**
 * The quotes and invoices by week, as a phone's list or a table with the totals; one sentence
 * when the range has none.
 */
function Money({ view, period }: SectionProps) {
  const { weeks } = view.money;
  return (
    <section aria-labelledby="numbers-money" className="flex flex-col gap-3">
      <h2 id="numbers-money" className="text-xl font-bold">
        {text.money.heading}
      </h2>
      {hasMoney(view.money) ? (
        <>
          <p className="text-sm text-muted-foreground">{text.money.note}</p>
          <PhoneRows
            label={text.money.caption(period)}
            // On a phone, only the weeks with anything in them: the table has every week.
            rows={weeks.filter(hasAny).map((week) => ({
              key: week.week,
              name: <WeekName week={week.week} />,
              figures: moneyColumns.map(
                (column) =>
                  [
                    text.money.columns[column],
                    week[column].count,
                    <MoneyPair key={column} figure={week[column]} />,
                  ] as const,
              ),
            }))}
          />
          <MoneyTable view={view} period={period} />
        </>
      ) : (
        <p className="text-sm text-muted-foreground">{text.money.none}</p>
      )}
    </section>
  );
}

/** Whether a week has anything quoted, approved, invoiced or paid. */
const hasAny = (week: NumbersView["money"]["weeks"][number]) =>
  moneyColumns.some((column) => week[column].count !== 0 || week[column].cents !== 0);

/** The money by week as a table: each column's number and amount, and the range's totals. */
function MoneyTable({ view, period }: SectionProps) {
  return (
    <TableRegion label={text.money.region} className="max-md:hidden">
      <table className="w-full text-sm">
        <caption className="px-3 py-3 text-left text-base font-semibold max-md:sr-only">
          {text.money.caption(period)}
        </caption>
        <colgroup>
          <col />
        </colgroup>
        {moneyColumns.map((column) => (
          <colgroup key={column} span={2} />
        ))}
        <thead className="bg-muted text-muted-foreground">
          <tr>
            <th scope="col" rowSpan={2} className="px-3 py-2 text-left align-bottom font-semibold">
              {text.money.week}
            </th>
            {moneyColumns.map((column) => (
              <th key={column} scope="colgroup" colSpan={2} className={groupCell}>
                {text.money.columns[column]}
              </th>
            ))}
          </tr>
          <tr>
            {moneyColumns.map((column) => (
              <Fragment key={column}>
                <th scope="col" className={headCell}>
                  {text.money.count}
                </th>
                <th scope="col" className={headCell}>
                  {text.money.amount}
                </th>
              </Fragment>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-border">
          {view.money.weeks.map((week) => (
            <tr key={week.week}>
              <th scope="row" className="px-3 py-2 text-left font-medium whitespace-nowrap">
                <WeekName week={week.week} />
              </th>
              <MoneyCells figures={week} />
            </tr>
          ))}
        </tbody>
        <tfoot className="border-t-2 border-border bg-muted">
          <tr>
            <th scope="row" className="px-3 py-2 text-left font-semibold">
              {text.money.total}
            </th>
            <MoneyCells figures={view.money.totals} />
          </tr>
        </tfoot>
      </table>
    </TableRegion>
  );
}
