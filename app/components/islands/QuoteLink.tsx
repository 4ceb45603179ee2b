import { useEffect, useState } from "react";
import { buttonVariants } from "../ui/button";
import { IslandIcon } from "../ui/island-icon";
import { uiTimings } from "../../../core/config/ui";
import { actionLabels } from "../../data/action-labels";
import { cn } from "../cn";

/** Where the button sits: among the call actions, or filling a card's width. */
const looks = {
  actions: buttonVariants({ variant: "phone", size: "xl" }),
  card: cn(buttonVariants({ variant: "cta", size: "xl" }), "mt-5 w-full"),
  bar: buttonVariants({ variant: "cta", size: "bar" }),
} as const;

/**
 * "Get Free Quote": the site's own quote form (the contact page's), or a CRM's lead form in a new
 * tab when one is set (QUOTE_FORM_URL). An island: a plain link in the page, so it works without
 * JavaScript; hydrated, a click shows "Opening Form..." and disables the button for two seconds,
 * so an anxious double tap does not open the form twice.
 */
export function QuoteLink({
  href,
  look,
  label = actionLabels.quote,
}: {
  /** The site's quote form, or the CRM's hosted one (core/data/pages.ts, `quoteTarget`) */
  href: string;
  look: keyof typeof looks;
  label?: string;
}) {
  const [opening, setOpening] = useState(false);
  const external = /^https?:/.test(href);

  useEffect(() => {
    if (!opening) return;
    const timer = setTimeout(() => setOpening(false), uiTimings.quoteButtonResetMs);
    return () => clearTimeout(timer);
  }, [opening]);

  return (
    <a
      href={href}
      {...(external ? { target: "_blank", rel: "noopener noreferrer" } : {})}
      className={looks[look]}
      data-count="quote"
      aria-disabled={opening || undefined}
      onClick={(event) => {
        if (opening) event.preventDefault();
        else setOpening(true);
      }}
    >
      {opening ? actionLabels.opening : label}
      {external ? (
        <>
          <IslandIcon name="external-link" />
          <span className="sr-only">{actionLabels.newTab}</span>
        </>
      ) : null}
    </a>
  );
}
