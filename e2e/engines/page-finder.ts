// Runs inside the page, in every engine: finds elements as a visitor does, by role and
// accessible name (dom-accessibility-api, the computation Testing Library uses) or by visible
// text. e2e/engines/page.ts bundles it for the browser and sends it with each query.
import { computeAccessibleName, getRole } from "dom-accessibility-api";

/** Text to match: exactly (whitespace collapsed), or by a regular expression. */
export type TextMatch = string | { source: string; flags: string };

export interface Query {
  role?: string;
  name?: TextMatch;
  /** Elements whose own text matches (the innermost such element) */
  text?: TextMatch;
  css?: string;
  /** A heading's level */
  level?: number;
  /** Search inside the first element this query finds */
  within?: Query;
  /** Include elements that are not rendered */
  hidden?: boolean;
}

const normalise = (text: string) => text.replace(/\s+/g, " ").trim();

function matches(text: string, match: TextMatch): boolean {
  const value = normalise(text);
  return typeof match === "string"
    ? value === normalise(match)
    : new RegExp(match.source, match.flags).test(value);
}

/** Landmarks that only count at the top level of the page. */
const sectioning = "article, aside, main, nav, section";

function roleOf(element: Element): string | null {
  const role = getRole(element);
  if (!element.hasAttribute("role")) {
    if ((role === "banner" || role === "contentinfo") && element.parentElement?.closest(sectioning))
      return null;
    if ((role === "region" || role === "form") && computeAccessibleName(element) === "")
      return null;
  }
  return role;
}

function levelOf(element: Element): number | null {
  const aria = element.getAttribute("aria-level");
  if (aria) return Number(aria);
  const tag = /^h([1-6])$/i.exec(element.localName);
  return tag ? Number(tag[1]) : null;
}

export function isVisible(element: Element): boolean {
  if (!element.isConnected) return false;
  if (!element.checkVisibility({ visibilityProperty: true })) return false;
  const box = element.getBoundingClientRect();
  return box.width > 0 && box.height > 0;
}

export function findAll(query: Query): Element[] {
  let scope: ParentNode = document;
  if (query.within) {
    const container = findAll(query.within)[0];
    if (!container) return [];
    scope = container;
  }
  let found = [...scope.querySelectorAll(query.css ?? "*")];
  if (query.role) found = found.filter((el) => roleOf(el) === query.role);
  if (query.level !== undefined) found = found.filter((el) => levelOf(el) === query.level);
  if (query.name !== undefined) {
    const name = query.name;
    found = found.filter((el) => matches(computeAccessibleName(el), name));
  }
  if (query.text !== undefined) {
    const text = query.text;
    const hits = found.filter((el) => matches(el.textContent ?? "", text));
    found = hits.filter((el) => !hits.some((other) => other !== el && el.contains(other)));
  }
  return query.hidden ? found : found.filter(isVisible);
}

declare global {
  interface Window {
    __engineFinder?: { findAll: typeof findAll; isVisible: typeof isVisible };
  }
}

window.__engineFinder = { findAll, isVisible };
