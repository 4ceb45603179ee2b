import { workerPolicies } from "../deploy/policy";
import { renderToStaticMarkup } from "react-dom/server";
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
import { notFound } from "./responses";
import { publicOrigin } from "./public-origin";
import { leadByStatusToken } from "./store";
import { jobPathPrefix, jobUrl, newStatusToken } from "./status-token";

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
              text: state === "done" ? driveAway.after : driveAway.before,
            }
          : null
      }
      openWindows={
        state === "lapsed" ? { items: nearest.map((open) => open.label), requestHref } : null
      }
    />,
  );
}

export async function jobPage(request: Request, env: Env): Promise<Response> {
  const token = new URL(request.url).pathname.slice(jobPathPrefix.length);
  if (request.method !== "GET" && request.method !== "HEAD") return notFound(env, request);
  const lead = tokenFormat.test(token) ? await leadByStatusToken(env.DB, token) : null;
  if (!lead) return notFound(env, request);
  const now = new Date();
  const settings = await availability(env.DB);
  const lapsed = lead.booking && shownState(lead.booking, settings, now) === "lapsed";
  const main = jobStatusMarkup(lead, settings, lapsed ? await slotsNow(env.DB, now) : [], now);
  return sitePage(
    env,
    request,
    200,
    { title: jobStatusText.title, main },
    workerPolicies.statusPage.headers,
  );
}
