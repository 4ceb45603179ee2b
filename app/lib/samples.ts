import { editorLabel, inner, z } from "../../core/config/editor-labels";
import {
  citiesCollection,
  editorFiles,
  servicesCollection,
  summaryOf,
} from "../../core/config/editor-files";
import { figureLabels } from "../../core/config/figures";
import {
  citySchema,
  contentFiles,
  fieldPath,
  samplesIn,
  serviceSchema,
} from "../../core/config/schema";
import { pricing } from "../../core/data/pricing";
import { expandTokens } from "../../core/data/tokens";

/**
 * The sample values still in the content files, one entry per value a visitor would read: where
 * it shows, what it says there (its tokens filled in, as the page has it), and where the owner
 * edits it at /admin, in the editor's words. The build counts and lists them
 * (app/lib/placeholders.ts), a live build refuses them, and the editor's "Before going live"
 * page lists them by page (app/build-assets/going-live.ts), so the owner sees the count fall as
 * each is cleared. The same words name the links and addresses that stand in for the business's
 * own (`placeholderValues`), which a live build refuses whether marked or not.
 */

export interface SampleValue {
  /** The content file, e.g. "content/cities/markham-auto-glass.json" */
  file: string;
  /** Where in it, by the file's keys: "stats › entry 1" (for the code; never shown) */
  field: string;
  /** The field as the editor labels it: "Figures", "Social profiles › Facebook" */
  label: string;
  /** What the field is for, in a line: the hint the editor shows under it, when it has one */
  meaning?: string;
  /** What a visitor reads there */
  shown: string;
  /** The page it shows on, or "Every page" */
  page: { name: string; path: string };
  /**
   * The file's entry in the editor, as it lists it under its collection: "City pages › Markham
   * (York Region)", "Business, prices and figures › Prices and times"
   */
  entry: string;
  /** The editor's entry for the file, under /admin */
  edit: string;
}

/** A content file as the build read it. */
export interface SampleSource {
  file: string;
  data: unknown;
}

/** The folders of files whose every file is an entry of the editor's, with its schema. */
const folders = [
  { collection: citiesCollection, schema: citySchema },
  { collection: servicesCollection, schema: serviceSchema },
];

/**
 * A content file in the editor (core/config/editor-files.ts): its address under /admin, what the
 * editor lists it as (a city page by its city and region), and the schema its fields are from.
 */
