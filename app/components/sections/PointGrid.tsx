import { Card } from "../ui/card";
import { contentIcons, SectionIcon } from "../ui/section-icon";
import { Section } from "../ui/section";
import type { IconPoint, SectionHead } from "../../../core/data/types";
import { cn } from "../cn";

const columnClass = {
  2: "sm:grid-cols-2",
  3: "sm:grid-cols-2 lg:grid-cols-3",
  4: "sm:grid-cols-2 lg:grid-cols-4",
} as const;

/** Short titled points with an icon, as a grid of cards: values, reasons to choose us. */
export function PointGrid({
  id,
  head,
  points,
  columns = points.length === 4 ? 4 : points.length === 2 ? 2 : 3,
  iconsAsFiles = false,
}: {
  id: string;
  head: SectionHead;
  points: readonly IconPoint[];
  /** Cards a row on wide screens; by default four or two when there are that many, else three */
  columns?: keyof typeof columnClass;
  /** Its icons as lazy images of their files (ui/section-icon.tsx): for a page whose HTML must
   * fit the first round trip, where the section is below the fold */
  iconsAsFiles?: boolean;
}) {
  return (
    <Section id={id} head={head}>
      <ul className={cn("grid gap-5", columnClass[columns])}>
        {points.map(({ icon, title, text }) => (
          <Card as="li" key={title} className="p-6">
            <span className="flex size-11 items-center justify-center rounded-full bg-accent text-primary">
              <SectionIcon icon={contentIcons[icon]} className="size-6" asFile={iconsAsFiles} />
            </span>
            <h3 className="mt-4 text-lg font-semibold">{title}</h3>
            <p className="mt-1.5 text-muted-foreground">{text}</p>
          </Card>
        ))}
      </ul>
    </Section>
  );
}
