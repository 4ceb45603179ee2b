import { phoneDigits } from "../core/config/phone";
import type { Availability } from "../core/config/schema";
import type { StoredLead } from "./stored-lead";
import { torontoDay } from "../core/rules/validation";
import type { D1Database } from "./env";
import { isLoopback } from "./requests";

/**
 * What a hold on a window may be, so that no one sender can hold every window
 * (docs/decisions/030): a phone holds one window at a time (a newer request from it moves the
 * hold there), one sender holds a few a day, and a hold nobody confirms lapses after the
 * owner's chosen hours (content/availability.json `holdHours`, 0 for never), counted from when
 * it was taken. Lapsing needs no timer: every count of a window's places reads a hold as taken
 * only until then, so the window opens again, the calendar drops the job and the status page says
 * so at the very moment it lapses.
 */

/** The booking states that take a place in their window (a hold only until it lapses). */
export const placeTakingStates = ["held", "confirmed", "on_the_way", "done"] as const;

/** How many windows one sender (an address, or an IPv6 /64) may hold in a day. */
export const senderHoldsPerDay = 3;

const isoInstant = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

/**
 * The moment before which a hold taken has lapsed, as ISO 8601 (`held_at` is compared with it),
 * or null when holds never lapse.
 */
export function lapseCutoff(settings: Pick<Availability, "holdHours">, now: Date): string | null {
  return settings.holdHours > 0
    ? new Date(now.getTime() - settings.holdHours * 3_600_000).toISOString()
    : null;
}

/**
 * The SQL condition of a lead that takes a place in its window now: confirmed, on the way or
 * done, or held since the cutoff. The cutoff is a time this Worker wrote, never a request's, so
 * it is written into the condition as a literal (checked to be nothing else).
 */
export function takesPlace(cutoff: string | null, table = ""): string {
  const column = (name: string) => (table ? `${table}.${name}` : name);
  const states = (list: readonly string[]) =>
    `${column("booking_state")} IN (${list.map((s) => `'${s}'`).join(", ")})`;
  if (cutoff === null) return states(placeTakingStates);
  if (!isoInstant.test(cutoff)) throw new Error("A lapse cutoff is an ISO 8601 instant");
  return `(${states(placeTakingStates.filter((s) => s !== "held"))} OR (${column("booking_state")} = 'held' AND ${column("held_at")} >= '${cutoff}'))`;
}

/** When a hold taken at `heldAt` lapses, or null when holds never do. */
export function holdLapsesAt(
  heldAt: string | null,
  settings: Pick<Availability, "holdHours">,
): Date | null {
  if (!heldAt || settings.holdHours <= 0) return null;
  const taken = Date.parse(heldAt);
  return Number.isNaN(taken) ? null : new Date(taken + settings.holdHours * 3_600_000);
}

/** A quote request's phone as the one its holds are counted by: ten digits, or null. */
export function holdPhone(fields: Record<string, unknown>): string | null {
  return typeof fields.phone === "string" ? phoneDigits(fields.phone) : null;
}

/** The key the sender codes are made with, read once per copy of the Worker. */
let tagKey: Promise<CryptoKey | null> | null = null;

async function senderTagKey(db: D1Database): Promise<CryptoKey | null> {
  tagKey ??= db
    .prepare("SELECT value FROM secrets WHERE name = 'sender_tags'")
    .first<{ value: string }>()
    .then((row) => {
      if (!row) {
        tagKey = null;
        return null;
      }
      return crypto.subtle.importKey(
        "raw",
        new TextEncoder().encode(row.value),
        { name: "HMAC", hash: "SHA-256" },
        false,
        ["sign"],
      );
    })
    .catch((error: unknown) => {
      tagKey = null;
      throw error;
    });
  return tagKey;
}

/**
 * The code a sender's holds are counted by on a day: a keyed hash of its address (as the rate
 * limit counts it: `senderKey`) and the day in Toronto, so the code of one day says nothing of
 * another's and none gives the address back without the key. Null for this computer's own
 * address (the product run here) and for a request without one.
 */
export async function senderTag(
  db: D1Database,
  sender: string | null,
  now: Date,
): Promise<string | null> {
  if (!sender || isLoopback(sender)) return null;
  const key = await senderTagKey(db);
  if (!key) return null;
  const signed = await crypto.subtle.sign(
    "HMAC",
    key,
    new TextEncoder().encode(`${torontoDay(now)}\n${sender}`),
  );
  return [...new Uint8Array(signed).slice(0, 16)]
    .map((b) => b.toString(16).padStart(2, "0"))
    .join("");
}

/** Where a booking stands now, as the owner and the driver read it. */
export type ShownBookingState =
  "held" | "lapsed" | "confirmed" | "onTheWay" | "done" | "declined" | "moved";

/** A booking's state now: a hold past its time has lapsed, whether or not anything was written. */
export function shownState(
  booking: Pick<NonNullable<StoredLead["booking"]>, "state" | "heldAt">,
  settings: Pick<Availability, "holdHours">,
  now: Date,
): ShownBookingState {
  if (booking.state === "on_the_way") return "onTheWay";
  if (booking.state !== "held") return booking.state;
  const lapses = holdLapsesAt(booking.heldAt, settings);
  return lapses && lapses <= now ? "lapsed" : "held";
}
