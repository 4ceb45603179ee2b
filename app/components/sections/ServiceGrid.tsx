import { Card } from "../ui/card";
import { contentIcons, SectionIcon, sectionIcons } from "../ui/section-icon";
import { Section } from "../ui/section";
import { everyPageText } from "../../data/every-page";
import { servicePath } from "../../data/site-pages";
import type { ServiceWithPage } from "../../../core/data/services";
import type { SectionHead } from "../../../core/data/types";

/** Service cards (icon, title, description, features), each linking to its page. */
export function ServiceGrid({
  head,
  services,
  id = "services",
  iconsAsFiles = false,
}: {
  head: SectionHead;
  services: readonly ServiceWithPage[];
  id?: string;
  /** Its icons as lazy images of their files (ui/section-icon.tsx): for a page whose HTML must
   * fit the first round trip, where the section is below the fold */
  iconsAsFiles?: boolean;
}) {
  return (
    <Section id={id} head={head}>
      <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {services.map(({ id: serviceId, icon, name, summary, features, page }) => (
          <li key={serviceId}>
            <Card className="group relative flex h-full flex-col p-6 transition-shadow hover:shadow-raised">
              <span className="mb-4 flex size-12 items-center justify-center rounded-lg bg-accent text-primary">
                <SectionIcon icon={contentIcons[icon]} className="size-6" asFile={iconsAsFiles} />
              </span>
              <h3 className="text-xl font-semibold">
                <a
                  href={servicePath(page.slug)}
                  className="after:absolute after:inset-0 after:rounded-lg focus-visible:outline-none"
                >
                  {name}
                </a>
              </h3>
              <p className="mt-2 text-muted-foreground">{summary}</p>
              <ul className="mt-4 space-y-1.5 text-sm">
                {features.map((feature) => (
                  <li key={feature} className="flex items-start gap-2">
                    <SectionIcon
                      icon={sectionIcons.check}
                      className="mt-0.5 size-4 shrink-0"
                      asFile={iconsAsFiles}
                    />
                    {feature}
                  </li>
                ))}
              </ul>
              <span
                aria-hidden="true"
                className="mt-auto inline-flex items-center gap-1 pt-5 font-semibold text-primary group-hover:underline"
              >
                {`${everyPageText.serviceCards.more} `}
                <SectionIcon icon={sectionIcons.arrow} className="size-4" asFile={iconsAsFiles} />
              </span>
            </Card>
          </li>
        ))}
      </ul>
    </Section>
  );
}
