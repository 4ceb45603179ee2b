import { spawnSync } from "node:child_process";
import { mkdir, mkdtemp, readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { defaultBackupFile, privateFolder, restore } from "./backup.mjs";
import { migrateLocal, readWranglerConfig, wrangler } from "./lead-service.mjs";

/**
 * The restore drill, as docs/going-live.md tells the owner to run it, on the database `npm start`
 * keeps (wrangler's local D1): leads, counts, the availability and the calendar are there, with a
 * photo in the local R2; `npm run backup -- --local` writes them to a file only its owner can
 * read; the database (and the database alone, `v3/d1`) is lost; `npm run restore FILE -- --local`
 * loads the file into a new one, and every row is back as it was, the photo still there, the
 * calendar with a new address unless the owner keeps the old. A database that holds anything is
 * never restored into, and a file with a row the lead service could not have written is refused,
 * naming the row, before anything is loaded.
 */

const root = fileURLToPath(new URL("..", import.meta.url));
let work;
let stateDir;
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

const local = () => ["--local", "--persist-to", stateDir];

/** Each statement's rows, run on the local database in one wrangler call. */
function query(...statements) {
  const output = wrangler(
    ["d1", "execute", "DB", ...local(), "--json", "--command", statements.join(";\n")],
    { quiet: true },
  );
  return JSON.parse(output).map((result) => result.results);
}

/** The database is lost, as the docs tell the owner to set it aside: its folder, not the photos'. */
const loseDatabase = () =>
  rename(path.join(stateDir, "v3", "d1"), path.join(work, `d1-lost-${Date.now()}`));

const sql = (text) => `'${text.replaceAll("'", "''")}'`;

const photoBucket = readWranglerConfig().r2_buckets.find(
  (bucket) => bucket.binding === "LEAD_PHOTOS",
).bucket_name;
const photoKey = "leads/3f9a1c0de2b4a6c8/77aa/1";
const photoBytes = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46]);
const calendarToken = "Kq3vZ8pL1xW9nR4tY7uB2cE5gH0jM6sA-d_FfGiJkLo";
const statusToken = "n1Xo2Yp3Zq4Ar5Bs6Ct7Du8Ev9Fw0Gx1Hy2Iz3J_K-L";

/** Leads as the service stores them: quotes, a line break, emoji, accents, photos, a booking. */
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
  const insert = (table, rows) => {
    const columns = Object.keys(rows[0]);
    return `INSERT INTO ${table} (${columns.join(", ")}) VALUES ${rows
      .map(
        (row) =>
          `(${columns.map((c) => (row[c] === undefined ? "NULL" : typeof row[c] === "number" ? row[c] : sql(row[c]))).join(", ")})`,
      )
      .join(", ")};`;
  };
  const every = (rows) => {
    const columns = [...new Set(rows.flatMap((row) => Object.keys(row)))];
    return rows.map((row) => Object.fromEntries(columns.map((c) => [c, row[c]])));
  };
  const availability = JSON.parse(
    await readFile(path.join(root, "content", "availability.json"), "utf8"),
  );
  wrangler(
    [
      "d1",
      "execute",
      "DB",
      ...local(),
      "--command",
      [
        insert("leads", every(leads)),
        insert("event_counts", [
          { day: "2026-11-20", page: "/", event: "call", count: 4 },
          { day: "2026-11-20", page: "/location/markham-auto-glass", event: "lead", count: 1 },
          { day: "2026-11-21", page: "/404", event: "text", count: 2 },
        ]),
        insert("event_days", [
          { day: "2026-11-20", total: 4 },
          { day: "2026-11-21", total: 2 },
        ]),
        insert("availability", [
          {
            id: 1,
            settings: JSON.stringify({ ...availability, closed: ["2026-12-25"], sample: false }),
            updated_at: "2026-11-19T20:00:00.000Z",
          },
        ]),
        insert("calendar_feed", [
          { id: 1, token: calendarToken, created_at: "2026-11-19T20:01:00.000Z" },
        ]),
      ].join("\n"),
    ],
    { quiet: true },
  );
  // The lead's photo, in the bucket `npm start` keeps beside the database.
  const photo = path.join(work, "photo.jpg");
  await writeFile(photo, photoBytes);
  wrangler(
    [
      "r2",
      "object",
      "put",
      `${photoBucket}/${photoKey}`,
      ...local(),
      "--content-type",
      "image/jpeg",
      "--file",
      photo,
    ],
    { quiet: true },
  );
}

beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), "backup-drill-"));
  stateDir = path.join(work, "state");
  migrateLocal(stateDir);
  await seed();
  // An older copy that anyone on the computer could read: the backup takes its place.
  first = path.join(work, "first.json");
  await writeFile(first, "{}\n", { mode: 0o644 });
  firstRun = npmRun("backup", ["--local", "--out", first]);
}, 120_000);
afterAll(() => rm(work, { recursive: true, force: true }));

