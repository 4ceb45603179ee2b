import { BadgePercent, ClipboardList, Clock, ShieldCheck } from "lucide-react";
import type { ReactNode } from "react";
import { Card } from "../ui/card";
import { siteConfig } from "../../../core/config/site";
import type { ServicePageContent } from "../../../core/config/schema";
import type { PriceLine } from "../../../core/data/services";

/**
 * The hero card of a service page: its prices and times from the pricing table, a special offer
 * where the page has one, the warranty, and the quote button. A service with no published price
 * says it is priced in the free quote instead, and why. Its words are every service page's
 * (content/service-page.json, `priceCard`).
 */
export function PriceCard({
  lines,
  special,
  note,
  assurance,
  words,
  quote,
}: {
  lines: readonly PriceLine[];
  special?: { title: string; text: string };
  /** Why the service is priced in the free quote, when it has no lines */
  note?: string;
  /** The trust line under the prices; the card's own (the warranty and direct billing) when absent */
  assurance?: string;
  words: ServicePageContent["priceCard"];
  /** The "Get Free Quote" island the page places here */
  quote?: ReactNode;
}) {
  // The reply time is set apart in the sentence, as the page has always written it.
  const { quoteResponse } = siteConfig.figures;
  const [before, after = ""] = words.promise.split(quoteResponse);
  return (
    <Card variant="raised" className="p-6">
      {special ? (
        <div className="mb-5 rounded-lg bg-cta/15 p-4">
          <p className="flex items-center gap-2 font-bold text-primary">
            <BadgePercent aria-hidden="true" className="size-5 text-cta-foreground" />
            {special.title}
          </p>
          <p className="mt-1 text-sm">{special.text}</p>
        </div>
      ) : null}
      <h2 className="text-xl font-bold text-primary">{words.title}</h2>
      {lines.length === 0 ? (
        <div className="mt-3 border-b border-border pb-4">
          <p className="flex items-center gap-2 text-lg font-bold text-primary">
            <ClipboardList aria-hidden="true" className="size-5 shrink-0" />
            {words.inQuote}
          </p>
          {note ? <p className="mt-1 text-sm text-muted-foreground">{note}</p> : null}
        </div>
      ) : (
        <PriceLines lines={lines} />
      )}
      <p className="mt-3 flex items-center gap-2 text-sm font-medium">
        <ShieldCheck aria-hidden="true" className="size-5 text-success" />
        {assurance ?? words.assurance}
      </p>
      {quote}
      <p className="mt-3 text-center text-sm text-muted-foreground">
        {before}
        {quoteResponse}
        {after}
      </p>
    </Card>
  );
}

/** The card's prices and times, a line per entry of the pricing table. */
function PriceLines({ lines }: { lines: readonly PriceLine[] }) {
  return (
    <dl className="mt-3 divide-y divide-border">
      {lines.map((line) => (
        <div key={line.label} className="grid grid-cols-[1fr_auto] items-baseline gap-x-4 py-3">
          <dt className="font-medium">{line.label}</dt>
          <dd className="text-lg font-bold text-primary tabular-nums">{line.entry.price.label}</dd>
          {line.entry.duration || line.note ? (
            <dd className="col-span-2 mt-0.5 flex items-center gap-1.5 text-sm text-muted-foreground">
              <Clock aria-hidden="true" className="size-4 shrink-0" />
              {[line.entry.duration, line.note].filter(Boolean).join(", ")}
            </dd>
          ) : null}
        </div>
      ))}
    </dl>
  );
}
