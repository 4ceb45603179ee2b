import { checkLead } from "../core/rules/lead-fields";
import type { LeadFields } from "../core/rules/leads";
import { wantedWindow, type WantedWindow } from "./bookings";
import type { Env } from "./env";
import { checkPhotos, photoDigests, type CheckedPhoto } from "./photos";
import type { Incoming } from "./receive-parse";
import { isLoopback, senderKey } from "./requests";
import { contentHash, storedSubmission } from "./store-lead";

/**
 * The lead service's second step (worker/leads.ts), between reading a send
 * (worker/receive-parse.ts) and storing it (worker/receive-store.ts): whether it may be stored.
 * A lead must hold to its form's rules (core/rules/lead-fields), and its photos be photos; then
 * a send already stored is a retry, answered as before, and any other write counts against its
 * sender's limit.
 */

/** A lead that holds to its form's rules, ready to store. */
export interface CheckedLead {
  /** The lead as it came, its fields as the rules keep them, and its photos' digests */
  lead: Omit<Incoming, "fields"> & { fields: LeadFields; photoDigests: string[] };
  /** Its photos, each a JPEG, PNG or WebP by its own bytes */
  photos: CheckedPhoto[];
  /** The window a quote request names, where it holds a place (worker/bookings.ts) */
  wanted: WantedWindow | null;
}

/** What a submission id was stored with (worker/store-lead.ts). */
export type Submission = NonNullable<Awaited<ReturnType<typeof storedSubmission>>>;

/**
 * The lead held to its form's rules, with each refused field's message; then its photos, which
 * come with a quote request only.
 */
export async function checkFields(
  incoming: Incoming,
  photoParts: readonly File[],
): Promise<CheckedLead | { problem: "fields" | "photos"; errors: Record<string, string> }> {
  const checked = checkLead(incoming.form, incoming.fields);
  if (!checked.ok) return { problem: "fields", errors: checked.errors };
  const photos = photoParts.length > 0 ? await checkPhotos(photoParts) : [];
  if (photos === null || (photos.length > 0 && incoming.form !== "quote")) {
    return { problem: "photos", errors: {} };
  }
  const digests = await photoDigests(photos);
  return {
    lead: { ...incoming, fields: checked.fields, photoDigests: digests },
    photos,
    wanted: incoming.form === "quote" ? wantedWindow(checked.fields) : null,
  };
}

/**
 * Whether this send may write. A submission already stored is answered at once, whatever the
 * rate (a retry is free), and one stored as another form is refused; any other send is a write,
 * a new lead or a change to one, and counts against its sender's limit.
 */
export async function checkSender(
  env: Pick<Env, "DB" | "LEAD_SENDS">,
  request: Request,
  lead: CheckedLead["lead"],
): Promise<
  | { retry: { id: string; statusToken: string | null } }
  | { status: 409 | 429; problem: "otherForm" | "busy" }
  | { known: Submission | null; sender: string | null }
> {
  const hash = await contentHash(lead);
  const known = lead.key === null ? null : await storedSubmission(env.DB, lead.key);
  if (known !== null && known.form !== lead.form) return { status: 409, problem: "otherForm" };
  if (known !== null && known.hash === hash) {
    return { retry: { id: lead.key!, statusToken: known.statusToken } };
  }
  const sender = senderKey(request);
  if (!(await withinLimit(env, sender))) return { status: 429, problem: "busy" };
  return { known, sender };
}

/**
 * Counts a write against its sender's limit, by the address Cloudflare's edge puts on every
 * request; false once the sender is over it. A loopback address never comes through the edge:
 * that is the product run on this machine, never counted.
 */
export async function withinLimit(
  env: Pick<Env, "LEAD_SENDS">,
  sender: string | null,
): Promise<boolean> {
  if (!sender || isLoopback(sender)) return true;
  const { success } = await env.LEAD_SENDS.limit({ key: sender });
  return success;
}
