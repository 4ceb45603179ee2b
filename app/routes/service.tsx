import { data, useLocation } from "react-router";
import type { Route } from "./+types/service";
import { CallToAction } from "~/components/sections/CallToAction";
import { ContentSections } from "~/components/sections/ContentSections";
import { Faq } from "~/components/sections/Faq";
import { PageHero } from "~/components/sections/PageHero";
import { PriceCard } from "~/components/sections/PriceCard";
import { ProcessSteps } from "~/components/sections/ProcessSteps";
import { RelatedLinks } from "~/components/sections/RelatedLinks";
import { Aftercare } from "~/components/sections/RepairRules";
import { TrustBar } from "~/components/sections/StatsStrip";
import { serviceAftercare, servicePageContent, servicePrices } from "~/data/service-pages";
import { services } from "~/data/services";
import { locationPages, servicePageByPath, servicePath } from "~/data/site-pages";
import { withIconNames } from "~/lib/icon-names";
import { seo } from "~/lib/seo";
import { faqJsonLd, serviceJsonLd } from "~/lib/structured-data";

/**
 * The template of the seven service pages; routes.ts gives it one route per service record.
 * The loader runs at build time, so each prerendered page carries its own copy and no page's
 * JavaScript carries the copy of the other six.
 */
export function loader({ request }: Route.LoaderArgs) {
  const page = servicePageByPath(new URL(request.url).pathname);
  if (!page) throw data(null, { status: 404 });
  const content = servicePageContent(page.service.id);
  if (!content) throw new Error(`The service "${page.service.id}" has no page content`);
  return {
    content: withIconNames(content),
    prices: servicePrices[page.service.id] ?? [],
    aftercare: serviceAftercare.includes(page.service.id),
    related: content.related.map((id) => {
      const service = services.find((s) => s.id === id);
      if (!service) throw new Error(`Unknown related service "${id}"`);
      return {
        name: service.name,
        summary: service.summary,
        path: service.page ? servicePath(service.page.slug) : null,
      };
    }),
  };
}

export const meta: Route.MetaFunction = ({ location, loaderData }) => {
  const page = servicePageByPath(location.pathname);
  if (!page || !loaderData) return [];
  return seo({
    ...page,
    breadcrumb: page.service.name,
    jsonLd: [
      serviceJsonLd({
        name: page.service.name,
        description: page.description,
        path: page.path,
        prices: loaderData.prices.map((line) => line.entry),
      }),
      faqJsonLd(loaderData.content.faqs),
    ],
  });
};

const places = locationPages()
  .filter((l) => l.focus === "auto-glass")
  .map((l) => ({ name: l.city, path: l.path }));

export default function ServicePage({ loaderData }: Route.ComponentProps) {
  const page = servicePageByPath(useLocation().pathname);
  if (!page) throw new Error("The service route was reached for a path that has no service");
  const { content, prices, aftercare, related } = loaderData;
  const name = page.service.name.toLowerCase();
  const afterSections = content.sections.length % 2 === 0 ? "plain" : "tinted";
  return (
    <>
      <PageHero
        eyebrow={page.service.menu === "windshield" ? "Windshield service" : "Auto glass service"}
        heading={page.heading}
        lead={page.lead}
        highlights={page.highlights}
        aside={<PriceCard lines={prices} special={content.special} />}
      />
      <TrustBar />
      <ContentSections sections={content.sections} />
      <ProcessSteps
        id="process"
        tone={afterSections}
        title={content.process.title}
        intro={content.process.intro}
        steps={content.process.steps}
      />
      {aftercare ? <Aftercare /> : null}
      <RelatedLinks
        tone="tinted"
        eyebrow="Related services"
        title="Other glass we look after"
        services={related}
        places={places}
      />
      <Faq
        eyebrow="Questions"
        title={`${page.service.name}: your questions answered`}
        items={content.faqs}
      />
      <CallToAction title={`Book ${name} today`} />
    </>
  );
}
