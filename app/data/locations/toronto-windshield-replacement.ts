import { siteConfig } from "../../config/site";
import { afterReplacement, chipRepairFrom, pricing, windshieldVisit } from "../pricing";
import {} from "./shared";
import type { Location } from "./types";

const { figures } = siteConfig;

/** Toronto's windshield replacement page: office towers, Crosstown grit, DVP and Gardiner cracks. */
export const torontoWindshieldReplacement = {
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
  serviceLinks: ["windshield-repair", "auto-glass-replacement", "side-window-replacement"],
  localArea: {
    head: {
      eyebrow: "Neighbourhood coverage",
      title: "The Toronto neighbourhoods where we replace windshields",
    },
    paragraphs: [
      "Downtown, most of our replacements happen in office towers and condo buildings. Along Bay Street we set new glass on parking levels beneath the bank towers, a short walk from St. Lawrence Market, while the driver sits in meetings upstairs. King West is much the same, with tight garages and cars that barely move on weekdays. Cracks there often begin on the Gardiner Expressway, where the rebuild narrows the lanes and leaves grit on the pavement.",
      "Uptown, Yonge and Eglinton and Davisville give us a mix of condo garages and family driveways, and years of Crosstown construction along Eglinton have left plenty of grit on the road. Leaside customers usually meet us at home, and across the Don on The Danforth we tend to work curbside on a residential street off the main strip. Both areas feed the Don Valley Parkway, where a stone thrown at highway speed can crack the glass outright instead of just chipping it.",
      "West of the core, The Junction and Roncesvalles mean side-street work, plus lots near Exhibition Place on event days. Further north, drivers heading to Yorkdale Shopping Centre along the Allen Road or Highway 401 can arrange to have the glass done while they shop and find the car ready when they come back out.",
    ],
  },
  services: {
    head: {
      eyebrow: "Glass we replace",
      title: "More than the windshield, when you need it",
      intro:
        "Replacing windshields is the bulk of our work in the city, but a crack in the front glass isn't the only reason people book us.",
    },
    cards: [
      {
        serviceId: "windshield-replacement",
        text: "A crack that's too long or too central to repair means the whole windshield has to go. We fit a new OEM-quality one at your garage, driveway or office lot, anywhere from Roncesvalles to Leaside.",
      },
      {
        serviceId: "auto-glass-replacement",
        text: "Back glass shattered in a Junction laneway, or a quarter window cracked by a slammed door? We replace side, rear and fixed glass on the same mobile visit and bill your insurer for it.",
      },
      {
        serviceId: "windshield-repair",
        text: `Not every windshield needs replacing. If yours only has a small, fresh chip, we'll say so and fix it with resin instead, starting at ${chipRepairFrom}, so you keep the original glass and its factory seal.`,
      },
    ],
  },
  why: {
    head: {
      eyebrow: "Done right",
      title: "What goes into a windshield we replace",
      intro:
        "A new windshield is only as good as the way it's fitted. These are the parts of the job we never rush.",
    },
    items: [
      {
        icon: "Sparkles",
        title: "Glass matched to your car",
        text: "We order OEM-quality glass for your exact year, make and model, so the tint, curve, brackets and sensor mounts line up the way the factory intended.",
      },
      {
        icon: "ShieldCheck",
        title: "A bond built to hold",
        text: "Your windshield supports the roof and backs up the passenger airbag. Certified technicians lay fresh urethane and give it the full cure time before you take the car anywhere.",
      },
      {
        icon: "Car",
        title: "Cameras set straight",
        text: "Lane-keeping and emergency braking cameras look out through the glass. Where your car has one, we calibrate it after the new windshield is in, so the system reads the road correctly.",
      },
      {
        icon: "Users",
        title: "Experience on every install",
        text: `Our team brings ${figures.yearsExperience} years of experience to every job, from compact hatchbacks to full-size pickups and luxury SUVs with heated glass and rain sensors.`,
      },
    ],
  },
  process: {
    head: {
      title: "How a mobile windshield replacement works in Toronto",
      intro: `Four stages, from the first photo to driving away. Hands-on glass work accounts for ${pricing.windshield.duration}, and the adhesive needs the remainder of the visit.`,
    },
    steps: [
      {
        title: "Quote, booking and your insurer",
        text: `Share a photo of the crack along with your vehicle's details. We reply with a price within ${figures.quoteResponse}, open the claim with your insurer if you're covered, and book a time at your home, office or condo garage.`,
      },
      {
        title: "Old glass out, frame prepared",
        text: "Once we're parked beside you, we drape the dash and paintwork, lift off the cowl and mouldings, slice through the old urethane and remove the cracked windshield. Then the frame gets cleaned and primed so the new adhesive grips.",
      },
      {
        title: "New glass set, cameras calibrated",
        text: "New urethane is run around the opening, and the OEM-quality windshield is lowered into place and pressed to an even seal. If a driver-assistance camera sits behind the glass, we calibrate it as part of the job.",
      },
      {
        title: "Cure time and care",
        text: `Wait ${afterReplacement.waitBeforeDriving} at minimum before you drive off. Then, for a full ${afterReplacement.avoidCarWashesAndHighways}, skip the car wash and keep to city streets rather than the 401 or the Gardiner while the seal finishes setting.`,
      },
    ],
  },
  reviews: [
    {
      name: "Fatima H.",
      location: "Leaside, Toronto",
      rating: 5,
      text: "A truck on the Don Valley Parkway threw a rock that left a long crack across the passenger side of my windshield. The technician swapped the glass on my driveway one Saturday morning, calibrated the lane camera and walked me through the cure time. The insurance paperwork went straight to my insurer, not to me.",
      service: "Windshield Replacement",
    },
    {
      name: "Jonathan B.",
      location: "King West, Toronto",
      rating: 4,
      text: "I booked a replacement in the garage under my office and was nervous about the low ceiling. The technician checked the clearance when he arrived and set up in a corner spot. It ran a bit longer than I expected because a mirror clip needed swapping, but the glass is perfect and there hasn't been a drip of water since.",
      service: "Windshield Replacement",
    },
    {
      name: "Tomasz W.",
      location: "Roncesvalles, Toronto",
      rating: 5,
      text: "My windshield cracked right across after a freezing night, and I only have street parking. The technician did the whole replacement at the curb, covered my dash and seats first and vacuumed up every bit of old glass. He asked me to stay off the Gardiner until the next day, which made sense once he explained the urethane.",
      service: "Windshield Replacement",
    },
  ],
  faqs: [
    {
      question: "How much is a windshield replacement in Toronto?",
      answer: `For most cars and SUVs, a new windshield costs ${pricing.windshield.price.label}. The final price depends on your glass: rain sensors, heated wiper areas and cameras add to it. We quote for free and confirm the figure before we start, and if a claim is involved, your insurer pays us directly.`,
    },
    {
      question: "How long will my car be out of action?",
      answer: `Plan on ${windshieldVisit} from the moment we arrive until you can safely pull away, with ${pricing.windshield.duration} of that spent on the glass itself. The rest is cure time for the urethane. Book us for the middle of a workday downtown and the car is usually ready before you head home.`,
    },
    {
      question: "Does insurance cover a new windshield, and what about my deductible?",
      answer:
        "Glass cover usually sits under the comprehensive or all perils part of a policy. We open the claim and invoice your insurer for the work, and in many cases you won't pay a deductible at all. Keep your policy number handy at booking and we take it from there.",
    },
    {
      question: "My car has a camera behind the mirror. Do you calibrate it?",
      answer:
        "Yes. Cameras for lane-keeping, automatic braking and sign reading are common on newer vehicles, and they often need calibrating once a new windshield is in. Include your vehicle's details in the quote request, and we'll check whether your camera needs it before booking.",
    },
    {
      question: "Can you replace my windshield in a condo garage at Yonge and Eglinton?",
      answer:
        "In most cases, yes. Building management has to agree, there must be enough headroom to lift the glass, and the spot needs some room around the front of the car. Give the concierge a heads-up first. Because the car sits under cover while the adhesive sets, rain and snow aren't a concern.",
    },
  ],
} satisfies Location;
