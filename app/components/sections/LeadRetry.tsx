import { CircleAlert } from "lucide-react";
import type { ReactNode } from "react";
import { Container } from "../ui/container";

/**
 * A form posted without JavaScript that the lead service could not take, shown again: what
 * happened, what to do, and the form itself below, as the visitor typed it, with a message
 * next to each field to fix. The lead service renders it (worker/lead-pages.ts).
 */
export function LeadRetry({
  text,
  choices,
  children,
}: {
  text: { eyebrow: string; heading: string; lead: string };
  /** What the visitor can choose instead (the nearest open windows), above the form */
  choices?: { heading: string; items: readonly string[] };
  /** The form, filled in */
  children: ReactNode;
}) {
  return (
    <Container className="py-12 sm:py-16">
      <div className="mx-auto max-w-2xl">
        <p className="flex items-center gap-2 font-semibold tracking-wide text-destructive uppercase">
          <CircleAlert aria-hidden="true" className="size-6" />
          {text.eyebrow}
        </p>
        <h1 className="mt-3 text-3xl font-bold text-balance sm:text-4xl">{text.heading}</h1>
        <p className="mt-4 text-lg text-muted-foreground">{text.lead}</p>
        {choices ? (
          <section aria-labelledby="retry-choices" className="mt-6 rounded-xl border p-5">
            <h2 id="retry-choices" className="font-bold">
              {choices.heading}
            </h2>
            <ul className="mt-3 list-disc space-y-1 pl-5">
              {choices.items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </section>
        ) : null}
        <div className="mt-8">{children}</div>
      </div>
    </Container>
  );
}
