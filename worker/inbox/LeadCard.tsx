import { CircleAlert, Mail, MessageSquare, Phone, Trash2 } from "lucide-react";
import { Badge, type BadgeProps } from "../../app/components/ui/badge";
import { Button, ButtonLink } from "../../app/components/ui/button";
import { Card } from "../../app/components/ui/card";
import { inboxPaths, inboxText } from "./words";
import { cn } from "../../app/components/cn";
import { parsePhone, type Phone as PhoneLinks } from "../../core/config/phone";
import {
  formatLeadTime,
  leadFieldLines,
  leadKind,
  leadName,
  type StoredLead,
} from "../stored-lead";
import { leadStatuses, type LeadStatus } from "./words";
import { checkEmail } from "../../core/rules/validation";
import type { Slot } from "../../core/rules/booking";
import type { Availability } from "../../core/config/schema";
import { BookingPanel } from "./BookingPanel";
import { MoneyPanel, RecordFields } from "./MoneyPanel";
import { noMoney, type Money } from "../money";
import type { MoneyFormRefused } from "../money-forms";
import { needsDriveAwayTime } from "../bookings";
import { shownState } from "../holds";
import type { BookingFieldRefused } from "../bookings";
import { Copyable } from "./CopyButton";
import { bookingText } from "../../core/data/booking";
import { slotLabel } from "../../core/rules/booking";

const text = inboxText.lead;

/** The look of each status's badge: a new lead stands out. */
const statusLook = {
  new: "cta",
  contacted: "secondary",
  won: "default",
  lost: "muted",
} as const satisfies Record<LeadStatus, BadgeProps["variant"]>;

export function StatusBadge({ status }: { status: LeadStatus }) {
  return <Badge variant={statusLook[status]}>{inboxText.statuses[status]}</Badge>;
}

function phoneOf(lead: StoredLead): PhoneLinks | null {
  const value = lead.fields.phone;
  if (typeof value !== "string" || value === "") return null;
  try {
    return parsePhone(value);
  } catch {
    return null;
  }
}

/**
 * A lead's line in the inbox's list, what a phone shows of it until it is tapped open: who, what
 * for, which window, where it stands and how long ago it came.
 */
export function LeadRow({
  lead,
  settings,
  now,
}: {
  lead: StoredLead;
  settings: Availability;
  /** The time the list is shown at, for the lead's age */
  now: Date;
}) {
  const service = typeof lead.fields.service === "string" ? lead.fields.service : "";
  const booking = lead.booking;
  const window =
    booking?.day && booking.window
      ? slotLabel(settings, bookingText, booking.day, booking.window).replace(/ \(.*\)$/, "")
      : null;
  const minutes = Math.max(0, Math.floor((now.getTime() - Date.parse(lead.receivedAt)) / 60_000));
  const what = lead.form === "quote" ? service || inboxText.list.noService : leadKind(lead.form);
  return (
    <span className="flex min-w-0 flex-1 flex-col gap-0.5">
      <span className="flex items-center justify-between gap-3">
        <span className="truncate font-bold text-primary">{leadName(lead)}</span>
        <StatusBadge status={lead.status} />
      </span>
      <span className="text-sm text-muted-foreground">
        {[
          what,
          lead.form === "quote" ? (window ?? inboxText.list.noWindow) : null,
          booking ? bookingText.inbox.states[shownState(booking, settings, now)] : null,
        ]
          .filter(Boolean)
          .join(" · ")}
        {" · "}
        <time dateTime={lead.receivedAt}>{inboxText.list.age(minutes)}</time>
      </span>
    </span>
  );
}

/** The visitor's email address, when it is one to write to. */
function emailOf(lead: StoredLead): string | null {
  const value = lead.fields.email;
  return typeof value === "string" && value && !checkEmail(value) ? value : null;
}

/**
 * One lead in the owner's inbox: who sent it, when and from which page, every field as the
 * visitor typed it (as text, whatever it holds), the call, text and email links, its status
 * and, for a privacy request, deleting it. Works without JavaScript: each change is a form.
 */
