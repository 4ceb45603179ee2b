import { figureLabels } from "../config/figures";
import { siteConfig } from "../config/site";
import type { IconPoint, SectionHead } from "./types";
import { capitalize, paymentMethodsText } from "./text";

const { figures, serviceRadiusKm } = siteConfig;

/**
 * The reasons drivers choose us, shown on the About page and
 * again on the Contact page.
 */
export const whyChooseUs: IconPoint[] = [
  {
    icon: "Sparkles",
    title: "OEM-quality glass",
    text: "Glass made to the same specifications as the glass your vehicle left the factory with, so it fits, seals and sees clearly.",
  },
  {
    icon: "BadgeCheck",
    title: "Certified technicians",
    text: "Trained, certified installers who set every windshield with the right urethane and the right cure time for the weather.",
  },
  {
    icon: "Infinity",
    title: `${figures.warrantyTerm} warranty`,
    text: "If a leak, a whistle or a workmanship problem ever shows up, we come back and make it right.",
  },
  {
    icon: "Clock",
    title: `${figures.yearsExperience} ${figureLabels.yearsExperience}`,
    text: "From a single stone chip to a windshield with lane-keeping cameras, we have seen it and fixed it.",
  },
  {
    icon: "FileCheck",
    title: "Insurance billed directly",
    text: "Give us your policy details and we deal with your insurer, so you don't chase paperwork.",
  },
  {
    icon: "CreditCard",
    title: "Pay when the job is done",
    text: `${capitalize(paymentMethodsText)}, once the work is finished and you're happy with it.`,
  },
];

export interface AboutContent {
  story: { head: SectionHead; paragraphs: string[] };
  values: {
    head: {
      eyebrow: string;
      title: string;
      intro: string;
    };
    items: [IconPoint, IconPoint, IconPoint, IconPoint];
  };
  why: { head: SectionHead };
}

export const aboutContent: AboutContent = {
  story: {
    head: {
      eyebrow: "Our story",
      title: "A glass shop that comes to you",
    },
    paragraphs: [
      `We have served drivers across the GTA since ${figures.servingSince}, built on one simple idea: a cracked windshield should not cost you half a day in a waiting room. We bring the glass, the tools and a certified technician to wherever your car is parked, whether that's a driveway in Markham, an office lot in North York or the street outside your condo downtown.`,
      `Our team brings ${figures.yearsExperience} years of auto glass experience to every job. We repair stone chips before they spread, replace windshields, side, rear and sunroof glass, and recalibrate the cameras that modern driver-assistance systems rely on.`,
      `Mobile service is free within ${serviceRadiusKm} km of downtown Toronto. We bill your insurer directly when you're covered, you pay only when the job is done, and every installation is backed by our ${figures.warranty.toLowerCase()}.`,
    ],
  },
  values: {
    head: {
      eyebrow: "What we stand for",
      title: "Four promises on every job",
      intro: `${figures.customersServed} drivers have trusted us with their glass. These are the reasons they call back and send their friends.`,
    },
    items: [
      {
        icon: "ShieldCheck",
        title: "Safety first",
        text: "Your windshield is part of your car's structure and supports the passenger airbag. We install every one to the manufacturer's standard and tell you how long to wait before driving.",
      },
      {
        icon: "Handshake",
        title: "Straight answers",
        text: "A clear price before we start, and an honest call on repair versus replacement, even when the cheaper repair is the right answer.",
      },
      {
        icon: "Timer",
        title: "Your time matters",
        text: "Same-day appointments, a technician at your door, and the work done while you get on with your day.",
      },
      {
        icon: "Wrench",
        title: "Work we stand behind",
        text: `Certified technicians, OEM-quality glass and a ${figures.warranty.toLowerCase()}, so the job is done once and done right.`,
      },
    ],
  },
  why: {
    head: {
      eyebrow: "Why choose us",
      title: "Why GTA drivers choose us",
      intro: "Everything you'd expect from a good glass shop, without driving to one.",
    },
  },
};
