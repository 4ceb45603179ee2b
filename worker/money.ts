import { billingFacts } from "../core/data/billing";
import { torontoDay } from "../core/rules/validation";
import { totalsOf, type PaymentMethod, type QuoteLine, type Totals } from "../core/rules/money";
import type { D1Database } from "./env";
import type { StoredLead } from "./stored-lead";

/**
 * From done to paid, in D1 (worker/migrations/0011_money.sql): a quote request's firm quote in
 * versions the driver approves, the job record of a replaced windshield, and the invoices and
 * credit notes, numbered by year without a gap or a number given twice. Money is whole cents
 * (core/rules/money.ts). Decision record 033 says why it is built this way.
 */

export interface StoredQuote extends Totals {
  version: number;
  lines: QuoteLine[];
  hstBasisPoints: number;
  claimNumber: string | null;
  deductibleCents: number | null;
  sentAt: string;
  /** The last Toronto day the quote holds, YYYY-MM-DD */
  validUntil: string;
  approvedAt: string | null;
}

/** How the ADAS camera came out of the job. */
export const calibrationResults = ["notNeeded", "passed", "failed"] as const;
export type CalibrationResult = (typeof calibrationResults)[number];

/** A replaced windshield's record, as ANSI/AGRSS 002 asks for one. */
export interface JobRecord {
  part: string;
  adhesive: string;
  lot: string;
  /** The adhesive's use-by day, YYYY-MM-DD, or "" when not given */
  expires: string;
  driveAwayMinutes: number;
  technician: string;
  calibration: CalibrationResult;
  /** When the job was marked done: the drive-away time counts from it */
  finishedAt: string;
}

/** Who an invoice bills, as the lead said it when the invoice was issued. */
export interface Buyer {
  name: string;
  phone: string;
  email: string;
  vehicle: string;
  vin: string;
  insurer: string;
}

export interface StoredInvoice extends Totals {
  number: string;
  kind: "invoice" | "credit";
  quoteVersion: number | null;
  /** For a credit note: the invoice it cancels */
  credits: string | null;
  issuedOn: string;
  lines: QuoteLine[];
  hstBasisPoints: number;
  claimNumber: string | null;
  deductibleCents: number | null;
  seller: { legalName: string; address: string; hstNumber: string };
  buyer: Buyer;
  /** The page that brought the lead, for the owner's numbers */
  page: string;
  creditedBy: string | null;
  paidOn: string | null;
  paidMethod: PaymentMethod | null;
}

/** Everything a quote request has of money: its quote's versions, its record, its invoices. */
export interface Money {
  /** Oldest first; the last is the one standing */
  quotes: StoredQuote[];
  record: JobRecord | null;
  /** Oldest first */
  invoices: StoredInvoice[];
}

export const noMoney: Money = { quotes: [], record: null, invoices: [] };

interface QuoteRow {
  lead_id: string;
  version: number;
  lines: string;
  hst_rate_bp: number;
  subtotal_cents: number;
  hst_cents: number;
  total_cents: number;
  claim_number: string | null;
  deductible_cents: number | null;
  sent_at: string;
  valid_until: string;
  approved_at: string | null;
}

interface InvoiceRow {
  number: string;
  kind: "invoice" | "credit";
  lead_id: string;
  quote_version: number | null;
  credits: string | null;
  issued_on: string;
  lines: string;
  hst_rate_bp: number;
  subtotal_cents: number;
  hst_cents: number;
  total_cents: number;
  claim_number: string | null;
  deductible_cents: number | null;
  seller: string;
  buyer: string;
  page: string;
  credited_by: string | null;
  paid_on: string | null;
  paid_method: PaymentMethod | null;
}

const quoteFrom = (row: QuoteRow): StoredQuote => ({
  version: row.version,
  lines: JSON.parse(row.lines) as QuoteLine[],
  hstBasisPoints: row.hst_rate_bp,
  subtotalCents: row.subtotal_cents,
  hstCents: row.hst_cents,
  totalCents: row.total_cents,
  claimNumber: row.claim_number,
  deductibleCents: row.deductible_cents,
  sentAt: row.sent_at,
  validUntil: row.valid_until,
  approvedAt: row.approved_at,
});

