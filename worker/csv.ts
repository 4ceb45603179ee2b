import { csvText, leadFieldLabels, leadText } from "./inbox/words";
import { fieldText, formatLeadTime, leadKind, type StoredLead } from "./stored-lead";

/**
 * The leads as a CSV file for a spreadsheet: one row a lead, a column a field, in UTF-8 with the
 * byte-order mark Excel looks for. A value a spreadsheet would read as a formula (=, +, -, @)
 * is written with a leading apostrophe, so a lead cannot run anything on the owner's computer.
 */

const text = csvText.leads;

const columns: [string, (lead: StoredLead) => string][] = [
  [text.received, (lead) => formatLeadTime(lead.receivedAt)],
  [text.receivedUtc, (lead) => lead.receivedAt],
  [text.kind, (lead) => leadKind(lead.form)],
  [text.status, (lead) => lead.status],
  ...Object.entries(leadFieldLabels).map(
    ([name, label]): [string, (lead: StoredLead) => string] => [
      label,
      (lead) => {
        const value = lead.fields[name];
        return value === true
          ? leadText.yes
          : typeof value === "string"
            ? fieldText(name, value)
            : "";
      },
    ],
  ),
  [text.photos, (lead) => String(lead.photos.length)],
  [text.page, (lead) => lead.page],
  [text.alert, (lead) => lead.alert.status],
  [text.id, (lead) => lead.id],
];

export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

export function leadsCsv(leads: readonly StoredLead[]): string {
  const rows = [
    columns.map(([title]) => title),
    ...leads.map((lead) => columns.map(([, value]) => value(lead))),
  ];
  return `\uFEFF${rows.map((row) => row.map(csvCell).join(",")).join("\r\n")}\r\n`;
}
