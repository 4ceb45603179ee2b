import { beforeEach, describe, expect, it } from "vitest";
import { leadServicePath } from "../core/config/site";
import { defaultAvailability } from "../core/data/booking";
import type { Slot } from "../core/rules/booking";
import { saveAvailability } from "./availability";
import { backupPrefix, nightlyBackup } from "./backup";
import { backupName, backupTables, readBackup, type Backup } from "./backup-file.mjs";
import { backupRowRules, checkBackupRows, restorePlan } from "./backup-restore";
import { answerSlots, slotsPath } from "./bookings";
import { renewCalendarToken } from "./calendar";
import { addCount } from "./events";
import { receiveLead } from "./leads";
import { workerTestEnv } from "./test-env";

/**
 * What a restore holds a backup's rows to (worker/backup-restore.ts), in Cloudflare's runtime's
 * D1 and R2 (worker/test-env.ts): a rule for every column the migrations leave, the sets their
 * CHECKs list, every row of a backup the Worker writes passing, and the rows it could not have
 * written refused by name; and what a restore does with a backup, decided before it touches a
 * database (its plan: the rows it loads, the calendar's address, its words), run on D1 here.
 * scripts/backup.test.mjs runs the restore itself.
 */

const t = workerTestEnv();
beforeEach(() => t.wipe());

const origin = "https://leads.example.ca";
const id = () => crypto.randomUUID().replaceAll("-", "");

/** A backup of `tables` (the others empty), as a file holds one. */
const backupOf = (tables: Partial<Backup["tables"]>): Backup => ({
  kind: "gta-auto-glass-leads-backup",
  version: 3,
  takenAt: "2026-11-26T07:40:00.000Z",
  tables: {
    leads: [],
    event_counts: [],
    event_days: [],
    availability: [],
    calendar_feed: [],
    quotes: [],
    job_records: [],
    invoice_counters: [],
    invoices: [],
    ...tables,
  },
});

/** A lead row as the service stores one, with `change` made to it. */
const leadRow = (change: Record<string, string | number | null> = {}) => ({
  id: "3f9a1c0de2b4a6c8",
  form: "quote",
  page: "/instant-estimate",
  fields: JSON.stringify({ name: "Dana Lee", phone: "647 555 0142", website: "" }),
  search: "dana lee\n647 555 0142\n6475550142",
  content_hash: "ab12",
  via: "script",
  submitted_at: null,
  received_at: "2026-11-20T14:03:11.512Z",
  amended_at: null,
  status: "new",
  alert_status: "pending",
  alert_attempts: 0,
  alert_error: null,
  alert_email_at: null,
  alert_webhook_at: null,
  updated_at: "2026-11-20T14:03:11.512Z",
  photos: "[]",
  alert_due_at: null,
  booking_day: null,
  booking_window: null,
  booking_state: null,
  booking_minutes: null,
  booking_reason: null,
  status_token: null,
  held_at: null,
  phone: null,
  sender_tag: null,
  alert_batch: null,
  booking_arrives_at: null,
  ...change,
});

/** What the restore says of a backup of these leads, or null when it takes them. */
function refusal(tables: Partial<Backup["tables"]>): string | null {
  try {
    checkBackupRows(backupOf(tables));
    return null;
  } catch (error) {
    return (error as Error).message;
  }
}

