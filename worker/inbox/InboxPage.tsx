import {
  ChevronDown,
  CalendarClock,
  CalendarDays,
  ChartColumn,
  CircleAlert,
  CircleCheck,
  Download,
  Info,
  Search,
} from "lucide-react";
import type { ReactNode } from "react";
import type { BookingFieldRefused } from "../bookings";
import { CopyButton, CopyScript } from "./CopyButton";
import { LeadCard, LeadRow } from "./LeadCard";
import type { Slot } from "../../core/rules/booking";
import type { Availability } from "../../core/config/schema";
import { bookingText } from "../../core/data/booking";
import { Button, ButtonLink } from "../../app/components/ui/button";
import { Container } from "../../app/components/ui/container";
import { inboxPath, inboxPaths, inboxSearchLimit, inboxText as text, numbersPath } from "./words";
import { leadStatuses, type LeadStatus, type MoneyNotice } from "./words";
import type { StoredLead } from "../stored-lead";
import type { Money } from "../money";
import type { MoneyFormRefused } from "../money-forms";
import { invoicingText } from "../../core/data/billing";
import { fillLater } from "../../core/data/form-text";

/** How the person reading the inbox got in. */
export type InboxAccess = { mode: "local" } | { mode: "access"; email: string | null };

export interface InboxView {
  leads: StoredLead[];
  counts: { total: number; byStatus: Partial<Record<LeadStatus, number>>; failedAlerts: number };
  search: string;
  status: LeadStatus | null;
  /** The one lead shown, when the address names it (`?lead=<id>`) */
  onlyLead: string | null;
  /** The next page of older leads, when there is one */
  olderHref: string | null;
  /** Whether this is a later page (a link back to the newest is shown) */
  paged: boolean;
  notice: keyof typeof text.notices | MoneyNotice | null;
  access: InboxAccess;
  /** Whether any alert channel (email, webhook) is set up */
  alertsOn: boolean;
  siteUrl: string;
  /** The lead service's own origin, where a quote request's status page is */
  origin: string;
  /** The windows open to book now, for confirming a request in another */
  slots: Slot[];
  /** The owner's availability, which names each window's hours */
  availability: Availability;
  /** The calendar feed's secret address, once the owner has made one */
  calendarUrl: string | null;
  /** This view's address, to come back to after a change */
  here: string;
  /** The lead to show open: the one just changed */
  openLead: string | null;
  /** The field of the open lead's booking change that could not be made */
  refused: BookingFieldRefused["refused"] | null;
  /** When the view was made, for each lead's age */
  now: Date;
  csvHref: string;
  /** Each quote request's quote, job record and invoices, by lead id */
  money: Map<string, Money>;
  /** The open lead's money form that could not be taken, as typed */
  moneyRefused: MoneyFormRefused | null;
}

/**
 * The frame of the lead service's own pages (the inbox, its refusal): the site's stylesheet and
 * icons, not indexed, and nothing that runs.
 */
export function ServicePage({
  title,
  stylesheets,
  siteName,
  children,
}: {
  title: string;
  stylesheets: readonly string[];
  siteName: string;
  children: ReactNode;
}) {
  return (
    <html lang="en-CA">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex, nofollow" />
        <title>{`${title} | ${siteName}`}</title>
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        {stylesheets.map((href) => (
          <link key={href} rel="stylesheet" href={href} />
        ))}
      </head>
      <body className="min-h-screen bg-muted/50">
        <header className="border-b border-border bg-background">
          <Container className="flex min-h-16 flex-wrap items-center justify-between gap-x-4 gap-y-1 py-3">
            <p className="text-lg font-extrabold tracking-tight text-primary">
              {siteName} <span className="font-semibold text-muted-foreground">· {text.title}</span>
            </p>
          </Container>
        </header>
        {children}
      </body>
    </html>
  );
}

/** A notice at the top of an inbox page: a change done is a status, a refused one an alert. */
export function Note({
  tone,
  children,
}: {
  tone: "info" | "warning" | "done" | "refused";
  children: ReactNode;
}) {
  const Icon = tone === "info" ? Info : tone === "done" ? CircleCheck : CircleAlert;
  const look = {
    info: "border-primary/25 bg-accent text-foreground",
    warning: "border-destructive/40 bg-destructive/5 text-destructive",
    refused: "border-destructive/40 bg-destructive/5 text-destructive",
    done: "border-primary/25 bg-background text-primary",
  }[tone];
  return (
    <p
      role={tone === "done" ? "status" : tone === "refused" ? "alert" : undefined}
      className={`flex gap-2 rounded-md border p-3 font-medium ${look}`}
    >
      <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <span>{children}</span>
    </p>
  );
}

