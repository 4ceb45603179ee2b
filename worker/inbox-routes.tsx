import { renderToStaticMarkup } from "react-dom/server";
import { workerPolicies } from "../deploy/policy";
import { InboxForbidden, InboxPage, type InboxView } from "./inbox/InboxPage";
import { NumbersPage } from "./inbox/NumbersPage";
import { AvailabilityPage, type AvailabilityView } from "./inbox/AvailabilityPage";
import {
  inboxPath,
  inboxPaths,
  inboxSearchLimit,
  inboxText,
  moneyNotices,
  numbersPath,
  type MoneyNotice,
} from "./inbox/words";
import {
  allMoney,
  creditInvoice,
  issueInvoice,
  markPaid,
  moneyOf,
  saveJobRecord,
  sendQuote,
} from "./money";
import { jobRecordFrom, paidFrom, quoteDraftFrom, type MoneyFormRefused } from "./money-forms";
import { needsDriveAwayTime } from "./bookings";
import { siteConfig } from "../core/config/site";
import { isLeadStatus } from "./stored-lead";
import { inboxAccess } from "./access";
import { alertsConfigured } from "./alerts";
import { leadsCsv } from "./csv";
import type { Env } from "./env";
import { readBody } from "./requests";
import { notFound, privateAnswer, secured, seeOther } from "./responses";
import { siteStylesheets } from "./site-assets";
import { deletePhotos, readPhoto } from "./photos";
import {
  deleteLead,
  getLead,
  leadCounts,
  listLeads,
  quoteSent,
  setBooking,
  setStatus,
} from "./store";
import { bookingChange, slotsNow, tellBookingWebhook } from "./bookings";
import {
  availabilityFromForm,
  availabilityValues,
  readAvailability,
  saveAvailability,
} from "./availability";
import { calendarToken, calendarUrl, renewCalendarToken } from "./calendar";
import {
  countsCsv,
  numbersView,
  parseRange,
  rangeBounds,
  readAllCounts,
  readCounts,
} from "./numbers";
import { randomToken } from "./status-token";
import { publicOrigin } from "./public-origin";
import { forgetStatedHours, statedHours } from "./stated-hours";

/**
 * The owner's inbox at /inbox: the leads newest first with search and status, each lead's
 * status set, a quote request's booking moved on (confirm, decline, on my way, done) and
 * deletion by plain forms, every lead as CSV at /inbox/leads.csv, and the site's
 * counted taps and leads by day and page at /inbox/numbers (`?days=7`, 30 or 90), their counts
 * as CSV at /inbox/numbers.csv (`?days=all`: every day kept). Each request is checked by
 * worker/access.ts first; nothing here runs script in the browser.
 */

const pageSize = 25;

/** A lead's id in an inbox address, as the lead service makes them. */
const leadId = "([A-Za-z0-9_-]{8,64})";
const leadIdFormat = new RegExp(`^${leadId}$`);
/** The addresses of inboxPaths.status and .delete, and of inboxPaths.photo (photos 1 to 9). */
const leadActionRoute = new RegExp(
  `^${inboxPaths.status(leadId).replace(/status$/, "(status|delete|booking|quote|paid|credit)")}$`,
);
const photoRoute = new RegExp(`^${inboxPaths.photo(leadId, 0).replace(/0$/, "([1-9])")}$`);

/** The inbox's pages: never kept, and under the inbox's policy (deploy/policy.ts). */
const inboxHeaders = { ...privateAnswer, ...workerPolicies.inbox.headers };
const inboxCsp = workerPolicies.inbox.csp;

function html(markup: string, status = 200, csp: string = inboxCsp): Response {
  const headers = secured(inboxHeaders, csp);
  headers.set("Content-Type", "text/html; charset=utf-8");
  return new Response(`<!DOCTYPE html>${markup}`, { status, headers });
}

