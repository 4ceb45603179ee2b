// Imports are relative: astro.config.ts runs the content check before aliases exist.
import path from "node:path";
import { bookingWindows } from "../../core/config/booking-windows";
import { fieldPath, type Availability } from "../../core/config/schema";

/**
 * The rules content is held to beyond the shape its schema checks: what a page made from it
 * needs to be true and to read well, checked by the build before any page is made, each mistake
 * with its file and field. A city page names its own city and no other in its title and heading,
 * is about its own streets, and shares no sentence with another city's page; a review names a
 * service the site offers; a question is a question; a sentence names a price rather than typing
 * it. So nothing an owner types, at /admin or in a file, builds green and then fails a test.
 */

/** A content file as the build read it. */
export interface RuleFile {
  file: string;
  data: unknown;
}

interface CityFile {
  city: string;
  title: string;
  description: string;
  heading: string;
  lead: string;
  menuLabel: string;
  focus: string;
  neighbourhoods: string[];
  highways: string[];
  landmarks: string[];
  localArea: { head: { intro?: string }; paragraphs: string[] };
  services: { head: { intro?: string }; cards: { serviceId: string; text: string }[] };
  serviceLinks: string[];
  why: { head: { intro?: string }; items: { title: string; text: string }[] };
  process?: { head: { intro?: string }; steps: { text: string }[] };
  reviews: { name: string; location: string; text: string; service: string }[];
  faqs: { question: string; answer: string }[];
}

interface Review {
  service: string;
}

interface Faq {
  question: string;
  answer: string;
}

/** Every string in a value, with where it is. */
function strings(value: unknown, at: (string | number)[] = []): { at: string; text: string }[] {
  if (typeof value === "string") return [{ at: fieldPath(at), text: value }];
  if (Array.isArray(value)) return value.flatMap((item, i) => strings(item, [...at, i]));
  if (value && typeof value === "object") {
    return Object.entries(value).flatMap(([key, item]) => strings(item, [...at, key]));
  }
  return [];
}

const cityFiles = (files: readonly RuleFile[]) =>
  files
    .filter(({ file }) => file.startsWith("content/cities/"))
    .map(({ file, data }) => ({ file, city: data as CityFile }));

const serviceFiles = (files: readonly RuleFile[]) =>
  files
    .filter(({ file }) => file.startsWith("content/services/"))
    .map(({ data }) => data as { id: string; name: string; page: unknown });

/** A name in a text, as a word: "York" in "North York", not "Yorkdale". */
const names = (text: string, name: string) =>
  new RegExp(`(^|[^\\p{L}])${name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}($|[^\\p{L}])`, "iu").test(
    text,
  );

/** The words a visitor reads in a city page's body: what another page must not repeat. */
function prose(city: CityFile): string[] {
  const { localArea, services, why, process, reviews, faqs } = city;
  return [
    ...localArea.paragraphs,
    services.head.intro,
    ...services.cards.map((c) => c.text),
    why.head.intro,
    ...why.items.flatMap((i) => [i.title, i.text]),
    ...(process ? [process.head.intro, ...process.steps.map((step) => step.text)] : []),
    ...reviews.map((r) => r.text),
    ...faqs.flatMap((f) => [f.question, f.answer]),
  ].filter((text): text is string => typeof text === "string");
}

/**
 * Text made comparable across pages: lower case, every place name of every city page replaced
 * by one token, so a page that is another with its names swapped compares as equal.
 */
function comparer(cities: readonly CityFile[]) {
  const places = [
    ...new Set(cities.flatMap((c) => [c.city, ...c.neighbourhoods, ...c.highways, ...c.landmarks])),
  ]
    .filter(Boolean)
    .sort((a, b) => b.length - a.length);
  return (text: string) => {
    let out = text.toLowerCase();
    for (const name of places) out = out.split(name.toLowerCase()).join("<place>");
    return out
      .replace(/[^a-z0-9<>$%+ ]+/g, " ")
      .replace(/\s+/g, " ")
      .trim();
  };
}

