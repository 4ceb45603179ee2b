import { siteConfig } from "../../config/site";
import { pricing } from "../pricing";
import type { Service } from "./types";

const { serviceRadiusKm } = siteConfig;

/** Side window replacement: its card, and its page at /services/side-window-replacement. */
export const sideWindowReplacement: Service = {
  id: "side-window-replacement",
  name: "Side Window Replacement",
  menu: "auto-glass",
  icon: "DoorClosed",
  summary:
    "Side window smashed in a break-in or accident? We clear out the broken glass and fit a new window where you are.",
  features: [
    "Broken glass cleaned up",
    "Door panel removed and refitted",
    `Done in ${pricing.sideWindow.duration}`,
    "Window tested before we leave",
  ],
  page: {
    slug: "side-window-replacement",
    title: "Car Side Window Replacement in Toronto",
    description: `Side window smashed in a break-in? Our mobile technicians clean up the glass and fit a new window in ${pricing.sideWindow.duration}. Secure your car the same day.`,
    heading: "Side window smashed? Replaced the same day across the GTA",
    lead: `We replace side windows broken by break-ins, accidents, rock chips and weather damage at your home or workplace, and clean the broken glass out of the door and cabin. Side windows cost ${pricing.sideWindow.price.label} and take ${pricing.sideWindow.duration} on site.`,
    highlights: ["Same-day mobile service", "Broken glass cleaned up", "Insurance billed directly"],
    prices: [{ label: "Side window", entry: pricing.sideWindow }],
    aftercare: false,
    sections: [
      {
        kind: "cards",
        id: "reasons",
        head: {
          eyebrow: "Why side windows break",
          title: "A broken side window can't wait",
          intro:
            "Side windows are tempered glass: when they break, they shatter into small pieces and leave your car open to the weather and to thieves.",
        },
        items: [
          {
            icon: "Lock",
            title: "Break-ins",
            text: "A smashed window in a parking lot or on the street is the most common call we get. We clean up the glass and secure the car the same day.",
          },
          {
            icon: "Car",
            title: "Accidents",
            text: "A side impact or a door that met a pole can shatter the glass even when the damage looks minor.",
          },
          {
            icon: "Zap",
            title: "Rock chips",
            text: "A stone from a passing truck can hit a side window hard enough to break it outright.",
          },
          {
            icon: "CloudHail",
            title: "Weather damage",
            text: "Hail, falling branches and hard frost on an already stressed window can all end in broken glass.",
          },
        ],
      },
    ],
    process: {
      head: {
        title: "How we replace a side window",
        intro: `Four steps, and about ${pricing.sideWindow.duration} at your car.`,
      },
      steps: [
        {
          title: "Damage assessment and cleanup",
          text: "We check the window, door and regulator, then vacuum the broken glass out of the seats, carpet and door.",
        },
        {
          title: "Door panel removal",
          text: "We take off the inner door panel carefully, so its clips and trim go back exactly as they were.",
        },
        {
          title: "Glass installation",
          text: "The new OEM-quality glass is set in the window regulator and its channels, aligned so it runs smoothly.",
        },
        {
          title: "Testing and reassembly",
          text: "We run the window up and down, check the seal, refit the door panel and clean up before we leave.",
        },
      ],
    },
    faqs: [
      {
        question: "How much does a side window replacement cost?",
        answer: `Most side windows cost ${pricing.sideWindow.price.label}, depending on your vehicle and the window. Your quote is free and gives you the exact price.`,
      },
      {
        question: "How long does it take?",
        answer: `About ${pricing.sideWindow.duration} at your car, including cleaning up the broken glass.`,
      },
      {
        question: "Do you clean up the broken glass?",
        answer:
          "Yes. Tempered glass breaks into hundreds of small pieces, so we vacuum the seats, carpets and the inside of the door before the new window goes in.",
      },
      {
        question: "Can I drive with a broken side window?",
        answer:
          "For a short trip, yes, but the car is open to rain and to theft. Tape plastic over the opening for now and call us: we can usually replace it the same day.",
      },
      {
        question: "Does insurance cover a window broken in a break-in?",
        answer:
          "Usually, if your policy includes comprehensive or glass coverage. We bill your insurer directly, so all you need is your policy number and, for a break-in, your police report number if you have one.",
      },
      {
        question: "Will my power window work normally afterwards?",
        answer:
          "Yes. We check the regulator and motor while the door is open and test the window up and down before we refit the panel.",
      },
      {
        question: "Can you come today?",
        answer: `In most cases, yes. We offer same-day mobile service across the GTA, free within ${serviceRadiusKm} km of Toronto centre.`,
      },
    ],
    related: ["rear-window-replacement", "auto-glass-replacement", "windshield-replacement"],
  },
};
