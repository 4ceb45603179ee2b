import { siteConfig } from "../../config/site";
import { chipRepairFrom, pricing, repairOutcomes, repairability } from "../pricing";
import { capitalize, listOr } from "../text";
import type { Service } from "./types";

const { figures } = siteConfig;

/** Windshield chip and crack repair: its card, and its page with the chip repair special. */
export const windshieldRepair: Service = {
  id: "windshield-repair",
  name: "Windshield Repair",
  menu: "windshield",
  icon: "Wrench",
  summary: `Chips and short cracks sealed where you park, ${pricing.chipRepair.price.label}, before they spread across the glass.`,
  features: [
    `Chip repair ${pricing.chipRepair.price.label}`,
    `Done in ${pricing.chipRepair.duration}`,
    "Restores up to 90% clarity",
    "Keeps your original windshield",
  ],
  page: {
    slug: "windshield-repair",
    title: "Windshield Chip & Crack Repair in Toronto",
    description: `Mobile windshield chip repair in Toronto and the GTA, ${pricing.chipRepair.price.label} and done in ${pricing.chipRepair.duration}. Fix the chip now, before it spreads into a crack.`,
    heading: `Windshield chip repair from ${chipRepairFrom}, anywhere in the GTA`,
    lead: `We repair chips smaller than a quarter and cracks under 6 inches outside the driver's line of sight, right at your home or workplace. A repair takes ${pricing.chipRepair.duration} and restores up to 90% of the glass's clarity and its full structural integrity.`,
    highlights: [
      `Chip repair ${pricing.chipRepair.price.label}`,
      "Same-day mobile service",
      "Insurance billed directly",
    ],
    special: {
      title: `Chip repair special: from ${chipRepairFrom}`,
      text: "Catch a chip while it's small and we'll seal it at your home or workplace, for far less than a new windshield.",
    },
    prices: [{ label: "Chip repair", entry: pricing.chipRepair }],
    aftercare: false,
    sections: [
      {
        kind: "checklist",
        id: "what-we-repair",
        head: {
          eyebrow: "Can it be repaired?",
          title: "What we can repair",
          intro:
            "A repair works when the damage is small, fresh and out of the way. If your chip or crack matches these, it can very likely be repaired; send us a photo and we'll confirm.",
        },
        items: [...repairability.repairable],
        tone: "positive",
      },
      {
        kind: "stats",
        id: "repair-versus-replacement",
        head: {
          eyebrow: "Repair or replace?",
          title: "Repair versus replacement",
          intro:
            "When the damage qualifies, a repair keeps your original factory-sealed windshield and costs far less than replacing it.",
        },
        items: [
          { value: capitalize(repairOutcomes.clarity), label: "clarity restored" },
          { value: repairOutcomes.structuralIntegrity, label: "structural integrity restored" },
          { value: repairOutcomes.savingsVersusReplacement, label: "cheaper than replacement" },
          { value: figures.repairSuccessRate, label: "repair success rate" },
        ],
      },
    ],
    process: {
      head: {
        title: "How we repair a chip",
        intro: `Four steps, done at your car in ${pricing.chipRepair.duration}.`,
      },
      steps: [
        {
          title: "Free assessment",
          text: "Send us a photo or describe the damage, and we tell you honestly whether it can be repaired or needs a new windshield.",
        },
        {
          title: "Cleaning out the chip",
          text: "We clear loose glass, dirt and moisture out of the break so the resin can fill every part of it.",
        },
        {
          title: "Filling with resin",
          text: "We draw the air out of the chip and fill it with clear resin under pressure, right into the smallest cracks around it.",
        },
        {
          title: "Curing and polishing",
          text: "We harden the resin with ultraviolet light, polish the surface smooth and check the repair from the driver's seat.",
        },
      ],
    },
    faqs: [
      {
        question: "How much does a chip repair cost?",
        answer: `A chip repair costs ${pricing.chipRepair.price.label}, and it's about ${repairOutcomes.savingsVersusReplacement} cheaper than replacing the windshield. The price depends on the size and number of chips; your quote is free and you know the price before we start.`,
      },
      {
        question: "Will my insurance cover a chip repair?",
        answer:
          "Often, yes. Glass damage is usually covered if your policy includes comprehensive or all perils coverage, and a repair costs your insurer far less than a new windshield. We bill your insurer directly, and in many cases the deductible is waived.",
      },
      {
        question: "How long does a repair take?",
        answer: `A chip repair takes ${pricing.chipRepair.duration} at your home or workplace. There is no adhesive to cure as there is with a new windshield, so you can usually drive away as soon as we're done.`,
      },
      {
        question: "Will the chip disappear completely?",
        answer: `Not always, and we won't pretend otherwise. A repair restores ${repairOutcomes.clarity} of the glass's clarity, so a faint mark may still show up close. What matters more is that it restores the glass's strength and stops the chip from spreading.`,
      },
      {
        question: "When can't a chip be repaired?",
        answer: `A repair isn't safe or clear enough for ${listOr(repairability.needsReplacement)}. In those cases the windshield should be replaced; we'll tell you which you need from a photo.`,
      },
      {
        question: "Why should I repair a chip right away?",
        answer:
          "Because chips spread. In a Toronto winter, water gets into the chip, freezes and expands, and a blast of hot air from the defroster on cold glass can push it further. Potholes and bumps do the rest. Fresh chips also repair more clearly than ones full of dirt and moisture.",
      },
      {
        question: "What if the chip spreads after the repair?",
        answer: `Most repairs hold: our repair success rate is ${figures.repairSuccessRate}. No one can promise a repaired chip will never crack, especially after another hard knock, but our work is backed by our ${figures.warranty.toLowerCase()}. If you think a repair has failed, call us and we'll come and look at it, and tell you honestly whether the windshield now needs replacing.`,
      },
    ],
    related: ["windshield-replacement", "windshield-wiper-replacement", "auto-glass-replacement"],
  },
};
