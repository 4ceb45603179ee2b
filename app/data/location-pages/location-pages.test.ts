import { describe, expect, it } from "vitest";
import { contentIconNames } from "~/components/content-icons";
import { siteConfig } from "~/config/site";
import { locationPageContents } from "~/data/location-pages";
import { locations } from "~/data/locations";
import { pagedServices } from "~/data/site-pages";
import { services } from "~/data/services";
import { withIconNames } from "~/lib/icon-names";
import type { LocationPageContent } from "./types";

/** Every string in a value, deeply. */
function strings(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === "object") return Object.values(value).flatMap(strings);
  return [];
}

/** The copy a visitor reads, without the slug, icon names and service ids. */
function prose(content: LocationPageContent): string[] {
  const { localArea, services: s, why, process, reviews, faqs } = content;
  return [
    ...localArea.paragraphs,
    s.intro,
    ...s.cards.map((c) => c.text),
    why.intro,
    ...why.items.flatMap((i) => [i.title, i.text]),
    ...(process ? [process.intro, ...process.steps.map((step) => step.text)] : []),
    ...reviews.map((r) => r.text),
    ...faqs.flatMap((f) => [f.question, f.answer]),
  ];
}

/**
 * A page's copy made comparable with another's: lower case, and every place name (cities,
 * neighbourhoods, roads, landmarks) replaced by one token, so a page that is another with the
 * names swapped compares as equal.
 */
const placeNames = [
  ...new Set(
    locations.flatMap((l) => [l.city, ...l.neighbourhoods, ...l.highways, ...l.landmarks]),
  ),
].sort((a, b) => b.length - a.length);

function normalise(text: string): string {
  let out = text.toLowerCase();
  for (const name of placeNames) out = out.split(name.toLowerCase()).join("<place>");
  return out
    .replace(/[^a-z0-9<>$%+ ]+/g, " ")
    .replace(/\s+/g, " ")
    .trim();
}

function sentences(content: LocationPageContent): Set<string> {
  return new Set(
    prose(content)
      .flatMap((text) => text.split(/(?<=[.?!])\s+/))
      .map(normalise)
      .filter((s) => s.split(" ").length >= 4),
  );
}

function shingles(content: LocationPageContent, size = 5): Set<string> {
  const words = prose(content).map(normalise).join(" ").split(" ");
  const out = new Set<string>();
  for (let i = 0; i + size <= words.length; i++) out.add(words.slice(i, i + size).join(" "));
  return out;
}

function shared<T>(a: Set<T>, b: Set<T>): number {
  let count = 0;
  for (const item of a) if (b.has(item)) count++;
  return count / Math.min(a.size, b.size);
}

const pageServiceIds = pagedServices.map((s) => s.id);
const serviceNames = services.map((s) => s.name);
const pairs = locationPageContents.flatMap((a, i) =>
  locationPageContents.slice(i + 1).map((b) => [a.slug, b.slug, a, b] as const),
);

describe("location page content", () => {
  it("has exactly one record for each location, with unique slugs", () => {
    const slugs = locationPageContents.map((c) => c.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    expect([...slugs].sort()).toEqual(locations.map((l) => l.slug).sort());
    expect(new Set(locations.map((l) => l.slug)).size).toBe(locations.length);
  });

  it.each(locationPageContents.map((c) => [c.slug, c] as const))(
    "%s is complete and local",
    (slug, content) => {
      const record = locations.find((l) => l.slug === slug)!;
      const local = content.localArea.paragraphs.join(" ");
      expect(content.localArea.paragraphs.length).toBeGreaterThanOrEqual(2);
      expect(record.neighbourhoods.filter((n) => local.includes(n)).length).toBeGreaterThanOrEqual(
        4,
      );
      expect(record.highways.filter((h) => local.includes(h)).length).toBeGreaterThanOrEqual(2);
      expect(record.landmarks.some((l) => local.includes(l))).toBe(true);

      const cardIds = content.services.cards.map((c) => c.serviceId);
      expect(new Set(cardIds).size).toBe(3);
      for (const id of cardIds) expect(pageServiceIds).toContain(id);
      expect(new Set(content.why.items.map((i) => i.title)).size).toBe(4);

      expect(content.reviews).toHaveLength(3);
      for (const review of content.reviews) {
        expect(review.name).toMatch(/^\p{Lu}[\p{L}'-]+ \p{Lu}\.$/u);
        expect(review.location.endsWith(`, ${record.city}`)).toBe(true);
        expect(serviceNames).toContain(review.service);
        expect(review.text.length).toBeGreaterThan(120);
      }

      expect(content.faqs.length).toBeGreaterThanOrEqual(4);
      expect(content.faqs.length).toBeLessThanOrEqual(6);
      expect(new Set(content.faqs.map((f) => f.question)).size).toBe(content.faqs.length);
      for (const faq of content.faqs) {
        expect(faq.question).toMatch(/\?$/);
        expect(faq.answer.length).toBeGreaterThan(60);
      }
      const answers = content.faqs.map((f) => `${f.question} ${f.answer}`).join(" ");
      expect(answers).toMatch(/\$\d/);
      expect(answers).toMatch(/insur/i);

      if (record.focus === "windshield-replacement") expect(content.process?.steps).toHaveLength(4);
      for (const text of strings(withIconNames(content))) {
        expect(text).not.toMatch(/undefined|\bNaN\b|\[object|\bTODO\b|lorem ipsum|\u2014/);
      }
    },
  );

  it("types no business fact: the phone, the name and the site's address come from config", () => {
    const digits = siteConfig.phone.tel.replace(/\D/g, "").slice(-7);
    for (const content of locationPageContents) {
      for (const text of strings(content)) {
        expect(text.replace(/\D/g, "")).not.toContain(digits);
        expect(text).not.toContain(siteConfig.siteUrl);
      }
    }
  });

  it("names only icons the pages can draw", () => {
    const names = locationPageContents.flatMap((c) => c.why.items.map((i) => i.icon.displayName));
    expect(names).toHaveLength(locationPageContents.length * 4);
    for (const name of names) expect(contentIconNames).toContain(name);
  });

  it.each(pairs)("%s and %s share almost none of their sentences", (_a, _b, a, b) => {
    expect(shared(sentences(a), sentences(b))).toBeLessThanOrEqual(0.05);
    expect(shared(shingles(a), shingles(b))).toBeLessThanOrEqual(0.08);
  });
});

describe("the distinct-copy check", () => {
  it("catches a page that is another with its place names swapped", () => {
    const [a, b] = [locations[3]!, locations[6]!];
    const original = locationPageContents.find((c) => c.slug === a.slug)!;
    const swap = (text: string) =>
      [a.city, ...a.neighbourhoods, ...a.highways, ...a.landmarks].reduce(
        (out, name, i) => out.split(name).join(b.neighbourhoods[i % b.neighbourhoods.length]!),
        text,
      );
    const copy = JSON.parse(swap(JSON.stringify(original))) as LocationPageContent;
    expect(shared(sentences(original), sentences(copy))).toBeGreaterThan(0.9);
    expect(shared(shingles(original), shingles(copy))).toBeGreaterThan(0.9);
  });
});
