import type { ReactNode } from "react";
import { cn } from "../cn";

/** What every illustration takes: extra classes, and a name when the picture carries meaning. */
export interface IllustrationProps {
  className?: string;
  /** The accessible name. Without it the picture is decorative and hidden from screen readers. */
  title?: string;
}

/**
 * The frame every illustration draws in: an inline SVG whose width and height attributes equal its
 * viewBox, so the browser reserves the aspect ratio before layout, made fluid by `h-auto w-full`
 * (size it with `max-w-*` or a wrapper, so no width class conflicts with `w-full`). Strokes are
 * round by default; colours come only from theme classes on the shapes (`fill-primary`,
 * `stroke-primary`, `fill-accent`, ...), so the pictures follow the tokens in app.css.
 * Static: server-rendered, never hydrated.
 */
export function Illustration({
  width,
  height,
  className,
  title,
  children,
}: IllustrationProps & { width: number; height: number; children: ReactNode }) {
  return (
    <svg
      viewBox={`0 0 ${width} ${height}`}
      width={width}
      height={height}
      className={cn("h-auto w-full", className)}
      fill="none"
      strokeLinecap="round"
      strokeLinejoin="round"
      {...(title ? { role: "img", "aria-label": title } : { "aria-hidden": true })}
    >
      {children}
    </svg>
  );
}
