import { Camera, ClipboardList, MessageSquare, Phone } from "lucide-react";
import type { ReactNode } from "react";
import { ButtonLink, type ButtonStyle } from "../ui/button";
import { siteConfig } from "../../../core/config/site";
import { everyPageText } from "../../data/every-page";
import { cn } from "../cn";
import { photoText, photoTextHref } from "../../../core/rules/photo-text";

/** The ways to reach us, in the order a driver on a phone wants them: call, quote, then text. */
export function CallActions({
  className,
  size = "xl",
  onDark = false,
  quote,
  quoteHref,
}: {
  className?: string;
  size?: ButtonStyle["size"];
  onDark?: boolean;
  /** The "Get Free Quote" button: the QuoteLink island the page places here */
  quote?: ReactNode;
  /**
   * An in-page quote form to go to ("#hero-form") instead. A plain link, so it works without
   * JavaScript; the scroll is smooth unless the visitor prefers reduced motion (app.css).
   */
  quoteHref?: string;
}) {
  const { phone } = siteConfig;
  const { callActions } = everyPageText;
  return (
    <div className={className}>
      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
        <ButtonLink href={phone.tel} variant="cta" size={size}>
          <Phone aria-hidden="true" />
          <span>
            {callActions.call} <span className="whitespace-nowrap">{phone.display}</span>
          </span>
        </ButtonLink>
        {quoteHref ? (
          <ButtonLink href={quoteHref} variant="phone" size={size} data-count="quote">
            <ClipboardList aria-hidden="true" />
            {everyPageText.actions.quote}
          </ButtonLink>
        ) : (
          quote
        )}
      </div>
      <p
        className={cn(
          "mt-4 flex items-center justify-center gap-2 sm:justify-start",
          onDark ? "text-ink-muted" : "text-muted-foreground",
        )}
      >
        <MessageSquare aria-hidden="true" className="size-5 shrink-0 text-cta" />
        <span>
          {callActions.textPrompt}{" "}
          <a
            href={phone.sms}
            className={cn(
              "font-semibold underline underline-offset-4",
              onDark ? "text-white" : "text-primary",
            )}
          >
            {callActions.text} <span className="whitespace-nowrap">{phone.display}</span>
          </a>
        </span>
      </p>
      {/* On a phone, a message already written, to send with a photo of the damage. */}
      <p
        className={cn(
          "mt-2 flex items-center justify-center gap-2 sm:justify-start md:hidden",
          onDark ? "text-ink-muted" : "text-muted-foreground",
        )}
      >
        <Camera aria-hidden="true" className="size-5 shrink-0 text-cta" />
        <a
          href={photoTextHref(phone.sms)}
          className={cn(
            "font-semibold underline underline-offset-4",
            onDark ? "text-white" : "text-primary",
          )}
        >
          {photoText.label}
        </a>
        <span>of the damage</span>
      </p>
    </div>
  );
}
