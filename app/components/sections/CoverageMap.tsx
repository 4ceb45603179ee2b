import type { ReactNode } from "react";
import { Section } from "../ui/section";
import { SectionIcon, sectionIcons } from "../ui/section-icon";
import { siteConfig } from "../../../core/config/site";
import type { CoverageCity } from "../../data/coverage";
import { everyPageText } from "../../data/every-page";
import type { SectionHead } from "../../../core/data/types";
import { cn } from "../cn";

/**
 * The free mobile service area: the radius, the cities, and beside them the map, a LazyMap
 * island the page places in the `map` slot.
 */
export function CoverageMap({
  head,
  cities,
  travelFeeNote,
  map,
  check,
  id = "coverage",
  iconsAsFiles = false,
}: {
  head: SectionHead;
  cities: readonly CoverageCity[];
  travelFeeNote: string;
  map?: ReactNode;
  /** The coverage check island ("Do you come to me?"), under the radius */
  check?: ReactNode;
  id?: string;
  /** Its icons as lazy images of their files (ui/section-icon.tsx): for a page whose HTML must
   * fit the first round trip, where the section is below the fold */
  iconsAsFiles?: boolean;
}) {
  const { serviceRadiusKm } = siteConfig;
  const words = everyPageText.coverageMap;
  return (
    <Section id={id} head={head}>
      <div className="grid gap-10 lg:grid-cols-2">
        <div>
          <p className="flex items-baseline gap-3">
            <span className="text-5xl font-extrabold text-primary">{serviceRadiusKm} km</span>
            <span className="text-lg font-semibold">{words.radius}</span>
          </p>
          <p className="mt-3 text-muted-foreground">{travelFeeNote}</p>
          {check ? <div className="mt-6">{check}</div> : null}
          <h3 className="mt-8 font-semibold">{words.cities}</h3>
          <CityList
            id={`${id}-cities`}
            cities={cities}
            className="mt-3"
            iconsAsFiles={iconsAsFiles}
          />
        </div>
        {map}
      </div>
    </Section>
  );
}

/** The cities we serve, each linked to its own page where it has one. */
export function CityList({
  cities,
  className,
  id,
  iconsAsFiles = false,
}: {
  cities: readonly CoverageCity[];
  className?: string;
  id?: string;
  /** Its icons as lazy images of their files (ui/section-icon.tsx): for a page whose HTML must
   * fit the first round trip, where the section is below the fold */
  iconsAsFiles?: boolean;
}) {
  return (
    <ul id={id} className={cn("grid grid-cols-2 gap-x-4 gap-y-2 sm:grid-cols-3", className)}>
      {cities.map((city) => (
        <li key={city.name} className="flex items-center gap-2">
          <SectionIcon
            icon={sectionIcons.ringMapPin}
            className="size-4 shrink-0"
            asFile={iconsAsFiles}
          />
          {city.path ? (
            <a
              href={city.path}
              className="font-medium text-primary underline underline-offset-4 hover:decoration-2"
            >
              {city.name}
            </a>
          ) : (
            <span>{city.name}</span>
          )}
        </li>
      ))}
    </ul>
  );
}
