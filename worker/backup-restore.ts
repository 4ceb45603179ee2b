import { isRealDay } from "../core/config/calendar-days";
import { availabilitySchema } from "../core/config/schema/booking";
import { contentErrors } from "../core/config/schema/errors";
import { storedPhotoTypes } from "../core/rules/photos";
import {
  backupSummary,
  restoreStatements,
  type Backup,
  type BackupTable,
  type Cell,
  type Row,
} from "./backup-file.mjs";
import { newStatusToken } from "./status-token";

/**
 * What a restore (`npm run restore FILE`, scripts/backup.mjs) does to a backup before it loads
 * anything: every row of every table is held to a rule for each of its columns, so that a
 * tampered or broken file is refused, naming the row, and never becomes a lead the inbox or a
 * status page cannot show; and the calendar's address is made new unless the owner keeps it.
 *
 * The days and the availability are held to the very rules the Worker and the editor use
 * (core/config/calendar-days.ts, availabilitySchema): Node cannot run this TypeScript, so the
 * restore bundles this module with esbuild when it runs, rather than keep a second copy of them.
 * The sets of values are the tables' own CHECKs (worker/migrations), which a test compares them
 * with, as it compares the columns here with the tables'.
 */

/** What is wrong with a column's value, in words that name the column; null when nothing is. */
export type ColumnRule = ((value: Cell | undefined, column: string) => string | null) & {
  /** The values a column of a set may take, as its CHECK lists them */
  allowed?: readonly string[];
};

/** A value as a message quotes it, cut short when it is long. */
function shown(value: Cell): string {
  const text = JSON.stringify(value);
  return text.length > 60 ? `${text.slice(0, 57)}…` : text;
}

/** A rule for a present value: `test` passes it, or the column, the value and `words` say why not. */
function rule(test: (value: Cell) => boolean, words: string): ColumnRule {
  return (value, column) =>
    test(value as Cell) ? null : `${column} ${shown(value as Cell)} ${words}`;
}

/** `check`, and what a missing or NULL value means for the column; the set it takes stays named. */
function column(check: ColumnRule, absent: "refused" | "taken", empty: "refused" | "taken") {
  const whole: ColumnRule = (value, name) =>
    value === undefined
      ? absent === "taken"
        ? null
        : `it has no ${name}`
      : value === null
        ? empty === "taken"
          ? null
          : `${name} is empty`
        : check(value, name);
  if (check.allowed) whole.allowed = check.allowed;
  return whole;
}

/** A column NOT NULL without a default: the row must have it. */
const required = (check: ColumnRule) => column(check, "refused", "refused");

/** A column NOT NULL with a default: a backup from before it was added may not have it. */
const defaulted = (check: ColumnRule) => column(check, "taken", "refused");

/** A column that may be NULL, or that a backup from before it was added does not have. */
const optional = (check: ColumnRule) => column(check, "taken", "taken");

const isText = (value: unknown): value is string => typeof value === "string";

const text = rule(isText, "is not text");

/** One of a set, as the column's CHECK lists it. */
function oneOf(...allowed: string[]): ColumnRule {
  const check: ColumnRule = rule(
    (value) => isText(value) && allowed.includes(value),
    `is not one of ${allowed.map((value) => `"${value}"`).join(", ")}`,
  );
  check.allowed = allowed;
  return check;
}

const wholeNumber = (least: number) =>
  rule(
    (value) => typeof value === "number" && Number.isSafeInteger(value) && value >= least,
    `is not a whole number of ${least} or more`,
  );

const realDay = rule(isRealDay, "is not a day on the calendar");

/**
 * A moment in ISO 8601 with its day, time and offset ("2026-11-20T14:03:11.512Z", or an offset
 * such as -05:00 as a visitor's clock may give it), on a day the calendar has.
 */
const isInstant = (value: Cell) =>
  isText(value) &&
  /^\d{4}-\d{2}-\d{2}T([01]\d|2[0-3]):[0-5]\d(:[0-5]\d(\.\d{1,9})?)?(Z|[+-]([01]\d|2[0-3]):[0-5]\d)$/.test(
    value,
  ) &&
  isRealDay(value.slice(0, 10)) &&
  !Number.isNaN(Date.parse(value));

