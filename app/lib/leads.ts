import { uiTimings } from "../config/ui";

/**
 * Lead submission: the one place the site's forms hand a message or a quote request over, since
 * a form that sends nothing loses every lead. With a lead endpoint configured, the lead is POSTed
 * to it as JSON; without one the site is in demo mode and the send is simulated.
 */

/**
 * The two pages a form sent without JavaScript can end on. In demo mode the forms post to
 * `notSent`, which every server answers with 303 See Other to that page, saying plainly that
 * nothing was sent. With a lead endpoint, the endpoint sends the visitor to `received` (303).
 */
export const leadPages = { notSent: "/request-not-sent", received: "/request-received" } as const;

/** Which form a lead came from. */
export type LeadFormName = "contact" | "quote";

export type LeadFields = Record<string, string | boolean>;

/** The JSON body the lead endpoint receives. */
export interface LeadPayload {
  /**
   * The submission's id, also sent as the `Idempotency-Key` header: a retry of the same
   * submission carries the same id, so the endpoint can keep the first and drop the repeats.
   */
  id: string;
  form: LeadFormName;
  /** The path of the page the form was sent from, e.g. "/contact-us" */
  page: string;
  /** When the visitor pressed send, as an ISO 8601 timestamp */
  submittedAt: string;
  fields: LeadFields;
}

export type LeadResult =
  /** The endpoint accepted the lead */
  | { status: "sent" }
  /** Demo mode: nothing was sent */
  | { status: "simulated" }
  /** The honeypot was filled in: a bot; it is shown success and nothing is sent */
  | { status: "discarded" }
  /**
   * Not sent, or not known to be: the form keeps every value. `refused`: the endpoint answered
   * with an error; `offline`: the device had no connection; `uncertain`: no answer came back in
   * time, or none the browser could read, so the lead may well have arrived.
   */
  | { status: "failed"; reason: "refused" | "offline" | "uncertain"; httpStatus?: number };

export interface LeadOptions {
  /** Where to send the lead: the configured `LEAD_ENDPOINT`; null is demo mode */
  endpoint: string | null;
  fetch?: typeof globalThis.fetch;
  /** Waits out the simulated send in demo mode */
  wait?: (ms: number) => Promise<void>;
  now?: () => Date;
  /** Give up on an endpoint that does not answer, so the visitor can call instead */
  timeoutMs?: number;
  /** Whether the device has a connection (navigator.onLine) */
  online?: () => boolean;
}

/**
 * A new submission id: 128 random bits as 32 hex digits, so two submissions never share one.
 * (`crypto.randomUUID` exists on HTTPS pages only; `getRandomValues` on every page.)
 */
export function newSubmissionId(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) =>
    byte.toString(16).padStart(2, "0"),
  ).join("");
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** The name of the hidden field that only bots fill in. */
export const honeypotField = "website";

export function isSuccess(result: LeadResult): boolean {
  return result.status !== "failed";
}

export async function submitLead(
  lead: { id: string; form: LeadFormName; page: string; fields: LeadFields; honeypot?: string },
  {
    endpoint,
    fetch = globalThis.fetch,
    wait = sleep,
    now = () => new Date(),
    timeoutMs = 15_000,
    online = () => globalThis.navigator?.onLine ?? true,
  }: LeadOptions,
): Promise<LeadResult> {
  if (lead.honeypot?.trim()) {
    await wait(uiTimings.simulatedSendMs);
    return { status: "discarded" };
  }
  if (!endpoint) {
    await wait(uiTimings.simulatedSendMs);
    return { status: "simulated" };
  }

  const payload: LeadPayload = {
    id: lead.id,
    form: lead.form,
    page: lead.page,
    submittedAt: now().toISOString(),
    fields: lead.fields,
  };
  try {
    const response = await fetch(endpoint, {
      method: "POST",
      headers: {
        "Content-Type": "application/json",
        Accept: "application/json",
        "Idempotency-Key": lead.id,
      },
      body: JSON.stringify(payload),
      signal: AbortSignal.timeout(timeoutMs),
    });
    return response.ok
      ? { status: "sent" }
      : { status: "failed", reason: "refused", httpStatus: response.status };
  } catch {
    // A time-out, or an answer the browser would not let the page read (an endpoint that
    // forgot its CORS headers), may come after the endpoint kept the lead: say so, unless the
    // device was plainly offline and nothing left it.
    return { status: "failed", reason: online() ? "uncertain" : "offline" };
  }
}
