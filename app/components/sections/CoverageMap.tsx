import { ExternalLink, MapPin, Navigation } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { Section, type SectionProps } from "~/components/ui/section";
import { siteConfig } from "~/config/site";
import type { CoverageCity } from "~/data/coverage";
import { mapEmbedUrl, mapLinkUrl } from "~/lib/maps";

/**
 * The free mobile service area: the radius, the cities, and a map that loads only when the
 * visitor asks for it (decisions.md section 6). The placeholder has the map's size, so nothing
 * moves when it loads, and a plain link opens the map without JavaScript.
 */
export function CoverageMap({
  cities,
  travelFeeNote,
  id = "coverage",
  ...section
}: {
  cities: readonly CoverageCity[];
  travelFeeNote: string;
  id?: string;
} & Pick<SectionProps, "title" | "eyebrow" | "intro" | "tone">) {
  const { serviceCentre, serviceRadiusKm } = siteConfig;
  const [showMap, setShowMap] = useState(false);
  const frame = useRef<HTMLIFrameElement>(null);
  const mapTitle = `Map of the ${serviceRadiusKm} km free mobile service area around Toronto centre`;

  useEffect(() => {
    if (showMap) frame.current?.focus();
  }, [showMap]);

  return (
    <Section id={id} {...section}>
      <div className="grid gap-10 lg:grid-cols-2">
        <div>
          <p className="flex items-baseline gap-3">
            <span className="text-5xl font-extrabold text-primary">{serviceRadiusKm} km</span>
            <span className="text-lg font-semibold">free mobile service from Toronto centre</span>
          </p>
          <p className="mt-3 text-muted-foreground">{travelFeeNote}</p>
          <h3 className="mt-8 font-semibold">Cities we serve</h3>
          <ul className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2 sm:grid-cols-3">
            {cities.map((city) => (
              <li key={city.name} className="flex items-center gap-2">
                <MapPin aria-hidden="true" className="size-4 shrink-0 text-ring" />
                {city.path ? (
                  <Link
                    to={city.path}
                    className="font-medium text-primary underline underline-offset-4 hover:decoration-2"
                  >
                    {city.name}
                  </Link>
                ) : (
                  <span>{city.name}</span>
                )}
              </li>
            ))}
          </ul>
        </div>

        <div className="relative aspect-[4/3] overflow-hidden rounded-xl border border-border bg-accent shadow-card">
          {showMap ? (
            <iframe
              ref={frame}
              title={mapTitle}
              src={mapEmbedUrl(serviceCentre, 9)}
              className="absolute inset-0 size-full border-0"
              referrerPolicy="no-referrer-when-downgrade"
            />
          ) : (
            <div className="absolute inset-0 flex flex-col items-center justify-center gap-4 p-6 text-center">
              <RadiusArt />
              <Button type="button" size="lg" className="relative" onClick={() => setShowMap(true)}>
                <Navigation aria-hidden="true" />
                Show map
              </Button>
              <a
                href={mapLinkUrl(serviceCentre, 9)}
                target="_blank"
                rel="noopener noreferrer"
                className="relative inline-flex items-center gap-1 rounded-sm bg-accent/80 px-1 text-sm font-medium text-primary underline underline-offset-4"
              >
                Open the map in a new tab
                <ExternalLink aria-hidden="true" className="size-4" />
              </a>
            </div>
          )}
        </div>
      </div>
    </Section>
  );
}

/** The service radius drawn as rings around the centre, behind the "Show map" button. */
function RadiusArt() {
  return (
    <svg
      viewBox="0 0 200 120"
      aria-hidden="true"
      className="absolute inset-0 -z-0 size-full opacity-60"
    >
      <g fill="none" className="stroke-primary" strokeOpacity="0.25">
        <circle cx="100" cy="60" r="56" strokeWidth="2" strokeDasharray="4 4" />
        <circle cx="100" cy="60" r="36" strokeWidth="1.5" />
        <circle cx="100" cy="60" r="16" strokeWidth="1.5" />
      </g>
      <path
        d="M0 92 C40 86 70 98 100 92 S160 82 200 88"
        className="stroke-ring"
        strokeOpacity="0.35"
        strokeWidth="6"
        fill="none"
      />
      <circle cx="100" cy="60" r="4" className="fill-cta" />
    </svg>
  );
}
