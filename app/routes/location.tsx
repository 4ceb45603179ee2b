import { useLocation } from "react-router";
import type { Route } from "./+types/location";
import { QuoteForm } from "~/components/forms/QuoteForm";
import { CallToAction } from "~/components/sections/CallToAction";
import { PageHero } from "~/components/sections/PageHero";
import { RelatedLinks } from "~/components/sections/RelatedLinks";
import { Repairability } from "~/components/sections/RepairRules";
import { StatsStrip } from "~/components/sections/StatsStrip";
import { locationServiceLinks } from "~/data/location-pages/links";
import { services } from "~/data/services";
import { locationPageByPath, locationPages, servicePath } from "~/data/site-pages";
import { seo } from "~/lib/seo";

/** The template of the eleven location pages; routes.ts gives it one route per location record. */
export const meta: Route.MetaFunction = ({ location }) => {
  const page = locationPageByPath(location.pathname);
  return page ? seo(page) : [];
};

/** The service a page is about, chosen in its quote form to start with. */
const focusService: Record<string, string> = {
  "windshield-replacement": "Windshield Replacement",
  "windshield-repair": "Windshield Repair",
};

export default function LocationPage() {
  const page = locationPageByPath(useLocation().pathname);
  if (!page) throw new Error("The location route was reached for a path that has no location");
  const serviceLinks = locationServiceLinks(page.slug).map((id) => {
    const service = services.find((s) => s.id === id);
    if (!service?.page) throw new Error(`"${id}" is not a service with a page`);
    return { name: service.name, summary: service.summary, path: servicePath(service.page.slug) };
  });
  const places = locationPages()
    .filter((l) => l.focus === "auto-glass" && l.slug !== page.slug)
    .map((l) => ({ name: l.city, path: l.path }));
  return (
    <>
      <PageHero
        eyebrow={`${page.city}, Ontario`}
        heading={page.heading}
        lead={page.lead}
        highlights={page.highlights}
        quoteHref="#hero-form"
        alignTop
        aside={
          <QuoteForm
            place={page.city}
            pageFocus={page.focus}
            defaultService={focusService[page.focus]}
          />
        }
      />
      <StatsStrip items={page.stats} label={`Our numbers in ${page.city}`} />
      {page.focus === "windshield-repair" ? <Repairability tone="tinted" /> : null}
      <RelatedLinks
        eyebrow="Our services"
        title={`Auto glass services in ${page.city}`}
        services={serviceLinks}
        places={places}
        placesTitle="We also come to"
      />
      <CallToAction
        title={`Mobile auto glass service in ${page.city}, today`}
        quoteHref="#hero-form"
      />
    </>
  );
}
