// Imports are relative, like the other data modules.
import { siteConfig } from "../config/site";

/** Small helpers for copy that quotes figures and lists from the config and pricing modules. */

/** "Damage at the edge" -> "damage at the edge" */
export function lowerFirst(text: string): string {
  return text.charAt(0).toLowerCase() + text.slice(1);
}

/**
 * Ends a sentence with one full stop: a sentence whose last word is already abbreviated
 * ("1:26 p.m.") keeps its own. "Changed at 1:26 p.m" -> "Changed at 1:26 p.m."
 */
export function sentence(text: string): string {
  return /[.!?]$/.test(text) ? text : `${text}.`;
}

/** "up to 90%" -> "Up to 90%" */
export function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** ["Cash", "Debit", "E-transfer"] -> "cash, debit or e-transfer" */
export function listOr(items: readonly string[]): string {
  const lower = items.map(lowerFirst);
  if (lower.length < 2) return lower.join("");
  return `${lower.slice(0, -1).join(", ")} or ${lower.at(-1)}`;
}

/** How customers can pay, for a sentence: "cash, debit, credit card or e-transfer" */
export const paymentMethodsText = listOr(siteConfig.paymentMethods);
