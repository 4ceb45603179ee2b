import { Card } from "../ui/card";
import { Section } from "../ui/section";
import { SectionIcon, sectionIcons } from "../ui/section-icon";
import { siteConfig } from "../../../core/config/site";
import { everyPageText } from "../../data/every-page";
import { fillLater } from "../../../core/data/form-text";
import type { SectionHead, Stat, Testimonial } from "../../../core/data/types";
import { cn } from "../cn";

/** A star rating, with its text equivalent for assistive technology. */
export function StarRating({
  rating,
  className,
  asFiles = false,
}: {
  rating: number;
  className?: string;
  /** The stars as lazy images of their files (ui/section-icon.tsx) */
  asFiles?: boolean;
}) {
  return (
    <span
      role="img"
      aria-label={fillLater(everyPageText.reviews.rated, { rating })}
      className={cn("inline-flex gap-0.5", className)}
    >
      {[1, 2, 3, 4, 5].map((n) => (
        <SectionIcon
          key={n}
          icon={n <= rating ? sectionIcons.starFilled : sectionIcons.starEmpty}
          className="size-5"
          asFile={asFiles}
        />
      ))}
    </span>
  );
}

/**
 * Where the reviews come from: a link to the business's public review profile once the config
 * names one, and until then a plain line saying the reviews shown are examples, so the section
 * never promises a check the page cannot offer.
 */
function ReviewsSource() {
  const { reviewsUrl } = siteConfig;
  return reviewsUrl ? (
    <p className="text-muted-foreground">
      <a
        href={reviewsUrl}
        target="_blank"
        rel="noopener noreferrer"
        className="font-semibold text-primary underline underline-offset-4 hover:decoration-2"
      >
        {everyPageText.reviews.readAll}
        <span className="sr-only">{` ${everyPageText.actions.newTab}`}</span>
      </a>
    </p>
  ) : (
    <p className="text-muted-foreground">{everyPageText.reviews.examples}</p>
  );
}

/** Customer reviews, with the figures that sum them up. */
export function Testimonials({
  head,
  testimonials,
  figures,
  id = "reviews",
  iconsAsFiles = false,
}: {
  head: SectionHead;
  testimonials: readonly Testimonial[];
  figures: readonly Stat[];
  id?: string;
  /** Its icons as lazy images of their files (ui/section-icon.tsx): for a page whose HTML must
   * fit the first round trip, where the section is below the fold */
  iconsAsFiles?: boolean;
}) {
  return (
    <Section id={id} head={head}>
      <dl className="mb-10 grid grid-cols-3 gap-4 rounded-xl bg-primary p-6 text-center text-primary-foreground">
        {figures.map((figure) => (
          <div key={figure.label} className="flex flex-col-reverse">
            <dt className="text-sm text-balance text-ink-muted">{figure.label}</dt>
            <dd className="text-2xl font-extrabold sm:text-3xl">{figure.value}</dd>
          </div>
        ))}
      </dl>
      <ReviewsSource />
      <ul className="mt-5 grid gap-5 lg:grid-cols-3">
        {testimonials.map((t) => (
          <li key={t.name}>
            <Card as="figure" className="flex h-full flex-col p-6">
              <div className="flex items-center justify-between">
                <StarRating rating={t.rating} asFiles={iconsAsFiles} />
                <SectionIcon icon={sectionIcons.quote} className="size-6" asFile={iconsAsFiles} />
              </div>
              <blockquote className="mt-4 flex-1">
                <p>{t.text}</p>
              </blockquote>
              <figcaption className="mt-5 border-t border-border pt-4">
                <span className="block font-semibold">{t.name}</span>
                <span className="block text-sm text-muted-foreground">
                  {t.location} <span className="whitespace-nowrap">· {t.service}</span>
                </span>
              </figcaption>
            </Card>
          </li>
        ))}
      </ul>
    </Section>
  );
}
