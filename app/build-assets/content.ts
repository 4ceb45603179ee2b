// Imports are relative: astro.config.ts runs this before anything else, and before aliases exist.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import {
  cityLengths,
  citySchema,
  citySlug,
  contentErrors,
  contentFiles,
  serviceSchema,
} from "../../core/config/schema";
import { cityArea, fsasNamed } from "../lib/geo";
import { contentRuleMistakes } from "./content-rules";

/**
 * The content files (content/), read as the build reads them: each checked against its schema
 * before any page is made, so a mistake stops the build with the file, the field and what was
 * expected, rather than a page with a hole in it or an error from deep inside the build.
 */

export interface ContentFile {
  /** Its path under the project, e.g. "content/cities/markham-auto-glass.json" */
  file: string;
  data: unknown;
}

/** Every content file, parsed; a file that is not JSON is reported, not thrown. */
export function readContent(root: string): { files: ContentFile[]; errors: string[] } {
  const dir = path.join(root, "content");
  const folder = (name: string) =>
    existsSync(path.join(dir, name))
      ? readdirSync(path.join(dir, name))
          .filter((file) => file.endsWith(".json"))
          .sort()
          .map((file) => `${name}/${file}`)
      : [];
  const names = [...Object.keys(contentFiles), ...folder("services"), ...folder("cities")];
  const files: ContentFile[] = [];
  const errors: string[] = [];
  for (const name of names) {
    const file = `content/${name}`;
    const full = path.join(dir, name);
    if (!existsSync(full)) {
      errors.push(`${file}: missing; the site's content needs this file`);
      continue;
    }
    const text = readFileSync(full, "utf8");
    try {
      files.push({ file, data: JSON.parse(text) });
    } catch (error) {
      errors.push(jsonMistake(file, text, error as Error));
    }
  }
  return { files, errors };
}

/**
 * A file that is not JSON, said where: the line and column where reading stopped, and what is
 * usually wrong there.
 */
export function jsonMistake(file: string, text: string, error: Error): string {
  const at = /position (\d+)/.exec(error.message);
  const offset = at ? Number(at[1]) : text.trimEnd().length;
  const before = text.slice(0, offset).split("\n");
  const line = before.length;
  const column = before.at(-1)!.length + 1;
  const reason = error.message
    .replace(/ in JSON at position \d+.*$/s, "")
    .replace(/, "[\s\S]*" is not valid JSON$/, "")
    .replace(/^Unexpected end of JSON input$/, "The file ends too soon");
  return `${file}: line ${line}, column ${column}: not valid JSON (${reason}). Look for a missing comma, quote or bracket at that place or just before it.`;
}

/** Each mistake in the content, one line each: file, field, what was expected. */
export function contentMistakes(files: readonly ContentFile[]): string[] {
  return files.flatMap(({ file, data }) => {
    if (file.startsWith("content/cities/")) {
      const slug = path.basename(file, ".json");
      const named = citySlug.safeParse(slug).success
        ? []
        : [
            `${file}: the file name is the page's address, so it must be ${citySlug.description ?? 'lower-case words joined by dashes, e.g. "mississauga-auto-glass.json"'}`,
          ];
      const errors = contentErrors(file, citySchema, data);
      if (errors.length > 0) return [...named, ...errors];
      return [...named, ...cityMistakes(file, data as { city: string; centre?: unknown })];
    }
    if (file.startsWith("content/services/")) {
      const errors = contentErrors(file, serviceSchema, data);
      const id = (data as { id?: unknown }).id;
      return errors.length > 0 || `${id}.json` === path.basename(file)
        ? errors
        : [`${file}: id: "${String(id)}" must match the file's name`];
    }
    const schema = contentFiles[file.replace(/^content\//, "") as keyof typeof contentFiles];
    return contentErrors(file, schema, data);
  });
}

/** What a city needs beyond its schema: somewhere to put it on the map. */
function cityMistakes(file: string, city: { city: string; centre?: unknown }): string[] {
  if (city.centre || cityArea(city.city) || fsasNamed(city.city).length > 0) return [];
  return [
    `${file}: centre: missing; the postal-area data has no place named "${city.city}", so give the map's centre, e.g. { "lat": 43.87, "lng": -79.86 }`,
  ];
}

/** A city page's title and description, measured with their prices and figures filled in. */
async function filledInMistakes(files: readonly ContentFile[]): Promise<string[]> {
  const { expandTokens } = await import("../../core/data/tokens");
  return files
    .filter(({ file }) => file.startsWith("content/cities/"))
    .flatMap(({ file, data }) => {
      const city = data as { title: string; description: string };
      try {
        const title = expandTokens(city.title, `${file}: title`);
        const description = expandTokens(city.description, `${file}: description`);
        const { title: t, description: d } = cityLengths;
        return [
          ...(title.length > t.max
            ? [
                `${file}: title: at most ${t.max} characters once filled in, found ${title.length} ("${title}")`,
              ]
            : []),
          ...(description.length < d.min || description.length > d.max
            ? [`${file}: description: ${d.message} once filled in, found ${description.length}`]
            : []),
        ];
      } catch (error) {
        return [(error as Error).message];
      }
    });
}

/**
 * Every mistake in the content: each file read and held to its schema, then, with every file
 * well formed, to the rules of what its pages need (./content-rules.ts), and the city pages'
 * tokens filled in and measured.
 */
export async function contentProblems(root: string): Promise<string[]> {
  // The check the build runs first (astro.config.ts), every mistake at once, so the owner fixes
  // them all in one go.
  const { files, errors } = readContent(root);
  const mistakes = [...errors, ...contentMistakes(files)];
  if (mistakes.length === 0) mistakes.push(...contentRuleMistakes(files));
  if (mistakes.length === 0) mistakes.push(...(await filledInMistakes(files)));
  return mistakes;
}

/** The mistakes as the build prints them: one sentence each, and what to do. */
export function contentReport(mistakes: readonly string[]): string {
  return [
    `The site's content has ${mistakes.length} mistake${mistakes.length === 1 ? "" : "s"}, so nothing was built:`,
    ...mistakes.map((m) => `  - ${m}`),
    "Fix each in its file (or at /admin), then build again.",
  ].join("\n");
}
