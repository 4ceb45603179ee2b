import { siteConfig } from "../../config/site";
import { chipRepairFrom, pricing } from "../pricing";
import { cityServiceLinks, yearsStat } from "./shared";
import type { Location } from "./types";

const { figures, hours, serviceRadiusKm } = siteConfig;

/** North York's page: the 401 at Yonge, the DVP and 404 merge, Allen Road, and the condo garages along Yonge. */
export const northYork = {
  slug: "north-york-auto-glass",
  city: "North York",
  group: "toronto",
  menuLabel: "North York",
  focus: "auto-glass",
  title: "North York Auto Glass & Windshield Repair",
  description:
    "Auto glass repair in North York, from Willowdale to Downsview. Mobile technicians come to you the same day, with insurance billed directly. Get a free quote.",
  keywords: [
    "auto glass North York",
    "windshield repair North York",
    "windshield replacement North York",
    "mobile auto glass North York",
    "car window repair North York",
    "rock chip repair North York",
  ],
  heading: "Mobile auto glass repair in North York",
  lead: "Chipped on Highway 401 or the Don Valley Parkway? Our technicians come to your home or office anywhere in North York and repair or replace your glass the same day.",
  neighbourhoods: [
    "Willowdale",
    "Don Mills",
    "Bayview Village",
    "York Mills",
    "Downsview",
    "Newtonbrook",
    "Bathurst Manor",
  ],
  highways: ["Highway 401", "Don Valley Parkway", "Highway 404", "Allen Road", "Yonge Street"],
  landmarks: ["Yorkdale Shopping Centre", "Fairview Mall", "Mel Lastman Square", "Downsview Park"],
  stats: [
    { value: "250+", label: "repairs this month" },
    { value: "20 min", label: "average response" },
    { value: "4.9", label: "star rating" },
    yearsStat,
  ],
  serviceLinks: cityServiceLinks,
  localArea: {
    head: {
      eyebrow: "Across North York",
      title: "From Yonge Street towers to Don Mills driveways",
    },
    paragraphs: [
      "Where Highway 401 crosses Yonge Street, its collector and express lanes are among the busiest stretches of highway in the GTA. Transports weave between the two, traffic bunches up and brakes hard, and grit thrown up at speed lands on the cars behind. We come to drivers in Willowdale, York Mills and Newtonbrook who picked up a chip there, at home or at the office.",
      "East of Yonge, the Don Valley Parkway meets the 401 and carries on north as Highway 404, right beside Fairview Mall. A stone flicked off a truck in that merge leaves a small star break, and by January the cold has stretched it into a crack. We look after drivers in Don Mills and Bayview Village, in their driveways or in the Fairview Mall lot while they shop.",
      "On the west side, drivers from Downsview and Bathurst Manor take Allen Road south past Yorkdale Shopping Centre, through stop-and-go traffic and plenty of winter sand. Closer to Mel Lastman Square, many of our customers live in the condo towers on Yonge Street and keep their cars underground. We work in those garages too, so your car can stay in its own spot.",
    ],
  },
  services: {
    head: {
      eyebrow: "Popular in North York",
      title: "What North York drivers book most",
      intro:
        "Highway chips, cracks that can't wait and break-ins in shared garages: these three jobs come up again and again north of the 401.",
    },
    cards: [
      {
        serviceId: "windshield-repair",
        text: `Chips from the 401 and the DVP start small. Booked within a few days, a repair is ${pricing.chipRepair.price.label} and takes ${pricing.chipRepair.duration} in your driveway or office lot off Yonge.`,
      },
      {
        serviceId: "windshield-replacement",
        text: "When a crack has already run across the glass, we fit an OEM-quality windshield at your house or in your condo garage, then recalibrate the camera behind it so lane-keeping assist reads the road correctly.",
      },
      {
        serviceId: "side-window-replacement",
        text: "A door window smashed overnight in a shared underground garage is a familiar North York story. We vacuum the shards out of the door and seats, then fit the new glass before you need the car again.",
      },
    ],
  },
  why: {
    head: {
      eyebrow: "Why North York chooses us",
      title: "Service that fits around a North York day",
      intro:
        "Between condo garages, office parks and the busiest stretch of the 401, North York asks a lot of a glass service. Here is how we keep up.",
    },
    items: [
      {
        icon: "Building",
        title: "Underground parking is fine",
        text: "Tell us your building's height limit and visitor rules when you book. We plan the visit around them and do the work in the garage beneath your tower.",
      },
      {
        icon: "MapPin",
        title: "Office and mall lots",
        text: "Working near Mel Lastman Square or in a Don Mills office park? We meet your car in the staff lot, or at Yorkdale while you run errands.",
      },
      {
        icon: "CarFront",
        title: "Driver-assist cameras calibrated",
        text: "Plenty of cars on the 404 now steer and brake with help from a camera mounted on the windshield. After fitting new glass, we calibrate it so those systems work as designed.",
      },
      {
        icon: "FileCheck",
        title: "Claims handled for you",
        text: `Pass us your policy details and we send the invoice to your insurer ourselves; many claims end with the deductible waived. Our ${figures.warranty.toLowerCase()} covers the work.`,
      },
    ],
  },
  reviews: [
    {
      name: "Farhad R.",
      location: "Willowdale, North York",
      rating: 5,
      text: "Someone broke the rear passenger window of my car in our building's garage off Yonge overnight. The technician met me down on P3 that afternoon, picked every bit of glass out of the seat rails and door, and fitted the new window in under an hour. Our concierge never had to get involved.",
      service: "Side Window Replacement",
    },
    {
      name: "Grace O.",
      location: "Don Mills, North York",
      rating: 5,
      text: "A truck ahead of me on the DVP threw up a stone just before the 401 and left a chip on the passenger side. I booked a repair for the next morning, and it was finished in my driveway before I left for work. The technician even wiped down the rest of the glass before packing up.",
      service: "Windshield Repair",
    },
    {
      name: "Jun-ho P.",
      location: "Bayview Village, North York",
      rating: 5,
      text: "A crack started at the edge of my windshield during a cold snap and reached the middle within a week. They replaced it at my office near Fairview Mall, recalibrated the camera for my lane assist and explained how long to wait before driving home. My insurer was billed directly.",
      service: "Windshield Replacement",
    },
  ],
  faqs: [
    {
      question: "Can you work in my condo's underground garage on Yonge Street?",
      answer:
        "Usually, yes. We need permission from your building and enough room to open the doors fully. Check the garage's clearance and where visitors can park, and tell us when you book. Chip repairs and door windows are simple underground; a full windshield needs a little space in front of the car.",
    },
    {
      question: "How much will my glass cost in North York?",
      answer: `Sealing a chip starts at ${chipRepairFrom}. A new windshield usually costs ${pricing.windshield.price.label}, depending on your vehicle and features such as a rain sensor or lane camera. Coming to you adds nothing, since all of North York sits well inside the ${serviceRadiusKm} km we cover free of charge. Quotes cost nothing, and you hear the price before we start.`,
    },
    {
      question: "Will my insurer pay for a new windshield?",
      answer:
        "If your auto policy has comprehensive or all perils protection, highway stone damage is normally covered. Share your policy number and insurer, and we bill them directly and deal with the claim paperwork. Many drivers end up paying no deductible at all, though that depends on the policy.",
    },
    {
      question: "I cracked my windshield on the 401 this morning. Can you fix it today?",
      answer: `Often, yes: same-day visits are a normal part of our week. Send a photo and your vehicle details, and we reply to quote requests within ${figures.quoteResponse}. Because we work ${hours.service}, an evening visit after you get home is an option too.`,
    },
    {
      question: "Do you come to Downsview and Bathurst Manor, or only the Yonge corridor?",
      answer:
        "We cover all of North York, from the Humber River east to Victoria Park Avenue and north to Steeles Avenue. Tell us where the car will be, whether that's a driveway, a workplace or a spot on your street, and the technician comes to it.",
    },
  ],
} satisfies Location;
