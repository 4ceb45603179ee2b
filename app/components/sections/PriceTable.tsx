import { Section } from "../ui/section";
import type { EstimatePageContent } from "../../../core/config/schema";
import type { PriceLine } from "../../../core/data/services";
import type { SectionHead } from "../../../core/data/types";

/** A row of the price table: a service, its page, and its lines from the pricing table. */
export interface PriceTableRow {
  name: string;
  path: string;
  /** Empty for a service priced in the free quote */
  lines: readonly PriceLine[];
}

/** The table's words: its column headings, and what stands where a price or a time is not set. */
type PriceTableWords = Pick<
  EstimatePageContent["prices"],
  "columns" | "noPrice" | "noTime" | "timeToConfirm"
>;

/**
 * Every published price and time on site in one table, read from the services' own price cards
 * (which read the pricing table): the instant estimate's figures as plain content, for a visitor
 * without JavaScript and for search engines.
 */
export function PriceTable({
  head,
  words,
  rows,
  notes,
  id = "prices",
}: {
  head: SectionHead;
  words: PriceTableWords;
  rows: readonly PriceTableRow[];
  /** Short notes under the table: insurance, ADAS calibration */
  notes: readonly string[];
  id?: string;
}) {
  const { columns } = words;
  const time = (line: PriceLine | null) =>
    line?.entry.duration ?? (line ? words.timeToConfirm : words.noTime);
  return (
    <Section id={id} head={head}>
      <div className="overflow-x-auto rounded-xl border border-border bg-card shadow-sm">
        <table className="w-full text-left">
          <caption className="sr-only">{head.title}</caption>
          <thead className="bg-muted text-sm text-muted-foreground">
            <tr>
              <th scope="col" className="px-4 py-3 font-semibold sm:px-6">
                {columns.service}
              </th>
              <th scope="col" className="px-4 py-3 font-semibold sm:px-6">
                {columns.price}
                <span className="sm:hidden">{` ${columns.andTime}`}</span>
              </th>
              <th scope="col" className="px-4 py-3 font-semibold max-sm:hidden sm:px-6">
                {columns.time}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-border">
            {rows.flatMap((row) =>
              (row.lines.length > 0 ? row.lines : [null]).map((line) => (
                <tr key={`${row.path}-${line?.label ?? "quote"}`} className="align-top">
                  <th scope="row" className="px-4 py-3 font-normal sm:px-6">
                    <a
                      href={row.path}
                      className="font-semibold text-primary underline underline-offset-4 hover:decoration-2"
                    >
                      {line?.label ?? row.name}
                    </a>
                    {line?.note ? (
                      <span className="block text-sm text-muted-foreground">{line.note}</span>
                    ) : null}
                  </th>
                  <td className="px-4 py-3 sm:px-6">
                    {/* A price stays on one line; the words in its place may wrap. */}
                    <span className={line ? "font-bold whitespace-nowrap" : "font-bold"}>
                      {line ? line.entry.price.label : words.noPrice}
                    </span>
                    {/* On a phone the time goes under the price: three columns do not fit. */}
                    <span className="block text-sm text-muted-foreground sm:hidden">
                      {time(line)}
                    </span>
                  </td>
                  <td className="px-4 py-3 max-sm:hidden sm:px-6">{time(line)}</td>
                </tr>
              )),
            )}
          </tbody>
        </table>
      </div>
      <ul className="mt-5 space-y-2 text-muted-foreground">
        {notes.map((note) => (
          <li key={note} className="border-l-4 border-ring pl-3">
            {note}
          </li>
        ))}
      </ul>
    </Section>
  );
}