/** A change to the inbox must come from the inbox's own pages, never from another site. */
function fromOwnPage(request: Request): boolean {
  const own = new URL(request.url).origin;
  const origin = request.headers.get("Origin");
  if (origin && origin !== "null") return origin === own;
  if (request.headers.get("Sec-Fetch-Site")) {
    return request.headers.get("Sec-Fetch-Site") === "same-origin";
  }
  const referer = request.headers.get("Referer");
  try {
    return referer !== null && new URL(referer).origin === own;
  } catch {
    return false;
  }
}

/** Where to go back to after a change: an inbox view, with a notice. */
/** The inbox view a change came from, when it is one; else the inbox. */
const returnUrl = (request: Request, returnTo: string | null) =>
  new URL(
    returnTo?.startsWith(inboxPath) && !returnTo.startsWith("//") ? returnTo : inboxPath,
    request.url,
  );

function backTo(
  request: Request,
  returnTo: string | null,
  notice: string,
  leadId = "",
  anchor = leadId ? `#lead-${leadId}` : "",
) {
  const url = returnUrl(request, returnTo);
  url.searchParams.set("notice", notice);
  // The lead changed comes back open, and the page scrolled to it.
  if (leadId) url.searchParams.set("open", leadId);
  return seeOther(`${url.pathname}${url.search}${anchor}`, inboxHeaders);
}

/** `before`: the last lead of the page before, as `<received at>~<id>`. */
function pageCursor(value: string | null) {
  const [receivedAt, id] = value?.split("~") ?? [];
  return receivedAt && id && !Number.isNaN(Date.parse(receivedAt)) ? { receivedAt, id } : null;
}

/** The search and status a view of the leads is narrowed to (`?q=`, `?status=`). */
function leadFilter(url: URL) {
  const search = (url.searchParams.get("q") ?? "").slice(0, inboxSearchLimit);
  const statusParam = url.searchParams.get("status");
  return { search, status: isLeadStatus(statusParam) ? statusParam : null };
}

async function inboxView(
  request: Request,
  env: Env,
  access: InboxView["access"],
  url = new URL(request.url),
) {
  const { search, status } = leadFilter(url);
  const before = pageCursor(url.searchParams.get("before"));
  // One lead by its id (the calendar's link to it, inboxPaths.lead), or the list.
  const onlyParam = url.searchParams.get("lead");
  const only = onlyParam && leadIdFormat.test(onlyParam) ? onlyParam : null;
  const [leads, counts] = await Promise.all([
    only
      ? getLead(env.DB, only).then((lead) => (lead ? [lead] : []))
      : listLeads(env.DB, { search, status, before, limit: pageSize + 1 }),
    leadCounts(env.DB),
  ]);
  const page = leads.slice(0, pageSize);
  // The lead the owner just changed stays in view, first, though leads that arrived meanwhile
  // have pushed it off this page.
  const openParam = url.searchParams.get("open");
  const pushedOff =
    openParam && leadIdFormat.test(openParam) && !page.some((lead) => lead.id === openParam)
      ? await getLead(env.DB, openParam)
      : null;
  const shown = pushedOff ? [pushedOff, ...page] : page;
  const filter = new URLSearchParams();
  if (search) filter.set("q", search);
  if (status) filter.set("status", status);
  const last = page.at(-1);
  const older =
    leads.length > pageSize && last
      ? `${inboxPath}?${new URLSearchParams([...filter, ["before", `${last.receivedAt}~${last.id}`]])}`
      : null;
  const here = new URLSearchParams(url.searchParams);
  here.delete("notice");
  here.delete("open");
  const openLead = only ?? url.searchParams.get("open");
  const notice = url.searchParams.get("notice");
  const refused = notice === "slot" || notice === "minutes" ? notice : null;
  const origin = publicOrigin(request);
  const view: InboxView = {
    leads: shown,
    counts,
    search,
    status,
    onlyLead: only,
    olderHref: older,
    paged: before !== null,
    notice:
      notice === "saved" || notice === "deleted" || notice === "booking" || notice === "calendar"
        ? notice
        : (moneyNotices as readonly string[]).includes(notice ?? "")
          ? (notice as MoneyNotice)
          : null,
    access,
    alertsOn: alertsConfigured(env),
    siteUrl: siteConfig.siteUrl,
    origin,
    slots: await slotsNow(env.DB, new Date()),
    availability: (await readAvailability(env.DB)).settings,
    calendarUrl: await calendarToken(env.DB).then((token) =>
      token ? calendarUrl(origin, token) : null,
    ),
    here: `${inboxPath}${here.size ? `?${here}` : ""}`,
    openLead: openLead && leadIdFormat.test(openLead) ? openLead : null,
    refused,
    now: new Date(),
    csvHref: `${inboxPaths.leadsCsv}${filter.size ? `?${filter}` : ""}`,
    money: await moneyOf(
      env.DB,
      shown.filter((lead) => lead.form === "quote").map((lead) => lead.id),
    ),
    moneyRefused: null,
  };
  return view;
}

