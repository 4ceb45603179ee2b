import { useLocation } from "react-router";
import type { Route } from "./+types/location";
import { CallToAction } from "~/components/sections/CallToAction";
import { PageHero } from "~/components/sections/PageHero";
import { StatsStrip } from "~/components/sections/StatsStrip";
import { locationPageByPath } from "~/data/site-pages";
import { seo } from "~/lib/seo";

/** The template of the eleven location pages; routes.ts gives it one route per location record. */
export const meta: Route.MetaFunction = ({ location }) => {
  const page = locationPageByPath(location.pathname);
  return page ? seo(page) : [];
};

export default function LocationPage() {
  const page = locationPageByPath(useLocation().pathname);
  if (!page) throw new Error("The location route was reached for a path that has no location");
  return (
    <>
      <PageHero
        eyebrow={`${page.city}, Ontario`}
        heading={page.heading}
        lead={page.lead}
        highlights={page.highlights}
      />
      <StatsStrip items={page.stats} label={`Our numbers in ${page.city}`} />
      <CallToAction title={`Mobile auto glass service in ${page.city}, today`} />
    </>
  );
}
