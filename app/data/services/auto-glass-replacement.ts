import { figureLabels } from "../../config/figures";
import { siteConfig } from "../../config/site";
import { afterReplacement, pricing } from "../pricing";
import type { Service } from "./types";

const { figures, serviceRadiusKm } = siteConfig;
const warranty = figures.warranty.toLowerCase();

/** Auto glass replacement, every piece of glass on the car: its card and its page. */
export const autoGlassReplacement: Service = {
  id: "auto-glass-replacement",
  name: "Auto Glass Replacement",
  menu: "auto-glass",
  icon: "Car",
  summary:
    "Windshields, side windows, rear glass and sunroofs replaced at your location by certified technicians.",
  features: [
    "Every window, windshield to sunroof",
    "OEM-quality glass",
    "Insurance claims handled",
    `${siteConfig.figures.yearsExperience} ${figureLabels.yearsExperience}`,
  ],
  page: {
    slug: "auto-glass-replacement",
    title: "Mobile Auto Glass Replacement in the GTA",
    description: `Mobile auto glass replacement across Toronto and the GTA: side, rear and sunroof glass. Insurance billed directly, deductible waived in many cases. Book today.`,
    heading: "Auto glass replacement at your door, anywhere in the GTA",
    lead: `From windshields to side, rear and sunroof glass, we replace it at your home or workplace, with free mobile service within ${siteConfig.serviceRadiusKm} km of Toronto centre. Our certified technicians bring ${siteConfig.figures.yearsExperience} years of auto glass experience.`,
    highlights: [
      "Insurance billed directly",
      "Same-day mobile service",
      `${siteConfig.figures.customersServed} customers served`,
    ],
    prices: [
      { label: "Windshield", entry: pricing.windshield },
      { label: "Side window", entry: pricing.sideWindow },
      { label: "Rear window", entry: pricing.rearWindow },
      { label: "Sunroof", entry: pricing.sunroofStandard },
    ],
    // The adhesive of a new windshield is still curing when we leave, so the pages that fit one
    // tell the driver how to look after it.
    aftercare: true,
    sections: [
      {
        kind: "cards",
        id: "benefits",
        head: {
          eyebrow: "Why drivers book us",
          title: "Every piece of glass, replaced where you park",
          intro: "One call covers the windshield, the windows, the back glass and the roof.",
        },
        items: [
          {
            icon: "MapPin",
            title: "We come to you",
            text: `Home, work or a parking lot: mobile service is free within ${serviceRadiusKm} km of Toronto centre.`,
          },
          {
            icon: "Sparkles",
            title: "OEM-quality glass",
            text: "Glass made to your vehicle's original specifications, so it fits, seals and sees like the factory glass.",
          },
          {
            icon: "ShieldCheck",
            title: `${figures.warrantyTerm} warranty`,
            text: `Every installation is covered by our ${warranty}. If a leak or a workmanship problem shows up, we come back.`,
          },
          {
            icon: "Zap",
            title: "Same-day service",
            text: "Call in the morning and in most cases a technician can be with you the same day.",
          },
        ],
      },
      {
        kind: "checklist",
        id: "glass-services",
        head: {
          eyebrow: "What we replace",
          title: "The glass we look after",
          intro: "Cars, SUVs, minivans and pickups, with the glass your vehicle was built with.",
        },
        items: [
          "Windshields, with camera calibration where your car needs it",
          "Stone chips and short cracks repaired before they spread",
          "Front and rear side windows, and quarter glass",
          "Rear windows with their defrost and antenna lines",
          "Standard and panoramic sunroofs",
          "Cracked side mirror glass",
        ],
        tone: "positive",
      },
      {
        kind: "cards",
        id: "why-us",
        head: {
          eyebrow: "Why choose us",
          title: "Experience on every job",
        },
        items: [
          {
            icon: "Handshake",
            title: `${figures.yearsExperience} ${figureLabels.yearsExperience}`,
            text: "Our team has fitted glass on everything from compact cars to work trucks, in every kind of Ontario weather.",
          },
          {
            icon: "Users",
            title: `${figures.customersServed} customers`,
            text: "Drivers across Toronto and the GTA have trusted us with their glass, and many of them send their neighbours.",
          },
          {
            icon: "CarFront",
            title: "A 100% satisfaction focus",
            text: "We check every job with you before we leave, and we don't call it done until you are happy with it.",
          },
        ],
      },
      {
        kind: "text",
        id: "insurance",
        head: {
          eyebrow: "Insurance claims",
          title: "We handle the insurance claim for you",
        },
        paragraphs: [
          "If your policy covers glass damage, you don't have to chase the paperwork. Give us your insurer's name and your policy number when you book, and we bill the insurer directly.",
          "In many cases the deductible is waived for glass work. Not sure what your policy covers? Call us with your policy details and we'll check with you before any work starts.",
        ],
      },
    ],
    process: {
      head: {
        title: "How we replace your auto glass",
        intro: "Four steps, and most of them happen without you having to be there.",
      },
      steps: [
        {
          title: "Free consultation and quote",
          text: "Call, text or send a photo. We identify the glass your vehicle needs and give you a clear price before anything is booked.",
        },
        {
          title: "Glass sourcing",
          text: "We order the right OEM-quality part for your make, model and year, with the sensors, tint and heating lines it should have.",
        },
        {
          title: "Professional installation",
          text: "A certified technician comes to you, protects your interior and paint, removes the damaged glass and fits the new one.",
        },
        {
          title: "Testing and final inspection",
          text: "We check the seal, the fit and every feature that depends on the glass, clean up, and walk you through the result.",
        },
      ],
    },
    faqs: [
      {
        question: "How much does auto glass replacement cost?",
        answer: `It depends on the glass: a windshield is ${pricing.windshield.price.label}, a side window ${pricing.sideWindow.price.label}, a rear window ${pricing.rearWindow.price.label} and a standard sunroof ${pricing.sunroofStandard.price.label}. Your quote is free and tells you the exact price for your vehicle.`,
      },
      {
        question: "Will my insurance pay for it?",
        answer:
          "If your policy includes glass coverage, usually yes. We bill your insurer directly, and in many cases the deductible is waived. Have your policy number handy when you call.",
      },
      {
        question: "How long does the replacement take?",
        answer: `A side window takes ${pricing.sideWindow.duration}, a windshield or rear window ${pricing.windshield.duration}, and a sunroof ${pricing.sunroofStandard.duration}. After a new windshield, wait at least ${afterReplacement.waitBeforeDriving} before driving.`,
      },
      {
        question: "Do you really come to me?",
        answer: `Yes. We work in driveways, office lots and condo parking across the GTA. Mobile service is free within ${serviceRadiusKm} km of Toronto centre; further out, a travel fee may apply.`,
      },
      {
        question: "Is the work guaranteed?",
        answer: `Every installation comes with our ${warranty}. If the glass leaks, whistles or shows a workmanship problem, we come back and put it right at no charge.`,
      },
      {
        question: "My car has lane-keeping cameras. Do they need recalibrating?",
        answer:
          "If the cameras are mounted on the windshield, yes: after a new windshield they must be recalibrated so lane-keeping and automatic braking see the road correctly. We do the ADAS calibration as part of the job.",
      },
    ],
    related: ["windshield-replacement", "side-window-replacement", "sunroof-glass-replacement"],
  },
};
