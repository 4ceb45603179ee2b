import { useEffect, useRef, useState, type ReactNode } from "react";
import { buttonVariants } from "../ui/button";
import { IslandIcon } from "../ui/island-icon";
import { withLinks } from "../ui/with-links";
import { cn } from "../cn";
import { mapLabels as words } from "../../data/action-labels";
import { mapEmbedUrl, mapLinkUrl, type LatLng } from "../../lib/maps";

const frames = {
  /** A map standing on its own, with the card's rounded border */
  card: "rounded-xl border border-border shadow-card",
  /** A map at the top of a card, which draws the border */
  inset: "border-b border-border",
} as const;

/**
 * A map that loads only when the visitor asks for it, so no page pays for a maps service it did
 * not request. An island: a placeholder of the map's size with a "Show map" button, so nothing
 * moves when the frame arrives, and a plain link that opens the map in a new tab, which works
 * without JavaScript.
 */
export function LazyMap({
  center,
  zoom,
  title,
  place,
  frame = "card",
  art,
  controls = "centre",
}: {
  center: LatLng;
  zoom: number;
  /** The frame's accessible title */
  title: string;
  /** Completes the button's and the link's accessible names where a page has several maps */
  place?: string;
  frame?: keyof typeof frames;
  /** Decoration behind the button, rendered by the page (a slot of the island) */
  art?: ReactNode;
  /**
   * Where the button and the link sit: over the middle of a decoration (which the box's 4:3
   * shape holds), or in a strip under a drawn map that must stay readable (whose own size sets
   * the box's)
   */
  controls?: "centre" | "corner";
}) {
  const [showMap, setShowMap] = useState(false);
  const frameRef = useRef<HTMLIFrameElement>(null);

  useEffect(() => {
    if (showMap) frameRef.current?.focus();
  }, [showMap]);

  // "of Markham", for screen readers, where the button's and the link's words say {{place}}.
  const [before = "", after = ""] = words.of.split("{{place}}");
  const ofPlace = place ? (
    <span className="sr-only">
      {` ${before}`}
      {place}
      {after}
    </span>
  ) : null;
  const corner = controls === "corner";
  const actions = (
    <>
      <button
        type="button"
        className={cn(buttonVariants({ size: corner ? "md" : "lg" }), "relative")}
        onClick={() => setShowMap(true)}
      >
        <IslandIcon name="navigation" />
        {withLinks(words.show, { place: ofPlace })}
      </button>
      <a
        href={mapLinkUrl(center, zoom)}
        target="_blank"
        rel="noopener noreferrer"
        className="relative inline-flex items-center gap-1 rounded-sm bg-accent/80 px-1 text-sm font-medium text-primary underline underline-offset-4"
      >
        {withLinks(words.open, { place: ofPlace })}
        <IslandIcon name="external-link" className="size-4" />
      </a>
    </>
  );

  // The placeholder stays under the live map, hidden, so the box keeps its size: the 4:3 shape
  // over the middle of a decoration, or a drawn map's own size with a strip of actions under it.
  return (
    <div
      className={cn("relative overflow-hidden bg-accent", corner || "aspect-[4/3]", frames[frame])}
    >
      <div
        inert={showMap}
        className={cn(
          corner ||
            "absolute inset-0 flex flex-col items-center justify-center gap-4 p-6 text-center",
          showMap && "invisible",
        )}
      >
        {art}
        {corner ? <div className="map-actions">{actions}</div> : actions}
      </div>
      {showMap ? (
        <iframe
          ref={frameRef}
          title={title}
          src={mapEmbedUrl(center, zoom)}
          className="absolute inset-0 size-full border-0"
        />
      ) : null}
    </div>
  );
}
