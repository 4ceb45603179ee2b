import { inboxText } from "./words";
import type { CountedEvent } from "../../core/rules/counted-events";

const text = inboxText.numbers;

/** How many of each counted event: a day's, a page's or the range's. */
export type EventCounts = Record<CountedEvent, number>;

/** The events the chart draws, bottom to top: the ways a visitor reached the business. */
export const chartedEvents = ["call", "text", "lead"] as const satisfies readonly CountedEvent[];
export type ChartedEvent = (typeof chartedEvents)[number];

/**
 * Each charted event's colour from the site's palette, as a bar and as its key's swatch. The
 * light amber of the leads is outlined in the call-to-action's dark ink, as the site's buttons
 * are, so its bars stand out from the white behind them (3:1 and more) as the others do.
 */
const eventLook: Record<ChartedEvent, { fill: string; swatch: string }> = {
  call: { fill: "fill-primary stroke-background", swatch: "bg-primary" },
  text: { fill: "fill-success stroke-background", swatch: "bg-success" },
  lead: { fill: "fill-cta stroke-cta-foreground", swatch: "bg-cta ring-1 ring-cta-foreground" },
};

const partsOf = (day: string) => {
  const [year, month, date] = day.split("-").map(Number);
  return { year: year!, month: month!, date: date! };
};

/** A Toronto day (YYYY-MM-DD) as "12 Nov". */
export function dayLabel(day: string): string {
  const { month, date } = partsOf(day);
  return `${date} ${text.months[month - 1]}`;
}

/** A Toronto day (YYYY-MM-DD) as "Wed 12 Nov". */
export function weekdayLabel(day: string): string {
  return `${text.weekdays[new Date(`${day}T12:00:00Z`).getUTCDay()]} ${dayLabel(day)}`;
}

/** A range of days as "25 Oct to 23 Nov 2026", or "28 Dec 2025 to 3 Jan 2026". */
export function periodLabel(from: string, to: string): string {
  const first = partsOf(from).year;
  const last = partsOf(to).year;
  return `${dayLabel(from)}${first === last ? "" : ` ${first}`} to ${dayLabel(to)} ${last}`;
}

/**
 * The top of the chart's scale: the smallest round, even number at or above the tallest bar
 * (2, 4, 6, 8, 10, 20, 30, ...), so the middle line is a whole number too.
 */
export function scaleTop(tallest: number): number {
  if (tallest <= 2) return 2;
  const power = 10 ** Math.floor(Math.log10(tallest));
  for (const step of [1, 2, 3, 4, 5, 6, 8, 10]) {
    const top = step * power;
    if (top >= tallest && top % 2 === 0) return top;
  }
  return 10 * power;
}

/** The chart in words: the period, and each charted event's total and busiest day. */
export function chartDescription(days: readonly string[], byDay: Record<string, EventCounts>) {
  const parts = chartedEvents.map((event) => {
    let total = 0;
    let busiest = days[0] ?? "";
    let most = 0;
    for (const day of days) {
      const n = byDay[day]?.[event] ?? 0;
      total += n;
      if (n > most) {
        most = n;
        busiest = day;
      }
    }
    return text.chart.summary(total, text.chart.names[event], dayLabel(busiest), most);
  });
  return text.chart.description(periodLabel(days[0] ?? "", days.at(-1) ?? ""), parts);
}

/**
 * Calls, texts and leads by day as stacked bars: an SVG drawn to its container's width (at any
 * width from 320 px), named and described in words for screen readers, with its scale and first
 * and last days in HTML beside it, so the text stays the page's size, and a key in HTML. Colour
 * is never the only way to tell the events apart: the key names them in stacking order, each
 * bar's tooltip gives its figures, and the table beside the chart holds every number.
 */
