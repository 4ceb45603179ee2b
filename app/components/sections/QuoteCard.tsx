import { Check, Clock } from "lucide-react";
import type { ReactNode } from "react";
import { Card } from "../ui/card";
import { siteConfig } from "../../../core/config/site";

/**
 * The hero's quote card: what a quote costs (nothing), how fast we answer, and the button. Its
 * words are the home page's (content/home.json, `quoteCard`).
 */
export function QuoteCard({
  title,
  text,
  points,
  answer,
  quote,
}: {
  title: string;
  text: string;
  points: readonly string[];
  /** How fast we answer: a sentence that quotes the reply time */
  answer: string;
  /** The "Get Free Quote" island the page places here */
  quote?: ReactNode;
}) {
  // The reply time is set apart in the sentence, as the page has always written it.
  const { quoteResponse } = siteConfig.figures;
  const [before, after = ""] = answer.split(quoteResponse);
  return (
    <Card variant="raised" className="p-6">
      <h2 className="text-2xl font-bold text-primary">{title}</h2>
      <p className="mt-2 text-muted-foreground">{text}</p>
      <ul className="mt-4 hidden space-y-2 sm:block">
        {points.map((point) => (
          <li key={point} className="flex items-start gap-2">
            <Check aria-hidden="true" className="mt-1 size-4 shrink-0 text-success" />
            {point}
          </li>
        ))}
      </ul>
      {quote}
      <p className="mt-3 flex items-center justify-center gap-2 text-sm text-muted-foreground">
        <Clock aria-hidden="true" className="size-4" />
        {before}
        {quoteResponse}
        {after}
      </p>
    </Card>
  );
}
