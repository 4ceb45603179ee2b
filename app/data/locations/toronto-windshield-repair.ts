import { siteConfig } from "../../config/site";
import { chipRepairFrom, pricing, repairOutcomes, repairability } from "../pricing";
import { lowerFirst } from "../text";
import { chipRepairMinutes } from "./shared";
import type { Location } from "./types";

const { figures, serviceRadiusKm } = siteConfig;

/** Toronto's chip repair page: streetcar rails, Lake Shore grit and DVP ramps, fixed before winter. */
export const torontoWindshieldRepair = {
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
  serviceLinks: [
    "windshield-replacement",
    "windshield-wiper-replacement",
    "auto-glass-replacement",
  ],
  localArea: {
    head: {
      eyebrow: "Where we repair chips",
      title: "Chip repair on Toronto's streetcar streets and lakefront roads",
    },
    paragraphs: [
      "A lot of the chips we fix start on Lake Shore Boulevard, where winter sand and grit sit along the curb lanes well into spring. Drivers from Parkdale, Queen West and Bloor West Village pick them up on the way downtown and call us before the mark can grow. We repair at your door, in a side-street space or in the lot at work.",
      "On the east side, Cabbagetown and Riverdale sit right beside the Don Valley Parkway, and its ramps are a steady source of small stones. Around St. Lawrence and the Distillery District, condo construction and delivery trucks add grit of their own. Little Italy's narrow streets suit us fine: all we need is room to reach the windshield, not a driveway.",
      "Up the hill in Forest Hill, near Casa Loma, we mostly work in driveways. Along Bloor Street by the Royal Ontario Museum and up Yonge Street, cabs, delivery vans and salt trucks leave plenty of chips behind each winter, and fixing one takes less time than most errands.",
    ],
  },
  services: {
    head: {
      eyebrow: "Repair first",
      title: "Small damage, small fixes",
      intro:
        "Most chip calls in the city end with a repair. When one doesn't, we explain why and what comes next.",
    },
    cards: [
      {
        serviceId: "windshield-repair",
        text: `A fresh, small chip can usually be sealed with resin in ${pricing.chipRepair.duration} right where the car sits, whether that's a Riverdale side street, outside a Queen West cafe or behind your house in Parkdale.`,
      },
      {
        serviceId: "windshield-replacement",
        text: "If a chip has already grown into a long crack, or it sits right in front of the driver, resin won't do the job. We fit OEM-quality replacement glass instead and take care of the insurance claim.",
      },
      {
        serviceId: "windshield-wiper-replacement",
        text: `Worn blades drag grit across the glass and smear salt spray into glare. We can fit a fresh set, ${pricing.wipers.price.label}, during the same visit as your chip repair.`,
      },
    ],
  },
  why: {
    head: {
      eyebrow: "Why repair it now",
      title: "What a Toronto year does to a small chip",
      intro: `A prompt repair brings back ${repairOutcomes.structuralIntegrity} of the glass's structural integrity and ${repairOutcomes.clarity} of its clarity, at roughly ${repairOutcomes.savingsVersusReplacement} below the cost of new glass. Here's why waiting works against you.`,
    },
    items: [
      {
        icon: "Snowflake",
        title: "Freeze-thaw cycles",
        text: "Toronto winters swing above and below zero, sometimes within a day. Meltwater seeps into the break, turns to ice overnight and wedges it open a little further each time.",
      },
      {
        icon: "Route",
        title: "Streetcar tracks and potholes",
        text: "The rails on Queen, King and College jolt every car that crosses them, and spring potholes do the same. Each jolt flexes the windshield and can run a chip into a crack.",
      },
      {
        icon: "Truck",
        title: "Salt trucks and sand",
        text: "All winter, plows spread salt and sand over the Don Valley Parkway and Lake Shore Boulevard. The tires of the car ahead flick it back up, which is how many repair calls begin.",
      },
      {
        icon: "CreditCard",
        title: "Cheaper while it's small",
        text: `Repair starts at ${chipRepairFrom} and keeps your factory seal intact. Once the damage spreads past what resin can fix, the answer is a new windshield at ${pricing.windshield.price.label}.`,
      },
    ],
  },
  reviews: [
    {
      name: "Ravi P.",
      location: "Bloor West Village, Toronto",
      rating: 5,
      text: "I noticed a chip about the size of a fingernail after driving home along Lake Shore. He came by my street the next afternoon, cleaned the break out and filled it with resin. The resin set clear and the chip hasn't grown since, and my insurer was billed without me filling in a thing.",
      service: "Windshield Repair",
    },
    {
      name: "Chloe D.",
      location: "Cabbagetown, Toronto",
      rating: 5,
      text: "A dump truck on a DVP ramp flicked a stone at my windshield. I work from home, so the technician repaired the chip in front of my house during a work call. He was upfront that a faint mark would still show, and it does, but it hasn't spread through any of the cold snaps since.",
      service: "Windshield Repair",
    },
    {
      name: "Mateo G.",
      location: "Little Italy, Toronto",
      rating: 5,
      text: "I booked a chip repair and mentioned that my wipers were streaking. The technician brought a pair of winter blades, fitted them after the repair and ran the washers to test them. Parking on College Street is tight, but he found a spot around the corner and it was all wrapped up before my lunch break ended.",
      service: "Wiper Replacement",
    },
  ],
  faqs: [
    {
      question: "How much does chip repair cost in Toronto?",
      answer: `Repairing a chip costs ${pricing.chipRepair.price.label}, done at home or at work, with no trip charge inside our ${serviceRadiusKm} km free zone. The size and type of the break set the final figure, so send a photo and we'll quote it before we come.`,
    },
    {
      question: "How long does a chip repair take?",
      answer: `Once we reach you, the resin work takes ${pricing.chipRepair.duration}. No adhesive has to set afterwards, so you can head straight off to work, the gym or an errand on Bloor Street.`,
    },
    {
      question: "Will my insurance cover the repair?",
      answer:
        "Often it will. When a policy includes glass cover, insurers tend to favour paying for a repair over a whole windshield, since it costs them far less. The invoice goes to them, not you, and in many cases they waive the deductible, so the repair may cost you nothing.",
    },
    {
      question: "Can my chip still be repaired, or is it too late?",
      answer: `Usually, if it's recent. Generally we can fix ${lowerFirst(repairability.repairable[0])}, as well as short cracks that sit outside your sightline. Breaks near the rim of the glass or directly in front of the driver call for a new windshield instead. A photo is all we need to tell you which.`,
    },
    {
      question: "Can you fix a chip while I'm parked on the street in Parkdale?",
      answer:
        "Yes. We only need to reach the windshield, so a street space, a laneway behind your house or a paid lot all work. If it's raining or snowing hard, we may suggest a covered spot or a later time, since the chip has to be dry to take the resin.",
    },
  ],
} satisfies Location;
