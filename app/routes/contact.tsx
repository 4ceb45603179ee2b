import type { Route } from "./+types/contact";
import { CallToAction } from "~/components/sections/CallToAction";
import { PageHero } from "~/components/sections/PageHero";
import { TrustBar } from "~/components/sections/StatsStrip";
import { staticPages } from "~/data/pages";
import { seo } from "~/lib/seo";

const page = staticPages.contact;

export const meta: Route.MetaFunction = () => seo(page);

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
      <CallToAction />
    </>
  );
}
