// Imports are relative, like the other data modules.
import { insurers as listed, link, summary } from "../../content/insurance.json";

/**
 * How auto glass insurance claims work in Ontario, said once: the page at `insurancePath`, the
 * summary the instant estimate and the quote form show, the link to the page from the FAQs, and
 * the insurers a driver can pick in the quote form. The words are content/insurance.json's
 * (editable at /admin), read by name, so an island that quotes the summary or lists the insurers
 * carries nothing else: the page's own sections, which quote the price table, are read by
 * app/data/insurance-page.ts.
 *
 * What the copy may claim (decisions §8): glass is usually covered by comprehensive or all perils
 * coverage, which is optional in Ontario; the deductible applies, and "in many cases the
 * deductible is waived", never more; we bill the insurer directly; whether a claim changes the
 * premium is the insurer's answer, not ours.
 */

/** The page about insurance claims: its path is also the FAQs' and the footer's link to it. */
export const insurancePath = "/auto-glass-insurance-claims";

export const insuranceText = {
  /** Two or three sentences, at most 60 words, where a form or a tool mentions insurance */
  short: summary,
  /** The link to the page, under an FAQ that answers an insurance question */
  link,
} as const;

/** The link to the page as the FAQs show it. */
export const insuranceLink = { label: insuranceText.link, path: insurancePath } as const;

/**
 * The auto insurers most Ontario drivers are with, by the names drivers know them by: the quote
 * form suggests them in a free-text field, so a name missing here can still be typed.
 */
export const insurers: readonly string[] = listed;