/** The owner's inbox: notices, the search, every lead newest first, and the pages after. */
export function InboxPage({
  view,
  stylesheets,
  siteName,
  scriptNonce,
}: {
  view: InboxView;
  stylesheets: readonly string[];
  siteName: string;
  /** The nonce that lets the page's one script run (its copy buttons) */
  scriptNonce: string;
}) {
  // A booking changed is said inside that lead's booking, where the owner lands, not up here.
  const bookingNotice = view.notice === "booking" && view.openLead ? text.notices.booking : null;
  return (
    <ServicePage title={text.heading} stylesheets={stylesheets} siteName={siteName}>
      <main className="py-6 sm:py-10">
        <Container>
          <div className="mx-auto flex max-w-4xl flex-col gap-4">
            <InboxHeader access={view.access} />
            <InboxNotes view={view} bookingNotice={bookingNotice} />
            <SearchForm view={view} />
            <LeadList view={view} bookingNotice={bookingNotice} />
            <PageLinks view={view} />
            <CalendarFeed url={view.calendarUrl} />
            <p className="text-sm text-muted-foreground">{text.retention}</p>
          </div>
        </Container>
      </main>
      <CopyScript nonce={scriptNonce} />
    </ServicePage>
  );
}

/** The inbox's heading, who is signed in, and the links to the owner's other screens. */
function InboxHeader({ access }: { access: InboxAccess }) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
      <h1 className="text-3xl font-bold">{text.heading}</h1>
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        {access.mode === "access" && access.email ? (
          <p className="text-sm text-muted-foreground">{text.signedInAs(access.email)}</p>
        ) : null}
        <ButtonLink href={inboxPaths.availability} variant="outline" size="md">
          <CalendarClock aria-hidden="true" />
          {text.availability.link}
        </ButtonLink>
        <ButtonLink href={numbersPath} variant="outline" size="md">
          <ChartColumn aria-hidden="true" />
          {text.numbers.link}
        </ButtonLink>
      </div>
    </div>
  );
}

/**
 * What the inbox holds, and its notices: a local preview, alerts that are off or failed, and
 * the last change done (a booking's is said in the booking instead).
 */
function InboxNotes({ view, bookingNotice }: { view: InboxView; bookingNotice: string | null }) {
  const { counts } = view;
  return (
    <>
      <p className="text-muted-foreground">
        {text.intro} {text.counts(counts.total, counts.byStatus.new ?? 0)}
      </p>
      {view.access.mode === "local" ? <Note tone="info">{text.localMode}</Note> : null}
      {view.alertsOn ? null : <Note tone="warning">{text.alertsOff}</Note>}
      {counts.failedAlerts > 0 ? (
        <Note tone="warning">{text.failedAlerts(counts.failedAlerts)}</Note>
      ) : null}
      {view.notice && Object.hasOwn(text.notices, view.notice) && !bookingNotice ? (
        <Note tone="done">{text.notices[view.notice as keyof typeof text.notices]}</Note>
      ) : null}
    </>
  );
}

/** Whether the view is narrowed: by a search, a status or one lead. */
const filtered = (view: InboxView) => Boolean(view.search || view.status || view.onlyLead);

/** The search: words and a status, a way back to every lead, and the view as CSV. */
function SearchForm({ view }: { view: InboxView }) {
  return (
    <form
      role="search"
      aria-label={text.search.name}
      method="get"
      action={inboxPath}
      className="flex flex-wrap items-end gap-3 rounded-lg border border-border bg-background p-4"
    >
      <label className="flex min-w-0 flex-1 basis-56 flex-col gap-1 text-sm font-semibold">
        {text.search.label}
        <input
          type="search"
          name="q"
          maxLength={inboxSearchLimit}
          defaultValue={view.search}
          placeholder={text.search.placeholder}
          className="h-10 rounded-md border border-input bg-white px-3 text-base font-normal"
        />
      </label>
      <label className="flex flex-col gap-1 text-sm font-semibold">
        {text.search.status}
        <select
          name="status"
          defaultValue={view.status ?? ""}
          className="h-10 rounded-md border border-input bg-white px-3 text-base font-normal"
        >
          <option value="">{text.search.anyStatus}</option>
          {leadStatuses.map((status) => (
            <option key={status} value={status}>
              {text.statuses[status]} ({view.counts.byStatus[status] ?? 0})
            </option>
          ))}
        </select>
      </label>
      <Button type="submit" size="md">
        <Search aria-hidden="true" />
        {text.search.submit}
      </Button>
      {filtered(view) ? (
        <ButtonLink href={inboxPath} variant="ghost" size="md">
          {text.search.clear}
        </ButtonLink>
      ) : null}
      <ButtonLink href={view.csvHref} variant="outline" size="md" className="ml-auto">
        <Download aria-hidden="true" />
        {text.csv}
      </ButtonLink>
    </form>
  );
}

