import { figures } from "../../content/repair-rules.json";
import type { RepairRulesContent } from "../config/schema";

/**
 * The repair rules' figures (content/repair-rules.json): the coin a chip is held against, the
 * longest crack a repair holds, how old is too old. Every page quotes them as tokens
 * (`{{repairRules.crackLength}}`, tokens.ts), and the instant estimate asks and answers by them.
 * Read by name, so the estimate's island carries the figures and not the rules' pages.
 */
export const repairRuleFigures: RepairRulesContent["figures"] = figures;
