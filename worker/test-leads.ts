import type { StoredLead } from "./stored-lead";

/**
 * The quote form as a browser without JavaScript posts it, for the lead service's tests (its unit
 * tests, and the HTTP suite in e2e/lead-service.e2e.ts): every field the form has, `damage` as
 * given.
 */
export const quotePost = (damage = "Two chips") => ({
  form: "quote",
  page: "/location/aurora-auto-glass",
  place: "Aurora",
  pageFocus: "auto-glass",
  name: "Sam Okafor",
  phone: "(905) 555-0187",
  email: "",
  service: "Windshield Repair",
  vehicle: "",
  postalCode: "l4c 3g5",
  damage,
  payer: "insurance",
  insurer: "Wawanesa",
  deductible: "$500",
  preferredDay: "",
  arrivalWindow: "afternoon",
  visitPlace: "work",
  website: "",
});

/**
 * A stored quote request as the store reads it back, for the tests of what the owner reads (the
 * card, the alert, the CSV, the calendar): received, its alert sent, no booking; each test gives
 * the fields and whatever else it is about.
 */
export const storedLead = (
  changes: Partial<StoredLead> & Pick<StoredLead, "fields">,
): StoredLead => ({
  id: "4d1f6c3e8a4b4f7e9a512b7c0e6d9f10",
  form: "quote",
  page: "/location/aurora-auto-glass",
  via: "script",
  submittedAt: null,
  receivedAt: "2026-11-24T19:05:00.000Z",
  amendedAt: null,
  updatedAt: "2026-11-24T19:05:00.000Z",
  status: "new",
  photos: [],
  alert: {
    status: "sent",
    attempts: 1,
    error: null,
    emailAt: null,
    webhookAt: null,
    dueAt: null,
    batch: null,
  },
  booking: null,
  statusToken: null,
  ...changes,
});