/** A page's sentences of four words or more, made comparable. */
export function pageSentences(city: CityFile, normalise: (text: string) => string) {
  const out = new Map<string, string>();
  for (const text of prose(city)) {
    for (const sentence of text.split(/(?<=[.?!])\s+/)) {
      const key = normalise(sentence);
      if (key.split(" ").length >= 4 && !out.has(key)) out.set(key, sentence);
    }
  }
  return out;
}

/** A page's runs of five words, made comparable: what a lightly reworded copy still shares. */
function shingles(city: CityFile, normalise: (text: string) => string, size = 5) {
  const words = prose(city).map(normalise).join(" ").split(" ");
  const out = new Set<string>();
  for (let i = 0; i + size <= words.length; i++) out.add(words.slice(i, i + size).join(" "));
  return out;
}

const overlap = (
  a: ReadonlySet<string> | ReadonlyMap<string, string>,
  b: { has(k: string): boolean },
) => {
  let shared = 0;
  for (const key of a.keys()) if (b.has(key)) shared++;
  return shared / Math.max(1, Math.min(a.size, (b as Set<string>).size));
};

/** How much two city pages may share: a phrase here and there, never a paragraph. */
export const sharedLimits = { sentences: 0.05, phrases: 0.08 } as const;

/** A city page's own mistakes: its city named where it must be, its streets, its lists. */
function cityMistakes(
  file: string,
  city: CityFile,
  others: readonly { file: string; city: CityFile }[],
  servicesWithPages: ReadonlySet<string>,
  serviceNames: ReadonlySet<string>,
): string[] {
  const mistakes: string[] = [];
  const otherCities = [...new Set(others.map((o) => o.city.city))].filter(
    (name) => name !== city.city && !names(city.city, name),
  );
  for (const field of ["title", "heading", "menuLabel", "description"] as const) {
    const text = city[field];
    if (!names(text, city.city)) {
      const named = otherCities.find((other) => names(text, other));
      mistakes.push(
        named
          ? `${file}: ${field}: names ${named}, not ${city.city} ("${text}"): this page's ${field} must be its own`
          : `${file}: ${field}: does not name ${city.city} ("${text}")`,
      );
    } else if (field !== "description") {
      const named = otherCities.find((other) => names(text, other));
      if (named)
        mistakes.push(`${file}: ${field}: names ${named} as well as ${city.city} ("${text}")`);
    }
  }

  // About its own streets: the local area names its places.
  const local = city.localArea.paragraphs.join(" ");
  const need = (list: string[], n: number, what: string, field: string) => {
    const missing = list.filter((name) => !local.includes(name));
    const wanted = Math.min(n, list.length);
    if (list.length - missing.length < wanted) {
      mistakes.push(
        `${file}: localArea.paragraphs: names ${list.length - missing.length} of the ${what} in ${field}; name at least ${wanted} (not yet: ${missing.join(", ")})`,
      );
    }
  };
  need(city.neighbourhoods, 4, "neighbourhoods", "neighbourhoods");
  need(city.highways, 2, "roads", "highways");
  need(city.landmarks, 1, "landmarks", "landmarks");

  city.services.cards.forEach((card, i) => {
    if (!servicesWithPages.has(card.serviceId)) {
      mistakes.push(
        `${file}: ${fieldPath(["services", "cards", i, "serviceId"])}: "${card.serviceId}" has no page to link to`,
      );
    }
    if (city.services.cards.findIndex((c) => c.serviceId === card.serviceId) !== i) {
      mistakes.push(
        `${file}: ${fieldPath(["services", "cards", i, "serviceId"])}: "${card.serviceId}" is already a card`,
      );
    }
  });
  city.serviceLinks.forEach((id, i) => {
    if (!servicesWithPages.has(id)) {
      mistakes.push(`${file}: ${fieldPath(["serviceLinks", i])}: "${id}" has no page to link to`);
    } else if (city.serviceLinks.indexOf(id) !== i) {
      mistakes.push(`${file}: ${fieldPath(["serviceLinks", i])}: "${id}" is already linked`);
    }
  });
  city.why.items.forEach((item, i) => {
    if (city.why.items.findIndex((other) => other.title === item.title) !== i) {
      mistakes.push(
        `${file}: ${fieldPath(["why", "items", i, "title"])}: "${item.title}" is already a reason`,
      );
    }
  });
  city.reviews.forEach((review, i) => {
    if (!review.location.endsWith(city.city)) {
      mistakes.push(
        `${file}: ${fieldPath(["reviews", i, "location"])}: "${review.location}" is not in ${city.city}; a city page shows reviews from drivers there, written "<where>, ${city.city}"`,
      );
    }
    if (!serviceNames.has(review.service)) {
      mistakes.push(
        reviewServiceMistake(file, ["reviews", i, "service"], review.service, serviceNames),
      );
    }
  });
  return mistakes;
}