export function CountsChart({
  days,
  byDay,
  id = "counts-chart",
}: {
  /** Every day of the range, oldest first (YYYY-MM-DD) */
  days: readonly string[];
  byDay: Record<string, EventCounts>;
  id?: string;
}) {
  const count = (day: string, event: ChartedEvent) => byDay[day]?.[event] ?? 0;
  const tallest = Math.max(
    0,
    ...days.map((day) => chartedEvents.reduce((sum, event) => sum + count(day, event), 0)),
  );
  const top = scaleTop(tallest);
  const width = days.length;
  // Each day is one unit wide, its bar a little less; the height is 100 units for the scale's
  // top. A thin line of the background parts the events of a bar, where bars are wide enough.
  const gap = width === 7 ? 0.3 : width <= 31 ? 0.2 : 0.25;
  const parted = width <= 31;
  const lines = [0, 50, 100];
  const first = days[0] ?? "";
  const last = days.at(-1) ?? "";

  return (
    <div className="flex flex-col gap-3">
      <div className="flex gap-2">
        <div
          aria-hidden="true"
          className="relative h-44 w-8 shrink-0 text-right text-xs text-muted-foreground tabular-nums sm:h-56"
        >
          <span className="absolute top-0 right-0 -translate-y-1/2">{top}</span>
          <span className="absolute top-1/2 right-0 -translate-y-1/2">{top / 2}</span>
          <span className="absolute right-0 bottom-0 translate-y-1/2">0</span>
        </div>
        <div className="min-w-0 flex-1">
          <svg
            viewBox={`0 0 ${width} 100`}
            preserveAspectRatio="none"
            width="100%"
            className="block h-44 w-full overflow-visible sm:h-56"
            role="img"
            aria-labelledby={`${id}-title ${id}-desc`}
          >
            <title id={`${id}-title`}>{text.chart.title}</title>
            <desc id={`${id}-desc`}>{chartDescription(days, byDay)}</desc>
            {lines.map((y) => (
              <line
                key={y}
                x1={0}
                x2={width}
                y1={y}
                y2={y}
                stroke="currentColor"
                strokeWidth={1}
                vectorEffect="non-scaling-stroke"
                className={y === 100 ? "text-input" : "text-border"}
              />
            ))}
            {days.map((day, i) => {
              let base = 100;
              const parts = chartedEvents.map(
                (event) => `${text.events[event]} ${count(day, event)}`,
              );
              return (
                <g key={day}>
                  <title>{text.chart.tooltip(weekdayLabel(day), parts)}</title>
                  {chartedEvents.map((event) => {
                    const n = count(day, event);
                    if (n === 0) return null;
                    const height = (n / top) * 100;
                    base -= height;
                    return (
                      <rect
                        key={event}
                        x={i + gap / 2}
                        y={base}
                        width={1 - gap}
                        height={height}
                        strokeWidth={parted || event === "lead" ? 1 : 0}
                        vectorEffect="non-scaling-stroke"
                        className={eventLook[event].fill}
                      />
                    );
                  })}
                </g>
              );
            })}
          </svg>
          <div aria-hidden="true" className="mt-2 text-xs text-muted-foreground">
            {width === 7 ? (
              <div className="grid grid-cols-7 text-center leading-tight">
                {days.map((day) => {
                  const [weekday, date] = weekdayLabel(day).split(" ");
                  return (
                    <span key={day} className="flex flex-col">
                      <span>{weekday}</span>
                      <span>{date}</span>
                    </span>
                  );
                })}
              </div>
            ) : (
              <div className="flex justify-between gap-4">
                <span>{dayLabel(first)}</span>
                <span>{dayLabel(last)}</span>
              </div>
            )}
          </div>
        </div>
      </div>
      <ul
        aria-label={text.chart.key}
        className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-foreground sm:pl-10"
      >
        {chartedEvents.map((event) => (
          <li key={event} className="flex items-center gap-2">
            <span
              aria-hidden="true"
              className={`size-3 rounded-[2px] ${eventLook[event].swatch}`}
            />
            {text.events[event]}
          </li>
        ))}
      </ul>
    </div>
  );
}
