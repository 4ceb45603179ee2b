import { useLocation } from "react-router";
import type { Route } from "./+types/service";
import { CallToAction } from "~/components/sections/CallToAction";
import { PageHero } from "~/components/sections/PageHero";
import { TrustBar } from "~/components/sections/StatsStrip";
import { servicePageByPath } from "~/data/site-pages";
import { seo } from "~/lib/seo";

/** The template of the seven service pages; routes.ts gives it one route per service record. */
export const meta: Route.MetaFunction = ({ location }) => {
  const page = servicePageByPath(location.pathname);
  return page ? seo(page) : [];
};

export default function ServicePage() {
  const page = servicePageByPath(useLocation().pathname);
  if (!page) throw new Error("The service route was reached for a path that has no service");
  return (
    <>
      <PageHero
        eyebrow={page.service.menu === "windshield" ? "Windshield service" : "Auto glass service"}
        heading={page.heading}
        lead={page.lead}
        highlights={page.highlights}
      />
      <TrustBar />
      <CallToAction title={`Book ${page.service.name.toLowerCase()} today`} />
    </>
  );
}
