import { pricing, wiperAdvice } from "../pricing";
import type { Service } from "./types";

/** Wiper blade replacement: its card, and its page at /services/windshield-wiper-replacement. */
export const windshieldWiperReplacement: Service = {
  id: "windshield-wiper-replacement",
  name: "Wiper Replacement",
  menu: "windshield",
  icon: "CloudRain",
  summary: `New wiper blades fitted at your car, ${pricing.wipers.price.label}, so you can see clearly through rain, slush and snow.`,
  features: [
    `Blades ${pricing.wipers.price.label}`,
    "Conventional, beam or winter blades",
    "Fitted and tested on site",
    "Windshield cleaned afterwards",
  ],
  page: {
    slug: "windshield-wiper-replacement",
    title: "Windshield Wiper Replacement in Toronto",
    description: `Streaking or chattering wipers? Our mobile service fits new blades at your car anywhere in the GTA, ${pricing.wipers.price.label}. Get winter blades before the snow.`,
    heading: "New wiper blades fitted where you park, across the GTA",
    lead: `We bring conventional, beam and winter wiper blades to your home or workplace and fit them on the spot, ${pricing.wipers.price.label}. Blades should be replaced every ${wiperAdvice.replaceEvery}, with winter blades on from ${wiperAdvice.winterSeason}.`,
    highlights: [
      `Blades ${pricing.wipers.price.label}`,
      "Same-day mobile service",
      `Winter blades ${wiperAdvice.winterSeason}`,
    ],
    prices: [{ label: "Wiper blades", entry: pricing.wipers }],
    // Blades wear out: no lifetime warranty or insurance claim is offered on them.
    assurance: "Fitted and tested on site · Windshield cleaned afterwards",
    insuranceBilling: false,
    warranty: false,
    aftercare: false,
    sections: [
      {
        kind: "checklist",
        id: "signs",
        head: {
          eyebrow: "Time for new blades?",
          title: "Signs you need new wipers",
          intro:
            "Wiper rubber wears out quietly. Road salt, ice and summer sun all take their toll, so watch for these.",
        },
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
        head: {
          eyebrow: "Blade types",
          title: "The right blade for your car and the season",
          intro:
            "We bring three types of blade and help you choose the one that suits your vehicle and how you drive.",
        },
        items: [
          {
            icon: "CloudRain",
            title: "Conventional blades",
            text: "The classic design: a metal frame that presses the rubber against the glass at several points. Affordable and a good fit for many vehicles.",
          },
          {
            icon: "Wind",
            title: "Beam blades",
            text: "A single curved strip of spring steel with no exposed frame, pressing evenly along the whole blade. Its low profile keeps it on the glass at highway speeds and gives snow less to cling to.",
          },
          {
            icon: "Snowflake",
            title: "Winter blades",
            text: `A rubber boot covers the frame so ice and snow can't clog it. We recommend them from ${wiperAdvice.winterSeason}, when slush and freezing rain are part of every drive.`,
          },
        ],
      },
    ],
    process: {
      head: {
        title: "How we replace your wipers",
        intro: "Four quick steps, done at your car while you carry on with your day.",
      },
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
};
