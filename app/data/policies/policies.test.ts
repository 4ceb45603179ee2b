import { describe, expect, it } from "vitest";
import { draftMaxAgeMs } from "../../../core/config/ui";
import { figures } from "../../../core/config/figures";
import { countRetentionText, policyFacts } from "../../../core/config/policies";
import { createSiteConfig, siteConfig } from "../../../core/config/site";
import { contactFormText } from "../../../core/data/contact-form";
import { policies, policyBySlug, type Policy, type PolicySlug } from "./";
import storedFile from "../../../content/policies/privacy-policy.json";
import type { PolicyPageContent } from "../../../core/config/schema";
import { tokenValues } from "../../../core/data/tokens";
import { wiperAdvice } from "../../../core/data/pricing";
import { quoteFormText } from "../../../core/data/quote-form";
import { policyPages } from "../site-pages";
import { descriptionMaxLength, fullTitle, titleMaxLength } from "../../lib/seo";
import { businessId, webPageJsonLd } from "../../lib/structured-data";

/** The privacy policy's file, as the editor saves it. */
const stored = storedFile as PolicyPageContent;
/** Its forms' fields block: each field of the two forms, and what it is. */
const fieldsBlock = (policy: PolicyPageContent) =>
  policy.sections.flatMap((section) => section.blocks).find((block) => block.kind === "fields")!;

const unique = <T>(values: T[]) => new Set(values).size === values.length;

/** Every string in a value, deeply. */
function strings(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === "object") return Object.values(value).flatMap(strings);
  return [];
}

/** A policy's text as a visitor reads it, every section's blocks in order. */
const text = (policy: Policy) => strings(policy.sections).join("\n");

/** The ids the page template and layout already use, which no policy section may take. */
const reservedIds = ["main", "policy", "policy-contents", "quote", "faq"];

describe("policies", () => {
  it("are the privacy policy, the accessibility statement and the warranty terms", () => {
    expect(policies.map((p) => p.slug)).toEqual(["privacy-policy", "accessibility", "warranty"]);
    for (const policy of policies) expect(policyBySlug(policy.slug)).toBe(policy);
    expect(() => policyBySlug("nope" as PolicySlug)).toThrow(/nope/);
  });

  it.each(policies.map((p) => [p.slug, p] as const))(
    "%s has its head copy, a date and complete sections",
    (_, policy) => {
      expect(policy.title.length).toBeGreaterThan(10);
      expect(policy.title.length).toBeLessThanOrEqual(45);
      expect(fullTitle(policy.title).length).toBeLessThanOrEqual(titleMaxLength);
      expect(policy.description.length).toBeGreaterThanOrEqual(120);
      expect(policy.description.length).toBeLessThanOrEqual(descriptionMaxLength);
      expect(policy.heading.length).toBeGreaterThan(10);
      expect(policy.lead.length).toBeGreaterThan(40);
      expect(policy.highlights).toHaveLength(3);
      expect(policy.name.length).toBeGreaterThan(3);

      // A real date, not in the future.
      expect(policy.updated).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      const updated = new Date(`${policy.updated}T00:00:00Z`);
      expect(updated.toISOString().slice(0, 10)).toBe(policy.updated);
      expect(updated.getTime()).toBeLessThanOrEqual(Date.now());

      expect(policy.sections.length).toBeGreaterThanOrEqual(4);
      const ids = policy.sections.map((s) => s.id);
      expect(unique(ids)).toBe(true);
      for (const id of ids) {
        expect(id).toMatch(/^[a-z]+(-[a-z]+)*$/);
        expect(reservedIds).not.toContain(id);
      }
      expect(unique(policy.sections.map((s) => s.title))).toBe(true);
      for (const section of policy.sections) {
        expect(section.blocks.length, section.id).toBeGreaterThan(0);
        for (const block of section.blocks) {
          if (block.kind === "paragraph") expect(block.text.length).toBeGreaterThan(20);
          if (block.kind === "list" || block.kind === "links") {
            expect(block.items.length).toBeGreaterThan(0);
          }
        }
      }
      // Every policy says how to reach us.
      expect(policy.sections.some((s) => s.blocks.some((b) => b.kind === "contact"))).toBe(true);
    },
  );

  it.each(policies.map((p) => [p.slug, p] as const))(
    "%s has no unfinished copy and types no business fact of its own",
    (_, policy) => {
      for (const value of strings(policy)) {
        expect(value.trim().length).toBeGreaterThan(0);
        expect(value).not.toMatch(/undefined|NaN|\[object|TODO|TBD|lorem/i);
        // Phones, emails and prices come from the config, drawn by the page, never typed here.
        expect(value).not.toMatch(/\d{3}[-. )]+\d{3}[-. ]\d{4}|@|\$\d/);
      }
      expect(text(policy)).not.toContain(siteConfig.phone.display);
    },
  );

  it("have unique titles and descriptions", () => {
    expect(unique(policies.map((p) => p.title))).toBe(true);
    expect(unique(policies.map((p) => p.description))).toBe(true);
    expect(unique(policies.map((p) => p.heading))).toBe(true);
  });
});

