import { describe, expect, it } from "vitest";
import { figures } from "../../config/figures";
import { chipRepairFrom, pricing, replacementFaqQuote } from "../pricing";
import { pagedServices, serviceById, services, type ServiceId } from "./";
import { serviceJsonLd } from "../../../app/lib/structured-data";

/** Steps and FAQs per page, from the service pages issue's table. */
const expected: Partial<Record<ServiceId, { steps: number; faqs: number }>> = {
  "windshield-replacement": { steps: 5, faqs: 6 },
  "windshield-repair": { steps: 4, faqs: 7 },
  "windshield-wiper-replacement": { steps: 4, faqs: 7 },
  "auto-glass-replacement": { steps: 4, faqs: 6 },
  "side-window-replacement": { steps: 4, faqs: 7 },
  "rear-window-replacement": { steps: 4, faqs: 7 },
  "sunroof-glass-replacement": { steps: 4, faqs: 8 },
  "adas-calibration": { steps: 4, faqs: 6 },
  "mirror-replacement": { steps: 4, faqs: 6 },
};

/** Services the business publishes no price or duration for (site-spec §1, §9). */
const unpriced: ServiceId[] = ["mirror-replacement"];

/** Every string in a value, deeply. */
function strings(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === "object") return Object.values(value).flatMap(strings);
  return [];
}

const unique = <T>(values: T[]) => new Set(values).size === values.length;

const pricingEntries = Object.values(pricing);

/** Every price the pricing module states, as copy may quote it. */
const priceLabels = [
  ...pricingEntries.map((e) => e.price.label),
  chipRepairFrom,
  replacementFaqQuote,
];

