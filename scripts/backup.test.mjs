import { spawnSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import { mkdir, mkdtemp, readdir, readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { Miniflare } from "miniflare";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { takeBackup } from "../worker/backup-file.mjs";
import { backup, backupsDir, defaultBackupFile, restore } from "./backup.mjs";
import { readWranglerConfig } from "./lead-service.mjs";

/**
 * The restore drill, as docs/going-live.md tells the owner to run it, on the database `npm start`
 * keeps (wrangler's local D1): leads, counts, the availability and the calendar are there, with a
 * photo in the local R2; `npm run backup -- --local` writes them to a file only its owner can
 * read; the database (and the database alone, `v3/d1`) is lost; `npm run restore FILE -- --local`
 * loads the file into a new one, and every row is back as it was, the calendar with a new
 * address, the photo still there. A database that holds anything is never restored into, and a
 * file that is not a backup, or has a row the lead service could not have written, is refused
 * before the database is touched.
 *
 * wrangler runs where the owner runs it, once each: `npm run backup` and `npm run restore`, as
 * the docs tell them (each wrangler command boots it, 4 to 5 s on a small machine). The test
 * writes and reads the same files in this process, through Miniflare on wrangler's layout of
 * `--persist-to` (`storage`), and runs `backup()` and `restore()` in it for the rest: the default
 * folder, -- --keep-calendar, a second restore, the files refused. What a restore decides before
 * it loads (the rows it takes, the calendar's address, its words) is
 * worker/backup-restore.test.ts's.
 */

const root = fileURLToPath(new URL("..", import.meta.url));
const config = readWranglerConfig();
let work;
let stateDir;
/** The rows the drill starts with, as written, in a backup's order. */
let seeded;
/** The backup the drill starts from, and what `npm run backup` said writing it. */
let first;
let firstRun;

/** `npm run <script> -- <args>` on the database in `stateDir`; its exit code and output. */
function npmRun(script, args) {
  const run = spawnSync("npm", ["run", "--silent", script, "--", ...args], {
    cwd: root,
    env: { ...process.env, STATE_DIR: stateDir },
    encoding: "utf8",
  });
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
}

const photoBucket = config.r2_buckets.find(
  (bucket) => bucket.binding === "LEAD_PHOTOS",
).bucket_name;

/**
 * npm start's database and photos in `dir` (`stateDir` unless told), opened in this process for
 * `act`: Miniflare on the files wrangler keeps under `--persist-to` (v3/d1, v3/r2, the database
 * by its id, the bucket by its name), closed again before wrangler or a lost database's move
 * touches them. A wrangler command does the same in seconds more.
 */
async function storage(act, dir = stateDir) {
  const mf = new Miniflare({
    modules: true,
    script: "export default { fetch() { return new Response(null, { status: 404 }); } }",
    d1Databases: { DB: config.d1_databases[0].database_id },
    d1Persist: path.join(dir, "v3", "d1"),
    r2Buckets: { LEAD_PHOTOS: photoBucket },
    r2Persist: path.join(dir, "v3", "r2"),
  });
  try {
    return await act({
      db: await mf.getD1Database("DB"),
      photos: await mf.getR2Bucket("LEAD_PHOTOS"),
    });
  } finally {
    await mf.dispose();
  }
}

/**
 * The database `db` (in `dir`) for `backup()` and `restore()` in this process, in the place of
 * wrangler's, under the name the owner sees, recording in `asked` what it is asked. Its
 * migrations are applied already (`migrated`): `migrate` applies none.
 */
function inProcess(db, { asked = [], dir = stateDir } = {}) {
  const run = async (statements) =>
    (await db.batch(statements.map((statement) => db.prepare(statement)))).map(
      (result) => result.results,
    );
  return {
    name: `the local database (${dir})`,
    async migrate() {
      asked.push("migrate");
    },
    async query(statements) {
      asked.push("query");
      return run(statements);
    },
    async load(statements) {
      asked.push("load");
      await run(statements);
    },
  };
}

/** Every row of every table now, as a backup reads them. */
const tablesOf = async (db) => (await takeBackup(inProcess(db).query)).tables;

/** What `act` prints with console.log, and what it throws (null when nothing). */
async function printing(act) {
  const lines = [];
  const log = vi.spyOn(console, "log").mockImplementation((line) => void lines.push(line));
  try {
    const error = await act().then(
      () => null,
      (thrown) => thrown,
    );
    return { printed: lines.join("\n"), error };
  } finally {
    log.mockRestore();
  }
}

/** The database is lost, as the docs tell the owner to set it aside: its folder, not the photos'. */
const loseDatabase = () =>
  rename(path.join(stateDir, "v3", "d1"), path.join(work, `d1-lost-${Date.now()}`));

/** Every statement of the migrations, in order, without their comments. */
function migrationStatements() {
  const dir = path.join(root, "worker", "migrations");
  return readdirSync(dir)
    .filter((file) => file.endsWith(".sql"))
    .sort()
    .flatMap((file) =>
      readFileSync(path.join(dir, file), "utf8")
        .replace(/--.*$/gm, "")
        .split(";")
        .map((statement) => statement.trim())
        .filter(Boolean),
    );
}

/** `db` with the tables as the Worker expects them. */
const migrated = (db) => db.batch(migrationStatements().map((statement) => db.prepare(statement)));

const photoKey = "leads/3f9a1c0de2b4a6c8/77aa/1";
const photoBytes = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46]);
const calendarToken = "Kq3vZ8pL1xW9nR4tY7uB2cE5gH0jM6sA-d_FfGiJkLo";
const statusToken = "n1Xo2Yp3Zq4Ar5Bs6Ct7Du8Ev9Fw0Gx1Hy2Iz3J_K-L";

