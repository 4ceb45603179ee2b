import { useEffect, useState } from "react";
import { buttonVariants } from "../ui/button";
import { IslandIcon } from "../ui/island-icon";
import { uiTimings } from "../../../core/config/ui";
import { cn } from "../cn";

/**
 * The phone-only bar at the bottom of every page: call, text or ask for a quote with one thumb.
 * An island loaded only below 768 px. It appears once the visitor has scrolled past 80% of the
 * viewport's height, and never on medium and wider screens. The page keeps room below its last
 * content for it (app.css), so it never covers the footer or a focused form field.
 */
export function StickyCallBar({
  labels,
  phone,
  quoteHref,
}: {
  /** Its buttons' labels, and the note read out when the quote form opens in a new tab */
  labels: { call: string; text: string; quote: string; newTab?: string };
  /** The business's tel: and sms: links */
  phone: { tel: string; sms: string };
  /** The page's own quote form (`#hero-form`) or the CRM's hosted form, opened in a new tab */
  quoteHref: string;
}) {
  const [shown, setShown] = useState(false);

  useEffect(() => {
    const update = () =>
      setShown(window.scrollY > window.innerHeight * uiTimings.stickyBarThreshold);
    update();
    window.addEventListener("scroll", update, { passive: true });
    window.addEventListener("resize", update);
    return () => {
      window.removeEventListener("scroll", update);
      window.removeEventListener("resize", update);
    };
  }, []);

  const external = /^https?:/.test(quoteHref);

  return (
    <div
      data-sticky-bar
      data-shown={shown}
      inert={!shown}
      className={cn("sticky-bar", shown ? "translate-y-0" : "invisible translate-y-full")}
    >
      <div className="mx-auto grid max-w-md grid-cols-[1fr_1fr_1.6fr] gap-2">
        <a href={phone.tel} className={buttonVariants({ variant: "default", size: "bar" })}>
          <IslandIcon name="phone" />
          {labels.call}
        </a>
        <a href={phone.sms} className={buttonVariants({ variant: "outline", size: "bar" })}>
          <IslandIcon name="message-square" />
          {labels.text}
        </a>
        <a
          href={quoteHref}
          data-count="quote"
          {...(external ? { target: "_blank", rel: "noopener noreferrer" } : {})}
          className={buttonVariants({ variant: "cta", size: "bar" })}
        >
          {labels.quote}
          {external ? <span className="sr-only">{labels.newTab}</span> : null}
        </a>
      </div>
    </div>
  );
}
