import type { Stat } from "./stats";
// Value imports are relative: the build configuration loads this module (through site-pages.ts)
// before the "~" alias exists.
import { siteConfig } from "../config/site";
import { chipRepairFrom, pricing, windshieldVisit } from "./pricing";

/** The two columns of the header's Locations menu. */
export type LocationGroup = "toronto" | "york-region";

export interface LocationPage {
  /** Path segment: the page lives at /location/<slug> */
  slug: string;
  /** The city or area the page serves, e.g. "North York" */
  city: string;
  group: LocationGroup;
  /** Label in the header's Locations menu and the footer */
  menuLabel: string;
  /** What the page is about: a city's auto glass page, or one of Toronto's two service pages */
  focus: "auto-glass" | "windshield-replacement" | "windshield-repair";
  /** <title> without the business name (the meta helper appends it); at most 45 characters */
  title: string;
  /** Meta description, 120-160 characters */
  description: string;
  /** Meta keywords: five to eight search phrases */
  keywords: string[];
  /** The page's one h1 */
  heading: string;
  /** Hero tagline: one or two sentences */
  lead: string;
  /** Real neighbourhoods of the city */
  neighbourhoods: string[];
  /** Real highways and arterial roads through the city */
  highways: string[];
  /** Real local landmarks a driver would know */
  landmarks: string[];
  /** Exactly four statistics for the stats strip */
  stats: [Stat, Stat, Stat, Stat];
}

const { figures } = siteConfig;

/** The free mobile service radius around Toronto centre, as shown in copy: "40 km". */
const freeRadius = `${siteConfig.serviceRadiusKm} km`;

/** Chip repair time for the stats strip: "about 30 minutes" becomes "30 min". */
const chipRepairMinutes = pricing.chipRepair.duration.replace(/^about (\d+) minutes$/, "$1 min");

/** Team experience: true on every page, so it fills the fourth stat where a city has three. */
const yearsStat: Stat = { value: figures.yearsExperience, label: "years of experience" };

/**
 * The eleven location pages, in header-menu order: Toronto's auto glass page and its two
 * windshield pages, the three Toronto districts, then York Region. The per-city stats are the
 * spec's own figures (decisions.md section 3); every company-wide figure is read from the
 * config and pricing modules.
 */
