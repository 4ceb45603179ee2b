import { countRetentionText, enquiryRetentionText, policyFacts } from "../../core/config/policies";
import { bookingText } from "../../core/data/booking";
import { contactFormLabels } from "../../core/data/contact-form";
import { quoteFormText } from "../../core/data/quote-form";
import type { LeadFieldName } from "../../core/rules/lead-fields";
import type { LeadFormName } from "../../core/rules/leads";
import { inboxPath, leadsCsvPath } from "./paths.mjs";
import { sentence } from "../../core/data/text";

/**
 * The owner's words: everything the lead service says to the business, said here once, by where
 * the owner reads it. `inboxText` is the inbox's screens (the leads, availability, numbers and
 * the refusal); `leadText` and `leadFieldLabels` a lead wherever the owner reads it (the inbox,
 * the alert, the CSV); `alertsText` the alert by email and webhook; `csvText` the downloads'
 * column headings. The words the owner edits at /admin (the booking's, the calendar's) are in
 * content/booking.json, and a field's label that the visitor's form says the same way is read
 * from the form's content (`leadFieldLabels`).
 */

export { inboxPath };

/** Where the owner is with a lead; the inbox sets it. */
export const leadStatuses = ["new", "contacted", "won", "lost"] as const;
export type LeadStatus = (typeof leadStatuses)[number];

/** The longest search the inbox's box takes; the inbox finds any text up to it. */
export const inboxSearchLimit = 200;

/** The inbox's addresses, each written once: the pages link to them and the Worker routes them. */
export const inboxPaths = {
  /** Every lead as CSV, with the inbox's search and status filter as the query */
  leadsCsv: leadsCsvPath,
  /** Where a lead's status form posts */
  status: (leadId: string) => `${inboxPath}/leads/${leadId}/status`,
  /** Where a lead's delete form posts */
  delete: (leadId: string) => `${inboxPath}/leads/${leadId}/delete`,
  /** Where the form that makes a new calendar address posts */
  calendar: `${inboxPath}/calendar`,
  /** The owner's availability: the screen, and where its form posts */
  availability: `${inboxPath}/availability`,
  /** Where a quote request's booking forms post (confirm, decline, on my way, done) */
  booking: (leadId: string) => `${inboxPath}/leads/${leadId}/booking`,
  /** Where a quote request's quote box posts (Send quote) */
  quote: (leadId: string) => `${inboxPath}/leads/${leadId}/quote`,
  /** Where Mark paid posts */
  paid: (leadId: string) => `${inboxPath}/leads/${leadId}/paid`,
  /** Where a credit note is asked for */
  credit: (leadId: string) => `${inboxPath}/leads/${leadId}/credit`,
  /** A lead's photo n, behind the inbox's sign-in */
  photo: (leadId: string, n: number) => `${inboxPath}/leads/${leadId}/photos/${n}`,
  /** The inbox showing one lead, open, by its id (a link that holds no name or number) */
  lead: (leadId: string) => `${inboxPath}?lead=${leadId}#lead-${leadId}`,
} as const;

/** The owner's numbers: what the site counted, by day and by page (worker/numbers.ts). */
export const numbersPath = `${inboxPath}/numbers`;

/** How many Toronto days, today included, the owner's numbers (/inbox/numbers) may show. */
export const numbersRanges = [7, 30, 90] as const;
export type NumbersRange = (typeof numbersRanges)[number];
/** The range shown when none (or an unknown one) is asked for. */
export const defaultNumbersRange: NumbersRange = 30;

/** The notices of a lead's money changes, said inside its quote (InboxPage's moneyNotice). */
export const moneyNotices = ["quote", "paid", "record", "credit"] as const;
export type MoneyNotice = (typeof moneyNotices)[number];

