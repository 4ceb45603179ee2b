import { siteConfig } from "../../config/site";
import { chipRepairFrom, pricing } from "../pricing";
import { paymentMethodsText } from "../text";
import { freeRadius, yearsStat } from "./shared";
import type { Location } from "./types";

const { figures, hours, serviceRadiusKm } = siteConfig;

/** Toronto's city-wide page: condo garages downtown, curbside work east of the Don, break-ins. */
export const torontoAutoGlass = {
  slug: "toronto-auto-glass",
  city: "Toronto",
  group: "toronto",
  menuLabel: "Toronto Auto Glass",
  focus: "auto-glass",
  title: "Toronto Auto Glass Repair & Replacement",
  description: `Chipped or cracked windshield in Toronto? Our mobile technicians come to your home or office the same day, free within ${freeRadius}, with insurance billed directly.`,
  keywords: [
    "auto glass Toronto",
    "mobile auto glass repair Toronto",
    "windshield repair Toronto",
    "windshield replacement Toronto",
    "car window replacement Toronto",
    "auto glass insurance claim Toronto",
  ],
  heading: "Mobile auto glass repair anywhere in Toronto",
  lead: `From the Beaches to High Park, our certified technicians come to your home, office or wherever your car is parked in Toronto. Locally owned and serving the GTA since ${figures.servingSince}.`,
  neighbourhoods: [
    "Downtown Toronto",
    "Midtown",
    "East York",
    "The Beaches",
    "Leslieville",
    "The Annex",
    "High Park",
    "Liberty Village",
  ],
  highways: ["Highway 401", "Gardiner Expressway", "Don Valley Parkway", "Lake Shore Boulevard"],
  landmarks: ["CN Tower", "Union Station", "Toronto Eaton Centre", "Rogers Centre"],
  stats: [
    { value: "500+", label: "repairs this month" },
    { value: "15 min", label: "average response" },
    { value: "4.9", label: "star rating" },
    yearsStat,
  ],
  serviceLinks: ["windshield-repair", "windshield-replacement", "side-window-replacement"],
  localArea: {
    head: {
      eyebrow: "Across the city",
      title: "From the lakefront to Midtown, we work where your car is parked",
    },
    paragraphs: [
      "Toronto is hard on glass, and how we reach your car changes from one street to the next. Downtown Toronto and Liberty Village mean condo garages, tight loading bays and cars left for days below towers near the Rogers Centre and the CN Tower. We carry everything down the ramp ourselves. Plenty of jobs near Union Station get done on a parking level while the owner is upstairs at a desk.",
      "East of the Don Valley Parkway, people in East York, Leslieville and The Beaches tend to book us for the driveway or the curb out front. Lake Shore Boulevard and the Gardiner Expressway kick up stones and sand in every season, so many of the chips we fix on this side of town were picked up on the drive downtown.",
      "Further west and north, we spend our days in The Annex, High Park and Midtown, fixing windshields hit on Highway 401 and door glass broken overnight on quiet residential streets. Tell us exactly where the car sits, even a garage level under the Toronto Eaton Centre, and we'll plan the visit around it.",
    ],
  },
  services: {
    head: {
      eyebrow: "What we fix in Toronto",
      title: "The three jobs Toronto drivers call us for most",
      intro:
        "Chips, cracks and smashed windows make up most of our city work. Each one is handled at your car, whatever the neighbourhood.",
    },
    cards: [
      {
        serviceId: "windshield-repair",
        text: `A stone off the Gardiner leaves a small star in the glass. Caught early, it can be sealed with resin wherever you park, from a Liberty Village garage to an East York driveway, with prices starting at ${chipRepairFrom}.`,
      },
      {
        serviceId: "windshield-replacement",
        text: "When a crack runs across the driver's view, the glass has to come out. We fit OEM-quality windshields on residential streets in The Annex and High Park and in office garages downtown, with insurance billed directly.",
      },
      {
        serviceId: "side-window-replacement",
        text: `Break-ins on parked cars are a big-city problem, and a smashed door window can't wait. We vacuum out the shards, fit new glass and have you locked up again in ${pricing.sideWindow.duration} once we arrive.`,
      },
    ],
  },
  why: {
    head: {
      eyebrow: "Why Toronto drivers call us",
      title: "Built around how people in this city live and park",
      intro: `Since ${figures.servingSince} we've looked after ${figures.customersServed} customers across the GTA. These are the things they tell us matter most.`,
    },
    items: [
      {
        icon: "MapPin",
        title: "At home in condo garages",
        text: "Underground levels, visitor spots and narrow ramps are routine for us downtown. Let your concierge know we're coming, tell us which level, and the car never has to leave the building.",
      },
      {
        icon: "Clock",
        title: "Bookings that fit your day",
        text: `Service runs ${hours.service}, so we can come before a shift, during a meeting or after the kids are asleep. Call in the morning and same-day service is often possible.`,
      },
      {
        icon: "FileCheck",
        title: "Insurance handled for you",
        text: "Glass claims are paperwork most people would rather skip. Your insurer gets our invoice directly, and in many cases the deductible doesn't apply, so you deal with us instead of a claims form.",
      },
      {
        icon: "Handshake",
        title: "Locally owned, paid on completion",
        text: `We're a GTA business, not a national chain. You pay by ${paymentMethodsText} only when the work is finished, and the glass we fit carries our ${figures.warranty.toLowerCase()}.`,
      },
    ],
  },
  reviews: [
    {
      name: "Owen T.",
      location: "Liberty Village, Toronto",
      rating: 5,
      text: "Someone smashed my passenger window in my building's visitor parking and took the change from the cup holder. I booked that morning and the technician met me on P2 by early afternoon. He cleared glass from inside the door panel and along the seat rails, fitted the replacement and ran it up and down a few times before he left.",
      service: "Side Window Replacement",
    },
    {
      name: "Hannah R.",
      location: "The Beaches, Toronto",
      rating: 5,
      text: "I picked up a chip on Lake Shore driving home from work. She was at my house first thing the next day, cleaned out the chip and filled it while I finished my coffee. It made it through a whole winter of cold starts without spreading.",
      service: "Windshield Repair",
    },
    {
      name: "Kevin N.",
      location: "East York, Toronto",
      rating: 5,
      text: "My windshield had a crack at the bottom corner that crept halfway across after a cold snap. The technician told me plainly why it was past repairing, dealt with my insurance company and put in the new glass at the curb outside my house. He went over the wait before I could drive and pointed out the new seal.",
      service: "Windshield Replacement",
    },
  ],
  faqs: [
    {
      question: "Do you cover all of Toronto, or only downtown?",
      answer: `All of it. Free mobile service reaches everywhere within ${serviceRadiusKm} km of the city centre, which takes in every part of Toronto, from Etobicoke to Scarborough and from the lakefront up past the 401. Further out, a travel fee applies, and we tell you about it before you book.`,
    },
    {
      question: "My condo near Union Station only has underground parking. Can you still come?",
      answer:
        "Usually, yes. Most downtown buildings let us work in a visitor spot or your own space once the concierge or property manager knows we're coming. Tell us the garage's height limit if you know it. A windshield job needs a little elbow room, so an end spot or a wide bay helps.",
    },
    {
      question: "What does auto glass work cost in Toronto?",
      answer: `Chips are the cheapest fix, ${pricing.chipRepair.price.label}. Most vehicles come in at ${pricing.windshield.price.label} for a new windshield, and a side window runs ${pricing.sideWindow.price.label}. Your vehicle and its glass set the exact figure, and the quote is free before any work starts. Coming to you within ${serviceRadiusKm} km costs nothing extra.`,
    },
    {
      question: "Does insurance pay when a thief breaks my car window?",
      answer:
        "Theft and vandalism damage to glass is usually covered if your policy has comprehensive or all perils cover, and so are windshield chips and cracks. Give us the policy number and the insurer side is ours to handle. In many cases the insurer waives your deductible as well. Your insurer may also ask for a police report after a break-in.",
    },
    {
      question: "Can you come in the evening or on a weekend?",
      answer: `Yes, we're available ${hours.service}, so evenings and weekends are open for booking. Send a quote request and we reply within ${figures.quoteResponse} with a price and the earliest time we can reach you. For a smashed window, mention the break-in and we'll try to get there the same day.`,
    },
  ],
} satisfies Location;
