import { ExternalLink, Navigation } from "lucide-react";
import { useEffect, useRef, useState, type ReactNode } from "react";
import { Button } from "~/components/ui/button";
import { cn } from "~/lib/cn";
import { mapEmbedUrl, mapLinkUrl, type LatLng } from "~/lib/maps";

/**
 * A map that loads only when the visitor asks for it (decisions.md section 6): a placeholder of
 * the map's size with a "Show map" button, so nothing moves when the frame arrives, and a plain
 * link that opens the map in a new tab without JavaScript.
 */
export function LazyMap({
  center,
  zoom,
  title,
  place,
  art,
  className,
}: {
  center: LatLng;
  zoom: number;
  /** The frame's accessible title */
  title: string;
  /** Completes the button's and the link's accessible names where a page has several maps */
  place?: string;
  /** Decoration behind the button */
  art?: ReactNode;
  className?: string;
}) {
  const [showMap, setShowMap] = useState(false);
  const frame = useRef<HTMLIFrameElement>(null);

  useEffect(() => {
    if (showMap) frame.current?.focus();
  }, [showMap]);

  const ofPlace = place ? <span className="sr-only"> of {place}</span> : null;

  return (
    <div
      className={cn(
        "relative aspect-[4/3] overflow-hidden rounded-xl border border-border bg-accent",
        className,
      )}
    >
      {showMap ? (
        <iframe
          ref={frame}
          title={title}
          src={mapEmbedUrl(center, zoom)}
          className="absolute inset-0 size-full border-0"
          referrerPolicy="no-referrer-when-downgrade"
        />
      ) : (
        <div className="absolute inset-0 flex flex-col items-center justify-center gap-4 p-6 text-center">
          {art}
          <Button type="button" size="lg" className="relative" onClick={() => setShowMap(true)}>
            <Navigation aria-hidden="true" />
            Show map{ofPlace}
          </Button>
          <a
            href={mapLinkUrl(center, zoom)}
            target="_blank"
            rel="noopener noreferrer"
            className="relative inline-flex items-center gap-1 rounded-sm bg-accent/80 px-1 text-sm font-medium text-primary underline underline-offset-4"
          >
            Open the map{ofPlace} in a new tab
            <ExternalLink aria-hidden="true" className="size-4" />
          </a>
        </div>
      )}
    </div>
  );
}
