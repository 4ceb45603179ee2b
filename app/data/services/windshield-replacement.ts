import { siteConfig } from "../../config/site";
import {
  afterReplacement,
  pricing,
  repairability,
  replacementFaqQuote,
  windshieldVisit,
} from "../pricing";
import type { Service } from "./types";

const { figures, serviceRadiusKm } = siteConfig;

/**
 * Windshield replacement: its card, and its page at /services/windshield-replacement.
 * When a chip can be repaired instead is the page's own "when to replace" section.
 */
export const windshieldReplacement: Service = {
  id: "windshield-replacement",
  name: "Windshield Replacement",
  menu: "windshield",
  icon: "CarFront",
  summary: `Cracked windshields replaced at your home or work with OEM-quality glass and a ${siteConfig.figures.warranty.toLowerCase()}.`,
  features: [
    "OEM-quality glass",
    "Certified technicians",
    siteConfig.figures.warranty,
    "Insurance billed directly",
  ],
  page: {
    slug: "windshield-replacement",
    title: "Windshield Replacement in Toronto & GTA",
    description: `Mobile windshield replacement in Toronto and the GTA: OEM-quality glass, a ${siteConfig.figures.warranty.toLowerCase()} and insurance billed directly. Book same-day service.`,
    heading: "Windshield replacement at your door, anywhere in the GTA",
    lead: `We replace cracked and damaged windshields at your home, workplace or wherever your car is parked in the GTA. Replacement costs ${pricing.windshield.price.label} and takes ${pricing.windshield.duration} on site, ${windshieldVisit} including safe drive-away time.`,
    highlights: [
      "Same-day mobile service",
      "Insurance billed directly",
      siteConfig.figures.warranty,
    ],
    prices: [
      {
        label: "Windshield replacement",
        entry: pricing.windshield,
        note: `${windshieldVisit} including safe drive-away time`,
      },
    ],
    // The adhesive of a new windshield is still curing when we leave, so the pages that fit one
    // tell the driver how to look after it.
    aftercare: true,
    sections: [
      {
        kind: "cards",
        id: "benefits",
        head: {
          eyebrow: "Why replace with us",
          title: "A proper windshield, fitted properly, wherever you are",
          intro:
            "Your windshield is part of your car's safety system, not just a window. Here is what you get when we replace it.",
        },
        items: [
          {
            icon: "MapPin",
            title: "Done where you park",
            text: `We replace the glass in your driveway, your office lot or on your street. Mobile service is free within ${serviceRadiusKm} km of Toronto centre, so there is no shop visit and no waiting room.`,
          },
          {
            icon: "Sparkles",
            title: "OEM-quality glass",
            text: "Glass made to the same specifications as your original windshield, so it fits the frame, seals tight and gives a clear, undistorted view of the road.",
          },
          {
            icon: "ShieldCheck",
            title: "Your car's strength restored",
            text: "A windshield helps hold the roof up in a rollover and gives the passenger airbag something to push against. Certified technicians set it with the right adhesive and cure time so it does that job.",
          },
          {
            icon: "FileCheck",
            title: "No paperwork, no loose ends",
            text: `We bill your insurer directly, and in many cases the deductible is waived. Every windshield we fit is backed by our ${figures.warranty.toLowerCase()}.`,
          },
        ],
      },
      {
        kind: "checklist",
        id: "when-to-replace",
        head: {
          eyebrow: "Repair or replace?",
          title: "When a windshield needs replacing",
          intro:
            "Small, fresh chips can usually be repaired. If any of these describe your windshield, a repair won't be safe or clear enough, and the glass should be replaced.",
        },
        items: [...repairability.needsReplacement],
        tone: "warning",
      },
    ],
    process: {
      head: {
        title: "How we replace your windshield",
        intro: `Five steps from your first call to driving away. The work itself takes ${pricing.windshield.duration} at your car.`,
      },
      steps: [
        {
          title: "Free quote and booking",
          text: "Tell us your vehicle's year, make and model and send a photo of the damage. We confirm the right glass, give you a price and book a time and place that suit you.",
        },
        {
          title: "Protecting your car",
          text: "We cover the hood, dashboard and seats, then take off the wipers, trim and mouldings around the glass.",
        },
        {
          title: "Removing the old windshield",
          text: "We cut through the old adhesive, lift the damaged glass out and prepare the frame so the new windshield bonds cleanly.",
        },
        {
          title: "Setting the new glass",
          text: "We lay a fresh bead of urethane adhesive, set the new windshield in place and refit the mirror, sensors, trim and wipers.",
        },
        {
          title: "Checks, clean-up and drive-away time",
          text: `We check the seal and fit, vacuum up any broken glass and tell you when the car is safe to drive: at least ${afterReplacement.waitBeforeDriving} after we finish.`,
        },
      ],
    },
    faqs: [
      {
        question: "How much does a windshield replacement cost?",
        answer: `Most windshield replacements cost ${pricing.windshield.price.label}, depending on your vehicle and its glass. Vehicles with more complex glass, such as a heated windshield, a rain sensor or a camera for driver-assistance features, can cost ${replacementFaqQuote}. The quote is free, and you know the price before we start.`,
      },
      {
        question: "Will my insurance pay for a new windshield?",
        answer:
          "If your policy includes comprehensive or all perils coverage, glass damage is usually covered. Give us your policy details and we bill your insurer directly and handle the claim paperwork. In many cases the deductible is waived, too.",
      },
      {
        question: "How long does it take, and when can I drive?",
        answer: `The replacement takes ${pricing.windshield.duration} on site; allow ${windshieldVisit} for the whole visit, including the time the adhesive needs. Wait at least ${afterReplacement.waitBeforeDriving} before driving, and stay out of car washes and off highway speeds for ${afterReplacement.avoidCarWashesAndHighways}.`,
      },
      {
        question: "Is a windshield fitted in my driveway as safe as one fitted in a shop?",
        answer:
          "Yes. Our certified technicians use the same OEM-quality glass and urethane adhesive a shop would. What makes a windshield safe is a clean bond and enough time for the adhesive to cure, which is why we tell you exactly when you can drive.",
      },
      {
        question: "Is the new windshield covered by a warranty?",
        answer: `Yes, every windshield we fit comes with our ${figures.warranty.toLowerCase()}. If a leak, a whistle or any problem with our workmanship shows up, call us and we come back and make it right. A new stone chip is new damage rather than a workmanship problem, but a quick repair usually takes care of it.`,
      },
      {
        question: "Will my car's cameras need calibrating after a new windshield?",
        answer:
          "Many newer vehicles have a camera behind the windshield for lane-keeping assist, automatic emergency braking or traffic sign reading. After a replacement that camera often needs recalibrating so it sees the road where it expects to. We offer ADAS calibration with windshield replacement; tell us your vehicle when you ask for a quote and we'll tell you whether yours needs it.",
      },
    ],
    related: ["windshield-repair", "adas-calibration", "auto-glass-replacement"],
  },
};
