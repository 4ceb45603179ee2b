import { answers, car, details, questions, rules, sent, tool } from "../../content/estimate.json";
import type { EstimatePageContent } from "../../core/config/schema";
import { fillText } from "../../core/data/form-text";
import { repairRuleFigures } from "../../core/data/repair-rule-figures";

/**
 * The instant estimate's questions, the repair rules as it says them of the damage, and its
 * answers, from content/estimate.json (editable at /admin), the rules' figures filled in
 * (`{{repairRules.chipCoin}}`). The estimate is an island, so these reach the browser: filled by
 * the forms' filler, which knows only the figures; what only the answer knows (`{{count}}`, `{{features}}`) is left for it to fill.
 */
export const estimateToolText = fillText(
  { questions, rules, answers, details, sent, tool, car } as Pick<
    EstimatePageContent,
    "questions" | "rules" | "answers" | "details" | "sent" | "tool" | "car"
  >,
  "content/estimate.json",
  { repairRules: repairRuleFigures },
  [
    "count",
    "features",
    "answers",
    "result",
    "n",
    "visit",
    "service",
    "code",
    "car",
    "unknown",
    "price",
    "duration",
  ],
);