const instant = rule(isInstant, 'is not a moment in ISO 8601, such as "2026-11-20T14:03:11.512Z"');

/** The private part of an address (a status page's, the calendar's): 32 random bytes, URL-safe. */
const token = rule(
  (value) => isText(value) && /^[A-Za-z0-9_-]{43}$/.test(value),
  "is not 43 URL-safe characters (letters, digits, - and _)",
);

/** A lead's id: an Idempotency-Key or one the service made, as the inbox's addresses take it. */
const leadId = rule(
  (value) => isText(value) && /^[A-Za-z0-9_-]{8,64}$/.test(value),
  "is not a lead's id (8 to 64 letters, digits, - and _)",
);

/** The path of one of the site's pages. */
const sitePath = rule(
  (value) => isText(value) && value.length <= 200 && /^\/[A-Za-z0-9._~/-]*$/.test(value),
  "is not the path of a page",
);

const tenDigits = rule((value) => isText(value) && /^\d{10}$/.test(value), "is not 10 digits");

/** JSON text whose value passes `test`. */
const json = (test: (value: unknown) => boolean, words: string) =>
  rule((value) => {
    if (!isText(value)) return false;
    try {
      return test(JSON.parse(value));
    } catch {
      return false;
    }
  }, words);

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** A lead's fields: a JSON object of text and ticks (core/rules/leads.ts, LeadFields). */
const leadFields = json(
  (value) =>
    isObject(value) &&
    Object.values(value).every((field) => typeof field === "string" || typeof field === "boolean"),
  "is not a JSON object of text and ticks",
);

const isCount = (value: unknown, least: number) =>
  typeof value === "number" && Number.isSafeInteger(value) && value >= least;

/** The index of a lead's photos in R2: a JSON list of { n, type, size, key? } (core/rules/photos.ts). */
const photoIndex = json(
  (value) =>
    Array.isArray(value) &&
    value.every(
      (photo) =>
        isObject(photo) &&
        isCount(photo.n, 1) &&
        storedPhotoTypes.includes(photo.type as (typeof storedPhotoTypes)[number]) &&
        isCount(photo.size, 0) &&
        (photo.key === undefined || typeof photo.key === "string") &&
        Object.keys(photo).every((name) => ["n", "type", "size", "key"].includes(name)),
    ),
  "is not a JSON list of photos (each with its n, type and size)",
);

/** The owner's availability as the inbox's Availability screen saves it (availabilitySchema). */
const availabilitySettings: ColumnRule = (value, column) => {
  if (!isText(value)) return `${column} ${shown(value as Cell)} is not text`;
  let settings: unknown;
  try {
    settings = JSON.parse(value);
  } catch {
    return `${column} is not JSON`;
  }
  const [mistake] = contentErrors(column, availabilitySchema, settings);
  return mistake === undefined
    ? null
    : `${column} is not an availability the inbox can use (${mistake.slice(column.length + 2)})`;
};

/** An amount in whole cents, below zero on a credit note. */
const cents = rule(
  (value) => typeof value === "number" && Number.isSafeInteger(value),
  "is not a whole number of cents",
);

/** A quote's or an invoice's lines: a JSON list of { text, cents } (core/rules/money.ts). */
const quoteLines = json(
  (value) =>
    Array.isArray(value) &&
    value.every(
      (line) =>
        isObject(line) &&
        typeof line.text === "string" &&
        typeof line.cents === "number" &&
        Number.isSafeInteger(line.cents) &&
        Object.keys(line).every((name) => ["text", "cents"].includes(name)),
    ),
  "is not a JSON list of lines (each with its text and cents)",
);

/** A JSON object of text and numbers: a job record, an invoice's seller or buyer. */
const plainObject = json(
  (value) =>
    isObject(value) &&
    Object.values(value).every((field) => typeof field === "string" || typeof field === "number"),
  "is not a JSON object of text and numbers",
);

/** An invoice's number: its year and its place in the year. */
const invoiceNumber = rule(
  (value) => isText(value) && /^\d{4}-\d{4,}$/.test(value),
  'is not an invoice number such as "2026-0007"',
);

