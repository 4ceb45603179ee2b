import { workerPolicies } from "../deploy/policy";
import { renderToStaticMarkup } from "react-dom/server";
import type { ReactNode } from "react";
import { JobStatus, type JobState } from "../app/components/sections/JobStatus";
import { fillLater } from "../core/data/form-text";
import { bookingText, jobStatusText } from "../core/data/booking";
import { clockTime, nearestSlots, slotLabel, torontoClock, type Slot } from "../core/rules/booking";
import type { Availability } from "../core/config/schema";
import { siteConfig } from "../core/config/site";
import { quoteTarget } from "../core/data/pages";
import { fieldText, formatLeadTime, type StoredLead } from "./stored-lead";
import { availability, needsDriveAwayTime, slotsNow } from "./bookings";
import { shownState } from "./holds";
import type { Env } from "./env";
import { sitePage } from "./lead-pages";
import { notFound, seeOther } from "./responses";
import { publicOrigin } from "./public-origin";
import { leadByStatusToken } from "./store";
import { jobPathPrefix, jobUrl, newStatusToken } from "./status-token";
import { invoicingText } from "../core/data/billing";
import type { EmailSender } from "./alerts";
import {
  isApprovalNotice,
  JobMoney,
  moneyPageMarkup,
  moneyPages,
  tellApproval,
  type ApprovalNotice,
  type MoneyPage,
} from "./job-money";
import { approveQuote, currentQuote, issueInvoice, readMoney, type JobRecord } from "./money";
import { readBody, senderKey, sentFromAnotherSite } from "./requests";
import { withinLimit } from "./receive-check";

/**
 * A quote request's status page, `/job/<token>`: the address its receipt gives, private to the
 * visitor (256 random bits), never indexed, cached or sent on as a referrer. It says where the
 * job stands as the owner moves it on, and is gone with the lead.
 */

export { jobPathPrefix, newStatusToken };

const tokenFormat = /^[A-Za-z0-9_-]{43}$/;

/** The status page's address, on the lead service's own origin (worker/public-origin.ts). */
export const statusUrl = (request: Request, token: string) => jobUrl(publicOrigin(request), token);

/** Where the job stands, as its page names it: a hold past its time has lapsed. */
function stateOf(lead: StoredLead, settings: Availability, now: Date): JobState {
  return lead.booking ? shownState(lead.booking, settings, now) : "requested";
}

/** Where a driver sends a new request: the site's quote form, on the site. */
const requestHref = /^https?:\/\//.test(quoteTarget)
  ? quoteTarget
  : `${siteConfig.siteUrl}${quoteTarget}`;

/**
 * When the technician on the way should arrive, as a Toronto clock reads it ("2:45 pm"): the
 * time "On my way" was pressed plus the minutes given (a job set on its way before that time was
 * kept: from its last change).
 */
function arrivalTime(lead: StoredLead): string {
  const booking = lead.booking;
  const at =
    booking?.arrivesAt ??
    (booking?.minutes
      ? new Date(Date.parse(lead.updatedAt) + booking.minutes * 60_000).toISOString()
      : null);
  return at ? clockTime(torontoClock(new Date(at)).time) : "";
}

/** The lines of what the request said: its service, window, vehicle, postal code and time. */
function detailsOf(lead: StoredLead, slot: string | null) {
  const { details } = jobStatusText;
  const field = (name: string) =>
    typeof lead.fields[name] === "string" ? fieldText(name, lead.fields[name]) : "";
  return [
    { label: details.service, value: field("service") },
    { label: details.window, value: slot ?? "" },
    { label: details.vehicle, value: field("vehicle") },
    { label: details.postalCode, value: field("postalCode").toUpperCase() },
    { label: details.sent, value: formatLeadTime(lead.receivedAt) },
  ].filter((line) => line.value !== "");
}

/**
 * The page's content for a quote request as it stands at `now`: its state (a hold past its time
 * has lapsed), what it said, the drive-away time for a new windshield, and for a lapsed hold the
 * windows open now, nearest first to the one it held (`open`, as `slotsNow` answers).
 */
export function jobStatusMarkup(
  lead: StoredLead,
  settings: Availability,
  open: readonly Slot[],
  now: Date,
  money: { shown: ReactNode; record: JobRecord | null } = { shown: null, record: null },
): string {
  const { day, window } = lead.booking ?? {};
  const slot = day && window ? slotLabel(settings, bookingText, day, window) : null;
  const fill = (sentence: string) =>
    fillLater(sentence, {
      slot: slot ?? "",
      arrival: arrivalTime(lead),
      minutes: String(lead.booking?.minutes ?? ""),
      reason: lead.booking?.reason ?? "",
    }).trim();
  const state = stateOf(lead, settings, now);
  const nearest = state === "lapsed" && day && window ? nearestSlots(open, day, window, 3) : [];
  const { driveAway } = jobStatusText;
  const booked =
    state === "held" || state === "confirmed" || state === "onTheWay" || state === "done";
  return renderToStaticMarkup(
    <JobStatus
      text={jobStatusText}
      state={state}
      fill={fill}
      details={detailsOf(lead, slot)}
      driveAway={
        needsDriveAwayTime(lead.fields.service) && booked
          ? {
              heading: driveAway.heading,
              text:
                state !== "done"
                  ? driveAway.before
                  : money.record
                    ? recordedDriveAway(money.record)
                    : driveAway.after,
            }
          : null
      }
      money={money.shown}
      openWindows={
        state === "lapsed" ? { items: nearest.map((open) => open.label), requestHref } : null
      }
    />,
  );
}

