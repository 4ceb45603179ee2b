// What a backup of the lead service's database holds, and how it is read back: one JSON file
// with every row of the leads (their fields, statuses, bookings, alerts and the index of their
// photos in R2), of the owner's daily counts, of the owner's availability and of the calendar
// feed's address, and of the jobs' money: quotes, job records, invoices and their numbering.
// The Worker writes one to R2 each night (worker/backup.ts);
// `npm run backup` writes one to a file and `npm run restore FILE` loads one into an empty
// database (scripts/backup.mjs). Plain JavaScript, so that both the Worker and Node use it as it
// is.
//
// A backup is personal data and a key: every lead's name, phone, email, car and address hints,
// the calendar's secret address and each status page's. The lead service's own keys (the
// `secrets` table) and the bursts of sends waiting for one alert (`sender_bursts`) are never in
// one. readBackup checks a file's shape; a restore holds each of its rows to its table's rules
// as well (worker/backup-restore.ts) before it loads any.

/** What a backup file says it is. */
export const backupKind = "gta-auto-glass-leads-backup";
export const backupVersion = 3;

/** The tables a backup holds, in the order they are restored, each read in a fixed order. */
export const backupTables = /** @type {const} */ ({
  leads: "id",
  event_counts: "day, page, event",
  event_days: "day",
  availability: "id",
  calendar_feed: "id",
  quotes: "lead_id, version",
  job_records: "lead_id",
  invoice_counters: "year",
  invoices: "number",
});

/**
 * The tables a backup of an earlier version did not hold, read from one as empty: version 1
 * held the leads and the counts only (no availability saved, no calendar address), version 2
 * no money (no quote, job record or invoice).
 */
const addedAfter = {
  1: ["availability", "calendar_feed", "quotes", "job_records", "invoice_counters", "invoices"],
  2: ["quotes", "job_records", "invoice_counters", "invoices"],
};

/** @typedef {keyof typeof backupTables} BackupTable */
/** @typedef {string | number | null} Cell */
/** @typedef {Record<string, Cell>} Row */
/**
 * @typedef {object} Backup
 * @property {typeof backupKind} kind
 * @property {number} version
 * @property {string} takenAt when it was taken (ISO 8601)
 * @property {Record<BackupTable, Row[]>} tables
 */

/** Rows are read this many at a time. */
export const pageRows = 500;

/** The query that reads one page of a table's rows. */
export const pageQuery = (/** @type {BackupTable} */ table, /** @type {number} */ offset) =>
  `SELECT * FROM ${table} ORDER BY ${backupTables[table]} LIMIT ${pageRows} OFFSET ${offset}`;

/**
 * Reads every row of every table into a backup through `query`, which runs several SELECT
 * statements together and gives each one's rows: the tables a page at a time, all of them in
 * one round while any has more.
 *
 * @param {(statements: string[]) => Promise<Row[][]>} query
 * @param {Date} [now]
 * @returns {Promise<Backup>}
 */
export async function takeBackup(query, now = new Date()) {
  /** @type {Record<string, Row[]>} */
  const tables = Object.fromEntries(Object.keys(backupTables).map((table) => [table, []]));
  let unfinished = /** @type {BackupTable[]} */ (Object.keys(backupTables));
  for (let offset = 0; unfinished.length > 0; offset += pageRows) {
    const pages = await query(unfinished.map((table) => pageQuery(table, offset)));
    unfinished = unfinished.filter((table, i) => {
      const page = pages[i] ?? [];
      tables[table]?.push(...page);
      return page.length === pageRows;
    });
  }
  return {
    kind: backupKind,
    version: backupVersion,
    takenAt: now.toISOString(),
    tables: /** @type {Record<BackupTable, Row[]>} */ (tables),
  };
}

/** The name a backup taken on `day` (YYYY-MM-DD) goes by. */
export const backupName = (/** @type {string} */ day) => `leads-backup-${day}.json`;

