import {
  Antenna,
  BadgeCheck,
  Building2,
  CalendarCheck,
  Car,
  CarFront,
  Clock,
  CloudHail,
  CloudRain,
  CreditCard,
  FileCheck,
  Handshake,
  House,
  Lightbulb,
  Lock,
  MapPin,
  PanelTop,
  Route,
  ShieldCheck,
  Snowflake,
  Sparkles,
  Star,
  Sun,
  ThermometerSun,
  Truck,
  Users,
  Wind,
  Wrench,
  Zap,
  type LucideIcon,
} from "lucide-react";

/**
 * The icons the service and location pages' copy may name. Their copy reaches the page as
 * loader data, with each icon as its display name (lib/icon-names.ts, "BuildingComplex" for
 * Building2); this set turns the name back into the icon, and keeps every other icon out of the
 * pages' JavaScript. A unit test checks that the copy names only icons listed here.
 */
const icons: Record<string, LucideIcon> = Object.fromEntries(
  [
    Antenna,
    BadgeCheck,
    Building2,
    CalendarCheck,
    Car,
    CarFront,
    Clock,
    CloudHail,
    CloudRain,
    CreditCard,
    FileCheck,
    Handshake,
    House,
    Lightbulb,
    Lock,
    MapPin,
    PanelTop,
    Route,
    ShieldCheck,
    Snowflake,
    Sparkles,
    Star,
    Sun,
    ThermometerSun,
    Truck,
    Users,
    Wind,
    Wrench,
    Zap,
  ].map((icon) => [icon.displayName, icon]),
);

export const contentIconNames = Object.keys(icons);

export function contentIcon(name: string): LucideIcon {
  const icon = icons[name];
  if (!icon) throw new Error(`The icon "${name}" is not in the content icon set`);
  return icon;
}
