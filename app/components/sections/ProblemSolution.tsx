import { CheckCircle2, ShieldCheck } from "lucide-react";
import { Card } from "../ui/card";
import { Icon } from "../ui/icon";
import { Section } from "../ui/section";
import type { IconPoint, SectionHead } from "../../../core/data/types";

/** The problems a driver with damaged glass has, our answer, and the insurance banner. */
export function ProblemSolution({
  head,
  problems,
  solution,
  insurance,
  id = "why-mobile",
}: {
  head: SectionHead;
  problems: readonly IconPoint[];
  solution: { title: string; text: string; points: readonly string[] };
  insurance: { title: string; text: string };
  id?: string;
}) {
  return (
    <Section id={id} head={head}>
      <div className="grid gap-10 lg:grid-cols-2">
        <ul className="grid gap-5 sm:grid-cols-2">
          {problems.map(({ icon, title, text }) => (
            <Card as="li" key={title} className="p-5">
              <Icon name={icon} className="size-6 text-destructive" />
              <h3 className="mt-3 font-semibold">{title}</h3>
              <p className="mt-1 text-sm text-muted-foreground">{text}</p>
            </Card>
          ))}
        </ul>
        <div className="rounded-xl bg-accent p-6 sm:p-8">
          <h3 className="text-2xl font-bold text-primary">{solution.title}</h3>
          <p className="mt-3 text-accent-foreground">{solution.text}</p>
          <ul className="mt-5 space-y-3">
            {solution.points.map((point) => (
              <li key={point} className="flex items-start gap-3">
                <CheckCircle2 aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-success" />
                <span>{point}</span>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <div className="mt-10 flex flex-col gap-4 rounded-xl border-2 border-cta bg-card p-6 shadow-card sm:flex-row sm:items-center">
        <ShieldCheck aria-hidden="true" className="size-10 shrink-0 text-primary" />
        <div>
          <p className="text-xl font-bold text-primary">{insurance.title}</p>
          <p className="mt-1 text-muted-foreground">{insurance.text}</p>
        </div>
      </div>
    </Section>
  );
}
