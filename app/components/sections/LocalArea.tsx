import type { ReactNode } from "react";
import { Card } from "../ui/card";
import { Section } from "../ui/section";
import { SectionIcon, sectionIcons } from "../ui/section-icon";
import type { SectionHead } from "../../../core/data/types";

/**
 * Where we work in a place: a few paragraphs about its roads and the damage they do, beside
 * the place on the map of the service area (the `map` slot) and the neighbourhoods, roads and
 * landmarks a driver there knows, each under its title (content/city-page.json, `localArea`).
 */
export function LocalArea({
  head,
  paragraphs,
  neighbourhoods,
  highways,
  landmarks,
  titles,
  map,
  check,
  id = "local-area",
  iconsAsFiles = false,
}: {
  head: SectionHead;
  paragraphs: readonly string[];
  neighbourhoods: readonly string[];
  highways: readonly string[];
  landmarks: readonly string[];
  titles: { neighbourhoods: string; highways: string; landmarks: string };
  /** The place on the drawn map of the service area, with the live map a click away */
  map?: ReactNode;
  /** The coverage check island ("Do you come to me?"), under the map */
  check?: ReactNode;
  id?: string;
  /** Its icons as lazy images of their files (ui/section-icon.tsx): for a page whose HTML must
   * fit the first round trip, where the section is below the fold */
  iconsAsFiles?: boolean;
}) {
  const lists = [
    { heading: titles.neighbourhoods, items: neighbourhoods, mark: sectionIcons.ringMapPin },
    { heading: titles.highways, items: highways, mark: sectionIcons.ringRoute },
    { heading: titles.landmarks, items: landmarks, mark: sectionIcons.ringLandmark },
  ];
  return (
    <Section id={id} head={head}>
      <div className="grid gap-10 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="max-w-prose space-y-4 text-lg">
          {paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
        <div className="space-y-6">
          {map}
          {check ? <div>{check}</div> : null}
          <Card className="grid gap-6 p-6 sm:grid-cols-2 lg:grid-cols-1">
            {lists.map(({ heading, items, mark }) => (
              <div key={heading}>
                <h3 className="flex items-center gap-2 font-semibold">
                  <SectionIcon
                    icon={mark}
                    className="size-5 shrink-0"
                    asFile={iconsAsFiles}
                    waits
                  />
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
          </Card>
        </div>
      </div>
    </Section>
  );
}
