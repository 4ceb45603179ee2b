import { siteConfig } from "../config/site";

const { figures, hours, serviceRadiusKm } = siteConfig;

/** The copy of the contact page's sections, in page order (site-spec section 2, "Contact"). */
export const contactContent = {
  channels: {
    title: "Reach us your way",
    call: {
      title: "Call us",
      text: "Talk to a technician now and book a same-day appointment.",
    },
    text: {
      title: "Text us",
      text: "Text a photo of the damage with your vehicle's year, make and model for a quick quote.",
    },
    allHours: {
      title: "Open 24/7",
      value: hours.service,
      text: "Early morning, late evening or the weekend: book the time that suits you.",
    },
  },
  form: {
    eyebrow: "Send a message",
    title: "Tell us what happened",
    intro: `We reply within ${figures.messageResponse}. For a same-day appointment, calling is fastest.`,
    submit: "Send Message",
    sending: "Sending...",
    /** The toast after a message is sent (site-spec section 7) */
    toastTitle: "Message sent!",
    toastText: `We'll get back to you within ${figures.messageResponse}.`,
  },
  hours: {
    title: "Shop hours",
    note: `Outside these hours, mobile service is available ${hours.service}.`,
  },
  locations: {
    eyebrow: "Our locations",
    title: "Two Toronto locations, one mobile crew",
    intro: `Most jobs are done where your car is parked, free within ${serviceRadiusKm} km. You're also welcome at either of our locations.`,
  },
  coverage: {
    title: "Where we serve",
    intro: `Free mobile service within ${serviceRadiusKm} km of downtown Toronto, across these cities and the neighbourhoods between them.`,
  },
  fixes: {
    title: "What we fix",
    intro: "Every piece of glass on your vehicle, and the cameras behind the windshield.",
  },
  why: {
    eyebrow: "Why choose us",
    title: "Why drivers call us first",
    intro: `${figures.customersServed} drivers served and ${figures.yearsExperience} years of experience, with the same promises on every job.`,
  },
  stickyBar: {
    book: "Book Mobile Repair",
    call: "Call Now",
  },
} as const;