describe("privacy policy", () => {
  const policy = policyBySlug("privacy-policy");
  const copy = text(policy);

  it("describes every field of both forms, each once, from its content file", () => {
    const fields = new Set([
      ...Object.keys(contactFormText.labels),
      ...Object.keys(quoteFormText.labels),
      "photos",
    ]);
    const described = fieldsBlock(stored).items;
    expect(described.map((item) => item.field).sort()).toEqual([...fields].sort());
    for (const { text: description } of described) expect(copy).toContain(description);
  });

  it("refuses a forms' fields block that leaves a field out, names another, or one twice", async () => {
    const { vi } = await import("vitest");
    const without = structuredClone(stored);
    const block = fieldsBlock(without);
    block.items = [
      ...block.items.filter((item) => item.field !== "phone"),
      { field: "shoeSize", text: "Your shoe size." },
      block.items[0]!,
    ];
    vi.resetModules();
    vi.doMock("../../../content/policies/privacy-policy.json", () => ({ default: without }));
    await expect(import("./")).rejects.toThrow(
      /privacy-policy\.json: what-we-collect › the forms' fields must describe each field of the forms once: missing phone; not a form field: shoeSize; described twice: name/,
    );
    vi.doUnmock("../../../content/policies/privacy-policy.json");
    // The modules imported with the mock go too, so that no later import gets them.
    vi.resetModules();
  });

  it("says drafts stay in the visitor's browser for as long as the drafts module keeps them", () => {
    const { draftDays } = tokenValues.policy;
    expect(draftDays * 24 * 60 * 60 * 1000).toBe(draftMaxAgeMs);
    expect(copy).toContain(`after ${draftDays} days`);
    expect(copy).toMatch(/localStorage/);
  });

  it("states the owner's retention periods and privacy contact from the policy config", () => {
    expect(copy).toContain(`${policyFacts.enquiryRetentionMonths} months`);
    expect(copy).toContain(policyFacts.jobRecordMinimum);
    expect(copy).toContain(policyFacts.privacyContact);
  });

  it("says what the site counts and what it never keeps, and when it counts nothing", () => {
    for (const counted of [/call, text and Get Free Quote/, /instant estimate/, /is sent/])
      expect(copy).toMatch(counted);
    expect(copy).toMatch(/no identifier, and no IP address or browser details are kept/);
    expect(copy).toMatch(/Do Not Track or Global Privacy Control, nothing is counted/);
    expect(copy).toContain(`kept for ${countRetentionText}`);
  });

  it("names the law, the rights and the regulator, and what the site does not do", () => {
    expect(copy).toMatch(/PIPEDA/);
    expect(copy).toMatch(/Office of the Privacy Commissioner of Canada/);
    for (const right of [/access|show it to you/i, /correct/i, /withdraw/i, /complain/i]) {
      expect(copy).toMatch(right);
    }
    expect(copy).toMatch(/no cookies/i);
    expect(copy).toMatch(/no third-party analytics/i);
    expect(copy).toMatch(/Google Maps/);
    expect(copy).toContain(figures.messageResponse);
  });
});

describe("accessibility statement", () => {
  const copy = text(policyBySlug("accessibility"));

  it("names the AODA's standard, the one the site targets and how it is tested", () => {
    expect(copy).toMatch(/AODA/);
    expect(copy).toMatch(/WCAG\) 2\.0 Level AA/);
    expect(copy).toMatch(/WCAG 2\.1 Level AA/);
    expect(copy).toMatch(/axe-core/);
  });

  it("says counting taps changes nothing a visitor sees or does", () => {
    expect(copy).toMatch(/Counting which pages bring calls changes nothing you see or do/);
    expect(copy).toMatch(/nothing is counted when your browser asks not to be tracked/);
  });

  it("gives a response time only where the config has one: the contact form's", () => {
    expect(copy).toContain(`contact form are answered within ${figures.messageResponse}`);
    expect(copy).not.toMatch(/within \d+ (business )?days/i);
  });
});

describe("warranty terms", () => {
  const policy = policyBySlug("warranty");
  const copy = text(policy);

  it("explains the warranty the site promises, and what it leaves out", () => {
    expect(`${policy.heading} ${policy.lead}`.toLowerCase()).toContain(
      figures.warranty.toLowerCase(),
    );
    for (const covered of [/leak/i, /wind noise/i, /fit/i, /seal/i, /own the vehicle/i]) {
      expect(copy).toMatch(covered);
    }
    for (const excluded of [/stone chips/i, /accident/i, /vandalism/i, /another shop/i]) {
      expect(copy).toMatch(excluded);
    }
    expect(copy).toMatch(/OEM-quality/);
  });

  it("does not extend the lifetime warranty to wiper blades (decisions §8)", () => {
    const wipers = policy.sections.find((s) => s.id === "wipers");
    expect(strings(wipers).join(" ")).toMatch(/not covered/);
    expect(copy).toContain(wiperAdvice.replaceEvery);
  });
});

describe("policy pages' structured data", () => {
  const config = createSiteConfig({ SITE_URL: "https://glass.example.ca" });

  it("is a WebPage with the page's name, description, address and date, by the business", () => {
    const [page] = policyPages();
    const data = webPageJsonLd(
      {
        name: page!.policy.name,
        description: page!.description,
        path: page!.path,
        dateModified: page!.policy.updated,
      },
      config,
    );
    expect(data).toMatchObject({
      "@context": "https://schema.org",
      "@type": "WebPage",
      name: "Privacy Policy",
      description: page!.description,
      url: "https://glass.example.ca/privacy-policy",
      dateModified: page!.policy.updated,
      publisher: { "@id": businessId(config) },
    });
  });
});
