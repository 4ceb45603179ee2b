import { CarFront, CircleAlert, CircleCheck, Droplets } from "lucide-react";
import { DrawingImage } from "../illustrations/DrawingFile";
import { illustrationFiles } from "../illustrations/files";
import { Card } from "../ui/card";
import { Container } from "../ui/container";
import { Section } from "../ui/section";
import { repairability, repairRulesText, sizeChecks } from "../../../core/data/repair-rules";
import type { SectionHead } from "../../../core/data/types";
import { cn } from "../cn";

/** Can it be repaired? The repairability rules side by side. */
export function Repairability({
  id = "repair-or-replace",
  head = repairRulesText.head,
}: {
  id?: string;
  head?: SectionHead;
}) {
  const columns = [
    {
      heading: repairRulesText.repairableHeading,
      items: repairability.repairable,
      Mark: CircleCheck,
      color: "text-success",
    },
    {
      heading: repairRulesText.needsReplacementHeading,
      items: repairability.needsReplacement,
      Mark: CircleAlert,
      color: "text-destructive",
    },
  ];
  return (
    <Section id={id} head={head}>
      <div className="grid gap-6 md:grid-cols-2">
        {columns.map(({ heading, items, Mark, color }) => (
          <Card key={heading} className="p-6">
            <h3 className="flex items-center gap-2 text-lg font-semibold">
              <Mark aria-hidden="true" className={cn("size-5", color)} />
              {heading}
            </h3>
            <ul className="mt-4 space-y-2">
              {items.map((item) => (
                <li key={item} className="flex items-start gap-2 text-balance">
                  <span
                    aria-hidden="true"
                    className="mt-2.5 size-1.5 shrink-0 rounded-full bg-current"
                  />
                  {item}
                </li>
              ))}
            </ul>
          </Card>
        ))}
      </div>
      <ul className="mt-6 grid gap-6 sm:grid-cols-[2fr_5fr]">
        {(["chip", "crack"] as const).map((rule) => (
          <li key={rule}>
            <Card as="figure" className="h-full p-6">
              <DrawingImage
                drawing={
                  rule === "chip"
                    ? illustrationFiles.sizeRulesChip
                    : illustrationFiles.sizeRulesCrack
                }
                className={rule === "chip" ? "mx-auto max-w-24" : "mx-auto max-w-64"}
              />
              <figcaption className="mt-4">{sizeChecks[rule]}</figcaption>
            </Card>
          </li>
        ))}
      </ul>
    </Section>
  );
}

/** How a chip repair goes, in four pictures, for the card beside an FAQ. */
export function ChipRepairArt() {
  return (
    <figure>
      <DrawingImage drawing={illustrationFiles.chipRepairSteps} className="mx-auto max-w-60" />
      <figcaption className="mt-3 text-sm font-medium">
        {repairRulesText.chipRepairCaption}
      </figcaption>
    </figure>
  );
}

/** The coin and banknote checks in one picture, for the card beside an FAQ. */
export function SizeChecksArt() {
  return (
    <figure>
      <DrawingImage drawing={illustrationFiles.sizeRules} />
      <figcaption className="mt-3 text-sm font-medium">{sizeChecks.summary}</figcaption>
    </figure>
  );
}

/** Care after a new windshield, while the adhesive cures. */
export function Aftercare() {
  const { aftercare } = repairRulesText;
  const points = [
    { Mark: CarFront, text: aftercare.wait },
    { Mark: Droplets, text: aftercare.avoid },
  ];
  return (
    <section aria-labelledby="aftercare-title" className="bg-background py-12 sm:py-16">
      <Container>
        <div className="rounded-xl bg-accent p-6 sm:p-8">
          <h2 id="aftercare-title" className="text-2xl font-bold text-primary">
            {aftercare.title}
          </h2>
          <ul className="mt-4 grid gap-4 sm:grid-cols-2">
            {points.map(({ Mark, text }) => (
              <li key={text} className="flex items-start gap-3">
                <Mark aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-primary" />
                <span className="text-lg">{text}</span>
              </li>
            ))}
          </ul>
        </div>
      </Container>
    </section>
  );
}
