import { z } from "../editor-labels";
import { iconNames } from "../icon-names";
import { weekDays } from "../week-days";
import { clockTimeFormat, isRealDay } from "../calendar-days";

export { weekDays };

/**
 * The fields the content files share, built once: the sample mark, strict objects, trimmed text,
 * times, places, section heads, FAQs, steps, icons, and the messages and copy that hold tokens.
 */

/**
 * The sample mark: true on every review, figure and fact the project ships as an example. A
 * build lists each one still marked, and a live build (REQUIRE_LIVE_CONFIG=1) refuses them.
 */
export const sample = z
  .boolean()
  .optional()
  .field("Sample", "Ticked on the examples the site ships with. Untick once the value is yours.");

/** A field's label in the editor, or its label and the hint under it. */
type Labelled = string | readonly [label: string, hint: string];
const labelAndHint = (labelled: Labelled): [string, string | undefined] =>
  typeof labelled === "string" ? [labelled, undefined] : [labelled[0], labelled[1]];

/** Objects refuse fields they do not know, so a misspelt field name is a mistake, not a no-op. */
export const obj = <T extends z.ZodRawShape>(shape: T) => z.object(shape).strict();

export const text = (label: string) => z.string().trim().min(1, `${label} cannot be empty`);

/** A time of day, 00:00 to 23:59. */
export const time = z
  .string()
  .regex(clockTimeFormat, 'a 24-hour time from 00:00 to 23:59, such as "08:00" or "18:30"');

/** A day the calendar has, as YYYY-MM-DD. */
export const day = z.string().refine(isRealDay, 'a day on the calendar, written like "2026-12-25"');

/**
 * A day's opening hours: when it opens and closes, or both empty when it is closed that day.
 * Kept one weekday at a time, so the editor titles each by its day.
 */
export const dayHours = obj({
  opens: z
    .string()
    .regex(/^$|^([01]\d|2[0-3]):[0-5]\d$/, 'a 24-hour time such as "08:00", or empty when closed')
    .field("Opens", "24-hour time, e.g. 08:00; empty when closed"),
  closes: z
    .string()
    .regex(
      /^$|^(([01]\d|2[0-3]):[0-5]\d|24:00)$/,
      'a 24-hour time such as "18:00", "24:00" for midnight, or empty when closed',
    )
    .field("Closes", "24-hour time, e.g. 18:00; 24:00 for midnight; empty when closed"),
}).superRefine((h, context) => {
  const wellFormed = (time: string) => /^\d\d:\d\d$/.test(time);
  if ((h.opens === "") !== (h.closes === ""))
    context.addIssue({
      code: "custom",
      path: ["closes"],
      message: "give both times, or leave both empty for a closed day",
    });
  else if (wellFormed(h.opens) && wellFormed(h.closes) && h.opens >= h.closes)
    context.addIssue({ code: "custom", path: ["closes"], message: "closes after it opens" });
});

/** Opening hours for each weekday. */
export const weekHours = obj(
  Object.fromEntries(weekDays.map((d) => [d, dayHours.field(d)])) as Record<
    (typeof weekDays)[number],
    typeof dayHours
  >,
);

export const latLng = obj({
  lat: z.number().min(41.6).max(57).field("Latitude", "Ontario is between 41.6 and 57"),
  lng: z.number().min(-95.2).max(-74.3).field("Longitude", "Ontario is between -95.2 and -74.3"),
}).field("Location", "Latitude and longitude, e.g. from a right-click in Google Maps");

export const url = z.string().url("a full web address starting with https://");

/**
 * Copy may quote a price, a time or a figure as `{{pricing.chipRepair.price.label}}`, so that it
 * changes when the price table does (core/data/tokens.ts reads them; an unknown one fails the
 * build there).
 */
export const copy = (label: string) => text(label);

/** Copy that must hold each of `tokens` (`{{price}}`), which the code fills in. */
export const needs = (schema: z.ZodString, ...tokens: string[]) =>
  schema.superRefine((value, context) => {
    for (const token of tokens.filter((t) => !value.includes(t)))
      context.addIssue({ code: z.ZodIssueCode.custom, message: `The text needs ${token}` });
  });

export const sectionHead = obj({
  eyebrow: z.string().optional().field("Eyebrow", "Short line above the title"),
  title: copy("The title").field("Title"),
  intro: z.string().optional().field("Introduction"),
}).field("Section heading");

export const slug = z
  .string()
  .regex(
    /^[a-z0-9]+(-[a-z0-9]+)*$/,
    'lower-case words joined by dashes, e.g. "mississauga-auto-glass"',
  );

export const faq = obj({
  question: copy("The question").field("Question"),
  answer: copy("The answer").field("Answer"),
});

/** A heading and a sentence or two: a step of a job, a contact channel, the office hours. */
export const titled = (label?: string) => {
  const item = obj({
    title: copy("The title").field("Title"),
    text: copy("The text").field("Text"),
  });
  return label ? item.field(label) : item;
};

/** The steps of how a job is done, `count` of them or at least `min`. */
export const steps = (count: { exactly: number } | { min: number }) =>
  "exactly" in count
    ? z.array(titled()).length(count.exactly, `exactly ${count.exactly} steps`).field("Steps")
    : z.array(titled()).min(count.min).field("Steps");

export const icon = z.enum(iconNames).field("Icon");

/** A short titled point with an icon: a reason, a value, a problem a driver has. */
export const iconPoint = obj({
  icon,
  title: copy("The title").field("Title"),
  text: copy("The text").field("Text"),
});

/** A group of short texts, each with its label in the editor. */
export const wordsOf = <K extends string>(fields: Record<K, Labelled>) =>
  obj(
    Object.fromEntries(
      Object.entries<Labelled>(fields).map(([key, label]) => [
        key,
        copy("The words").field(...labelAndHint(label)),
      ]),
    ) as Record<K, ReturnType<typeof copy>>,
  );

export const label = (name: string) => copy("The label").field(name);

/**
 * A message whose tokens are the values the code fills in when it shows it (`{{limit}}`): it may
 * use those named, must use those required, and no other.
 */
export const message = (
  name: Labelled,
  tokens: Readonly<Record<string, string>> = {},
  required: readonly string[] = [],
) =>
  copy("The message")
    .superRefine((value, context) => {
      for (const [, token] of value.matchAll(/\{\{\s*([\w.]+)\s*\}\}/g)) {
        if (!Object.hasOwn(tokens, token!)) {
          const known = Object.keys(tokens).map((t) => `{{${t}}}`);
          context.addIssue({
            code: "custom",
            message: `{{${token}}} is not a value this message can show${known.length ? ` (it can show ${known.join(", ")})` : ""}`,
          });
        }
      }
      for (const token of required) {
        if (!value.includes(`{{${token}}}`))
          context.addIssue({ code: "custom", message: `The message needs {{${token}}}` });
      }
    })
    .field(
      labelAndHint(name)[0],
      [
        labelAndHint(name)[1],
        ...Object.entries(tokens).map(([token, what]) => `{{${token}}} is ${what}`),
      ]
        .filter(Boolean)
        .join("; ") || undefined,
    );

/** Copy shown exactly as written: a price, a time or a figure cannot be a token here. */
export const asWritten = (label: string) =>
  copy(label).refine(
    (value) => !value.includes("{{"),
    `${label} is shown as written: no {{tokens}}`,
  );
