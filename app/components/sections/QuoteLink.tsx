import { ExternalLink } from "lucide-react";
import type { ReactNode } from "react";
import { Button, type ButtonProps } from "~/components/ui/button";
import { siteConfig } from "~/config/site";

/** "Get Free Quote": the CRM lead form, in a new tab. A plain link, so it works without JavaScript. */
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
  return (
    <Button asChild variant={variant} size={size} className={className}>
      <a href={siteConfig.quoteFormUrl} target="_blank" rel="noopener noreferrer">
        {children}
        <ExternalLink aria-hidden="true" />
        <span className="sr-only">(opens in a new tab)</span>
      </a>
    </Button>
  );
}
