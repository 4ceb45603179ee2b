import { figures } from "../config/figures";

/** The copy of the location pages' quote form. */
export const quoteFormText = {
  title: "Get a free quote",
  intro: `Tell us about the damage and we'll call you back within ${figures.quoteResponse}.`,
  submit: "Get My Free Quote",
  sending: "Sending...",
  toastTitle: "Quote request sent!",
  toastText: `We'll call you back within ${figures.quoteResponse}.`,
  servicePlaceholder: "Choose a service",
  labels: {
    name: "Full name",
    phone: "Phone",
    email: "Email",
    vehicle: "Vehicle",
    service: "Service needed",
    postalCode: "Postal code",
    damage: "What happened to the glass?",
    payer: "Who pays?",
    insurer: "Insurance company",
    deductible: "Deductible ($), if you know it",
    preferredDay: "Preferred day",
    arrivalWindow: "Arrival window",
    visitPlace: "Where's the car?",
  },
  notSure: "Not sure yet",
  anyTime: "Any time",
  when: {
    legend: "When and where would suit you?",
    note: "This is a request, not a booking: we call or text you to confirm the day and time.",
  },
  photos: {
    label: "Photos of the damage",
    hint: "Up to 3, from your camera or photos. We shrink them on your phone before sending.",
    remove: (n: number) => `Remove photo ${n}`,
    preparing: "Preparing your photos...",
  },
  placeholders: {
    deductible: "e.g. 500",
    vehicle: "Year, make, model",
    postalCode: "e.g. M5V 2T6",
    damage: "e.g. a chip the size of a dime, low on the passenger side",
  },
} as const;
