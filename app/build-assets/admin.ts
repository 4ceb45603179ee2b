import { readFileSync } from "node:fs";
import { copyFile, mkdir, readdir, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import { editorLabel, inner, z, type EditorLabel } from "../../core/config/editor-labels";
import { citySchema, contentFiles, serviceSchema } from "../../core/config/schema";
import {
  citiesCollection,
  editorFiles,
  policiesCollection,
  servicesCollection,
  settingsCollection,
  type EditorCollection,
} from "../../core/config/editor-files";

/**
 * The editor at /admin: Decap CMS, a git-based CMS built with React, whose collections are the
 * content files (content/) and whose fields are written here from the same Zod schemas the build
 * checks them against, so the editor cannot offer a field the build does not know, and refuses
 * what the build would refuse (required fields, patterns, numbers' ranges, lists' lengths).
 *
 * Locally (`npm run admin`), it edits the working copy through Decap's local backend. Deployed,
 * it signs in with GitHub, through the OAuth exchange at /api/cms/auth on the site's own Worker
 * (worker/cms-auth.ts), and every save is a commit to the repository in CMS_REPO; the commit
 * builds and deploys the site like any other.
 */

/** A GitHub repository as CMS_REPO names it: owner/name. */
export const cmsRepoPattern = /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,38})\/[A-Za-z0-9._-]{1,100}$/;

/** Where the editor's page and its files go in the build. */
export const adminPath = "/admin";

/** Decap's widget for a field, from its schema. */
type Field = Record<string, unknown> & { name: string; label: string; widget: string };

/** Fields whose strings are paragraphs rather than a line. */
const longText = new Set(["text", "answer", "lead", "intro", "description", "paragraphs"]);

interface Unwrapped {
  schema: z.ZodTypeAny;
  optional: boolean;
  label?: EditorLabel;
}

/** The field inside its wrappers, whether one of them makes it optional, and its label. */
function unwrap(schema: z.ZodTypeAny): Unwrapped {
  let current = schema;
  let optional = false;
  for (let next = inner(current); next; next = inner(current)) {
    if (current instanceof z.ZodOptional || current instanceof z.ZodNullable) optional = true;
    current = next;
  }
  return { schema: current, optional, label: editorLabel(schema) };
}

/** A field's label and hint for Decap: its own, or its name written out. */
function labelled(name: string, label: EditorLabel | undefined) {
  return {
    label: label?.label || name.replace(/([A-Z])/g, " $1").replace(/^./, (c) => c.toUpperCase()),
    ...(label?.hint ? { hint: label.hint } : {}),
  };
}

/**
 * The limits Zod keeps on a string's or a list's checks, which its public interface does not
 * give: a string's pattern, a list's least and most items. The one place that reads Zod's
 * definitions (Zod 4 keeps them under `_zod.def`).
 */
function limitsOf(schema: z.ZodString | z.ZodArray<z.ZodTypeAny>) {
  if (schema instanceof z.ZodString) {
    const regex = schema._def.checks.find((check) => check.kind === "regex");
    return { regex: regex?.kind === "regex" ? regex : undefined };
  }
  const { exactLength, minLength, maxLength } = schema._def;
  return {
    min: exactLength?.value ?? minLength?.value,
    max: exactLength?.value ?? maxLength?.value,
  };
}

/** One schema as a Decap field. */
export function decapField(name: string, input: z.ZodTypeAny): Field {
  const { schema, optional, label } = unwrap(input);
  const base = { name, ...labelled(name, label), ...(optional ? { required: false } : {}) };
  if (schema instanceof z.ZodString) {
    const { regex } = limitsOf(schema);
    return {
      ...base,
      widget: longText.has(name) ? "text" : "string",
      ...(regex ? { pattern: [regex.regex.source, regex.message ?? "Not valid"] } : {}),
      // A pattern that takes an empty value (a closed day's hours): the editor lets it be empty.
      ...(regex?.regex.test("") ? { required: false } : {}),
    };
  }
  if (schema instanceof z.ZodNumber) {
    const { minValue: min, maxValue: max } = schema;
    return {
      ...base,
      widget: "number",
      value_type: schema.isInt ? "int" : "float",
      ...(min === null ? {} : { min }),
      ...(max === null ? {} : { max }),
    };
  }
  if (schema instanceof z.ZodBoolean) {
    return { ...base, widget: "boolean", default: false, required: false };
  }
  if (schema instanceof z.ZodEnum) {
    return { ...base, widget: "select", options: [...(schema.options as string[])] };
  }
  if (schema instanceof z.ZodLiteral) {
    return { ...base, widget: "select", options: [String(schema.value)], default: schema.value };
  }
  if (schema instanceof z.ZodObject) {
    return { ...base, widget: "object", collapsed: false, fields: objectFields(schema) };
  }
  if (schema instanceof z.ZodArray) {
    const element = schema.element as z.ZodTypeAny;
    const item = unwrap(element).schema;
    const { min, max } = limitsOf(schema);
    const limits = { ...(min ? { min } : {}), ...(max ? { max } : {}) };
    if (item instanceof z.ZodDiscriminatedUnion) {
      // A list of blocks of several kinds (a service page's sections): Decap's typed list.
      const union = item as z.ZodDiscriminatedUnion<string, z.AnyZodObject[]>;
      return {
        ...base,
        widget: "list",
        collapsed: true,
        typeKey: union.discriminator,
        types: union.options.map((option) => {
          const kind = (option.shape[union.discriminator] as z.ZodLiteral<string>).value;
          const fields = objectFields(option).filter((f) => f.name !== union.discriminator);
          return {
            name: kind,
            ...labelled(kind, editorLabel(option)),
            widget: "object",
            // A kind that is only its name (the policies' "ways to reach us") has no fields:
            // Decap refuses an empty list of them, and the whole editor with it.
            ...(fields.length > 0 ? { fields } : {}),
          };
        }),
        ...limits,
      };
    }
    if (item instanceof z.ZodEnum) {
      return {
        ...base,
        widget: "select",
        multiple: true,
        options: [...(item.options as string[])],
        ...limits,
      };
    }
    if (item instanceof z.ZodObject) {
      return { ...base, widget: "list", collapsed: true, fields: objectFields(item), ...limits };
    }
    return { ...base, widget: "list", field: decapField(name, element), ...limits };
  }
  throw new Error(`${name}: no editor field for ${schema.constructor.name}`);
}

