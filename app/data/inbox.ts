import { enquiryRetentionText } from "../config/policies";

/** Where the owner is with a lead; the inbox sets it. */
export const leadStatuses = ["new", "contacted", "won", "lost"] as const;
export type LeadStatus = (typeof leadStatuses)[number];

/** The copy of the owner's lead inbox at /inbox (worker/inbox-routes.tsx). */
export const inboxText = {
  title: "Lead inbox",
  heading: "Leads",
  intro: "Every quote request and message the site's forms send, newest first.",
  localMode:
    "Local preview: this inbox is open without signing in because it runs on this computer only. Deployed, only the people you let in through Cloudflare Access can open it.",
  signedInAs: (email: string) => `Signed in as ${email}`,
  alertsOff:
    "Alerts are off: no email address or webhook is set up, so nobody is told when a lead arrives. Check this page, or set ALERT_EMAIL_TO or ALERT_WEBHOOK_URL (README, Going live).",
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
  older: "Older leads",
  newest: "Back to the newest",
  notices: {
    saved: "Status saved.",
    deleted: "Lead deleted.",
  },
  statuses: {
    new: "New",
    contacted: "Contacted",
    won: "Won",
    lost: "Lost",
  } satisfies Record<LeadStatus, string>,
  lead: {
    sentFrom: "Sent from",
    received: "Received",
    viaForm: "sent without JavaScript",
    photos: (n: number) => `Photos of the damage (${n}): tap one to see it full size`,
    photoAlt: (n: number, of: number) => `Photo ${n} of ${of} of the damage, full size`,
    amended: (time: string) => `The visitor changed it at ${time}.`,
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
      off: null,
      sent: null,
    },
  },
  retention: `Leads are deleted ${enquiryRetentionText} after they arrive, as the privacy policy says. Keep job records in your own books.`,
  forbidden: {
    title: "Not signed in",
    heading: "This inbox is for the business only",
    noAccess:
      "Open it through the business's sign-in (Cloudflare Access). If you are signed in, your sign-in may have expired: reload the page.",
    notConfigured:
      "The inbox is locked: Cloudflare Access is not set up for it yet (ACCESS_TEAM_DOMAIN and ACCESS_AUD, README, Going live).",
  },
} as const;
