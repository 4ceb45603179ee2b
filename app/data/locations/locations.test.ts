import { readdirSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { siteConfig } from "../../config/site";
import { locationBySlug, locationRating, locations, type Location } from "./";
import { services } from "../services";

/** Every string in a value, deeply. */
function strings(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === "object") return Object.values(value).flatMap(strings);
  return [];
}

/** The copy a visitor reads in the page's body, without the slug, icon names and service ids. */
function prose(location: Location): string[] {
  const { localArea, services: s, why, process, reviews, faqs } = location;
  return [
    ...localArea.paragraphs,
    s.head.intro,
    ...s.cards.map((c) => c.text),
    why.head.intro,
    ...why.items.flatMap((i) => [i.title, i.text]),
    ...(process ? [process.head.intro, ...process.steps.map((step) => step.text)] : []),
    ...reviews.map((r) => r.text),
    ...faqs.flatMap((f) => [f.question, f.answer]),
  ].filter((text): text is string => text !== undefined);
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

function sentences(location: Location): Set<string> {
  return new Set(
    prose(location)
      .flatMap((text) => text.split(/(?<=[.?!])\s+/))
      .map(normalise)
      .filter((s) => s.split(" ").length >= 4),
  );
}

function shingles(location: Location, size = 5): Set<string> {
  const words = prose(location).map(normalise).join(" ").split(" ");
  const out = new Set<string>();
  for (let i = 0; i + size <= words.length; i++) out.add(words.slice(i, i + size).join(" "));
  return out;
}

function shared<T>(a: Set<T>, b: Set<T>): number {
  let count = 0;
  for (const item of a) if (b.has(item)) count++;
  return count / Math.min(a.size, b.size);
}

/** The city files: content/cities/<slug>.json, one page each. */
const cityFiles = readdirSync(new URL("../../../content/cities/", import.meta.url)).filter((f) =>
  f.endsWith(".json"),
);

const pageServiceIds: string[] = services.filter((s) => s.page !== null).map((s) => s.id);
const serviceNames = services.map((s) => s.name);
const isRating = (label: string) => /rating/i.test(label);
const pairs = locations.flatMap((a, i) =>
  locations.slice(i + 1).map((b) => [a.slug, b.slug, a, b] as const),
);

describe("locations", () => {
  it("has exactly one page for each city file, named by its file", () => {
    const slugs = locations.map((l) => l.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    expect(slugs.map((slug) => `${slug}.json`).sort()).toEqual([...cityFiles].sort());
  });

  it("keeps the menu order the files give", () => {
    const orders = locations.map((l) => l.order);
    expect(orders).toEqual([...orders].sort((a, b) => a - b));
  });

  it("finds each page by its slug, and nothing for an unknown one", () => {
    for (const location of locations) expect(locationBySlug(location.slug)).toBe(location);
    expect(locationBySlug("atlantis-auto-glass")).toBeUndefined();
  });

  it("rates each page with its own figure, or its city's auto glass page's", () => {
    for (const location of locations) {
      const own = location.stats.find((s) => isRating(s.label));
      const city = locations.find((l) => l.city === location.city && l.focus === "auto-glass");
      const cityRating = city?.stats.find((s) => isRating(s.label));
      // A page without a rating of its own must have a city page that has one.
      expect(own ?? cityRating, location.slug).toBeDefined();
      expect(locationRating(location)).toBe((own ?? cityRating)!.value);
    }
  });

  it.each(locations.map((l) => [l.slug, l] as const))("%s is complete and local", (_, page) => {
    const local = page.localArea.paragraphs.join(" ");
    expect(page.localArea.paragraphs.length).toBeGreaterThanOrEqual(2);
    expect(page.neighbourhoods.filter((n) => local.includes(n)).length).toBeGreaterThanOrEqual(4);
    expect(page.highways.filter((h) => local.includes(h)).length).toBeGreaterThanOrEqual(2);
    expect(page.landmarks.some((l) => local.includes(l))).toBe(true);

    const cardIds = page.services.cards.map((c) => c.serviceId);
    expect(new Set(cardIds).size).toBe(3);
    for (const id of cardIds) expect(pageServiceIds).toContain(id);
    expect(new Set(page.serviceLinks).size).toBe(page.serviceLinks.length);
    for (const id of page.serviceLinks) expect(pageServiceIds).toContain(id);
    expect(new Set(page.why.items.map((i) => i.title)).size).toBe(4);

    expect(page.reviews.length).toBeLessThanOrEqual(6);
    for (const review of page.reviews) {
      expect(review.name).toMatch(/^\p{Lu}[\p{L}'-]+ \p{Lu}\.$/u);
      expect(review.location.endsWith(`, ${page.city}`)).toBe(true);
      expect(serviceNames).toContain(review.service);
      expect(review.text.length).toBeGreaterThan(120);
    }

    expect(page.faqs.length).toBeGreaterThanOrEqual(4);
    expect(page.faqs.length).toBeLessThanOrEqual(6);
    expect(new Set(page.faqs.map((f) => f.question)).size).toBe(page.faqs.length);
    for (const faq of page.faqs) {
      expect(faq.question).toMatch(/\?$/);
      expect(faq.answer.length).toBeGreaterThan(60);
    }
    const answers = page.faqs.map((f) => `${f.question} ${f.answer}`).join(" ");
    expect(answers).toMatch(/\$\d/);
    expect(answers).toMatch(/insur/i);

    if (page.focus === "windshield-replacement") expect(page.process?.steps).toHaveLength(4);
    for (const text of strings(page)) {
      expect(text).not.toMatch(/undefined|\bNaN\b|\[object|\bTODO\b|lorem ipsum|\u2014/);
    }
  });

  it("types no business fact: the phone and the site's address come from config", () => {
    const digits = siteConfig.phone.tel.replace(/\D/g, "").slice(-7);
    for (const location of locations) {
      for (const text of strings(location)) {
        expect(text.replace(/\D/g, "")).not.toContain(digits);
        expect(text).not.toContain(siteConfig.siteUrl);
      }
    }
  });

  it.each(pairs)("%s and %s share almost none of their sentences", (_a, _b, a, b) => {
    expect(shared(sentences(a), sentences(b))).toBeLessThanOrEqual(0.05);
    expect(shared(shingles(a), shingles(b))).toBeLessThanOrEqual(0.08);
  });
});

describe("the distinct-copy check", () => {
  it("catches a page that is another with its place names swapped", () => {
    const [a, b] = [locations[3]!, locations[6]!];
    const swap = (text: string) =>
      [a.city, ...a.neighbourhoods, ...a.highways, ...a.landmarks].reduce(
        (out, name, i) => out.split(name).join(b.neighbourhoods[i % b.neighbourhoods.length]!),
        text,
      );
    const copy = JSON.parse(swap(JSON.stringify(a))) as Location;
    expect(shared(sentences(a), sentences(copy))).toBeGreaterThan(0.9);
    expect(shared(shingles(a), shingles(copy))).toBeGreaterThan(0.9);
  });
});
