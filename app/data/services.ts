import {
  Car,
  CarFront,
  CloudRain,
  DoorClosed,
  MirrorRectangular,
  Radar,
  RectangleHorizontal,
  Sun,
  Wrench,
  type LucideIcon,
} from "lucide-react";
import { siteConfig } from "../config/site";
import { chipRepairFrom, pricing, windshieldVisit, wiperAdvice } from "./pricing";

/** Which header menu lists a service page. */
export type ServiceMenu = "windshield" | "auto-glass";

export interface ServicePageCopy {
  /** Path segment: the page lives at /services/<slug> */
  slug: string;
  /** <title> without the business name (the meta helper appends it); at most 45 characters */
  title: string;
  /** Meta description, 120-160 characters */
  description: string;
  /** The page's one h1 */
  heading: string;
  /** Hero lead paragraph: one or two sentences */
  lead: string;
  /** Three short trust points shown as badges in the hero */
  highlights: [string, string, string];
}

export interface Service {
  /** Stable key */
  id: string;
  /** As shown in menus, cards and the quote form's service list */
  name: string;
  /** Which header menu lists it; null for services without a page of their own */
  menu: ServiceMenu | null;
  icon: LucideIcon;
  /** One sentence for cards and link lists */
  summary: string;
  /** Three or four short bullet points for the service card */
  features: string[];
  page: ServicePageCopy | null;
}

/**
 * The nine services, in menu order. Seven have a page of their own under /services/<slug>;
 * ADAS calibration and mirror replacement appear on cards and in the quote form only.
 * Every price, duration and figure is read from the pricing and site config modules.
 */
