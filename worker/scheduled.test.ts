import { beforeEach, describe, expect, it } from "vitest";
import { policyFacts } from "../core/config/policies";
import { readWranglerConfig } from "../scripts/lead-service.mjs";
import { backupPrefix } from "./backup";
import { backupName, backupTables, readBackup, restoreStatements } from "./backup-file.mjs";
import { addCount } from "./events";
import { nightlyCron, runScheduled } from "./scheduled";
import { getLead, setStatus } from "./store";
import { approveQuote, issueInvoice, markPaid, saveJobRecord, sendQuote } from "./money";
import { storeLead } from "./store-lead";
import { workerTestEnv } from "./test-env";
import { saveAvailability } from "./availability";
import { renewCalendarToken } from "./calendar";
import { defaultAvailability } from "../core/data/booking";

/** The Worker's timed work, in Cloudflare's runtime's D1 and R2 (worker/test-env.ts). */

const t = workerTestEnv();
beforeEach(() => t.wipe());

const hour = 3_600_000;
const day = 24 * hour;

/** Every row of every table a backup holds, in a fixed order. */
async function everyRow() {
  const rows: Record<string, unknown[]> = {};
  for (const [table, order] of Object.entries(backupTables)) {
    rows[table] = (await t.db.prepare(`SELECT * FROM ${table} ORDER BY ${order}`).all()).results;
  }
  return rows;
}

/** Leads of every kind the service keeps, and a few days' counts. */
async function seed() {
  const now = new Date();
  await storeLead(t.db, {
    key: "a1b2c3d4e5f6a7b8",
    form: "quote",
    page: "/instant-estimate",
    fields: {
      name: "Zoë O'Brien",
      phone: "(416) 555-0134",
      damage: 'A crack "about 20 cm" long;\nit grew overnight 🚗',
      payer: "insurance",
    },
    photos: [{ n: 1, type: "image/jpeg", size: 4096, key: "leads/a1b2c3d4e5f6a7b8/0f0e/1" }],
    photoDigests: ["ab12"],
    submittedAt: now.toISOString(),
    receivedAt: now,
  });
  await storeLead(t.db, {
    key: null,
    form: "contact",
    page: "/contact-us",
    fields: {
      name: "Sam Okafor",
      email: "sam@example.ca",
      message: "Robert'); DROP TABLE leads;--",
    },
    submittedAt: null,
    receivedAt: new Date(now.getTime() - 3 * day),
  });
  await storeLead(t.db, {
    key: "a1b2c3d4e5f6a7b8",
    form: "quote",
    page: "/instant-estimate",
    fields: { name: "Zoë O'Brien", phone: "(416) 555-0199", damage: "Changed", payer: "self" },
    submittedAt: now.toISOString(),
    receivedAt: new Date(now.getTime() + 1000),
  });
  await setStatus(t.db, "a1b2c3d4e5f6a7b8", "won", now);
  // Its quote, approved, its job record, and its invoice, paid.
  const job = (await getLead(t.db, "a1b2c3d4e5f6a7b8"))!;
  await sendQuote(
    t.db,
    job.id,
    {
      lines: [{ text: "Windshield", cents: 38_999 }],
      claimNumber: "CLM-7",
      deductibleCents: 30_000,
    },
    now,
  );
  await approveQuote(t.db, job.id, { version: 1, sentAt: now.toISOString() }, now);
  await saveJobRecord(
    t.db,
    job.id,
    {
      part: "FW04567",
      adhesive: "Urethane",
      lot: "L1",
      expires: "",
      driveAwayMinutes: 60,
      technician: "Dev",
      calibration: "passed",
      finishedAt: now.toISOString(),
    },
    now,
  );
  await issueInvoice(t.db, job, now);
  await markPaid(t.db, job.id, { method: "insurer", day: now.toISOString().slice(0, 10) }, now);
  // The owner's availability as saved in the inbox, and the calendar feed's address.
  await saveAvailability(t.db, { ...defaultAvailability, closed: ["2026-12-24"] }, now);
  await renewCalendarToken(t.db, now);
  for (const d of ["2026-11-20", "2026-11-21"]) {
    for (const event of ["call", "text", "call"] as const) {
      await addCount(t.db, { day: d, page: "/location/markham-auto-glass", event }, 20_000);
    }
    await addCount(t.db, { day: d, page: "/", event: "lead" }, null);
  }
}

