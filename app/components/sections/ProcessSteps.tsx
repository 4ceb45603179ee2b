import { Card } from "../ui/card";
import { Section } from "../ui/section";
import { SectionIcon, sectionIcons } from "../ui/section-icon";
import type { ProcessStep, SectionHead } from "../../../core/data/types";
import { everyPageText } from "../../data/every-page";
import { cn } from "../cn";

export interface TimelineEntry {
  value: string;
  label: string;
}

const columnClass: Record<number, string> = {
  3: "lg:grid-cols-3",
  4: "lg:grid-cols-4",
  5: "lg:grid-cols-5",
};

/** Numbered steps, with an optional timeline of how long each stage takes, under its title. */
export function ProcessSteps({
  head,
  steps,
  timeline,
  id = "how-it-works",
  iconsAsFiles = false,
}: {
  head: SectionHead;
  steps: readonly ProcessStep[];
  timeline?: { title: string; stages: readonly TimelineEntry[] };
  id?: string;
  /** Its icons as lazy images of their files (ui/section-icon.tsx): for a page whose HTML must
   * fit the first round trip, where the section is below the fold */
  iconsAsFiles?: boolean;
}) {
  return (
    <Section id={id} head={head}>
      <ol className={cn("grid gap-6 sm:grid-cols-2", columnClass[steps.length] ?? columnClass[4])}>
        {steps.map((step, index) => (
          <Card as="li" key={step.title} className="relative p-6">
            <span
              aria-hidden="true"
              className="flex size-10 items-center justify-center rounded-full bg-primary text-lg font-bold text-primary-foreground"
            >
              {index + 1}
            </span>
            <h3 className="mt-4 text-lg font-semibold">
              <span className="sr-only">{`${everyPageText.steps.number.replace("{{n}}", String(index + 1))} `}</span>
              {step.title}
            </h3>
            <p className="mt-2 text-muted-foreground">{step.text}</p>
          </Card>
        ))}
      </ol>
      {timeline ? (
        <div className="mt-10 rounded-lg bg-primary p-6 text-primary-foreground">
          <h3 className="flex items-center gap-2 font-semibold">
            <SectionIcon icon={sectionIcons.clock} className="size-5" asFile={iconsAsFiles} />
            {timeline.title}
          </h3>
          <ol className="mt-4 grid gap-4 sm:grid-cols-3">
            {timeline.stages.map((entry) => (
              <li key={entry.label} className="border-l-2 border-cta pl-4">
                <span className="block text-2xl font-bold">{entry.value}</span>
                <span className="text-ink-muted">{entry.label}</span>
              </li>
            ))}
          </ol>
        </div>
      ) : null}
    </Section>
  );
}
