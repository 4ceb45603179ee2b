import {
  leadFieldLabels,
  leadStatuses,
  leadText,
  type LeadFieldKey,
  type LeadStatus,
} from "./inbox/words";
import { choiceLabel, quoteChoices, type QuoteChoiceField } from "../core/data/quote-choices";
import type { LeadFields, LeadFormName } from "../core/rules/leads";
import type { StoredPhoto } from "../core/rules/photos";
import type { BookingWindow } from "../core/rules/booking";

/**
 * A lead as the lead service keeps it (worker/store.ts), and what the owner reads of it: in the
 * inbox, the CSV export and the alert.
 */

export const isLeadStatus = (value: unknown): value is LeadStatus =>
  leadStatuses.includes(value as LeadStatus);

/**
 * The owner's alert: `pending` until every channel took it, `sent`, `failed` after the last
 * try, or `off` when no channel (email, webhook) is set up.
 */
export type AlertStatus = "pending" | "sent" | "failed" | "off";

export interface StoredLead {
  id: string;
  form: LeadFormName;
  /** The path of the page it was sent from */
  page: string;
  fields: LeadFields;
  /** `script`: the JSON send; `form`: a form posted without JavaScript */
  via: "script" | "form";
  /** The visitor's clock when they pressed send (JSON sends only) */
  submittedAt: string | null;
  receivedAt: string;
  /** When the visitor sent the same submission again with a change */
  amendedAt: string | null;
  /** When it last changed, by the visitor or the owner */
  updatedAt: string;
  status: LeadStatus;
  /** The photos of the damage it carries, in R2 (worker/photos.ts) */
  photos: StoredPhoto[];
  alert: {
    status: AlertStatus;
    attempts: number;
    error: string | null;
    emailAt: string | null;
    webhookAt: string | null;
    /** When an "updated" alert for a change is due to go, if one waits (worker/store.ts) */
    dueAt: string | null;
    /**
     * The sender's code, while the lead waits to be told in one alert with the other requests
     * that sender sent that day (worker/alert-batches.ts)
     */
    batch: string | null;
  };
  /** The window a quote request holds or has booked, and where the job stands */
  booking: {
    /** The window, null for a request the owner declined or moved on without one */
    day: string | null;
    window: BookingWindow | null;
    state: BookingState;
    /** How many minutes away, said when on the way */
    minutes: number | null;
    /** When the technician on the way should arrive (ISO): "On my way" plus the minutes */
    arrivesAt?: string | null;
    /** Why, said when declined; the newer request's id, when the hold moved there */
    reason: string | null;
    /** When the window was held, while it is only held: it lapses a set time after */
    heldAt: string | null;
  } | null;
  /** The private part of a quote request's status page's address (`/job/<token>`) */
  statusToken: string | null;
}

/**
 * Where a booked job stands. Every state but `declined` and `moved` (the phone's newer request
 * holds a window instead) takes a place in its window; `held` only until the hold lapses.
 */
export type BookingState = "held" | "confirmed" | "on_the_way" | "done" | "declined" | "moved";

const text = (value: string | boolean | undefined) => (typeof value === "string" ? value : "");

/** What the owner calls a form's lead. */
export const leadKind = (form: LeadFormName) => leadText.kinds[form];

/** Who sent it, for a heading or a subject line. */
export const leadName = (lead: Pick<StoredLead, "fields">) =>
  text(lead.fields.name) || leadText.noName;

/** How a text to the driver greets them: their first name ("Priya" of "Priya Sharma"). */
export const firstName = (lead: Pick<StoredLead, "fields">) =>
  text(lead.fields.name).split(/\s+/)[0] || leadName(lead);

/** One line that says what the lead is: "Quote request from Marco Rossi: Windshield Repair, Aurora". */
export function leadSummary(lead: Pick<StoredLead, "form" | "fields">): string {
  const about = [text(lead.fields.service), text(lead.fields.place)].filter(Boolean).join(", ");
  return leadText.summary(leadKind(lead.form), leadName(lead), about);
}

/** A field of a lead as the owner reads it: found by its key, shown with its label. */
export interface LeadFieldLine {
  key: LeadFieldKey;
  label: string;
  value: string;
}

/**
 * The lead's fields as the owner reads them, in one order for every lead (their labels',
 * worker/inbox/words.ts); empty ones left out, a ticked box as "Yes".
 */
export function leadFieldLines(lead: Pick<StoredLead, "fields">): LeadFieldLine[] {
  const lines: LeadFieldLine[] = [];
  for (const [key, label] of Object.entries(leadFieldLabels) as [LeadFieldKey, string][]) {
    const value = lead.fields[key];
    if (value === true) lines.push({ key, label, value: leadText.yes });
    else if (typeof value === "string" && value !== "") {
      lines.push({ key, label, value: fieldText(key, value) });
    }
  }
  return lines;
}

/** A value as the owner reads it: a choice by its label, a day as a date. */
export function fieldText(name: string, value: string): string {
  if (Object.hasOwn(quoteChoices, name)) return choiceLabel(name as QuoteChoiceField, value);
  if (name === "preferredDay" && /^\d{4}-\d{2}-\d{2}$/.test(value)) return formatLeadDay(value);
  return value;
}

/** "Wed, Nov 25, 2026": a day the visitor chose, as a calendar day (no time zone moves it). */
export function formatLeadDay(day: string): string {
  return new Intl.DateTimeFormat("en-CA", {
    timeZone: "UTC",
    weekday: "short",
    month: "short",
    day: "numeric",
    year: "numeric",
  }).format(new Date(`${day}T12:00:00Z`));
}

/** The business's own time zone: every time the owner reads is in it. */
export const businessTimeZone = "America/Toronto";

/** "Tue, Nov 24, 2026, 2:05 p.m." in Toronto time. */
export function formatLeadTime(iso: string): string {
  return new Intl.DateTimeFormat("en-CA", {
    timeZone: businessTimeZone,
    weekday: "short",
    month: "short",
    day: "numeric",
    year: "numeric",
    hour: "numeric",
    minute: "2-digit",
  }).format(new Date(iso));
}