export function LeadCard({
  lead,
  siteUrl,
  origin,
  slots,
  settings,
  returnTo,
  now,
  refused = null,
  done = null,
  money = noMoney,
  moneyRefused = null,
  moneyDone = null,
}: {
  lead: StoredLead;
  /** The site's address, for the link to the page the lead came from */
  siteUrl: string;
  /** The lead service's origin, where a quote request's status page is */
  origin: string;
  /** The windows open to book now */
  slots: readonly Slot[];
  /** The owner's availability, which names each window's hours */
  settings: Availability;
  /** The inbox view to come back to after a change */
  returnTo: string;
  /** The time the inbox is shown at */
  now: Date;
  /** The field of the owner's last booking change that could not be made */
  refused?: BookingFieldRefused["refused"] | null;
  /** What the owner's last booking change did, said inside the booking */
  done?: string | null;
  /** A quote request's quote, job record and invoices */
  money?: Money;
  /** The owner's last money form for this lead, refused: its values and messages */
  moneyRefused?: MoneyFormRefused | null;
  /** What the owner's last money change did, said inside the quote */
  moneyDone?: string | null;
}) {
  const headingId = `lead-${lead.id}-name`;
  const phone = phoneOf(lead);
  return (
    <Card as="article" id={`lead-${lead.id}`} aria-labelledby={headingId} className="p-5 sm:p-6">
      <LeadHeading lead={lead} headingId={headingId} siteUrl={siteUrl} />
      <AlertNote lead={lead} />
      {lead.amendedAt ? (
        <p className="mt-3 text-sm text-muted-foreground">
          {text.amended(formatLeadTime(lead.amendedAt))}
        </p>
      ) : null}
      <LeadFields lead={lead} />
      <LeadPhotos lead={lead} />
      {lead.form === "quote" ? (
        <BookingPanel
          lead={lead}
          origin={origin}
          slots={slots}
          settings={settings}
          phone={phone}
          returnTo={returnTo}
          now={now}
          refused={refused}
          done={done}
          doneFields={
            needsDriveAwayTime(lead.fields.service) ? (
              <RecordFields
                lead={lead}
                record={money.record}
                refused={moneyRefused?.form === "record" ? moneyRefused : null}
              />
            ) : null
          }
        />
      ) : null}
      {lead.form === "quote" ? (
        <MoneyPanel
          lead={lead}
          money={money}
          origin={origin}
          phone={phone}
          returnTo={returnTo}
          now={now}
          refused={moneyRefused}
          done={moneyDone}
        />
      ) : null}
      <ContactLinks phone={phone} email={emailOf(lead)} />
      <div className="mt-5 flex flex-wrap items-end justify-between gap-4 border-t border-border pt-4">
        <StatusForm lead={lead} returnTo={returnTo} />
        <DeleteForm lead={lead} returnTo={returnTo} />
      </div>
    </Card>
  );
}

/** Who sent the lead, what it is, when it came and from which page, and its status. */
function LeadHeading({
  lead,
  headingId,
  siteUrl,
}: {
  lead: StoredLead;
  headingId: string;
  siteUrl: string;
}) {
  return (
    <div className="flex flex-wrap items-start justify-between gap-3">
      <div className="min-w-0">
        <h2 id={headingId} className="text-xl font-bold break-words text-primary">
          {leadName(lead)}
        </h2>
        <p className="mt-1 text-sm text-muted-foreground">
          {leadKind(lead.form)} · {text.received}{" "}
          <time dateTime={lead.receivedAt}>{formatLeadTime(lead.receivedAt)}</time>
          {lead.via === "form" ? ` · ${text.viaForm}` : ""}
        </p>
        <p className="mt-0.5 text-sm text-muted-foreground">
          {text.sentFrom}{" "}
          <a
            href={`${siteUrl}${lead.page}`}
            className="break-all text-primary underline underline-offset-4"
          >
            {lead.page}
          </a>
        </p>
      </div>
      <StatusBadge status={lead.status} />
    </div>
  );
}

/** Where the owner's alert of the lead stands, when it is anything but told (or off). */
function AlertNote({ lead }: { lead: StoredLead }) {
  const alert = lead.alert;
  const note =
    alert.status === "pending" && alert.batch && alert.attempts === 0
      ? text.alert.batched
      : alert.status === "pending"
        ? text.alert.pending(alert.attempts)
        : text.alert[alert.status];
  if (!note) return null;
  return (
    <p
      className={cn(
        "mt-4 flex gap-2 rounded-md border p-3 text-sm font-medium",
        alert.status === "failed"
          ? "border-destructive/40 bg-destructive/5 text-destructive"
          : "border-border bg-muted",
      )}
    >
      <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <span>
        {note}
        {alert.error ? ` (${alert.error})` : ""}
      </span>
    </p>
  );
}

