// Imports are relative, like the other data modules: the build configuration loads them before
// the `~` alias exists.
import accessibility from "../../../content/policies/accessibility.json";
import privacy from "../../../content/policies/privacy-policy.json";
import warranty from "../../../content/policies/warranty.json";
import type { PolicyPageContent } from "../../../core/config/schema";
import { contactFormText } from "../../../core/data/contact-form";
import { quoteFormText } from "../../../core/data/quote-form";
import { expandRecord } from "../../../core/data/tokens";
import type { Policy, PolicyBlock, PolicySlug } from "./types";

export type { Policy, PolicyBlock, PolicySection, PolicySlug } from "./types";

/**
 * Every field of the site's two forms, which the privacy policy describes, each once: what a
 * visitor types and the photos they attach to a quote request.
 */
export const formFieldNames = [
  ...new Set([
    ...Object.keys(contactFormText.labels),
    ...Object.keys(quoteFormText.labels),
    "photos",
  ]),
];

/** A policy's file, its tokens filled in and its forms' fields block made a list. */
function policyFrom(slug: PolicySlug, stored: unknown): Policy {
  const file = `content/policies/${slug}.json`;
  const record = expandRecord(stored as PolicyPageContent, file);
  const sections = record.sections.map((section) => ({
    ...section,
    blocks: section.blocks.map((block): PolicyBlock => {
      if (block.kind !== "fields") return block;
      const named = block.items.map((item) => item.field);
      const missing = formFieldNames.filter((field) => !named.includes(field));
      const unknown = named.filter((field) => !formFieldNames.includes(field));
      const twice = named.filter((field, i) => named.indexOf(field) !== i);
      if (missing.length || unknown.length || twice.length) {
        throw new Error(
          `${file}: ${section.id} › the forms' fields must describe each field of the forms once: ${[
            missing.length ? `missing ${missing.join(", ")}` : "",
            unknown.length ? `not a form field: ${unknown.join(", ")}` : "",
            twice.length ? `described twice: ${twice.join(", ")}` : "",
          ]
            .filter(Boolean)
            .join("; ")} (the fields are ${formFieldNames.join(", ")})`,
        );
      }
      return { kind: "list", lead: block.lead, items: block.items.map((item) => item.text) };
    }),
  }));
  return { ...record, slug, sections };
}

/**
 * The pages a business owes its visitors, one content file each (content/policies/, editable at
 * /admin), in the footer's order: the privacy policy, the accessibility statement and the
 * warranty terms. Each lives at /<slug> and is rendered by one template
 * (app/pages/[policy].astro). Every business fact they state is a token filled in from the
 * business, policy and pricing content; the facts only the owner can confirm are in
 * content/policy.json.
 */
export const policies: Policy[] = [
  policyFrom("privacy-policy", privacy),
  policyFrom("accessibility", accessibility),
  policyFrom("warranty", warranty),
];

/** The policy with this slug; throws if there is none, so a wrong slug fails the build. */
export function policyBySlug(slug: PolicySlug): Policy {
  const policy = policies.find((p) => p.slug === slug);
  if (!policy) throw new Error(`No policy with the slug "${slug}" in content/policies`);
  return policy;
}
