import { z } from "../editor-labels";
import { copy, day, label, message, obj, sample, time, weekDays, wordsOf } from "./fields";

/**
 * Booking a window: the owner's availability as the site ships it (availability.json, the
 * default until the owner saves their own in the inbox), and the words a visitor reads about a
 * window (booking.json).
 */

import { bookingWindows, type BookingWindow } from "../booking-windows";

export { bookingWindows, type BookingWindow };

const hours = obj({
  starts: time.field("Starts", "24-hour time, e.g. 08:00"),
  ends: time.field("Ends", "24-hour time, e.g. 12:00"),
}).refine((window) => window.starts < window.ends, "a window ends after it starts");

const jobs = z
  .number()
  .int("a whole number")
  .min(0, "0 or more")
  .max(20, "at most 20")
  .field("Jobs", "0 closes the window that day");

const jobsPerWindow = obj(
  Object.fromEntries(bookingWindows.map((w) => [w, jobs])) as Record<BookingWindow, typeof jobs>,
);

export const availabilitySchema = obj({
  windows: obj(
    Object.fromEntries(bookingWindows.map((w) => [w, hours.field(w)])) as Record<
      BookingWindow,
      typeof hours
    >,
  )
    // The windows follow each other through the day without overlapping: said beside the end
    // of the one that runs into the next, naming both.
    .superRefine((w, context) => {
      bookingWindows.slice(1).forEach((next, i) => {
        const before = bookingWindows[i]!;
        if (w[before].ends <= w[next].starts) return;
        context.addIssue({
          code: "custom",
          path: [before, "ends"],
          message: `the ${before} ends at ${w[before].ends}, after the ${next} starts at ${w[next].starts}: the windows cannot overlap`,
        });
      });
    })
    .field("Arrival windows", "The hours of each window a visitor can book"),
  week: obj(
    Object.fromEntries(weekDays.map((d) => [d, jobsPerWindow.field(d)])) as Record<
      (typeof weekDays)[number],
      typeof jobsPerWindow
    >,
  ).field("Jobs a window takes, each weekday"),
  closed: z
    .array(day)
    .field("Days off and closures", "Days no window can be booked, e.g. 2026-12-25"),
  daysAhead: z
    .number()
    .int()
    .min(1)
    .max(14, "at most 14 days")
    .field("Days ahead", "How far ahead a visitor may book, today included"),
  sameDayUntil: time.field(
    "Same-day bookings until",
    "After this time a visitor can no longer book today, e.g. 14:00",
  ),
  // A setting saved before holds lapsed takes the default.
  holdHours: z
    .number()
    .int("a whole number of hours")
    .min(0, "0 (never) or more")
    .max(168, "at most 168 hours (a week)")
    .default(24)
    .field(
      "Unconfirmed holds lapse after (hours)",
      "A window held by a request you have not confirmed opens again after this many hours; 0: never",
    ),
  sample,
});

export type Availability = z.infer<typeof availabilitySchema>;

/** What a visitor reads about a window: how one is named, held, full or open. */
export const bookingSchema = obj({
  windowNames: wordsOf({
    morning: "Morning",
    afternoon: "Afternoon",
    evening: "Evening",
  }).field(
    "Windows' names in a sentence",
    'e.g. "morning", as in "Tue Dec 1, morning"; the quote form lists it capitalised, "Morning"',
  ),
  slotLabel: message(
    ["A window, dated", "{{day}} is the date, {{window}} its name and {{hours}} its hours"],
    { day: "Tue Dec 1", window: "morning", hours: "8 am-12 pm" },
    ["day", "window"],
  ),
  full: message(
    ["A window just taken", "{{slot}} is the window the visitor chose"],
    { slot: "Tue Dec 1, morning (8 am-12 pm)" },
    ["slot"],
  ),
  closed: message(
    ["A window that is not open", "{{slot}} is the window the visitor chose"],
    { slot: "Tue Dec 1, morning (8 am-12 pm)" },
    ["slot"],
  ),
  choose: message("What to do then, when other windows are open"),
  none: message("What to do then, when no window is open"),
  alternatives: message("Above the nearest open windows"),
  inbox: obj({
    heading: label("Heading of a request's booking"),
    noWindow: label("A request with no window"),
    states: wordsOf({
      held: "Held",
      lapsed: "Hold lapsed",
      confirmed: "Confirmed",
      onTheWay: "On the way",
      done: "Done",
      declined: "Declined",
      moved: "Replaced by a newer one",
    }).field("Each state's name"),
    holdLeft: message(
      [
        "How long a hold has left",
        "{{time}} is when it lapses, {{left}} how long that is from now",
      ],
      { time: "Sat Nov 29, 3:05 pm", left: "23 h" },
      ["time"],
    ),
    holdLapsed: message(
      ["A hold that lapsed", "{{time}} is when it lapsed"],
      { time: "Sat Nov 29, 3:05 pm" },
      ["time"],
    ),
    movedTo: label("Link to the newer request a hold moved to"),
    refused: wordsOf({
      slot: "The window chosen",
      minutes: "The minutes away",
    }).field("A change that cannot be made", "Shown beside the field at fault"),
    window: label("The window list"),
    confirm: label("Confirm button"),
    decline: label("Decline button"),
    reason: label("Why it is declined"),
    onTheWay: label("On my way button"),
    minutes: label("Minutes away"),
    done: label("Done button"),
    textDriver: label("Text the driver link"),
    askReview: label("Ask for a review link"),
    statusPage: label("Link to the driver's status page"),
    full: label("Beside a window with no place left"),
    saved: label("Once a booking is changed"),
  }).field("In the inbox", "What the owner reads beside a quote request's booking"),
  texts: obj({
    held: driverText("Window held", ["slot"]),
    confirmed: driverText("Confirmed", ["slot"]),
    onTheWay: driverText("On the way", ["minutes"]),
    done: driverText("Done", []),
    declined: driverText("Declined", ["reason"]),
    review: message(
      ["Review request", "{{name}}, {{businessName}} and {{reviewLink}}, the same for everyone"],
      { name: "Dana", businessName: "GTA Mobile Auto Glass", reviewLink: "https://…" },
      ["reviewLink"],
    ),
  }).field("Texts to the driver", "Written for the owner to send from their own phone"),
  calendar: obj({
    name: copy("The name").field("The calendar's name", "As the calendar app lists it"),
    held: label("After a job held, not confirmed"),
    onTheWay: label("After a job on the way"),
    done: label("After a job done"),
    where: label("Where"),
    region: label("After the postal code in an event's place, for the map"),
    glass: label("Glass"),
    car: label("Car"),
    lead: label("Link to the lead"),
    heading: label("Heading in the inbox"),
    intro: copy("The text").field("How to subscribe", "In the inbox, above the address"),
    address: label("The address's label"),
    make: label("Make an address button"),
    renew: label("Make a new address button"),
    subscribe: label("Subscribe link"),
    copy: label("Copy button, beside the address"),
    made: label("Once an address is made"),
  }).field("The owner's calendar", "The feed of held and confirmed jobs"),
});

