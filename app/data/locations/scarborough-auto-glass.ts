import { siteConfig } from "../../config/site";
import { chipRepairFrom, pricing } from "../pricing";
import { cityServiceLinks } from "./shared";
import type { Location } from "./types";

const { figures, serviceRadiusKm } = siteConfig;

/** Scarborough's page: long 401 commutes, gravel on Markham Road, and lake wind along Kingston Road and the Bluffs. */
export const scarborough = {
  slug: "scarborough-auto-glass",
  city: "Scarborough",
  group: "toronto",
  menuLabel: "Scarborough",
  focus: "auto-glass",
  title: "Scarborough Auto Glass & Windshield Repair",
  description: `Mobile windshield repair and replacement in Scarborough, from Agincourt to West Hill. Chip repair ${pricing.chipRepair.price.label}, same-day service. Call for a free quote.`,
  keywords: [
    "auto glass Scarborough",
    "windshield repair Scarborough",
    "windshield replacement Scarborough",
    "mobile windshield repair Scarborough",
    "windshield chip repair Scarborough",
    "car glass replacement Scarborough",
  ],
  heading: "Scarborough auto glass, repaired at your door",
  lead: "From Malvern to the Bluffs, our technicians come to you anywhere in Scarborough, so a cracked windshield never means a trip across town.",
  neighbourhoods: [
    "Agincourt",
    "Malvern",
    "Wexford",
    "Birch Cliff",
    "Scarborough Village",
    "Guildwood",
    "Highland Creek",
    "West Hill",
  ],
  highways: ["Highway 401", "Kingston Road", "Markham Road", "Sheppard Avenue East"],
  landmarks: ["Scarborough Town Centre", "Scarborough Bluffs", "Toronto Zoo"],
  stats: [
    { value: "300+", label: "repairs this month" },
    { value: "25 min", label: "average response" },
    { value: "4.8", label: "star rating" },
    { value: `${chipRepairFrom}+`, label: "starting price" },
  ],
  serviceLinks: cityServiceLinks,
  localArea: {
    head: {
      eyebrow: "Around Scarborough",
      title: "Long commutes, lake wind and a lot of gravel",
    },
    paragraphs: [
      "Scarborough covers a lot of ground, and plenty of people here drive far every day: west on Highway 401 toward downtown or the airport, or east into Durham. Across Scarborough the 401 is a wide highway, collector and express lanes side by side, and fast traffic next to slow throws plenty of stone. We meet those commuters at home in Agincourt, Wexford and Malvern, before the drive or after it.",
      "To the south, Kingston Road passes Birch Cliff, Scarborough Village and Guildwood running a short way inland of the Scarborough Bluffs. Winter wind off Lake Ontario chills parked cars there quickly, and a chip in frozen glass rarely stays a chip. Out east in West Hill and Highland Creek, sand trucks and construction traffic on Markham Road and Sheppard Avenue East leave gravel for the next car to hit.",
      "Wherever your car ends up, we drive to it: the driveway, the workplace, or the Scarborough Town Centre lot while you shop. If a stone hits the glass on the way to the Toronto Zoo, we can repair it in the parking lot while your family is inside with the animals.",
    ],
  },
  services: {
    head: {
      eyebrow: "Most booked in Scarborough",
      title: "Three jobs we do all over Scarborough",
      intro:
        "More kilometres mean more stones finding your windshield, and a minivan full of kids and hockey gear gives the back glass a hard life too.",
    },
    cards: [
      {
        serviceId: "windshield-repair",
        text: `Gravel off the 401 and Sheppard Avenue East leaves chips that grow with each cold morning. A repair costs ${pricing.chipRepair.price.label} and, done early, lets you keep your factory-sealed windshield.`,
      },
      {
        serviceId: "windshield-replacement",
        text: "For a crack that has crept across the glass over weeks of commuting, we bring a new OEM-quality windshield to your home in Agincourt or West Hill and tell you exactly when it's safe to drive.",
      },
      {
        serviceId: "rear-window-replacement",
        text: `A back window can shatter from a slammed hatch, a stray puck or a break-in. We fit new rear glass in ${pricing.rearWindow.duration} with the defroster reconnected, so the heated window clears again.`,
      },
    ],
  },
  why: {
    head: {
      eyebrow: "Local wear and tear",
      title: "What Scarborough's roads and weather do to glass",
      intro:
        "Damage here follows a pattern. Knowing it helps you catch a chip before it costs you a whole windshield.",
    },
    items: [
      {
        icon: "Truck",
        title: "Gravel from heavy traffic",
        text: "Dump trucks and construction vehicles on Markham Road and the 401 shed small stones. At highway speed, one is enough to star a windshield.",
      },
      {
        icon: "Wind",
        title: "Cold wind off the lake",
        text: "Near the Scarborough Bluffs, winter wind off Lake Ontario cools glass fast. Frozen glass meeting a hot defroster is how a small chip becomes a long crack.",
      },
      {
        icon: "Snowflake",
        title: "Salt, sand and freeze-thaw",
        text: "Sand spread on Kingston Road pits the glass, and meltwater that freezes inside a chip pries it wider every night until the break runs.",
      },
      {
        icon: "Route",
        title: "The kilometres add up",
        text: "A daily drive from Malvern to downtown and back puts a lot of highway under your car each year. More highway means more stones, and more chips worth fixing early.",
      },
    ],
  },
  reviews: [
    {
      name: "Anjali N.",
      location: "Malvern, Scarborough",
      rating: 5,
      text: "I drive from Malvern to an office downtown, and a stone on the 401 put a chip right above my wiper. The technician came to my driveway on a Saturday morning, filled it and showed me how the resin had sealed it. It was done before my kids were out of bed.",
      service: "Windshield Repair",
    },
    {
      name: "Tamika J.",
      location: "Guildwood, Scarborough",
      rating: 5,
      text: "My son's hockey bag caught the rear glass of our minivan as the hatch came down, and the whole window fell apart into little cubes. They came to our house in Guildwood, cleared every piece out of the cargo area and fitted new glass. The defroster works like it always did.",
      service: "Rear Window Replacement",
    },
    {
      name: "Nirmalan S.",
      location: "Agincourt, Scarborough",
      rating: 4,
      text: "A crack ran from the corner of my windshield after a week of freezing rain. They replaced it in the Scarborough Town Centre lot while I did my shopping and sent the bill to my insurance. Pinning down a time took a couple of calls, but the work itself was clean and careful.",
      service: "Windshield Replacement",
    },
  ],
  faqs: [
    {
      question: "What does a chip repair or a new windshield cost in Scarborough?",
      answer: `Chip repairs start at ${chipRepairFrom}, and most windshield replacements run ${pricing.windshield.price.label}, depending on the vehicle and its glass. Even out by the Toronto Zoo, Scarborough lies within ${serviceRadiusKm} km of Toronto centre, so the trip out to you is free.`,
    },
    {
      question: "Can you bill my insurance company for a broken rear window?",
      answer:
        "Usually, if you carry comprehensive or all perils coverage. Glass broken by a stone, a break-in or a falling branch is typically included. We send the invoice straight to your insurer and look after the claim, and your deductible is often waived.",
    },
    {
      question: "Do you come out to West Hill and Highland Creek?",
      answer:
        "Yes, the east end is part of our regular area. We come to houses near Guildwood and the Bluffs, to driveways all through West Hill, and to streets and lots around Highland Creek. Give us the street and we'll find the car.",
    },
    {
      question: "How fast does a chip spread in a Scarborough winter?",
      answer:
        "There's no set timeline, but cold speeds it up. A chip holding meltwater can crack overnight in a hard frost, and the lake wind near the Bluffs makes the glass colder still. Most chips smaller than a quarter can still be repaired, so book soon rather than waiting for spring.",
    },
    {
      question: "Will you fix my car at work off Markham Road?",
      answer: `Yes. Give us the address and where the car is parked, and the work happens in the lot during your shift. A chip repair takes ${pricing.chipRepair.duration}; a new windshield needs ${pricing.windshield.duration} at the car, plus time for the adhesive to set. A quote comes back within ${figures.quoteResponse} of your request.`,
    },
  ],
} satisfies Location;
