import {
  fieldText,
  formatLeadTime,
  leadFieldLabels,
  leadKind,
  type StoredLead,
} from "./stored-lead";

/**
 * The leads as a CSV file for a spreadsheet: one row a lead, a column a field, in UTF-8 with the
 * byte-order mark Excel looks for. A value a spreadsheet would read as a formula (=, +, -, @)
 * is written with a leading apostrophe, so a lead cannot run anything on the owner's computer.
 */

const columns: [string, (lead: StoredLead) => string][] = [
  ["Received", (lead) => formatLeadTime(lead.receivedAt)],
  ["Received (UTC)", (lead) => lead.receivedAt],
  ["Kind", (lead) => leadKind(lead.form)],
  ["Status", (lead) => lead.status],
  ...Object.entries(leadFieldLabels).map(
    ([name, label]): [string, (lead: StoredLead) => string] => [
      label,
      (lead) => {
        const value = lead.fields[name];
        return value === true ? "Yes" : typeof value === "string" ? fieldText(name, value) : "";
      },
    ],
  ),
  ["Photos", (lead) => String(lead.photos.length)],
  ["Page", (lead) => lead.page],
  ["Alert", (lead) => lead.alert.status],
  ["Lead id", (lead) => lead.id],
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