/** A table of one row: its id is 1. */
const onlyRow = rule((value) => value === 1, "is not 1 (the table has one row)");

/**
 * Every column of every table a backup holds, and the rule its value is held to: a column a
 * backup has that is not here is refused too. A migration that adds a column adds it here (the
 * test that compares them says so).
 */
export const backupRowRules = {
  leads: {
    id: required(leadId),
    form: required(oneOf("contact", "quote")),
    page: required(sitePath),
    fields: required(leadFields),
    search: required(text),
    content_hash: required(text),
    via: required(oneOf("script", "form")),
    submitted_at: optional(instant),
    received_at: required(instant),
    amended_at: optional(instant),
    status: defaulted(oneOf("new", "contacted", "won", "lost")),
    alert_status: defaulted(oneOf("pending", "sent", "failed", "off")),
    alert_attempts: defaulted(wholeNumber(0)),
    alert_error: optional(text),
    alert_email_at: optional(instant),
    alert_webhook_at: optional(instant),
    updated_at: required(instant),
    photos: defaulted(photoIndex),
    alert_due_at: optional(instant),
    booking_day: optional(realDay),
    booking_window: optional(oneOf("morning", "afternoon", "evening")),
    booking_state: optional(oneOf("held", "confirmed", "on_the_way", "done", "declined", "moved")),
    booking_minutes: optional(wholeNumber(0)),
    booking_reason: optional(text),
    status_token: optional(token),
    held_at: optional(instant),
    phone: optional(tenDigits),
    sender_tag: optional(text),
    alert_batch: optional(text),
    booking_arrives_at: optional(instant),
  },
  event_counts: {
    day: required(realDay),
    page: required(text),
    event: required(oneOf("call", "text", "quote", "estimate", "coverage", "lead")),
    count: required(wholeNumber(1)),
  },
  event_days: {
    day: required(realDay),
    total: required(wholeNumber(0)),
  },
  availability: {
    id: required(onlyRow),
    settings: required(availabilitySettings),
    updated_at: required(instant),
  },
  calendar_feed: {
    id: required(onlyRow),
    token: required(token),
    created_at: required(instant),
  },
  quotes: {
    lead_id: required(leadId),
    version: required(wholeNumber(1)),
    lines: required(quoteLines),
    hst_rate_bp: required(wholeNumber(0)),
    subtotal_cents: required(cents),
    hst_cents: required(cents),
    total_cents: required(cents),
    claim_number: optional(text),
    deductible_cents: optional(wholeNumber(0)),
    sent_at: required(instant),
    valid_until: required(realDay),
    approved_at: optional(instant),
  },
  job_records: {
    lead_id: required(leadId),
    record: required(plainObject),
    recorded_at: required(instant),
  },
  invoice_counters: {
    year: required(wholeNumber(2000)),
    last: required(wholeNumber(1)),
  },
  invoices: {
    number: required(invoiceNumber),
    year: required(wholeNumber(2000)),
    seq: required(wholeNumber(1)),
    kind: required(oneOf("invoice", "credit")),
    lead_id: required(leadId),
    quote_version: optional(wholeNumber(1)),
    credits: optional(invoiceNumber),
    issued_on: required(realDay),
    issued_at: required(instant),
    lines: required(quoteLines),
    hst_rate_bp: required(wholeNumber(0)),
    subtotal_cents: required(cents),
    hst_cents: required(cents),
    total_cents: required(cents),
    claim_number: optional(text),
    deductible_cents: optional(wholeNumber(0)),
    seller: required(plainObject),
    buyer: required(plainObject),
    page: required(sitePath),
    credited_by: optional(invoiceNumber),
    paid_on: optional(realDay),
    paid_method: optional(oneOf("cash", "debit", "credit", "etransfer", "insurer")),
    paid_at: optional(instant),
  },
} satisfies Record<BackupTable, Record<string, ColumnRule>>;