/**
 * Leads as the service stores them (quotes, a line break, emoji, accents, photos, a booking),
 * counts, the availability and the calendar, in the migrated database, and the lead's photo in
 * the bucket beside it; the rows as written, in a backup's order.
 */
async function seed() {
  const lead = (id, form, fields, extra) => ({
    id,
    form,
    page: form === "quote" ? "/location/markham-auto-glass" : "/contact-us",
    fields: JSON.stringify(fields),
    search: Object.values(fields).join("\n").toLowerCase(),
    content_hash: `hash-${id}`,
    via: "script",
    received_at: "2026-11-20T14:03:11.512Z",
    updated_at: "2026-11-21T09:00:00.000Z",
    ...extra,
  });
  const leads = [
    lead(
      "0b1c2d3e4f5a6b7c",
      "contact",
      { name: "Sam Okafor", message: "Robert'); DROP TABLE leads;--" },
      {
        status: "contacted",
        photos: "[]",
        alert_status: "failed",
        alert_attempts: 6,
        alert_error: "The webhook answered 500",
        submitted_at: "2026-11-20T09:03:10.000-05:00",
      },
    ),
    lead(
      "3f9a1c0de2b4a6c8",
      "quote",
      { name: "Zoë O'Brien", phone: "416-555-0134", damage: 'A "20 cm" crack;\n🚗 it grew' },
      {
        status: "won",
        photos: JSON.stringify([{ n: 1, type: "image/jpeg", size: 91234, key: photoKey }]),
        alert_status: "sent",
        alert_attempts: 1,
        alert_email_at: "2026-11-20T14:03:14.000Z",
        amended_at: "2026-11-20T14:05:00.000Z",
        booking_day: "2026-12-01",
        booking_window: "morning",
        booking_state: "held",
        held_at: "2026-11-20T14:05:00.000Z",
        phone: "4165550134",
        status_token: statusToken,
      },
    ),
    lead(
      "9e8d7c6b5a4f3e2d",
      "quote",
      { name: "Zoë O'Brien", phone: "416-555-0134" },
      {
        status: "new",
        photos: "[]",
        alert_status: "off",
        alert_attempts: 0,
        booking_day: "2026-12-02",
        booking_window: "evening",
        booking_state: "moved",
        booking_reason: "3f9a1c0de2b4a6c8",
        phone: "4165550134",
      },
    ),
  ];
  /** The rows with every column any of them has, NULL where one has none. */
  const every = (rows) => {
    const columns = [...new Set(rows.flatMap((row) => Object.keys(row)))];
    return rows.map((row) => Object.fromEntries(columns.map((c) => [c, row[c] ?? null])));
  };
  const availability = JSON.parse(
    readFileSync(path.join(root, "content", "availability.json"), "utf8"),
  );
  const tables = {
    leads: every(leads),
    event_counts: [
      { day: "2026-11-20", page: "/", event: "call", count: 4 },
      { day: "2026-11-20", page: "/location/markham-auto-glass", event: "lead", count: 1 },
      { day: "2026-11-21", page: "/404", event: "text", count: 2 },
    ],
    event_days: [
      { day: "2026-11-20", total: 4 },
      { day: "2026-11-21", total: 2 },
    ],
    availability: [
      {
        id: 1,
        settings: JSON.stringify({ ...availability, closed: ["2026-12-25"], sample: false }),
        updated_at: "2026-11-19T20:00:00.000Z",
      },
    ],
    calendar_feed: [{ id: 1, token: calendarToken, created_at: "2026-11-19T20:01:00.000Z" }],
  };
  await storage(async ({ db, photos }) => {
    await migrated(db);
    await db.batch(
      Object.entries(tables).flatMap(([table, rows]) =>
        rows.map((row) => {
          const columns = Object.keys(row);
          return db
            .prepare(
              `INSERT INTO ${table} (${columns.join(", ")}) VALUES (${columns.map(() => "?").join(", ")})`,
            )
            .bind(...Object.values(row));
        }),
      ),
    );
    await photos.put(photoKey, new Uint8Array(photoBytes), {
      httpMetadata: { contentType: "image/jpeg" },
    });
  });
  return tables;
}

beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), "backup-drill-"));
  stateDir = path.join(work, "state");
  seeded = await seed();
  // An older copy that anyone on the computer could read: the backup takes its place.
  first = path.join(work, "first.json");
  await writeFile(first, "{}\n", { mode: 0o644 });
  firstRun = npmRun("backup", ["--local", "--out", first]);
}, 120_000);
afterAll(() => rm(work, { recursive: true, force: true }));

describe("npm run backup", () => {
  it("writes every row to a file only its owner can read, also over one others could", async () => {
    expect(firstRun.output).toContain("Backed up the local database");
    expect(firstRun.output).toContain("3 leads and 3 daily counts");
    expect(firstRun.output).toContain("keep it where only you can read it");
    expect(firstRun.status).toBe(0);
    expect((await stat(first)).mode & 0o777).toBe(0o600);
    // What was there, every column written, as written: the fields as typed, the photos' index.
    const { tables } = JSON.parse(await readFile(first, "utf8"));
    expect(tables).toMatchObject(seeded);
    expect(JSON.parse(tables.leads[1].fields).damage).toBe('A "20 cm" crack;\n🚗 it grew');
  });

  it("writes by default into backups/, a folder git leaves out and only its owner opens", async () => {
    expect(path.relative(root, defaultBackupFile("2026-11-26"))).toBe(
      path.join("backups", "leads-backup-2026-11-26.json"),
    );
    expect(path.dirname(defaultBackupFile("2026-11-26"))).toBe(backupsDir);
    const ignored = spawnSync(
      "git",
      ["check-ignore", "--no-index", "-q", defaultBackupFile("2026-11-26")],
      { cwd: root },
    );
    expect(ignored.status, "git ignores backups/").toBe(0);
    // Without --out, into the folder (here one of the test's own, left open to others), the
    // day's name, the same rows as npm run backup read through wrangler.
    const folder = path.join(work, "backups");
    await mkdir(folder, { mode: 0o755 });
    const { printed, error } = await storage(({ db }) =>
      printing(() => backup(["--local"], { database: inProcess(db), folder })),
    );
    expect(error).toBeNull();
    expect((await stat(folder)).mode & 0o777).toBe(0o700);
    const [name, ...others] = await readdir(folder);
    expect(others).toEqual([]);
    expect(name).toMatch(/^leads-backup-\d{4}-\d{2}-\d{2}\.json$/);
    expect(printed).toContain(`, to ${path.relative(process.cwd(), path.join(folder, name))}.`);
    expect((await stat(path.join(folder, name))).mode & 0o777).toBe(0o600);
    const [taken, before] = await Promise.all(
      [path.join(folder, name), first].map(async (file) =>
        JSON.parse(await readFile(file, "utf8")),
      ),
    );
    expect(taken.tables).toEqual(before.tables);
  });
});

