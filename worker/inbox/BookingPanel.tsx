import { CalendarCheck, Car, CircleCheck, MessageSquare, Star, X } from "lucide-react";
import type { ReactNode } from "react";
import { Button, ButtonLink } from "../../app/components/ui/button";
import type { Phone } from "../../core/config/phone";
import type { Availability } from "../../core/config/schema";
import { siteConfig } from "../../core/config/site";
import { bookingText } from "../../core/data/booking";
import { fillLater } from "../../core/data/form-text";
import { inboxPaths, inboxText } from "./words";
import { slotLabel, type Slot } from "../../core/rules/booking";
import { smsWithBody } from "../../core/rules/photo-text";
import { firstName, formatLeadTime, type StoredLead } from "../stored-lead";
import { jobUrl } from "../status-token";
import { holdLapsesAt, shownState, type ShownBookingState } from "../holds";
import type { BookingFieldRefused } from "../bookings";

const text = bookingText.inbox;

/** The states whose text the owner sends the driver (content/booking.json `texts`). */
const textFor = (key: ShownBookingState | null) =>
  key === "held" ||
  key === "confirmed" ||
  key === "onTheWay" ||
  key === "done" ||
  key === "declined"
    ? bookingText.texts[key]
    : null;

/** The line under a booking's window: how long its hold has left, or since when it lapsed. */
function holdLine(lead: StoredLead, settings: Availability, now: Date) {
  const booking = lead.booking;
  const lapses = booking?.state === "held" ? holdLapsesAt(booking.heldAt, settings) : null;
  if (!lapses) return null;
  const time = formatLeadTime(lapses.toISOString());
  if (lapses <= now) return fillLater(text.holdLapsed, { time });
  const minutes = Math.max(1, Math.ceil((lapses.getTime() - now.getTime()) / 60_000));
  return fillLater(text.holdLeft, { time, left: inboxText.list.left(minutes) });
}

/** Minutes the "On my way" form offers to start with. */
const defaultMinutes = 30;

/** A window as the booking's forms send it ("2026-11-27 morning") and as the owner reads it. */
interface WindowChoice {
  value: string;
  label: string;
}

/** The window the booking holds or has booked, if it has one. */
function heldWindow(lead: StoredLead, settings: Availability): WindowChoice | null {
  const booking = lead.booking;
  return booking?.day && booking.window
    ? {
        value: `${booking.day} ${booking.window}`,
        label: slotLabel(settings, bookingText, booking.day, booking.window),
      }
    : null;
}

/**
 * The windows the owner may confirm the job in: the one held first when it is open no more (it
 * is full: said so), then every open one.
 */
function windowChoices(held: WindowChoice | null, slots: readonly Slot[]): WindowChoice[] {
  return [
    ...(held && !slots.some((s) => `${s.day} ${s.window}` === held.value)
      ? [{ value: held.value, label: `${held.label} (${text.full})` }]
      : []),
    ...slots.map((s) => ({ value: `${s.day} ${s.window}`, label: s.label })),
  ];
}

/**
 * The texts the owner sends the driver: the one for the booking's state, with the driver's
 * status page (none without it), and once the job is done the review request.
 */
function driverTexts(
  lead: StoredLead,
  key: ShownBookingState | null,
  held: WindowChoice | null,
  link: string | null,
) {
  const booking = lead.booking;
  const driverText = textFor(key);
  const message =
    driverText && link
      ? fillLater(driverText, {
          name: firstName(lead),
          businessName: siteConfig.name,
          slot: held?.label ?? "",
          minutes: String(booking?.minutes ?? ""),
          reason: booking?.reason ?? "",
          link,
        })
      : null;
  const reviewLink = siteConfig.reviewsUrl ?? siteConfig.social.google;
  const review =
    booking?.state === "done" && reviewLink
      ? fillLater(bookingText.texts.review, {
          name: firstName(lead),
          businessName: siteConfig.name,
          reviewLink,
        })
      : null;
  return { message, review };
}

/**
 * A quote request's booking in the owner's inbox: its window and state, and the forms that move
 * it on (confirm in the window held or another, decline with a reason, on my way with the
 * minutes, done). After each, a "Text the driver" link writes the text for the state, with the
 * driver's status page, for the owner to send from their own phone; once done, the same review
 * request for everyone. Plain forms and links: no script.
 */
