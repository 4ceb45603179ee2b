import { describe, expect, it } from "vitest";
import { contentIconNames } from "~/components/content-icons";
import { withIconNames } from "~/lib/icon-names";
import { servicePageContents, servicePrices } from "~/data/service-pages";
import { pagedServices } from "~/data/site-pages";
import { services } from "~/data/services";

/** Steps and FAQs per page, from the service pages issue's table. */
const expected: Record<string, { steps: number; faqs: number }> = {
  "windshield-replacement": { steps: 5, faqs: 6 },
  "windshield-repair": { steps: 4, faqs: 7 },
  "windshield-wiper-replacement": { steps: 4, faqs: 7 },
  "auto-glass-replacement": { steps: 4, faqs: 6 },
  "side-window-replacement": { steps: 4, faqs: 7 },
  "rear-window-replacement": { steps: 4, faqs: 7 },
  "sunroof-glass-replacement": { steps: 4, faqs: 8 },
};

/** Every string in a value, deeply. */
function strings(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === "object") return Object.values(value).flatMap(strings);
  return [];
}

describe("service page content", () => {
  it("has exactly one record for each service with a page", () => {
    expect(servicePageContents.map((c) => c.serviceId).sort()).toEqual(
      pagedServices.map((s) => s.id).sort(),
    );
  });

  it.each(Object.entries(expected))("%s has its steps and FAQs", (id, counts) => {
    const content = servicePageContents.find((c) => c.serviceId === id)!;
    expect(content.process.steps).toHaveLength(counts.steps);
    expect(content.faqs).toHaveLength(counts.faqs);
  });

  it.each(servicePageContents.map((c) => [c.serviceId, c] as const))(
    "%s is complete: sections, steps, answers, prices and related services",
    (id, content) => {
      expect(content.sections.length).toBeGreaterThan(0);
      expect(new Set(content.sections.map((s) => s.id)).size).toBe(content.sections.length);
      for (const step of content.process.steps) {
        expect(step.title.length).toBeGreaterThan(3);
        expect(step.text.length).toBeGreaterThan(20);
      }
      for (const faq of content.faqs) {
        expect(faq.question).toMatch(/\?$/);
        expect(faq.answer.length).toBeGreaterThan(40);
      }
      expect(new Set(content.faqs.map((f) => f.question)).size).toBe(content.faqs.length);
      expect(servicePrices[id]?.length).toBeGreaterThan(0);
      expect(content.related.length).toBeGreaterThanOrEqual(2);
      for (const related of content.related) {
        expect(related).not.toBe(id);
        expect(services.map((s) => s.id)).toContain(related);
      }
      for (const text of strings(withIconNames(content))) {
        expect(text).not.toMatch(/undefined|NaN|\[object|TODO|lorem/i);
      }
    },
  );

  it("names only icons the pages can draw", () => {
    const names = servicePageContents.flatMap((c) =>
      c.sections.flatMap((s) => (s.kind === "cards" ? s.items.map((i) => i.icon.displayName) : [])),
    );
    expect(names.length).toBeGreaterThan(0);
    for (const name of names) expect(contentIconNames).toContain(name);
  });

  it("answers the questions drivers ask: cost, insurance and, for windshields, ADAS calibration", () => {
    for (const content of servicePageContents) {
      const questions = content.faqs.map((f) => `${f.question} ${f.answer}`).join(" ");
      expect(questions).toMatch(/\$\d/);
      if (content.serviceId !== "windshield-wiper-replacement") {
        expect(questions).toMatch(/insur/i);
      }
    }
    const replacement = servicePageContents.find((c) => c.serviceId === "windshield-replacement")!;
    expect(replacement.faqs.some((f) => /calibrat/i.test(f.question + f.answer))).toBe(true);
  });
});
