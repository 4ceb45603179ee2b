import { BadgeCheck, MapPin, ShieldCheck, Star, Users, type LucideIcon } from "lucide-react";
import { Container } from "../ui/container";
import { figureLabels } from "../../../core/config/figures";
import { siteConfig } from "../../../core/config/site";
import type { Stat } from "../../../core/data/types";
import { everyPageText } from "../../data/every-page";
import { cn } from "../cn";

export interface StripItem extends Stat {
  icon?: LucideIcon;
}

/** A row of figures under a hero: a city's own statistics, or the business's trust figures. */
export function StatsStrip({ items, label }: { items: readonly StripItem[]; label: string }) {
  return (
    <section aria-label={label} className="border-b border-border bg-muted">
      <Container>
        <ul
          className={cn(
            "grid gap-x-4 gap-y-5 py-6",
            // Two to a row on a phone; one figure alone, or three, in one row from 640 px.
            items.length === 1 ? "grid-cols-1" : "grid-cols-2",
            { 2: "", 3: "sm:grid-cols-3", 4: "sm:grid-cols-4" }[items.length] ??
              "sm:grid-cols-3 lg:grid-cols-5",
          )}
        >
          {items.map(({ icon: Icon, value, label: itemLabel }) => (
            <li key={itemLabel} className="flex items-center gap-3">
              {Icon ? (
                <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-accent text-primary">
                  <Icon aria-hidden="true" className="size-5" />
                </span>
              ) : null}
              <span className="leading-tight">
                <span className="block text-xl font-bold text-primary">{value}</span>
                <span className="block text-sm text-balance text-muted-foreground">
                  {itemLabel}
                </span>
              </span>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}

/**
 * The trust figures a driver checks before calling. Without `warranty` (a service the lifetime
 * warranty does not cover, like wiper blades) the strip leaves the warranty out.
 */
export function TrustBar({ warranty = true }: { warranty?: boolean }) {
  const { figures, serviceRadiusKm } = siteConfig;
  const words = everyPageText.trustBar;
  return (
    <StatsStrip
      label={words.label}
      items={[
        { icon: Star, value: figures.rating, label: figureLabels.rating },
        { icon: BadgeCheck, value: figures.yearsExperience, label: figureLabels.yearsExperience },
        { icon: Users, value: figures.customersServed, label: words.customersServed },
        ...(warranty
          ? [{ icon: ShieldCheck, value: figures.warrantyTerm, label: words.warranty }]
          : []),
        { icon: MapPin, value: `${serviceRadiusKm} km`, label: words.radius },
      ]}
    />
  );
}