/**
 * Every field the visitor filled in, as the owner reads it; the VIN, found by its key whatever
 * its label says, with its copy button.
 */
function LeadFields({ lead }: { lead: StoredLead }) {
  return (
    <dl className="mt-4 grid gap-x-6 gap-y-2 sm:grid-cols-[11rem_minmax(0,1fr)]">
      {leadFieldLines(lead).map(({ key, label, value }) => (
        <div key={key} className="contents">
          <dt className="text-sm font-semibold text-muted-foreground sm:pt-0.5">{label}</dt>
          <dd className="mb-2 break-words whitespace-pre-wrap sm:mb-0">
            {key === "vin" ? <Copyable value={value} label={inboxText.copy.vin} /> : value}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** The photos of the damage, each a link to itself full size. */
function LeadPhotos({ lead }: { lead: StoredLead }) {
  if (lead.photos.length === 0) return null;
  return (
    <div className="mt-4">
      <h3 className="text-sm font-semibold text-muted-foreground">
        {text.photos(lead.photos.length)}
      </h3>
      <ul className="mt-2 flex flex-wrap gap-3">
        {lead.photos.map((photo) => (
          <li key={photo.n}>
            <a
              href={inboxPaths.photo(lead.id, photo.n)}
              className="block rounded-md focus-visible:ring-3 focus-visible:ring-ring/50 focus-visible:outline-none"
            >
              <img
                src={inboxPaths.photo(lead.id, photo.n)}
                alt={text.photoAlt(photo.n, lead.photos.length)}
                loading="lazy"
                className="h-32 w-auto max-w-full rounded-md border border-border bg-muted object-cover"
              />
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Call, text and email the visitor back, with the numbers and address they gave. */
function ContactLinks({ phone, email }: { phone: PhoneLinks | null; email: string | null }) {
  if (!phone && !email) return null;
  return (
    <div className="mt-5 flex flex-wrap gap-2">
      {phone ? (
        <>
          <ButtonLink href={phone.tel} variant="cta" size="md">
            <Phone aria-hidden="true" />
            {text.call} {phone.display}
          </ButtonLink>
          <ButtonLink href={phone.sms} variant="outline" size="md">
            <MessageSquare aria-hidden="true" />
            {text.text}
          </ButtonLink>
        </>
      ) : null}
      {email ? (
        <ButtonLink href={`mailto:${email}`} variant="outline" size="md">
          <Mail aria-hidden="true" />
          {text.email}
        </ButtonLink>
      ) : null}
    </div>
  );
}

/** The lead's status, set by a plain form. */
function StatusForm({ lead, returnTo }: { lead: StoredLead; returnTo: string }) {
  return (
    <form
      method="post"
      action={inboxPaths.status(lead.id)}
      className="flex flex-wrap items-end gap-2"
    >
      <input type="hidden" name="return" value={returnTo} />
      <label className="flex flex-col gap-1 text-sm font-semibold">
        {text.status}
        <select
          name="status"
          defaultValue={lead.status}
          className="h-10 rounded-md border border-input bg-white px-3 text-base font-normal"
        >
          {leadStatuses.map((status) => (
            <option key={status} value={status}>
              {inboxText.statuses[status]}
            </option>
          ))}
        </select>
      </label>
      <Button type="submit" variant="default" size="md">
        {text.save}
      </Button>
    </form>
  );
}

/** Deleting the lead for good, as a privacy request asks: folded, with a warning. */
function DeleteForm({ lead, returnTo }: { lead: StoredLead; returnTo: string }) {
  return (
    <details className="group text-sm">
      <summary className="cursor-pointer rounded-md px-2 py-1 font-semibold text-destructive hover:bg-destructive/5">
        {text.deleteSummary}
      </summary>
      <form
        method="post"
        action={inboxPaths.delete(lead.id)}
        className="mt-2 flex max-w-xs flex-col gap-2"
      >
        <input type="hidden" name="return" value={returnTo} />
        <p className="text-muted-foreground">{text.deleteWarning}</p>
        <Button type="submit" variant="destructive" size="sm" className="self-start">
          <Trash2 aria-hidden="true" />
          {text.deleteButton}
        </Button>
      </form>
    </details>
  );
}
