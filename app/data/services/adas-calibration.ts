import { siteConfig } from "../../config/site";
import { pricing } from "../pricing";
import type { Service } from "./types";

const { figures } = siteConfig;

/**
 * ADAS calibration: its card, and its page at /services/adas-calibration. The business publishes
 * no price or duration for it: the page says it is priced in the free quote and, after a
 * windshield replacement, quoted separately from the glass.
 */
export const adasCalibration: Service = {
  id: "adas-calibration",
  name: "ADAS Calibration",
  menu: "windshield",
  icon: "Radar",
  summary:
    "Recalibration of the cameras and sensors mounted on your windshield, which many vehicles need after a replacement.",
  features: [
    "Windshield camera recalibration",
    "Done with windshield replacement",
    "Certified technicians",
    "Insurance claims handled",
  ],
  page: {
    slug: "adas-calibration",
    title: "ADAS Camera Calibration in Toronto & GTA",
    description:
      "A lane-keeping or emergency braking camera behind your windshield? We recalibrate it with your new glass across Toronto and the GTA. Priced in a free quote.",
    heading: "ADAS camera calibration with your new windshield, across the GTA",
    lead: "If your vehicle has a camera behind the windshield for lane-keeping, automatic braking or sign reading, a new windshield means that camera needs recalibrating. We tell you whether yours does, and quote the calibration separately from the glass.",
    highlights: [
      "Done with your new windshield",
      "Certified technicians",
      "Insurance claims handled",
    ],
    prices: [],
    priceNote:
      "Calibration depends on your vehicle and its driver-assistance features. After a windshield replacement it is quoted separately from the glass, so you see both prices before we start.",
    // The lifetime warranty covers the glass we install and its seal, not a calibration.
    assurance: "Certified technicians · Insurance claims handled",
    aftercare: false,
    sections: [
      {
        kind: "cards",
        id: "what-it-does",
        head: {
          eyebrow: "What ADAS is",
          title: "The safety features that look through your windshield",
          intro:
            "ADAS stands for advanced driver-assistance systems. Many of them rely on a camera mounted behind the windshield, near the rear-view mirror, that reads the road ahead.",
        },
        items: [
          {
            icon: "Route",
            title: "Lane-keeping assist",
            text: "Watches the lane markings and warns you, or steers you back, when the car drifts out of its lane.",
          },
          {
            icon: "ShieldAlert",
            title: "Automatic emergency braking",
            text: "Spots a car or a person ahead and brakes if you don't react in time. It only works if the camera judges distance correctly.",
          },
          {
            icon: "Radar",
            title: "Adaptive cruise control",
            text: "Keeps a set gap to the vehicle in front. On many cars the windshield camera works with a radar sensor to do it.",
          },
          {
            icon: "Lightbulb",
            title: "Sign reading and automatic high beams",
            text: "Reads speed limit signs and switches your high beams off for oncoming traffic, from the same camera.",
          },
        ],
      },
      {
        kind: "checklist",
        id: "when-needed",
        head: {
          eyebrow: "When to calibrate",
          title: "When a camera needs calibrating",
          intro:
            "A camera that is off by a fraction of a degree can misjudge a lane or a car ahead by metres further down the road. Calibration is needed when:",
        },
        items: [
          "A new windshield has been fitted on a vehicle with a camera behind it",
          "The camera or its bracket has been taken off the glass and refitted",
          "A lane, collision or camera warning light comes on after glass work",
          "Lane-keeping steers late, early or not at all after glass work",
        ],
        tone: "warning",
      },
      {
        kind: "text",
        id: "pricing",
        head: {
          eyebrow: "Price",
          title: "How calibration is priced",
        },
        paragraphs: [
          "There is no single price for calibration: it depends on your vehicle's make and model, which driver-assistance features it has, and the procedure its manufacturer sets. So we price it in your free quote, once we know your vehicle.",
          "When we replace your windshield, the calibration is quoted separately from the glass. You see both figures before we start, and if your vehicle doesn't need calibrating, you don't pay for it.",
          "If your windshield is an insurance claim, ask us to include the calibration: we handle the claim and bill your insurer directly.",
        ],
      },
    ],
    process: {
      head: {
        title: "How we calibrate your camera",
        intro:
          "Calibration is arranged with your windshield job and done by certified technicians, to your vehicle manufacturer's procedure.",
      },
      steps: [
        {
          title: "Tell us your vehicle",
          text: "Give us the year, make and model, and mention any lane-keeping, automatic braking or adaptive cruise features. We check whether your vehicle needs calibrating after a new windshield.",
        },
        {
          title: "A quote for the glass and the calibration",
          text: "Your free quote lists the windshield and the calibration as separate lines, so you know exactly what each costs.",
        },
        {
          title: "New windshield, camera refitted",
          text: "We fit the new windshield and remount the camera and its bracket on the glass, exactly where the manufacturer placed them.",
        },
        {
          title: "Calibration and checks",
          text: "We calibrate the camera to the manufacturer's procedure, then check that the system reports no faults before we hand the car back.",
        },
      ],
    },
    faqs: [
      {
        question: "How much does ADAS calibration cost?",
        answer:
          "It depends on your vehicle and the procedure its manufacturer sets, so it is priced in your free quote. After a windshield replacement, the calibration is quoted separately from the glass, and you see both prices before we start.",
      },
      {
        question: "Does my vehicle need calibrating after a new windshield?",
        answer:
          "If it has a camera mounted behind the windshield, almost always. Look for a camera housing near the rear-view mirror, or features like lane-keeping assist or automatic emergency braking. Tell us your year, make and model and we'll tell you for certain.",
      },
      {
        question: "What happens if I skip the calibration?",
        answer:
          "The camera may sit a fraction of a degree off from where it was, and then it judges lanes and distances wrongly. Lane-keeping can steer at the wrong moment and automatic braking can react too late, or for no reason. Some vehicles show a warning light; many show nothing.",
      },
      {
        question: "Will insurance pay for the calibration?",
        answer:
          "Calibration after a windshield replacement is normally claimed together with the glass. Ask us to include it in your claim: we handle the paperwork and bill your insurer directly, and your insurer confirms what your policy covers.",
      },
      {
        question: "What kind of calibration does my car need?",
        answer:
          "Manufacturers set one of two methods, or both: static, with targets placed in front of the car, and dynamic, with a drive at set speeds on roads with clear lane markings. We follow your vehicle's procedure and tell you which it uses when we quote.",
      },
      {
        question: "Can I book the windshield and the calibration together?",
        answer: `Yes. Tell us when you book your windshield and we arrange the calibration with it, and tell you how long your vehicle's procedure takes. Windshield replacement costs ${pricing.windshield.price.label} and the glass is backed by our ${figures.warranty.toLowerCase()}; the calibration is quoted on its own line.`,
      },
    ],
    related: ["windshield-replacement", "windshield-repair", "auto-glass-replacement"],
  },
};
