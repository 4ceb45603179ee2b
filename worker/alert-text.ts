import { siteConfig } from "../app/config/site";
import { parsePhone } from "../app/config/phone";
import {
  formatLeadTime,
  leadFieldLines,
  leadSummary,
  type StoredLead,
} from "../app/lib/stored-lead";
import { checkEmail } from "../app/lib/validation";
import type { AlertMessage } from "./env";

/**
 * What the owner is told of a lead, by email and by webhook: who, what, from which page, when,
 * how to call back, and where the inbox is. Pure, so each piece is tested as it is sent.
 */

export interface AlertContext {
  lead: StoredLead;
  kind: AlertMessage["kind"];
  /** Where the inbox is: the Worker's own origin */
  inboxUrl: string;
}

const callLink = (lead: StoredLead) => {
  try {
    return typeof lead.fields.phone === "string" && lead.fields.phone
      ? parsePhone(lead.fields.phone).tel
      : null;
  } catch {
    return null;
  }
};

/** "New quote request from Marco Rossi: Windshield Repair, Aurora". */
export function alertSubject({ lead, kind }: Pick<AlertContext, "lead" | "kind">): string {
  const summary = leadSummary(lead);
  return `${kind === "amended" ? "Updated" : "New"} ${summary[0]!.toLowerCase()}${summary.slice(1)}`;
}

/** The alert as plain text: the email's body, and the webhook's `text`. */
export function alertText({ lead, kind, inboxUrl }: AlertContext): string {
  const call = callLink(lead);
  return [
    alertSubject({ lead, kind }),
    "",
    ...leadFieldLines(lead).map(([label, value]) => `${label}: ${value}`),
    ...(lead.photos.length > 0 ? [`Photos: ${lead.photos.length}, in the inbox`] : []),
    "",
    `Sent from: ${siteConfig.siteUrl}${lead.page}`,
    `Received: ${formatLeadTime(lead.receivedAt)} (Toronto time)`,
    ...(kind === "amended" && lead.amendedAt
      ? [`Changed by the visitor: ${formatLeadTime(lead.amendedAt)}`]
      : []),
    "",
    ...(call ? [`Call back: ${call}`] : []),
    `Open it in the inbox: ${inboxUrl}#lead-${lead.id}`,
  ].join("\n");
}

/** The webhook's JSON body: the text for a chat, and the lead's data for a CRM. */
export function alertPayload(context: AlertContext) {
  const { lead, kind, inboxUrl } = context;
  return {
    event: kind === "amended" ? "lead.amended" : "lead.new",
    text: alertText(context),
    lead: {
      id: lead.id,
      form: lead.form,
      page: `${siteConfig.siteUrl}${lead.page}`,
      receivedAt: lead.receivedAt,
      amendedAt: lead.amendedAt,
      fields: lead.fields,
      photos: lead.photos.length,
    },
    inboxUrl: `${inboxUrl}#lead-${lead.id}`,
  };
}

/** A header value on one line: no line break can start a header of its own. */
const oneLine = (value: string) => value.replace(/[\r\n]+/g, " ").trim();

/** RFC 2047: a header value in UTF-8, as base64 words short enough for one line each. */
function encodedWord(value: string): string {
  if (/^[\x20-\x7e]*$/.test(value)) return value;
  const words: string[] = [];
  let chunk = "";
  for (const char of value) {
    if (new TextEncoder().encode(chunk + char).length > 45) {
      words.push(chunk);
      chunk = "";
    }
    chunk += char;
  }
  words.push(chunk);
  return words.map((word) => `=?UTF-8?B?${base64(word)}?=`).join("\r\n ");
}

function base64(text: string): string {
  let binary = "";
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/**
 * The alert as an email (RFC 5322, one text part in UTF-8). Its Message-ID is the lead's, so a
 * retry that sends it twice reads as the same message; Reply-To is the visitor, when they gave
 * an email address.
 */
export function alertEmail(
  context: AlertContext,
  { from, to, date = new Date() }: { from: string; to: string; date?: Date },
): string {
  const domain = from.slice(from.lastIndexOf("@") + 1);
  const visitorEmail =
    typeof context.lead.fields.email === "string" ? context.lead.fields.email : "";
  const body = base64(alertText(context)).replace(/.{1,76}/g, "$&\r\n");
  const headers = [
    `From: ${encodedWord(oneLine(`${siteConfig.name} website`))} <${from}>`,
    `To: <${to}>`,
    ...(visitorEmail && !checkEmail(visitorEmail) ? [`Reply-To: <${oneLine(visitorEmail)}>`] : []),
    `Subject: ${encodedWord(oneLine(alertSubject(context)))}`,
    `Date: ${date.toUTCString()}`,
    `Message-ID: <lead-${context.lead.id}${context.kind === "amended" ? `-${Date.parse(context.lead.amendedAt ?? "")}` : ""}@${domain}>`,
    "MIME-Version: 1.0",
    "Content-Type: text/plain; charset=UTF-8",
    "Content-Transfer-Encoding: base64",
  ];
  return `${headers.join("\r\n")}\r\n\r\n${body}`;
}
