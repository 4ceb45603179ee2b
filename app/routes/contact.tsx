import type { Route } from "./+types/contact";
import { ContactForm } from "~/components/forms/ContactForm";
import { CallToAction } from "~/components/sections/CallToAction";
import { ContactChannels } from "~/components/sections/ContactChannels";
import { CityList } from "~/components/sections/CoverageMap";
import { LocationCards } from "~/components/sections/LocationCards";
import { PageHero } from "~/components/sections/PageHero";
import { PointGrid } from "~/components/sections/PointGrid";
import { ServiceList } from "~/components/sections/ServiceList";
import { ShopHours } from "~/components/sections/ShopHours";
import { TrustBar } from "~/components/sections/StatsStrip";
import { StickyCallBar } from "~/components/sections/StickyCallBar";
import { Section } from "~/components/ui/section";
import { Container } from "~/components/ui/container";
import { whyChooseUs } from "~/data/about";
import { contactContent } from "~/data/contact";
import { coverageList } from "~/data/coverage";
import { staticPages } from "~/data/pages";
import { seo } from "~/lib/seo";

const page = staticPages.contact;
const { form, locations, coverage, fixes, why, stickyBar } = contactContent;

export const meta: Route.MetaFunction = () => seo({ ...page, breadcrumb: "Contact Us" });

export default function Contact() {
  return (
    <>
      <PageHero
        eyebrow="Contact us"
        heading={page.heading}
        lead={page.lead}
        highlights={page.highlights}
      />
      <TrustBar />
      <ContactChannels />
      <Section id="message" eyebrow={form.eyebrow} title={form.title} intro={form.intro}>
        <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_20rem]">
          <div className="rounded-xl border border-border bg-card p-5 shadow-card sm:p-8">
            <ContactForm />
          </div>
          <div>
            <ShopHours />
          </div>
        </div>
      </Section>
      <LocationCards
        tone="tinted"
        eyebrow={locations.eyebrow}
        title={locations.title}
        intro={locations.intro}
      />
      <div className="py-16 sm:py-20">
        <Container className="grid gap-12 lg:grid-cols-2">
          <section aria-labelledby="coverage-title">
            <h2 id="coverage-title" className="text-3xl font-bold">
              {coverage.title}
            </h2>
            <p className="mt-3 text-lg text-muted-foreground">{coverage.intro}</p>
            <CityList cities={coverageList()} className="mt-6" />
          </section>
          <section aria-labelledby="fixes-title">
            <h2 id="fixes-title" className="text-3xl font-bold">
              {fixes.title}
            </h2>
            <p className="mt-3 text-lg text-muted-foreground">{fixes.intro}</p>
            <ServiceList className="mt-6" />
          </section>
        </Container>
      </div>
      <PointGrid
        id="why-us"
        tone="tinted"
        eyebrow={why.eyebrow}
        title={why.title}
        intro={why.intro}
        points={whyChooseUs}
      />
      <CallToAction />
      <StickyCallBar book={stickyBar.book} call={stickyBar.call} />
    </>
  );
}
