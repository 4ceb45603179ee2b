import type { ComponentProps, ReactNode } from "react";
import { Container } from "./container";
import type { SectionHead } from "../../../core/data/types";
import { cn } from "../cn";

export interface SectionProps extends Omit<ComponentProps<"section">, "title"> {
  /** The section's eyebrow, h2 and introduction; the h2 also names the section's landmark */
  head?: SectionHead;
  /**
   * "band" (the default): one of the page's content bands, whose backgrounds alternate plain and
   * tinted down the page by their order (app.css, `.band`), so no page sets tones by hand.
   * "dark": the closing call to action on the brand colour, outside the alternation.
   */
  tone?: "band" | "dark";
  /** Extra content under the introduction, in the head */
  headExtra?: ReactNode;
  /**
   * A column beside the head and the content from 1024 px (an illustration, a card), so a
   * section whose content is narrow does not leave half the screen empty; under them on phones
   */
  aside?: ReactNode;
}

/** A page section: its head, then its content, in the page's content column. */
export function Section({
  className,
  tone = "band",
  head,
  headExtra,
  aside,
  children,
  id,
  ...props
}: SectionProps) {
  const headingId = head && id ? `${id}-title` : undefined;
  const dark = tone === "dark";
  const header = head ? (
    <SectionHeader id={headingId} head={head} dark={dark} extra={headExtra} />
  ) : null;
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className={cn(
        "py-16 sm:py-20",
        dark ? "surface-dark bg-primary text-primary-foreground" : "band",
        className,
      )}
      {...props}
    >
      <Container
        className={
          aside ? "grid gap-12 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start" : undefined
        }
      >
        {aside ? (
          <>
            <div>
              {header}
              {children}
            </div>
            {aside}
          </>
        ) : (
          <>
            {header}
            {children}
          </>
        )}
      </Container>
    </section>
  );
}

/** A section's eyebrow, h2 and introduction. */
export function SectionHeader({
  id,
  head,
  dark = false,
  extra,
  className,
}: {
  id?: string;
  head: SectionHead;
  dark?: boolean;
  extra?: ReactNode;
  className?: string;
}) {
  return (
    <header className={cn("mb-10 max-w-3xl", className)}>
      {head.eyebrow ? (
        <p
          className={cn(
            "mb-2 text-sm font-semibold tracking-wider uppercase",
            dark ? "text-cta" : "text-ring",
          )}
        >
          {head.eyebrow}
        </p>
      ) : null}
      <h2 id={id} className="text-3xl font-bold sm:text-4xl">
        {head.title}
      </h2>
      {head.intro ? (
        <p className={cn("mt-4 text-lg", dark ? "text-ink-muted" : "text-muted-foreground")}>
          {head.intro}
        </p>
      ) : null}
      {extra}
    </header>
  );
}
