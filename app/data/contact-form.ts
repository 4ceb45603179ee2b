import { figures } from "../config/figures";

/** The copy of the contact page's message form. */
export const contactFormText = {
  eyebrow: "Send a message",
  title: "Tell us what happened",
  intro: `We reply within ${figures.messageResponse}. For a same-day appointment, calling is fastest.`,
  /** The form's accessible name */
  name: "Send us a message",
  submit: "Send Message",
  sending: "Sending...",
  /** The toast after a message is sent, as the spec words it */
  toastTitle: "Message sent!",
  toastText: `We'll get back to you within ${figures.messageResponse}.`,
  labels: {
    name: "Your name",
    phone: "Phone",
    email: "Email",
    message: "Message",
  },
  messageHint: "Your vehicle, what happened to the glass, and where it's parked help us quote.",
} as const;
