import { siteConfig } from "../../config/site";
import { chipRepairFrom, pricing, windshieldVisit } from "../pricing";
import { cityServiceLinks, yearsStat } from "./shared";
import type { Location } from "./types";

const { figures, serviceRadiusKm } = siteConfig;

/** Vaughan's page: highway trucks on the 400 and 407, Concord's gravel traffic, new subdivisions. */
export const vaughan = {
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
  serviceLinks: cityServiceLinks,
  localArea: {
    head: {
      eyebrow: "Across Vaughan",
      title: "From Kleinburg's hills to the Concord truck yards",
    },
    paragraphs: [
      "Vaughan is built around highways, and so is our work here. Highway 400 splits the city north to south and Highway 407 crosses it east to west. The Highway 427 extension now runs up the west side of Woodbridge to Major Mackenzie Drive. Add the stop-and-go of Highway 7 past the Vaughan Metropolitan Centre subway station, and that is a lot of traffic throwing grit at windshields all year.",
      "Concord is where plenty of the damage starts. Gravel and dump trucks pull out of the industrial lots along Highway 7 and Keele Street, and one stone bouncing off an open box can chip your glass before you see it coming. In Vellore Village and around Kleinburg, subdivisions are still going up, so the roads carry mud, loose stone and construction traffic. Friday afternoons add cottage traffic heading up the 400, boat trailers and all.",
      `So we come to the car rather than the other way round. That might be your driveway in Maple or Thornhill Woods, the lot outside your warehouse in Concord, or a parking space at Vaughan Mills during a shopping trip. Every corner of Vaughan, Kleinburg included, sits within the ${serviceRadiusKm} km of Toronto centre where our mobile service is free.`,
    ],
  },
  services: {
    head: {
      eyebrow: "What Vaughan drivers book",
      title: "The glass jobs we do most often north of Steeles",
      intro:
        "Highway kilometres, work trucks and growing families shape what we fix in Vaughan. These three jobs fill most of our days here.",
    },
    cards: [
      {
        serviceId: "windshield-replacement",
        text: `A stone off a loaded truck on Highway 400 often leaves a crack too long to repair. We fit OEM-quality glass at your home or job site in ${pricing.windshield.duration}, then recalibrate any driver-assistance camera mounted behind it.`,
      },
      {
        serviceId: "rear-window-replacement",
        text: "Pickups and SUVs working the building sites of Vellore Village and Kleinburg take knocks to the back glass from ladders, lumber and shifting loads. We replace rear glass, defroster grid and all, wherever the truck is parked.",
      },
      {
        serviceId: "windshield-wiper-replacement",
        text: `In January the spray off transport trucks on the 407 is mostly salt and slush, and worn blades only smear it across your view. We bring fresh blades, ${pricing.wipers.price.label}, and fit them at your car.`,
      },
    ],
  },
  why: {
    head: {
      eyebrow: "Vaughan roads and your glass",
      title: "What driving in Vaughan does to a windshield",
      intro:
        "Each corner of the GTA wears glass down differently. Below are the Vaughan hazards that keep us busiest, with what we do about them.",
    },
    items: [
      {
        icon: "Truck",
        title: "Gravel off open boxes",
        text: "Dump trucks leaving Concord's yards carry stone at highway speed, and not every load is tarped. Leave extra room behind them, and if a chip appears anyway, book a repair before it grows.",
      },
      {
        icon: "Route",
        title: "Cranes and lane shifts",
        text: "Condo towers rising around the Vaughan Metropolitan Centre keep cement trucks and commuters bunched together on Highway 7. Close quarters like that are when small stones find your glass.",
      },
      {
        icon: "Snowflake",
        title: "Freeze-thaw on the 400",
        text: `A small chip picked up in November can run across the glass after one cold night and a blast from the defroster. Caught early, it is a repair from ${chipRepairFrom} rather than a new windshield.`,
      },
      {
        icon: "Car",
        title: "Long days in big lots",
        text: "A day at Canada's Wonderland or an afternoon at Vaughan Mills means hours in an open lot. Come back to a cracked windshield or a broken window, and we can meet you at the car.",
      },
    ],
  },
  reviews: [
    {
      name: "Giovanni C.",
      location: "Woodbridge, Vaughan",
      rating: 5,
      text: "A gravel truck heading north on the 400 flicked a stone at me near Rutherford, and by the next morning the crack had reached the middle of the glass. On Saturday a technician swapped in new glass at our house, reset the lane-keeping camera and walked me around the finished seal. Insurance was billed directly.",
      service: "Windshield Replacement",
    },
    {
      name: "Harpreet G.",
      location: "Concord, Vaughan",
      rating: 5,
      text: "A bundle of copper pipe slid forward in my pickup and went straight through the rear glass. I run a small plumbing business out of a unit in Concord and couldn't lose the truck for a day. They came to the shop, vacuumed every shard out of the cab and had the new window in before lunch.",
      service: "Rear Window Replacement",
    },
    {
      name: "Elena R.",
      location: "Vellore Village, Vaughan",
      rating: 4,
      text: "Our street is still half construction site, and I found a chip on the passenger side after a dump truck passed me on Weston Road. The repair was done in front of the house while my son napped. A faint mark shows if you look for it. Two months of cold later, it's still the same size.",
      service: "Windshield Repair",
    },
  ],
  faqs: [
    {
      question: "Do you come out to Kleinburg and the north end of Vaughan?",
      answer: `Yes. Kleinburg, the new streets north of Major Mackenzie Drive and the country roads around them are all part of our regular area. All of Vaughan lies within ${serviceRadiusKm} km of Toronto centre, so there is no travel fee. The gravel side roads up there are hard on glass, and chips picked up on them are some of our most regular calls.`,
    },
    {
      question:
        "Will you do a windshield replacement at my office near Vaughan Metropolitan Centre?",
      answer: `Usually, yes. Plan on the car sitting in one space for ${windshieldVisit}: that covers the install plus the curing time before it's safe to drive. If your building only has an underground garage, ask the property manager whether outside contractors may work there, or pick a surface lot nearby.`,
    },
    {
      question: "What will I pay for glass repair or replacement in Vaughan?",
      answer: `Expect ${pricing.windshield.price.label} for replacement windshields, depending on make and model, and ${pricing.chipRepair.price.label} to repair a chip. Rear glass for a pickup or SUV is ${pricing.rearWindow.price.label}. Driving out to you costs nothing extra here. Include a picture of the damage with your quote request and we'll answer within ${figures.quoteResponse}.`,
    },
    {
      question:
        "Does insurance pay when a stone from a Highway 400 transport truck cracks my glass?",
      answer: `Usually, yes: road stones fall under the comprehensive side of most auto policies, even when the truck that threw one is long gone. We bill your insurer ourselves, and many drivers find the deductible waived too. The new glass carries our ${figures.warranty.toLowerCase()}.`,
    },
    {
      question: "Something hit my windshield on the 407 this morning. How soon can you come?",
      answer:
        "Often the same day. From a clear photo we can judge whether it's repairable, which it usually is if it's smaller than a quarter and outside your line of sight. Until we arrive, go easy on the defroster and don't slam the doors, since both can make a chip run.",
    },
  ],
} satisfies Location;