function editorPlace(file: string, data: Record<string, unknown> = {}) {
  const name = file.replace(/^content\//, "");
  const own = editorFiles.find((entry) => entry.file === name);
  if (own) {
    return {
      edit: `/admin#/collections/${own.collection.name}/entries/${own.name}`,
      entry: `${own.collection.label} › ${own.title}`,
      schema: contentFiles[name as keyof typeof contentFiles] as z.ZodTypeAny,
    };
  }
  const folder = folders.find(({ collection }) => file.startsWith(`${collection.folder}/`));
  const slug = name.replace(/^.*\//, "").replace(/\.json$/, "");
  const title = folder ? summaryOf(folder.collection.summary, data).trim() : "";
  return {
    edit: `/admin#/collections/${folder?.collection.name ?? "settings"}/entries/${slug}`,
    entry: folder ? `${folder.collection.label} › ${title || slug}` : name,
    schema: folder?.schema,
  };
}

/** The editor's address for a content file. */
export const editorEntry = (file: string): string => editorPlace(file).edit;

/** A field inside its wrappers (optional, nullable, a default, a check of its own). */
function bare(schema: z.ZodTypeAny): z.ZodTypeAny {
  let current = schema;
  for (let next = inner(current); next; next = inner(current)) current = next;
  return current;
}

/**
 * A field of a content file as the editor shows it: the labels from the file's top down,
 * "Social profiles › Facebook" (an entry of a list is named by what it holds, not counted), and
 * the hint under the field, which says what it is for.
 */
export function editorField(
  schema: z.ZodTypeAny | undefined,
  data: unknown,
  path: readonly (string | number)[],
): { label: string; meaning?: string } {
  const labels: string[] = [];
  let meaning: string | undefined;
  let current = schema;
  let value = data;
  for (const key of path) {
    let field = current && bare(current);
    if (field instanceof z.ZodDiscriminatedUnion) {
      const kind = (value as Record<string, unknown> | undefined)?.[field.discriminator];
      field = field.optionsMap.get(kind as string) as z.ZodTypeAny | undefined;
    }
    current =
      field instanceof z.ZodObject
        ? (field.shape as Record<string, z.ZodTypeAny>)[key]
        : field instanceof z.ZodArray
          ? (field.element as z.ZodTypeAny)
          : undefined;
    value = (value as Record<string | number, unknown> | undefined)?.[key];
    const label = current && editorLabel(current);
    if (label && labels.at(-1) !== label.label) {
      labels.push(label.label);
      meaning = label.hint;
    }
  }
  return { label: labels.join(" › ") || fieldPath(path), ...(meaning ? { meaning } : {}) };
}

/** The page a content file shows on. */
function pageOf(file: string, data: Record<string, unknown>): SampleValue["page"] {
  const slug = file.replace(/^.*\//, "").replace(/\.json$/, "");
  if (file.startsWith("content/cities/")) {
    return { name: `${String(data.menuLabel ?? data.city)} page`, path: `/location/${slug}` };
  }
  if (file.startsWith("content/services/")) {
    const page = data.page as { slug?: string } | null;
    return { name: `${String(data.name)} page`, path: page?.slug ? `/services/${page.slug}` : "/" };
  }
  if (file === "content/reviews.json" || file === "content/faqs.json") {
    return { name: "Home page", path: "/" };
  }
  if (file === "content/policy.json") return { name: "Privacy policy", path: "/privacy-policy" };
  if (file === "content/availability.json") {
    return { name: "The quote forms' windows", path: "/instant-estimate" };
  }
  return { name: "Every page", path: "/" };
}

const filled = (text: string, where: string) => {
  try {
    return expandTokens(text, where);
  } catch {
    return text;
  }
};

const quoted = (text: string, words = 12) => {
  const all = text.trim().split(/\s+/);
  return `"${all.slice(0, words).join(" ")}${all.length > words ? "…" : ""}"`;
};

/** What a visitor reads of one marked record, its tokens filled in. */
function shownOf(record: Record<string, unknown>, key: string, where: string): string {
  if (typeof record.name === "string" && typeof record.text === "string") {
    return `a review by ${record.name}: ${quoted(record.text)}`;
  }
  if ("value" in record) {
    const value = filled(String(record.value), where);
    const label =
      typeof record.label === "string"
        ? filled(record.label, where)
        : (figureLabels as Record<string, unknown>)[key];
    return typeof label === "string" ? `${value} ${label}` : value;
  }
  if (typeof record.street === "string") {
    return [record.label, record.street, record.city].filter(Boolean).join(", ");
  }
  const row = (pricing as Record<string, { price: { label: string }; duration?: string }>)[key];
  if (row && "from" in record) {
    return [row.price.label, row.duration].filter(Boolean).join(", ");
  }
  return "";
}

/** Every sample value of the content files, one entry per value. */
export function sampleValues(files: readonly SampleSource[]): SampleValue[] {
  return files.flatMap(({ file, data }) => {
    const record = (data ?? {}) as Record<string, unknown>;
    const page = pageOf(file, record);
    const { edit, entry, schema } = editorPlace(file, record);
    const value = (path: (string | number)[], shown: string): SampleValue => ({
      file,
      field: fieldPath(path),
      ...editorField(schema, data, path),
      shown,
      page,
      entry,
      edit,
    });
    return samplesIn(data).flatMap(({ path, record }) => {
      const key = String(path.at(-1) ?? "");
      const shown = shownOf(record, key, `${file}: ${fieldPath(path)}`);
      if (shown) return [value(path, shown)];
      // A mark on a group of values (a whole file, the social profiles): each value in it, but
      // for a field left empty, which shows nothing.
      return Object.entries(record)
        .filter(([name, item]) => name !== "sample" && item !== null && typeof item !== "object")
        .map(([name, item]) => value([...path, name], filled(String(item), `${file}: ${name}`)));
    });
  });
}

/** Hosts kept for examples (RFC 2606 and 6761): never a real business's. */
const exampleHost = /(^|\.)(example\.(com|org|net)|example|test|invalid|localhost)$/i;

/**
 * A link that is plainly a placeholder: to a host kept for examples, with "example" in it
 * (`facebook.com/example-…`), or with a number of zeros alone for an id (`?cid=000…`).
 */
export function isPlaceholderLink(link: string): boolean {
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    return false;
  }
  return (
    exampleHost.test(url.hostname) || /example/i.test(link) || /[=/]0{4,}(?=[&#/]|$)/.test(link)
  );
}

/** An email address at a host kept for examples, or with "example" in its host. */
export function isPlaceholderEmail(address: string): boolean {
  const host = /^[^@\s]+@([^@\s]+)$/.exec(address.trim())?.[1];
  return host !== undefined && (exampleHost.test(host) || /example/i.test(host));
}

/** A link or an address of the content that stands in for the business's own. */
export interface PlaceholderValue extends SampleValue {
  /** Whether it is marked as a sample too */
  marked: boolean;
}

/**
 * Every link (a value that is a web address) and every email address of the content files that
 * is plainly a placeholder, whether marked as a sample or not: unticking Sample does not make an
 * example link the business's own.
 */
export function placeholderValues(files: readonly SampleSource[]): {
  links: PlaceholderValue[];
  addresses: PlaceholderValue[];
} {
  const links: PlaceholderValue[] = [];
  const addresses: PlaceholderValue[] = [];
  for (const { file, data } of files) {
    const record = (data ?? {}) as Record<string, unknown>;
    const page = pageOf(file, record);
    const { edit, entry, schema } = editorPlace(file, record);
    const walk = (item: unknown, path: (string | number)[], marked: boolean) => {
      if (Array.isArray(item)) {
        item.forEach((each, i) => walk(each, [...path, i], marked));
      } else if (item && typeof item === "object") {
        const own = marked || (item as Record<string, unknown>).sample === true;
        for (const [key, each] of Object.entries(item)) walk(each, [...path, key], own);
      } else if (typeof item === "string") {
        const list =
          /^https?:\/\//i.test(item) && isPlaceholderLink(item)
            ? links
            : isPlaceholderEmail(item)
              ? addresses
              : undefined;
        list?.push({
          file,
          field: fieldPath(path),
          ...editorField(schema, data, path),
          shown: item,
          page,
          entry,
          edit,
          marked,
        });
      }
    };
    walk(data, [], false);
  }
  return { links, addresses };
}
