import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from "../ui/accordion";
import type { ReactNode } from "react";
import { DrawingImage } from "../illustrations/DrawingFile";
import { illustrationFiles } from "../illustrations/files";
import { Card } from "../ui/card";
import { Section } from "../ui/section";
import { SectionIcon, sectionIcons } from "../ui/section-icon";
import { siteConfig } from "../../../core/config/site";
import { everyPageText } from "../../data/every-page";
import type { FaqItem, SectionHead } from "../../../core/data/types";

/**
 * Frequently asked questions: the first answer open, one open at a time. Native `<details>`
 * elements do all of it, so the FAQ ships no JavaScript. Beside them (under them on phones), a
 * card for the question the list does not answer: call or text, with the page's illustration.
 * Under the questions, optionally, a link to the page that answers them at length (the
 * insurance claims page, under an FAQ that answers an insurance question).
 */
export function Faq({
  items,
  head,
  art,
  more,
  id = "faq",
  iconsAsFiles = false,
}: {
  items: readonly FaqItem[];
  head: SectionHead;
  /**
   * The page's illustration, at the top of the card beside the questions: the warranty shield
   * by default, none with `null`
   */
  art?: ReactNode;
  /** A page that says more, linked under the questions */
  more?: { label: string; path: string };
  id?: string;
  /** Its icons as lazy images of their files (ui/section-icon.tsx): for a page whose HTML must
   * fit the first round trip, where the section is below the fold */
  iconsAsFiles?: boolean;
}) {
  return (
    <Section id={id} head={head} aside={<AskUs art={art} />}>
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
      {more ? (
        <p className="mt-6">
          <a
            href={more.path}
            className="inline-flex items-center gap-2 font-semibold text-primary underline underline-offset-4 hover:decoration-2"
          >
            {more.label}
            <SectionIcon
              icon={sectionIcons.arrow}
              className="size-4 shrink-0"
              asFile={iconsAsFiles}
            />
          </a>
        </p>
      ) : null}
    </Section>
  );
}

/** The card beside the questions: a question of your own, by phone or text. */
function AskUs({ art }: { art?: ReactNode }) {
  const { phone } = siteConfig;
  const { askUs, callActions } = everyPageText;
  return (
    <Card className="overflow-hidden lg:sticky lg:top-[calc(var(--header-height)+1.5rem)]">
      {art === null ? null : (
        <div className="border-b border-border bg-accent/50 p-6">
          {art ?? (
            <DrawingImage
              drawing={illustrationFiles.windshieldShield}
              className="mx-auto max-w-28"
            />
          )}
        </div>
      )}
      <div className="p-6">
        <h3 className="text-lg font-semibold">{askUs.title}</h3>
        <p className="mt-2 text-muted-foreground">{askUs.text}</p>
        <ul className="mt-4 grid gap-2 font-semibold">
          <li>
            <a
              href={phone.tel}
              className="text-primary underline underline-offset-4 hover:decoration-2"
            >
              {`${callActions.call} `}
              <span className="whitespace-nowrap">{phone.display}</span>
            </a>
          </li>
          <li>
            <a
              href={phone.sms}
              className="text-primary underline underline-offset-4 hover:decoration-2"
            >
              {`${callActions.text} `}
              <span className="whitespace-nowrap">{phone.display}</span>
            </a>
          </li>
        </ul>
      </div>
    </Card>
  );
}
