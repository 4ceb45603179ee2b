import { CircleAlert, CircleCheck } from "lucide-react";
import { cn } from "~/lib/cn";

/** A list of short points, each checked (what we can do) or flagged (signs of trouble). */
export function Checklist({
  items,
  tone,
  className,
}: {
  items: readonly string[];
  tone: "positive" | "warning";
  className?: string;
}) {
  const Icon = tone === "positive" ? CircleCheck : CircleAlert;
  return (
    <ul className={cn("grid gap-3 sm:grid-cols-2", className)}>
      {items.map((item) => (
        <li
          key={item}
          className="flex items-start gap-3 rounded-lg border border-border bg-card p-4 shadow-card"
        >
          <Icon
            aria-hidden="true"
            className={cn(
              "mt-0.5 size-5 shrink-0",
              tone === "positive" ? "text-success" : "text-destructive",
            )}
          />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}