describe("npm run restore", () => {
  it("keeps the calendar's address when told to, and never restores into a database that holds leads", async () => {
    const asked = [];
    const dir = path.join(work, "another-state");
    const { kept, before, again, after } = await storage(async ({ db }) => {
      await migrated(db);
      const database = inProcess(db, { asked, dir });
      const kept = await printing(() =>
        restore([first, "--local", "--keep-calendar"], { database }),
      );
      const before = await tablesOf(db);
      const again = await printing(() => restore([first, "--local"], { database }));
      return { kept, before, again, after: await tablesOf(db) };
    }, dir);
    expect(kept.error).toBeNull();
    expect(kept.printed).toContain("Restored 3 leads and 3 daily counts");
    expect(kept.printed).toContain("Your calendar keeps the address the backup holds");
    // Every row of every table as the file has it, the calendar's address too.
    expect(before).toEqual(JSON.parse(await readFile(first, "utf8")).tables);
    // A second restore would double or overwrite: it is refused, and nothing changes.
    expect(again.error?.message).toBe(
      `Nothing was restored: the local database (${dir}) is not empty (3 lead(s), 3 daily count(s)). A backup is restored into an empty database only: docs/going-live.md, "Backups".`,
    );
    expect(asked).toEqual(["migrate", "query", "load", "migrate", "query"]);
    expect(after).toEqual(before);
  });

  it("gives back every row and photo after the database alone is lost, the calendar at a new address", async () => {
    await loseDatabase();
    const restored = npmRun("restore", [first, "--local"]);
    expect(restored.output).toContain("Restored 3 leads and 3 daily counts");
    expect(restored.output).toContain("Your calendar has a new address");
    expect(restored.status).toBe(0);

    const { after, photo } = await storage(async ({ db, photos }) => ({
      after: await tablesOf(db),
      photo: await (await photos.get(photoKey))?.arrayBuffer(),
    }));
    const { tables: before } = JSON.parse(await readFile(first, "utf8"));
    // Every row, every column, as it was; the calendar's row with its new address.
    expect({ ...after, calendar_feed: [] }).toEqual({ ...before, calendar_feed: [] });
    const [feed, ...more] = after.calendar_feed;
    expect(more).toEqual([]);
    expect(feed.id).toBe(1);
    expect(feed.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(feed.token).not.toBe(calendarToken);
    expect(Date.parse(feed.created_at)).toBeGreaterThan(
      Date.parse(before.calendar_feed[0].created_at),
    );
    // The status pages' addresses are the drivers' links: they stay.
    expect(after.leads.map((lead) => lead.status_token)).toEqual([null, statusToken, null]);
    // The photo the index names is where it was: only the database was set aside.
    expect(Buffer.from(photo)).toEqual(photoBytes);
  }, 120_000);

  /** The first backup with one change made to it, written to a file of its own. */
  async function tampered(name, change) {
    const backup = JSON.parse(await readFile(first, "utf8"));
    change(backup.tables);
    const file = path.join(work, `${name}.json`);
    await writeFile(file, JSON.stringify(backup));
    return file;
  }

  /** What a restore of `file` refuses it with, and what it asked of the database (nothing). */
  async function refusal(file) {
    const asked = [];
    const { error } = await printing(() =>
      restore([file, "--local"], { database: inProcess(null, { asked }) }),
    );
    expect(asked, file).toEqual([]);
    return error?.message ?? null;
  }

  it("refuses a file that is not a backup, or with a row the lead service could not have written, naming it, before it touches the database", async () => {
    expect(await refusal(path.join(root, "package.json"))).toBe(
      `This file is not a backup of the leads (it has no "kind": "gta-auto-glass-leads-backup").`,
    );
    const cases = [
      [
        (tables) => (tables.leads[2].booking_day = "2026-13-01"),
        `This backup's leads, row 3: booking_day "2026-13-01" is not a day on the calendar.`,
      ],
      [
        (tables) => (tables.leads[1].status_token = "the-attackers-own-link"),
        `This backup's leads, row 2: status_token "the-attackers-own-link" is not 43 URL-safe characters (letters, digits, - and _).`,
      ],
      [
        (tables) => {
          const settings = JSON.parse(tables.availability[0].settings);
          settings.windows.evening.ends = "24:59";
          tables.availability[0].settings = JSON.stringify(settings);
        },
        `This backup's availability, row 1: settings is not an availability the inbox can use (windows.evening.ends: expected a 24-hour time from 00:00 to 23:59, such as "08:00" or "18:30").`,
      ],
      [
        (tables) => {
          const settings = JSON.parse(tables.availability[0].settings);
          settings.closed.push("2026-13-45");
          tables.availability[0].settings = JSON.stringify(settings);
        },
        `This backup's availability, row 1: settings is not an availability the inbox can use (closed › entry 2: a day on the calendar, written like "2026-12-25").`,
      ],
      [
        (tables) => (tables.calendar_feed[0].token = "known"),
        `This backup's calendar_feed, row 1: token "known" is not 43 URL-safe characters (letters, digits, - and _).`,
      ],
    ];
    for (const [i, [change, message]] of cases.entries()) {
      expect(await refusal(await tampered(`tampered-${i}`, change))).toBe(message);
    }
  });
});
