// `npm run backup` and `npm run restore FILE`: the lead service's database to a file and back
// (worker/backup-file.mjs says what a backup holds). The deployed database by default, through
// wrangler and the Cloudflare account it is signed in to; with `--local`, the one `npm start`
// keeps on this computer (STATE_DIR, as `npm start` reads it).
//
//   npm run backup                        the deployed database to backups/leads-backup-<day>.json
//   npm run backup -- --local             npm start's database
//   npm run backup -- --out FILE          to FILE instead
//   npm run restore FILE                  FILE into the deployed database, which must be empty
//   npm run restore FILE -- --local       FILE into npm start's database
//   npm run restore FILE -- --keep-calendar   and keep the calendar address the file holds
//
// A backup holds every lead's name, phone, email, car and address hints, the calendar's address
// and each status page's: the file is made readable by its owner alone (0600), by default in
// `backups/` (0700, git-ignored). A restore holds every row of the file to its table's rules
// (worker/backup-restore.ts) and refuses the file, naming the row, when one breaks them; it applies
// the database's migrations, refuses a database that holds any lead or count (it adds to nothing
// and overwrites nothing), and loads every row of the file, with a new calendar address unless
// told to keep the old one.
import { existsSync } from "node:fs";
import { chmod, mkdir, mkdtemp, open, readFile, rename, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import {
  backupName,
  backupSummary,
  readBackup,
  restoreStatements,
  takeBackup,
} from "../worker/backup-file.mjs";
import { defaultStateDir, wrangler } from "./lead-service.mjs";

const root = fileURLToPath(new URL("..", import.meta.url));

/** Where `npm run backup` writes unless told otherwise: a folder .gitignore leaves out. */
export const backupsDir = path.join(root, "backups");

/** The file a backup taken on `day` goes to by default. */
export const defaultBackupFile = (/** @type {string} */ day) =>
  path.join(backupsDir, backupName(day));

/** Where the command runs: the deployed database, or npm start's with --local. */
function target(args) {
  if (args.includes("--local")) {
    const stateDir = path.resolve(root, process.env.STATE_DIR || defaultStateDir);
    const shown = path.relative(root, stateDir);
    return {
      name: `the local database (${shown && !shown.startsWith("..") ? shown : stateDir})`,
      flags: ["--local", "--persist-to", stateDir],
      local: true,
    };
  }
  return { name: "the deployed database", flags: ["--remote"], local: false };
}

/** Runs SQL statements through wrangler; each statement's rows. */
function execute(flags, statements) {
  const output = wrangler(
    ["d1", "execute", "DB", ...flags, "--json", "--command", statements.join(";\n")],
    { quiet: true },
  );
  const results = JSON.parse(output);
  return results.map((result) => result.results ?? []);
}

/** The value after a flag, or null. */
function option(args, flag) {
  const at = args.indexOf(flag);
  return at >= 0 && args[at + 1] && !args[at + 1].startsWith("--") ? args[at + 1] : null;
}

/** A folder only its owner can open (0700), made if it is not there. */
export async function privateFolder(/** @type {string} */ dir) {
  await mkdir(dir, { recursive: true, mode: 0o700 });
  await chmod(dir, 0o700);
}

/**
 * Writes `text` to `file` readable and writable by its owner alone (0600), also when it replaces
 * a file that others could read: it is written beside it under a name of its own, made 0600,
 * and then takes the file's place, so no one else ever reads a byte of it (and a backup that
 * fails half-way leaves the file before it as it was).
 */
export async function writePrivateFile(/** @type {string} */ file, /** @type {string} */ text) {
  const temporary = `${file}.${process.pid}.${Date.now()}.part`;
  const handle = await open(temporary, "wx", 0o600);
  try {
    await handle.chmod(0o600);
    await handle.writeFile(text);
    await handle.sync();
  } finally {
    await handle.close();
  }
  try {
    await rename(temporary, file);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
}

export async function backup(args) {
  const where = target(args);
  const taken = await takeBackup(async (statements) => execute(where.flags, statements));
  const out = option(args, "--out");
  if (!out) await privateFolder(backupsDir);
  const file = path.resolve(out ?? defaultBackupFile(taken.takenAt.slice(0, 10)));
  await writePrivateFile(file, `${JSON.stringify(taken, null, 1)}\n`);
  console.log(
    `Backed up ${where.name}: ${backupSummary(taken)}, to ${path.relative(process.cwd(), file) || file}.
It holds every lead's name, phone, email, car and address, your calendar's address and each
status page's: keep it where only you can read it, never in email, a shared drive or git, and
delete the copies you no longer need (docs/going-live.md, "Backups").`,
  );
}

/**
 * What a restore holds a backup to, and the new calendar address it makes: worker/backup-restore.ts,
 * bundled by esbuild as the restore runs, since Node cannot run its TypeScript. It reads the
 * days and the availability by the very rules the Worker and the editor use.
 */
async function restoreRules() {
  const { build } = await import("esbuild");
  const { outputFiles } = await build({
    entryPoints: [path.join(root, "worker", "backup-restore.ts")],
    bundle: true,
    format: "esm",
    platform: "node",
    target: "node20",
    write: false,
    logLevel: "silent",
  });
  const code = Buffer.from(outputFiles[0].text).toString("base64");
  return /** @type {Promise<typeof import("../worker/backup-restore.ts")>} */ (
    import(`data:text/javascript;base64,${code}`)
  );
}

export async function restore(args) {
  const file = args.find((arg) => !arg.startsWith("--"));
  if (!file)
    throw new Error("Say which backup to restore: npm run restore leads-backup-2026-11-26.json");
  if (!existsSync(file)) throw new Error(`There is no file ${file}.`);
  const { checkBackupRows, withNewCalendarAddress } = await restoreRules();
  const loaded = checkBackupRows(readBackup(await readFile(file, "utf8")));
  const keepCalendar = args.includes("--keep-calendar");
  const restoring = keepCalendar ? loaded : withNewCalendarAddress(loaded, new Date());
  const where = target(args);

  // The tables as the Worker expects them, then nothing in them.
  wrangler(["d1", "migrations", "apply", "DB", ...where.flags], { quiet: true });
  const [[held] = []] = execute(where.flags, [
    "SELECT (SELECT count(*) FROM leads) AS leads, (SELECT count(*) FROM event_counts) AS counts",
  ]);
  if (held && (held.leads > 0 || held.counts > 0)) {
    throw new Error(
      `Nothing was restored: ${where.name} is not empty (${held.leads} lead(s), ${held.counts} daily count(s)). A backup is restored into an empty database only: docs/going-live.md, "Backups".`,
    );
  }
  const statements = restoreStatements(restoring);
  if (statements.length > 0) {
    const dir = await mkdtemp(path.join(tmpdir(), "restore-"));
    try {
      const sql = path.join(dir, "restore.sql");
      await writeFile(sql, `${statements.join("\n")}\n`, { mode: 0o600 });
      wrangler(["d1", "execute", "DB", ...where.flags, "--yes", "--file", sql], { quiet: true });
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }
  console.log(
    `Restored ${backupSummary(loaded)}, backed up ${loaded.takenAt}, into ${where.name}.`,
  );
  if (loaded.tables.calendar_feed.length > 0) {
    console.log(
      keepCalendar
        ? "Your calendar keeps the address the backup holds, as you asked: anyone who has that address, or a copy of this backup, can still see your jobs."
        : `Your calendar has a new address, so no one who has the old one, or a copy of this backup, can see your jobs. Calendar apps subscribed to the old address stop updating: open the inbox, copy the new address from "Your calendar" and subscribe them to it again. (To keep the old address instead, restore into an empty database with -- --keep-calendar.)`,
    );
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [command, ...args] = process.argv.slice(2);
  try {
    if (command === "backup") await backup(args);
    else if (command === "restore") await restore(args);
    else throw new Error("Use npm run backup or npm run restore FILE.");
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
