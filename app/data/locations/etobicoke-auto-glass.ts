import { siteConfig } from "../../config/site";
import { pricing } from "../pricing";
import { paymentMethodsText } from "../text";
import { cityServiceLinks } from "./shared";
import type { Location } from "./types";

const { figures, serviceRadiusKm } = siteConfig;

/** Etobicoke's page: truck traffic on the 427 and QEW, airport-area industry, and lakeshore condo garages. */
export const etobicoke = {
  slug: "etobicoke-auto-glass",
  city: "Etobicoke",
  group: "toronto",
  menuLabel: "Etobicoke",
  focus: "auto-glass",
  title: "Etobicoke Mobile Windshield & Auto Glass",
  description:
    "Mobile auto glass service in Etobicoke, 7 days a week. We repair chips and replace windshields from Mimico to Rexdale, with insurance billed directly.",
  keywords: [
    "auto glass Etobicoke",
    "windshield repair Etobicoke",
    "windshield replacement Etobicoke",
    "mobile auto glass Etobicoke",
    "side window replacement Etobicoke",
    "windshield chip repair Etobicoke",
  ],
  heading: "Windshield repair and replacement in Etobicoke",
  lead: "Parked in Long Branch or at work off Highway 427? We come to you anywhere in Etobicoke and fix your glass on the spot, seven days a week.",
  neighbourhoods: [
    "Mimico",
    "New Toronto",
    "Long Branch",
    "Alderwood",
    "Humber Bay Shores",
    "The Kingsway",
    "Islington Village",
    "Rexdale",
  ],
  highways: ["Highway 427", "Gardiner Expressway", "Queen Elizabeth Way", "Highway 401"],
  landmarks: ["Sherway Gardens", "Woodbine Racetrack", "Humber Bay Park"],
  stats: [
    { value: "200+", label: "repairs this month" },
    { value: "15 min", label: "average response" },
    { value: "4.9", label: "star rating" },
    { value: "7 days", label: "a week" },
  ],
  serviceLinks: cityServiceLinks,
  localArea: {
    head: {
      eyebrow: "Across Etobicoke",
      title: "Between the lake, the 427 and the airport",
    },
    paragraphs: [
      "Etobicoke is where several of the GTA's busiest highways meet. Highway 427 carries transports from the Gardiner Expressway and the Queen Elizabeth Way north to Highway 401 and the airport, and the interchange beside Sherway Gardens is a constant weave of trucks changing lanes. Stones caught in their tires and loose gravel off flatbeds land on the windshields following them, including yours.",
      "In the north end, the industrial roads between Rexdale and the airport see freight, work vans and gravel all day long. We repair and replace glass at warehouses, yards and business parks there, and for staff who park near Woodbine Racetrack. The job gets done in the lot, so nobody has to take an afternoon off to sit in a shop.",
      "Down by the water, the condo towers of Humber Bay Shores and the streets of Mimico, New Toronto and Long Branch take cold, damp wind off the lake, and many cars live in underground garages. We go to those garages, to driveways in The Kingsway, Islington Village and Alderwood, and to the Humber Bay Park lot.",
    ],
  },
  services: {
    head: {
      eyebrow: "In demand in Etobicoke",
      title: "The glass work Etobicoke calls us for",
      intro:
        "Truck traffic, lakeshore garages and hard-working company vehicles shape what we're asked to fix here.",
    },
    cards: [
      {
        serviceId: "windshield-replacement",
        text: "A rock thrown by a transport on the 427 can leave a crack too long to repair. We fit OEM-quality glass in your driveway or work lot and calibrate the camera behind it if your car has one.",
      },
      {
        serviceId: "side-window-replacement",
        text: `Break-ins happen in condo garages and busy lots along the lakeshore. Whether the car is on P2 in Humber Bay Shores or a Mimico side street, a new side window takes ${pricing.sideWindow.duration} where it sits.`,
      },
      {
        serviceId: "auto-glass-replacement",
        text: "Vans, pickups and company cars working around the airport and the Rexdale industrial areas need every window intact. We replace door, quarter and back glass on site, so the vehicle loses as little of its day as possible.",
      },
    ],
  },
  why: {
    head: {
      eyebrow: "Why Etobicoke drivers call us",
      title: "Glass service on your side of the city",
      intro:
        "Etobicoke stretches from the lakeshore up to the airport, and we go wherever in it your car happens to be.",
    },
    items: [
      {
        icon: "Truck",
        title: "Straight answers on stone damage",
        text: "Rocks from the 427 and the QEW leave familiar marks: bullseyes, star breaks, cracks creeping in from the edge. We tell you plainly whether yours can be repaired or needs new glass.",
      },
      {
        icon: "Building",
        title: "At work near the airport",
        text: "Book a visit during your shift at a warehouse, plant or office off the 427, and we fix the glass in the staff lot without you leaving work.",
      },
      {
        icon: "CreditCard",
        title: "Simple to pay",
        text: `Settle up by ${paymentMethodsText} once the job is finished. When insurance covers the glass, your insurer gets the bill from us, and in many cases there's no deductible to pay.`,
      },
      {
        icon: "ShieldCheck",
        title: "Work backed for life",
        text: `Every repair and replacement we do in Etobicoke, from a lakeshore condo garage to a yard near the airport, is covered by our ${figures.warranty.toLowerCase()}.`,
      },
    ],
  },
  reviews: [
    {
      name: "Marco D.",
      location: "Humber Bay Shores, Etobicoke",
      rating: 5,
      text: "Came down to my condo garage one morning to find the driver's window smashed and my gym bag gone. The technician was at my spot that afternoon, cleaned the glass off the floor mats and from inside the door, then put in the new window. He gave me the price before he started and left the stall tidy.",
      service: "Side Window Replacement",
    },
    {
      name: "Oksana H.",
      location: "Islington Village, Etobicoke",
      rating: 5,
      text: "A transport on the 427 threw a rock that cracked my windshield from the bottom corner almost up to the mirror. I sent photos that evening, and the technician replaced it in my driveway the next morning and recalibrated the camera. He was clear about when I could drive and to skip the car wash for a while.",
      service: "Windshield Replacement",
    },
    {
      name: "Dwayne G.",
      location: "Rexdale, Etobicoke",
      rating: 5,
      text: "The small quarter glass behind the passenger door of our work van got broken at the yard near Woodbine. They replaced it right there between deliveries, so the van was back out on the road the same day. Every bit of glass was swept out of the cab too.",
      service: "Auto Glass Replacement",
    },
  ],
  faqs: [
    {
      question: "How much is a side window or windshield in Etobicoke?",
      answer: `A side window usually costs ${pricing.sideWindow.price.label}. A new windshield is typically ${pricing.windshield.price.label}, while chip repair is priced ${pricing.chipRepair.price.label}. Everywhere from Long Branch to Rexdale is within ${serviceRadiusKm} km of Toronto centre, so coming to you costs nothing extra.`,
    },
    {
      question: "Does insurance cover a side window smashed in a break-in?",
      answer:
        "Usually, as long as you have comprehensive or all perils cover. If anything was stolen, report it to police first, since your insurer may ask for the report number. Then give us your policy details: we bill the insurer directly and handle the glass claim, and often the deductible is waived.",
    },
    {
      question: "Can you come to my workplace near the airport off Highway 427?",
      answer: `Yes. Many Etobicoke drivers work in the industrial and office areas near the airport, and we can do the job in the staff lot. Let us know about gates, security desks or parking passes in advance. Quote requests get an answer within ${figures.quoteResponse}.`,
    },
    {
      question: "Why do I get so many chips on the 427 and the QEW?",
      answer:
        "Truck volume. Those highways carry heavy freight to and from the airport and the rest of Ontario, and stones wedged in tire treads or left on open trailers come loose at speed. Leaving more room behind trucks helps. A chip no bigger than a quarter is usually repairable if you book before it spreads.",
    },
    {
      question: "My car is parked in a Humber Bay Shores condo garage. Can you work there?",
      answer:
        "In most buildings, yes. Underground garages by the lake are sheltered from the wind, which suits the work. Ask your property manager whether contractors are allowed, give us your visitor parking or spot number, and we'll bring everything down to the car.",
    },
  ],
} satisfies Location;