/** The availability screen: what is saved, or a refused save's values with their messages. */
async function availabilityPage(request: Request, env: Env, view: AvailabilityView, status = 200) {
  const stylesheets = await siteStylesheets(env, request);
  return html(
    renderToStaticMarkup(
      <AvailabilityPage view={view} stylesheets={stylesheets} siteName={siteConfig.name} />,
    ),
    status,
  );
}

async function formBody(request: Request, limit = 4096): Promise<URLSearchParams | null> {
  const text = await readBody(request, limit);
  return text === null ? null : new URLSearchParams(text);
}

/**
 * A lead's photo, for the owner only: this route runs after the inbox's sign-in check, is never
 * cached, and says its type is the one its bytes showed when it was stored (JPEG, PNG or WebP),
 * so nothing in it is read as a page or a script.
 */
async function photoAnswer(env: Env, request: Request, leadId: string, n: number) {
  const listed = (await getLead(env.DB, leadId))?.photos.find((photo) => photo.n === n);
  const photo = listed ? await readPhoto(env.LEAD_PHOTOS, leadId, listed) : null;
  if (!photo) return notFound(env, request);
  const headers = secured(inboxHeaders);
  headers.set("Content-Type", photo.type);
  headers.set("Content-Length", String(photo.size));
  headers.set("Content-Disposition", `inline; filename="lead-${leadId}-photo-${n}"`);
  headers.set("Cross-Origin-Resource-Policy", "same-origin");
  return new Response(request.method === "HEAD" ? null : photo.body, { headers });
}

/** A change to the inbox (a form posted) that came from another site: refused, changing nothing. */
const notFromInbox = () =>
  new Response(inboxText.refused.otherSite, {
    status: 403,
    headers: secured(inboxHeaders),
  });

/** What anyone without the business's sign-in gets, for any address under the inbox. */
async function forbiddenPage(
  request: Request,
  env: Env,
  reason: "noAccess" | "notConfigured",
): Promise<Response> {
  const stylesheets = await siteStylesheets(env, request).catch(() => []);
  return html(
    renderToStaticMarkup(
      <InboxForbidden reason={reason} stylesheets={stylesheets} siteName={siteConfig.name} />,
    ),
    403,
  );
}

/**
 * Every request under /inbox: the sign-in checked first, then a page or download read by its
 * address, or a change posted from the inbox's own pages; any other method is not allowed.
 */
export async function inbox(request: Request, env: Env): Promise<Response> {
  const decision = await inboxAccess(request, env);
  if (!decision.allowed) return forbiddenPage(request, env, decision.reason);

  const url = new URL(request.url);
  const path = url.pathname.replace(/\/+$/, "") || "/";
  if (request.method === "GET" || request.method === "HEAD") {
    return readRoute(request, env, url, path, decision.access);
  }
  const change = request.method === "POST" ? changeRoute(path) : null;
  if (change) return fromOwnPage(request) ? change(request, env, decision.access) : notFromInbox();
  return new Response(null, {
    status: 405,
    headers: secured({ ...inboxHeaders, Allow: "GET, HEAD, POST" }),
  });
}

