// Imports are relative, like the other data modules: the build configuration loads them before
// the `~` alias exists.
import { accessibilityStatement } from "./accessibility";
import { privacyPolicy } from "./privacy-policy";
import type { Policy, PolicySlug } from "./types";
import { warrantyTerms } from "./warranty";

export type { Policy, PolicyBlock, PolicySection, PolicySlug } from "./types";

/**
 * The pages a business owes its visitors, one file each, in the footer's order: the privacy
 * policy, the accessibility statement and the warranty terms. Each lives at /<slug> and is
 * rendered by one template (app/pages/[policy].astro). Every business fact they state is read
 * from the site, policy and pricing config; the facts only the owner can confirm are in
 * app/config/policies.ts.
 */
export const policies: Policy[] = [privacyPolicy, accessibilityStatement, warrantyTerms];

/** The policy with this slug; throws if there is none, so a wrong slug fails the build. */
export function policyBySlug(slug: PolicySlug): Policy {
  const policy = policies.find((p) => p.slug === slug);
  if (!policy) throw new Error(`No policy with the slug "${slug}" in app/data/policies`);
  return policy;
}