/** A text the owner sends the driver: always with the link to the job's status page. */
function driverText(name: string, own: readonly string[]) {
  // {{name}} is the driver's first name.
  const tokens: Record<string, string> = {
    name: "Dana",
    businessName: "GTA Mobile Auto Glass",
    link: "https://…/job/…",
  };
  for (const token of own) tokens[token] = token;
  return message(
    [
      name,
      `{{link}} is the status page; it may use ${Object.keys(tokens)
        .map((t) => `{{${t}}}`)
        .join(", ")}`,
    ],
    tokens,
    ["link"],
  );
}

export type BookingContent = z.infer<typeof bookingSchema>;

const state = (name: string, tokens: string) =>
  obj({
    label: label("Its name in the steps"),
    heading: copy("The heading").field("Heading"),
    text: copy("The text").field("Text", tokens),
  }).field(name);

/**
 * The status page a quote request's sender keeps (/job/<token>): each state of the job as the
 * driver reads it. `{{slot}}` is the window, `{{arrival}}` when the technician on the way should
 * arrive (the owner's minutes from when they set off, a clock time that stays true), and
 * `{{reason}}` why a job was declined; the site's figures and phone are tokens too.
 */
export const jobStatusSchema = obj({
  title: copy("The title").field("Page title", "In the browser's tab"),
  eyebrow: copy("The eyebrow").field("Eyebrow"),
  states: obj({
    requested: state("Requested, no window", "A request that named no window"),
    held: state("Requested, window held", "{{slot}} is the window held"),
    lapsed: state(
      "Requested, the hold lapsed",
      "{{slot}} is the window that was held; the open windows follow",
    ),
    moved: state("Replaced by a newer request", "The same phone sent a newer request"),
    confirmed: state("Confirmed", "{{slot}} is the window"),
    onTheWay: state(
      "On the way",
      "{{arrival}} is the time the technician should arrive (2:45 pm), {{minutes}} how many minutes away they were",
    ),
    done: state("Done", ""),
    declined: state("Declined", "{{reason}} is the owner's reason"),
  }).field("Each state"),
  steps: label("The steps' name, read out by screen readers"),
  openWindows: obj({
    heading: copy("The heading").field("Heading"),
    text: copy("The text").field("Text", "Under the list: how to book one"),
    request: label("Link to a new request"),
  }).field("The open windows", "On a request whose hold lapsed"),
  details: obj({
    heading: copy("The heading").field("Heading"),
    service: label("Service"),
    window: label("Window"),
    vehicle: label("Vehicle"),
    postalCode: label("Postal code"),
    sent: label("Sent"),
  }).field("What the request said"),
  keep: copy("The text").field(
    "Keep this page",
    "Says the address is private, and how long it lives",
  ),
  driveAway: obj({
    heading: copy("The heading").field("Heading"),
    before: copy("The text").field("Before the visit"),
    after: copy("The text").field("Once done"),
  }).field("The safe drive-away time", "On a windshield replacement's page, before and after"),
});

export type JobStatusContent = z.infer<typeof jobStatusSchema>;