const invoiceFrom = (row: InvoiceRow): StoredInvoice => ({
  number: row.number,
  kind: row.kind,
  quoteVersion: row.quote_version,
  credits: row.credits,
  issuedOn: row.issued_on,
  lines: JSON.parse(row.lines) as QuoteLine[],
  hstBasisPoints: row.hst_rate_bp,
  subtotalCents: row.subtotal_cents,
  hstCents: row.hst_cents,
  totalCents: row.total_cents,
  claimNumber: row.claim_number,
  deductibleCents: row.deductible_cents,
  seller: JSON.parse(row.seller) as StoredInvoice["seller"],
  buyer: JSON.parse(row.buyer) as Buyer,
  page: row.page,
  creditedBy: row.credited_by,
  paidOn: row.paid_on,
  paidMethod: row.paid_method,
});

/** The day `days` after a Toronto day. */
function dayAfter(day: string, days: number): string {
  const at = new Date(`${day}T12:00:00Z`);
  at.setUTCDate(at.getUTCDate() + days);
  return at.toISOString().slice(0, 10);
}

/** The three tables' rows, each put with its lead's money. */
function gather(
  found: Map<string, Money>,
  [quotes, records, invoices]: { results?: unknown[] }[],
): Map<string, Money> {
  const of = (id: string) => {
    let money = found.get(id);
    if (!money) found.set(id, (money = { quotes: [], record: null, invoices: [] }));
    return money;
  };
  for (const row of (quotes?.results ?? []) as QuoteRow[]) {
    of(row.lead_id).quotes.push(quoteFrom(row));
  }
  for (const row of (records?.results ?? []) as { lead_id: string; record: string }[]) {
    of(row.lead_id).record = JSON.parse(row.record) as JobRecord;
  }
  for (const row of (invoices?.results ?? []) as InvoiceRow[]) {
    of(row.lead_id).invoices.push(invoiceFrom(row));
  }
  return found;
}

/** Each of these quote requests' money, by lead id (leads with none are left out). */
export async function moneyOf(db: D1Database, ids: readonly string[]): Promise<Map<string, Money>> {
  const found = new Map<string, Money>();
  for (let i = 0; i < ids.length; i += 50) {
    const chunk = ids.slice(i, i + 50);
    const marks = chunk.map(() => "?").join(", ");
    gather(
      found,
      await db.batch([
        db
          .prepare(`SELECT * FROM quotes WHERE lead_id IN (${marks}) ORDER BY version`)
          .bind(...chunk),
        db.prepare(`SELECT * FROM job_records WHERE lead_id IN (${marks})`).bind(...chunk),
        db
          .prepare(`SELECT * FROM invoices WHERE lead_id IN (${marks}) ORDER BY year, seq`)
          .bind(...chunk),
      ]),
    );
  }
  return found;
}

/**
 * Every quote request's money, by lead id, in three queries whatever their number: for the
 * leads' CSV, which may list thousands (a Worker's queries per request are limited).
 */
export async function allMoney(db: D1Database): Promise<Map<string, Money>> {
  return gather(
    new Map(),
    await db.batch([
      db.prepare("SELECT * FROM quotes ORDER BY lead_id, version"),
      db.prepare("SELECT * FROM job_records"),
      db.prepare("SELECT * FROM invoices ORDER BY year, seq"),
    ]),
  );
}

/** One quote request's money. */
export async function readMoney(db: D1Database, id: string): Promise<Money> {
  return (await moneyOf(db, [id])).get(id) ?? noMoney;
}

/** The quote standing: the newest version. */
export const currentQuote = (money: Money) => money.quotes.at(-1) ?? null;
/** The newest version the driver approved. */
export const approvedQuote = (money: Money) =>
  [...money.quotes].reverse().find((quote) => quote.approvedAt !== null) ?? null;
/** The invoice standing: the newest one no credit note has cancelled. */
export const standingInvoice = (money: Money) =>
  [...money.invoices]
    .reverse()
    .find((invoice) => invoice.kind === "invoice" && !invoice.creditedBy) ?? null;