/** The columns whose values no two rows of a table share: its primary key, its unique indexes. */
export const backupUniqueColumns = {
  leads: [["id"], ["status_token"]],
  event_counts: [["day", "page", "event"]],
  event_days: [["day"]],
  availability: [["id"]],
  calendar_feed: [["id"]],
  quotes: [["lead_id", "version"]],
  job_records: [["lead_id"]],
  invoice_counters: [["year"]],
  invoices: [["number"], ["year", "seq"]],
} satisfies Record<BackupTable, string[][]>;

/**
 * Holds every row of a backup (readBackup's) to its table's rules before any is loaded; throws
 * one sentence that names the first row that breaks one: `This backup's leads, row 3:
 * booking_day "2026-13-01" is not a day on the calendar.`
 */
export function checkBackupRows(backup: Backup): Backup {
  for (const table of Object.keys(backupRowRules) as BackupTable[]) {
    const rules: Record<string, ColumnRule> = backupRowRules[table];
    const seen = backupUniqueColumns[table].map(() => new Map<string, number>());
    backup.tables[table].forEach((row: Row, i) => {
      const wrong = (words: string) => new Error(`This backup's ${table}, row ${i + 1}: ${words}.`);
      for (const column of Object.keys(row)) {
        if (!Object.hasOwn(rules, column))
          throw wrong(`it has a column "${column}" the ${table} table does not`);
      }
      for (const [column, check] of Object.entries(rules)) {
        const mistake = check(row[column], column);
        if (mistake !== null) throw wrong(mistake);
      }
      backupUniqueColumns[table].forEach((columns, k) => {
        if (columns.some((column) => row[column] === null || row[column] === undefined)) return;
        const key = JSON.stringify(columns.map((column) => row[column]));
        const earlier = seen[k]!.get(key);
        if (earlier !== undefined) {
          throw wrong(
            `${columns.join(", ")} is row ${earlier}'s too (${columns.map((column) => shown(row[column] as Cell)).join(", ")})`,
          );
        }
        seen[k]!.set(key, i + 1);
      });
    });
  }
  return backup;
}

/**
 * The backup with a new calendar address in place of the one it holds, made now, as the inbox's
 * "Make a new address" makes one: whoever had the file or the old address cannot read the jobs.
 * A backup without an address stays without one.
 */
export function withNewCalendarAddress(backup: Backup, now: Date): Backup {
  return {
    ...backup,
    tables: {
      ...backup.tables,
      calendar_feed: backup.tables.calendar_feed.map((row) => ({
        ...row,
        token: newStatusToken(),
        created_at: now.toISOString(),
      })),
    },
  };
}

/** What a restore of a backup does, decided before it touches any database. */
export interface RestorePlan {
  /** The backup as it is loaded: its rows checked, the calendar's address new unless kept */
  backup: Backup;
  /** The statements that load it into an empty database, after its migrations */
  statements: string[];
  /** What the restore tells the owner once every row is loaded, a paragraph each */
  said: string[];
}

/**
 * What `npm run restore` does with a backup (readBackup's), into the database it names `into`:
 * every row held to its table's rules (checkBackupRows, which throws before anything is
 * decided), the calendar given a new address made `now` unless `keepCalendar`, the statements
 * that load it, and the owner's words for what was done. scripts/backup.mjs runs it.
 */
export function restorePlan(
  loaded: Backup,
  { keepCalendar, now, into }: { keepCalendar: boolean; now: Date; into: string },
): RestorePlan {
  const checked = checkBackupRows(loaded);
  const backup = keepCalendar ? checked : withNewCalendarAddress(checked, now);
  const said = [`Restored ${backupSummary(checked)}, backed up ${checked.takenAt}, into ${into}.`];
  if (checked.tables.calendar_feed.length > 0) {
    said.push(
      keepCalendar
        ? "Your calendar keeps the address the backup holds, as you asked: anyone who has that address, or a copy of this backup, can still see your jobs."
        : `Your calendar has a new address, so no one who has the old one, or a copy of this backup, can see your jobs. Calendar apps subscribed to the old address stop updating: open the inbox, copy the new address from "Your calendar" and subscribe them to it again. (To keep the old address instead, restore into an empty database with -- --keep-calendar.)`,
    );
  }
  return { backup, statements: restoreStatements(backup), said };
}
