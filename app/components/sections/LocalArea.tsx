import { Landmark, MapPin, Route } from "lucide-react";
import { Section, type SectionProps } from "~/components/ui/section";

/**
 * Where we work in a place: a few paragraphs about its roads and the damage they do, beside
 * the neighbourhoods, roads and landmarks a driver there knows.
 */
export function LocalArea({
  paragraphs,
  neighbourhoods,
  highways,
  landmarks,
  id = "local-area",
  ...section
}: {
  paragraphs: readonly string[];
  neighbourhoods: readonly string[];
  highways: readonly string[];
  landmarks: readonly string[];
  id?: string;
} & Pick<SectionProps, "title" | "eyebrow" | "tone">) {
  const lists = [
    { heading: "Neighbourhoods", items: neighbourhoods, Icon: MapPin },
    { heading: "Roads and highways", items: highways, Icon: Route },
    { heading: "Landmarks", items: landmarks, Icon: Landmark },
  ];
  return (
    <Section id={id} {...section}>
      <div className="grid gap-10 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="max-w-prose space-y-4 text-lg">
          {paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
        <div className="grid gap-6 rounded-lg border border-border bg-card p-6 shadow-card sm:grid-cols-2 lg:grid-cols-1">
          {lists.map(({ heading, items, Icon }) => (
            <div key={heading}>
              <h3 className="flex items-center gap-2 font-semibold">
                <Icon aria-hidden="true" className="size-5 text-ring" />
                {heading}
              </h3>
              <ul className="mt-2 flex flex-wrap gap-1.5">
                {items.map((item) => (
                  <li
                    key={item}
                    className="rounded-full bg-accent px-2.5 py-1 text-sm font-medium text-accent-foreground"
                  >
                    {item}
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      </div>
    </Section>
  );
}