/** What the owner's quote box sends, read and checked (worker/money-forms.ts). */
export interface QuoteDraft {
  lines: QuoteLine[];
  claimNumber: string | null;
  deductibleCents: number | null;
}

/**
 * Sends a quote: the version the driver has not approved yet is changed, or, once they have, the
 * next version is made. Refused while the job's invoice is paid (a credit note comes first).
 */
export async function sendQuote(
  db: D1Database,
  id: string,
  draft: QuoteDraft,
  now: Date,
): Promise<{ version: number } | { refused: "locked" }> {
  const money = await readMoney(db, id);
  if (standingInvoice(money)?.paidOn) return { refused: "locked" };
  const rate = billingFacts.hstBasisPoints;
  const totals = totalsOf(draft.lines, rate);
  const values = [
    JSON.stringify(draft.lines),
    rate,
    totals.subtotalCents,
    totals.hstCents,
    totals.totalCents,
    draft.claimNumber,
    draft.deductibleCents,
    now.toISOString(),
    dayAfter(torontoDay(now), billingFacts.quoteValidDays),
  ];
  const open = currentQuote(money);
  if (open && !open.approvedAt) {
    const changed = await db
      .prepare(
        `UPDATE quotes SET lines = ?, hst_rate_bp = ?, subtotal_cents = ?, hst_cents = ?,
           total_cents = ?, claim_number = ?, deductible_cents = ?, sent_at = ?, valid_until = ?
         WHERE lead_id = ? AND version = ? AND approved_at IS NULL RETURNING version`,
      )
      .bind(...values, id, open.version)
      .first<{ version: number }>();
    if (changed) return changed;
  }
  // The next version, numbered in the one statement that writes it.
  const made = await db
    .prepare(
      `INSERT INTO quotes (lead_id, version, lines, hst_rate_bp, subtotal_cents, hst_cents,
         total_cents, claim_number, deductible_cents, sent_at, valid_until)
       SELECT ?1, coalesce(max(version), 0) + 1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10
       FROM quotes WHERE lead_id = ?1 RETURNING version`,
    )
    .bind(id, ...values)
    .first<{ version: number }>();
  return made!;
}

/** What came of a driver's approval. */
export type Approval = "approved" | "already" | "stale" | "lapsed";

/**
 * The driver approves a version: recorded with its time when it is still the newest, not yet
 * approved, and holds today; the same approval sent twice is the same approval.
 */
export async function approveQuote(
  db: D1Database,
  id: string,
  shown: { version: number; sentAt: string },
  now: Date,
): Promise<Approval> {
  // The version as the page showed it: a version changed since (sent again) is not the one the
  // driver read. And nothing is approved once the job's invoice is paid.
  const approved = await db
    .prepare(
      `UPDATE quotes SET approved_at = ?1 WHERE lead_id = ?2 AND version = ?3 AND sent_at = ?5
         AND approved_at IS NULL AND valid_until >= ?4
         AND version = (SELECT max(version) FROM quotes WHERE lead_id = ?2)
         AND NOT EXISTS (SELECT 1 FROM invoices WHERE lead_id = ?2 AND kind = 'invoice'
           AND credited_by IS NULL AND paid_on IS NOT NULL)
       RETURNING version`,
    )
    .bind(now.toISOString(), id, shown.version, torontoDay(now), shown.sentAt)
    .first<{ version: number }>();
  if (approved) return "approved";
  const money = await readMoney(db, id);
  const quote = currentQuote(money);
  if (!quote || quote.version !== shown.version || quote.sentAt !== shown.sentAt) return "stale";
  if (quote.approvedAt) return "already";
  return standingInvoice(money)?.paidOn ? "stale" : "lapsed";
}

/**
 * A replaced windshield's record, kept. A second save (Done pressed again to correct it)
 * replaces its fields but keeps when the job was finished, which the drive-away time counts from.
 */
export async function saveJobRecord(db: D1Database, id: string, record: JobRecord, now: Date) {
  await db
    .prepare(
      `INSERT INTO job_records (lead_id, record, recorded_at) VALUES (?, ?, ?)
       ON CONFLICT (lead_id) DO UPDATE SET
         record = json_set(excluded.record, '$.finishedAt',
           json_extract(job_records.record, '$.finishedAt')),
         recorded_at = excluded.recorded_at`,
    )
    .bind(id, JSON.stringify(record), now.toISOString())
    .run();
}

