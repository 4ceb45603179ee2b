import { siteConfig } from "../../config/site";
import { pricing, repairability } from "../pricing";
import { lowerFirst } from "../text";
import { cityServiceLinks, yearsStat } from "./shared";
import type { Location } from "./types";

const { hours, serviceRadiusKm } = siteConfig;

/** Aurora's page: Yonge and Wellington, Bayview Avenue, the GO lot, and gravel-shouldered country roads toward King and Whitchurch-Stouffville. */
export const aurora = {
  slug: "aurora-auto-glass",
  city: "Aurora",
  group: "york-region",
  menuLabel: "Aurora",
  focus: "auto-glass",
  title: "Aurora Windshield & Auto Glass Repair",
  description:
    "Mobile windshield repair and replacement in Aurora. Our technicians come to your home or workplace the same day, and we handle the insurance claim for you.",
  keywords: [
    "auto glass Aurora",
    "windshield repair Aurora",
    "windshield replacement Aurora",
    "mobile windshield repair Aurora Ontario",
    "car window repair Aurora",
  ],
  heading: "Aurora windshield repair and auto glass service",
  lead: "Certified technicians come up Yonge Street and Highway 404 to you, anywhere in Aurora, and repair or replace your glass the same day.",
  neighbourhoods: [
    "Aurora Village",
    "Aurora Heights",
    "Hills of St. Andrew",
    "Aurora Highlands",
    "Bayview Wellington",
    "Bayview Northeast",
  ],
  highways: ["Yonge Street", "Highway 404", "Wellington Street", "Bayview Avenue"],
  landmarks: ["Aurora GO Station", "St. Andrew's College", "Aurora Town Hall"],
  stats: [
    { value: "150+", label: "repairs this month" },
    { value: "25 min", label: "average response" },
    { value: "4.9", label: "star rating" },
    yearsStat,
  ],
  serviceLinks: cityServiceLinks,
  localArea: {
    head: {
      eyebrow: "Around Aurora",
      title: "Town streets in the middle, country roads at the edges",
    },
    paragraphs: [
      "Aurora grew up around the corner of Yonge Street and Wellington Street, and that crossroads is still where the town's traffic meets. Away from it, the streets of Aurora Village, Aurora Heights and the Hills of St. Andrew are quiet enough that we do most of our work right in the driveway while you stay indoors. Yonge north toward St. Andrew's College gets busy at drop-off and pickup, with plenty of braking and little room.",
      "Wellington Street leads east to the Highway 404 interchange, and Bayview Avenue takes traffic south toward Richmond Hill and the city. Families in Bayview Wellington and Bayview Northeast use both every day. The Aurora GO Station lot off Wellington fills with cars that sit outside from early morning until after dark, which is where fresh highway chips get noticed and, once in a while, a window turns up broken.",
      "Past the built-up streets, concession roads run west toward King and east toward Whitchurch-Stouffville, with gravel shoulders and farm pickups. A wheel that drifts onto the shoulder throws stones back at whoever follows. Deer cross the roads on the north side of town at dusk, and winter up here is colder and snowier than downtown Toronto, so a small chip does not stay small for long.",
    ],
  },
  services: {
    head: {
      eyebrow: "Services in Aurora",
      title: "The glass work Aurora drivers book most",
      intro:
        "Country-road chips, cracks that grew over a cold snap, and wipers that quit in a snowstorm: here is how we handle each of them in Aurora.",
    },
    cards: [
      {
        serviceId: "windshield-repair",
        text: `Gravel off a rural shoulder usually leaves a small bullseye. We fill it ${pricing.chipRepair.price.label} at your house in Aurora Highlands or wherever the car is parked, before frost gets into the break.`,
      },
      {
        serviceId: "windshield-replacement",
        text: `Once a chip has run into a long crack, repair is off the table. We fit OEM-quality glass in your driveway in ${pricing.windshield.duration}, then calibrate the forward camera if your car has lane or collision warnings.`,
      },
      {
        serviceId: "windshield-wiper-replacement",
        text: `Streaky blades are a real hazard on the dark rural roads at the edge of town. We carry conventional, beam and winter blades, ${pricing.wipers.price.label}, and can fit them during any visit.`,
      },
    ],
  },
  why: {
    head: {
      eyebrow: "Why Aurora drivers choose us",
      title: "Glass service that comes up Yonge to you",
      intro:
        "Few people in Aurora want to lose half a day driving to a glass shop in another city. This is what we offer instead.",
    },
    items: [
      {
        icon: "House",
        title: "Work done at your house",
        text: "A driveway on a quiet street is all the space we need. You stay inside and keep your plans, and we knock when the glass is in and ready for you to check.",
      },
      {
        icon: "Snowflake",
        title: "Ready for northern winters",
        text: "Snow and cold arrive early on the north side of town. We plan winter jobs around the weather, using your garage when we can, so resin and adhesive cure the way they should.",
      },
      {
        icon: "CalendarCheck",
        title: "Booked around your day",
        text: `We book ${hours.service}, so a visit can fit around school drop-off on Yonge Street, the GO train home or a Saturday spent at the kids' hockey practice.`,
      },
      {
        icon: "FileCheck",
        title: "Claims without the legwork",
        text: "Whether a deer or a gravel road did the damage, we deal with your insurer for you. Plenty of glass claims come with no deductible to pay, and we tell you up front if yours does.",
      },
    ],
  },
  reviews: [
    {
      name: "Brian T.",
      location: "Bayview Northeast, Aurora",
      rating: 5,
      text: "A gravel truck on a side road toward Stouffville flicked a stone into my windshield and left a chip just below the mirror. I sent a photo and had a reply that morning. The technician filled it in my driveway while I was on a work call, and was packed up before my call ended.",
      service: "Windshield Repair",
    },
    {
      name: "Fiona M.",
      location: "Aurora Heights, Aurora",
      rating: 5,
      text: "A crack crept across my windshield over one bitterly cold week in January. They replaced it at my house on a Saturday, working in the garage because of the snow, and recalibrated the camera for my lane assist. The technician walked me through the wait before driving and checked the seal with me afterwards.",
      service: "Windshield Replacement",
    },
    {
      name: "Stuart K.",
      location: "Hills of St. Andrew, Aurora",
      rating: 5,
      text: "My wipers were smearing so badly on Bayview Avenue at night that I could barely make out the lane lines. I added new blades to a chip repair booking, and the technician fitted winter blades on the front and a new rear one too. Clean, quiet sweep since then, and the price matched the quote.",
      service: "Wiper Replacement",
    },
  ],
  faqs: [
    {
      question: "Is Aurora inside your free mobile service area?",
      answer: `We come to Aurora, and whether there is a charge depends on your address. Mobile service is free within ${serviceRadiusKm} km of Toronto centre. The south end of Aurora is inside that radius, while the north end sits around its edge. Give us your address when you ask for a quote and we'll confirm any travel fee with it, so nothing is a surprise when we arrive.`,
    },
    {
      question: "What will it cost to fix my windshield in Aurora?",
      answer: `Most chips cost ${pricing.chipRepair.price.label} to repair. Replacing a windshield is ${pricing.windshield.price.label}, depending on the make, the glass and any camera mounted behind it. Your quote includes any travel fee, and nothing is charged until the glass is in.`,
    },
    {
      question: "Will you deal with my insurance company directly?",
      answer:
        "Yes. Share your policy details and we contact the insurer, confirm what your coverage includes and bill them for the glass. Many glass claims are settled with the deductible waived; when yours isn't, we tell you the amount before we start, not after.",
    },
    {
      question: "A deer ran out on a road north of town and broke my windshield. What now?",
      answer:
        "First make sure the car is safe to drive. If the roof pillars or the hood are bent, a body shop needs to see it before new glass goes in, because a windshield has to sit in a true frame. If only the glass is broken, we replace it at your house and handle the insurer.",
    },
    {
      question: "I picked up chips on a gravel road toward King. Can they all be repaired?",
      answer: `It depends on how many there are and where. A single chip smaller than a quarter, away from the edge, is usually repairable. If you have ${lowerFirst(repairability.needsReplacement[2])}, or if there's ${lowerFirst(repairability.needsReplacement[4])}, the answer is a new windshield. Send a daylight photo of each and we'll tell you which applies.`,
    },
  ],
} satisfies Location;
