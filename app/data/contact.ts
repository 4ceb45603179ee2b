import { figureLabels } from "../config/figures";
import { siteConfig } from "../config/site";
import { contactFormText } from "./contact-form";

const { figures, hours, serviceRadiusKm } = siteConfig;

/** The copy of the contact page's sections, in page order. */
export const contactContent = {
  channels: {
    head: { title: "Reach us your way" },
    call: {
      title: "Call us",
      text: "Talk to a technician now and book a same-day appointment.",
    },
    text: {
      title: "Text us",
      text: "Text a photo of the damage with your vehicle's year, make and model for a quick quote.",
    },
    allHours: {
      title: "Mobile service",
      value: hours.service,
      text: "Early morning, late evening or the weekend: book the time that suits you.",
    },
  },
  form: {
    head: {
      eyebrow: contactFormText.eyebrow,
      title: contactFormText.title,
      intro: contactFormText.intro,
    },
  },
  hours: {
    title: "Office hours",
    note: `Outside these hours, mobile service is available ${hours.service}.`,
  },
  locations: {
    head: {
      eyebrow: "Our locations",
      title: "Two Toronto locations, one mobile crew",
      intro: `Most jobs are done where your car is parked, free within ${serviceRadiusKm} km. You're also welcome at either of our locations.`,
    },
  },
  coverage: {
    head: {
      title: "Where we serve",
      intro: `Free mobile service within ${serviceRadiusKm} km of downtown Toronto, across these cities and the neighbourhoods between them.`,
    },
  },
  fixes: {
    head: {
      title: "What we fix",
      intro: "Every piece of glass on your vehicle, and the cameras behind the windshield.",
    },
  },
  why: {
    head: {
      eyebrow: "Why choose us",
      title: "Why drivers call us first",
      intro: `${figures.customersServed} drivers served and ${figures.yearsExperience} ${figureLabels.yearsExperience}, with the same promises on every job.`,
    },
  },
} as const;