/** Who the lead says the driver is, as an invoice bills them. */
function buyerOf(lead: StoredLead): Buyer {
  const field = (name: string) => {
    const value = lead.fields[name];
    return typeof value === "string" ? value : "";
  };
  return {
    name: field("name"),
    phone: field("phone"),
    email: field("email"),
    vehicle: field("vehicle"),
    vin: field("vin").toUpperCase(),
    insurer: field("insurer"),
  };
}

/** The business as an invoice names it, as it is today. */
const seller = () =>
  JSON.stringify({
    legalName: billingFacts.legalName,
    address: billingFacts.address,
    hstNumber: billingFacts.hstNumber,
  });

/**
 * The next number of the year, taken and used in one transaction (D1's batch): the counter
 * goes up only when the row that uses it is written, so no number is skipped or given twice.
 * `when` is the condition, on the row about to be written, under which anything is written.
 */
function numbered(db: D1Database, year: number, when: { sql: string; binds: unknown[] }) {
  // Never below the year's highest number written: a database restored from a backup taken
  // while an invoice was being issued goes on after it.
  const highest = "coalesce((SELECT max(seq) FROM invoices WHERE year = ?1), 0)";
  return db
    .prepare(
      `INSERT INTO invoice_counters (year, last) SELECT ?1, ${highest} + 1 WHERE ${when.sql}
       ON CONFLICT (year) DO UPDATE SET last = max(last, ${highest}) + 1`,
    )
    .bind(year, ...when.binds);
}

/**
 * The job's invoice from its approved quote, once it is done: a new number when it has none,
 * its lines brought up to a newer approved version while it is unpaid, and never a change once
 * paid. Resolves to the invoice standing, or to why nothing changed.
 */
export async function issueInvoice(
  db: D1Database,
  lead: StoredLead,
  now: Date,
): Promise<StoredInvoice | { refused: "noApprovedQuote" | "paid" }> {
  const money = await readMoney(db, lead.id);
  const quote = approvedQuote(money);
  if (!quote) return { refused: "noApprovedQuote" };
  const standing = standingInvoice(money);
  if (standing) {
    if (standing.quoteVersion === quote.version) return standing;
    if (standing.paidOn) return { refused: "paid" };
    const revised = await reviseInvoice(db, standing.number, quote);
    return revised === "paid"
      ? { refused: "paid" }
      : (await readMoney(db, lead.id)).invoices.at(-1)!;
  }
  const day = torontoDay(now);
  const year = Number(day.slice(0, 4));
  const unbilled = {
    sql: `NOT EXISTS (SELECT 1 FROM invoices WHERE lead_id = ? AND kind = 'invoice' AND credited_by IS NULL)`,
    binds: [lead.id],
  };
  await db.batch([
    numbered(db, year, unbilled),
    db
      .prepare(
        `INSERT INTO invoices (number, year, seq, kind, lead_id, quote_version, issued_on,
           issued_at, lines, hst_rate_bp, subtotal_cents, hst_cents, total_cents, claim_number,
           deductible_cents, seller, buyer, page)
         SELECT printf('%d-%04d', year, last), year, last, 'invoice', ?, ?, ?, ?, ?, ?, ?, ?, ?,
           ?, ?, ?, ?, ?
         FROM invoice_counters WHERE year = ? AND ${unbilled.sql}`,
      )
      .bind(
        lead.id,
        quote.version,
        day,
        now.toISOString(),
        JSON.stringify(quote.lines),
        quote.hstBasisPoints,
        quote.subtotalCents,
        quote.hstCents,
        quote.totalCents,
        quote.claimNumber,
        quote.deductibleCents,
        seller(),
        JSON.stringify(buyerOf(lead)),
        lead.page,
        year,
        ...unbilled.binds,
      ),
  ]);
  return standingInvoice(await readMoney(db, lead.id))!;
}

