import { cva, type VariantProps } from "class-variance-authority";
import type { ComponentProps } from "react";
import { cn } from "../cn";

/** Every button's and button link's shape and states (app.css, `.btn`), then its variant's look. */
export const buttonVariants = cva("btn", {
  variants: {
    variant: {
      default: "bg-primary text-primary-foreground shadow-sm hover:bg-primary/90",
      destructive: "bg-destructive text-destructive-foreground shadow-sm hover:bg-destructive/90",
      outline:
        "border border-input bg-background text-foreground shadow-sm hover:bg-accent hover:text-accent-foreground",
      secondary: "bg-secondary text-secondary-foreground hover:bg-secondary/80",
      ghost: "text-foreground hover:bg-accent hover:text-accent-foreground",
      link: "text-primary underline underline-offset-4 hover:decoration-2",
      cta: "bg-cta text-cta-foreground shadow-md hover:bg-cta-hover",
      phone:
        "border border-primary/15 bg-white text-primary shadow-md tabular-nums hover:bg-accent",
    },
    size: {
      default: "h-11 gap-2 px-5 text-base [&_svg]:size-5",
      sm: "h-9 gap-2 px-3 text-sm [&_svg]:size-4",
      /** The header's actions: a 40 px touch target in a 64 px bar */
      md: "h-10 gap-2 px-4 text-sm [&_svg]:size-4",
      /** The header's actions: tighter on phones, so three fit beside the logo at 320 px */
      header: "h-10 gap-1.5 px-3 text-sm whitespace-nowrap sm:gap-2 sm:px-4 [&_svg]:size-4",
      lg: "h-12 gap-2 px-6 text-base [&_svg]:size-5",
      xl: "h-14 gap-2 px-7 text-lg [&_svg]:size-6",
      /** Two actions side by side in the phone's bottom bar */
      bar: "h-12 gap-1.5 px-2 text-[0.9375rem] [&_svg]:size-5",
      icon: "size-11 [&_svg]:size-5",
    },
  },
  defaultVariants: { variant: "default", size: "default" },
});

export type ButtonStyle = VariantProps<typeof buttonVariants>;

export interface ButtonProps extends ComponentProps<"button">, ButtonStyle {}

/** A button in one of the site's variants and sizes. `className` may add layout, not restyle. */
export function Button({ className, variant, size, ...props }: ButtonProps) {
  return <button className={cn(buttonVariants({ variant, size }), className)} {...props} />;
}

export interface ButtonLinkProps extends ComponentProps<"a">, ButtonStyle {}

/** A link that looks like a button: calls, texts, quotes and pages to go to. */
export function ButtonLink({ className, variant, size, children, ...props }: ButtonLinkProps) {
  return (
    <a className={cn(buttonVariants({ variant, size }), className)} {...props}>
      {children}
    </a>
  );
}
