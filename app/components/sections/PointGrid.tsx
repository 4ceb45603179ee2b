import { Section, type SectionProps } from "~/components/ui/section";
import type { IconPoint } from "~/data/home";
import { cn } from "~/lib/cn";

const columnClass = {
  2: "sm:grid-cols-2",
  3: "sm:grid-cols-2 lg:grid-cols-3",
  4: "sm:grid-cols-2 lg:grid-cols-4",
} as const;

/** Short titled points with an icon, as a grid of cards: values, reasons to choose us. */
export function PointGrid({
  points,
  columns = 3,
  id,
  ...section
}: {
  points: readonly IconPoint[];
  columns?: keyof typeof columnClass;
  id: string;
} & Pick<SectionProps, "title" | "eyebrow" | "intro" | "tone">) {
  const dark = section.tone === "dark";
  return (
    <Section id={id} {...section}>
      <ul className={cn("grid gap-5", columnClass[columns])}>
        {points.map(({ icon: Icon, title, text }) => (
          <li
            key={title}
            className={cn(
              "rounded-lg border p-6",
              dark ? "border-white/15 bg-white/5" : "border-border bg-card shadow-card",
            )}
          >
            <span
              className={cn(
                "flex size-11 items-center justify-center rounded-full",
                dark ? "bg-cta text-cta-foreground" : "bg-accent text-primary",
              )}
            >
              <Icon aria-hidden="true" className="size-6" />
            </span>
            <h3 className="mt-4 text-lg font-semibold">{title}</h3>
            <p className={cn("mt-1.5", dark ? "text-ink-muted" : "text-muted-foreground")}>
              {text}
            </p>
          </li>
        ))}
      </ul>
    </Section>
  );
}
