import type { ComponentProps } from "react";
import { cn } from "../cn";

type CardElement = "div" | "li" | "figure" | "article";

const variants = {
  /** A card on the page: the site's radius, border and soft shadow */
  default: "rounded-lg border border-border bg-card text-card-foreground shadow-card",
  /** A light card raised over the dark hero (the quote card, price card and quote form) */
  raised:
    "surface-light rounded-xl border border-white/20 bg-card text-card-foreground shadow-raised",
} as const;

/**
 * The site's card: one radius, border, background and shadow everywhere. `as` picks the element
 * (a list item in a grid of cards, say); `className` adds padding and layout.
 */
export function Card<T extends CardElement = "div">({
  as,
  variant = "default",
  className,
  ...props
}: { as?: T; variant?: keyof typeof variants } & ComponentProps<T>) {
  // One element type for the checker: the props are those of the element `as` names.
  const Element = (as ?? "div") as "div";
  return (
    <Element className={cn(variants[variant], className)} {...(props as ComponentProps<"div">)} />
  );
}
