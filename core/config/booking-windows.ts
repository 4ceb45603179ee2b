/**
 * The arrival windows a visitor can book, as the quote form's choices name them, in the day's
 * order. A module of its own, importing nothing, so the quote form's island reads them without
 * the content schemas.
 */
export const bookingWindows = ["morning", "afternoon", "evening"] as const;
export type BookingWindow = (typeof bookingWindows)[number];
