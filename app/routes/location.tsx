import type { ReactElement } from "react";
import { data, useLocation } from "react-router";
import type { Route } from "./+types/location";
import { contentIcon } from "~/components/content-icons";
import { QuoteForm } from "~/components/forms/QuoteForm";
import { CallToAction } from "~/components/sections/CallToAction";
import { Faq } from "~/components/sections/Faq";
import { LocalArea } from "~/components/sections/LocalArea";
import { PageHero } from "~/components/sections/PageHero";
import { PointGrid } from "~/components/sections/PointGrid";
import { ProcessSteps } from "~/components/sections/ProcessSteps";
import { RelatedLinks } from "~/components/sections/RelatedLinks";
import { Repairability } from "~/components/sections/RepairRules";
import { ServiceGrid } from "~/components/sections/ServiceGrid";
import { StatsStrip } from "~/components/sections/StatsStrip";
import { Testimonials } from "~/components/sections/Testimonials";
import { siteConfig } from "~/config/site";
import { locationPageContent } from "~/data/location-pages";
import { locationServiceLinks } from "~/data/location-pages/links";
import { locationRating } from "~/data/locations";
import { services } from "~/data/services";
import { locationPageByPath, locationPages, pagedServices, servicePath } from "~/data/site-pages";
import { withIconNames } from "~/lib/icon-names";
import { seo } from "~/lib/seo";
import { faqJsonLd } from "~/lib/structured-data";

/**
 * The template of the eleven location pages; routes.ts gives it one route per location record.
 * The loader runs at build time, so each prerendered page carries its own local copy and no
 * page's JavaScript carries the other ten's (decision 006).
 */
export function loader({ request }: Route.LoaderArgs) {
  const page = locationPageByPath(new URL(request.url).pathname);
  if (!page) throw data(null, { status: 404 });
  const content = locationPageContent(page.slug);
  if (!content) throw new Error(`The location "${page.slug}" has no page content`);
  return { content: withIconNames(content) };
}

export const meta: Route.MetaFunction = ({ location, loaderData }) => {
  const page = locationPageByPath(location.pathname);
  if (!page || !loaderData) return [];
  return seo({
    ...page,
    breadcrumb: page.menuLabel,
    jsonLd: [faqJsonLd(loaderData.content.faqs)],
  });
};

/** The service a page is about, chosen in its quote form to start with. */
const focusService: Record<string, string> = {
  "windshield-replacement": "Windshield Replacement",
  "windshield-repair": "Windshield Repair",
};

type Tone = "plain" | "tinted";

export default function LocationPage({ loaderData }: Route.ComponentProps) {
  const page = locationPageByPath(useLocation().pathname);
  if (!page) throw new Error("The location route was reached for a path that has no location");
  const { content } = loaderData;
  const { figures } = siteConfig;

  const serviceLinks = locationServiceLinks(page.slug).map((id) => {
    const service = services.find((s) => s.id === id);
    if (!service?.page) throw new Error(`"${id}" is not a service with a page`);
    return { name: service.name, summary: service.summary, path: servicePath(service.page.slug) };
  });
  const serviceCards = content.services.cards.map((card) => {
    const service = pagedServices.find((s) => s.id === card.serviceId);
    if (!service) throw new Error(`"${card.serviceId}" is not a service with a page`);
    return { ...service, summary: card.text };
  });
  const places = locationPages()
    .filter((l) => l.focus === "auto-glass" && l.slug !== page.slug)
    .map((l) => ({ name: l.city, path: l.path }));

  // The body's sections in page order; their backgrounds alternate plain and tinted.
  const sections: ((tone: Tone) => ReactElement)[] = [
    (tone) => (
      <LocalArea
        key="local-area"
        tone={tone}
        eyebrow={content.localArea.eyebrow}
        title={content.localArea.title}
        paragraphs={content.localArea.paragraphs}
        neighbourhoods={page.neighbourhoods}
        highways={page.highways}
        landmarks={page.landmarks}
      />
    ),
    ...(page.focus === "windshield-repair"
      ? [(tone: Tone) => <Repairability key="repairability" tone={tone} />]
      : []),
    (tone) => (
      <ServiceGrid
        key="services"
        tone={tone}
        eyebrow={content.services.eyebrow}
        title={content.services.title}
        intro={content.services.intro}
        services={serviceCards}
      />
    ),
    (tone) => (
      <PointGrid
        key="why"
        id="why-us"
        tone={tone}
        columns={4}
        eyebrow={content.why.eyebrow}
        title={content.why.title}
        intro={content.why.intro}
        points={content.why.items.map((item) => ({ ...item, icon: contentIcon(item.icon) }))}
      />
    ),
    ...(content.process
      ? [
          (tone: Tone) => (
            <ProcessSteps
              key="process"
              id="process"
              tone={tone}
              title={content.process!.title}
              intro={content.process!.intro}
              steps={content.process!.steps}
            />
          ),
        ]
      : []),
    (tone) => (
      <RelatedLinks
        key="related"
        tone={tone}
        eyebrow="Our services"
        title={`Auto glass services in ${page.city}`}
        services={serviceLinks}
        places={places}
        placesTitle="We also come to"
      />
    ),
    (tone) => (
      <Testimonials
        key="reviews"
        tone={tone}
        eyebrow="Reviews"
        title={`What drivers in ${page.city} say`}
        testimonials={content.reviews}
        figures={[
          { value: locationRating(page.location), label: "star rating" },
          { value: figures.yearsExperience, label: "years of experience" },
          { value: figures.customersServed, label: "drivers served" },
        ]}
      />
    ),
    (tone) => (
      <Faq
        key="faq"
        tone={tone}
        eyebrow="Questions"
        title={`${page.focus === "auto-glass" ? `Auto glass in ${page.city}` : page.menuLabel}: your questions answered`}
        items={content.faqs}
      />
    ),
  ];

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
      {sections.map((section, index) => section(index % 2 === 0 ? "plain" : "tinted"))}
      <CallToAction
        title={`Mobile auto glass service in ${page.city}, today`}
        quoteHref="#hero-form"
      />
    </>
  );
}
