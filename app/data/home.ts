import { serviceArea } from "../config/service-area";
import { siteConfig } from "../config/site";
import { timeline } from "./pricing";
import { pagedServices, type ServiceId, type ServiceWithPage } from "./services";
import type { IconPoint, ProcessStep, SectionHead } from "./types";

/** The copy of the home page's sections, in page order. */
export interface HomeContent {
  quoteCard: {
    title: string;
    /** One sentence under the title */
    text: string;
    /** Three short reassurance points listed in the card */
    points: [string, string, string];
  };
  problems: {
    head: {
      eyebrow: string;
      title: string;
      intro: string;
    };
    /** Three or four problems a driver with damaged glass has */
    items: IconPoint[];
    solution: { title: string; text: string; points: string[] };
  };
  insurance: { title: string; text: string };
  services: { head: SectionHead; serviceIds: ServiceId[] };
  process: {
    head: {
      eyebrow: string;
      title: string;
      intro: string;
    };
    steps: [ProcessStep, ProcessStep, ProcessStep, ProcessStep];
  };
  coverage: { head: SectionHead; travelFeeNote: string };
  testimonials: { head: SectionHead };
  faq: { head: SectionHead };
}

const { figures, serviceRadiusKm } = siteConfig;

export const homeContent = {
  quoteCard: {
    title: "Get a free quote",
    text: `Tell us your vehicle and what happened to the glass, and we'll get back to you within ${figures.quoteResponse}.`,
    points: ["Free, no obligation", "Insurance billed directly", "Same-day mobile service"],
  },
  problems: {
    head: {
      eyebrow: "Sound familiar?",
      title: "Damaged glass never shows up at a good time",
      intro:
        "A stone kicked up on the 401, a crack that appeared overnight in the cold: a small bit of damage quickly turns into a problem you have to fit into an already busy week.",
    },
    items: [
      {
        icon: "Snowflake",
        title: "A chip that keeps spreading",
        text: "Frost, potholes and a blast from the defroster can turn a small chip into a long crack, and a crack usually means a new windshield instead of a quick repair.",
      },
      {
        icon: "Clock",
        title: "No time to sit in a shop",
        text: "Taking the car to a glass shop means arranging a ride, waiting around and losing half a day of work or family time.",
      },
      {
        icon: "FileText",
        title: "Insurance paperwork",
        text: "Working out what your policy covers, filing the claim and waiting to be paid back is the last thing you want after a rock chip or a break-in.",
      },
      {
        icon: "ShieldAlert",
        title: "Driving on damaged glass",
        text: "A crack blocks your view, makes the car less safe in a collision and can confuse the windshield cameras behind lane-keeping and emergency braking.",
      },
    ],
    solution: {
      title: "We bring the glass shop to you",
      text: `A certified technician comes to your home, your workplace or wherever the car is parked, often the same day you call. We look after the insurance claim and fit OEM-quality glass backed by a ${figures.warranty.toLowerCase()}.`,
      points: [
        `Mobile service ${siteConfig.hours.service}, often the same day`,
        `Free mobile service within ${serviceRadiusKm} km of Toronto centre`,
        "Insurance claims handled and billed directly",
        `OEM-quality glass and a ${figures.warranty.toLowerCase()}`,
      ],
    },
  },
  insurance: {
    title: "Making an insurance claim? We deal with your insurer.",
    text: "We bill your insurance company directly and take care of the claim paperwork, so you aren't paying the full cost and waiting to be reimbursed. In many cases your deductible is waived, too.",
  },
  services: {
    head: {
      eyebrow: "Our services",
      title: "Auto glass repair and replacement, wherever you park",
      intro:
        "From a single chip to a shattered rear window, our certified technicians fix it on the spot with OEM-quality glass, so you never have to drive on damaged glass to a shop.",
    },
    serviceIds: [
      "windshield-replacement",
      "windshield-repair",
      "auto-glass-replacement",
      "side-window-replacement",
      "rear-window-replacement",
      "sunroof-glass-replacement",
    ],
  },
  process: {
    head: {
      eyebrow: "How it works",
      title: "From first call to drive-away in four steps",
      intro:
        "No shop visit, no waiting room. Tell us what happened, pick a time and place, and we do the rest.",
    },
    steps: [
      {
        title: "Free consultation and quote",
        text: `Call, text or fill in the quote form with your vehicle and the damage; a photo helps us get it right. The consultation takes about ${timeline.consultation}, and the quote is free.`,
      },
      {
        title: "Scheduling that suits you",
        text: `Pick the time and place that work for you: at home, at work or anywhere else in the GTA. We usually have you booked in within ${timeline.scheduling}, and we work ${siteConfig.hours.service}.`,
      },
      {
        title: "Repair or replacement on site",
        text: `A certified technician arrives with the right glass for your vehicle and does the job right where the car is parked. It takes ${timeline.onSite}: chip repairs at the short end, windshield replacements at the long end.`,
      },
      {
        title: "Testing, clean-up and drive-away",
        text: "We check the seal and fit, clear away every piece of broken glass and tell you exactly when the car is safe to drive again.",
      },
    ],
  },
  coverage: {
    head: {
      eyebrow: "Where we work",
      title: "Mobile service across Toronto and the GTA",
      intro: `Our technicians come to driveways, office lots and side streets all over the GTA. Mobile service is free within ${serviceRadiusKm} km of Toronto centre, which takes in the whole city and many of the communities around it.`,
    },
    travelFeeNote: `Further out than ${serviceRadiusKm} km? We still come to you, up to ${serviceArea.extendedRadiusKm} km from Toronto centre, for a travel fee confirmed in your quote.`,
  },
  testimonials: {
    head: {
      eyebrow: "Reviews",
      title: "What GTA drivers say about us",
      intro: `${figures.customersServed} customers have trusted us with their glass. Here is what a few of them had to say.`,
    },
  },
  faq: {
    head: {
      eyebrow: "FAQ",
      title: "Questions drivers ask us",
      intro:
        "Straight answers about cost, insurance and timing. If your question isn't here, call or text us.",
    },
  },
} satisfies HomeContent;

/** The service cards of the home page, in the order homeContent lists them. */
export function homeServices(): ServiceWithPage[] {
  return homeContent.services.serviceIds.map((id) => {
    const service = pagedServices.find((s) => s.id === id);
    if (!service)
      throw new Error(`The home page lists "${id}", which is not a service with a page`);
    return service;
  });
}
