import { Checklist } from "~/components/sections/Checklist";
import { PointGrid } from "~/components/sections/PointGrid";
import { Section, type SectionProps } from "~/components/ui/section";
import { contentIcon } from "~/components/content-icons";
import type { ServiceSection } from "~/data/service-pages/types";
import type { WithIconNames } from "~/lib/icon-names";

type Tone = NonNullable<SectionProps["tone"]>;

/**
 * A page's own sections, in order, as plain data from the route's loader: cards, checklists,
 * figures and prose each have one layout. Tones alternate, starting with `firstTone`.
 */
export function ContentSections({
  sections,
  firstTone = "plain",
}: {
  sections: readonly WithIconNames<ServiceSection>[];
  firstTone?: Exclude<Tone, "dark">;
}) {
  const other = firstTone === "plain" ? "tinted" : "plain";
  return sections.map((section, index) => {
    const tone = index % 2 === 0 ? firstTone : other;
    const head = { id: section.id, eyebrow: section.eyebrow, title: section.title, tone };
    switch (section.kind) {
      case "cards":
        return (
          <PointGrid
            key={section.id}
            {...head}
            intro={section.intro}
            columns={section.items.length === 4 ? 4 : section.items.length === 2 ? 2 : 3}
            points={section.items.map((item) => ({ ...item, icon: contentIcon(item.icon) }))}
          />
        );
      case "checklist":
        return (
          <Section key={section.id} {...head} intro={section.intro}>
            <Checklist items={section.items} tone={section.tone} className="max-w-4xl" />
          </Section>
        );
      case "stats":
        return (
          <Section key={section.id} {...head} intro={section.intro}>
            <dl className="grid grid-cols-2 gap-4 lg:grid-cols-4">
              {section.items.map((stat) => (
                <div
                  key={stat.label}
                  className="flex flex-col-reverse rounded-lg border border-border bg-card p-6 text-center shadow-card"
                >
                  <dt className="mt-1 text-muted-foreground">{stat.label}</dt>
                  <dd className="text-3xl font-extrabold text-primary sm:text-4xl">{stat.value}</dd>
                </div>
              ))}
            </dl>
          </Section>
        );
      case "text":
        return (
          <Section key={section.id} {...head}>
            <div className="max-w-3xl space-y-4 text-lg">
              {section.paragraphs.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </div>
          </Section>
        );
    }
  });
}