export function objectFields(schema: z.AnyZodObject): Field[] {
  return Object.entries(schema.shape as Record<string, z.ZodTypeAny>).map(([name, field]) =>
    decapField(name, field),
  );
}

/** A content file in the editor: its entry in a collection of files. */
interface DecapFile {
  name: string;
  label: string;
  file: string;
  format: string;
  fields: Field[];
}

/** A collection of the editor: of files (`files`) or of a folder's files (`folder`). */
interface DecapCollection {
  name: string;
  label: string;
  files?: DecapFile[];
  folder?: string;
  [setting: string]: unknown;
}

/** The entries of a collection of files, each with its fields from its file's schema. */
const entriesOf = (collection: EditorCollection): DecapFile[] =>
  editorFiles
    .filter((entry) => entry.collection === collection)
    .map((entry) => ({
      name: entry.name,
      label: entry.title,
      file: `content/${entry.file}`,
      format: "json",
      fields: objectFields(contentFiles[entry.file as keyof typeof contentFiles]),
    }));

/** Where Decap's local server listens for `npm run admin` unless ADMIN_HELPER_PORT says. */
export const defaultHelperPort = 8081;

/** The editor's configuration (Decap reads YAML, of which JSON is a part). */
export function decapConfig(options: {
  siteUrl: string;
  repo?: string;
  branch?: string;
  /** On this computer (`npm run admin`): Decap's local server's port */
  helperPort?: number;
}) {
  const collections: DecapCollection[] = [
    {
      ...settingsCollection,
      editor: { preview: false },
      files: entriesOf(settingsCollection),
    },
    {
      ...citiesCollection,
      label_singular: "City page",
      format: "json",
      extension: "json",
      create: true,
      delete: true,
      identifier_field: "city",
      slug: "{{city}}-auto-glass",
      sortable_fields: ["order", "city", "region"],
      editor: { preview: false },
      fields: objectFields(citySchema),
    },
    {
      // A new service needs its illustration and its place in the estimate: a developer's job
      // (docs/editing-the-site.md, "Adding a city or a service"); the owner edits the words and prices of those there are.
      ...servicesCollection,
      label_singular: "Service page",
      format: "json",
      extension: "json",
      create: false,
      delete: false,
      identifier_field: "name",
      editor: { preview: false },
      fields: objectFields(serviceSchema),
    },
    {
      ...policiesCollection,
      editor: { preview: false },
      files: entriesOf(policiesCollection),
    },
  ];
  return {
    backend: {
      name: "github",
      repo: options.repo ?? "your-github-name/your-site",
      branch: options.branch ?? "main",
      base_url: options.siteUrl,
      auth_endpoint: "api/cms/auth",
      commit_messages: {
        create: "Add {{collection}} “{{slug}}” (from /admin)",
        update: "Update {{collection}} “{{slug}}” (from /admin)",
        delete: "Delete {{collection}} “{{slug}}” (from /admin)",
      },
    },
    // `npm run admin` runs Decap's local server: the editor writes to this copy of the site.
    local_backend: options.helperPort
      ? { url: `http://localhost:${options.helperPort}/api/v1` }
      : true,
    site_url: options.siteUrl,
    display_url: options.siteUrl,
    // A file of the site's own, there in development as in the build.
    logo_url: "/favicon.svg",
    media_folder: "app/assets/photos",
    public_folder: "/photos",
    collections,
  };
}

/**
 * The editor on this computer says what it does: it saves into content/ here, and publishes
 * nothing (Decap's own words are about publishing a site). Decap waits for this to start.
 */
