import storedAvailability from "../../content/availability.json";
import storedText from "../../content/booking.json";
import storedJobStatus from "../../content/job-status.json";
import type { Availability, BookingContent, JobStatusContent } from "../config/schema";
import { expandRecord } from "./tokens";

/**
 * Booking a window. `defaultAvailability` is content/availability.json: the windows, the jobs
 * each takes and the days off the site books from until the owner saves their own in the inbox
 * (kept in the lead service's database). `bookingText` is content/booking.json: what a visitor
 * reads about a window, its tokens (`{{day}}`, `{{slot}}`) filled in where a window is named.
 */
export const defaultAvailability = storedAvailability as Availability;

export const bookingText = storedText as BookingContent;

/**
 * The status page's words (content/job-status.json): the site's tokens filled in, the job's own
 * (`{{slot}}`, `{{arrival}}`, `{{minutes}}`, `{{reason}}`) left for the page that knows them.
 */
export const jobStatusText = expandRecord(
  storedJobStatus as JobStatusContent,
  "content/job-status.json",
  [],
  { slot: "{{slot}}", arrival: "{{arrival}}", minutes: "{{minutes}}", reason: "{{reason}}" },
);
