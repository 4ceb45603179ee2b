import { CloudRain, FileCheck, MapPin, ShieldCheck, Snowflake, Sparkles, Wind } from "lucide-react";
import { siteConfig } from "../../config/site";
import {
  afterReplacement,
  chipRepairFrom,
  pricing,
  repairOutcomes,
  repairability,
  replacementFaqQuote,
  windshieldVisit,
  wiperAdvice,
} from "../pricing";
import type { ServicePageContent } from "./types";
import { capitalize, listOr } from "../text";

const { figures, serviceRadiusKm } = siteConfig;

/**
 * The bodies of the three windshield service pages (site-spec section 2, "Service pages"):
 * replacement, repair and wipers. The hero copy lives on each service's record in services.ts.
 */
export const windshieldServicePages = [
  {
    serviceId: "windshield-replacement",
    sections: [
      {
        kind: "cards",
        id: "benefits",
        eyebrow: "Why replace with us",
        title: "A proper windshield, fitted properly, wherever you are",
        intro:
          "Your windshield is part of your car's safety system, not just a window. Here is what you get when we replace it.",
        items: [
          {
            icon: MapPin,
            title: "Done where you park",
            text: `We replace the glass in your driveway, your office lot or on your street. Mobile service is free within ${serviceRadiusKm} km of Toronto centre, so there is no shop visit and no waiting room.`,
          },
          {
            icon: Sparkles,
            title: "OEM-quality glass",
            text: "Glass made to the same specifications as your original windshield, so it fits the frame, seals tight and gives a clear, undistorted view of the road.",
          },
          {
            icon: ShieldCheck,
            title: "Your car's strength restored",
            text: "A windshield helps hold the roof up in a rollover and gives the passenger airbag something to push against. Certified technicians set it with the right adhesive and cure time so it does that job.",
          },
          {
            icon: FileCheck,
            title: "No paperwork, no loose ends",
            text: `We bill your insurer directly, and in many cases the deductible is waived. Every windshield we fit is backed by our ${figures.warranty.toLowerCase()}.`,
          },
        ],
      },
      {
        kind: "checklist",
        id: "when-to-replace",
        eyebrow: "Repair or replace?",
        title: "When a windshield needs replacing",
        intro:
          "Small, fresh chips can usually be repaired. If any of these describe your windshield, a repair won't be safe or clear enough, and the glass should be replaced.",
        items: [...repairability.needsReplacement],
        tone: "warning",
      },
    ],
    process: {
      title: "How we replace your windshield",
      intro: `Five steps from your first call to driving away. The work itself takes ${pricing.windshield.duration} at your car.`,
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
  {
    serviceId: "windshield-repair",
    special: {
      title: `Chip repair special: from ${chipRepairFrom}`,
      text: "Catch a chip while it's small and we'll seal it at your home or workplace, for far less than a new windshield.",
    },
    sections: [
      {
        kind: "checklist",
        id: "what-we-repair",
        eyebrow: "Can it be repaired?",
        title: "What we can repair",
        intro:
          "A repair works when the damage is small, fresh and out of the way. If your chip or crack matches these, it can very likely be repaired; send us a photo and we'll confirm.",
        items: [...repairability.repairable],
        tone: "positive",
      },
      {
        kind: "stats",
        id: "repair-versus-replacement",
        eyebrow: "Repair or replace?",
        title: "Repair versus replacement",
        intro:
          "When the damage qualifies, a repair keeps your original factory-sealed windshield and costs far less than replacing it.",
        items: [
          { value: capitalize(repairOutcomes.clarity), label: "clarity restored" },
          { value: repairOutcomes.structuralIntegrity, label: "structural integrity restored" },
          { value: repairOutcomes.savingsVersusReplacement, label: "cheaper than replacement" },
          { value: figures.repairSuccessRate, label: "repair success rate" },
        ],
      },
    ],
    process: {
      title: "How we repair a chip",
      intro: `Four steps, done at your car in ${pricing.chipRepair.duration}.`,
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
  {
    serviceId: "windshield-wiper-replacement",
    sections: [
      {
        kind: "checklist",
        id: "signs",
        eyebrow: "Time for new blades?",
        title: "Signs you need new wipers",
        intro:
          "Wiper rubber wears out quietly. Road salt, ice and summer sun all take their toll, so watch for these.",
        items: [
          "Streaks or lines of water left on the glass",
          "Chattering or squeaking as the blades move",
          "Blades that skip or jump across the windshield",
          "Split, cracked or torn rubber on the blade",
          "A greasy smear that glares under headlights at night",
          `It's been ${wiperAdvice.replaceEvery} since your last change, or you can't remember when that was`,
        ],
        tone: "warning",
      },
      {
        kind: "cards",
        id: "blade-types",
        eyebrow: "Blade types",
        title: "The right blade for your car and the season",
        intro:
          "We bring three types of blade and help you choose the one that suits your vehicle and how you drive.",
        items: [
          {
            icon: CloudRain,
            title: "Conventional blades",
            text: "The classic design: a metal frame that presses the rubber against the glass at several points. Affordable and a good fit for many vehicles.",
          },
          {
            icon: Wind,
            title: "Beam blades",
            text: "A single curved strip of spring steel with no exposed frame, pressing evenly along the whole blade. Its low profile keeps it on the glass at highway speeds and gives snow less to cling to.",
          },
          {
            icon: Snowflake,
            title: "Winter blades",
            text: `A rubber boot covers the frame so ice and snow can't clog it. We recommend them from ${wiperAdvice.winterSeason}, when slush and freezing rain are part of every drive.`,
          },
        ],
      },
    ],
    process: {
      title: "How we replace your wipers",
      intro: "Four quick steps, done at your car while you carry on with your day.",
      steps: [
        {
          title: "Inspection and consultation",
          text: "We check your wiper arms, blades and washer spray, and recommend the blade type and size that suit your vehicle and the season.",
        },
        {
          title: "Removal of old blades",
          text: "We take the worn blades off carefully, protecting the glass so a bare wiper arm never snaps back against it.",
        },
        {
          title: "Installation of new blades",
          text: "We fit the new blades to your wiper arms and make sure each one is locked in and sits flat on the glass.",
        },
        {
          title: "Testing and windshield cleaning",
          text: "We clean the windshield, then run the wipers and washers to check for a clear, quiet, streak-free sweep.",
        },
      ],
    },
    faqs: [
      {
        question: "How much do new wiper blades cost?",
        answer: `Wiper blades cost ${pricing.wipers.price.label}, fitted at your car. The type of blade and the size your vehicle takes set the price, and we give you a quote before we start.`,
      },
      {
        question: "How often should I replace my wipers?",
        answer: `Every ${wiperAdvice.replaceEvery}. Salt, ice and summer heat break the rubber down, so don't wait for the first snowstorm to find out they're worn. If they streak, chatter or skip, it's time.`,
      },
      {
        question: "Do I need winter wiper blades?",
        answer: `They make a real difference in a GTA winter. A winter blade has a rubber boot over its frame, so ice and snow can't pack into it and lift the rubber off the glass. We recommend them from ${wiperAdvice.winterSeason}.`,
      },
      {
        question: "Do you bring the blades, or do I need to buy them?",
        answer:
          "We bring them. Tell us your vehicle's year, make and model when you book, and we arrive with the right size in conventional, beam or winter blades.",
      },
      {
        question: "How long does it take?",
        answer:
          "Just minutes once we're at your car, including testing the new blades and cleaning the windshield. You don't need to go anywhere.",
      },
      {
        question: "Can you change my wipers when you come to repair my windshield?",
        answer:
          "Yes. Ask when you book a windshield repair or replacement and we fit new blades during the same visit. Fresh blades are a good idea on new or repaired glass, because worn ones drag grit across it.",
      },
      {
        question: "Do you replace rear wipers too?",
        answer:
          "Yes. If your SUV, hatchback or minivan has a rear wiper, we can replace that blade in the same visit. Just mention it when you book so we bring the right one.",
      },
    ],
    related: ["windshield-repair", "windshield-replacement", "rear-window-replacement"],
  },
] satisfies ServicePageContent[];
