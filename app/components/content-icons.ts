import {
  Antenna,
  Car,
  CarFront,
  CloudHail,
  CloudRain,
  FileCheck,
  Handshake,
  Lightbulb,
  Lock,
  MapPin,
  PanelTop,
  ShieldCheck,
  Snowflake,
  Sparkles,
  Sun,
  ThermometerSun,
  Users,
  Wind,
  Zap,
  type LucideIcon,
} from "lucide-react";

/**
 * The icons the service and location pages' copy may name. Their copy reaches the page as
 * loader data, with each icon as its name (lib/icon-names.ts); this set turns the name back into
 * the icon, and keeps every other icon out of the pages' JavaScript. A unit test checks that
 * the copy names only icons listed here.
 */
const icons: Record<string, LucideIcon> = {
  Antenna,
  Car,
  CarFront,
  CloudHail,
  CloudRain,
  FileCheck,
  Handshake,
  Lightbulb,
  Lock,
  MapPin,
  PanelTop,
  ShieldCheck,
  Snowflake,
  Sparkles,
  Sun,
  ThermometerSun,
  Users,
  Wind,
  Zap,
};

export const contentIconNames = Object.keys(icons);

export function contentIcon(name: string): LucideIcon {
  const icon = icons[name];
  if (!icon) throw new Error(`The icon "${name}" is not in the content icon set`);
  return icon;
}
