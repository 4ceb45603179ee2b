import stored from "../../content/insurance.json";
import type { InsuranceContent } from "../../core/config/schema";
import { expandRecord } from "../../core/data/tokens";

/**
 * The page about insurance claims, from content/insurance.json (editable at /admin): its sections
 * after the hero, in page order (which coverage pays for glass, the deductible, how a claim goes
 * with us, what to have ready), the price it quotes a token filled in from the price table. The
 * summary, the link and the insurers, which the islands read, are core/data/insurance.ts's.
 */
const { coverage, deductible, steps, ready } = stored as InsuranceContent;

export const insurancePage: Pick<InsuranceContent, "coverage" | "deductible" | "steps" | "ready"> =
  expandRecord({ coverage, deductible, steps, ready }, "content/insurance.json");
