import { existsSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { weekDays } from "../../core/config/week-days";
import { businessSchema, citySchema, pricesSchema, serviceSchema } from "../../core/config/schema";
import { adminHtml, decapConfig, objectFields } from "./admin";

const root = new URL("../../", import.meta.url).pathname;
const config = decapConfig({ siteUrl: "https://www.gtamobileautoglass.ca", repo: "owner/site" });

type Field = { name: string; widget: string; fields?: Field[]; [key: string]: unknown };
const find = (fields: Field[], ...names: string[]): Field =>
  names.reduce<Field>((field, name) => (field.fields ?? []).find((f) => f.name === name)!, {
    name: "",
    widget: "object",
    fields,
  });

describe("the site editor's configuration", () => {
  it("edits the content files themselves, and nothing else", () => {
    const [settings, cities, services] = config.collections;
    for (const file of settings!.files!)
      expect(existsSync(`${root}${file.file}`), file.file).toBe(true);
    expect(cities!.folder).toBe("content/cities");
    expect(services!.folder).toBe("content/services");
    expect(existsSync(`${root}content/cities`)).toBe(true);
    expect(config.local_backend).toBe(true);
    expect(config.backend).toMatchObject({
      name: "github",
      repo: "owner/site",
      auth_endpoint: "api/cms/auth",
    });
  });

  it("has a field for every field of the schema, named as in the files", () => {
    const names = (fields: Field[]): unknown =>
      Object.fromEntries(fields.map((f) => [f.name, f.fields ? names(f.fields) : true]));
    const prices = config.collections[0]!.files!.find((f) => f.name === "prices")!;
    expect(names(prices.fields as Field[])).toEqual(names(objectFields(pricesSchema) as Field[]));
    expect(Object.keys(names(prices.fields as Field[]) as object)).toEqual(
      Object.keys(pricesSchema.shape),
    );
    const chip = find(prices.fields as Field[], "services", "chipRepair");
    expect(chip.label).toBe("Chip repair");
    expect(chip.fields!.map((f) => f.name)).toEqual([
      "from",
      "to",
      "orMore",
      "unit",
      "duration",
      "extra",
      "sample",
    ]);
  });

  it("holds the editor to the build's rules", () => {
    const business = objectFields(businessSchema) as Field[];
    expect(find(business, "addresses").widget).toBe("list");
    expect(find(business, "addresses", "postalCode").pattern).toEqual([
      "^[A-Z]\\d[A-Z] \\d[A-Z]\\d$",
      'a postal code such as "M5X 1A9"',
    ]);
    // The shop's hours: one entry per weekday, titled by its day, each time empty for closed.
    const shop = find(business, "hours", "shop") as Field & { fields: Field[] };
    expect(shop.fields.map((day) => day.label)).toEqual([...weekDays]);
    expect(find(business, "hours", "shop", "Sunday", "opens")).toMatchObject({
      widget: "string",
      required: false,
    });
    const city = objectFields(citySchema) as Field[];
    expect(find(city, "stats")).toMatchObject({ widget: "list", max: 4 });
    expect(find(city, "stats").min).toBeUndefined();
    expect(find(city, "reviews")).toMatchObject({ widget: "list", max: 6 });
    expect(find(city, "reviews", "rating")).toMatchObject({
      widget: "number",
      value_type: "int",
      min: 1,
      max: 5,
    });
    expect(find(city, "reviews", "sample")).toMatchObject({ widget: "boolean", label: "Sample" });
    expect(find(city, "centre")).toMatchObject({ widget: "object", required: false });
    expect(find(city, "faqs", "answer").widget).toBe("text");
    const service = objectFields(serviceSchema) as Field[];
    const sections = find(service, "page", "sections") as Field & { types: Field[] };
    expect(sections.typeKey).toBe("kind");
    expect(sections.types.map((t) => t.name)).toEqual(["cards", "checklist", "stats", "text"]);
  });

  it("never gives Decap an empty list of fields, which makes it refuse the whole editor", () => {
    const empty: string[] = [];
    const walk = (value: unknown, where: string) => {
      if (Array.isArray(value)) value.forEach((item, i) => walk(item, `${where}[${i}]`));
      else if (value && typeof value === "object") {
        const record = value as Record<string, unknown>;
        for (const key of ["fields", "types"])
          if (Array.isArray(record[key]) && (record[key] as unknown[]).length === 0)
            empty.push(`${where}.${String(record.name ?? "")}.${key}`);
        for (const [key, item] of Object.entries(record)) walk(item, `${where}.${key}`);
      }
    };
    walk(config.collections, "collections");
    expect(empty).toEqual([]);
    const policies = config.collections.find((c) => c.name === "policies")!;
    expect(policies.files!.map((f) => f.file)).toEqual([
      "content/policies/privacy-policy.json",
      "content/policies/accessibility.json",
      "content/policies/warranty.json",
    ]);
  });

  it("labels each field as its rule does, with the hint under it whole", () => {
    const labelled: { label: string; hint?: string }[] = [];
    const walk = (value: unknown) => {
      if (Array.isArray(value)) value.forEach(walk);
      else if (value && typeof value === "object") {
        const record = value as Record<string, unknown>;
        if (typeof record.label === "string")
          labelled.push({ label: record.label, hint: record.hint as string | undefined });
        Object.values(record).forEach(walk);
      }
    };
    walk(config.collections);
    // A label is the field's name alone; what helps is its hint.
    expect(labelled.filter(({ label }) => label.includes("|"))).toEqual([]);
    const figures = config.collections[0]!.files!.find((f) => f.name === "figures")!;
    expect(find(figures.fields as Field[], "yearsExperience")).toMatchObject({
      label: "Years of team experience",
      hint: "How long your team has done this work, e.g. 25+",
    });
    // A hint may name a token with its filter, `|` and all.
    expect(labelled.map(({ hint }) => hint)).toContain("e.g. Book {{service|lower}} today");
    // A message's hint says what each of its tokens is.
    expect(labelled).toContainEqual({
      label: "Where an area is",
      hint: "Starts the distance from a postal code; {{fsa}} is its first three characters; {{place}} is its name",
    });
  });

  it("is a page search engines are told to leave out", () => {
    expect(adminHtml()).toContain('<meta name="robots" content="noindex, nofollow">');
    expect(adminHtml()).toContain('href="/admin/config.yml" type="text/yaml" rel="cms-config-url"');
  });
});
