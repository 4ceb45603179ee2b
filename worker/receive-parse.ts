import { isLeadForm } from "../core/rules/lead-fields";
import { honeypotField, type LeadFormName } from "../core/rules/leads";
import { leadBodyLimit, photosBodyLimit, type Problem } from "./lead-messages";
import { readBytes } from "./requests";

/**
 * The lead service's first step (worker/leads.ts): what a send says, read from its body. The
 * forms' script sends JSON (with photos, the same JSON as the `lead` part of a multipart body,
 * beside each `photo`); a form posted without JavaScript sends its fields. Nothing here is held
 * to the forms' rules yet (worker/receive-check.ts): only whether it is a lead at all.
 */

/** How a lead came: the forms' script (JSON, or multipart with photos) or a form without it. */
export type Via = "script" | "form";

/** How a send is written. */
export interface SendKind {
  via: Via;
  /** A multipart body: the lead and its photos */
  multipart: boolean;
}

/** A lead as either kind of send carries it. */
export interface Incoming {
  form: LeadFormName;
  page: string;
  fields: Record<string, unknown>;
  key: string | null;
  submittedAt: string | null;
  honeypot: string;
}

/** A send read: the lead and the photo parts it came with, or why it is not a lead. */
export type Parsed =
  { incoming: Incoming; photoParts: File[] } | { status: 400 | 413 | 422; problem: Problem };

/** A submission id as the forms make them (32 hex digits), or any sensible key of a client. */
const keyFormat = /^[A-Za-z0-9_-]{8,64}$/;

const asText = (value: unknown) => (typeof value === "string" ? value : "");

/** The page a lead names, if it is a path of the site. */
const sitePath = (value: unknown) => {
  const path = asText(value).slice(0, 200);
  return /^\/[A-Za-z0-9._~/-]*$/.test(path) ? path : "/";
};

/** The visitor's clock when they pressed send, as an ISO 8601 instant (what a backup restores). */
const isoTime = (value: unknown) => {
  const text = asText(value);
  const time = text.length <= 40 ? Date.parse(text) : Number.NaN;
  return Number.isNaN(time) ? null : new Date(time).toISOString();
};

/**
 * A form posted without JavaScript whose visitor tapped one of the nearest open windows on the
 * page that came back (a button named `slot`, "2026-12-08 morning"): the window stands for the
 * day and window fields, every other value as it was typed.
 */
export function chosenSlot(posted: Record<string, string>): Record<string, string> {
  const { slot, ...rest } = posted;
  const chosen = /^(\d{4}-\d{2}-\d{2}) (morning|afternoon|evening)$/.exec(slot ?? "");
  return chosen ? { ...rest, preferredDay: chosen[1]!, arrivalWindow: chosen[2]! } : rest;
}

/** The kind of send its Content-Type says, or null for one that is no lead. */
export function sendKind(request: Request): SendKind | null {
  const type = (request.headers.get("Content-Type") ?? "").split(";")[0]!.trim().toLowerCase();
  const multipart = type === "multipart/form-data";
  if (type === "application/json" || multipart) return { via: "script", multipart };
  if (type === "application/x-www-form-urlencoded") return { via: "form", multipart };
  return null;
}

/** Reads a send of this kind: its body, bounded, and the lead it carries. */
export async function parseLead(request: Request, { via, multipart }: SendKind): Promise<Parsed> {
  const bytes = await readBytes(request, multipart ? photosBodyLimit : leadBodyLimit);
  if (bytes === null) return { status: 413, problem: multipart ? "photos" : "tooLarge" };
  const body = multipart
    ? await leadWithPhotos(bytes, request.headers.get("Content-Type") ?? "")
    : { lead: new TextDecoder().decode(bytes), photoParts: [] };
  if ("problem" in body) return body;
  const incoming =
    via === "script"
      ? scriptLead(body.lead, request.headers.get("Idempotency-Key"))
      : postedLead(body.lead);
  return "problem" in incoming ? incoming : { incoming, photoParts: body.photoParts };
}

/** A multipart body's parts: the lead's JSON, and its photos, each a file. */
async function leadWithPhotos(
  bytes: Uint8Array<ArrayBuffer>,
  contentType: string,
): Promise<{ lead: string; photoParts: File[] } | { status: 400 | 422; problem: Problem }> {
  let parts: FormData;
  try {
    parts = await new Response(bytes, { headers: { "Content-Type": contentType } }).formData();
  } catch {
    return { status: 400, problem: "notALead" };
  }
  const lead = parts.get("lead");
  if (typeof lead !== "string" || lead.length > leadBodyLimit) {
    return { status: 400, problem: "notALead" };
  }
  const photoParts = parts.getAll("photo").filter((part): part is File => typeof part !== "string");
  if (photoParts.length !== parts.getAll("photo").length) return { status: 422, problem: "photos" };
  return { lead, photoParts };
}

/**
 * The forms' JSON: `{ form, page, fields, id?, submittedAt? }`, its submission id the
 * Idempotency-Key header's when there is one.
 */
export function scriptLead(
  body: string,
  idempotencyKey: string | null,
): Incoming | { status: 400; problem: Problem } {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return { status: 400, problem: "badJson" };
  }
  if (typeof parsed !== "object" || parsed === null) return { status: 400, problem: "notALead" };
  const lead = parsed as Record<string, unknown>;
  if (!isLeadForm(lead.form)) return { status: 400, problem: "unknownForm" };
  if (typeof lead.fields !== "object" || lead.fields === null) {
    return { status: 400, problem: "notALead" };
  }
  const key = idempotencyKey ?? (asText(lead.id) || null);
  if (key !== null && !keyFormat.test(key)) return { status: 400, problem: "badKey" };
  const fields = lead.fields as Record<string, unknown>;
  return {
    form: lead.form,
    page: sitePath(lead.page),
    fields,
    key,
    submittedAt: isoTime(lead.submittedAt),
    honeypot: asText(fields[honeypotField]),
  };
}

/** A form posted without JavaScript: its fields as typed, the form and page among them. */
export function postedLead(body: string): Incoming | { status: 400; problem: Problem } {
  const posted = chosenSlot(Object.fromEntries(new URLSearchParams(body)));
  if (!isLeadForm(posted.form)) return { status: 400, problem: "unknownForm" };
  return {
    form: posted.form,
    page: sitePath(posted.page),
    fields: posted,
    key: null,
    submittedAt: null,
    honeypot: asText(posted[honeypotField]),
  };
}