/**
 * An unpaid invoice brought to a newer approved quote, keeping its number; a paid one refuses:
 * it is a record of money received, and only a credit note corrects it.
 */
export async function reviseInvoice(
  db: D1Database,
  number: string,
  quote: StoredQuote,
): Promise<"revised" | "paid"> {
  const revised = await db
    .prepare(
      `UPDATE invoices SET quote_version = ?, lines = ?, hst_rate_bp = ?, subtotal_cents = ?,
         hst_cents = ?, total_cents = ?, claim_number = ?, deductible_cents = ?
       WHERE number = ? AND kind = 'invoice' AND paid_on IS NULL AND credited_by IS NULL
       RETURNING number`,
    )
    .bind(
      quote.version,
      JSON.stringify(quote.lines),
      quote.hstBasisPoints,
      quote.subtotalCents,
      quote.hstCents,
      quote.totalCents,
      quote.claimNumber,
      quote.deductibleCents,
      number,
    )
    .first<{ number: string }>();
  return revised ? "revised" : "paid";
}

/** An invoice marked paid, by a way and on a day; false when it is paid already or cancelled. */
export async function markPaid(
  db: D1Database,
  id: string,
  paid: { method: PaymentMethod; day: string },
  now: Date,
): Promise<boolean> {
  const marked = await db
    .prepare(
      `UPDATE invoices SET paid_on = ?, paid_method = ?, paid_at = ?
       WHERE lead_id = ? AND kind = 'invoice' AND credited_by IS NULL AND paid_on IS NULL
       RETURNING number`,
    )
    .bind(paid.day, paid.method, now.toISOString(), id)
    .first<{ number: string }>();
  return marked !== null;
}

/**
 * A credit note cancelling the job's standing invoice: its own number, the invoice's lines and
 * amounts taken back, all in one transaction. Resolves to its number, or null when there was no
 * invoice standing.
 */
export async function creditInvoice(db: D1Database, id: string, now: Date): Promise<string | null> {
  const standing = standingInvoice(await readMoney(db, id));
  if (!standing) return null;
  const day = torontoDay(now);
  const year = Number(day.slice(0, 4));
  const open = {
    sql: "EXISTS (SELECT 1 FROM invoices WHERE number = ? AND credited_by IS NULL)",
    binds: [standing.number],
  };
  const next = `(SELECT printf('%d-%04d', year, last) FROM invoice_counters WHERE year = ${year})`;
  await db.batch([
    numbered(db, year, open),
    db
      .prepare(
        `INSERT INTO invoices (number, year, seq, kind, lead_id, quote_version, credits, issued_on,
           issued_at, lines, hst_rate_bp, subtotal_cents, hst_cents, total_cents, claim_number,
           deductible_cents, seller, buyer, page)
         SELECT printf('%d-%04d', c.year, c.last), c.year, c.last, 'credit', i.lead_id,
           i.quote_version, i.number, ?, ?, ?, i.hst_rate_bp, -i.subtotal_cents,
           -i.hst_cents, -i.total_cents, i.claim_number, i.deductible_cents, i.seller, i.buyer, i.page
         FROM invoices i, invoice_counters c
         WHERE i.number = ? AND i.credited_by IS NULL AND c.year = ?`,
      )
      .bind(
        day,
        now.toISOString(),
        // Its lines taken back, so they add up to its (negative) totals.
        JSON.stringify(standing.lines.map((line) => ({ ...line, cents: -line.cents }))),
        standing.number,
        year,
      ),
    db
      .prepare(`UPDATE invoices SET credited_by = ${next} WHERE number = ? AND credited_by IS NULL`)
      .bind(standing.number),
  ]);
  const after = await db
    .prepare("SELECT credited_by FROM invoices WHERE number = ?")
    .bind(standing.number)
    .first<{ credited_by: string | null }>();
  return after?.credited_by ?? null;
}

/** A lead's money, deleted with it. */
export function deleteMoneyStatements(db: D1Database, ids: readonly string[]) {
  const marks = ids.map(() => "?").join(", ");
  return ["quotes", "job_records", "invoices"].map((table) =>
    db.prepare(`DELETE FROM ${table} WHERE lead_id IN (${marks})`).bind(...ids),
  );
}
