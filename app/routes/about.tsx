import type { Route } from "./+types/about";
import { CallToAction } from "~/components/sections/CallToAction";
import { PageHero } from "~/components/sections/PageHero";
import { TrustBar } from "~/components/sections/StatsStrip";
import { staticPages } from "~/data/pages";
import { seo } from "~/lib/seo";

const page = staticPages.about;

export const meta: Route.MetaFunction = () => seo(page);

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
      <CallToAction />
    </>
  );
}