export const services: Service[] = [
  {
    id: "windshield-replacement",
    name: "Windshield Replacement",
    menu: "windshield",
    icon: CarFront,
    summary: `Cracked windshields replaced at your home or work with OEM-quality glass and a ${siteConfig.figures.warranty.toLowerCase()}.`,
    features: [
      "OEM-quality glass",
      "Certified technicians",
      siteConfig.figures.warranty,
      "Insurance billed directly",
    ],
    page: {
      slug: "windshield-replacement",
      title: "Windshield Replacement in Toronto & GTA",
      description: `Mobile windshield replacement in Toronto and the GTA: OEM-quality glass, a ${siteConfig.figures.warranty.toLowerCase()} and insurance billed directly. Book same-day service.`,
      heading: "Windshield replacement at your door, anywhere in the GTA",
      lead: `We replace cracked and damaged windshields at your home, workplace or wherever your car is parked in the GTA. Replacement costs ${pricing.windshield.price.label} and takes ${pricing.windshield.duration} on site, ${windshieldVisit} including safe drive-away time.`,
      highlights: [
        "Same-day mobile service",
        "Insurance billed directly",
        siteConfig.figures.warranty,
      ],
    },
  },
  {
    id: "windshield-repair",
    name: "Windshield Repair",
    menu: "windshield",
    icon: Wrench,
    summary: `Chips and short cracks sealed where you park, ${pricing.chipRepair.price.label}, before they spread across the glass.`,
    features: [
      `Chip repair ${pricing.chipRepair.price.label}`,
      `Done in ${pricing.chipRepair.duration}`,
      "Restores up to 90% clarity",
      "Keeps your original windshield",
    ],
    page: {
      slug: "windshield-repair",
      title: "Windshield Chip & Crack Repair in Toronto",
      description: `Mobile windshield chip repair in Toronto and the GTA, ${pricing.chipRepair.price.label} and done in ${pricing.chipRepair.duration}. Fix the chip now, before it spreads into a crack.`,
      heading: `Windshield chip repair from ${chipRepairFrom}, anywhere in the GTA`,
      lead: `We repair chips smaller than a quarter and cracks under 6 inches outside the driver's line of sight, right at your home or workplace. A repair takes ${pricing.chipRepair.duration} and restores up to 90% of the glass's clarity and its full structural integrity.`,
      highlights: [
        `Chip repair ${pricing.chipRepair.price.label}`,
        "Same-day mobile service",
        "Insurance billed directly",
      ],
    },
  },
  {
    id: "windshield-wiper-replacement",
    name: "Wiper Replacement",
    menu: "windshield",
    icon: CloudRain,
    summary: `New wiper blades fitted at your car, ${pricing.wipers.price.label}, so you can see clearly through rain, slush and snow.`,
    features: [
      `Blades ${pricing.wipers.price.label}`,
      "Conventional, beam or winter blades",
      "Fitted and tested on site",
      "Windshield cleaned afterwards",
    ],
    page: {
      slug: "windshield-wiper-replacement",
      title: "Windshield Wiper Replacement in Toronto",
      description: `Streaking or chattering wipers? Our mobile service fits new blades at your car anywhere in the GTA, ${pricing.wipers.price.label}. Get winter blades before the snow.`,
      heading: "New wiper blades fitted where you park, across the GTA",
      lead: `We bring conventional, beam and winter wiper blades to your home or workplace and fit them on the spot, ${pricing.wipers.price.label}. Blades should be replaced every ${wiperAdvice.replaceEvery}, with winter blades on from ${wiperAdvice.winterSeason}.`,
      highlights: [
        `Blades ${pricing.wipers.price.label}`,
        "Same-day mobile service",
        `Winter blades ${wiperAdvice.winterSeason}`,
      ],
    },
  },
  {
    id: "auto-glass-replacement",
    name: "Auto Glass Replacement",
    menu: "auto-glass",
    icon: Car,
    summary:
      "Windshields, side windows, rear glass and sunroofs replaced at your location by certified technicians.",
    features: [
      "Every window, windshield to sunroof",
      "OEM-quality glass",
      "Insurance claims handled",
      `${siteConfig.figures.yearsExperience} years' experience`,
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
    },
  },
  {
    id: "side-window-replacement",
    name: "Side Window Replacement",
    menu: "auto-glass",
    icon: DoorClosed,
    summary:
      "Side window smashed in a break-in or accident? We clear out the broken glass and fit a new window where you are.",
    features: [
      "Broken glass cleaned up",
      "Door panel removed and refitted",
      `Done in ${pricing.sideWindow.duration}`,
      "Window tested before we leave",
    ],
    page: {
      slug: "side-window-replacement",
      title: "Car Side Window Replacement in Toronto",
      description: `Side window smashed in a break-in? Our mobile technicians clean up the glass and fit a new window in ${pricing.sideWindow.duration}. Secure your car the same day.`,
      heading: "Side window smashed? Replaced the same day across the GTA",
      lead: `We replace side windows broken by break-ins, accidents, rock chips and weather damage at your home or workplace, and clean the broken glass out of the door and cabin. Side windows cost ${pricing.sideWindow.price.label} and take ${pricing.sideWindow.duration} on site.`,
      highlights: [
        "Same-day mobile service",
        "Broken glass cleaned up",
        "Insurance billed directly",
      ],
    },
  },
  {
    id: "rear-window-replacement",
    name: "Rear Window Replacement",
    menu: "auto-glass",
    icon: RectangleHorizontal,
    summary:
      "Rear glass replaced at your location, with the defroster, antenna and third brake light working again.",
    features: [
      "Defroster reconnected",
      "Antenna and brake light refitted",
      `Done in ${pricing.rearWindow.duration}`,
      "Broken glass cleaned up",
    ],
    page: {
      slug: "rear-window-replacement",
      title: "Rear Window Replacement in Toronto & GTA",
      description: `Mobile rear window replacement in Toronto and the GTA, done in ${pricing.rearWindow.duration} with the defroster and antenna reconnected. Book same-day service today.`,
      heading: "Rear window replacement across the GTA, the same day",
      lead: `We replace shattered or cracked rear windows at your home or workplace and reconnect the defroster, antenna and third brake light. Rear windows cost ${pricing.rearWindow.price.label} and take ${pricing.rearWindow.duration} on site.`,
      highlights: [
        "Defroster and antenna reconnected",
        "Same-day mobile service",
        "Insurance billed directly",
      ],
    },
  },
  {
    id: "sunroof-glass-replacement",
    name: "Sunroof Glass Replacement",
    menu: "auto-glass",
    icon: Sun,
    summary:
      "Cracked or shattered standard and panoramic sunroof glass replaced at your location by certified technicians.",
    features: [
      `Standard sunroofs ${pricing.sunroofStandard.price.label}`,
      `Panoramic roofs ${pricing.sunroofPanoramic.price.label}`,
      "Seal and operation tested",
      "Insurance claims handled",
    ],
    page: {
      slug: "sunroof-glass-replacement",
      title: "Sunroof Glass Replacement in Toronto & GTA",
      description: `Cracked sunroof or panoramic roof? We replace the glass with mobile service across Toronto and the GTA, standard sunroofs ${pricing.sunroofStandard.price.label}. Book before rain gets in.`,
      heading: "Sunroof glass replaced at your door across the GTA",
      lead: `We replace standard and panoramic sunroof glass at your home or workplace. A standard sunroof costs ${pricing.sunroofStandard.price.label} and takes ${pricing.sunroofStandard.duration}; a panoramic roof costs ${pricing.sunroofPanoramic.price.label} and takes ${pricing.sunroofPanoramic.duration}.`,
      highlights: [
        "Standard and panoramic roofs",
        "OEM-quality glass",
        "Insurance billed directly",
      ],
    },
  },
  {
    id: "adas-calibration",
    name: "ADAS Calibration",
    menu: null,
    icon: Radar,
    summary:
      "Recalibration of the cameras and sensors mounted on your windshield, which many vehicles need after a replacement.",
    features: [
      "Windshield camera recalibration",
      "Done with windshield replacement",
      "Certified technicians",
      "Insurance claims handled",
    ],
    page: null,
  },
  {
    id: "mirror-replacement",
    name: "Mirror Replacement",
    menu: null,
    icon: MirrorRectangular,
    summary:
      "Cracked or broken mirror glass replaced at your location, so you can check your blind spots with confidence again.",
    features: [
      "Cracked mirror glass replaced",
      "Fitted at your location",
      "Same-day mobile service",
      "Insurance claims handled",
    ],
    page: null,
  },
];
