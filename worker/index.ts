import { EmailMessage } from "cloudflare:email";
import { enquiryRetentionCutoff } from "../app/config/policies";
import { leadServicePath, siteConfig } from "../app/config/site";
import { deliverAlerts, type EmailSender } from "./alerts";
import type { AlertMessage, Env, ExecutionContext, MessageBatch, ScheduledController } from "./env";
import { cmsAuth, cmsAuthPath, cmsCallbackPath } from "./cms-auth";
import { inbox, inboxPath } from "./inbox-routes";
import { deleteCountsBefore, eventsPath, receiveEvent } from "./events";
import { allowedOrigin, receiveLead } from "./leads";
import { json, notFound } from "./responses";
import { deletePhotos, leadsWithPhotos } from "./photos";
import { deleteLeadsBefore, stalledAlerts, storedIds } from "./store";

/**
 * The Worker beside the static site (wrangler.jsonc). Static files are served without it; it
 * answers the lead service (`/api/leads`), the counted taps (`/api/events`), the owner's inbox
 * (`/inbox`), and every path that is not a file of the build, with the not-found page. It also
 * consumes the alert queue and runs the hourly clean-up.
 */

/** An alert still pending after this long never reached the queue: queue it again. */
const stalledAfterMs = 15 * 60 * 1000;

function emailSender(env: Env): EmailSender {
  return async (from, to, raw) => {
    if (!env.ALERT_EMAIL) throw new Error("No email binding");
    await env.ALERT_EMAIL.send(new EmailMessage(from, to, raw));
  };
}

export default {
  async fetch(request: Request, env: Env, ctx: ExecutionContext): Promise<Response> {
    const { pathname } = new URL(request.url);
    if (pathname === leadServicePath) return receiveLead(request, env, ctx);
    if (pathname === eventsPath) return receiveEvent(request, env, allowedOrigin);
    if (pathname === inboxPath || pathname.startsWith(`${inboxPath}/`)) return inbox(request, env);
    if (pathname === cmsAuthPath || pathname === cmsCallbackPath) return cmsAuth(request, env);
    if (pathname.startsWith("/api/")) return json({ error: "There is nothing here." }, 404);
    return notFound(env, request);
  },

  async queue(batch: MessageBatch<AlertMessage>, env: Env): Promise<void> {
    await deliverAlerts(batch, env, emailSender(env));
  },

  async scheduled(controller: ScheduledController, env: Env): Promise<void> {
    const now = new Date(controller.scheduledTime);
    const deleted = await deleteLeadsBefore(env.DB, enquiryRetentionCutoff(now));
    if (deleted.length > 0)
      console.log(`Deleted ${deleted.length} lead(s) past the retention period`);
    // Photos go with their lead; and any whose lead was never stored (a send that failed after
    // its photos were kept) or is gone.
    const withPhotos = await leadsWithPhotos(env.LEAD_PHOTOS, new Date(now.getTime() - 3_600_000));
    const stored = await storedIds(env.DB, withPhotos);
    for (const leadId of withPhotos) {
      if (!stored.has(leadId)) await deletePhotos(env.LEAD_PHOTOS, leadId);
    }
    await deleteCountsBefore(env.DB, now);
    const stalled = await stalledAlerts(env.DB, new Date(now.getTime() - stalledAfterMs));
    for (const leadId of stalled) {
      await env.LEAD_ALERTS.send({
        leadId,
        kind: "new",
        inboxUrl: `${siteConfig.siteUrl}${inboxPath}`,
      });
    }
  },
};
