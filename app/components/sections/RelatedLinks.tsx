import { Card } from "../ui/card";
import { Section } from "../ui/section";
import { SectionIcon, sectionIcons } from "../ui/section-icon";
import type { SectionHead } from "../../../core/data/types";

export interface RelatedLink {
  name: string;
  summary?: string;
  /** Null for a service without a page of its own */
  path: string | null;
}

/** Related services as cards, and the places we serve as a row of links. */
export function RelatedLinks({
  head,
  services,
  places,
  placesTitle,
  id = "related",
  iconsAsFiles = false,
}: {
  head: SectionHead;
  services: readonly RelatedLink[];
  places: readonly { name: string; path: string }[];
  placesTitle: string;
  id?: string;
  /** Its icons as lazy images of their files (ui/section-icon.tsx): for a page whose HTML must
   * fit the first round trip, where the section is below the fold */
  iconsAsFiles?: boolean;
}) {
  return (
    <Section id={id} head={head}>
      <ul className="grid gap-5 md:grid-cols-3">
        {services.map((service) => (
          <Card as="li" key={service.name} className="relative flex flex-col p-6">
            <h3 className="text-lg font-semibold">
              {service.path ? (
                <a
                  href={service.path}
                  className="text-primary after:absolute after:inset-0 after:rounded-lg hover:underline"
                >
                  {service.name}
                </a>
              ) : (
                service.name
              )}
            </h3>
            {service.summary ? (
              <p className="mt-2 text-muted-foreground">{service.summary}</p>
            ) : null}
            {service.path ? (
              <SectionIcon
                icon={sectionIcons.ringArrow}
                className="mt-auto size-5 self-end pt-0"
                asFile={iconsAsFiles}
              />
            ) : null}
          </Card>
        ))}
      </ul>
      {places.length ? (
        <div className="mt-10">
          <h3 className="font-semibold">{placesTitle}</h3>
          <ul className="mt-3 flex flex-wrap gap-2">
            {places.map((place) => (
              <li key={place.path}>
                <a
                  href={place.path}
                  className="inline-flex items-center gap-1.5 rounded-full border border-border bg-card px-3 py-1.5 text-sm font-medium text-primary hover:border-ring hover:bg-accent"
                >
                  <SectionIcon
                    icon={sectionIcons.ringMapPin}
                    className="size-4"
                    asFile={iconsAsFiles}
                  />
                  {place.name}
                </a>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </Section>
  );
}