describe("the nightly backup", () => {
  it("is the trigger wrangler.jsonc runs each night", () => {
    expect(readWranglerConfig().triggers.crons).toContain(nightlyCron);
  });

  it("holds every row, and restored into an empty database gives every row back as it was", async () => {
    await seed();
    const before = await everyRow();
    expect(before.leads).toHaveLength(2);
    expect([before.availability, before.calendar_feed].map((rows) => rows?.length)).toEqual([1, 1]);
    expect(
      [before.quotes, before.job_records, before.invoice_counters, before.invoices].map(
        (rows) => rows?.length,
      ),
    ).toEqual([1, 1, 1, 1]);
    const now = Date.now();
    await runScheduled({ cron: nightlyCron, scheduledTime: now }, t.env);

    const name = `${backupPrefix}${backupName(new Date(now).toISOString().slice(0, 10))}`;
    const stored = await t.backups.get(name);
    expect(stored, name).not.toBeNull();
    const backup = readBackup(await stored!.text());
    // The database is lost: a new, empty one gets the backup.
    for (const table of Object.keys(backupTables)) await t.db.prepare(`DELETE FROM ${table}`).run();
    await t.db.batch(restoreStatements(backup).map((sql) => t.db.prepare(sql)));
    expect(await everyRow()).toEqual(before);
  });

  it("reads a backup made before the availability, the calendar or the money were kept, as holding none", () => {
    const older = {
      kind: "gta-auto-glass-leads-backup",
      version: 1,
      takenAt: "2026-11-20T07:40:00Z",
    };
    const tables = { leads: [], event_counts: [], event_days: [] };
    const noMoney = { quotes: [], job_records: [], invoice_counters: [], invoices: [] };
    expect(readBackup(JSON.stringify({ ...older, tables })).tables).toEqual({
      ...tables,
      availability: [],
      calendar_feed: [],
      ...noMoney,
    });
    const version2 = { ...tables, availability: [], calendar_feed: [] };
    expect(readBackup(JSON.stringify({ ...older, version: 2, tables: version2 })).tables).toEqual({
      ...version2,
      ...noMoney,
    });
    expect(() => readBackup(JSON.stringify({ ...older, version: 2, tables }))).toThrow(
      'This backup has no "availability" table.',
    );
  });

  it(`keeps the last ${policyFacts.backupRetentionDays} days' backups, as the privacy policy says`, async () => {
    const now = Date.parse("2026-11-26T07:40:00Z");
    const dayOf = (ago: number) => new Date(now - ago * day).toISOString().slice(0, 10);
    const kept = policyFacts.backupRetentionDays;
    for (const ago of [1, kept - 1, kept, kept + 5]) {
      await t.backups.put(`${backupPrefix}${backupName(dayOf(ago))}`, "{}");
    }
    await runScheduled({ cron: nightlyCron, scheduledTime: now }, t.env);
    const names = (await t.backups.list()).objects.map((o) => o.key).sort();
    expect(names).toEqual(
      [0, 1, kept - 1].map((ago) => `${backupPrefix}${backupName(dayOf(ago))}`).sort(),
    );
  });
});

describe("the hourly clean-up", () => {
  it("deletes the photos no lead lists, an hour after they were stored, and keeps each lead's own", async () => {
    const own = "leads/0a0b0c0d0e0f0a0b/5e4d/1";
    await storeLead(t.db, {
      key: "0a0b0c0d0e0f0a0b",
      form: "quote",
      page: "/",
      fields: { name: "Dana Lee", phone: "647 555 0142" },
      photos: [{ n: 1, type: "image/jpeg", size: 3, key: own }],
      submittedAt: null,
      receivedAt: new Date(),
    });
    const replaced = "leads/0a0b0c0d0e0f0a0b/9a8b/1";
    const neverStored = "leads/ffffeeeeddddcccc/1234/1";
    for (const key of [own, replaced, neverStored]) await t.photos.put(key, new Uint8Array([1]));

    // Within the hour: a send may still be storing its lead.
    await runScheduled({ cron: "17 * * * *", scheduledTime: Date.now() }, t.env);
    expect((await t.photos.list()).objects).toHaveLength(3);
    await runScheduled({ cron: "17 * * * *", scheduledTime: Date.now() + 2 * hour }, t.env);
    expect((await t.photos.list()).objects.map((o) => o.key)).toEqual([own]);
  });

  it("queues again an alert that never reached the queue, a change's as a change", async () => {
    const received = new Date(Date.now() - hour);
    await storeLead(t.db, {
      key: "1a1b1c1d1e1f1a1b",
      form: "contact",
      page: "/contact-us",
      fields: { name: "Priya Shah", message: "First" },
      submittedAt: null,
      receivedAt: received,
    });
    await t.db.prepare("UPDATE leads SET alert_status = 'sent'").run();
    await storeLead(t.db, {
      key: "1a1b1c1d1e1f1a1b",
      form: "contact",
      page: "/contact-us",
      fields: { name: "Priya Shah", message: "Changed" },
      submittedAt: null,
      receivedAt: received,
    });
    await runScheduled({ cron: "17 * * * *", scheduledTime: Date.now() }, t.env);
    expect(t.alerts.map((alert) => [alert.body.leadId, alert.body.kind])).toEqual([
      ["1a1b1c1d1e1f1a1b", "amended"],
    ]);
  });
});
