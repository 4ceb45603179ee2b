import { uiTimings } from "../config/ui";
import type { Slot } from "./booking";

/**
 * Lead submission: the one place the site's forms hand a message or a quote request over, since
 * a form that sends nothing loses every lead. The lead is POSTed as JSON to the lead service
 * (the Worker in worker/, at `leadServicePath` (config/site.ts) on the site's own origin, or at `LEAD_ENDPOINT`
 * when the site is hosted elsewhere), which answers with a receipt once the lead is stored.
 */

/**
 * The two pages a form sent without JavaScript can end on: the lead service sends the visitor to
 * `received` (303 See Other) once the lead is stored. A host without the lead service answers a
 * post to the lead service's path with 303 to `notSent`, which says plainly that nothing was sent.
 */
export const leadPages = { notSent: "/request-not-sent", received: "/request-received" } as const;

/**
 * Where the lead service answers the windows a visitor can book (worker/bookings.ts), beside the
 * lead endpoint: the quote form asks it once its script runs.
 */
export const slotsPath = "/api/slots";

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

/**
 * What the lead service answers once a lead is stored (status 200), and again, the same, for
 * every repeat of its submission. Anything else is not a receipt: a host without the lead
 * service may well answer 200 with a page, and a lead it dropped must not look sent.
 */
export interface LeadReceipt {
  received: true;
  id: string;
  /** A quote request's status page: the private address the visitor can keep (`/job/<token>`) */
  status?: string;
}

/** What the lead service answers when it cannot take a send. */
export interface LeadRefusal {
  /** What went wrong, in words a visitor can act on */
  error: string;
  /** For a value the forms' rules refuse: the field's name and its message */
  fields?: Record<string, string>;
  /** For a window that is taken or not open (409): the nearest open windows */
  alternatives?: Slot[];
}

export type LeadResult =
  /** The lead service stored the lead; a quote request's receipt gives its status page */
  | { status: "sent"; statusUrl?: string }
  /** The honeypot was filled in: a bot; it is shown success and nothing is sent */
  | { status: "discarded" }
  /**
   * Not sent, or not known to be: the form keeps every value. `refused`: the service answered
   * without a receipt; `offline`: the device had no connection; `uncertain`: no answer came back
   * in time, or none the browser could read, so the lead may well have arrived. (The browser
   * holds a send to the service's own rules first, so the service refuses a value only from a
   * client that skipped them.)
   */
  | {
      status: "failed";
      reason: "refused" | "offline" | "uncertain";
      httpStatus?: number;
      /**
       * What the service said it could not take, field by field, when it said (a window taken
       * since the form was filled: 409 with the nearest open windows)
       */
      refusal?: LeadRefusal;
    };

export interface LeadOptions {
  /** Where to send the lead: the lead service (`siteConfig.leadEndpoint`) */
  endpoint: string;
  fetch?: typeof globalThis.fetch;
  /** Waits out the pause before a bot is told its send went through */
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
  lead: {
    id: string;
    form: LeadFormName;
    page: string;
    fields: LeadFields;
    honeypot?: string;
    /** Photos of the damage, already shrunk (core/rules/photos.ts): sent as multipart parts */
    photos?: readonly Blob[];
  },
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
    await wait(uiTimings.discardedSendMs);
    return { status: "discarded" };
  }

  const payload: LeadPayload = {
    id: lead.id,
    form: lead.form,
    page: lead.page,
    submittedAt: now().toISOString(),
    fields: lead.fields,
  };
  const photos = lead.photos ?? [];
  // With photos, the same JSON goes as the `lead` part of a multipart body, and the photos as
  // `photo` parts; the browser writes the Content-Type with its boundary.
  let body: string | FormData = JSON.stringify(payload);
  if (photos.length > 0) {
    const parts = new FormData();
    parts.set("lead", body);
    photos.forEach((photo, i) => parts.append("photo", photo, `photo-${i + 1}.jpg`));
    body = parts;
  }
  try {
    const response = await fetch(endpoint, {
      method: "POST",
      headers: {
        ...(photos.length > 0 ? {} : { "Content-Type": "application/json" }),
        Accept: "application/json",
        "Idempotency-Key": lead.id,
      },
      body,
      // A phone on a slow connection takes a while to send photos.
      signal: AbortSignal.timeout(photos.length > 0 ? timeoutMs * 4 : timeoutMs),
      // A redirect is not the lead service's answer (a host without it may send one to a page).
      redirect: "manual",
    });
    // A body that is not JSON is no receipt; one that stops coming is the time-out below.
    const answer: unknown = await response
      .json()
      .catch((error: unknown) => (isAbort(error) ? Promise.reject(error) : null));
    if (response.ok && isReceipt(answer, lead.id)) {
      return typeof answer.status === "string"
        ? { status: "sent", statusUrl: answer.status }
        : { status: "sent" };
    }
    const refusal = answer as LeadRefusal | null;
    return {
      status: "failed",
      reason: "refused",
      httpStatus: response.status,
      ...(refusal?.fields ? { refusal } : {}),
    };
  } catch {
    // A time-out, or an answer the browser would not let the page read (an endpoint that
    // forgot its CORS headers), may come after the endpoint kept the lead: say so, unless the
    // device was plainly offline and nothing left it.
    return { status: "failed", reason: online() ? "uncertain" : "offline" };
  }
}

function isReceipt(answer: unknown, id: string): answer is LeadReceipt {
  const receipt = answer as Partial<LeadReceipt> | null;
  return receipt?.received === true && receipt.id === id;
}

const isAbort = (error: unknown) =>
  error instanceof DOMException && (error.name === "TimeoutError" || error.name === "AbortError");
