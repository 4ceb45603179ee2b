import type { Route } from "./+types/home";
import { CallToAction } from "~/components/sections/CallToAction";
import { CoverageMap } from "~/components/sections/CoverageMap";
import { Faq } from "~/components/sections/Faq";
import { PageHero } from "~/components/sections/PageHero";
import { ProblemSolution } from "~/components/sections/ProblemSolution";
import { ProcessSteps } from "~/components/sections/ProcessSteps";
import { QuoteCard } from "~/components/sections/QuoteCard";
import { ServiceGrid } from "~/components/sections/ServiceGrid";
import { Testimonials } from "~/components/sections/Testimonials";
import { siteConfig } from "~/config/site";
import { coverageList } from "~/data/coverage";
import { faqs } from "~/data/faqs";
import { homeContent, homeServices } from "~/data/home";
import { staticPages } from "~/data/pages";
import { timelineStages } from "~/data/pricing";
import { testimonials } from "~/data/testimonials";
import { seo } from "~/lib/seo";
import { faqJsonLd } from "~/lib/structured-data";

const page = staticPages.home;
const { problems, insurance, services, process, coverage, faq, quoteCard } = homeContent;
const { figures } = siteConfig;

export const meta: Route.MetaFunction = () => seo({ ...page, jsonLd: [faqJsonLd(faqs.home)] });

export default function Home() {
  return (
    <>
      <PageHero
        heading={page.heading}
        lead={page.lead}
        highlights={page.highlights}
        aside={<QuoteCard {...quoteCard} />}
      />
      <ProblemSolution
        eyebrow={problems.eyebrow}
        title={problems.title}
        intro={problems.intro}
        problems={problems.items}
        solution={problems.solution}
        insurance={insurance}
      />
      <ServiceGrid
        tone="tinted"
        eyebrow={services.eyebrow}
        title={services.title}
        intro={services.intro}
        services={homeServices()}
      />
      <ProcessSteps
        eyebrow={process.eyebrow}
        title={process.title}
        intro={process.intro}
        steps={process.steps}
        timeline={timelineStages}
      />
      <CoverageMap
        tone="tinted"
        eyebrow={coverage.eyebrow}
        title={coverage.title}
        intro={coverage.intro}
        travelFeeNote={coverage.travelFeeNote}
        cities={coverageList()}
      />
      <Testimonials
        eyebrow={homeContent.testimonials.eyebrow}
        title={homeContent.testimonials.title}
        intro={homeContent.testimonials.intro}
        testimonials={testimonials}
        figures={[
          { value: figures.rating, label: "average rating" },
          { value: figures.yearsExperience, label: "years of experience" },
          { value: figures.customersServed, label: "customers served" },
        ]}
      />
      <Faq
        tone="tinted"
        eyebrow={faq.eyebrow}
        title={faq.title}
        intro={faq.intro}
        items={faqs.home}
      />
      <CallToAction />
    </>
  );
}