/** The inbox's pages and downloads, by address; an address it does not have is not found. */
function readRoute(
  request: Request,
  env: Env,
  url: URL,
  path: string,
  access: InboxView["access"],
): Promise<Response> | Response {
  if (path === inboxPath) {
    return url.pathname === inboxPath
      ? inboxPage(request, env, access)
      : seeOther(inboxPath + url.search);
  }
  if (path === inboxPaths.availability) return savedAvailabilityPage(request, env, url);
  if (path === numbersPath) {
    return url.pathname === numbersPath
      ? numbersPage(request, env, url)
      : seeOther(numbersPath + url.search);
  }
  if (path === `${numbersPath}.csv`) return numbersCsv(env, url);
  const photo = path.match(photoRoute);
  if (photo) return photoAnswer(env, request, photo[1]!, Number(photo[2]));
  if (path === inboxPaths.leadsCsv) return leadsCsvAnswer(env, url);
  return notFound(env, request);
}

/** The changes the inbox's forms post, by address; null for an address that takes none. */
function changeRoute(
  path: string,
): ((request: Request, env: Env, access: InboxView["access"]) => Promise<Response>) | null {
  if (path === inboxPaths.availability) return postAvailability;
  if (path === inboxPaths.calendar) return postCalendar;
  const leadAction = path.match(leadActionRoute);
  if (!leadAction) return null;
  const [, id = "", action] = leadAction;
  const handlers = {
    booking: postBooking,
    delete: postDelete,
    status: postStatus,
    quote: postQuote,
    paid: postPaid,
    credit: postCredit,
  } as const;
  const handler = handlers[action as keyof typeof handlers];
  return (request, env, access) => handler(request, env, id, access);
}

/** The leads, newest first, as the address narrows them; its one script allowed by a nonce. */
async function inboxPage(
  request: Request,
  env: Env,
  access: InboxView["access"],
  view?: InboxView,
  status = 200,
) {
  view ??= await inboxView(request, env, access);
  const stylesheets = await siteStylesheets(env, request);
  const nonce = randomToken(18);
  return html(
    renderToStaticMarkup(
      <InboxPage
        view={view}
        stylesheets={stylesheets}
        siteName={siteConfig.name}
        scriptNonce={nonce}
      />,
    ),
    status,
    workerPolicies.inbox.cspWithScript(nonce),
  );
}

/** The availability screen as saved, with the notice of a save just made. */
async function savedAvailabilityPage(request: Request, env: Env, url: URL) {
  const saved = await readAvailability(env.DB);
  const notice = url.searchParams.get("notice") === "saved" ? "saved" : null;
  return availabilityPage(request, env, {
    values: availabilityValues(saved.settings),
    errors: {},
    savedAt: saved.savedAt,
    notice,
    stated: { text: statedHours(saved.settings).text, preview: false },
  });
}

/** The owner's numbers over the range asked for (`?days=`). */
async function numbersPage(request: Request, env: Env, url: URL) {
  const view = await numbersView(env.DB, { days: parseRange(url.searchParams.get("days")) });
  const stylesheets = await siteStylesheets(env, request);
  return html(
    renderToStaticMarkup(
      <NumbersPage view={view} stylesheets={stylesheets} siteName={siteConfig.name} />,
    ),
  );
}

/** A CSV download under the inbox's headers, never kept. */
function csvFile(body: string, name: string) {
  const headers = secured(inboxHeaders);
  headers.set("Content-Type", "text/csv; charset=utf-8");
  headers.set("Content-Disposition", `attachment; filename="${name}.csv"`);
  return new Response(body, { headers });
}

