import { CircleAlert, CircleCheck } from "lucide-react";
import { Card } from "../ui/card";
import { cn } from "../cn";

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
  const Mark = tone === "positive" ? CircleCheck : CircleAlert;
  return (
    <ul className={cn("grid gap-3 sm:grid-cols-2", className)}>
      {items.map((item) => (
        <Card as="li" key={item} className="flex items-start gap-3 p-4">
          <Mark
            aria-hidden="true"
            className={cn(
              "mt-0.5 size-5 shrink-0",
              tone === "positive" ? "text-success" : "text-destructive",
            )}
          />
          <span className="text-balance">{item}</span>
        </Card>
      ))}
    </ul>
  );
}