/** The copy of the owner's lead inbox at /inbox (worker/inbox-routes.tsx). */
export const inboxText = {
  title: "Lead inbox",
  heading: "Leads",
  intro: "Every quote request and message the site's forms send, newest first.",
  localMode:
    "Local preview: this inbox is open without signing in because it runs on this computer only. Deployed, only the people you let in through Cloudflare Access can open it.",
  signedInAs: (email: string) => `Signed in as ${email}`,
  alertsOff:
    "Alerts are off: no email address or webhook is set up, so nobody is told when a lead arrives. Check this page, or set ALERT_EMAIL_TO or ALERT_WEBHOOK_URL (docs/going-live.md, section Who is told of a new lead).",
  failedAlerts: (n: number) =>
    `${n} lead${n === 1 ? "'s alert" : "s' alerts"} could not be delivered. They are below, marked: answer them from here.`,
  search: {
    name: "Find leads",
    label: "Search",
    placeholder: "Name, phone, email or words",
    status: "Status",
    anyStatus: "Any status",
    submit: "Search",
    clear: "Show all",
  },
  csv: "Download CSV",
  counts: (total: number, fresh: number) =>
    `${total} lead${total === 1 ? "" : "s"} in all, ${fresh} new.`,
  empty:
    "No leads yet. When a visitor sends the quote form or the message form, it shows up here within seconds.",
  noMatch: "No lead matches that search.",
  pagesName: "Pages of leads",
  older: "Older leads",
  newest: "Back to the newest",
  notices: {
    saved: "Status saved.",
    deleted: "Lead deleted.",
    // The owner's words in content/booking.json, where the editor has them.
    booking: bookingText.inbox.saved,
    calendar: bookingText.calendar.made,
  },
  statuses: {
    new: "New",
    contacted: "Contacted",
    won: "Won",
    lost: "Lost",
  } satisfies Record<LeadStatus, string>,
  /** Each lead's line in the list: tapped, it opens the lead with its actions. */
  list: {
    name: "Leads, newest first",
    /** How long ago a lead arrived, as short as a phone's line needs */
    age: (minutes: number) =>
      minutes < 1
        ? "just now"
        : minutes < 60
          ? `${minutes} min ago`
          : minutes < 48 * 60
            ? `${Math.floor(minutes / 60)} h ago`
            : `${Math.floor(minutes / (24 * 60))} days ago`,
    noService: "Service not chosen",
    noWindow: "Any time",
    /** How long a hold has left, as short as a line needs */
    left: (minutes: number) => (minutes < 60 ? `${minutes} min` : `${Math.floor(minutes / 60)} h`),
  },
  /** A value's copy button (the VIN's), shown once the page's script runs */
  copy: {
    vin: "Copy VIN",
    copied: "Copied",
    failed: "Couldn't copy: press and hold the VIN to copy it.",
  },
  lead: {
    sentFrom: "Sent from",
    received: "Received",
    viaForm: "sent without JavaScript",
    photos: (n: number) => `Photos of the damage (${n}): tap one to see it full size`,
    photoAlt: (n: number, of: number) => `Photo ${n} of ${of} of the damage, full size`,
    amended: (time: string) => sentence(`The visitor changed it at ${time}`),
    call: "Call",
    text: "Text",
    email: "Email",
    status: "Status",
    save: "Save",
    deleteSummary: "Delete…",
    deleteWarning: "This deletes the lead for good, as a privacy request asks. It can't be undone.",
    deleteButton: "Delete for good",
    alert: {
      pending: (attempts: number) =>
        attempts > 0 ? `Alert not delivered yet: trying again (${attempts} tries so far).` : null,
      failed: "Alert not delivered: nobody was told of this lead. Answer it from here.",
      batched:
        "This sender sent more than one request today: they are told to you in one alert, a few minutes after the last.",
      off: null,
      sent: null,
    },
  },
  /** The owner's availability at /inbox/availability (worker/availability.ts). */
  availability: {
    link: "Availability",
    title: "Availability",
    heading: "Availability",
    intro:
      "The windows visitors can book on the site, and how many jobs each one takes. A window with 0 jobs is closed that day. Jobs already booked stay booked when you change this.",
    sample:
      "These are the site's sample settings: nothing is saved yet. Check each value and save, and the site books from yours.",
    savedAt: (time: string) => sentence(`Last saved ${time}`),
    saved: "Availability saved: the site offers these windows from now on.",
    invalid: "Nothing was saved: fix the fields marked below, then save again.",
    /** Beside a list of days off longer than the screen takes (worker/availability.ts) */
    closedTooLong: (limit: number, count: number) =>
      `At most ${limit} days off can be saved (this list has ${count}): take out the days that have passed.`,
    back: "Back to leads",
    windows: "The windows' hours",
    windowsHint: "When each window starts and ends. Each one ends before the next begins.",
    starts: "From",
    ends: "To",
    week: "Jobs each window takes",
    weekHint: "How many jobs you can do in each window, each day of the week. 0 closes it.",
    everyDay: "Every day",
    everyDayHint:
      "A number in the Every day row sets that window on every day at once (0 closes it everywhere); left blank, each day keeps its own.",
    closed: "Days off and closures",
    closedHint:
      "One day per line, as year-month-day, e.g. 2026-12-25. No window can be booked on these days.",
    daysAhead: "How far ahead visitors may book (days, today included, up to 14)",
    sameDayUntil: "Bookings for today close at",
    holdHours: "A window held by a request you haven't confirmed opens again after",
    holdHoursHint:
      "Until then nobody else can book it. Confirm or decline each request before its hold lapses; the inbox shows how long each one has left.",
    holdChoice: (hours: number) =>
      hours === 0 ? "Never: a hold stays until you confirm or decline it" : `${hours} hours`,
    save: "Save availability",
    /** How the site states the hours these settings book (worker/stated-hours.ts) */
    stated: "Your hours on the site",
    statedNow:
      "Every page states the hours your windows book, and so does your listing for search engines. They say now:",
    statedPreview: "Not saved yet. With the settings below, every page will say:",
    preview: "Preview the hours",
  },
  /** The owner's numbers at /inbox/numbers (worker/numbers.ts, NumbersPage). */
  numbers: {
    link: "Numbers",
    title: "Numbers",
    heading: "Numbers",
    intro:
      "How often visitors tapped to call, text or get a free quote, what the instant estimate and the coverage check answered, and the leads sent, day by day and page by page.",
    privacy:
      "Nobody is tracked: no cookies, nothing that tells visitors apart, and nothing is counted from a browser that asks not to be tracked. So these figures are a floor, not every tap.",
    leads: "Leads",
    rangesName: "Days shown",
    csv: "Download CSV",
    /** Below the numbers: how long counts are kept, and every day kept as one download */
    kept: `Daily counts are kept ${countRetentionText}, then deleted, as the privacy policy says.`,
    csvAll: "Download every day kept (CSV)",
    range: (days: number) => `Last ${days} days`,
    /** The range's link as shown on the narrowest phones, where "Last" is left to be heard */
    rangeShort: (days: number) => `${days} days`,
    /**
     * The counted events' names (keys: CountedEvent, core/rules/counted-events.ts; NumbersPage
     * holds this record to that type, which this layer may not import).
     */
    events: {
      call: "Calls",
      text: "Texts",
      quote: "Get Free Quote taps",
      estimate: "Estimates answered",
      coverage: "Coverage answers",
      lead: "Leads sent",
    },
    totalsName: (period: string) => `Totals, ${period}`,
    leadRecords: (n: number) =>
      n === 0
        ? "No lead in the inbox arrived in these days."
        : `${n} lead${n === 1 ? "" : "s"} in the inbox arrived in these days: every lead the forms sent, counted or not, unless you deleted it.`,
    chart: {
      heading: "By day",
      title: "Calls, texts and leads by day",
      /** The chart in words: "25 Oct to 23 Nov 2026: 41 calls, most on 12 Nov (6); no texts; ..." */
      description: (period: string, parts: readonly string[]) => `${period}: ${parts.join("; ")}.`,
      key: "Key",
      /**
       * One charted event in words, for the chart's description: "41 calls, most on 12 Nov (6)".
       * `name` is its name for one and for more.
       */
      summary: (n: number, name: readonly [string, string], busiest: string, most: number) =>
        n === 0
          ? `no ${name[1]}`
          : n === most
            ? `${n} ${n === 1 ? name[0] : name[1]}, ${n === 1 ? "on" : "all on"} ${busiest}`
            : `${n} ${name[1]}, most on ${busiest} (${most})`,
      /** The charted events' names in a sentence, for one and for more (keys as `events`) */
      names: {
        call: ["call", "calls"],
        text: ["text", "texts"],
        lead: ["lead sent", "leads sent"],
      },
      /** A day's bar, as its tooltip: "Wed 12 Nov: Calls 6, Texts 1, Leads sent 0" */
      tooltip: (day: string, parts: readonly string[]) => `${day}: ${parts.join(", ")}`,
    },
    byDay: {
      caption: (period: string) => `Counts by day, ${period}`,
      region: "Counts by day (scrolls)",
      day: "Day",
      total: "Total",
      /** A day, or days in a row, with no count, in the phone's list of days */
      nothing: "Nothing counted",
      days: (from: string, to: string) => `${from} to ${to}`,
    },
    byPage: {
      heading: "By page",
      caption: (period: string) => `Counts by page, ${period}, the busiest first`,
      region: "Counts by page (scrolls)",
      page: "Page",
      leadRecords: "Leads in the inbox",
      held: "Windows held",
      confirmed: "Booked",
      done: "Jobs done",
      paidJobs: "Paid jobs",
      paid: "Paid",
      note: "Busiest first: calls, texts and leads together. A lead counts once, whether it was counted, kept in the inbox or both. Paid jobs are the invoices paid in these days, under the page the lead was sent from.",
    },
    /** The quotes and invoices of the range, by week (worker/numbers.ts, `shapeMoney`) */
    money: {
      heading: "Money",
      note: "Each quote sent counts, a changed quote again, and Approved on the day the driver approved it. Invoiced counts the invoices issued, a credit note taking its amount off; Paid counts the invoices paid and not cancelled, on the day paid. Amounts include HST. Weeks start on Monday; the first and last count only the days shown.",
      caption: (period: string) => `Quotes and invoices by week, ${period}`,
      region: "Money by week (scrolls)",
      week: "Week",
      /** A week by its Monday: "Week of Mon 30 Nov" */
      weekOf: (monday: string) => `Week of ${monday}`,
      /** The columns (keys: MoneyColumn, NumbersPage) */
      columns: {
        sent: "Quotes sent",
        approved: "Approved",
        invoiced: "Invoiced",
        paid: "Paid",
      },
      count: "Number",
      amount: "Amount",
      total: "Total",
      none: "No quote was sent, approved, invoiced or paid in these days.",
    },
    empty: (days: number) =>
      `Nothing was counted in the last ${days} days yet. A tap on call, text or Get Free Quote, an instant estimate or coverage answer, and a lead each show up here the day they happen.`,
    /** The names of the paths that are no page of the build's (the build names its own) */
    pages: {
      notFound: "Page not found (any unknown address)",
      gone: "A page no longer on the site",
    },
    months: ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"],
    weekdays: ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"],
  },
  retention: `Leads are deleted ${enquiryRetentionText} after they arrive, as the privacy policy says; a job's quote, record and invoice are kept ${policyFacts.jobRecordMinimum} after the end of the year of the job, then deleted with its lead.`,
  forbidden: {
    title: "Not signed in",
    heading: "This inbox is for the business only",
    noAccess:
      "Open it through the business's sign-in (Cloudflare Access). If you are signed in, your sign-in may have expired: reload the page.",
    notConfigured:
      "The inbox is locked: Cloudflare Access is not set up for it yet (ACCESS_TEAM_DOMAIN and ACCESS_AUD: docs/going-live.md).",
  },
  /** A change posted to the inbox that it refuses, as plain text (worker/inbox-routes.tsx) */
  refused: {
    otherSite: "Changes to the inbox come from the inbox only.",
    tooLong: "That form is longer than the availability screen sends.",
  },
} as const;

