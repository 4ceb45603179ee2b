import { uiTimings } from "../config/ui";

/**
 * Lead submission: the one place the site's forms hand a message or a quote request over, since
 * a form that sends nothing loses every lead. With a lead endpoint configured, the lead is POSTed
 * to it as JSON; without one the site is in demo mode and the send is simulated.
 */

/** Which form a lead came from. */
export type LeadFormName = "contact" | "quote";

export type LeadFields = Record<string, string | boolean>;

/** The JSON body the lead endpoint receives. */
export interface LeadPayload {
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
  /** The endpoint refused the lead or could not be reached; the form keeps every value */
  | { status: "failed"; reason: "refused" | "unreachable"; httpStatus?: number };

export interface LeadOptions {
  /** Where to send the lead: the configured `LEAD_ENDPOINT`; null is demo mode */
  endpoint: string | null;
  fetch?: typeof globalThis.fetch;
  /** Waits out the simulated send in demo mode */
  wait?: (ms: number) => Promise<void>;
  now?: () => Date;
  /** Give up on an endpoint that does not answer, so the visitor can call instead */
  timeoutMs?: number;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** The name of the hidden field that only bots fill in. */
export const honeypotField = "website";

export function isSuccess(result: LeadResult): boolean {
  return result.status !== "failed";
}

export async function submitLead(
  lead: { form: LeadFormName; page: string; fields: LeadFields; honeypot?: string },
  {
    endpoint,
    fetch = globalThis.fetch,
    wait = sleep,
    now = () => new Date(),
    timeoutMs = 15_000,
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
    form: lead.form,
    page: lead.page,
    submittedAt: now().toISOString(),
    fields: lead.fields,
  };
  try {
    const response = await fetch(endpoint, {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify(payload),
      signal: AbortSignal.timeout(timeoutMs),
    });
    return response.ok
      ? { status: "sent" }
      : { status: "failed", reason: "refused", httpStatus: response.status };
  } catch {
    return { status: "failed", reason: "unreachable" };
  }
}