const reviewServiceMistake = (
  file: string,
  at: (string | number)[],
  service: string,
  serviceNames: ReadonlySet<string>,
) =>
  `${file}: ${fieldPath(at)}: "${service}" is not one of the site's services (${[...serviceNames].join(", ")})`;

/** The questions of an FAQ: each one a question, none asked twice. */
function faqMistakes(file: string, at: (string | number)[], faqs: readonly Faq[]): string[] {
  return faqs.flatMap((faq, i) => {
    const where = fieldPath([...at, i, "question"]);
    return [
      ...(faq.question.trim().endsWith("?") ? [] : [`${file}: ${where}: a question ends with "?"`]),
      ...(faqs.findIndex((other) => other.question.trim() === faq.question.trim()) !== i
        ? [`${file}: ${where}: "${faq.question}" is asked twice`]
        : []),
    ];
  });
}

/** Every FAQ list in a file, where it is. */
function faqLists(
  data: unknown,
  at: (string | number)[] = [],
): { at: (string | number)[]; faqs: Faq[] }[] {
  if (Array.isArray(data)) {
    const isFaqList =
      data.length > 0 &&
      data.every(
        (item) => item && typeof item === "object" && "question" in item && "answer" in item,
      );
    if (isFaqList) return [{ at, faqs: data as Faq[] }];
    return data.flatMap((item, i) => faqLists(item, [...at, i]));
  }
  if (data && typeof data === "object") {
    return Object.entries(data).flatMap(([key, value]) => faqLists(value, [...at, key]));
  }
  return [];
}

const repairRulesFile = "content/repair-rules.json";

/**
 * The repair rules' figures as a sentence would type them: a measure ("6 inches", "2 inches"),
 * or what the damage is held against ("than a quarter").
 */
function repairRuleFigures(files: readonly RuleFile[]): { key: string; phrase: string }[] {
  const rules = files.find(({ file }) => file === repairRulesFile)?.data as
    { figures?: Record<string, string> } | undefined;
  return Object.entries(rules?.figures ?? {}).map(([key, value]) => {
    const figure = value.toLowerCase().replace(/^about /, "");
    return { key, phrase: /\d/.test(figure) ? figure : `than ${figure}` };
  });
}

/** Each rule broken by the content, one line each: the file, the field and what to do. */
const availabilityFile = "content/availability.json";

/** Whether a visitor can still book today at some hour: bookings close after a window begins. */
function booksToday({ windows, week, sameDayUntil }: Availability): boolean {
  const opens = bookingWindows
    .filter((w) => Object.values(week).some((day) => day[w] > 0))
    .map((w) => windows[w].starts);
  return opens.some((start) => start < sameDayUntil);
}

