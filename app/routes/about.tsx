import type { Route } from "./+types/about";
import { CallToAction } from "~/components/sections/CallToAction";
import { PageHero } from "~/components/sections/PageHero";
import { PointGrid } from "~/components/sections/PointGrid";
import { TrustBar } from "~/components/sections/StatsStrip";
import { Section } from "~/components/ui/section";
import { aboutContent, whyChooseUs } from "~/data/about";
import { staticPages } from "~/data/pages";
import { seo } from "~/lib/seo";

const page = staticPages.about;
const { story, values, why } = aboutContent;

export const meta: Route.MetaFunction = () => seo({ ...page, breadcrumb: "About Us" });

export default function About() {
  return (
    <>
      <PageHero
        eyebrow="About us"
        heading={page.heading}
        lead={page.lead}
        highlights={page.highlights}
      />
      <TrustBar />
      <Section id="story" eyebrow={story.eyebrow} title={story.title}>
        <div className="max-w-3xl space-y-5 text-lg">
          {story.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
      </Section>
      <PointGrid
        id="values"
        tone="tinted"
        columns={4}
        eyebrow={values.eyebrow}
        title={values.title}
        intro={values.intro}
        points={values.items}
      />
      <PointGrid
        id="why-us"
        eyebrow={why.eyebrow}
        title={why.title}
        intro={why.intro}
        points={whyChooseUs}
      />
      <CallToAction />
    </>
  );
}
