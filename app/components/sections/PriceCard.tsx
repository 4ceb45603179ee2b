import { BadgePercent, Clock, ShieldCheck } from "lucide-react";
import type { ReactNode } from "react";
import { Card } from "~/components/ui/card";
import { siteConfig } from "~/config/site";
import type { PriceLine } from "~/data/services";

/**
 * The hero card of a service page: its prices and times from the pricing table, a special offer
 * where the page has one, the warranty, and the quote button.
 */
export function PriceCard({
  lines,
  special,
  quote,
}: {
  lines: readonly PriceLine[];
  special?: { title: string; text: string };
  /** The "Get Free Quote" island the page places here */
  quote?: ReactNode;
}) {
  const { figures } = siteConfig;
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
      <h2 className="text-xl font-bold text-primary">Price and time</h2>
      <dl className="mt-3 divide-y divide-border">
        {lines.map((line) => (
          <div key={line.label} className="grid grid-cols-[1fr_auto] items-baseline gap-x-4 py-3">
            <dt className="font-medium">{line.label}</dt>
            <dd className="text-lg font-bold text-primary tabular-nums">
              {line.entry.price.label}
            </dd>
            {line.entry.duration || line.note ? (
              <dd className="col-span-2 mt-0.5 flex items-center gap-1.5 text-sm text-muted-foreground">
                <Clock aria-hidden="true" className="size-4 shrink-0" />
                {[line.entry.duration, line.note].filter(Boolean).join(", ")}
              </dd>
            ) : null}
          </div>
        ))}
      </dl>
      <p className="mt-3 flex items-center gap-2 text-sm font-medium">
        <ShieldCheck aria-hidden="true" className="size-5 text-success" />
        {figures.warranty} · Insurance billed directly
      </p>
      {quote}
      <p className="mt-3 text-center text-sm text-muted-foreground">
        Free and without obligation. We answer within {figures.quoteResponse}.
      </p>
    </Card>
  );
}
