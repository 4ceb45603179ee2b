import {
  Antenna,
  CloudHail,
  Car,
  CarFront,
  Handshake,
  Lightbulb,
  Lock,
  MapPin,
  PanelTop,
  ShieldCheck,
  Sparkles,
  Sun,
  ThermometerSun,
  Users,
  Zap,
} from "lucide-react";
import { siteConfig } from "../../config/site";
import { afterReplacement, pricing } from "../pricing";
import type { ServicePageContent } from "./types";

const { figures, serviceRadiusKm } = siteConfig;
const warranty = figures.warranty.toLowerCase();

/**
 * The bodies of the four other glass service pages (site-spec section 2, "Service pages"):
 * auto glass, side window, rear window and sunroof. The hero copy lives on each service's record
 * in services.ts.
 */
export const glassServicePages = [
  {
    serviceId: "auto-glass-replacement",
    sections: [
      {
        kind: "cards",
        id: "benefits",
        eyebrow: "Why drivers book us",
        title: "Every piece of glass, replaced where you park",
        intro: "One call covers the windshield, the windows, the back glass and the roof.",
        items: [
          {
            icon: MapPin,
            title: "We come to you",
            text: `Home, work or a parking lot: mobile service is free within ${serviceRadiusKm} km of Toronto centre.`,
          },
          {
            icon: Sparkles,
            title: "OEM-quality glass",
            text: "Glass made to your vehicle's original specifications, so it fits, seals and sees like the factory glass.",
          },
          {
            icon: ShieldCheck,
            title: `${figures.warrantyTerm} warranty`,
            text: `Every installation is covered by our ${warranty}. If a leak or a workmanship problem shows up, we come back.`,
          },
          {
            icon: Zap,
            title: "Same-day service",
            text: "Call in the morning and in most cases a technician can be with you the same day.",
          },
        ],
      },
      {
        kind: "checklist",
        id: "glass-services",
        eyebrow: "What we replace",
        title: "The glass we look after",
        intro: "Cars, SUVs, minivans and pickups, with the glass your vehicle was built with.",
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
        eyebrow: "Why choose us",
        title: "Experience you can check",
        items: [
          {
            icon: Handshake,
            title: `${figures.yearsExperience} years of experience`,
            text: "Our team has fitted glass on everything from compact cars to work trucks, in every kind of Ontario weather.",
          },
          {
            icon: Users,
            title: `${figures.customersServed} customers`,
            text: "Drivers across Toronto and the GTA have trusted us with their glass, and many of them send their neighbours.",
          },
          {
            icon: CarFront,
            title: "A 100% satisfaction focus",
            text: "We check every job with you before we leave, and we don't call it done until you are happy with it.",
          },
        ],
      },
      {
        kind: "text",
        id: "insurance",
        eyebrow: "Insurance claims",
        title: "We handle the insurance claim for you",
        paragraphs: [
          "If your policy covers glass damage, you don't have to chase the paperwork. Give us your insurer's name and your policy number when you book, and we bill the insurer directly.",
          "In many cases the deductible is waived for glass work. Not sure what your policy covers? Call us with your policy details and we'll check with you before any work starts.",
        ],
      },
    ],
    process: {
      title: "How we replace your auto glass",
      intro: "Four steps, and most of them happen without you having to be there.",
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
  {
    serviceId: "side-window-replacement",
    sections: [
      {
        kind: "cards",
        id: "reasons",
        eyebrow: "Why side windows break",
        title: "A broken side window can't wait",
        intro:
          "Side windows are tempered glass: when they break, they shatter into small pieces and leave your car open to the weather and to thieves.",
        items: [
          {
            icon: Lock,
            title: "Break-ins",
            text: "A smashed window in a parking lot or on the street is the most common call we get. We clean up the glass and secure the car the same day.",
          },
          {
            icon: Car,
            title: "Accidents",
            text: "A side impact or a door that met a pole can shatter the glass even when the damage looks minor.",
          },
          {
            icon: Zap,
            title: "Rock chips",
            text: "A stone from a passing truck can hit a side window hard enough to break it outright.",
          },
          {
            icon: CloudHail,
            title: "Weather damage",
            text: "Hail, falling branches and hard frost on an already stressed window can all end in broken glass.",
          },
        ],
      },
    ],
    process: {
      title: "How we replace a side window",
      intro: `Four steps, and about ${pricing.sideWindow.duration} at your car.`,
      steps: [
        {
          title: "Damage assessment and cleanup",
          text: "We check the window, door and regulator, then vacuum the broken glass out of the seats, carpet and door.",
        },
        {
          title: "Door panel removal",
          text: "We take off the inner door panel carefully, so its clips and trim go back exactly as they were.",
        },
        {
          title: "Glass installation",
          text: "The new OEM-quality glass is set in the window regulator and its channels, aligned so it runs smoothly.",
        },
        {
          title: "Testing and reassembly",
          text: "We run the window up and down, check the seal, refit the door panel and clean up before we leave.",
        },
      ],
    },
    faqs: [
      {
        question: "How much does a side window replacement cost?",
        answer: `Most side windows cost ${pricing.sideWindow.price.label}, depending on your vehicle and the window. Your quote is free and gives you the exact price.`,
      },
      {
        question: "How long does it take?",
        answer: `About ${pricing.sideWindow.duration} at your car, including cleaning up the broken glass.`,
      },
      {
        question: "Do you clean up the broken glass?",
        answer:
          "Yes. Tempered glass breaks into hundreds of small pieces, so we vacuum the seats, carpets and the inside of the door before the new window goes in.",
      },
      {
        question: "Can I drive with a broken side window?",
        answer:
          "For a short trip, yes, but the car is open to rain and to theft. Tape plastic over the opening for now and call us: we can usually replace it the same day.",
      },
      {
        question: "Does insurance cover a window broken in a break-in?",
        answer:
          "Usually, if your policy includes comprehensive or glass coverage. We bill your insurer directly, so all you need is your policy number and, for a break-in, your police report number if you have one.",
      },
      {
        question: "Will my power window work normally afterwards?",
        answer:
          "Yes. We check the regulator and motor while the door is open and test the window up and down before we refit the panel.",
      },
      {
        question: "Can you come today?",
        answer: `In most cases, yes. We offer same-day mobile service across the GTA, free within ${serviceRadiusKm} km of Toronto centre.`,
      },
    ],
    related: ["rear-window-replacement", "auto-glass-replacement", "windshield-replacement"],
  },
  {
    serviceId: "rear-window-replacement",
    sections: [
      {
        kind: "cards",
        id: "features",
        eyebrow: "More than glass",
        title: "Everything built into your back glass, working again",
        intro:
          "A rear window carries more than most drivers realise. We make sure every part of it works before we leave.",
        items: [
          {
            icon: ThermometerSun,
            title: "Rear defrost",
            text: "The heating grid that clears frost and fog is built into the glass. We connect it and test that it heats.",
          },
          {
            icon: Antenna,
            title: "Antenna",
            text: "On many vehicles the radio antenna runs through the rear glass. We reconnect it so your reception comes back.",
          },
          {
            icon: Lightbulb,
            title: "Third brake light",
            text: "Where the centre brake light is mounted on the glass, we refit and test it so drivers behind you can see you stop.",
          },
        ],
      },
      {
        kind: "checklist",
        id: "common-issues",
        eyebrow: "Common issues",
        title: "When a rear window needs replacing",
        items: [
          "Glass shattered by a stone, a branch or a break-in",
          "Defrost lines broken or no longer heating",
          "Water leaking in around the seal",
          "Hatchback or tailgate glass cracked after a bump",
          "Cracks spreading from a corner after a cold night",
        ],
        tone: "warning",
      },
    ],
    process: {
      title: "How we replace a rear window",
      intro: `Four steps, and about ${pricing.rearWindow.duration} at your car.`,
      steps: [
        {
          title: "Inspection and cleanup",
          text: "We look at the frame, the wiring and the seal, and vacuum broken glass out of the cargo area and the trim.",
        },
        {
          title: "Removing the old glass",
          text: "We disconnect the defrost, antenna and brake light connections and cut out what is left of the old glass.",
        },
        {
          title: "Fitting the new glass",
          text: "The new OEM-quality glass goes in on fresh adhesive, with every connection made again.",
        },
        {
          title: "Testing everything",
          text: "We test the defrost, the antenna and the brake light, check the seal and clean the glass before you drive.",
        },
      ],
    },
    faqs: [
      {
        question: "How much does a rear window replacement cost?",
        answer: `Most rear windows cost ${pricing.rearWindow.price.label}, depending on the vehicle and what is built into the glass. Your quote is free.`,
      },
      {
        question: "How long does it take?",
        answer: `About ${pricing.rearWindow.duration} at your car, plus a short time for the adhesive to set before you drive.`,
      },
      {
        question: "Will my rear defroster work after the replacement?",
        answer:
          "Yes. The new glass comes with its heating grid, and we connect it and test that it heats before we leave.",
      },
      {
        question: "Can I drive with a shattered rear window?",
        answer:
          "Carefully, for a short distance. Cover the opening to keep out rain and exhaust fumes, keep the window area clear of loose glass, and book a replacement as soon as you can.",
      },
      {
        question: "Is a rear window covered by insurance?",
        answer:
          "Usually, under comprehensive or glass coverage. We bill your insurer directly, and in many cases the deductible is waived.",
      },
      {
        question: "Do you clean up the broken glass?",
        answer:
          "Yes. We vacuum the cargo area, the rear seats and the trim, so you aren't finding glass for weeks.",
      },
      {
        question: "Is the new rear window guaranteed?",
        answer: `Yes, by our ${warranty}. If it leaks or a connection we made stops working because of our workmanship, we come back and fix it.`,
      },
    ],
    related: ["side-window-replacement", "auto-glass-replacement", "sunroof-glass-replacement"],
  },
  {
    serviceId: "sunroof-glass-replacement",
    sections: [
      {
        kind: "cards",
        id: "sunroof-types",
        eyebrow: "Sunroof types",
        title: "We replace every kind of roof glass",
        intro: "The price and the time depend mostly on the size of the glass.",
        items: [
          {
            icon: Sun,
            title: "Standard sunroof",
            text: `The tilt-and-slide panel over the front seats. ${pricing.sunroofStandard.price.label}, about ${pricing.sunroofStandard.duration}.`,
          },
          {
            icon: PanelTop,
            title: "Panoramic roof",
            text: `Large glass panels over both rows of seats. ${pricing.sunroofPanoramic.price.label}, about ${pricing.sunroofPanoramic.duration}.`,
          },
          {
            icon: Sparkles,
            title: "Moonroof",
            text: "A tinted glass panel that slides inside the roof. Priced like a standard sunroof for most vehicles.",
          },
          {
            icon: Car,
            title: "Pop-up sunroof",
            text: "A smaller panel that tilts open at the back, found on older and compact vehicles.",
          },
        ],
      },
      {
        kind: "checklist",
        id: "common-problems",
        eyebrow: "Common problems",
        title: "Signs your sunroof glass needs attention",
        items: [
          "Glass shattered, often with no obvious impact",
          "Water dripping in around the panel or the headliner",
          "A panel that sticks, grinds or won't close fully",
          "Worn or cracked seals letting in wind noise",
          "A crack spreading across the panel",
        ],
        tone: "warning",
      },
    ],
    process: {
      title: "How we replace sunroof glass",
      intro: "Four steps. Most standard sunroofs are done in one visit.",
      steps: [
        {
          title: "Inspection and quote",
          text: "We identify your sunroof type, check the frame, track and drains, and confirm the price before ordering.",
        },
        {
          title: "Removing the damaged panel",
          text: "We protect your interior, clear the broken glass out of the track and headliner, and remove the old panel.",
        },
        {
          title: "Installing the new glass",
          text: "The new OEM-quality panel is fitted and adjusted so it sits flush with the roof and seals all round.",
        },
        {
          title: "Testing the seal and movement",
          text: "We open and close the roof through its full travel, check for leaks and wind noise, and clean up.",
        },
      ],
    },
    faqs: [
      {
        question: "How much does sunroof glass replacement cost?",
        answer: `A standard sunroof is ${pricing.sunroofStandard.price.label} and a panoramic roof ${pricing.sunroofPanoramic.price.label}, depending on the vehicle. Your quote is free.`,
      },
      {
        question: "How long does it take?",
        answer: `A standard sunroof takes about ${pricing.sunroofStandard.duration} and a panoramic roof about ${pricing.sunroofPanoramic.duration}.`,
      },
      {
        question: "Will insurance cover my sunroof?",
        answer:
          "Usually, if your policy includes glass or comprehensive coverage. We bill your insurer directly and help with the claim.",
      },
      {
        question: "Why did my sunroof shatter by itself?",
        answer:
          "Roof glass is tempered and under stress. A small stone chip, a flaw in the glass, or a sharp change in temperature, like a hot roof hit by cold rain, can be enough to shatter it.",
      },
      {
        question: "My sunroof leaks. Does the glass need replacing?",
        answer:
          "Not always. Leaks often come from worn seals or blocked drain tubes. We check those first and only replace the glass if it is cracked or no longer seals.",
      },
      {
        question: "Can you replace a sunroof at my home?",
        answer: `Yes, standard sunroofs are done on site like our other glass work, free within ${serviceRadiusKm} km of Toronto centre. For large panoramic roofs we confirm on the phone that the job can be done where your car is parked.`,
      },
      {
        question: "Is the new sunroof glass guaranteed?",
        answer: `Yes. The installation is covered by our ${warranty}, including leaks caused by our workmanship.`,
      },
      {
        question: "Can I drive with a broken sunroof?",
        answer:
          "Only once the loose glass is cleared and the opening is covered: tape heavy plastic over it to keep out rain. Avoid highway speeds until it is replaced.",
      },
    ],
    related: ["rear-window-replacement", "auto-glass-replacement", "side-window-replacement"],
  },
] satisfies ServicePageContent[];
