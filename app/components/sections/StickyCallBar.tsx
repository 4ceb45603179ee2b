import { CalendarCheck, Phone } from "lucide-react";
import { useEffect, useState } from "react";
import { Button } from "~/components/ui/button";
import { siteConfig } from "~/config/site";
import { uiTimings } from "~/config/ui";
import { cn } from "~/lib/cn";

/**
 * The phone-only bar at the bottom of the contact page: book or call with one thumb. It appears
 * once the visitor has scrolled past 80% of the viewport's height (site-spec section 4) and never
 * on medium and wider screens. The page keeps room below its last content for it (app.css), so
 * it never covers the footer or a focused form field.
 */
export function StickyCallBar({ book, call }: { book: string; call: string }) {
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

  const { phone, quoteFormUrl } = siteConfig;
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
        <Button asChild variant="cta" size="lg" className="gap-1.5 px-2 text-[0.9375rem]">
          <a href={quoteFormUrl} target="_blank" rel="noopener noreferrer">
            <CalendarCheck aria-hidden="true" />
            {book}
            <span className="sr-only">(opens in a new tab)</span>
          </a>
        </Button>
        <Button asChild variant="default" size="lg" className="gap-1.5 px-2 text-[0.9375rem]">
          <a href={phone.tel}>
            <Phone aria-hidden="true" />
            {call}
          </a>
        </Button>
      </div>
    </div>
  );
}
