import { ExternalLink } from "lucide-react";
import { useEffect, useState, type ReactNode } from "react";
import { Button, type ButtonProps } from "~/components/ui/button";
import { siteConfig } from "~/config/site";
import { uiTimings } from "~/config/ui";
import { cn } from "~/lib/cn";

/**
 * "Get Free Quote": the CRM's lead form, in a new tab. A plain link, so it works without
 * JavaScript; with it, a click shows "Opening Form..." and disables the button for two seconds,
 * so an anxious double tap does not open the form twice.
 */
export function QuoteLink({
  children = "Get Free Quote",
  variant = "cta",
  size = "lg",
  className,
}: {
  children?: ReactNode;
  variant?: ButtonProps["variant"];
  size?: ButtonProps["size"];
  className?: string;
}) {
  const [opening, setOpening] = useState(false);

  useEffect(() => {
    if (!opening) return;
    const timer = setTimeout(() => setOpening(false), uiTimings.quoteButtonResetMs);
    return () => clearTimeout(timer);
  }, [opening]);

  return (
    <Button
      asChild
      variant={variant}
      size={size}
      className={cn(opening && "opacity-75", className)}
    >
      <a
        href={siteConfig.quoteFormUrl}
        target="_blank"
        rel="noopener noreferrer"
        aria-disabled={opening || undefined}
        onClick={(event) => {
          if (opening) event.preventDefault();
          else setOpening(true);
        }}
      >
        {opening ? "Opening Form..." : children}
        <ExternalLink aria-hidden="true" />
        <span className="sr-only">(opens in a new tab)</span>
      </a>
    </Button>
  );
}
