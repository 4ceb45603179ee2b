/**
 * The icons content may name: a content file says `"icon": "Wrench"`, its schema refuses a name
 * that is not here (with the list), and app/components/icons.ts draws each one.
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
