/**
 * The shape of a policy page (privacy, accessibility, warranty): head and hero copy, the date it
 * was last changed, and its text as titled sections of paragraphs and lists. Plain data, like
 * every content module; the policy template and its prose section render it.
 */

/** Which policy a record is, and the path segment it lives at: /<slug> */
export type PolicySlug = "privacy-policy" | "accessibility" | "warranty";

/** One block of a policy section's text. */
export type PolicyBlock =
  /** A paragraph */
  | { kind: "paragraph"; text: string }
  /** A bulleted list; `lead` is an optional sentence introducing it */
  | { kind: "list"; lead?: string; items: string[] }
  /** The ways to reach the business (call, text, email, the contact form), from the config */
  | { kind: "contact" }
  /** Links to other pages or other organisations, each with a sentence of context */
  | { kind: "links"; items: { label: string; href: string; text: string }[] };

/** A titled part of a policy: its h2, then its blocks. */
export interface PolicySection {
  /** The section's anchor, so other pages and the page's contents can link to it */
  id: string;
  title: string;
  blocks: PolicyBlock[];
}

export interface Policy {
  slug: PolicySlug;
  /** <title> without the business name (the meta helper appends it); at most 45 characters */
  title: string;
  /** Meta description, 120-160 characters */
  description: string;
  /** The page's one h1 */
  heading: string;
  /** Hero lead paragraph: one or two sentences */
  lead: string;
  /** Three short points shown as badges in the hero */
  highlights: [string, string, string];
  /** The page's name in menus, the footer and its breadcrumb trail */
  name: string;
  /** When the text last changed, as an ISO date (YYYY-MM-DD) */
  updated: string;
  sections: PolicySection[];
}
