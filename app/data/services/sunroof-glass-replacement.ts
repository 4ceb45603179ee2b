import { siteConfig } from "../../config/site";
import { pricing } from "../pricing";
import type { Service } from "./types";

const { figures, serviceRadiusKm } = siteConfig;
const warranty = figures.warranty.toLowerCase();

/** Standard and panoramic sunroof glass replacement: its card and its page. */
export const sunroofGlassReplacement: Service = {
  id: "sunroof-glass-replacement",
  name: "Sunroof Glass Replacement",
  menu: "auto-glass",
  icon: "Sun",
  summary:
    "Cracked or shattered standard and panoramic sunroof glass replaced at your location by certified technicians.",
  features: [
    `Standard sunroofs ${pricing.sunroofStandard.price.label}`,
    `Panoramic roofs ${pricing.sunroofPanoramic.price.label}`,
    "Seal and operation tested",
    "Insurance claims handled",
  ],
  page: {
    slug: "sunroof-glass-replacement",
    title: "Sunroof Glass Replacement in Toronto & GTA",
    description: `Cracked sunroof or panoramic roof? We replace the glass with mobile service across Toronto and the GTA, standard sunroofs ${pricing.sunroofStandard.price.label}. Book before rain gets in.`,
    heading: "Sunroof glass replaced at your door across the GTA",
    lead: `We replace standard and panoramic sunroof glass at your home or workplace. A standard sunroof costs ${pricing.sunroofStandard.price.label} and takes ${pricing.sunroofStandard.duration}; a panoramic roof costs ${pricing.sunroofPanoramic.price.label} and takes ${pricing.sunroofPanoramic.duration}.`,
    highlights: ["Standard and panoramic roofs", "OEM-quality glass", "Insurance billed directly"],
    prices: [
      { label: "Standard sunroof", entry: pricing.sunroofStandard },
      { label: "Panoramic roof", entry: pricing.sunroofPanoramic },
    ],
    aftercare: false,
    sections: [
      {
        kind: "cards",
        id: "sunroof-types",
        head: {
          eyebrow: "Sunroof types",
          title: "We replace every kind of roof glass",
          intro: "The price and the time depend mostly on the size of the glass.",
        },
        items: [
          {
            icon: "Sun",
            title: "Standard sunroof",
            text: `The tilt-and-slide panel over the front seats. ${pricing.sunroofStandard.price.label}, about ${pricing.sunroofStandard.duration}.`,
          },
          {
            icon: "PanelTop",
            title: "Panoramic roof",
            text: `Large glass panels over both rows of seats. ${pricing.sunroofPanoramic.price.label}, about ${pricing.sunroofPanoramic.duration}.`,
          },
          {
            icon: "Sparkles",
            title: "Moonroof",
            text: "A tinted glass panel that slides inside the roof. Priced like a standard sunroof for most vehicles.",
          },
          {
            icon: "Car",
            title: "Pop-up sunroof",
            text: "A smaller panel that tilts open at the back, found on older and compact vehicles.",
          },
        ],
      },
      {
        kind: "checklist",
        id: "common-problems",
        head: {
          eyebrow: "Common problems",
          title: "Signs your sunroof glass needs attention",
        },
        items: [
          "Glass shattered, often with no obvious impact",
          "Water dripping in around the panel or the headliner",
          "A panel that sticks, grinds or won't close fully",
          "Worn or cracked seals letting in wind noise",
          "A crack spreading across the panel",
        ],
        tone: "warning",
      },
    ],
    process: {
      head: {
        title: "How we replace sunroof glass",
        intro: "Four steps. Most standard sunroofs are done in one visit.",
      },
      steps: [
        {
          title: "Inspection and quote",
          text: "We identify your sunroof type, check the frame, track and drains, and confirm the price before ordering.",
        },
        {
          title: "Removing the damaged panel",
          text: "We protect your interior, clear the broken glass out of the track and headliner, and remove the old panel.",
        },
        {
          title: "Installing the new glass",
          text: "The new OEM-quality panel is fitted and adjusted so it sits flush with the roof and seals all round.",
        },
        {
          title: "Testing the seal and movement",
          text: "We open and close the roof through its full travel, check for leaks and wind noise, and clean up.",
        },
      ],
    },
    faqs: [
      {
        question: "How much does sunroof glass replacement cost?",
        answer: `A standard sunroof is ${pricing.sunroofStandard.price.label} and a panoramic roof ${pricing.sunroofPanoramic.price.label}, depending on the vehicle. Your quote is free.`,
      },
      {
        question: "How long does it take?",
        answer: `A standard sunroof takes about ${pricing.sunroofStandard.duration} and a panoramic roof about ${pricing.sunroofPanoramic.duration}.`,
      },
      {
        question: "Will insurance cover my sunroof?",
        answer:
          "Usually, if your policy includes glass or comprehensive coverage. We bill your insurer directly and help with the claim.",
      },
      {
        question: "Why did my sunroof shatter by itself?",
        answer:
          "Roof glass is tempered and under stress. A small stone chip, a flaw in the glass, or a sharp change in temperature, like a hot roof hit by cold rain, can be enough to shatter it.",
      },
      {
        question: "My sunroof leaks. Does the glass need replacing?",
        answer:
          "Not always. Leaks often come from worn seals or blocked drain tubes. We check those first and only replace the glass if it is cracked or no longer seals.",
      },
      {
        question: "Can you replace a sunroof at my home?",
        answer: `Yes, standard sunroofs are done on site like our other glass work, free within ${serviceRadiusKm} km of Toronto centre. For large panoramic roofs we confirm on the phone that the job can be done where your car is parked.`,
      },
      {
        question: "Is the new sunroof glass guaranteed?",
        answer: `Yes. The installation is covered by our ${warranty}, including leaks caused by our workmanship.`,
      },
      {
        question: "Can I drive with a broken sunroof?",
        answer:
          "Only once the loose glass is cleared and the opening is covered: tape heavy plastic over it to keep out rain. Avoid highway speeds until it is replaced.",
      },
    ],
    related: ["rear-window-replacement", "auto-glass-replacement", "side-window-replacement"],
  },
};