describe("a restore's rules", () => {
  it("name every column of every table a backup holds, and each set as its CHECK lists it", async () => {
    for (const table of Object.keys(backupTables) as (keyof typeof backupTables)[]) {
      const { results: columns } = await t.db
        .prepare(`SELECT name FROM pragma_table_info('${table}') ORDER BY cid`)
        .all<{ name: string }>();
      expect(Object.keys(backupRowRules[table]), table).toEqual(columns.map((c) => c.name));

      const created = await t.db
        .prepare("SELECT sql FROM sqlite_master WHERE type = 'table' AND name = ?")
        .bind(table)
        .first<{ sql: string }>();
      const rules: Record<string, { allowed?: readonly string[] }> = backupRowRules[table];
      const checked: Record<string, string[]> = {};
      for (const [, column, list] of created!.sql.matchAll(/CHECK\s*\((\w+) IN \(([^)]*)\)\)/g)) {
        checked[column!] = [...list!.matchAll(/'([^']*)'/g)].map((value) => value[1]!);
      }
      const sets = Object.entries(rules).filter(([, rule]) => rule.allowed);
      expect(Object.fromEntries(sets.map(([name, rule]) => [name, rule.allowed])), table).toEqual(
        checked,
      );
    }
    expect(Object.keys(backupRowRules.leads)).toContain("booking_state");
    expect(backupRowRules.leads.booking_state.allowed).toContain("moved");
  });

  it("take every row of a backup the Worker writes", async () => {
    const now = new Date();
    const answer = await answerSlots(new Request(`${origin}${slotsPath}`), t.env, {});
    const [slot] = ((await answer.json()) as { slots: Slot[] }).slots;
    const sendQuote = (day: string, window: string) =>
      receiveLead(
        new Request(`${origin}${leadServicePath}`, {
          method: "POST",
          headers: { "Content-Type": "application/json", "Idempotency-Key": id() },
          body: JSON.stringify({
            form: "quote",
            page: "/location/markham-auto-glass",
            submittedAt: now.toISOString(),
            fields: {
              name: "Zoë O'Brien",
              phone: "647 555 0142",
              service: "Windshield Replacement",
              preferredDay: day,
              arrivalWindow: window,
            },
          }),
        }),
        t.env,
        t.ctx,
      );
    expect((await sendQuote(slot!.day, slot!.window)).status).toBe(200);
    const contact = await receiveLead(
      new Request(`${origin}${leadServicePath}`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({
          form: "contact",
          page: "/contact-us",
          fields: {
            name: "Sam Okafor",
            email: "sam@example.ca",
            message: "Robert'); DROP TABLE leads;--",
          },
        }),
      }),
      t.env,
      t.ctx,
    );
    expect(contact.status).toBe(200);
    await t.settle();
    await saveAvailability(t.db, { ...defaultAvailability, closed: ["2026-12-25"] }, now);
    await renewCalendarToken(t.db, now);
    await addCount(t.db, { day: "2026-11-20", page: "/", event: "call" }, 20_000);
    await addCount(t.db, { day: "2026-11-20", page: "/", event: "lead" }, null);

    await nightlyBackup(t.db, t.backups, now);
    const stored = await t.backups.get(
      `${backupPrefix}${backupName(now.toISOString().slice(0, 10))}`,
    );
    const backup = readBackup(await stored!.text());
    expect(backup.tables.leads).toHaveLength(2);
    expect(backup.tables.leads).toContainEqual(
      expect.objectContaining({ booking_state: "held", status_token: expect.any(String) }),
    );
    expect(() => checkBackupRows(backup)).not.toThrow();
  });

  it("refuse a row the lead service could not have written, naming the row and what is wrong", () => {
    const leads = (change: Record<string, string | number | null>) => ({
      leads: [leadRow({ id: "first-lead" }), leadRow({ id: "second-lead" }), leadRow(change)],
    });
    const cases: [Partial<Backup["tables"]>, string][] = [
      [
        leads({ booking_day: "2026-13-01", booking_window: "morning", booking_state: "held" }),
        `This backup's leads, row 3: booking_day "2026-13-01" is not a day on the calendar.`,
      ],
      [
        leads({ booking_day: "2026-02-30" }),
        `booking_day "2026-02-30" is not a day on the calendar`,
      ],
      [
        leads({ booking_window: "night" }),
        `booking_window "night" is not one of "morning", "afternoon", "evening"`,
      ],
      [leads({ booking_state: "lost" }), `booking_state "lost" is not one of`],
      [
        leads({ status: "maybe" }),
        `status "maybe" is not one of "new", "contacted", "won", "lost"`,
      ],
      [leads({ form: "order" }), `form "order" is not one of "contact", "quote"`],
      [leads({ via: "email" }), `via "email" is not one of "script", "form"`],
      [leads({ alert_status: "lost" }), `alert_status "lost" is not one of`],
      [
        leads({ received_at: "2026-13-01T00:00:00Z" }),
        `received_at "2026-13-01T00:00:00Z" is not a moment in ISO 8601`,
      ],
      [leads({ updated_at: "yesterday" }), `updated_at "yesterday" is not a moment in ISO 8601`],
      [
        leads({ submitted_at: "Tue Nov 24 2026" }),
        `submitted_at "Tue Nov 24 2026" is not a moment`,
      ],
      [
        leads({ amended_at: "2026-11-20T24:00:00Z" }),
        `amended_at "2026-11-20T24:00:00Z" is not a moment`,
      ],
      [leads({ held_at: "2026-11-20" }), `held_at "2026-11-20" is not a moment`],
      [leads({ alert_email_at: 1764000000 }), `alert_email_at 1764000000 is not a moment`],
      [
        leads({ alert_due_at: "2026-11-20T14:03:11" }),
        `alert_due_at "2026-11-20T14:03:11" is not a moment`,
      ],
      [leads({ fields: "[1, 2]" }), `fields "[1, 2]" is not a JSON object of text and ticks`],
      [leads({ fields: '{"name": "Dana' }), `fields "{\\"name\\": \\"Dana" is not a JSON object`],
      [leads({ fields: '{"name": {"first": "Dana"}}' }), `is not a JSON object of text and ticks`],
      [leads({ photos: '{"n": 1}' }), `photos "{\\"n\\": 1}" is not a JSON list of photos`],
      [
        leads({ photos: '[{"n": 1, "type": "text/html", "size": 10}]' }),
        `is not a JSON list of photos`,
      ],
      [leads({ photos: null }), "photos is empty"],
      [leads({ phone: "416555014" }), `phone "416555014" is not 10 digits`],
      [leads({ phone: "416-555-0142" }), `phone "416-555-0142" is not 10 digits`],
      [leads({ status_token: "x".repeat(44) }), "is not 43 URL-safe characters"],
      [leads({ status_token: `${"a".repeat(42)}/` }), "is not 43 URL-safe characters"],
      [leads({ alert_attempts: -1 }), "alert_attempts -1 is not a whole number of 0 or more"],
      [leads({ booking_minutes: 2.5 }), "booking_minutes 2.5 is not a whole number of 0 or more"],
      [leads({ id: "a b c d e f" }), `id "a b c d e f" is not a lead's id`],
      [leads({ id: "abc" }), `id "abc" is not a lead's id (8 to 64 letters, digits, - and _)`],
      [
        leads({ page: "javascript:alert(1)" }),
        `page "javascript:alert(1)" is not the path of a page`,
      ],
      [leads({ search: null }), "search is empty"],
      [
        leads({ id: "first-lead" }),
        `This backup's leads, row 3: id is row 1's too ("first-lead").`,
      ],
      [
        { event_counts: [{ day: "2026-11-31", page: "/", event: "call", count: 1 }] },
        `This backup's event_counts, row 1: day "2026-11-31" is not a day on the calendar.`,
      ],
      [
        { event_counts: [{ day: "2026-11-20", page: "/", event: "tap", count: 1 }] },
        `event "tap" is not one of`,
      ],
      [
        { event_counts: [{ day: "2026-11-20", page: "/", event: "call", count: 0 }] },
        "count 0 is not a whole number of 1 or more",
      ],
      [
        { event_days: [{ day: "2026-11-20", total: -3 }] },
        "total -3 is not a whole number of 0 or more",
      ],
      [{ event_days: [{ day: "2026-11-20", total: "4" }] }, `total "4" is not a whole number`],
      [
        {
          calendar_feed: [
            { id: 1, token: "known-to-someone", created_at: "2026-11-20T14:03:11.512Z" },
          ],
        },
        `This backup's calendar_feed, row 1: token "known-to-someone" is not 43 URL-safe characters (letters, digits, - and _).`,
      ],
      [
        {
          calendar_feed: [{ id: 2, token: "a".repeat(43), created_at: "2026-11-20T14:03:11.512Z" }],
        },
        "id 2 is not 1 (the table has one row)",
      ],
      [
        { calendar_feed: [{ id: 1, token: "a".repeat(43) }] },
        "calendar_feed, row 1: it has no created_at.",
      ],
      [
        { leads: [{ ...leadRow(), colour: "red" }] },
        `leads, row 1: it has a column "colour" the leads table does not.`,
      ],
    ];
    for (const [tables, message] of cases) expect(refusal(tables), message).toContain(message);
    // What the tables allow is taken: a backup from before a column was added, a moved hold.
    expect(
      refusal(
        leads({ booking_day: "2028-02-29", booking_window: "evening", booking_state: "moved" }),
      ),
    ).toBeNull();
    expect(
      refusal(leads({ submitted_at: "2026-11-20T09:03:10.000-05:00", phone: "4165550142" })),
    ).toBeNull();
    const { held_at, phone, sender_tag, alert_batch, ...older } = leadRow();
    expect([held_at, phone, sender_tag, alert_batch]).toEqual([null, null, null, null]);
    expect(refusal({ leads: [older] })).toBeNull();
  });

  it("refuse an availability the Availability screen would not save, by the same schema", () => {
    const availability = (change: (settings: Record<string, unknown>) => void) => {
      const settings = structuredClone({ ...defaultAvailability, sample: false }) as Record<
        string,
        unknown
      >;
      change(settings);
      return {
        availability: [
          { id: 1, settings: JSON.stringify(settings), updated_at: "2026-11-20T14:03:11.512Z" },
        ],
      };
    };
    const windows = (settings: Record<string, unknown>) =>
      settings.windows as Record<string, { starts: string; ends: string }>;
    expect(refusal(availability(() => {}))).toBeNull();
    // Saved before holds lapsed: the schema's default stands in.
    expect(refusal(availability((settings) => delete settings.holdHours))).toBeNull();
    expect(refusal(availability((settings) => (windows(settings).morning!.ends = "24:59")))).toBe(
      `This backup's availability, row 1: settings is not an availability the inbox can use (windows.morning.ends: expected a 24-hour time from 00:00 to 23:59, such as "08:00" or "18:30").`,
    );
    expect(refusal(availability((settings) => (settings.closed = ["2026-13-45"])))).toBe(
      `This backup's availability, row 1: settings is not an availability the inbox can use (closed › entry 1: a day on the calendar, written like "2026-12-25").`,
    );
    expect(
      refusal(availability((settings) => (windows(settings).evening!.starts = "21:00"))),
    ).toContain("a window ends after it starts");
    expect(refusal(availability((settings) => (settings.holdHours = 500)))).toContain("holdHours");
    expect(
      refusal({ availability: [{ id: 1, settings: "{", updated_at: "2026-11-20T14:03:11.512Z" }] }),
    ).toBe("This backup's availability, row 1: settings is not JSON.");
  });
});

