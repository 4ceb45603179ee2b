import { IslandIcon } from "./island-icon";
import { useEffect } from "react";

/**
 * A short confirmation at the bottom of the screen. The live region is always in the page, so
 * screen readers announce the message when it appears; it closes itself after a few seconds.
 */
export function Toast({
  open,
  title,
  description,
  onClose,
  durationMs = 6000,
}: {
  open: boolean;
  title: string;
  description: string;
  onClose: () => void;
  durationMs?: number;
}) {
  useEffect(() => {
    if (!open) return;
    const timer = setTimeout(onClose, durationMs);
    return () => clearTimeout(timer);
  }, [open, onClose, durationMs]);

  return (
    <div
      role="status"
      aria-live="polite"
      className="pointer-events-none fixed inset-x-4 bottom-24 z-50 flex justify-center md:inset-x-auto md:right-6 md:bottom-6"
    >
      {open ? (
        <div className="pointer-events-auto flex w-full max-w-sm items-start gap-3 rounded-lg border border-border bg-card p-4 shadow-lg motion-safe:animate-rise">
          <IslandIcon name="circle-check" className="mt-0.5 size-6 shrink-0 text-success" />
          <div className="flex-1">
            <p className="font-semibold">{title}</p>
            <p className="text-muted-foreground">{description}</p>
          </div>
          <button
            type="button"
            onClick={onClose}
            className="-m-1 rounded-md p-1 text-muted-foreground hover:bg-accent hover:text-foreground"
          >
            <IslandIcon name="x" className="size-5" />
            <span className="sr-only">Dismiss</span>
          </button>
        </div>
      ) : null}
    </div>
  );
}
