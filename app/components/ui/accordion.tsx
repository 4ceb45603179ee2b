import { ChevronDown } from "lucide-react";
import { createContext, use, useId, type ComponentProps } from "react";
import { cn } from "../cn";

/**
 * An accordion built on the platform's exclusive <details> group: items sharing a name open one
 * at a time, the open one closes on a second click, Enter and Space work on the focused summary,
 * the browser exposes the expanded state, and every answer is in the prerendered HTML and works
 * with JavaScript off.
 */
const AccordionGroup = createContext("");

export function Accordion({ className, children, ...props }: ComponentProps<"div">) {
  const name = useId();
  return (
    <AccordionGroup value={name}>
      <div
        className={cn("divide-y divide-border rounded-lg border border-border bg-card", className)}
        {...props}
      >
        {children}
      </div>
    </AccordionGroup>
  );
}

export function AccordionItem({
  className,
  defaultOpen = false,
  ...props
}: Omit<ComponentProps<"details">, "open" | "name"> & { defaultOpen?: boolean }) {
  const name = use(AccordionGroup);
  return <details name={name} open={defaultOpen} className={cn("group", className)} {...props} />;
}

export function AccordionTrigger({ className, children, ...props }: ComponentProps<"summary">) {
  return (
    <summary
      className={cn(
        "flex cursor-pointer list-none items-center justify-between gap-4 px-5 py-4 text-left text-lg font-semibold transition-colors hover:bg-muted [&::-webkit-details-marker]:hidden",
        className,
      )}
      {...props}
    >
      {children}
      <ChevronDown
        aria-hidden="true"
        className="size-5 shrink-0 text-muted-foreground transition-transform duration-150 group-open:rotate-180"
      />
    </summary>
  );
}

export function AccordionContent({ className, ...props }: ComponentProps<"div">) {
  return <div className={cn("px-5 pb-5 text-muted-foreground", className)} {...props} />;
}