describe("a restore's plan", () => {
  it("loads every row, the calendar at a new address made now unless the owner keeps the old, and says which", async () => {
    const old = { id: 1, token: "K".repeat(43), created_at: "2026-11-01T10:00:00.000Z" };
    const backup = backupOf({
      leads: [leadRow({ status_token: "s".repeat(43) })],
      event_counts: [{ day: "2026-11-20", page: "/", event: "call", count: 3 }],
      calendar_feed: [old],
    });
    const now = new Date("2026-11-26T12:00:00.000Z");
    const into = "the local database (state)";
    const restored =
      "Restored 1 lead and 1 daily count, backed up 2026-11-26T07:40:00.000Z, into the local database (state).";
    /** The plan's statements run on an empty database, and every row it then holds. */
    const loaded = async (plan: { statements: string[] }) => {
      await t.wipe();
      await t.db.batch(plan.statements.map((statement) => t.db.prepare(statement)));
      const rows = async (table: string) =>
        (await t.db.prepare(`SELECT * FROM ${table}`).all<Record<string, unknown>>()).results;
      return {
        leads: await rows("leads"),
        event_counts: await rows("event_counts"),
        calendar_feed: await rows("calendar_feed"),
      };
    };

    const renewed = restorePlan(backup, { keepCalendar: false, now, into });
    const [feed] = renewed.backup.tables.calendar_feed;
    expect(feed!.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(feed!.token).not.toBe(old.token);
    expect(await loaded(renewed)).toEqual({
      // The status pages' addresses are the drivers' links: they stay.
      leads: backup.tables.leads,
      event_counts: backup.tables.event_counts,
      calendar_feed: [{ id: 1, token: feed!.token, created_at: now.toISOString() }],
    });
    expect(renewed.said).toEqual([
      restored,
      `Your calendar has a new address, so no one who has the old one, or a copy of this backup, can see your jobs. Calendar apps subscribed to the old address stop updating: open the inbox, copy the new address from "Your calendar" and subscribe them to it again. (To keep the old address instead, restore into an empty database with -- --keep-calendar.)`,
    ]);

    const kept = restorePlan(backup, { keepCalendar: true, now, into });
    expect(await loaded(kept)).toEqual({
      leads: backup.tables.leads,
      event_counts: backup.tables.event_counts,
      calendar_feed: [old],
    });
    expect(kept.said).toEqual([
      restored,
      "Your calendar keeps the address the backup holds, as you asked: anyone who has that address, or a copy of this backup, can still see your jobs.",
    ]);
    // The file as read is left as it was; a backup without a calendar gets none and no words of one.
    expect(backup.tables.calendar_feed).toEqual([old]);
    const none = restorePlan(backupOf({}), { keepCalendar: false, now, into });
    expect(none).toEqual({
      backup: backupOf({}),
      statements: [],
      said: [
        "Restored 0 leads and 0 daily counts, backed up 2026-11-26T07:40:00.000Z, into the local database (state).",
      ],
    });
  });
});