/**
 * Once a replaced windshield's record is kept: the time the driver may drive again, on a Toronto
 * clock, from when the job was done and the adhesive's minutes.
 */
function recordedDriveAway(record: JobRecord): string {
  const until = new Date(Date.parse(record.finishedAt) + record.driveAwayMinutes * 60_000);
  return fillLater(invoicingText.jobRecord.driveAwayUntil, {
    time: clockTime(torontoClock(until).time),
    minutes: record.driveAwayMinutes,
  });
}

/**
 * A status page's address, `/job/<token>`, or one of its money pages under it
 * (`/job/<token>/invoice`, `/job/<token>/insurer`): GET reads it, and a POST to the page itself
 * is the driver's approval of their quote.
 */
export async function jobPage(
  request: Request,
  env: Env,
  sendEmail: EmailSender,
): Promise<Response> {
  const [token = "", sub, ...rest] = new URL(request.url).pathname
    .slice(jobPathPrefix.length)
    .split("/");
  const page =
    sub === undefined
      ? null
      : (moneyPages as readonly string[]).includes(sub)
        ? (sub as MoneyPage)
        : undefined;
  if (page === undefined || rest.length > 0) return notFound(env, request);
  const reading = request.method === "GET" || request.method === "HEAD";
  if (!reading && !(request.method === "POST" && page === null)) return notFound(env, request);
  const lead = tokenFormat.test(token) ? await leadByStatusToken(env.DB, token) : null;
  if (!lead) return notFound(env, request);
  if (!reading) return approve(request, env, sendEmail, lead, token);
  const money = await readMoney(env.DB, lead.id);
  if (page) {
    const shown = moneyPageMarkup(lead, money, page);
    if (!shown) return notFound(env, request);
    return sitePage(env, request, 200, shown, workerPolicies.statusPage.headers);
  }
  const now = new Date();
  const settings = await availability(env.DB);
  const lapsed = lead.booking && shownState(lead.booking, settings, now) === "lapsed";
  const noticeParam = new URL(request.url).searchParams.get("quote");
  // The page's own address, as a path: its form and links work on whichever host serves it.
  const pageUrl = `${jobPathPrefix}${token}`;
  const main = jobStatusMarkup(lead, settings, lapsed ? await slotsNow(env.DB, now) : [], now, {
    shown: (
      <JobMoney
        lead={lead}
        money={money}
        pageUrl={pageUrl}
        now={now}
        notice={isApprovalNotice(noticeParam) ? noticeParam : null}
      />
    ),
    record: money.record,
  });
  return sitePage(
    env,
    request,
    200,
    { title: jobStatusText.title, main },
    workerPolicies.statusPage.headers,
  );
}

/** The longest approval a status page's form posts: its action and version, with room. */
const approvalLimit = 1024;

/**
 * Approve quote, posted from the status page, with or without JavaScript: the page's own
 * address is its key (256 random bits); a post another site's page sends is refused, the body
 * is bounded, each sender's writes are limited, and the version approved must be the one the
 * page showed. Back on the page's quote, which says what came of it; a job already done is
 * invoiced at once, and the owner is told.
 */
async function approve(
  request: Request,
  env: Env,
  sendEmail: EmailSender,
  lead: StoredLead,
  token: string,
): Promise<Response> {
  if (sentFromAnotherSite(request)) return notFound(env, request);
  const back = (notice: ApprovalNotice | null) =>
    seeOther(`${jobPathPrefix}${token}${notice ? `?quote=${notice}` : ""}#quote`, {
      ...workerPolicies.statusPage.headers,
      "Cache-Control": "no-store",
    });
  const body = new URLSearchParams((await readBody(request, approvalLimit)) ?? "");
  const version = Number(body.get("version"));
  const sentAt = body.get("sent") ?? "";
  if (body.get("action") !== "approve" || !Number.isSafeInteger(version) || version < 1) {
    return back(null);
  }
  if (!(await withinLimit(env, senderKey(request)))) return back("busy");
  const now = new Date();
  const approval = await approveQuote(env.DB, lead.id, { version, sentAt }, now);
  if (approval === "stale") return back("stale");
  if (approval !== "approved") return back(approval === "already" ? "thanks" : null);
  if (lead.booking?.state === "done") await issueInvoice(env.DB, lead, now);
  const quote = currentQuote(await readMoney(env.DB, lead.id));
  if (quote) await tellApproval(env, sendEmail, lead, quote, publicOrigin(request));
  return back("thanks");
}
