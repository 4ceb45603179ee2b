import { siteConfig } from "../config/site";
import { afterReplacement, pricing } from "./pricing";
import { paymentMethodsText } from "./text";

import type { FaqItem } from "./types";

export const faqs = {
  home: [
    {
      question: "Do you really come to me, and can you come today?",
      answer: `Yes. We repair and replace glass at your home, your workplace or wherever the car is parked, with same-day service and technicians working ${siteConfig.hours.service}. Mobile service is free within ${siteConfig.serviceRadiusKm} km of Toronto centre; further out we still come, for a travel fee.`,
    },
    {
      question: "How much does it cost?",
      answer: `Chip repair is ${pricing.chipRepair.price.label} and windshield replacement is ${pricing.windshield.price.label}, depending on your vehicle and its glass. The quote is free, and there is no obligation to book.`,
    },
    {
      question: "Will my insurance pay for it?",
      answer:
        "If your policy covers glass damage, we handle the claim for you and bill your insurer directly. In many cases the deductible is waived as well.",
    },
    {
      question: "Can my windshield be repaired, or does it need replacing?",
      answer:
        "Chips smaller than a quarter and cracks under 6 inches outside the driver's line of sight can usually be repaired. Bigger chips, longer cracks, several chips, damage at the edge of the glass or in your line of sight usually mean a replacement; send us a photo and we'll tell you which.",
    },
    {
      question: "How long does it take, and when can I drive?",
      answer: `A chip repair takes ${pricing.chipRepair.duration} and a windshield replacement ${pricing.windshield.duration} on site. After a new windshield, wait at least ${afterReplacement.waitBeforeDriving} before driving, and avoid car washes and highway speeds for ${afterReplacement.avoidCarWashesAndHighways}.`,
    },
    {
      question: "How do I pay?",
      answer: `We take ${paymentMethodsText}. ${siteConfig.paymentTerms} If insurance is covering the work, we bill your insurer directly.`,
    },
  ],
} satisfies Record<string, FaqItem[]>;
