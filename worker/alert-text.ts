import { siteConfig } from "../core/config/site";
import { parsePhone } from "../core/config/phone";
import {
  fieldText,
  formatLeadTime,
  leadFieldLines,
  leadName,
  leadSummary,
  type StoredLead,
} from "./stored-lead";
import { senderHoldsPerDay } from "./holds";
import { alertsText as text } from "./inbox/words";
import { checkEmail } from "../core/rules/validation";
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
  return text.subject(kind === "amended", leadSummary(lead));
}

/** The alert as plain text: the email's body, and the webhook's `text`. */
export function alertText({ lead, kind, inboxUrl }: AlertContext): string {
  const call = callLink(lead);
  return [
    alertSubject({ lead, kind }),
    "",
    ...leadFieldLines(lead).map(({ label, value }) => `${label}: ${value}`),
    ...(lead.photos.length > 0 ? [text.photos(lead.photos.length)] : []),
    "",
    text.sentFrom(`${siteConfig.siteUrl}${lead.page}`),
    text.received(formatLeadTime(lead.receivedAt)),
    ...(kind === "amended" && lead.amendedAt ? [text.changed(formatLeadTime(lead.amendedAt))] : []),
    "",
    ...(call ? [text.callBack(call)] : []),
    text.open(`${inboxUrl}#lead-${lead.id}`),
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

/** An alert as an email (RFC 5322, one text part in UTF-8). */
function composeEmail(
  message: { subject: string; text: string; messageId: string; replyTo: string | null },
  { from, to, date = new Date() }: { from: string; to: string; date?: Date },
): string {
  const domain = from.slice(from.lastIndexOf("@") + 1);
  const body = base64(message.text).replace(/.{1,76}/g, "$&\r\n");
  const headers = [
    `From: ${encodedWord(oneLine(text.from(siteConfig.name)))} <${from}>`,
    `To: <${to}>`,
    ...(message.replyTo ? [`Reply-To: <${oneLine(message.replyTo)}>`] : []),
    `Subject: ${encodedWord(oneLine(message.subject))}`,
    `Date: ${date.toUTCString()}`,
    `Message-ID: <${message.messageId}@${domain}>`,
    "MIME-Version: 1.0",
    "Content-Type: text/plain; charset=UTF-8",
    "Content-Transfer-Encoding: base64",
  ];
  return `${headers.join("\r\n")}\r\n\r\n${body}`;
}

/** A notice to the owner as an email (a quote approved): its subject and text, keyed by its id. */
export function noticeEmail(
  message: { subject: string; text: string; messageId: string },
  envelope: { from: string; to: string; date?: Date },
): string {
  return composeEmail({ ...message, replyTo: null }, envelope);
}

/**
 * The alert as an email. Its Message-ID is the lead's, so a retry that sends it twice reads as
 * the same message; Reply-To is the visitor, when they gave an email address.
 */
export function alertEmail(
  context: AlertContext,
  envelope: { from: string; to: string; date?: Date },
): string {
  const visitorEmail =
    typeof context.lead.fields.email === "string" ? context.lead.fields.email : "";
  const changed = context.kind === "amended" ? `-${Date.parse(context.lead.amendedAt ?? "")}` : "";
  return composeEmail(
    {
      subject: alertSubject(context),
      text: alertText(context),
      messageId: `lead-${context.lead.id}${changed}`,
      replyTo: visitorEmail && !checkEmail(visitorEmail) ? visitorEmail : null,
    },
    envelope,
  );
}

/**
 * A sender's burst told at once (worker/alert-batches.ts): the requests one sender sent today
 * after the first, which was told on its own, with who, what, whether the window was held, and
 * a link to each. Said plainly: many requests from one address may be one driver, or someone
 * filling the windows.
 */
export interface BatchContext {
  leads: readonly StoredLead[];
  /** Where the inbox is: the Worker's own origin */
  inboxUrl: string;
  /** The sender's code for the day, which keys the alert */
  tag: string;
}

export function batchSubject({ leads }: Pick<BatchContext, "leads">): string {
  return text.batch.subject(leads.length);
}

export function batchText({ leads, inboxUrl }: BatchContext): string {
  const field = (lead: StoredLead, name: string) =>
    typeof lead.fields[name] === "string" ? fieldText(name, lead.fields[name]) : "";
  return [
    batchSubject({ leads }),
    "",
    text.batch.why(senderHoldsPerDay),
    "",
    ...leads.flatMap((lead) => {
      const window = [field(lead, "preferredDay"), field(lead, "arrivalWindow")]
        .filter(Boolean)
        .join(", ");
      const booked = lead.booking?.state
        ? text.batch.held(window)
        : window
          ? text.batch.notHeld(window)
          : text.batch.noWindow;
      return [
        `${leadName(lead)}${typeof lead.fields.phone === "string" ? `, ${lead.fields.phone}` : ""}: ${field(lead, "service") || text.batch.noService}`,
        `  ${text.batch.booked(booked, formatLeadTime(lead.receivedAt))}`,
        `  ${text.batch.open(`${inboxUrl}?lead=${lead.id}#lead-${lead.id}`)}`,
      ];
    }),
    "",
    text.batch.check,
  ].join("\n");
}

export function batchPayload(context: BatchContext) {
  return {
    event: "lead.batch",
    text: batchText(context),
    leads: context.leads.map((lead) => ({
      id: lead.id,
      form: lead.form,
      page: `${siteConfig.siteUrl}${lead.page}`,
      receivedAt: lead.receivedAt,
      fields: lead.fields,
      held: lead.booking !== null,
    })),
    inboxUrl: context.inboxUrl,
  };
}

/** The batch's email; its Message-ID names the batch's requests, so a retry is the same one. */
export function batchEmail(context: BatchContext, envelope: { from: string; to: string }) {
  return composeEmail(
    {
      subject: batchSubject(context),
      text: batchText(context),
      messageId:
        `batch-${context.tag}-${context.leads.map((lead) => lead.id.slice(0, 8)).join("")}`.slice(
          0,
          200,
        ),
      replyTo: null,
    },
    envelope,
  );
}