export const locations: LocationPage[] = [
  {
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
  },
  {
    slug: "toronto-windshield-replacement",
    city: "Toronto",
    group: "toronto",
    menuLabel: "Toronto Windshield Replacement",
    focus: "windshield-replacement",
    title: "Mobile Windshield Replacement in Toronto",
    description: `Cracked windshield in Toronto? We replace it at your home or work with OEM-quality glass and a ${figures.warranty.toLowerCase()}, same day. Insurance billed directly.`,
    keywords: [
      "windshield replacement Toronto",
      "mobile windshield replacement Toronto",
      "same day windshield replacement Toronto",
      "cracked windshield replacement Toronto",
      "OEM windshield Toronto",
      "windshield replacement insurance Toronto",
    ],
    heading: "Toronto windshield replacement, done where you park",
    lead: `A crack picked up on the Gardiner or Highway 401 shouldn't cost you a day. We bring OEM-quality glass to you anywhere in Toronto, and the visit takes ${windshieldVisit} including safe drive-away time.`,
    neighbourhoods: [
      "Financial District",
      "King West",
      "Yonge and Eglinton",
      "Davisville",
      "Leaside",
      "The Danforth",
      "The Junction",
      "Roncesvalles",
    ],
    highways: ["Highway 401", "Gardiner Expressway", "Don Valley Parkway", "Allen Road"],
    landmarks: ["Exhibition Place", "St. Lawrence Market", "Yorkdale Shopping Centre"],
    stats: [
      { value: windshieldVisit, label: "installation" },
      { value: "OEM", label: "quality glass" },
      { value: figures.warrantyTerm, label: "warranty" },
      { value: "Same day", label: "service" },
    ],
  },
  {
    slug: "toronto-windshield-repair",
    city: "Toronto",
    group: "toronto",
    menuLabel: "Toronto Windshield Repair",
    focus: "windshield-repair",
    title: `Toronto Windshield Repair from ${chipRepairFrom}`,
    description: `Fix a windshield chip in Toronto before it spreads into a crack. Mobile repair ${pricing.chipRepair.price.label}, done in ${pricing.chipRepair.duration} at your home or office.`,
    keywords: [
      "windshield repair Toronto",
      "windshield chip repair Toronto",
      "rock chip repair Toronto",
      "mobile windshield repair Toronto",
      "windshield crack repair Toronto",
      "windshield repair near me Toronto",
    ],
    heading: "Windshield chip repair in Toronto, right at your car",
    lead: `Stone chip on Lake Shore or the Don Valley Parkway? We come to you anywhere in Toronto and repair it in ${pricing.chipRepair.duration}, from ${chipRepairFrom}, before it spreads.`,
    neighbourhoods: [
      "Queen West",
      "Parkdale",
      "Little Italy",
      "Forest Hill",
      "Cabbagetown",
      "Riverdale",
      "St. Lawrence",
      "Bloor West Village",
    ],
    highways: ["Lake Shore Boulevard", "Don Valley Parkway", "Yonge Street", "Bloor Street"],
    landmarks: ["Casa Loma", "Royal Ontario Museum", "Distillery District"],
    stats: [
      { value: chipRepairFrom, label: "starting price" },
      { value: chipRepairMinutes, label: "repair time" },
      { value: figures.repairSuccessRate, label: "success rate" },
      { value: figures.warrantyTerm, label: "warranty" },
    ],
  },
  {
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
    landmarks: [
      "Yorkdale Shopping Centre",
      "Fairview Mall",
      "Mel Lastman Square",
      "Downsview Park",
    ],
    stats: [
      { value: "250+", label: "repairs this month" },
      { value: "20 min", label: "average response" },
      { value: "4.9", label: "star rating" },
      yearsStat,
    ],
  },
  {
    slug: "scarborough-auto-glass",
    city: "Scarborough",
    group: "toronto",
    menuLabel: "Scarborough",
    focus: "auto-glass",
    title: "Scarborough Auto Glass & Windshield Repair",
    description: `Mobile windshield repair and replacement in Scarborough, from Agincourt to West Hill. Chip repair ${pricing.chipRepair.price.label}, same-day service. Call for a free quote.`,
    keywords: [
      "auto glass Scarborough",
      "windshield repair Scarborough",
      "windshield replacement Scarborough",
      "mobile windshield repair Scarborough",
      "windshield chip repair Scarborough",
      "car glass replacement Scarborough",
    ],
    heading: "Scarborough auto glass, repaired at your door",
    lead: "From Malvern to the Bluffs, our technicians come to you anywhere in Scarborough, so a cracked windshield never means a trip across town.",
    neighbourhoods: [
      "Agincourt",
      "Malvern",
      "Wexford",
      "Birch Cliff",
      "Scarborough Village",
      "Guildwood",
      "Highland Creek",
      "West Hill",
    ],
    highways: ["Highway 401", "Kingston Road", "Markham Road", "Sheppard Avenue East"],
    landmarks: ["Scarborough Town Centre", "Scarborough Bluffs", "Toronto Zoo"],
    stats: [
      { value: "300+", label: "repairs this month" },
      { value: "25 min", label: "average response" },
      { value: "4.8", label: "star rating" },
      { value: `${chipRepairFrom}+`, label: "starting price" },
    ],
  },
  {
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
  },
  {
    slug: "vaughan-auto-glass",
    city: "Vaughan",
    group: "york-region",
    menuLabel: "Vaughan",
    focus: "auto-glass",
    title: "Auto Glass & Windshield Repair in Vaughan",
    description:
      "Mobile windshield repair and replacement in Vaughan, from Woodbridge to Maple and Kleinburg. Same-day service at home or work, with insurance billed directly.",
    keywords: [
      "auto glass Vaughan",
      "windshield repair Vaughan",
      "windshield replacement Vaughan",
      "mobile auto glass Vaughan",
      "windshield chip repair Vaughan",
      "car window repair Vaughan",
    ],
    heading: "Vaughan mobile auto glass repair and replacement",
    lead: "Cracked on Highway 400 or the 407? We come to your driveway or workplace anywhere in Vaughan and repair or replace your glass the same day.",
    neighbourhoods: [
      "Woodbridge",
      "Maple",
      "Concord",
      "Kleinburg",
      "Vellore Village",
      "Thornhill Woods",
    ],
    highways: ["Highway 400", "Highway 407", "Highway 427", "Highway 7"],
    landmarks: ["Vaughan Mills", "Canada's Wonderland", "Vaughan Metropolitan Centre"],
    stats: [
      { value: "300+", label: "repairs this month" },
      { value: "20 min", label: "average response" },
      { value: "4.9", label: "star rating" },
      yearsStat,
    ],
  },
  {
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
  },
  {
    slug: "richmond-hill-auto-glass",
    city: "Richmond Hill",
    group: "york-region",
    menuLabel: "Richmond Hill",
    focus: "auto-glass",
    title: "Mobile Auto Glass Repair in Richmond Hill",
    description:
      "Windshield chip or crack in Richmond Hill? We come to you in Oak Ridges or Mill Pond the same day, with OEM-quality glass and insurance billed directly.",
    keywords: [
      "auto glass Richmond Hill",
      "windshield repair Richmond Hill",
      "windshield replacement Richmond Hill",
      "mobile auto glass Richmond Hill",
      "windshield chip repair Richmond Hill",
      "car window repair Richmond Hill",
    ],
    heading: "Richmond Hill auto glass, fixed in your driveway",
    lead: "From Oak Ridges to Langstaff, our technicians come to your home or office anywhere in Richmond Hill and repair or replace your glass while you get on with your day.",
    neighbourhoods: [
      "Oak Ridges",
      "Mill Pond",
      "Bayview Hill",
      "Richvale",
      "Jefferson",
      "Rouge Woods",
      "Langstaff",
    ],
    highways: ["Yonge Street", "Highway 404", "Highway 407", "Highway 7", "Major Mackenzie Drive"],
    landmarks: ["Hillcrest Mall", "David Dunlap Observatory", "Lake Wilcox"],
    stats: [
      { value: "250+", label: "repairs this month" },
      { value: "22 min", label: "average response" },
      { value: "4.9", label: "star rating" },
      yearsStat,
    ],
  },
  {
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
  },
  {
    slug: "newmarket-auto-glass",
    city: "Newmarket",
    group: "york-region",
    menuLabel: "Newmarket",
    focus: "auto-glass",
    title: "Newmarket Mobile Auto Glass Repair",
    description:
      "Auto glass repair and replacement in Newmarket, at your home or work. Same-day mobile service, OEM-quality glass and insurance billed directly. Book today.",
    keywords: [
      "auto glass Newmarket",
      "windshield repair Newmarket",
      "windshield replacement Newmarket",
      "mobile auto glass Newmarket",
      "windshield chip repair Newmarket",
      "car window replacement Newmarket",
    ],
    heading: "Mobile auto glass repair in Newmarket",
    lead: "Whether you are near Upper Canada Mall or out by Highway 404, we come to you anywhere in Newmarket and repair or replace your glass the same day.",
    neighbourhoods: [
      "Historic Downtown Newmarket",
      "Stonehaven",
      "Glenway",
      "Summerhill Estates",
      "Woodland Hill",
      "Bogarttown",
    ],
    highways: ["Highway 404", "Yonge Street", "Davis Drive", "Mulock Drive"],
    landmarks: ["Upper Canada Mall", "Southlake Regional Health Centre", "Fairy Lake"],
    stats: [
      { value: "200+", label: "repairs this month" },
      { value: "23 min", label: "average response" },
      { value: "4.9", label: "star rating" },
      yearsStat,
    ],
  },
];

/**
 * A location's star rating: its own stat, or for Toronto's windshield pages (whose stats are
 * about the service) the rating of their city's auto glass page.
 */
export function locationRating(location: LocationPage): string {
  const isRating = (stat: Stat) => /rating/i.test(stat.label);
  const own = location.stats.find(isRating);
  if (own) return own.value;
  const city = locations.find((l) => l.city === location.city && l.focus === "auto-glass");
  return city?.stats.find(isRating)?.value ?? figures.rating;
}
