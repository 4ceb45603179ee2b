/**
 * The icons content may name: a content module says `icon: "Wrench"`, the type checker rejects a
 * name that is not here, and app/components/icons.ts draws each one.
 */
export const iconNames = [
  "Antenna",
  "BadgeCheck",
  "Building",
  "CalendarCheck",
  "Car",
  "CarFront",
  "Clock",
  "CloudHail",
  "CloudRain",
  "CreditCard",
  "DoorClosed",
  "FileCheck",
  "FileText",
  "Handshake",
  "House",
  "Infinity",
  "Lightbulb",
  "Lock",
  "MapPin",
  "Mirror",
  "PanelTop",
  "Radar",
  "RectangleHorizontal",
  "Route",
  "ShieldAlert",
  "ShieldCheck",
  "Snowflake",
  "Sparkles",
  "Sun",
  "ThermometerSun",
  "Timer",
  "Truck",
  "Users",
  "Wind",
  "Wrench",
  "Zap",
] as const;

/** The name of an icon content may use. */
export type IconName = (typeof iconNames)[number];
