// Imports are relative, like the other data modules.
import { figures } from "../../config/figures";
import { siteConfig } from "../../config/site";
import { wiperAdvice } from "../pricing";
import { lowerFirst } from "../text";
import type { Policy } from "./types";

const { name } = siteConfig;
const warranty = lowerFirst(figures.warranty);

/** The warranty terms, at /warranty. */
export const warrantyTerms: Policy = {
  slug: "warranty",
  name: "Warranty",
  title: "Auto Glass Warranty Terms",
  description: `Our ${warranty} on auto glass workmanship, in plain words: what it covers, what it doesn't, and how to make a claim if a leak or wind noise shows up.`,
  heading: `Our ${warranty}, in plain words`,
  lead: `Every piece of glass we install is backed by our ${warranty} on workmanship, for as long as you own the vehicle. Here is what that covers, what it doesn't, and how to call on it.`,
  highlights: ["Covers our workmanship", "For as long as you own the car", "OEM-quality glass"],
  updated: "2026-11-24",
  sections: [
    {
      id: "covered",
      title: "What the warranty covers",
      blocks: [
        {
          kind: "paragraph",
          text: "If something goes wrong because of how we installed your glass, we come back and make it right at no charge, for as long as you own the vehicle. That includes:",
        },
        {
          kind: "list",
          items: [
            "Water leaks around glass we installed.",
            "Wind noise or whistling from glass we installed.",
            "The fit of the glass: glass that sits out of line with the frame, or trim and mouldings we refitted that come loose.",
            "The seal: adhesive or seals we applied that let go or fail to hold the glass.",
          ],
        },
      ],
    },
    {
      id: "glass",
      title: "The glass we fit",
      blocks: [
        {
          kind: "paragraph",
          text: "We fit OEM-quality glass: glass made to the same specifications as the glass your vehicle left the factory with, so it fits the frame, seals tight and gives a clear, undistorted view. Our certified technicians set it with the adhesive and cure time the glass and the weather call for, which is what the warranty stands behind.",
        },
      ],
    },
    {
      id: "not-covered",
      title: "What it does not cover",
      blocks: [
        {
          kind: "paragraph",
          text: "The warranty is a promise about our work, not insurance against new damage. It does not cover:",
        },
        {
          kind: "list",
          items: [
            "New stone chips or cracks caused by road debris after we leave.",
            "Damage from an accident or collision.",
            "Vandalism, break-ins or theft.",
            "Damage caused by another shop's work, including glass we fitted that someone else later removes or refits.",
            `Wiper blades, which are not covered by the ${warranty} (see below).`,
          ],
        },
        {
          kind: "paragraph",
          text: "New damage is usually covered by the comprehensive or glass coverage of your car insurance, and we can bill your insurer directly for the repair.",
        },
      ],
    },
    {
      id: "chip-repairs",
      title: "Chip repairs",
      blocks: [
        {
          kind: "paragraph",
          text: "When we repair a chip, the warranty covers the repair itself: the resin we inject stays bonded, sealed and clear.",
        },
        {
          kind: "paragraph",
          text: `A repair stops most chips from spreading (our repairs succeed ${figures.repairSuccessRate} of the time), but it cannot undo damage already in the glass. If a chip we repaired spreads into a crack, call us. We look at it, explain what happened and what your options are, and tell you the price of any further work before we do it.`,
        },
      ],
    },
    {
      id: "wipers",
      title: "Wiper blades",
      blocks: [
        {
          kind: "paragraph",
          text: `Wiper blades are a wearing part, like tires or brake pads, and are not covered by our ${warranty}. Sun, road salt and ice wear the rubber out, so we recommend new blades every ${wiperAdvice.replaceEvery}.`,
        },
      ],
    },
    {
      id: "claim",
      title: "How to make a claim",
      blocks: [
        {
          kind: "list",
          lead: "Contact us as soon as you notice a problem and tell us:",
          items: [
            "Your name and the phone number or email you used when you booked.",
            "Your vehicle's year, make and model, and roughly when we did the work.",
            "What you are seeing: where the leak, noise or problem is. A photo helps.",
          ],
        },
        {
          kind: "paragraph",
          text: "Keep your invoice: it shows what we fitted and when. We arrange a time to inspect the problem, at your home or work like any of our jobs. If it is our workmanship, we fix it at no charge; if it is not, we tell you why and what a fix would cost before doing anything.",
        },
        { kind: "contact" },
      ],
    },
    {
      id: "who",
      title: "Who the warranty is for",
      blocks: [
        {
          kind: "paragraph",
          text: `The warranty is given by ${name} to the owner of the vehicle we worked on, and lasts for as long as they own it. It is in addition to your rights under Ontario's Consumer Protection Act, 2002, and does not take any of them away.`,
        },
      ],
    },
  ],
};
