import { cva, type VariantProps } from "class-variance-authority";
import type { ComponentProps, ReactNode } from "react";
import { cn } from "~/lib/cn";
import { Container } from "~/components/ui/container";

const sectionVariants = cva("py-16 sm:py-20", {
  variants: {
    tone: {
      plain: "bg-background",
      tinted: "bg-muted",
      dark: "surface-dark bg-primary text-primary-foreground",
    },
  },
  defaultVariants: { tone: "plain" },
});

export interface SectionProps
  extends Omit<ComponentProps<"section">, "title">, VariantProps<typeof sectionVariants> {
  /** The section's h2; also names the section for assistive technology */
  title?: ReactNode;
  /** A short line above the title */
  eyebrow?: string;
  /** An introduction under the title */
  intro?: ReactNode;
}

/**
 * A page section: alternating tones separate sections; the title is the section's h2 and
 * labels the landmark.
 */
export function Section({
  className,
  tone,
  title,
  eyebrow,
  intro,
  children,
  id,
  ...props
}: SectionProps) {
  const headingId = title && id ? `${id}-title` : undefined;
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className={cn(sectionVariants({ tone }), className)}
      {...props}
    >
      <Container>
        {title ? (
          <header className="mb-10 max-w-3xl">
            {eyebrow ? (
              <p
                className={cn(
                  "mb-2 text-sm font-semibold tracking-wider uppercase",
                  tone === "dark" ? "text-cta" : "text-ring",
                )}
              >
                {eyebrow}
              </p>
            ) : null}
            <h2 id={headingId} className="text-3xl font-bold sm:text-4xl">
              {title}
            </h2>
            {intro ? (
              <div
                className={cn(
                  "mt-4 text-lg",
                  tone === "dark" ? "text-ink-muted" : "text-muted-foreground",
                )}
              >
                {intro}
              </div>
            ) : null}
          </header>
        ) : null}
        {children}
      </Container>
    </section>
  );
}