/** The counts as CSV: a range's days, or with `?days=all` every day still kept. */
async function numbersCsv(env: Env, url: URL) {
  const all = url.searchParams.get("days") === "all";
  const days = parseRange(url.searchParams.get("days"));
  const now = new Date();
  const { first, last } = rangeBounds(days, now);
  const rows = all ? await readAllCounts(env.DB) : await readCounts(env.DB, { days, now });
  return csvFile(countsCsv(rows), all ? `numbers-to-${last}` : `numbers-${first}-to-${last}`);
}

/**
 * Every lead the inbox's search and status filter find, as CSV, each quote request with its
 * quote and invoice.
 */
async function leadsCsvAnswer(env: Env, url: URL) {
  const leads = await listLeads(env.DB, { ...leadFilter(url), limit: 100_000 });
  const day = new Date().toISOString().slice(0, 10);
  // Every job's money in three queries, however many leads the file lists.
  const money = await allMoney(env.DB);
  return csvFile(leadsCsv(leads, money), `leads-${day}`);
}

/**
 * The availability posted: saved, or previewed (the hours it would state, nothing saved), or
 * refused with each message beside its field and every value as typed.
 */
async function postAvailability(request: Request, env: Env) {
  // The longest form the screen makes: the windows, the week and the most days off it takes
  // (availability.ts `closedLimit`), each character encoded as a browser may.
  const body = await formBody(request, 32_768);
  if (!body) {
    return new Response(inboxText.refused.tooLong, {
      status: 413,
      headers: secured(inboxHeaders),
    });
  }
  const posted = availabilityFromForm(body);
  if (!posted.ok) {
    const { settings, savedAt } = await readAvailability(env.DB);
    return availabilityPage(
      request,
      env,
      {
        values: posted.values,
        errors: posted.errors,
        savedAt,
        notice: null,
        stated: { text: statedHours(settings).text, preview: false },
      },
      422,
    );
  }
  // Preview: the hours these settings state, shown with the form as typed; nothing saved.
  if (body.get("preview")) {
    const { savedAt } = await readAvailability(env.DB);
    return availabilityPage(request, env, {
      values: posted.values,
      errors: {},
      savedAt,
      notice: null,
      stated: { text: statedHours(posted.settings).text, preview: true },
    });
  }
  await saveAvailability(env.DB, posted.settings, new Date());
  forgetStatedHours();
  return seeOther(`${inboxPaths.availability}?notice=saved`, inboxHeaders);
}

/** A new calendar address, the old one ending; back at the calendar's section. */
async function postCalendar(request: Request, env: Env) {
  await renewCalendarToken(env.DB, new Date());
  return backTo(request, inboxPath, "calendar", "", "#calendar-feed");
}

/**
 * The inbox again, as the owner's change came from, with a money form that could not be taken
 * shown as it was typed, each message beside its field (422).
 */
export async function inboxRefused(
  request: Request,
  env: Env,
  access: InboxView["access"],
  id: string,
  returnTo: string | null,
  refused: MoneyFormRefused,
) {
  const url = returnUrl(request, returnTo);
  url.searchParams.delete("notice");
  url.searchParams.set("open", id);
  const view = await inboxView(request, env, access, url);
  return inboxPage(request, env, access, { ...view, moneyRefused: refused }, 422);
}

/**
 * A quote request's booking moved on (confirm, decline, on my way, done). Done on a replaced
 * windshield keeps its job record first, and turns the approved quote into the invoice.
 */
async function postBooking(request: Request, env: Env, id: string, access: InboxView["access"]) {
  const body = await formBody(request, 16_384);
  const returnTo = body?.get("return") ?? null;
  const change = bookingChange(body);
  if (!change) return backTo(request, returnTo, "unchanged", id);
  // A window that is not a day on the calendar, or minutes out of range: said beside the
  // field, on the lead, which comes back open.
  if ("refused" in change) {
    return backTo(request, returnTo, change.refused, id, `#lead-${id}-booking`);
  }
  const now = new Date();
  if (change.action === "done") {
    const record = await recordWithDone(env, id, body!, now);
    if (record) return inboxRefused(request, env, access, id, returnTo, record);
  }
  const lead = await setBooking(env.DB, id, change, now);
  if (!lead) return notFound(env, request);
  if (change.action === "done") await issueInvoice(env.DB, lead, now);
  await tellBookingWebhook(env, lead, publicOrigin(request));
  // Back on the lead's booking, the notice in it and the text to send the driver in view.
  return backTo(request, returnTo, "booking", id, `#lead-${id}-booking`);
}

