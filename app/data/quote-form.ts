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
    insuranceClaim: "I'm filing an insurance claim",
  },
  placeholders: {
    vehicle: "Year, make, model",
    postalCode: "e.g. M5V 2T6",
    damage: "e.g. a chip the size of a dime, low on the passenger side",
  },
} as const;
