import { ArrowRight, MapPin } from "lucide-react";
import { Link } from "react-router";
import { Section, type SectionProps } from "~/components/ui/section";

export interface RelatedLink {
  name: string;
  summary?: string;
  /** Null for a service without a page of its own */
  path: string | null;
}

/** Related services as cards, and the places we serve as a row of links. */
export function RelatedLinks({
  services,
  places,
  placesTitle = "Mobile service across the GTA",
  id = "related",
  ...section
}: {
  services: readonly RelatedLink[];
  places: readonly { name: string; path: string }[];
  placesTitle?: string;
  id?: string;
} & Pick<SectionProps, "title" | "eyebrow" | "intro" | "tone">) {
  return (
    <Section id={id} {...section}>
      <ul className="grid gap-5 md:grid-cols-3">
        {services.map((service) => (
          <li
            key={service.name}
            className="relative flex flex-col rounded-lg border border-border bg-card p-6 shadow-card"
          >
            <h3 className="text-lg font-semibold">
              {service.path ? (
                <Link
                  to={service.path}
                  className="text-primary after:absolute after:inset-0 after:rounded-lg hover:underline"
                >
                  {service.name}
                </Link>
              ) : (
                service.name
              )}
            </h3>
            {service.summary ? (
              <p className="mt-2 text-muted-foreground">{service.summary}</p>
            ) : null}
            {service.path ? (
              <ArrowRight aria-hidden="true" className="mt-auto size-5 self-end pt-0 text-ring" />
            ) : null}
          </li>
        ))}
      </ul>
      {places.length ? (
        <div className="mt-10">
          <h3 className="font-semibold">{placesTitle}</h3>
          <ul className="mt-3 flex flex-wrap gap-2">
            {places.map((place) => (
              <li key={place.path}>
                <Link
                  to={place.path}
                  className="inline-flex items-center gap-1.5 rounded-full border border-border bg-card px-3 py-1.5 text-sm font-medium text-primary hover:border-ring hover:bg-accent"
                >
                  <MapPin aria-hidden="true" className="size-4 text-ring" />
                  {place.name}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </Section>
  );
}
