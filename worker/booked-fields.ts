import type { LeadFields } from "../core/rules/leads";

/**
 * A quote request's day and window are stored once. While the request holds a window (or the
 * owner has booked it), the booking's own columns (`booking_day`, `booking_window`) keep them, and
 * the lead's fields do not: the owner may move the booking, and a second copy in the fields would
 * go on saying the first window. A request whose window was full keeps its wish in its fields,
 * since no booking holds it. Read back, the fields say the booking's day and window again, so the
 * inbox, its alerts and its CSV read one set of fields as before.
 */
const bookedFields = ["preferredDay", "arrivalWindow"] as const;

/** The fields as stored: without the day and window a held booking keeps. */
export function fieldsToStore(fields: LeadFields, held: boolean): LeadFields {
  if (!held) return fields;
  const kept = { ...fields };
  for (const name of bookedFields) delete kept[name];
  return kept;
}

/** The fields as read: the booking's day and window, where it has them, in their place. */
export function fieldsAsRead(
  fields: LeadFields,
  day: string | null,
  window: string | null,
): LeadFields {
  if (!day || !window) return fields;
  return { ...fields, preferredDay: day, arrivalWindow: window };
}