export function BookingPanel({
  lead,
  origin,
  slots,
  settings,
  phone,
  returnTo,
  now,
  refused = null,
  done = null,
  doneFields = null,
}: {
  lead: StoredLead;
  origin: string;
  slots: readonly Slot[];
  /** The owner's availability, which names each window's hours and how long a hold lasts */
  settings: Availability;
  phone: Phone | null;
  returnTo: string;
  /** The time the inbox is shown at, for how long a hold has left */
  now: Date;
  /** The field of the owner's last change to this booking that could not be made */
  refused?: BookingFieldRefused["refused"] | null;
  /** What the owner's last change to this booking did: said here, above the text to send */
  done?: string | null;
  /** What Done asks for besides (a replaced windshield's job record) */
  doneFields?: ReactNode;
}) {
  const held = heldWindow(lead, settings);
  const link = lead.statusToken ? jobUrl(origin, lead.statusToken) : null;
  const key = lead.booking ? shownState(lead.booking, settings, now) : null;
  const { message, review } = driverTexts(lead, key, held, link);
  const headingId = `lead-${lead.id}-booking`;
  return (
    // A group, not a landmark: every quote request's card has one.
    <div
      role="group"
      aria-labelledby={headingId}
      className="mt-5 rounded-lg border border-border bg-muted/40 p-4"
    >
      <BookingState
        lead={lead}
        headingId={headingId}
        shown={key}
        held={held}
        hold={holdLine(lead, settings, now)}
      />
      <DoneNote done={done} />
      <DriverLinks phone={phone} message={message} review={review} link={link} />
      <BookingForms
        lead={lead}
        returnTo={returnTo}
        held={held}
        choices={windowChoices(held, slots)}
        refused={refused}
        doneFields={doneFields}
      />
    </div>
  );
}

/** What the owner's last change did, said inside the box it changed (booking, quote). */
export function DoneNote({ done }: { done: string | null }) {
  return done ? (
    <p
      role="status"
      className="mt-3 rounded-md border border-success/40 bg-success/5 px-3 py-2 text-sm font-semibold"
    >
      {done}
    </p>
  ) : null;
}

/** The booking's heading with its state, its window, how long its hold has left, where it moved. */
function BookingState({
  lead,
  headingId,
  shown,
  held,
  hold,
}: {
  lead: StoredLead;
  headingId: string;
  shown: ShownBookingState | null;
  held: WindowChoice | null;
  hold: string | null;
}) {
  const booking = lead.booking;
  return (
    <>
      <h3 id={headingId} className="flex flex-wrap items-center gap-2 font-bold">
        <CalendarCheck aria-hidden="true" className="size-5 text-primary" />
        {text.heading}
        {shown ? (
          <span className="rounded-full bg-primary/10 px-2.5 py-0.5 text-sm font-semibold text-primary">
            {text.states[shown]}
          </span>
        ) : null}
      </h3>
      <p className="mt-1 text-sm">{held?.label ?? text.noWindow}</p>
      {hold ? <p className="mt-1 text-sm text-muted-foreground">{hold}</p> : null}
      {shown === "moved" && booking?.reason ? (
        <p className="mt-1 text-sm">
          <a
            href={inboxPaths.lead(booking.reason)}
            className="font-semibold text-primary underline"
          >
            {text.movedTo}
          </a>
        </p>
      ) : null}
    </>
  );
}

/** The links the owner sends from: the text to the driver, the review request, the status page. */
function DriverLinks({
  phone,
  message,
  review,
  link,
}: {
  phone: Phone | null;
  message: string | null;
  review: string | null;
  link: string | null;
}) {
  if (!(message && phone) && !link) return null;
  return (
    <div className="mt-3 flex flex-wrap gap-2">
      {message && phone ? (
        <ButtonLink href={smsWithBody(phone.sms, message)} variant="cta" size="md">
          <MessageSquare aria-hidden="true" />
          {text.textDriver}
        </ButtonLink>
      ) : null}
      {review && phone ? (
        <ButtonLink href={smsWithBody(phone.sms, review)} variant="outline" size="md">
          <Star aria-hidden="true" />
          {text.askReview}
        </ButtonLink>
      ) : null}
      {link ? (
        <ButtonLink href={link} variant="outline" size="md">
          {text.statusPage}
        </ButtonLink>
      ) : null}
    </div>
  );
}

/** What a booking's forms share: the lead, the view to come back to, the refused field. */
interface FormsProps {
  lead: StoredLead;
  returnTo: string;
  /** The field of the owner's last change to this booking that could not be made */
  refused: BookingFieldRefused["refused"] | null;
}

const fieldLook = "h-10 rounded-md border border-input bg-white px-3 text-base font-normal";

/** The id of the message said beside a refused field. */
const problemId = (lead: StoredLead, field: string) => `lead-${lead.id}-${field}-problem`;

