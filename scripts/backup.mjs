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
import { backupName, backupSummary, readBackup, takeBackup } from "../worker/backup-file.mjs";
import { defaultStateDir, wrangler } from "./lead-service.mjs";

const root = fileURLToPath(new URL("..", import.meta.url));

/** Where `npm run backup` writes unless told otherwise: a folder .gitignore leaves out. */
export const backupsDir = path.join(root, "backups");

/** The file a backup taken on `day` goes to by default. */
export const defaultBackupFile = (/** @type {string} */ day) =>
  path.join(backupsDir, backupName(day));

/**
 * A database a command reads and loads: `name` as the owner is told of it, `migrate` applies
 * the migrations (worker/migrations), `query` runs SELECT statements together and gives each
 * one's rows, `load` runs statements from a file.
 *
 * @typedef {object} Database
 * @property {string} name
 * @property {() => Promise<void>} migrate
 * @property {(statements: string[]) => Promise<import("../worker/backup-file.mjs").Row[][]>} query
 * @property {(statements: string[]) => Promise<void>} load
 */

/**
 * The database a command runs on, through wrangler: the deployed one, or npm start's with
 * --local (STATE_DIR, as `npm start` reads it).
 *
 * @returns {Database}
 */
export function wranglerDatabase(/** @type {string[]} */ args) {
  let name = "the deployed database";
  let flags = ["--remote"];
  if (args.includes("--local")) {
    const stateDir = path.resolve(root, process.env.STATE_DIR || defaultStateDir);
    const shown = path.relative(root, stateDir);
    name = `the local database (${shown && !shown.startsWith("..") ? shown : stateDir})`;
    flags = ["--local", "--persist-to", stateDir];
  }
  return {
    name,
    async migrate() {
      wrangler(["d1", "migrations", "apply", "DB", ...flags], { quiet: true });
    },
    async query(statements) {
      const output = wrangler(
        ["d1", "execute", "DB", ...flags, "--json", "--command", statements.join(";\n")],
        { quiet: true },
      );
      return JSON.parse(output).map((result) => result.results ?? []);
    },
    async load(statements) {
      const dir = await mkdtemp(path.join(tmpdir(), "restore-"));
      try {
        const sql = path.join(dir, "restore.sql");
        await writeFile(sql, `${statements.join("\n")}\n`, { mode: 0o600 });
        wrangler(["d1", "execute", "DB", ...flags, "--yes", "--file", sql], { quiet: true });
      } finally {
        await rm(dir, { recursive: true, force: true });
      }
    },
  };
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

/**
 * Takes a backup of `database` (wrangler's, as the arguments say) to the file after --out, or
 * else into `folder` (backups/), made 0700, as leads-backup-<day>.json.
 */
export async function backup(
  /** @type {string[]} */ args,
  { database = wranglerDatabase(args), folder = backupsDir } = {},
) {
  const taken = await takeBackup(database.query);
  const out = option(args, "--out");
  if (!out) await privateFolder(folder);
  const file = path.resolve(out ?? path.join(folder, backupName(taken.takenAt.slice(0, 10))));
  await writePrivateFile(file, `${JSON.stringify(taken, null, 1)}\n`);
  console.log(
    `Backed up ${database.name}: ${backupSummary(taken)}, to ${path.relative(process.cwd(), file) || file}.
It holds every lead's name, phone, email, car and address, your calendar's address and each
status page's: keep it where only you can read it, never in email, a shared drive or git, and
delete the copies you no longer need (docs/going-live.md, "Backups").`,
  );
}

/**
 * What a restore holds a backup to, and the new calendar address it makes: worker/backup-restore.ts,
 * bundled by esbuild when a restore first needs it (once a process), since Node cannot run its
 * TypeScript. It reads the days and the availability by the very rules the Worker and the
 * editor use.
 */
let rules;
function restoreRules() {
  rules ??= (async () => {
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
    return /** @type {typeof import("../worker/backup-restore.ts")} */ (
      await import(`data:text/javascript;base64,${code}`)
    );
  })();
  return rules;
}

/**
 * Restores the backup file the arguments name into `database` (wrangler's, as they say): its
 * plan first (worker/backup-restore.ts: every row checked, the calendar's address), then the
 * migrations, then, only when the database holds no lead and no count, every row.
 */
export async function restore(
  /** @type {string[]} */ args,
  { database = wranglerDatabase(args) } = {},
) {
  const file = args.find((arg) => !arg.startsWith("--"));
  if (!file)
    throw new Error("Say which backup to restore: npm run restore leads-backup-2026-11-26.json");
  if (!existsSync(file)) throw new Error(`There is no file ${file}.`);
  const { restorePlan } = await restoreRules();
  const plan = restorePlan(readBackup(await readFile(file, "utf8")), {
    keepCalendar: args.includes("--keep-calendar"),
    now: new Date(),
    into: database.name,
  });

  // The tables as the Worker expects them, then nothing in them.
  await database.migrate();
  const [[held] = []] = await database.query([
    "SELECT (SELECT count(*) FROM leads) AS leads, (SELECT count(*) FROM event_counts) AS counts",
  ]);
  if (held && (held.leads > 0 || held.counts > 0)) {
    throw new Error(
      `Nothing was restored: ${database.name} is not empty (${held.leads} lead(s), ${held.counts} daily count(s)). A backup is restored into an empty database only: docs/going-live.md, "Backups".`,
    );
  }
  if (plan.statements.length > 0) await database.load(plan.statements);
  for (const paragraph of plan.said) console.log(paragraph);
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
