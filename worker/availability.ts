import { defaultAvailability } from "../core/data/booking";
import {
  availabilitySchema,
  bookingWindows,
  weekDays,
  type Availability,
} from "../core/config/schema";
import type { D1Database } from "./env";
import { inboxText } from "./inbox/words";

/**
 * The owner's availability: the windows' hours, the jobs each takes on each weekday, the days
 * off, and how far ahead and how late today a visitor may book. Saved from the inbox's
 * Availability screen into the lead service's database (one row); until the owner saves theirs,
 * the site's sample (content/availability.json) is used. Read again on every request that needs
 * it, so a change holds for the very next visitor.
 */

export interface SavedAvailability {
  settings: Availability;
  /** When the owner last saved it (ISO 8601); null while the sample is used */
  savedAt: string | null;
}

/** The availability in force: the owner's as saved, or the sample when none is (or it is bad). */
export async function readAvailability(db: D1Database): Promise<SavedAvailability> {
  const row = await db
    .prepare("SELECT settings, updated_at FROM availability WHERE id = 1")
    .first<{ settings: string; updated_at: string }>();
  if (row) {
    try {
      const parsed = availabilitySchema.safeParse(JSON.parse(row.settings));
      if (parsed.success) return { settings: parsed.data, savedAt: row.updated_at };
    } catch {
      // A row this code did not write: the sample stands in, and saving writes a good one.
    }
    console.error("The saved availability could not be read; the sample is used until it is saved");
  }
  return { settings: defaultAvailability, savedAt: null };
}

/** Saves the owner's availability (checked already), replacing what was saved before. */
export async function saveAvailability(db: D1Database, settings: Availability, now: Date) {
  await db
    .prepare(
      `INSERT INTO availability (id, settings, updated_at) VALUES (1, ?1, ?2)
       ON CONFLICT (id) DO UPDATE SET settings = ?1, updated_at = ?2`,
    )
    .bind(JSON.stringify({ ...settings, sample: false }), now.toISOString())
    .run();
}

/** The form's field names, each written once: the screen names its inputs by them. */
export const availabilityField = {
  starts: (window: string) => `windows.${window}.starts`,
  ends: (window: string) => `windows.${window}.ends`,
  jobs: (day: string, window: string) => `week.${day}.${window}`,
  /** A window's count for every day at once, blank to keep each day's */
  everyDay: (window: string) => `everyDay.${window}`,
  closed: "closed",
  daysAhead: "daysAhead",
  sameDayUntil: "sameDayUntil",
  holdHours: "holdHours",
  /** The whole set of windows, for a rule that spans them (they overlap) */
  windows: "windows",
} as const;

/** What the screen's form holds: each field's text as the owner typed it. */
export type AvailabilityValues = Record<string, string>;

/** The form's text for settings: what the screen shows to start with. */
export function availabilityValues(settings: Availability): AvailabilityValues {
  const values: AvailabilityValues = {
    [availabilityField.closed]: settings.closed.join("\n"),
    [availabilityField.daysAhead]: String(settings.daysAhead),
    [availabilityField.sameDayUntil]: settings.sameDayUntil,
    [availabilityField.holdHours]: String(settings.holdHours),
  };
  for (const window of bookingWindows) {
    values[availabilityField.starts(window)] = settings.windows[window].starts;
    values[availabilityField.ends(window)] = settings.windows[window].ends;
    for (const day of weekDays) {
      values[availabilityField.jobs(day, window)] = String(settings.week[day][window]);
    }
  }
  return values;
}

/** A count as typed: a whole number, or the text itself for the schema to refuse. */
const whole = (value: string) => (/^\s*\d{1,3}\s*$/.test(value) ? Number(value) : value);

/** The longest list of days off the screen takes, and the most text read for it. */
export const closedLimit = 400;
const closedTextLimit = closedLimit * 16;

/**
 * The settings a posted form gives, checked against the content file's own rules
 * (availabilitySchema), or each field's message by its name. Every value typed comes back.
 */
export function availabilityFromForm(
  body: URLSearchParams,
):
  | { ok: true; settings: Availability; values: AvailabilityValues }
  | { ok: false; errors: Record<string, string>; values: AvailabilityValues } {
  const values: AvailabilityValues = {};
  const read = (name: string, limit = 100) =>
    (values[name] = (body.get(name) ?? "").trim().slice(0, limit));
  // The days off are read whole (a day cut in two would be refused as a day the owner never
  // typed), up to what the longest list takes.
  // A window set for every day at once stands for each day's count of it.
  const everyDay = Object.fromEntries(
    bookingWindows.map((w) => [w, read(availabilityField.everyDay(w))]),
  ) as Record<(typeof bookingWindows)[number], string>;
  const closedText = read(availabilityField.closed, closedTextLimit + 1);
  const closed = [...new Set(closedDays(closedText))].sort();
  const candidate = {
    windows: Object.fromEntries(
      bookingWindows.map((w) => [
        w,
        { starts: read(availabilityField.starts(w)), ends: read(availabilityField.ends(w)) },
      ]),
    ),
    week: Object.fromEntries(
      weekDays.map((d) => [
        d,
        Object.fromEntries(
          bookingWindows.map((w) => {
            const own = read(availabilityField.jobs(d, w));
            return [w, whole(everyDay[w] || own)];
          }),
        ),
      ]),
    ),
    closed,
    daysAhead: whole(read(availabilityField.daysAhead)),
    sameDayUntil: read(availabilityField.sameDayUntil),
    holdHours: whole(read(availabilityField.holdHours)),
    sample: false,
  };
  const parsed = availabilitySchema.safeParse(candidate);
  const tooMany =
    closed.length > closedLimit || closedText.length > closedTextLimit
      ? { [availabilityField.closed]: closedTooLong(closed.length) }
      : null;
  if (parsed.success && !tooMany) return { ok: true, settings: parsed.data, values };
  const errors: Record<string, string> = { ...tooMany };
  for (const issue of parsed.success ? [] : parsed.error.issues) {
    // A day in the list of days off is the list's; a rule over a window or all of them, theirs.
    const name = issue.path[0] === "closed" ? "closed" : issue.path.map(String).join(".");
    const wrong =
      issue.path[0] === "closed" && typeof issue.path[1] === "number"
        ? ` (${String(closed[issue.path[1]])})`
        : "";
    // A count given for every day is wrong once, beside it, not on each day.
    const [part, , window] = issue.path;
    const field =
      part === "week" && everyDay[window as keyof typeof everyDay]
        ? availabilityField.everyDay(String(window))
        : name;
    errors[field] ??= `${sentenceCase(issue.message)}${wrong}.`;
  }
  return { ok: false, errors, values };
}

/**
 * The days off as typed: one a line (or between commas or semicolons), each kept whole, so that
 * "Dec 26" is refused as "Dec 26" and not as "26"; days written the calendar's way may share a
 * line with spaces between them.
 */
function closedDays(text: string): string[] {
  return text
    .split(/[\n,;]+/)
    .map((entry) => entry.trim())
    .filter(Boolean)
    .flatMap((entry) =>
      /^\d{4}-\d{2}-\d{2}(\s+\d{4}-\d{2}-\d{2})+$/.test(entry) ? entry.split(/\s+/) : [entry],
    );
}

/** The message of a list of days off longer than the screen takes. */
const closedTooLong = (count: number) => inboxText.availability.closedTooLong(closedLimit, count);

const sentenceCase = (message: string) =>
  message.charAt(0).toUpperCase() + message.slice(1).replace(/\.$/, "");
