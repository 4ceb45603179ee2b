// Imports are relative, like the other data modules.
import { pricing } from "../../core/data/pricing";
import type { ServiceSection } from "../../core/data/services";
import type { ProcessStep, SectionHead } from "../../core/data/types";

/**
 * The copy of the page about insurance claims (./insurance.ts has its path, its summary and the
 * insurers): apart, because it quotes the price table, which the quote form's island must not
 * carry.
 */

/** The page's sections after its hero, in page order. */
export interface InsurancePageCopy {
  /** Which part of a policy pays for glass */
  coverage: ServiceSection;
  /** The deductible, and when paying yourself is simpler */
  deductible: ServiceSection;
  /** How a claim goes with us */
  steps: { head: SectionHead; steps: ProcessStep[] };
  /** What to have ready when you book */
  ready: ServiceSection;
}

// A function, called once below and marked pure: the copy quotes the price table, and an island
// that imports only the summary or the insurers must not keep that lookup (and the copy) alive.
const insurancePageCopy = (): InsurancePageCopy => ({
  coverage: {
    kind: "cards",
    id: "coverage",
    head: {
      eyebrow: "Your coverage",
      title: "Which part of your policy pays for glass",
      intro:
        "It depends on how the glass was damaged. Your certificate of automobile insurance lists the coverages you have and the deductible of each.",
    },
    items: [
      {
        icon: "ShieldCheck",
        title: "Comprehensive or all perils",
        text: "The coverage that usually pays for glass: stone chips and cracks from the road, a window smashed in a break-in, vandalism, and falling objects such as branches or ice. All perils is comprehensive and collision coverage in one.",
      },
      {
        icon: "Car",
        title: "Collision",
        text: "If the glass broke in a collision, it is part of the collision claim rather than a glass claim of its own. Your insurer tells you which coverage and deductible apply.",
      },
      {
        icon: "CreditCard",
        title: "No glass coverage",
        text: "Comprehensive coverage is optional in Ontario, so not every policy has it. Without comprehensive or all perils, you usually pay for the glass yourself; your free quote tells you the price before any work starts.",
      },
    ],
  },
  deductible: {
    kind: "text",
    id: "deductible",
    head: { eyebrow: "Your deductible", title: "When a claim is worth making" },
    paragraphs: [
      "Your deductible is the part of each claim you pay yourself, and it applies to a glass claim like any other. In many cases the deductible is waived; your insurer decides whether yours is.",
      `If the job costs less than your deductible and it is not waived, the claim pays nothing, so paying for the job yourself is simpler. A chip repair, ${pricing.chipRepair.price.label}, often costs less than a deductible.`,
      "Whether a claim changes your premium depends on your insurer, so ask your insurer or broker before you claim.",
    ],
  },
  steps: {
    head: { eyebrow: "Step by step", title: "How a glass claim works with us" },
    steps: [
      {
        title: "Check your coverage",
        text: "Look for comprehensive or all perils coverage and its deductible on your policy, or ask your insurer or broker.",
      },
      {
        title: "Tell us your insurer",
        text: "When you call, text or ask for a quote, give us your insurer's name and your policy number along with the damage.",
      },
      {
        title: "We deal with your insurer",
        text: "We take care of the claim paperwork and bill your insurer directly, so you are not paying the whole bill and waiting to be paid back.",
      },
      {
        title: "We fix the glass where you park",
        text: "A technician repairs or replaces the glass at your home or work. If a deductible applies, that part is yours to pay.",
      },
    ],
  },
  ready: {
    kind: "checklist",
    id: "have-ready",
    tone: "positive",
    head: {
      eyebrow: "Before you call",
      title: "What to have ready",
      intro:
        "Have these to hand when you book: your insurer asks for most of them, and your vehicle's details tell us which glass to bring.",
    },
    items: [
      "Your insurer's name",
      "Your policy number",
      "Your deductible, if you know it",
      "When and where the glass was damaged",
      "The police report number, after a break-in",
      "Your vehicle's year, make and model",
    ],
  },
});

export const insurancePage: InsurancePageCopy = /* @__PURE__ */ insurancePageCopy();
