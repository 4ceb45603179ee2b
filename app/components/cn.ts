import { clsx, type ClassValue } from "clsx";

/**
 * Joins class names. It does not merge conflicting Tailwind utilities at run time: components
 * take variants and props instead of overriding each other's classes, and a build check fails on
 * any element of the built pages whose classes conflict (built/markup.test.ts), so no page pays for
 * a class merger in the browser.
 */
export function cn(...inputs: ClassValue[]) {
  return clsx(inputs);
}
