import { EmailMessage } from "cloudflare:email";
import { leadServicePath } from "../core/config/site";
import { deliverAlerts, type EmailSender } from "./alerts";
import type { AlertMessage, Env, ExecutionContext, MessageBatch, ScheduledController } from "./env";
import { cmsAuth, cmsAuthPath, cmsCallbackPath } from "./cms-auth";
import { inboxPath } from "./inbox/words";
import { inbox } from "./inbox-routes";
import { eventsPath, receiveEvent } from "./events";
import { allowedOrigin, corsHeaders, receiveLead } from "./leads";
import { answerSlots, slotsPath } from "./bookings";
import { jobPage, jobPathPrefix } from "./job-page";
import { answerCalendar, calendarPathPrefix } from "./calendar";
import { notFound } from "./responses";
import { servePage } from "./stated-hours";
import { notFoundPath } from "../deploy/policy";
import { localJobsPath, nothingHere, runLocalJob, scheduledUnlessLocal } from "./local-jobs";

/**
 * The Worker beside the static site (wrangler.jsonc). Static files are served without it; it
 * answers the lead service (`/api/leads`), the open windows to book (`/api/slots`), the counted
 * taps (`/api/events`), a quote request's status page (`/job/<token>`), the owner's calendar
 * feed (`/calendar/<token>.ics`), the owner's inbox
 * (`/inbox`), every page of the site, with the hours the owner books (worker/stated-hours.ts),
 * and every path that is not a file of the build, with the not-found page. It also
 * consumes the alert queue, and runs the hourly clean-up and the nightly backup
 * (worker/scheduled.ts): deployed, on Cloudflare's cron triggers; locally, when `npm start`
 * asks with its key (worker/local-jobs.ts).
 */

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
    if (pathname === slotsPath) return answerSlots(request, env, corsHeaders(request));
    if (pathname.startsWith(jobPathPrefix)) return jobPage(request, env, emailSender(env));
    if (pathname.startsWith(calendarPathPrefix)) return answerCalendar(request, env);
    if (pathname === inboxPath || pathname.startsWith(`${inboxPath}/`)) return inbox(request, env);
    if (pathname === cmsAuthPath || pathname === cmsCallbackPath) return cmsAuth(request, env);
    if (pathname === localJobsPath) return runLocalJob(request, env);
    if (pathname.startsWith("/api/")) return nothingHere();
    if (pathname === notFoundPath) return notFound(env, request);
    return servePage(request, env);
  },

  async queue(batch: MessageBatch<AlertMessage>, env: Env): Promise<void> {
    await deliverAlerts(batch, env, emailSender(env));
  },

  async scheduled(controller: ScheduledController, env: Env): Promise<void> {
    await scheduledUnlessLocal(controller, env);
  },
};
