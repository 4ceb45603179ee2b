import { siteConfig } from "../core/config/site";
import { leadPages, type LeadReceipt, type LeadRefusal } from "../core/rules/leads";
import type { Env, ExecutionContext } from "./env";
import { leadMessages, type Problem } from "./lead-messages";
import { formAgain, isRetry, leadProblemPage } from "./lead-pages";
import { json, privateAnswer, secured, seeOther } from "./responses";
import { windowRefused, type WantedWindow } from "./bookings";
import { statusUrl } from "./job-page";
import { checkFields, checkSender } from "./receive-check";
import { notifyOwner } from "./receive-notify";
import { storeChecked } from "./receive-store";
import { parseLead, sendKind, type Incoming, type Via } from "./receive-parse";

/**
 * `POST /api/leads`: the lead service's front door. It takes the forms' JSON send (with an
 * `Idempotency-Key`) and a form posted without JavaScript, holds both to the forms' own rules
 * (core/rules/lead-fields.ts), stores the lead once in D1 and only then answers that it has it:
 * a receipt for the JSON send, 303 See Other to the confirmation page for a form post. The
 * owner's alert goes on a queue (worker/alerts.ts).
 *
 * Here, the door itself (the origins it takes, the method, the kind of send) and the answers;
 * each step a send takes past it is a module of its own, tested on its own: read
 * (worker/receive-parse.ts), checked (worker/receive-check.ts), stored
 * (worker/receive-store.ts), and the owner told (worker/receive-notify.ts).
 */

/** The origins whose pages may send leads here: the site's own, and the Worker's. */
export function allowedOrigin(origin: string, request: Request): boolean {
  return origin === new URL(request.url).origin || origin === new URL(siteConfig.siteUrl).origin;
}

/** The answer to a page on another allowed origin (a site hosted elsewhere, LEAD_ENDPOINT). */
export function corsHeaders(request: Request): Record<string, string> {
  const origin = request.headers.get("Origin");
  return origin && allowedOrigin(origin, request)
    ? { "Access-Control-Allow-Origin": origin, Vary: "Origin" }
    : { Vary: "Origin" };
}

function preflight(request: Request): Response {
  const origin = request.headers.get("Origin");
  if (!origin || !allowedOrigin(origin, request)) {
    return new Response(null, { status: 403, headers: secured({ Vary: "Origin" }) });
  }
  return new Response(null, {
    status: 204,
    headers: secured({
      ...corsHeaders(request),
      "Access-Control-Allow-Methods": "POST",
      "Access-Control-Allow-Headers": "Content-Type, Accept, Idempotency-Key",
      "Access-Control-Max-Age": "86400",
    }),
  });
}

/**
 * Where a form posted without JavaScript ends once its lead is stored: the confirmation page, on
 * the site that sent it (another origin when the pages are hosted elsewhere).
 */
function receivedPage(request: Request): string {
  const from = request.headers.get("Origin") ?? originOf(request.headers.get("Referer"));
  const own = new URL(request.url).origin;
  return from && from !== own && allowedOrigin(from, request)
    ? `${siteConfig.siteUrl}${leadPages.received}`
    : leadPages.received;
}

const originOf = (url: string | null) => {
  try {
    return url ? new URL(url).origin : null;
  } catch {
    return null;
  }
};

/**
 * How the front door answers a send, by how it came: JSON to the forms' script; to a form posted
 * without JavaScript, the confirmation page, or a page a visitor can act on.
 */
function leadAnswers(request: Request, env: Env, via: Via, cors: Record<string, string>) {
  /**
   * A refusal: JSON for the JSON send; for a form, a page a visitor can act on, with the form
   * again as it was typed when it can be sent again.
   */
  const refuse = (
    status: number,
    problem: Problem,
    incoming?: Incoming,
    errors: Record<string, string> = {},
  ): Response | Promise<Response> => {
    if (via === "script") {
      const fields = Object.keys(errors).length > 0 ? { fields: errors } : {};
      const retry: Record<string, string> = status === 429 ? { "Retry-After": "60" } : {};
      return json({ error: leadMessages[problem], ...fields } satisfies LeadRefusal, status, {
        ...cors,
        ...retry,
      });
    }
    return incoming && isRetry(problem)
      ? formAgain(env, request, status, problem, { ...incoming, errors })
      : leadProblemPage(env, request, status, problem);
  };

  /** The receipt; a quote request's gives the address of its status page. */
  const received = (id: string, statusToken: string | null = null) => {
    const status = statusToken ? { status: statusUrl(request, statusToken) } : {};
    return via === "script"
      ? json({ received: true, id, ...status } satisfies LeadReceipt, 200, cors)
      : seeOther(receivedPage(request), privateAnswer);
  };

  /**
   * A window the request cannot have (taken, or not open): 409 with the nearest open windows,
   * and nothing stored; a form posted without JavaScript gets the form again with them.
   */
  const windowTaken = async (incoming: Incoming, wanted: WantedWindow, now: Date) => {
    const { message, alternatives } = await windowRefused(env.DB, wanted, now);
    const errors = { arrivalWindow: message };
    if (via === "script") {
      return json(
        { error: message, fields: errors, alternatives } satisfies LeadRefusal,
        409,
        cors,
      );
    }
    return formAgain(env, request, 409, "full", { ...incoming, errors, alternatives });
  };

  return { refuse, received, windowTaken };
}

/**
 * A send, step by step: read, checked, stored, the owner told, and only then the receipt. A step
 * that refuses the send gives its answer; from the sender's check on, a failure is 503, and
 * nothing of the send is kept.
 */
export async function receiveLead(
  request: Request,
  env: Env,
  ctx: ExecutionContext,
): Promise<Response> {
  if (request.method === "OPTIONS") return preflight(request);
  const cors = corsHeaders(request);
  if (request.method !== "POST") {
    return json({ error: "Send leads with POST." }, 405, { ...cors, Allow: "POST, OPTIONS" });
  }
  const origin = request.headers.get("Origin");
  if (origin && !allowedOrigin(origin, request)) {
    return json({ error: leadMessages.foreignOrigin } satisfies LeadRefusal, 403, cors);
  }

  const kind = sendKind(request);
  if (!kind) return json({ error: leadMessages.wrongType } satisfies LeadRefusal, 415, cors);
  const answer = leadAnswers(request, env, kind.via, cors);

  const parsed = await parseLead(request, kind);
  if ("problem" in parsed) return answer.refuse(parsed.status, parsed.problem);
  const { incoming, photoParts } = parsed;

  // A bot filled in the field no person sees: it is told the lead arrived, and nothing is kept.
  if (incoming.honeypot.trim()) return answer.received(incoming.key ?? crypto.randomUUID());

  const checked = await checkFields(incoming, photoParts);
  if ("problem" in checked) return answer.refuse(422, checked.problem, incoming, checked.errors);
  const now = new Date();
  try {
    const admitted = await checkSender(env, request, checked.lead);
    if ("retry" in admitted) return answer.received(admitted.retry.id, admitted.retry.statusToken);
    if ("problem" in admitted) return answer.refuse(admitted.status, admitted.problem, incoming);
    const stored = await storeChecked(env, ctx, checked, admitted, now);
    if (stored.outcome === "otherForm") return answer.refuse(409, "otherForm");
    if (stored.outcome === "full") return await answer.windowTaken(incoming, checked.wanted!, now);
    notifyOwner(env, ctx, request, stored, incoming.page, now);
    return answer.received(stored.id, "statusToken" in stored ? stored.statusToken : null);
  } catch (error) {
    console.error("Lead not stored", error);
    return answer.refuse(503, "unavailable", incoming);
  }
}
