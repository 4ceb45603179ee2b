import stored from "../../content/repair-rules.json";
import type { RepairRulesContent } from "../config/schema";
import { fillText } from "./form-text";
import { afterReplacement } from "./pricing";
import { repairRuleFigures } from "./repair-rule-figures";

const file = "content/repair-rules.json";

export { repairRuleFigures };

/**
 * The repair rules and what the pages say around them, their figures filled in. Filled by the
 * forms' filler (it knows only the values given it), so an island that shows a rule carries no
 * more than the rules.
 */
const rules = fillText(stored as RepairRulesContent, file, {
  repairRules: repairRuleFigures,
  afterReplacement,
});

/** When a windshield can be repaired, and when it needs replacing. */
export const repairability = {
  repairable: rules.repairable.items,
  needsReplacement: rules.needsReplacement.items,
} as const;

/**
 * The two size checks a driver can make with what is in a pocket: a chip against a coin, a
 * crack against a banknote.
 */
export const sizeChecks = rules.sizeChecks;

/** What the repair rules section and the aftercare note say around the rules. */
export const repairRulesText = {
  head: rules.head,
  repairableHeading: rules.repairable.heading,
  needsReplacementHeading: rules.needsReplacement.heading,
  chipRepairCaption: rules.chipRepairCaption,
  aftercare: rules.aftercare,
};