const localEditorScript = `(function () {
  var en = window.CMS.getLocale("en");
  var toolbar = Object.assign({}, en.editor.editorToolbar, {
    publish: "Save",
    publishing: "Saving...",
    published: "Saved to content/ on this computer",
    publishNow: "Save now",
    publishAndCreateNew: "Save and create new",
    publishAndDuplicate: "Save and duplicate",
    deployButtonLabel: "View on this computer",
  });
  var toast = Object.assign({}, en.ui.toast, { entryPublished: "Saved to content/ on this computer" });
  window.CMS.registerLocale("en", Object.assign({}, en, {
    editor: Object.assign({}, en.editor, { editorToolbar: toolbar }),
    ui: Object.assign({}, en.ui, { toast: toast }),
  }));
  window.CMS.init();
})();
`;

/** The editor's page: Decap, its configuration, and no part of the site's own. */
export function adminHtml({ local = false }: { local?: boolean } = {}): string {
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <meta name="robots" content="noindex, nofollow">
    <title>Site editor</title>
    <link href="${adminPath}/config.yml" type="text/yaml" rel="cms-config-url">
  </head>
  <body>
    <noscript>The site editor needs JavaScript. Each page's content is also a file in the content folder.</noscript>${
      local ? `\n    <script src="${adminPath}/local-start.js"></script>` : ""
    }
    <script src="${adminPath}/decap-cms.js"></script>${
      local ? `\n    <script src="${adminPath}/local.js"></script>` : ""
    }
  </body>
</html>
`;
}

const decapDist = () =>
  path.dirname(createRequire(import.meta.url).resolve("decap-cms/dist/decap-cms.js"));

/**
 * The editor in development (`npm run admin`): /admin, its configuration and Decap's files,
 * served by the development server, saving through Decap's local server into content/ and
 * saying so; "View on this computer" opens the development server's page; and the "Before going
 * live" page, made from the content as it is at each request.
 */
export function adminMiddleware({
  goingLive,
}: {
  /** The "Before going live" page, as the content is now */
  goingLive: () => Promise<string>;
}) {
  const helperPort = Number(process.env.ADMIN_HELPER_PORT) || defaultHelperPort;
  return async (
    req: { url?: string; headers?: Record<string, string | string[] | undefined> },
    res: { setHeader(name: string, value: string): void; end(body: string | Buffer): void },
    next: () => void,
  ) => {
    const url = (req.url ?? "").split("?")[0]!;
    if (url === adminPath || url === `${adminPath}/`) {
      res.setHeader("Content-Type", "text/html; charset=utf-8");
      return res.end(adminHtml({ local: true }));
    }
    if (url === `${adminPath}/config.yml`) {
      const here = `http://${String(req.headers?.host ?? "localhost")}`;
      res.setHeader("Content-Type", "text/yaml; charset=utf-8");
      return res.end(JSON.stringify(decapConfig({ siteUrl: here, helperPort }), null, 2));
    }
    if (url === `${adminPath}/local-start.js`) {
      res.setHeader("Content-Type", "text/javascript; charset=utf-8");
      return res.end("window.CMS_MANUAL_INIT = true;\n");
    }
    if (url === `${adminPath}/local.js`) {
      res.setHeader("Content-Type", "text/javascript; charset=utf-8");
      return res.end(localEditorScript);
    }
    if (url === `${adminPath}/going-live` || url === `${adminPath}/going-live/`) {
      res.setHeader("Content-Type", "text/html; charset=utf-8");
      return res.end(await goingLive());
    }
    const name = url.startsWith(`${adminPath}/`) ? url.slice(adminPath.length + 1) : "";
    if (/^(\d+\.)?decap-cms\.js$/.test(name)) {
      res.setHeader("Content-Type", "text/javascript; charset=utf-8");
      return res.end(readFileSync(path.join(decapDist(), name)));
    }
    next();
  };
}

/** Writes /admin (admin.html), its configuration and Decap's files into the build. */
export async function writeAdmin(
  clientDir: string,
  options: { siteUrl: string; repo?: string },
): Promise<void> {
  if (options.repo !== undefined && !cmsRepoPattern.test(options.repo)) {
    throw new Error(
      `CMS_REPO must name the site's GitHub repository as owner/name (got "${options.repo}"), for example CMS_REPO=gta-mobile-auto-glass/website`,
    );
  }
  const dir = path.join(clientDir, adminPath.slice(1));
  await mkdir(dir, { recursive: true });
  await writeFile(path.join(clientDir, `${adminPath.slice(1)}.html`), adminHtml());
  await writeFile(
    path.join(dir, "config.yml"),
    `${JSON.stringify(decapConfig(options), null, 2)}\n`,
  );
  const dist = decapDist();
  for (const name of await readdir(dist)) {
    if (/(^|\.)decap-cms\.js$/.test(name))
      await copyFile(path.join(dist, name), path.join(dir, name));
  }
}
