import type { PolicyBlock as StoredBlock, PolicyPageContent } from "../../../core/config/schema";

/** Which policy a record is, and the path segment it lives at: /<slug> */
export type PolicySlug = "privacy-policy" | "accessibility" | "warranty";

/**
 * One block of a policy section's text, as the page renders it: the forms' fields block is a
 * list by then.
 */
export type PolicyBlock = Exclude<StoredBlock, { kind: "fields" }>;

/** A titled part of a policy: its h2, then its blocks. */
export type PolicySection = { id: string; title: string; blocks: PolicyBlock[] };

/**
 * A policy page (privacy, accessibility, warranty) as its file holds it (content/policies/),
 * its tokens filled in, with its slug.
 */
export type Policy = Omit<PolicyPageContent, "sections"> & {
  slug: PolicySlug;
  sections: PolicySection[];
};
