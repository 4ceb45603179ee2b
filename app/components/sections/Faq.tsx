import {
  Accordion,
  AccordionContent,
  AccordionItem,
  AccordionTrigger,
} from "~/components/ui/accordion";
import { Section, type SectionProps } from "~/components/ui/section";
import type { FaqItem } from "~/data/faqs";

/** Frequently asked questions: the first answer open, one open at a time. */
export function Faq({
  items,
  id = "faq",
  ...section
}: { items: readonly FaqItem[]; id?: string } & Pick<
  SectionProps,
  "title" | "eyebrow" | "intro" | "tone"
>) {
  return (
    <Section id={id} {...section}>
      <Accordion className="max-w-3xl">
        {items.map((item, index) => (
          <AccordionItem key={item.question} defaultOpen={index === 0}>
            <AccordionTrigger>{item.question}</AccordionTrigger>
            <AccordionContent>
              <p>{item.answer}</p>
            </AccordionContent>
          </AccordionItem>
        ))}
      </Accordion>
    </Section>
  );
}