describe("npm run backup", () => {
  it("writes a file only its owner can read, also over one others could", async () => {
    expect(firstRun.output).toContain("Backed up the local database");
    expect(firstRun.output).toContain("3 leads and 3 daily counts");
    expect(firstRun.output).toContain("keep it where only you can read it");
    expect(firstRun.status).toBe(0);
    expect((await stat(first)).mode & 0o777).toBe(0o600);
  });

  it("writes by default into backups/, a folder git leaves out and only its owner opens", async () => {
    const file = defaultBackupFile("2026-11-26");
    expect(path.relative(root, file)).toBe(path.join("backups", "leads-backup-2026-11-26.json"));
    const ignored = spawnSync("git", ["check-ignore", "--no-index", "-q", file], { cwd: root });
    expect(ignored.status, "git ignores backups/").toBe(0);
    const folder = path.join(work, "backups");
    await mkdir(folder, { mode: 0o755 });
    await privateFolder(folder);
    expect((await stat(folder)).mode & 0o777).toBe(0o700);
  });
});

describe("npm run restore", () => {
  it("gives back every row and photo after the database is lost, and never restores over one that holds leads", async () => {
    await loseDatabase();
    const restored = npmRun("restore", [first, "--local", "--keep-calendar"]);
    expect(restored.output).toContain("Restored 3 leads and 3 daily counts");
    expect(restored.output).toContain("Your calendar keeps the address the backup holds");
    expect(restored.status).toBe(0);

    // Every row, every column, as it was: the calendar's address too, as the owner asked.
    const again = path.join(work, "again.json");
    expect(npmRun("backup", ["--local", "--out", again]).status).toBe(0);
    const [before, after] = await Promise.all(
      [first, again].map(async (file) => JSON.parse(await readFile(file, "utf8"))),
    );
    expect(after.tables).toEqual(before.tables);
    expect(after.tables.calendar_feed[0].token).toBe(calendarToken);
    // And the backup held what was there: the fields as typed, the status, the photos' index.
    const zoe = after.tables.leads.find((lead) => lead.id === "3f9a1c0de2b4a6c8");
    expect(JSON.parse(zoe.fields).damage).toBe('A "20 cm" crack;\n🚗 it grew');
    expect(zoe).toMatchObject({
      status: "won",
      alert_status: "sent",
      amended_at: "2026-11-20T14:05:00.000Z",
      status_token: statusToken,
    });
    expect(JSON.parse(zoe.photos)).toEqual([
      { n: 1, type: "image/jpeg", size: 91234, key: photoKey },
    ]);
    // The photo the index names is where it was: only the database was set aside.
    const photo = path.join(work, "photo-again.jpg");
    wrangler(["r2", "object", "get", `${photoBucket}/${photoKey}`, ...local(), "--file", photo], {
      quiet: true,
    });
    expect(await readFile(photo)).toEqual(photoBytes);

    // A second restore would double or overwrite: it is refused, and nothing changes.
    const refused = npmRun("restore", [first, "--local"]);
    expect(refused.status).toBe(1);
    expect(refused.output).toContain("Nothing was restored: the local database");
    expect(refused.output).toContain("is not empty (3 lead(s), 3 daily count(s))");
    // And a file that is not a backup says so.
    const notBackup = npmRun("restore", [path.join(root, "package.json"), "--local"]);
    expect(notBackup.status).toBe(1);
    expect(notBackup.output).toContain("This file is not a backup of the leads");
  }, 180_000);

  it("gives the calendar a new address unless told to keep it, and says so", async () => {
    await loseDatabase();
    const restored = npmRun("restore", [first, "--local"]);
    expect(restored.status).toBe(0);
    expect(restored.output).toContain("Restored 3 leads and 3 daily counts");
    expect(restored.output).toContain("Your calendar has a new address");
    expect(restored.output).toContain(
      "Calendar apps subscribed to the old address stop updating: open the inbox, copy the new address",
    );
    const [[feed], tokens] = query(
      "SELECT token FROM calendar_feed",
      "SELECT status_token FROM leads WHERE status_token IS NOT NULL",
    );
    expect(feed.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(feed.token).not.toBe(calendarToken);
    // The status pages' addresses are the drivers' links: they stay.
    expect(tokens).toEqual([{ status_token: statusToken }]);
  }, 120_000);

  /** The first backup with one change made to it, written to a file of its own. */
  async function tampered(name, change) {
    const backup = JSON.parse(await readFile(first, "utf8"));
    change(backup.tables);
    const file = path.join(work, `${name}.json`);
    await writeFile(file, JSON.stringify(backup));
    return file;
  }

  /** What a restore of `file` refuses it with (on the drill's database, which it never reaches). */
  async function refusal(file) {
    const stateBefore = process.env.STATE_DIR;
    process.env.STATE_DIR = stateDir;
    try {
      await restore([file, "--local"]);
      return null;
    } catch (error) {
      return error.message;
    } finally {
      if (stateBefore === undefined) delete process.env.STATE_DIR;
      else process.env.STATE_DIR = stateBefore;
    }
  }

  it("refuses a file with a row the lead service could not have written, naming it, before it loads any", async () => {
    const cases = [
      [
        (tables) => (tables.leads[2].booking_day = "2026-13-01"),
        `This backup's leads, row 3: booking_day "2026-13-01" is not a day on the calendar.`,
      ],
      [
        (tables) => (tables.leads[0].status_token = "the-attackers-own-link"),
        `This backup's leads, row 1: status_token "the-attackers-own-link" is not 43 URL-safe characters (letters, digits, - and _).`,
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