/** A lead deleted for good, with its photos. */
async function postDelete(request: Request, env: Env, id: string) {
  const body = await formBody(request);
  const returnTo = body?.get("return") ?? null;
  if (!(await deleteLead(env.DB, id))) return notFound(env, request);
  await deletePhotos(env.LEAD_PHOTOS, id);
  return backTo(request, returnTo, "deleted");
}

/** A lead's status set. */
async function postStatus(request: Request, env: Env, id: string) {
  const body = await formBody(request);
  const returnTo = body?.get("return") ?? null;
  const status = body?.get("status");
  if (!isLeadStatus(status)) return backTo(request, returnTo, "unchanged", id);
  return (await setStatus(env.DB, id, status, new Date()))
    ? backTo(request, returnTo, "saved", id)
    : notFound(env, request);
}

/**
 * The job record posted with Done on a replaced windshield, kept; the refusal to show when it
 * cannot be taken (nothing is changed then), or null.
 */
async function recordWithDone(env: Env, id: string, body: URLSearchParams, now: Date) {
  const lead = await getLead(env.DB, id);
  if (!lead || !needsDriveAwayTime(lead.fields.service)) return null;
  const posted = jobRecordFrom(body, now);
  if ("refused" in posted) return posted.refused;
  await saveJobRecord(env.DB, id, posted.record, now);
  return null;
}

/** The quote request a money form names, or null for a message or no lead at all. */
async function quoteRequest(env: Env, id: string) {
  const lead = await getLead(env.DB, id);
  return lead?.form === "quote" ? lead : null;
}

/** Send quote: the quote box's lines kept as the version the driver sees, or refused as typed. */
async function postQuote(request: Request, env: Env, id: string, access: InboxView["access"]) {
  const body = await formBody(request, 16_384);
  const returnTo = body?.get("return") ?? null;
  if (!body) return backTo(request, returnTo, "unchanged", id);
  const lead = await quoteRequest(env, id);
  if (!lead) return notFound(env, request);
  const posted = quoteDraftFrom(body);
  if ("refused" in posted) return inboxRefused(request, env, access, id, returnTo, posted.refused);
  const now = new Date();
  const sent = await sendQuote(env.DB, id, posted.draft, now);
  if ("refused" in sent) return backTo(request, returnTo, "unchanged", id, `#lead-${id}-quote`);
  await quoteSent(env.DB, id, now);
  return backTo(request, returnTo, "quote", id, `#lead-${id}-quote`);
}

/** Mark paid: the invoice standing, paid by a way on a day; or the form again as typed. */
async function postPaid(request: Request, env: Env, id: string, access: InboxView["access"]) {
  const body = await formBody(request);
  const returnTo = body?.get("return") ?? null;
  if (!body) return backTo(request, returnTo, "unchanged", id);
  const now = new Date();
  const posted = paidFrom(body, now);
  if ("refused" in posted) return inboxRefused(request, env, access, id, returnTo, posted.refused);
  const marked = await markPaid(env.DB, id, posted.paid, now);
  return backTo(request, returnTo, marked ? "paid" : "unchanged", id, `#lead-${id}-quote`);
}

/** A credit note cancelling the invoice standing. */
async function postCredit(request: Request, env: Env, id: string) {
  const body = await formBody(request);
  const returnTo = body?.get("return") ?? null;
  const credit = await creditInvoice(env.DB, id, new Date());
  return backTo(request, returnTo, credit ? "credit" : "unchanged", id, `#lead-${id}-quote`);
}
