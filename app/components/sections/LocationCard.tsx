import { ExternalLink, MapPin } from "lucide-react";
import type { ReactNode } from "react";
import { ButtonLink } from "../ui/button";
import { Card } from "../ui/card";
import type { SiteConfig } from "../../../core/config/site";
import { contactContent, contactDirectionsTo } from "../../data/contact";
import { everyPageText } from "../../data/every-page";
import { directionsUrl } from "../../lib/maps";

type Address = SiteConfig["addresses"][number];

/**
 * One of the business's locations: its map (a LazyMap island the page places in the `map`
 * slot), the address, and directions in a new tab.
 */
export function LocationCard({ address, map }: { address: Address; map?: ReactNode }) {
  return (
    <Card as="li" className="flex flex-col overflow-hidden">
      {map}
      <div className="flex flex-1 flex-col gap-4 p-6">
        <h3 className="text-xl font-semibold">{address.label}</h3>
        <address className="not-italic">
          {address.street}
          <br />
          {address.city}, {address.region} {address.postalCode}
        </address>
        <ButtonLink
          href={directionsUrl(address.geo)}
          target="_blank"
          rel="noopener noreferrer"
          variant="outline"
          className="mt-auto self-start"
        >
          {contactContent.locations.directions}
          <span className="sr-only">
            {` ${contactDirectionsTo(address.label)} ${everyPageText.actions.newTab}`}
          </span>
          <ExternalLink aria-hidden="true" />
        </ButtonLink>
      </div>
    </Card>
  );
}

/** A map pin, behind a location map's "Show map" button. */
export function PinArt() {
  return <MapPin aria-hidden="true" className="size-10 text-cta" />;
}
