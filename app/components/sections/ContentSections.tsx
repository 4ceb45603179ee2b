import { Checklist } from "./Checklist";
import { PointGrid } from "./PointGrid";
import { Card } from "../ui/card";
import { Section } from "../ui/section";
import type { ServiceSection } from "../../../core/data/services";

/** A service page's own sections, in order: cards, checklists, figures and prose each have one layout. */
export function ContentSections({ sections }: { sections: readonly ServiceSection[] }) {
  return sections.map((section) => {
    switch (section.kind) {
      case "cards":
        return (
          <PointGrid key={section.id} id={section.id} head={section.head} points={section.items} />
        );
      case "checklist":
        return (
          <Section key={section.id} id={section.id} head={section.head}>
            <Checklist items={section.items} tone={section.tone} className="max-w-4xl" />
          </Section>
        );
      case "stats":
        return (
          <Section key={section.id} id={section.id} head={section.head}>
            <dl className="grid grid-cols-2 gap-4 lg:grid-cols-4">
              {section.items.map((stat) => (
                <Card key={stat.label} className="flex flex-col-reverse p-6 text-center">
                  <dt className="mt-1 text-muted-foreground">{stat.label}</dt>
                  <dd className="text-3xl font-extrabold text-primary sm:text-4xl">{stat.value}</dd>
                </Card>
              ))}
            </dl>
          </Section>
        );
      case "text":
        return (
          <Section key={section.id} id={section.id} head={section.head}>
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
