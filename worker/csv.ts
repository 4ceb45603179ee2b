import { csvText, leadFieldLabels, leadText } from "./inbox/words";
import { centsValue } from "../core/rules/money";
import { torontoDay } from "../core/rules/validation";
import { currentQuote, noMoney, standingInvoice, type Money } from "./money";
import { fieldText, formatLeadTime, leadKind, type StoredLead } from "./stored-lead";

/**
 * The leads as a CSV file for a spreadsheet: one row a lead, a column a field, in UTF-8 with the
 * byte-order mark Excel looks for. A value a spreadsheet would read as a formula (=, +, -, @)
 * is written with a leading apostrophe, so a lead cannot run anything on the owner's computer.
 * A quote request's money follows: its quote standing and its invoice standing, amounts as a
 * plain number a spreadsheet adds up (762.17) and days as YYYY-MM-DD.
 */

const text = csvText.leads;

type Column = [string, (lead: StoredLead, money: Money) => string];

/** Cents as a spreadsheet reads an amount, "762.17", or empty. */
const amount = (cents: number | undefined) => (cents === undefined ? "" : centsValue(cents));

/** An instant's Toronto day, YYYY-MM-DD, or empty. */
const day = (instant: string | null | undefined) => (instant ? torontoDay(new Date(instant)) : "");

/** The quote standing (its newest version) and the invoice standing, empty when there is none. */
const moneyColumns: Column[] = [
  [text.quoteTotal, (_, money) => amount(currentQuote(money)?.totalCents)],
  [text.quoteVersion, (_, money) => String(currentQuote(money)?.version ?? "")],
  [text.quoteApproved, (_, money) => day(currentQuote(money)?.approvedAt)],
  [text.invoice, (_, money) => standingInvoice(money)?.number ?? ""],
  [text.invoiceTotal, (_, money) => amount(standingInvoice(money)?.totalCents)],
  [text.paidOn, (_, money) => standingInvoice(money)?.paidOn ?? ""],
  // A replaced windshield's job record, as the installation standard asks it kept.
  [text.part, (_, money) => money.record?.part ?? ""],
  [text.adhesive, (_, money) => money.record?.adhesive ?? ""],
  [text.lot, (_, money) => money.record?.lot ?? ""],
  [text.expires, (_, money) => money.record?.expires ?? ""],
  [text.driveAway, (_, money) => String(money.record?.driveAwayMinutes ?? "")],
  [text.technician, (_, money) => money.record?.technician ?? ""],
  [text.calibration, (_, money) => money.record?.calibration ?? ""],
];

const columns: Column[] = [
  [text.received, (lead) => formatLeadTime(lead.receivedAt)],
  [text.receivedUtc, (lead) => lead.receivedAt],
  [text.kind, (lead) => leadKind(lead.form)],
  [text.status, (lead) => lead.status],
  ...Object.entries(leadFieldLabels).map(([name, label]): Column => [
    label,
    (lead) => {
      const value = lead.fields[name];
      return value === true
        ? leadText.yes
        : typeof value === "string"
          ? fieldText(name, value)
          : "";
    },
  ]),
  [text.photos, (lead) => String(lead.photos.length)],
  [text.page, (lead) => lead.page],
  [text.alert, (lead) => lead.alert.status],
  [text.id, (lead) => lead.id],
  ...moneyColumns,
];

/** A value as one CSV cell: quoted when it must be, never read as a formula. */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** The leads as CSV, each quote request with its money (`moneyOf`, by lead id). */
export function leadsCsv(leads: readonly StoredLead[], money: ReadonlyMap<string, Money>): string {
  const rows = [
    columns.map(([title]) => title),
    ...leads.map((lead) => {
      const its = money.get(lead.id) ?? noMoney;
      return columns.map(([, value]) => value(lead, its));
    }),
  ];
  return `\uFEFF${rows.map((row) => row.map(csvCell).join(",")).join("\r\n")}\r\n`;
}
