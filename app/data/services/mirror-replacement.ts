import { siteConfig } from "../../config/site";
import type { Service } from "./types";

const { figures, serviceRadiusKm } = siteConfig;

/**
 * Mirror glass replacement: its card, and its page at /services/mirror-replacement. The business
 * publishes no price or duration for it: the page says it is priced in the free quote.
 */
export const mirrorReplacement: Service = {
  id: "mirror-replacement",
  name: "Mirror Replacement",
  menu: "auto-glass",
  icon: "Mirror",
  summary:
    "Cracked or broken mirror glass replaced at your location, so you can check your blind spots with confidence again.",
  features: [
    "Cracked mirror glass replaced",
    "Fitted at your location",
    "Same-day mobile service",
    "Insurance claims handled",
  ],
  page: {
    slug: "mirror-replacement",
    title: "Side Mirror Glass Replacement in Toronto",
    description: `Cracked or smashed side mirror glass? We fit new mirror glass at your home or work across Toronto and the GTA, free within ${serviceRadiusKm} km. Get a free quote.`,
    heading: "Broken side mirror glass replaced where you park in the GTA",
    lead: "A clipped mirror in a tight lot, a swipe from a passing car or a cold-morning crack: we replace the broken mirror glass at your home or workplace, so you can see your blind spots again.",
    highlights: ["Fitted at your location", "Same-day mobile service", "Insurance claims handled"],
    prices: [],
    priceNote:
      "Mirror glass differs from one vehicle to the next, heated or not, with a blind-spot light or without, so we quote it once we know your vehicle and its mirror.",
    aftercare: false,
    sections: [
      {
        kind: "cards",
        id: "why-replace",
        head: {
          eyebrow: "Why replace it now",
          title: "A broken mirror is a blind spot you can't check",
          intro:
            "Your side mirrors are how you change lanes, merge onto the highway and back out of a driveway safely. Cracked or missing glass makes every one of those a guess.",
        },
        items: [
          {
            icon: "ShieldAlert",
            title: "Safe lane changes",
            text: "A cracked mirror splits and distorts what you see, so a car in the next lane can disappear in the break.",
          },
          {
            icon: "Snowflake",
            title: "Clear on winter mornings",
            text: "If your mirror is heated, new heated glass clears frost and fog again, so you aren't scraping a broken mirror before every drive.",
          },
          {
            icon: "MapPin",
            title: "No shop visit",
            text: `We fit the new glass in your driveway or parking lot. Mobile service is free within ${serviceRadiusKm} km of Toronto centre.`,
          },
          {
            icon: "Sparkles",
            title: "Matched to your mirror",
            text: "We bring glass made for your vehicle's mirror, so it fits the housing and, where your mirror has them, works with its heater and blind-spot light.",
          },
        ],
      },
      {
        kind: "checklist",
        id: "what-we-fix",
        head: {
          eyebrow: "What we fix",
          title: "Mirror damage we replace",
          intro:
            "If the housing is sound, new glass is usually all a damaged side mirror needs. Tell us what happened and we'll tell you what yours needs.",
        },
        items: [
          "Cracked or shattered mirror glass",
          "Glass knocked out of the housing or hanging loose",
          "Glass that vibrates or has come away from its backing plate",
          "Heated mirror glass that no longer clears frost",
          "Mirror glass with a blind-spot warning light",
        ],
        tone: "positive",
      },
    ],
    process: {
      head: {
        title: "How we replace mirror glass",
        intro: "Four steps, done at your car wherever it is parked.",
      },
      steps: [
        {
          title: "Free quote",
          text: "Tell us your vehicle's year, make and model, which side is damaged, and whether the mirror is heated or has a blind-spot light. A photo helps. We quote the right glass for it.",
        },
        {
          title: "Removing the broken glass",
          text: "We take out the damaged glass and its backing plate carefully, and clear away any broken pieces from the housing and the door.",
        },
        {
          title: "Fitting the new glass",
          text: "We connect the heater and signal wiring where your mirror has them, then clip the new glass onto the adjuster so it sits firmly.",
        },
        {
          title: "Testing and adjusting",
          text: "We run the power adjustment, check the heater and any blind-spot light, and set the mirror with you in the driver's seat.",
        },
      ],
    },
    faqs: [
      {
        question: "How much does side mirror glass replacement cost?",
        answer:
          "It depends on your vehicle and its mirror: heated glass and glass with a blind-spot light cost more than plain glass. It is priced in your free quote, and you know the price before we start.",
      },
      {
        question: "Can you replace just the glass, or does the whole mirror need replacing?",
        answer:
          "If the housing, the motor and the mount are intact, replacing the glass is all it needs. If the housing is cracked or the mirror hangs off the door, tell us when you ask for a quote and we'll tell you what we can do.",
      },
      {
        question: "Will my heated mirror still work?",
        answer:
          "Yes. We fit heated glass to a heated mirror, connect its wires and check that it warms up before we leave, so it still clears frost and fog on winter mornings.",
      },
      {
        question: "Does insurance cover a broken mirror?",
        answer:
          "A mirror broken by vandalism or a collision may be covered by your policy's comprehensive or collision coverage, depending on your deductible. We handle insurance claims: give us your policy details and we'll work with your insurer.",
      },
      {
        question: "Can I drive with a cracked side mirror?",
        answer:
          "Carefully, for a short while, but a cracked mirror distorts what is beside you, and small pieces can fall out as you drive. Use your shoulder checks, and book the new glass soon.",
      },
      {
        question: "Can you come to me today?",
        answer: `In most cases, yes. We offer same-day mobile service across the GTA, free within ${serviceRadiusKm} km of Toronto centre, and answer quote requests within ${figures.quoteResponse}.`,
      },
    ],
    related: ["side-window-replacement", "auto-glass-replacement", "windshield-repair"],
  },
};
