import { CarFront, CircleAlert, CircleCheck, Droplets } from "lucide-react";
import { Section, type SectionProps } from "~/components/ui/section";
import { afterReplacement, repairability } from "~/data/pricing";
import { Container } from "~/components/ui/container";

/** Can it be repaired? The repairability rules side by side. */
export function Repairability({
  id = "repair-or-replace",
  title = "Repair or replace? A quick check",
  intro = "Look at the damage and compare it with these two lists. Not sure? Send us a photo and we'll tell you.",
  ...section
}: { id?: string } & Pick<SectionProps, "title" | "eyebrow" | "intro" | "tone">) {
  const columns = [
    {
      heading: "Usually repairable",
      items: repairability.repairable,
      Icon: CircleCheck,
      color: "text-success",
    },
    {
      heading: "Needs a replacement",
      items: repairability.needsReplacement,
      Icon: CircleAlert,
      color: "text-destructive",
    },
  ];
  return (
    <Section id={id} title={title} intro={intro} {...section}>
      <div className="grid gap-6 md:grid-cols-2">
        {columns.map(({ heading, items, Icon, color }) => (
          <div key={heading} className="rounded-lg border border-border bg-card p-6 shadow-card">
            <h3 className="flex items-center gap-2 text-lg font-semibold">
              <Icon aria-hidden="true" className={`size-5 ${color}`} />
              {heading}
            </h3>
            <ul className="mt-4 space-y-2">
              {items.map((item) => (
                <li key={item} className="flex items-start gap-2">
                  <span
                    aria-hidden="true"
                    className="mt-2.5 size-1.5 shrink-0 rounded-full bg-current"
                  />
                  {item}
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </Section>
  );
}

/** Care after a new windshield, while the adhesive cures (site-spec section 9). */
export function Aftercare() {
  const points = [
    {
      Icon: CarFront,
      text: `Wait at least ${afterReplacement.waitBeforeDriving} before driving, so the adhesive can set.`,
    },
    {
      Icon: Droplets,
      text: `Avoid car washes and highway speeds for ${afterReplacement.avoidCarWashesAndHighways}.`,
    },
  ];
  return (
    <section aria-labelledby="aftercare-title" className="bg-background py-12 sm:py-16">
      <Container>
        <div className="rounded-xl bg-accent p-6 sm:p-8">
          <h2 id="aftercare-title" className="text-2xl font-bold text-primary">
            After your new windshield
          </h2>
          <ul className="mt-4 grid gap-4 sm:grid-cols-2">
            {points.map(({ Icon, text }) => (
              <li key={text} className="flex items-start gap-3">
                <Icon aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-primary" />
                <span className="text-lg">{text}</span>
              </li>
            ))}
          </ul>
        </div>
      </Container>
    </section>
  );
}