/** A lead as the owner reads it wherever: the inbox, the alert, the CSV (worker/stored-lead.ts). */
export const leadText = {
  /** What the owner calls each form's lead */
  kinds: { quote: "Quote request", contact: "Message" } satisfies Record<LeadFormName, string>,
  /** Who sent it, when they gave no name */
  noName: "No name given",
  /** One line that says what the lead is: "Quote request from Marco Rossi: Windshield Repair, Aurora" */
  summary: (kind: string, name: string, about: string) =>
    `${kind} from ${name}${about ? `: ${about}` : ""}`,
  /** A ticked box */
  yes: "Yes",
} as const;

/** Every field a lead carries that the owner reads (the page's kind, `pageFocus`, is the site's). */
type ShownField = Exclude<LeadFieldName<"contact"> | LeadFieldName<"quote">, "pageFocus">;

/** The visitor's forms' labels: a field both forms ask for, as the quote form names it. */
const formLabels = { ...contactFormLabels, ...quoteFormText.labels };

/**
 * What each field is called where the owner reads it (the inbox, the alert, the CSV's columns),
 * in the order they are listed there. A field the visitor's form names as the owner would is
 * named by the form (content/quote-form.json, content/contact-form.json), so its label is said
 * once and an edit at /admin shows here too. The others say something else on purpose, each with
 * its reason; two are no field of a form.
 */
