import { siteConfig } from "../../../core/config/site";
import { cn } from "../cn";

/** The brand mark: a windshield outline with a highlight, beside the business name. */
export function Logo({
  className,
  nameClassName,
  inverted = false,
}: {
  className?: string;
  /** Where the header hides the name on narrow screens */
  nameClassName?: string;
  inverted?: boolean;
}) {
  return (
    <span className={cn("inline-flex items-center gap-2.5", className)}>
      <svg viewBox="0 0 40 32" aria-hidden="true" className="h-8 w-10 shrink-0">
        <path
          d="M4 26 8.5 7.5C9 5.5 10.6 4 12.7 4h14.6c2.1 0 3.7 1.5 4.2 3.5L36 26c.3 1.2-.6 2-1.7 2H5.7C4.6 28 3.7 27.2 4 26Z"
          className={inverted ? "fill-white/10 stroke-white" : "fill-accent stroke-primary"}
          strokeWidth="2.5"
          strokeLinejoin="round"
        />
        <path d="M13 9.5 10.5 20" className="stroke-cta" strokeWidth="3" strokeLinecap="round" />
        <path d="M17.5 9.5 16 15" className="stroke-cta" strokeWidth="3" strokeLinecap="round" />
      </svg>
      <span
        className={cn(
          "text-base leading-tight font-extrabold tracking-tight whitespace-nowrap sm:text-lg",
          inverted ? "text-white" : "text-primary",
          nameClassName,
        )}
      >
        {siteConfig.shortName}
      </span>
    </span>
  );
}
