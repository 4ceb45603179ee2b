import { figureLabels } from "../config/figures";
import { fieldPath, samplesIn } from "../config/schema";
import { pricing } from "../data/pricing";
import { expandTokens } from "../data/tokens";

/**
 * The sample values still in the content files, one entry per value a visitor would read: where
 * it shows, what it says there (its tokens filled in, as the page has it), and where the owner
 * edits it at /admin. The build counts and lists them (app/lib/placeholders.ts), a live build
 * refuses them, and the editor's "Before going live" page lists them by page
 * (app/build-assets/going-live.ts), so the owner sees the count fall as each is cleared.
 */

export interface SampleValue {
  /** The content file, e.g. "content/cities/markham-auto-glass.json" */
  file: string;
  /** Where in it, as the editor shows it: "stats › entry 1" */
  field: string;
  /** What a visitor reads there */
  shown: string;
  /** The page it shows on, or "Every page" */
  page: { name: string; path: string };
  /** The editor's entry for the file, under /admin */
  edit: string;
}

/** A content file as the build read it. */
export interface SampleSource {
  file: string;
  data: unknown;
}

/** The editor's address for a content file (app/build-assets/admin.ts names the collections). */
export function editorEntry(file: string): string {
  const name = file.replace(/^content\//, "").replace(/\.json$/, "");
  const [folder, entry] = name.includes("/") ? name.split("/") : ["settings", name];
  return `/admin#/collections/${folder}/entries/${entry}`;
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
    const page = pageOf(file, (data ?? {}) as Record<string, unknown>);
    const edit = editorEntry(file);
    return samplesIn(data).flatMap(({ path, record }) => {
      const field = fieldPath(path);
      const key = String(path.at(-1) ?? "");
      const shown = shownOf(record, key, `${file}: ${field}`);
      if (shown) return [{ file, field, shown, page, edit }];
      // A mark on a group of values (a whole file, the social profiles): each value in it.
      return Object.entries(record)
        .filter(
          ([name, value]) => name !== "sample" && (typeof value !== "object" || value === null),
        )
        .map(([name, value]) => ({
          file,
          field: fieldPath([...path, name]),
          shown: filled(String(value), `${file}: ${name}`),
          page,
          edit,
        }));
    });
  });
}
