import { twMerge } from "tailwind-merge";
import { describe, expect, it } from "vitest";
import { buttonVariants } from "./button";

const variants = [
  "default",
  "destructive",
  "outline",
  "secondary",
  "ghost",
  "link",
  "cta",
  "phone",
] as const;
const sizes = ["default", "sm", "md", "lg", "xl", "bar", "icon"] as const;

describe("buttonVariants", () => {
  it.each(variants.flatMap((variant) => sizes.map((size) => [variant, size] as const)))(
    "%s at size %s sets each style once, so no class merger is needed",
    (variant, size) => {
      const classes = buttonVariants({ variant, size });
      expect(twMerge(classes).split(" ").sort()).toEqual(classes.split(" ").sort());
    },
  );
});
