import { siteConfig } from "../../config/site";
import { pricing } from "../pricing";
import type { Service } from "./types";

const { figures } = siteConfig;
const warranty = figures.warranty.toLowerCase();

/** Rear window replacement: its card, and its page at /services/rear-window-replacement. */
export const rearWindowReplacement: Service = {
  id: "rear-window-replacement",
  name: "Rear Window Replacement",
  menu: "auto-glass",
  icon: "RectangleHorizontal",
  summary:
    "Rear glass replaced at your location, with the defroster, antenna and third brake light working again.",
  features: [
    "Defroster reconnected",
    "Antenna and brake light refitted",
    `Done in ${pricing.rearWindow.duration}`,
    "Broken glass cleaned up",
  ],
  page: {
    slug: "rear-window-replacement",
    title: "Rear Window Replacement in Toronto & GTA",
    description: `Mobile rear window replacement in Toronto and the GTA, done in ${pricing.rearWindow.duration} with the defroster and antenna reconnected. Book same-day service today.`,
    heading: "Rear window replacement across the GTA, the same day",
    lead: `We replace shattered or cracked rear windows at your home or workplace and reconnect the defroster, antenna and third brake light. Rear windows cost ${pricing.rearWindow.price.label} and take ${pricing.rearWindow.duration} on site.`,
    highlights: [
      "Defroster and antenna reconnected",
      "Same-day mobile service",
      "Insurance billed directly",
    ],
    prices: [{ label: "Rear window", entry: pricing.rearWindow }],
    aftercare: false,
    sections: [
      {
        kind: "cards",
        id: "features",
        head: {
          eyebrow: "More than glass",
          title: "Everything built into your back glass, working again",
          intro:
            "A rear window carries more than most drivers realise. We make sure every part of it works before we leave.",
        },
        items: [
          {
            icon: "ThermometerSun",
            title: "Rear defrost",
            text: "The heating grid that clears frost and fog is built into the glass. We connect it and test that it heats.",
          },
          {
            icon: "Antenna",
            title: "Antenna",
            text: "On many vehicles the radio antenna runs through the rear glass. We reconnect it so your reception comes back.",
          },
          {
            icon: "Lightbulb",
            title: "Third brake light",
            text: "Where the centre brake light is mounted on the glass, we refit and test it so drivers behind you can see you stop.",
          },
        ],
      },
      {
        kind: "checklist",
        id: "common-issues",
        head: {
          eyebrow: "Common issues",
          title: "When a rear window needs replacing",
        },
        items: [
          "Glass shattered by a stone, a branch or a break-in",
          "Defrost lines broken or no longer heating",
          "Water leaking in around the seal",
          "Hatchback or tailgate glass cracked after a bump",
          "Cracks spreading from a corner after a cold night",
        ],
        tone: "warning",
      },
    ],
    process: {
      head: {
        title: "How we replace a rear window",
        intro: `Four steps, and about ${pricing.rearWindow.duration} at your car.`,
      },
      steps: [
        {
          title: "Inspection and cleanup",
          text: "We look at the frame, the wiring and the seal, and vacuum broken glass out of the cargo area and the trim.",
        },
        {
          title: "Removing the old glass",
          text: "We disconnect the defrost, antenna and brake light connections and cut out what is left of the old glass.",
        },
        {
          title: "Fitting the new glass",
          text: "The new OEM-quality glass goes in on fresh adhesive, with every connection made again.",
        },
        {
          title: "Testing everything",
          text: "We test the defrost, the antenna and the brake light, check the seal and clean the glass before you drive.",
        },
      ],
    },
    faqs: [
      {
        question: "How much does a rear window replacement cost?",
        answer: `Most rear windows cost ${pricing.rearWindow.price.label}, depending on the vehicle and what is built into the glass. Your quote is free.`,
      },
      {
        question: "How long does it take?",
        answer: `About ${pricing.rearWindow.duration} at your car, plus a short time for the adhesive to set before you drive.`,
      },
      {
        question: "Will my rear defroster work after the replacement?",
        answer:
          "Yes. The new glass comes with its heating grid, and we connect it and test that it heats before we leave.",
      },
      {
        question: "Can I drive with a shattered rear window?",
        answer:
          "Carefully, for a short distance. Cover the opening to keep out rain and exhaust fumes, keep the window area clear of loose glass, and book a replacement as soon as you can.",
      },
      {
        question: "Is a rear window covered by insurance?",
        answer:
          "Usually, under comprehensive or glass coverage. We bill your insurer directly, and in many cases the deductible is waived.",
      },
      {
        question: "Do you clean up the broken glass?",
        answer:
          "Yes. We vacuum the cargo area, the rear seats and the trim, so you aren't finding glass for weeks.",
      },
      {
        question: "Is the new rear window guaranteed?",
        answer: `Yes, by our ${warranty}. If it leaks or a connection we made stops working because of our workmanship, we come back and fix it.`,
      },
    ],
    related: ["side-window-replacement", "auto-glass-replacement", "sunroof-glass-replacement"],
  },
};
