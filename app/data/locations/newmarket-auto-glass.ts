import { siteConfig } from "../../config/site";
import { afterReplacement, pricing } from "../pricing";
import { paymentMethodsText } from "../text";
import { cityServiceLinks, yearsStat } from "./shared";
import type { Location } from "./types";

const { figures, hours, serviceRadiusKm } = siteConfig;

/** Newmarket's page: the Davis Drive rapidway, Southlake's shift workers, historic Main Street and the daily run south on Highway 404. */
export const newmarket = {
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
  serviceLinks: cityServiceLinks,
  localArea: {
    head: {
      eyebrow: "Around Newmarket",
      title: "From Davis Drive to Fairy Lake, and the commute south",
    },
    paragraphs: [
      "Davis Drive is where much of Newmarket's day happens. The rapidway down its centre carries Viva buses past Southlake Regional Health Centre, whose staff and visitors come and go at every hour. We meet drivers near the hospital, in the lots at Upper Canada Mall by Yonge Street, and at homes in Glenway and Summerhill Estates, so a cracked windshield gets dealt with between shifts or errands.",
      "On weekday mornings a good part of the town heads south. Drivers from Stonehaven and Bogarttown join Highway 404 from Davis Drive or Mulock Drive, while others inch down Yonge Street through Aurora. The 404 brings the usual highway hazards: grit blown off trucks, salt spray that wears out wiper rubber, and the odd stone that cracks glass on the run into Toronto.",
      "Downtown feels different. Along Main Street in Historic Downtown Newmarket, cars park tight to the curb, and the older streets near Fairy Lake have narrow driveways under mature trees. Falling branches and overnight break-ins are as common a reason to call us here as highway chips. We bring everything to the car, so a snug spot rarely stops us, and the newer driveways of Woodland Hill give us all the room we need.",
    ],
  },
  services: {
    head: {
      eyebrow: "Services in Newmarket",
      title: "Glass work for Newmarket commuters and shift workers",
      intro:
        "From a crack picked up on the 404 to a rear window broken in a parking lot, these are the services Newmarket drivers ask us about.",
    },
    cards: [
      {
        serviceId: "windshield-replacement",
        text: `A crack that grows a little on every morning commute won't fix itself. We fit OEM-quality glass at your home or workplace in ${pricing.windshield.duration}, recalibrate driver-assist cameras and tell you when you can drive away.`,
      },
      {
        serviceId: "rear-window-replacement",
        text: `Rear glass bursts into small pieces when a branch comes down near Fairy Lake or a thief smashes it overnight. We clear out the fragments and fit a new window, defroster connected, for ${pricing.rearWindow.price.label}.`,
      },
      {
        serviceId: "auto-glass-replacement",
        text: "Quarter glass, a small vent window or a door window on an older car parked off Main Street: whichever piece broke, we find glass made for your vehicle and install it where you park.",
      },
    ],
  },
  why: {
    head: {
      eyebrow: "Why Newmarket chooses us",
      title: "How we fit around a Newmarket week",
      intro:
        "Long shifts, early commutes and packed weekends leave little time for a trip to a glass shop. Here is how we fit in.",
    },
    items: [
      {
        icon: "Clock",
        title: "Around any shift",
        text: `Nurses and other staff at Southlake Regional Health Centre work days, nights and weekends. Our hours are ${hours.service}, so we can fix the glass at home after a night shift or before an early start.`,
      },
      {
        icon: "ShieldCheck",
        title: "Cameras set right",
        text: "Many newer cars read the road through the windshield. After a replacement we calibrate the forward camera, so lane-keeping and braking warnings behave properly on your next trip down the 404.",
      },
      {
        icon: "Building",
        title: "At work or at the mall",
        text: "Working near Main Street, or spending an afternoon at Upper Canada Mall? Leave the car where it is. We take care of the glass while you get on with your day.",
      },
      {
        icon: "CreditCard",
        title: "Simple payment",
        text: `Pay by ${paymentMethodsText} once the job is finished. Glass claims are billed straight to your insurer, and the deductible is waived in many cases.`,
      },
    ],
  },
  reviews: [
    {
      name: "Aisha N.",
      location: "Stonehaven, Newmarket",
      rating: 5,
      text: "A stone on the 404 near Mulock put a crack across my windshield on the way to work. They replaced it in my driveway that Saturday and calibrated the lane camera. The technician told me when I could take it through a car wash, and my insurance was billed without me chasing anyone.",
      service: "Windshield Replacement",
    },
    {
      name: "Greg P.",
      location: "Glenway, Newmarket",
      rating: 5,
      text: "I came out of a twelve-hour shift at Southlake to find my rear window in pieces. I set up a visit at home the following afternoon, and the technician vacuumed out the hatch, fitted the new glass and connected the defroster. It clears the frost on cold mornings just like the old one did.",
      service: "Rear Window Replacement",
    },
    {
      name: "Tanya W.",
      location: "Summerhill Estates, Newmarket",
      rating: 5,
      text: "I park on a side street near my office off Main Street, and a chip showed up after a weekend drive on the 404. The technician found my car on the street, repaired the chip while I was at my desk and came in to show me the result. The mark is faint now.",
      service: "Windshield Repair",
    },
  ],
  faqs: [
    {
      question: "Do you charge a travel fee to come to Newmarket?",
      answer: `Usually, yes. Mobile service is free within ${serviceRadiusKm} km of Toronto centre, and most Newmarket addresses fall just outside that radius, so a modest travel fee usually applies. Tell us where the car will be and we confirm the fee with your quote, before you book.`,
    },
    {
      question: "How much does a new windshield cost in Newmarket?",
      answer: `A replacement costs ${pricing.windshield.price.label}; the total depends on your vehicle, the glass and whether a camera needs calibrating. A chip caught early costs much less, with repairs ${pricing.chipRepair.price.label}. We answer quote requests within ${figures.quoteResponse}, and the quote shows any travel fee.`,
    },
    {
      question: "Can my insurance pay for glass broken on my commute to Toronto?",
      answer:
        "Usually, if you carry comprehensive coverage. We take your policy number, check your coverage with the insurer and bill them directly, so you aren't paying up front and claiming it back later. If a deductible does apply to your claim, the quote shows what you'll owe.",
    },
    {
      question: "I work shifts at Southlake. Can you fix my glass around my schedule?",
      answer:
        "Yes. Tell us your shift pattern when you book and we'll pick a time that works, whether that's your car in the lot near the hospital or your driveway the morning after a night shift. A chip repair needs no drying time, so you can drive home as soon as it's done.",
    },
    {
      question: "How soon after a new windshield can I drive down the 404?",
      answer: `Wait ${afterReplacement.waitBeforeDriving} before driving at all, so the adhesive can set. For the next ${afterReplacement.avoidCarWashesAndHighways}, keep off the highway and skip car washes where you can: errands on Davis Drive or Yonge Street are fine, and the following day's commute down the 404 is too.`,
    },
  ],
} satisfies Location;
