import type { LucideIcon } from "lucide-react";

/**
 * Loader data must be plain data, so content that names an icon component travels from a route's
 * loader to the page as the icon's name, and the page looks it up in its icon set.
 */
export type WithIconNames<T> = T extends LucideIcon
  ? string
  : T extends readonly (infer Item)[]
    ? WithIconNames<Item>[]
    : T extends object
      ? { [K in keyof T]: WithIconNames<T[K]> }
      : T;

function isIcon(value: unknown): value is LucideIcon {
  return (
    (typeof value === "function" || typeof value === "object") &&
    value !== null &&
    "displayName" in value &&
    "$$typeof" in value
  );
}

/** The content with every icon component replaced by its name ("Wrench"). */
export function withIconNames<T>(value: T): WithIconNames<T> {
  if (isIcon(value)) {
    if (!value.displayName) throw new Error("An icon without a name cannot be sent as data");
    return value.displayName as WithIconNames<T>;
  }
  if (Array.isArray(value)) return value.map(withIconNames) as WithIconNames<T>;
  if (typeof value === "object" && value !== null) {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, withIconNames(item)]),
    ) as WithIconNames<T>;
  }
  return value as WithIconNames<T>;
}
