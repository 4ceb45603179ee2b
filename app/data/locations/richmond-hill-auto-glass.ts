import { siteConfig } from "../../config/site";
import { pricing, repairability } from "../pricing";
import { lowerFirst } from "../text";
import { cityServiceLinks, yearsStat } from "./shared";
import type { Location } from "./types";

const { figures, serviceRadiusKm } = siteConfig;

/** Richmond Hill's page: the Yonge Street strip from Langstaff to Oak Ridges, the 404 and 407 trucks, and moraine winters around Lake Wilcox. */
export const richmondHill = {
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
  serviceLinks: cityServiceLinks,
  localArea: {
    head: {
      eyebrow: "Across Richmond Hill",
      title: "From Langstaff up to the moraine at Oak Ridges",
    },
    paragraphs: [
      "Yonge Street is Richmond Hill's spine, and most of our visits here sit a few blocks from it. We fix glass in driveways in Richvale and Mill Pond, in office lots near Highway 7 in Langstaff, and in the big parking lot at Hillcrest Mall while you shop. The long commercial strip means stop-and-go driving behind buses and sanders, and the small pits it leaves go unnoticed until low winter sun hits the glass.",
      "Highway 404 runs down the town's east side and Highway 407 crosses its south end, and drivers from Bayview Hill and Rouge Woods use both. A stone dropped by a loaded dump truck is the classic way a clean windshield picks up a star-shaped chip. Roadwork season on Major Mackenzie Drive adds its own loose stone around the lane shifts, right where traffic bunches up.",
      "North of Jefferson the land climbs onto the Oak Ridges Moraine. Roads around Lake Wilcox often get more snow and more sand than the south end of town, with freezing nights after mild afternoons, which is how a chip becomes a crack. Commuters who leave their cars at the Richmond Hill GO Station lot face a different risk: coming home from Toronto to find a side window smashed by a thief.",
    ],
  },
  services: {
    head: {
      eyebrow: "Services in Richmond Hill",
      title: "What Richmond Hill drivers call us about",
      intro:
        "Highway chips, windows broken in commuter lots and the wide glass roofs on family SUVs: these three jobs come up again and again in Richmond Hill.",
    },
    cards: [
      {
        serviceId: "windshield-repair",
        text: `A stone off a gravel truck on the 404 or 407 usually leaves a chip, not a crack. Filled ${pricing.chipRepair.price.label} in ${pricing.chipRepair.duration}, it has far less chance of spreading through a winter on the moraine.`,
      },
      {
        serviceId: "side-window-replacement",
        text: "A break-in at the GO lot or outside Hillcrest Mall leaves glass in the seat tracks and inside the door. We vacuum out every piece, fit a new window and can do it that same evening in your driveway.",
      },
      {
        serviceId: "sunroof-glass-replacement",
        text: `Plenty of newer SUVs in Bayview Hill and Jefferson carry a large glass roof. When a falling branch or a hailstorm cracks it, we replace the panel at your home. A panoramic roof like that costs ${pricing.sunroofPanoramic.price.label}.`,
      },
    ],
  },
  why: {
    head: {
      eyebrow: "Roads and weather",
      title: "What Richmond Hill's roads do to your windshield",
      intro:
        "Each part of town is hard on glass in its own way. These are the patterns we see most, and what they mean for your car.",
    },
    items: [
      {
        icon: "Truck",
        title: "Gravel trucks on the 404",
        text: "Highway 404 and Highway 407 carry loaded trucks between the pits and building sites. A stone from an uncovered load strikes at highway speed, and the chip it leaves should be filled within days.",
      },
      {
        icon: "Route",
        title: "Stop-and-go on Yonge",
        text: "Braking behind buses on Yonge Street means short gaps and grit flung from tires. Over the years tiny pits build up until the glass glares at night and replacing it makes more sense.",
      },
      {
        icon: "Snowflake",
        title: "Moraine winters",
        text: "Around Lake Wilcox and Oak Ridges, cold nights follow mild afternoons all winter. Water in a chip freezes and expands, so a chip that was repairable in November can be a long crack by February.",
      },
      {
        icon: "Lock",
        title: "Commuter lot break-ins",
        text: "Cars left all day at the Richmond Hill GO Station lot, or in busy plaza lots along Yonge, attract thieves. Take valuables with you, and if a window is smashed anyway, call us the same day.",
      },
    ],
  },
  reviews: [
    {
      name: "Mehdi R.",
      location: "Bayview Hill, Richmond Hill",
      rating: 5,
      text: "A dump truck on the 404 threw a stone that left a chip the size of a dime, low on the passenger side. I booked for the next morning and the technician fixed it in my driveway before I left for work. He showed me the spot before and after, and told me what to watch for over the winter.",
      service: "Windshield Repair",
    },
    {
      name: "Laura C.",
      location: "Oak Ridges, Richmond Hill",
      rating: 5,
      text: "A chip near the edge turned into a crack across most of the glass after a cold week up by Lake Wilcox. The technician replaced the windshield in my garage, recalibrated the lane camera and explained why I had to wait before driving. My insurer was billed directly, and he left the garage floor clean.",
      service: "Windshield Replacement",
    },
    {
      name: "Daniel H.",
      location: "Richvale, Richmond Hill",
      rating: 5,
      text: "My rear passenger window was smashed while the car sat at the Richmond Hill GO lot. I called from the train home, and a technician met me at my house that evening. He vacuumed the glass out of the door and the seat, fitted the new window and checked that it rolled up and down smoothly.",
      service: "Side Window Replacement",
    },
  ],
  faqs: [
    {
      question: "Can you repair my chip while the car sits at the Richmond Hill GO Station lot?",
      answer: `Often, yes. A chip repair takes ${pricing.chipRepair.duration} and needs only room to stand beside the car, so tell us the row you parked in and when your train gets back. A full windshield is different: the car has to stay put while the adhesive sets, so an evening visit at home usually suits better.`,
    },
    {
      question: "How much does it cost to fix a windshield in Richmond Hill?",
      answer: `A chip repair is ${pricing.chipRepair.price.label}. A new windshield runs ${pricing.windshield.price.label}, depending on the vehicle and whether cameras or sensors sit behind the glass. Send us a photo and you'll have a quote within ${figures.quoteResponse}, before anyone heads up Yonge Street to you.`,
    },
    {
      question: "Will my insurance cover a windshield cracked on the 407?",
      answer:
        "If your policy includes comprehensive coverage, a stone-damaged windshield is normally claimed under it. We open the claim with you and bill the insurer directly, and in many cases the deductible is waived. You approve the work; the paperwork is ours to handle.",
    },
    {
      question: "Do you charge extra to come up to Oak Ridges or Lake Wilcox?",
      answer: `No. Anywhere in Richmond Hill, Oak Ridges and Lake Wilcox included, is inside our free radius of ${serviceRadiusKm} km from Toronto centre, so there is no travel fee. Give us the street when you book, and the technician comes to your driveway by the lake or wherever the car is parked.`,
    },
    {
      question: "A truck on Highway 404 cracked my windshield. Can it still be repaired?",
      answer: `Often it can. As a rule of thumb, ${lowerFirst(repairability.repairable[0])} can usually be filled, and so can ${lowerFirst(repairability.repairable[1])}. Anything longer, or damage at the edge of the glass, means a new windshield. A clear daylight photo lets us tell you which before we drive over.`,
    },
  ],
} satisfies Location;
