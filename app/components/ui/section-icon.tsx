import {
  ArrowRight,
  Check,
  Clock,
  CreditCard,
  Landmark,
  MapPin,
  MessageSquare,
  Phone,
  Quote,
  Route,
  Star,
  type LucideIcon,
} from "lucide-react";
import { cloneElement, type ReactElement } from "react";
import { iconNames, type IconName } from "../../../core/config/icon-names";
import {
  contentHash,
  DrawingImage,
  drawingMarkup,
  type DrawingFileEntry,
} from "../illustrations/DrawingFile";
import { icons } from "../icons";
import { cn } from "../cn";

/**
 * An icon of a section below the fold, in its colour: drawn inline, or, on the pages whose
 * HTML must fit a new connection's first round trip (the home and city pages,
 * docs/decisions/018), as a lazy image of the same icon written to a file
 * (illustrations/DrawingFile.tsx), fetched as the visitor nears it and kept for every page. The
 * icon's colour is the theme class it is drawn with here (`text-ring`: its lines in the ring's
 * colour, as on the light bands these sections sit on), so the file and the inline icon are
 * drawn from one element.
 */
export interface SectionIconFile extends DrawingFileEntry {
  draw: () => ReactElement<{ className?: string }>;
}

/** `CarFront` as `car-front`. */
const kebab = (name: string) => name.replace(/(?<=.)[A-Z]/g, (c) => `-${c}`).toLowerCase();

function iconFile(name: string, Icon: LucideIcon, colour: string): SectionIconFile {
  return { name: `icon-${name}`, draw: () => <Icon className={colour} />, version: iconsVersion };
}

let version: string | undefined;

/** One hash for every section icon's file, from all of them. */
function iconsVersion(): string {
  const all = [...Object.values(sectionIcons), ...Object.values(contentIcons)];
  version ??= contentHash(
    all.map((icon) => `${icon.name}\n${drawingMarkup(icon.draw())}`).join("\n"),
  );
  return version;
}

/** The section icons, each in the colour its sections draw it in. */
export const sectionIcons = {
  starFilled: iconFile("star-cta", Star, "fill-cta text-cta"),
  starEmpty: iconFile("star-border", Star, "text-border"),
  quote: iconFile("quote-accent", Quote, "text-accent"),
  check: iconFile("check-success", Check, "text-success"),
  clock: iconFile("clock-cta", Clock, "text-cta"),
  arrow: iconFile("arrow-right-primary", ArrowRight, "text-primary"),
  ringArrow: iconFile("arrow-right-ring", ArrowRight, "text-ring"),
  ringMapPin: iconFile("map-pin-ring", MapPin, "text-ring"),
  ringRoute: iconFile("route-ring", Route, "text-ring"),
  ringLandmark: iconFile("landmark-ring", Landmark, "text-ring"),
  ctaMapPin: iconFile("map-pin-cta", MapPin, "text-cta"),
  ctaPhone: iconFile("phone-cta", Phone, "text-cta"),
  ctaMessage: iconFile("message-square-cta", MessageSquare, "text-cta"),
  ctaCreditCard: iconFile("credit-card-cta", CreditCard, "text-cta"),
} as const satisfies Record<string, SectionIconFile>;

/** The icons content may name (components/icons.ts), in the primary colour of their cards. */
export const contentIcons = Object.fromEntries(
  iconNames.map((name) => [name, iconFile(`${kebab(name)}-primary`, icons[name], "text-primary")]),
) as Record<IconName, SectionIconFile>;

/** The icon inline, or as its file's lazy image when `asFile`; hidden from screen readers. */
export function SectionIcon({
  icon,
  className,
  asFile = false,
  waits = false,
}: {
  icon: SectionIconFile;
  /** Its size and place: the icon's own colour comes with it */
  className?: string;
  asFile?: boolean;
  /**
   * Its file in a frame of its size that waits until the visitor nears it (app.css,
   * `.drawing-frame`): for an icon in a band a phone lays out with its first screen, whose lazy
   * image would otherwise be fetched while that screen is drawn
   */
  waits?: boolean;
}) {
  if (asFile && waits) {
    return (
      <span className={cn("drawing-frame block", className)}>
        <DrawingImage drawing={icon} layout="classes" className="size-full" />
      </span>
    );
  }
  if (asFile) return <DrawingImage drawing={icon} layout="classes" className={className} />;
  const drawn = icon.draw();
  return cloneElement(drawn, {
    className: cn(className, drawn.props.className),
    "aria-hidden": "true",
  } as { className: string });
}
