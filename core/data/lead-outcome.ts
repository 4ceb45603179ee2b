import stored from "../../content/lead-outcome.json";
import type { LeadOutcomeContent } from "../config/schema";
import { expandRecord } from "./tokens";

/**
 * The copy of the pages a form sent without JavaScript ends on (none is indexed), from
 * content/lead-outcome.json (editable at /admin): the confirmation the lead service sends the
 * visitor to; the page a host without the lead service sends them to instead, which says plainly
 * that nothing was sent; and the lead service's own answers when it cannot take a form (`retry`,
 * the form given back; `problem`, too long or from no form of ours). The phone number, the
 * business's name and the answer times are tokens.
 */
export const leadOutcomeText: LeadOutcomeContent = expandRecord(
  stored as LeadOutcomeContent,
  "content/lead-outcome.json",
);
