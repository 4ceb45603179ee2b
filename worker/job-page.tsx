import { renderToStaticMarkup } from "react-dom/server";
import { JobStatus, type JobState } from "../app/components/sections/JobStatus";
import { fillLater } from "../app/data/form-text";
import { bookingText, jobStatusText } from "../app/data/booking";
import { slotLabel } from "../app/lib/booking";
import { fieldText, formatLeadTime, type StoredLead } from "../app/lib/stored-lead";
import { availability, needsDriveAwayTime } from "./bookings";
import type { Env } from "./env";
import { sitePage } from "./lead-pages";
import { notFound } from "./responses";
import { leadByStatusToken } from "./store";
import { jobPathPrefix, jobUrl, newStatusToken } from "./status-token";

/**
 * A quote request's status page, `/job/<token>`: the address its receipt gives, private to the
 * visitor (256 random bits), never indexed, cached or sent on as a referrer. It says where the
 * job stands as the owner moves it on, and is gone with the lead.
 */

export { jobPathPrefix, newStatusToken };

const tokenFormat = /^[A-Za-z0-9_-]{43}$/;

/** The status page's address, on the lead service's own origin. */
export const statusUrl = (request: Request, token: string) =>
  jobUrl(new URL(request.url).origin, token);

/** Where the job stands, as its page names it. */
function stateOf(lead: StoredLead): JobState {
  const state = lead.booking?.state;
  if (!state) return "requested";
  return state === "on_the_way" ? "onTheWay" : state;
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

export async function jobPage(request: Request, env: Env): Promise<Response> {
  const token = new URL(request.url).pathname.slice(jobPathPrefix.length);
  if (request.method !== "GET" && request.method !== "HEAD") return notFound(env, request);
  const lead = tokenFormat.test(token) ? await leadByStatusToken(env.DB, token) : null;
  if (!lead) return notFound(env, request);
  const { day, window } = lead.booking ?? {};
  const slot =
    day && window ? slotLabel(await availability(env.DB), bookingText, day, window) : null;
  const fill = (sentence: string) =>
    fillLater(sentence, {
      slot: slot ?? "",
      minutes: String(lead.booking?.minutes ?? ""),
      reason: lead.booking?.reason ?? "",
    }).trim();
  const state = stateOf(lead);
  const { driveAway } = jobStatusText;
  const main = renderToStaticMarkup(
    <JobStatus
      text={jobStatusText}
      state={state}
      fill={fill}
      details={detailsOf(lead, slot)}
      driveAway={
        needsDriveAwayTime(lead.fields.service) && state !== "declined"
          ? {
              heading: driveAway.heading,
              text: state === "done" ? driveAway.after : driveAway.before,
            }
          : null
      }
    />,
  );
  return sitePage(
    env,
    request,
    200,
    { title: jobStatusText.title, main },
    {
      "X-Robots-Tag": "noindex, nofollow",
      "Referrer-Policy": "no-referrer",
    },
  );
}
