// `npm run backup` and `npm run restore FILE`: the lead service's database to a file and back
// (worker/backup-file.mjs says what a backup holds). The deployed database by default, through
// wrangler and the Cloudflare account it is signed in to; with `--local`, the one `npm start`
// keeps on this computer (STATE_DIR, as `npm start` reads it).
//
//   npm run backup                      the deployed database to leads-backup-<day>.json
//   npm run backup -- --local           npm start's database
//   npm run backup -- --out FILE        to FILE instead
//   npm run restore FILE                FILE into the deployed database, which must be empty
//   npm run restore FILE -- --local     FILE into npm start's database
//
// A restore applies the database's migrations first, refuses a database that holds any lead or
// count (it adds to nothing and overwrites nothing), and loads every row of the file.
import { existsSync } from "node:fs";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
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

export async function backup(args) {
  const where = target(args);
  const taken = await takeBackup(async (statements) => execute(where.flags, statements));
  const file = path.resolve(option(args, "--out") ?? backupName(taken.takenAt.slice(0, 10)));
  await writeFile(file, `${JSON.stringify(taken, null, 1)}\n`);
  console.log(
    `Backed up ${where.name}: ${backupSummary(taken)}, to ${path.relative(process.cwd(), file) || file}`,
  );
}

export async function restore(args) {
  const file = args.find((arg) => !arg.startsWith("--"));
  if (!file)
    throw new Error("Say which backup to restore: npm run restore leads-backup-2026-11-26.json");
  if (!existsSync(file)) throw new Error(`There is no file ${file}.`);
  const loaded = readBackup(await readFile(file, "utf8"));
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
  const statements = restoreStatements(loaded);
  if (statements.length > 0) {
    const dir = await mkdtemp(path.join(tmpdir(), "restore-"));
    try {
      const sql = path.join(dir, "restore.sql");
      await writeFile(sql, `${statements.join("\n")}\n`);
      wrangler(["d1", "execute", "DB", ...where.flags, "--yes", "--file", sql], { quiet: true });
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }
  console.log(
    `Restored ${backupSummary(loaded)}, backed up ${loaded.takenAt}, into ${where.name}.`,
  );
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
