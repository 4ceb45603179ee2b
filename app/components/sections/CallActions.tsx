import { ClipboardList, MessageSquare, Phone } from "lucide-react";
import { Button, type ButtonProps } from "~/components/ui/button";
import { QuoteLink } from "~/components/sections/QuoteLink";
import { siteConfig } from "~/config/site";
import { cn } from "~/lib/cn";

/** The ways to reach us, in the order a driver on a phone wants them: call, quote, then text. */
export function CallActions({
  className,
  size = "xl",
  onDark = false,
  showQuote = true,
  quoteHref,
}: {
  className?: string;
  size?: ButtonProps["size"];
  onDark?: boolean;
  /** False where a quote card beside the actions already has the quote button */
  showQuote?: boolean;
  /**
   * An in-page quote form to go to ("#hero-form") instead of the CRM's form. A plain link, so it
   * works without JavaScript; the scroll is smooth unless the visitor prefers reduced motion.
   */
  quoteHref?: string;
}) {
  const { phone } = siteConfig;
  return (
    <div className={className}>
      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
        <Button asChild variant="cta" size={size}>
          <a href={phone.tel}>
            <Phone aria-hidden="true" />
            Call {phone.display}
          </a>
        </Button>
        {quoteHref ? (
          <Button asChild variant="phone" size={size}>
            <a href={quoteHref}>
              <ClipboardList aria-hidden="true" />
              Get Free Quote
            </a>
          </Button>
        ) : showQuote ? (
          <QuoteLink variant="phone" size={size} />
        ) : null}
      </div>
      <p
        className={cn(
          "mt-4 flex items-center justify-center gap-2 sm:justify-start",
          onDark ? "text-ink-muted" : "text-muted-foreground",
        )}
      >
        <MessageSquare aria-hidden="true" className="size-5 shrink-0 text-cta" />
        <span>
          Prefer to text?{" "}
          <a
            href={phone.sms}
            className={cn(
              "font-semibold underline underline-offset-4",
              onDark ? "text-white" : "text-primary",
            )}
          >
            Text {phone.display}
          </a>
        </span>
      </p>
    </div>
  );
}