export const leadFieldLabels = {
  // The forms ask the visitor for their "Full name" ("Your name"); the owner reads whose it is.
  name: "Name",
  phone: formLabels.phone,
  email: formLabels.email,
  // The form asks for the "Service needed"; the owner reads the service.
  service: "Service",
  // No form field: the instant estimate's answer, sent with a request made from it.
  estimate: "Estimate",
  vehicle: formLabels.vehicle,
  vin: formLabels.vin,
  // The form asks "Who pays?"; the owner reads a heading, not a question.
  payer: "Who pays",
  // The form's "Insurance company"; the owner reads a short heading.
  insurer: "Insurer",
  // The form's "Deductible ($), if you know it" speaks to the visitor; the owner reads the amount.
  deductible: "Deductible",
  preferredDay: formLabels.preferredDay,
  arrivalWindow: formLabels.arrivalWindow,
  // The form asks "Where's the car?"; the owner reads where the job is.
  visitPlace: "Where",
  postalCode: formLabels.postalCode,
  // No form field: the city of the location page the request was sent from.
  place: "City page",
  // The form asks "What happened to the glass?"; the owner reads the damage.
  damage: "Damage",
  message: formLabels.message,
} satisfies Record<ShownField, string>;

/** A field the owner reads, by its key: `vin`, `arrivalWindow`. */
export type LeadFieldKey = keyof typeof leadFieldLabels;

