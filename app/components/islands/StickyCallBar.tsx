import { useEffect, useState } from "react";
import { buttonVariants } from "~/components/ui/button";
import { IslandIcon } from "~/components/ui/island-icon";
import { uiTimings } from "~/config/ui";
import { cn } from "~/lib/cn";

/**
 * The phone-only bar at the bottom of the page: book or call with one thumb. An island loaded
 * only below 768 px. It appears once the visitor has scrolled past 80% of the viewport's height,
 * and never on medium and wider screens. The page keeps room below its last content for it
 * (app.css), so it never covers the footer or a focused form field.
 */
export function StickyCallBar({
  book,
  call,
  tel,
  quoteFormUrl,
}: {
  /** The label of the quote link */
  book: string;
  /** The label of the call link */
  call: string;
  /** The business's tel: link */
  tel: string;
  /** The CRM's hosted quote form */
  quoteFormUrl: string;
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

  return (
    <div
      data-sticky-bar
      data-shown={shown}
      inert={!shown}
      className={cn(
        "fixed inset-x-0 bottom-0 z-40 border-t border-border bg-white/95 px-4 pt-3 pb-[calc(0.75rem+env(safe-area-inset-bottom,0px))] shadow-[0_-4px_16px_rgb(11_27_51/0.12)] backdrop-blur transition-transform duration-200 md:hidden",
        shown ? "translate-y-0" : "invisible translate-y-full",
      )}
    >
      <div className="mx-auto grid max-w-md grid-cols-2 gap-3">
        <a
          href={quoteFormUrl}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonVariants({ variant: "cta", size: "bar" })}
        >
          <IslandIcon name="calendar-check" />
          {book}
          <span className="sr-only">(opens in a new tab)</span>
        </a>
        <a href={tel} className={buttonVariants({ variant: "default", size: "bar" })}>
          <IslandIcon name="phone" />
          {call}
        </a>
      </div>
    </div>
  );
}
