import {
  Accordion,
  AccordionContent,
  AccordionItem,
  AccordionTrigger,
} from "~/components/ui/accordion";
import { Section } from "~/components/ui/section";
import type { FaqItem, SectionHead } from "~/data/types";

/**
 * Frequently asked questions: the first answer open, one open at a time. Native `<details>`
 * elements do all of it, so the FAQ ships no JavaScript.
 */
export function Faq({
  items,
  head,
  id = "faq",
}: {
  items: readonly FaqItem[];
  head: SectionHead;
  id?: string;
}) {
  return (
    <Section id={id} head={head}>
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