/** The leads, a line each that opens to the lead's card; or why there are none. */
function LeadList({ view, bookingNotice }: { view: InboxView; bookingNotice: string | null }) {
  if (view.leads.length === 0) {
    return (
      <p className="rounded-lg border border-dashed border-border bg-background p-6 text-center text-muted-foreground">
        {filtered(view) ? text.noMatch : text.empty}
      </p>
    );
  }
  return (
    <ol aria-label={text.list.name} className="flex flex-col gap-2">
      {view.leads.map((lead) => (
        <li key={lead.id}>
          {/* A line per lead, so a day's leads fit a phone's screen; a tap opens one
              with its actions. The lead just changed, or the only one a search found,
              comes open. */}
          <details
            open={view.leads.length === 1 || lead.id === view.openLead}
            className="group rounded-lg border border-border bg-background open:border-primary/40"
          >
            <summary className="flex min-h-14 cursor-pointer list-none items-center gap-2 rounded-lg px-4 py-2.5 hover:bg-accent focus-visible:ring-3 focus-visible:ring-ring/50 focus-visible:outline-none [&::-webkit-details-marker]:hidden">
              <LeadRow lead={lead} settings={view.availability} now={view.now} />
              <ChevronDown
                aria-hidden="true"
                className="size-5 shrink-0 text-muted-foreground transition-transform group-open:rotate-180"
              />
            </summary>
            <div className="px-2 pb-2 sm:px-3 sm:pb-3">
              <LeadCard
                lead={lead}
                siteUrl={view.siteUrl}
                origin={view.origin}
                slots={view.slots}
                settings={view.availability}
                returnTo={view.here}
                now={view.now}
                refused={lead.id === view.openLead ? view.refused : null}
                done={lead.id === view.openLead ? bookingNotice : null}
                money={view.money.get(lead.id)}
                moneyRefused={lead.id === view.openLead ? view.moneyRefused : null}
                moneyDone={lead.id === view.openLead ? moneyNotice(view, lead.id) : null}
              />
            </div>
          </details>
        </li>
      ))}
    </ol>
  );
}

/** What the owner's last money change to this lead did, said in its quote. */
function moneyNotice(view: InboxView, id: string): string | null {
  const { notice } = view;
  if (notice === "quote") return invoicingText.inbox.saved;
  if (notice === "paid") return invoicingText.inbox.paidSaved;
  if (notice === "record") return invoicingText.inbox.record.saved;
  if (notice === "credit") {
    const credit = [...(view.money.get(id)?.invoices ?? [])]
      .reverse()
      .find((i) => i.kind === "credit");
    return fillLater(invoicingText.inbox.creditSaved, { number: credit?.number ?? "" });
  }
  return null;
}

/** The way to older leads, and back to the newest from a later page. */
function PageLinks({ view }: { view: InboxView }) {
  if (!view.olderHref && !view.paged) return null;
  return (
    <nav aria-label={text.pagesName} className="flex flex-wrap gap-3">
      {view.paged ? (
        <ButtonLink href={inboxPath} variant="outline" size="md">
          {text.newest}
        </ButtonLink>
      ) : null}
      {view.olderHref ? (
        <ButtonLink href={view.olderHref} variant="outline" size="md">
          {text.older}
        </ButtonLink>
      ) : null}
    </nav>
  );
}

/**
 * The calendar feed: its secret address to copy or subscribe to, and the form that makes a new
 * one (ending the old).
 */
function CalendarFeed({ url }: { url: string | null }) {
  const words = bookingText.calendar;
  return (
    <section
      aria-labelledby="calendar-feed"
      className="rounded-lg border border-border bg-background p-4"
    >
      <h2 id="calendar-feed" className="flex items-center gap-2 text-lg font-bold">
        <CalendarDays aria-hidden="true" className="size-5 text-primary" />
        {words.heading}
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">{words.intro}</p>
      {url ? (
        <div className="mt-3 flex flex-col gap-2">
          <label className="flex flex-col gap-1 text-sm font-semibold">
            {words.address}
            <input
              type="text"
              readOnly
              value={url}
              className="h-10 w-full rounded-md border border-input bg-muted px-3 font-mono text-sm font-normal"
            />
          </label>
          <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
            <CopyButton value={url} label={words.copy} />
            <ButtonLink href={url.replace(/^https?:/, "webcal:")} variant="outline" size="md">
              {words.subscribe}
            </ButtonLink>
          </div>
        </div>
      ) : null}
      <form method="post" action={inboxPaths.calendar} className="mt-3">
        <Button type="submit" variant={url ? "outline" : "default"} size="md">
          {url ? words.renew : words.make}
        </Button>
      </form>
    </section>
  );
}

/** What anyone without the business's sign-in sees. */
export function InboxForbidden({
  reason,
  stylesheets,
  siteName,
}: {
  reason: "noAccess" | "notConfigured";
  stylesheets: readonly string[];
  siteName: string;
}) {
  return (
    <ServicePage title={text.forbidden.title} stylesheets={stylesheets} siteName={siteName}>
      <main className="py-16">
        <Container>
          <div className="mx-auto max-w-2xl">
            <h1 className="text-3xl font-bold">{text.forbidden.heading}</h1>
            <p className="mt-4 text-lg text-muted-foreground">{text.forbidden[reason]}</p>
            <ButtonLink href="/" variant="outline" className="mt-8">
              {siteName}
            </ButtonLink>
          </div>
        </Container>
      </main>
    </ServicePage>
  );
}
