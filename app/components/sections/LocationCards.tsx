import { ExternalLink, MapPin } from "lucide-react";
import { LazyMap } from "~/components/sections/LazyMap";
import { Button } from "~/components/ui/button";
import { Section, type SectionProps } from "~/components/ui/section";
import { siteConfig } from "~/config/site";
import { directionsUrl } from "~/lib/maps";

/** The business's locations: address, a map on request, and directions in a new tab. */
export function LocationCards({
  id = "locations",
  ...section
}: { id?: string } & Pick<SectionProps, "title" | "eyebrow" | "intro" | "tone">) {
  const { addresses, name } = siteConfig;
  return (
    <Section id={id} {...section}>
      <ul className="grid gap-6 md:grid-cols-2">
        {addresses.map((address) => (
          <li
            key={address.id}
            className="flex flex-col overflow-hidden rounded-lg border border-border bg-card shadow-card"
          >
            <LazyMap
              center={address.geo}
              zoom={15}
              title={`Map of ${name}, ${address.label}`}
              place={address.label}
              art={<MapPin aria-hidden="true" className="size-10 text-cta" />}
              className="rounded-none border-0 border-b"
            />
            <div className="flex flex-1 flex-col gap-4 p-6">
              <h3 className="text-xl font-semibold">{address.label}</h3>
              <address className="not-italic">
                {address.street}
                <br />
                {address.city}, {address.region} {address.postalCode}
              </address>
              <Button asChild variant="outline" className="mt-auto self-start">
                <a href={directionsUrl(address.geo)} target="_blank" rel="noopener noreferrer">
                  Get directions
                  <span className="sr-only"> to {address.label} (opens in a new tab)</span>
                  <ExternalLink aria-hidden="true" />
                </a>
              </Button>
            </div>
          </li>
        ))}
      </ul>
    </Section>
  );
}