/** Beside a field the owner's last change could not take: why. */
function Problem({
  lead,
  field,
  refused,
}: Pick<FormsProps, "lead" | "refused"> & { field: BookingFieldRefused["refused"] }) {
  return refused === field ? (
    <p
      id={problemId(lead, field)}
      role="alert"
      className="w-full text-sm font-semibold text-destructive"
    >
      {text.refused[field]}
    </p>
  ) : null;
}

/** One of the booking's forms: it posts its action, and comes back to the same view. */
function BookingForm({
  lead,
  returnTo,
  action,
  className = "",
  children,
}: Pick<FormsProps, "lead" | "returnTo"> & {
  action: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <form
      method="post"
      action={inboxPaths.booking(lead.id)}
      className={`flex flex-wrap items-end gap-2 ${className}`}
    >
      <input type="hidden" name="return" value={returnTo} />
      <input type="hidden" name="action" value={action} />
      {children}
    </form>
  );
}

/** The forms that move the booking on: confirm, on my way, done, and decline (folded). */
function BookingForms({
  held,
  choices,
  doneFields,
  ...props
}: FormsProps & {
  held: WindowChoice | null;
  choices: readonly WindowChoice[];
  doneFields: ReactNode;
}) {
  const doneForm = (
    <BookingForm {...props} action="done">
      {doneFields}
      <Button type="submit" variant="outline" size="md">
        <CircleCheck aria-hidden="true" />
        {text.done}
      </Button>
    </BookingForm>
  );
  return (
    <div className="mt-4 grid gap-3">
      <ConfirmForm {...props} held={held} choices={choices} />
      <div className="flex flex-wrap gap-3">
        <OnTheWayForm {...props} />
        {doneFields ? null : doneForm}
      </div>
      {doneFields ? doneForm : null}
      <DeclineForm {...props} />
    </div>
  );
}

/** Confirm the job in a window: the one held, chosen to start with, or another open one. */
function ConfirmForm({
  held,
  choices,
  ...props
}: FormsProps & { held: WindowChoice | null; choices: readonly WindowChoice[] }) {
  const { lead, refused } = props;
  return (
    <BookingForm {...props} action="confirm">
      <label className="flex w-full flex-col gap-1 text-sm font-semibold sm:w-auto sm:min-w-0 sm:flex-1">
        {text.window}
        <select
          name="slot"
          defaultValue={held?.value}
          aria-invalid={refused === "slot" || undefined}
          aria-describedby={refused === "slot" ? problemId(lead, "slot") : undefined}
          className={`${fieldLook} w-full`}
        >
          {choices.map((choice) => (
            <option key={choice.value} value={choice.value}>
              {choice.label}
            </option>
          ))}
        </select>
      </label>
      <Button type="submit" variant="default" size="md">
        <CircleCheck aria-hidden="true" />
        {text.confirm}
      </Button>
      <Problem lead={lead} field="slot" refused={refused} />
    </BookingForm>
  );
}

/** On my way, in how many minutes. */
function OnTheWayForm(props: FormsProps) {
  const { lead, refused } = props;
  return (
    <BookingForm {...props} action="onTheWay">
      <label className="flex flex-col gap-1 text-sm font-semibold">
        {text.minutes}
        <input
          type="number"
          name="minutes"
          min={1}
          max={600}
          defaultValue={lead.booking?.minutes ?? defaultMinutes}
          aria-invalid={refused === "minutes" || undefined}
          aria-describedby={refused === "minutes" ? problemId(lead, "minutes") : undefined}
          className={`${fieldLook} w-24`}
        />
      </label>
      <Button type="submit" variant="outline" size="md">
        <Car aria-hidden="true" />
        {text.onTheWay}
      </Button>
      <Problem lead={lead} field="minutes" refused={refused} />
    </BookingForm>
  );
}

/** Decline the job, with a reason for the driver: folded, so it is not pressed by mistake. */
function DeclineForm(props: FormsProps) {
  return (
    <details className="text-sm">
      <summary className="cursor-pointer font-semibold text-destructive">{text.decline}…</summary>
      <BookingForm {...props} action="decline" className="mt-2">
        <label className="flex min-w-0 flex-1 flex-col gap-1 font-semibold">
          {text.reason}
          <input
            type="text"
            name="reason"
            maxLength={300}
            defaultValue={props.lead.booking?.reason ?? ""}
            className={`${fieldLook} w-full`}
          />
        </label>
        <Button type="submit" variant="destructive" size="md">
          <X aria-hidden="true" />
          {text.decline}
        </Button>
      </BookingForm>
    </details>
  );
}