export function contentRuleMistakes(files: readonly RuleFile[]): string[] {
  const services = serviceFiles(files);
  const servicesWithPages = new Set(services.filter((s) => s.page).map((s) => s.id));
  const serviceNames = new Set(services.map((s) => s.name));
  const cities = cityFiles(files);
  const mistakes: string[] = [];
  const ruleFigures = repairRuleFigures(files);

  // The hours are the availability's: no sentence types "24/7", and "same day" is promised only
  // while a visitor can book today before the day's windows have all begun.
  const availability = files.find(({ file }) => file === availabilityFile)?.data as
    Availability | undefined;
  const sameDay = availability ? booksToday(availability) : true;

  for (const { file, data } of files) {
    for (const { at, text } of strings(data)) {
      const allDay = text.match(/24\/7|around the clock|24 hours a day/i);
      if (allDay) {
        mistakes.push(
          `${file}: ${at}: types "${allDay[0]}"; the hours are the ones your availability books: say {{hours.service}}, which says 24/7 only when every hour of every day is booked`,
        );
      }
      const today = sameDay ? null : text.match(/same[ -]day/i);
      if (today) {
        mistakes.push(
          `${file}: ${at}: promises "${today[0]}", but the availability takes no booking for today (${availabilityFile}: sameDayUntil ${availability!.sameDayUntil} is before every window starts)`,
        );
      }
    }
    // A sentence quotes the repair rules' figures; the rules' file holds them.
    if (file !== repairRulesFile) {
      for (const { at, text } of strings(data)) {
        const said = text.toLowerCase();
        const typed = ruleFigures.find(({ phrase }) => said.includes(phrase));
        if (typed) {
          mistakes.push(
            `${file}: ${at}: types the repair rule's figure "${typed.phrase}"; quote it as {{repairRules.${typed.key}}}, so it changes when the rules do`,
          );
        }
      }
    }
    // A sentence names a price from the price table; the table itself holds the figures.
    if (file !== "content/prices.json") {
      for (const { at, text } of strings(data)) {
        const typed = text.replace(/\{\{[^}]*\}\}/g, "").match(/\$\s?\d[\d,.]*/);
        if (typed) {
          mistakes.push(
            `${file}: ${at}: types the price ${typed[0]}; name it from the price table instead, e.g. {{pricing.chipRepair.price.label}}, so it changes when the table does`,
          );
        }
        const phone = text.match(/(?<![\d-])\(?\d{3}\)?[ .-]?\d{3}[ .-]\d{4}(?!\d)/);
        if (phone) {
          mistakes.push(
            `${file}: ${at}: types the phone number ${phone[0]}; the pages show the business's own number (BUSINESS_PHONE) in every call and text button, so leave it out of the words`,
          );
        }
        const unfinished = text.match(/\bTODO\b|\bTBD\b|lorem ipsum|\bundefined\b|\[object /i);
        if (unfinished) mistakes.push(`${file}: ${at}: "${unfinished[0]}" is not finished copy`);
      }
    }
    for (const { at, faqs } of faqLists(data)) mistakes.push(...faqMistakes(file, at, faqs));
  }

  const reviews = files.find(({ file }) => file === "content/reviews.json");
  ((reviews?.data as { reviews?: Review[] })?.reviews ?? []).forEach((review, i) => {
    if (!serviceNames.has(review.service)) {
      mistakes.push(
        reviewServiceMistake(
          "content/reviews.json",
          ["reviews", i, "service"],
          review.service,
          serviceNames,
        ),
      );
    }
  });

  for (const { file, city } of cities) {
    const others = cities.filter((other) => other.file !== file);
    mistakes.push(...cityMistakes(file, city, others, servicesWithPages, serviceNames));
  }

  // No city page repeats another's words with its places swapped.
  const normalise = comparer(cities.map((c) => c.city));
  const measured = cities.map(({ file, city }) => ({
    file,
    sentences: pageSentences(city, normalise),
    phrases: shingles(city, normalise),
  }));
  measured.forEach((a, i) => {
    for (const b of measured.slice(i + 1)) {
      const sentences = overlap(a.sentences, b.sentences);
      const phrases = overlap(a.phrases, b.phrases);
      if (sentences <= sharedLimits.sentences && phrases <= sharedLimits.phrases) continue;
      const first = [...a.sentences].find(([key]) => b.sentences.has(key))?.[1];
      const [later, earlier] = [b.file, a.file].sort().reverse() as [string, string];
      mistakes.push(
        `${later}: repeats ${Math.round(Math.max(sentences, phrases) * 100)}% of ${path.basename(earlier)}'s words${first ? ` ("${first.slice(0, 80)}")` : ""}: write this page's own, about its own streets and drivers`,
      );
    }
  });
  return mistakes;
}