/**
 * The backup a file holds, checked: its kind and version, every table, and rows of plain
 * values under plain column names. Throws one sentence that says what is wrong.
 *
 * @param {string} text
 * @returns {Backup}
 */
export function readBackup(text) {
  /** @type {unknown} */
  let value;
  try {
    value = JSON.parse(text);
  } catch {
    throw new Error("This file is not a backup: it is not JSON.");
  }
  const backup = /** @type {Partial<Backup>} */ (value ?? {});
  if (backup.kind !== backupKind) {
    throw new Error(`This file is not a backup of the leads (it has no "kind": "${backupKind}").`);
  }
  if (backup.version !== backupVersion && backup.version !== 1 && backup.version !== 2) {
    throw new Error(
      `This backup is version ${backup.version}; this project reads versions 1 to ${backupVersion}.`,
    );
  }
  const tables = /** @type {Record<string, unknown>} */ ({ ...backup.tables });
  for (const table of Object.keys(backupTables)) {
    const added = /** @type {Record<number, string[]>} */ (addedAfter)[backup.version ?? 0];
    if (added?.includes(table)) tables[table] ??= [];
    const rows = tables[table];
    if (!Array.isArray(rows)) throw new Error(`This backup has no "${table}" table.`);
    for (const [i, row] of rows.entries()) {
      const where = `${table}, row ${i + 1}`;
      if (typeof row !== "object" || row === null || Array.isArray(row)) {
        throw new Error(`This backup's ${where} is not a row.`);
      }
      for (const [column, cell] of Object.entries(row)) {
        if (!/^[a-z_]+$/.test(column))
          throw new Error(`This backup's ${where} has a column "${column}".`);
        if (cell !== null && typeof cell !== "string" && typeof cell !== "number") {
          throw new Error(
            `This backup's ${where} has a value of ${column} that is not text or a number.`,
          );
        }
      }
    }
  }
  return /** @type {Backup} */ ({ ...backup, tables });
}

/** A value as an SQL literal: text quoted (as bytes when it holds a NUL), numbers as they are. */
function literal(/** @type {Cell} */ cell) {
  if (cell === null) return "NULL";
  if (typeof cell === "number") {
    if (!Number.isFinite(cell)) throw new Error("A backup holds a number that is not finite.");
    return String(cell);
  }
  if (cell.includes("\0")) {
    const hex = [...new TextEncoder().encode(cell)].map((b) => b.toString(16).padStart(2, "0"));
    return `CAST(X'${hex.join("")}' AS TEXT)`;
  }
  return `'${cell.replaceAll("'", "''")}'`;
}

/**
 * The statements that load a backup into an empty database (after its migrations): one INSERT
 * per row, tables in order.
 *
 * @param {Backup} backup
 * @returns {string[]}
 */
export function restoreStatements(backup) {
  const rows = Object.keys(backupTables).flatMap((table) =>
    backup.tables[/** @type {BackupTable} */ (table)].map((row) => {
      const columns = Object.keys(row);
      return `INSERT INTO ${table} (${columns.join(", ")}) VALUES (${columns
        .map((column) => literal(/** @type {Cell} */ (row[column])))
        .join(", ")});`;
    }),
  );
  // A hold from a backup taken before holds lapsed has no time it was held: from its request's
  // last send, as the migration that brought lapsing in counted it (0008_holds.sql).
  const heldSince =
    "UPDATE leads SET held_at = coalesce(amended_at, received_at) WHERE booking_state = 'held' AND held_at IS NULL;";
  return rows.length > 0 ? [...rows, heldSince] : rows;
}

/** What a backup holds, in words: "12 leads and 40 daily counts". */
export function backupSummary(/** @type {Backup} */ backup) {
  const leads = backup.tables.leads.length;
  const counts = backup.tables.event_counts.length;
  return `${leads} lead${leads === 1 ? "" : "s"} and ${counts} daily count${counts === 1 ? "" : "s"}`;
}
