import { spawnSync } from "node:child_process";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migrateLocal, wrangler } from "./lead-service.mjs";

/**
 * The restore drill, as docs/going-live.md tells the owner to run it, on the database `npm start` keeps
 * (wrangler's local D1): leads and counts are there, `npm run backup -- --local` writes them to a
 * file, the database is lost, `npm run restore FILE -- --local` loads the file into a new one,
 * and every row is back as it was. A database that holds anything is never restored into.
 */

const root = fileURLToPath(new URL("..", import.meta.url));
let work;
let stateDir;

/** `npm run <script> -- <args>` on the database in `stateDir`; its exit code and output. */
function npmRun(script, args) {
  const run = spawnSync("npm", ["run", "--silent", script, "--", ...args], {
    cwd: root,
    env: { ...process.env, STATE_DIR: stateDir },
    encoding: "utf8",
  });
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
}

const sql = (text) => `'${text.replaceAll("'", "''")}'`;

/** Leads as the service stores them: quotes, a line break, emoji, accents, photos, statuses. */
function seed() {
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
      { name: "Zoë O'Brien", damage: 'A "20 cm" crack;\n🚗 it grew' },
      {
        status: "won",
        photos: JSON.stringify([
          { n: 1, type: "image/jpeg", size: 91234, key: "leads/3f9a1c0de2b4a6c8/77aa/1" },
        ]),
        alert_status: "sent",
        alert_attempts: 1,
        alert_email_at: "2026-11-20T14:03:14.000Z",
        amended_at: "2026-11-20T14:05:00.000Z",
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
        submitted_at: "2026-11-20T14:03:10.000Z",
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
  wrangler(
    [
      "d1",
      "execute",
      "DB",
      "--local",
      "--persist-to",
      stateDir,
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
      ].join("\n"),
    ],
    { quiet: true },
  );
}

beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), "backup-drill-"));
  stateDir = path.join(work, "state");
  migrateLocal(stateDir);
  seed();
}, 120_000);
afterAll(() => rm(work, { recursive: true, force: true }));

describe("npm run backup and npm run restore", () => {
  it("give back every row after the database is lost, and never restore over one that holds leads", async () => {
    const first = path.join(work, "first.json");
    const backedUp = npmRun("backup", ["--local", "--out", first]);
    expect(backedUp.output).toContain("Backed up the local database");
    expect(backedUp.output).toContain("2 leads and 3 daily counts");
    expect(backedUp.status).toBe(0);

    // The database is lost.
    await rm(stateDir, { recursive: true, force: true });
    const restored = npmRun("restore", [first, "--local"]);
    expect(restored.output).toContain("Restored 2 leads and 3 daily counts");
    expect(restored.status).toBe(0);

    // Every row, every column, as it was.
    const again = path.join(work, "again.json");
    expect(npmRun("backup", ["--local", "--out", again]).status).toBe(0);
    const [before, after] = await Promise.all(
      [first, again].map(async (file) => JSON.parse(await readFile(file, "utf8"))),
    );
    expect(after.tables).toEqual(before.tables);
    // And the backup held what was there: the fields as typed, the status, the photos' index.
    const zoe = after.tables.leads.find((lead) => lead.id === "3f9a1c0de2b4a6c8");
    expect(JSON.parse(zoe.fields).damage).toBe('A "20 cm" crack;\n🚗 it grew');
    expect(zoe).toMatchObject({
      status: "won",
      alert_status: "sent",
      amended_at: "2026-11-20T14:05:00.000Z",
    });
    expect(JSON.parse(zoe.photos)).toEqual([
      { n: 1, type: "image/jpeg", size: 91234, key: "leads/3f9a1c0de2b4a6c8/77aa/1" },
    ]);

    // A second restore would double or overwrite: it is refused, and nothing changes.
    const refused = npmRun("restore", [first, "--local"]);
    expect(refused.status).toBe(1);
    expect(refused.output).toContain("Nothing was restored: the local database");
    expect(refused.output).toContain("is not empty (2 lead(s), 3 daily count(s))");
    // And a file that is not a backup says so.
    const notBackup = npmRun("restore", [path.join(root, "package.json"), "--local"]);
    expect(notBackup.status).toBe(1);
    expect(notBackup.output).toContain("This file is not a backup of the leads");
  }, 180_000);
});
