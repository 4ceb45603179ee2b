import { siteConfig } from "../../config/site";
import { pricing, windshieldVisit } from "../pricing";
import { cityServiceLinks, yearsStat } from "./shared";
import type { Location } from "./types";

const { figures } = siteConfig;

/** Markham's page: 404 and 407 commuters, office parks off Highway 7, mall lots and old Unionville. */
export const markham = {
  slug: "markham-auto-glass",
  city: "Markham",
  group: "york-region",
  menuLabel: "Markham",
  focus: "auto-glass",
  title: "Markham Mobile Auto Glass & Windshields",
  description:
    "Auto glass repair in Markham, from Unionville to Cornell. Certified technicians come to your home or office the same day, and we handle the insurance claim.",
  keywords: [
    "auto glass Markham",
    "windshield repair Markham",
    "windshield replacement Markham",
    "mobile auto glass Markham",
    "car window repair Markham",
    "windshield chip repair Markham",
  ],
  heading: "Mobile windshield and auto glass service in Markham",
  lead: "A chip from Highway 404 or the 407 can spread fast. Our certified technicians come to you anywhere in Markham and fix it the same day.",
  neighbourhoods: [
    "Unionville",
    "Markham Village",
    "Cornell",
    "Berczy Village",
    "Cathedraltown",
    "Milliken",
    "Armadale",
    "Thornhill",
  ],
  highways: ["Highway 404", "Highway 407", "Highway 7", "Highway 48"],
  landmarks: ["CF Markville", "Pacific Mall", "Main Street Unionville"],
  stats: [
    { value: "400+", label: "repairs this month" },
    { value: "18 min", label: "average response" },
    { value: "4.9", label: "star rating" },
    yearsStat,
  ],
  serviceLinks: cityServiceLinks,
  localArea: {
    head: {
      eyebrow: "Around Markham",
      title: "Commuter highways, office parks and heritage main streets",
    },
    paragraphs: [
      "Most Markham mornings begin on a highway. Commuters head down Highway 404 toward the city or west along Highway 407, while Highway 7 through Unionville fills with people driving to the tech offices and business parks near Woodbine Avenue and Warden Avenue. All that traffic, plus the sand and salt spread every winter, is why so many of the chips we repair belong to Markham drivers.",
      "North of Markham Village, Markham Road becomes Highway 48 at Major Mackenzie Drive and heads into open farmland, with gravel shoulders and the odd slow tractor. Closer in, Cornell's newer homes often have garages on rear laneways, and that's usually where we set up. In Berczy Village, Cathedraltown, Armadale or the older streets of Thornhill, a driveway or a stretch of curb gives us all the room we need.",
      "Plenty of our work here happens where people shop and park. Finding a smashed side window in a busy lot at CF Markville or Pacific Mall doesn't have to mean driving home with plastic taped over the frame, because we can fit the new glass right there. And the mature trees along Main Street Unionville look lovely until an ice storm drops a branch on a roof.",
    ],
  },
  services: {
    head: {
      eyebrow: "Popular in Markham",
      title: "Three jobs Markham drivers call us for",
      intro:
        "Long commutes, crowded mall lots and tree-lined old streets each leave their own mark on cars here.",
    },
    cards: [
      {
        serviceId: "windshield-repair",
        text: `Most chips we see here come from sand and stones kicked up on Highway 404 during rush hour. Fixed while it's small, a chip costs ${pricing.chipRepair.price.label} and takes ${pricing.chipRepair.duration} in your office parking lot.`,
      },
      {
        serviceId: "side-window-replacement",
        text: `A door window smashed at a GO station lot or outside a mall is upsetting. We clear the broken glass from the seats, door panel and window channel, then fit the new window in ${pricing.sideWindow.duration}, wherever the car sits.`,
      },
      {
        serviceId: "sunroof-glass-replacement",
        text: `Glass roofs are common on the crossovers parked in Cornell and Cathedraltown driveways, and one falling branch is enough to break them. Standard sunroof glass costs ${pricing.sunroofStandard.price.label}; panoramic roofs cost more (${pricing.sunroofPanoramic.price.label}).`,
      },
    ],
  },
  why: {
    head: {
      eyebrow: "Why Markham chooses us",
      title: "Glass service that fits a Markham week",
      intro:
        "Between the commute, the office and the kids' activities, few people here have a spare morning to sit in a glass shop's waiting room. We work around that instead.",
    },
    items: [
      {
        icon: "MapPin",
        title: "At your office or business park",
        text: "If you work along Highway 7 or Woodbine Avenue, leave the car in the company lot. We repair or replace the glass there during your workday, and you walk out to a finished job.",
      },
      {
        icon: "House",
        title: "Laneways and driveways welcome",
        text: "A rear lane behind a Cornell townhouse, a Unionville driveway, a visitor space in Milliken: we need only enough room to open the doors and reach all the way around the glass.",
      },
      {
        icon: "FileCheck",
        title: "Your claim, handled",
        text: `Share your policy number and we take care of the paperwork, invoicing the insurer directly. In many cases you'll owe no deductible. Ask for a quote and you'll hear back within ${figures.quoteResponse}.`,
      },
      {
        icon: "ShieldCheck",
        title: "Certified fitters, calibrated cameras",
        text: `Certified technicians fit OEM-quality glass and recalibrate the driver-assistance camera after a windshield replacement. Every job is backed by our ${figures.warranty.toLowerCase()}.`,
      },
    ],
  },
  reviews: [
    {
      name: "Jason L.",
      location: "Unionville, Markham",
      rating: 5,
      text: "I was behind a sanding truck on the 404 near Steeles when something cracked against the glass. At the office I found a pea-sized chip on the driver's side. The technician repaired it in our parking lot over my lunch break, and now I have to hunt to find where it was.",
      service: "Windshield Repair",
    },
    {
      name: "Mei C.",
      location: "Markham Village, Markham",
      rating: 5,
      text: "Freezing rain brought a maple branch down on our SUV and cracked the glass roof. I assumed it would need towing and a week at a shop. Instead the technician came to our driveway, covered the seats, lifted out the broken panel and fitted the new one that afternoon. It has stayed dry through every rain since.",
      service: "Sunroof Glass Replacement",
    },
    {
      name: "Sabrina H.",
      location: "Milliken, Markham",
      rating: 5,
      text: "I came back to my car after dinner near Pacific Mall and found the rear passenger window shattered. First thing the following day I phoned, and by late morning a technician was parked outside our place in Milliken. She cleared every shard from the door cavity and seat seams, installed the new glass and tested the power window before leaving.",
      service: "Side Window Replacement",
    },
  ],
  faqs: [
    {
      question: "Do you work on cars parked at Markham's tech campuses and business parks?",
      answer:
        "Yes, and often. Many of our Markham jobs happen in office lots off Highway 7, Woodbine Avenue and Warden Avenue while the driver is at a desk. Check that your employer allows outside contractors in the lot, tell us where the car is parked, and we'll sort out the keys when you book.",
    },
    {
      question: "Can you replace a windshield on Main Street Unionville, or do I need a driveway?",
      answer: `Fixing a chip needs only ${pricing.chipRepair.duration}, so a street space on Main Street Unionville can work. A replacement needs ${windshieldVisit} including the time the adhesive needs to set, so a driveway or a lot where the car can stay put is better. Tell us where you'll be and we'll suggest a spot.`,
    },
    {
      question: "What does a new windshield cost in Markham?",
      answer: `For most vehicles, a new windshield usually costs ${pricing.windshield.price.label}. Where yours falls in that range depends on the glass: a heating element, a rain sensor or a camera behind it adds to the price. Small chips cost ${pricing.chipRepair.price.label} to repair instead. Either way, our drive out to you is free, and payment is due once the job is finished.`,
    },
    {
      question: "My car was broken into at a GO station lot. Does insurance cover the window?",
      answer: `Usually. Theft damage, glass included, normally falls under the comprehensive part of an auto policy. We deal with the insurance company for you, and in plenty of cases your deductible is waived. If anything was stolen, file a police report, since your insurer may ask for it. The new window carries our ${figures.warranty.toLowerCase()}.`,
    },
    {
      question: "I keep getting chips on Highway 404. Is it worth repairing each one?",
      answer:
        "Yes, as long as each chip is smaller than a quarter and sits away from the edge and your line of sight. A repair stops the chip spreading and costs far less than new glass. Several chips on one windshield, though, usually mean it's time to replace it, and we'll tell you honestly which you need.",
    },
  ],
} satisfies Location;