/**
 * The owner's alert of a lead, by email and by webhook, and of a sender's burst of requests told
 * in one (worker/alert-text.ts).
 */
export const alertsText = {
  /** The email's sender's name: "GTA Mobile Auto Glass website" */
  from: (business: string) => `${business} website`,
  /** "New quote request from Marco Rossi: …", or "Updated …" once the visitor changed it */
  subject: (amended: boolean, summary: string) =>
    `${amended ? "Updated" : "New"} ${summary[0]!.toLowerCase()}${summary.slice(1)}`,
  photos: (n: number) => `Photos: ${n}, in the inbox`,
  sentFrom: (address: string) => `Sent from: ${address}`,
  received: (time: string) => `Received: ${time} (Toronto time)`,
  changed: (time: string) => `Changed by the visitor: ${time}`,
  callBack: (tel: string) => `Call back: ${tel}`,
  open: (address: string) => `Open it in the inbox: ${address}`,
  /** A sender's requests after the first of the day, told together (worker/alert-batches.ts) */
  batch: {
    subject: (n: number) => `${n} more quote request${n === 1 ? "" : "s"} from the same sender`,
    why: (holdsPerDay: number) =>
      `These came from the same address today, after a request already told to you, so they are told together rather than one by one. One sender holds at most ${holdsPerDay} windows a day: a request past that is kept, without holding its window.`,
    noService: "no service chosen",
    held: (window: string) => `Window held: ${window}`,
    notHeld: (window: string) => `Window asked for, not held: ${window}`,
    noWindow: "No window asked for",
    /** A request's window, as one of the three above, and when the request came */
    booked: (booking: string, time: string) => `${booking}. Received ${time}.`,
    open: (address: string) => `Open it: ${address}`,
    check:
      "They may be one driver with several cars, or someone filling your windows: check them before you confirm.",
  },
} as const;

/** The column headings of the owner's downloads. */
export const csvText = {
  /** Every lead (worker/csv.ts); each field's column is headed by its label, `leadFieldLabels` */
  leads: {
    received: "Received",
    receivedUtc: "Received (UTC)",
    kind: "Kind",
    status: "Status",
    photos: "Photos",
    page: "Page",
    alert: "Alert",
    id: "Lead id",
    /** The quote standing (its newest version) and the invoice standing, amounts as 762.17 */
    quoteTotal: "Quote total",
    quoteVersion: "Quote version",
    quoteApproved: "Quote approved",
    invoice: "Invoice",
    invoiceTotal: "Invoice total",
    paidOn: "Paid on",
    /** A replaced windshield's job record */
    part: "Glass part",
    adhesive: "Adhesive",
    lot: "Adhesive lot",
    expires: "Adhesive use-by",
    driveAway: "Drive-away minutes",
    technician: "Technician",
    calibration: "ADAS calibration",
  },
  /** The daily counts (worker/numbers.ts) */
  counts: {
    day: "Day",
    page: "Page",
    pageName: "Page name",
    event: "Event",
    eventName: "Event name",
    count: "Count",
  },
} as const;