describe("services", () => {
  it("lists each service once, with a page exactly for those in a header menu", () => {
    expect(unique(services.map((s) => s.id))).toBe(true);
    for (const service of services) {
      expect(service.page === null, service.id).toBe(service.menu === null);
    }
  });

  it("has exactly one page record for each page of the spec's table and §9's two, in menu order", () => {
    expect(pagedServices.map((s) => s.id)).toEqual(Object.keys(expected));
    expect(unique(pagedServices.map((s) => s.page.slug))).toBe(true);
    for (const { page } of pagedServices) expect(page.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it("finds a service by its id, and throws for an unknown id", () => {
    for (const service of services) expect(serviceById(service.id)).toBe(service);
    expect(() => serviceById("no-such-service" as ServiceId)).toThrow(/no-such-service/);
  });

  it.each(Object.entries(expected))("%s has its steps and FAQs", (id, counts) => {
    const { page } = pagedServices.find((s) => s.id === id)!;
    expect(page.process.steps).toHaveLength(counts!.steps);
    expect(page.faqs).toHaveLength(counts!.faqs);
  });

  it.each(pagedServices.map((s) => [s.id, s] as const))(
    "%s is complete: sections, steps, answers, prices and related services",
    (id, service) => {
      const { page } = service;
      expect(page.sections.length).toBeGreaterThan(0);
      expect(unique(page.sections.map((s) => s.id))).toBe(true);
      for (const section of page.sections) {
        expect(section.head.title.length).toBeGreaterThan(3);
        const content = section.kind === "text" ? section.paragraphs : section.items;
        expect(content.length, section.id).toBeGreaterThan(0);
      }
      expect(page.process.head.title.length).toBeGreaterThan(3);
      for (const step of page.process.steps) {
        expect(step.title.length).toBeGreaterThan(3);
        expect(step.text.length).toBeGreaterThan(20);
      }
      for (const faq of page.faqs) {
        expect(faq.question).toMatch(/\?$/);
        expect(faq.answer.length).toBeGreaterThan(40);
      }
      expect(unique(page.faqs.map((f) => f.question))).toBe(true);
      if (unpriced.includes(id)) {
        // No published price: the card says it is priced in the free quote, and why.
        expect(page.prices).toEqual([]);
        expect(page.priceNote?.length, id).toBeGreaterThan(40);
      } else {
        expect(page.prices.length).toBeGreaterThan(0);
      }
      expect(unique(page.prices.map((line) => line.label))).toBe(true);
      for (const line of page.prices) expect(pricingEntries).toContain(line.entry);
      expect(page.related.length).toBeGreaterThanOrEqual(2);
      expect(page.related.length).toBeLessThanOrEqual(3);
      expect(unique(page.related)).toBe(true);
      for (const related of page.related) {
        expect(related).not.toBe(id);
        expect(services.map((s) => s.id)).toContain(related);
      }
    },
  );

  it.each(services.map((s) => [s.id, s] as const))("%s has no unfinished copy", (_, service) => {
    const texts = strings(service);
    expect(texts.length).toBeGreaterThan(5);
    for (const text of texts) {
      expect(text.trim().length).toBeGreaterThan(0);
      expect(text).not.toMatch(/undefined|NaN|\[object|TODO|lorem/i);
    }
  });

  it("quotes dollar figures only from the pricing module", () => {
    const figures = services
      .flatMap((s) => strings(s))
      .flatMap((t) => t.match(/\$\d+(-\$\d+)?\+?/g) ?? []);
    expect(figures.length).toBeGreaterThan(0);
    for (const figure of figures) {
      expect(
        priceLabels.some((label) => label.includes(figure)),
        figure,
      ).toBe(true);
    }
  });

  it.each(pagedServices.map((s) => [s.id, s] as const))(
    "%s quotes the prices of its price card in its copy",
    (_, { page }) => {
      const copy = strings({ ...page, prices: [] }).join("\n");
      for (const line of page.prices) expect(copy).toContain(line.entry.price.label);
    },
  );

  it("shows the care after a new windshield exactly on the pages that price one", () => {
    for (const { id, page } of pagedServices) {
      expect(page.aftercare, id).toBe(
        page.prices.some((line) => line.entry === pricing.windshield),
      );
    }
    expect(pagedServices.some((s) => s.page.aftercare)).toBe(true);
  });

  it("answers the questions drivers ask: cost, insurance and, for windshields, ADAS calibration", () => {
    for (const { id, page } of pagedServices) {
      const questions = page.faqs.map((f) => `${f.question} ${f.answer}`).join(" ");
      expect(page.faqs[0]!.question, id).toMatch(/cost/i);
      // The cost question quotes the price, or says the service is priced in the free quote.
      expect(page.faqs[0]!.answer, id).toMatch(page.prices.length > 0 ? /\$\d/ : /free quote/i);
      if (id !== "windshield-wiper-replacement") {
        expect(questions, id).toMatch(/insur/i);
      }
    }
    const { page } = serviceById("windshield-replacement");
    expect(page?.faqs.some((f) => /calibrat/i.test(f.question + f.answer))).toBe(true);
  });

  it("never gives a price or a time on site for the services priced only in the free quote", () => {
    for (const id of unpriced) {
      const service = serviceById(id);
      const { page } = service;
      expect(page, id).not.toBeNull();
      expect(page!.prices).toEqual([]);
      // Only another service's price may appear (the windshield beside its calibration), never
      // one of their own; and no duration of their own.
      const copy = strings(service).join("\n");
      for (const figure of copy.match(/\$\d+(-\$\d+)?\+?/g) ?? []) {
        expect(pricing.windshield.price.label, `${id}: ${figure}`).toContain(figure);
      }
      // The only times they quote are the response times of the site config.
      const times = copy
        .replaceAll(figures.quoteResponse, "")
        .replaceAll(figures.messageResponse, "");
      expect(times, id).not.toMatch(/\b\d+(-\d+)? (minutes|hours?)\b/);
      expect(`${page!.lead} ${page!.priceNote}`, id).toMatch(/quote/i);
    }
  });

  it("prices ADAS calibration from the price table, quoted apart from the glass", () => {
    // ADAS calibration after a new windshield is quoted apart from the glass (decisions §9).
    const adas = serviceById("adas-calibration").page!;
    expect(adas.prices.map((line) => line.entry)).toEqual([pricing.adasCalibration]);
    expect(`${adas.lead} ${adas.prices[0]!.note}`).toMatch(/quoted? (separately|on its own line)/i);
    expect(adas.faqs[0]!.answer).toContain(pricing.adasCalibration.price.label);
    expect(adas.faqs[0]!.answer).toMatch(/quoted separately/i);
  });

  it("gives search engines no offer for a service priced only in the free quote", () => {
    for (const id of unpriced) {
      const { name, page } = serviceById(id);
      const data = serviceJsonLd({ name, description: page!.description, path: "/x", prices: [] });
      expect(data, id).not.toHaveProperty("offers");
      expect(data, id).toMatchObject({ "@type": "Service", name });
    }
  });

  it("puts ADAS calibration in the Windshield menu and mirror replacement in Auto Glass", () => {
    expect(serviceById("adas-calibration").menu).toBe("windshield");
    expect(serviceById("mirror-replacement").menu).toBe("auto-glass");
  });

  it("claims the lifetime warranty only on services that install glass", () => {
    const adas = serviceById("adas-calibration").page!;
    expect(adas.assurance).toBeDefined();
    expect(adas.assurance).not.toMatch(/warranty/i);
  });
});
