import storedBilling from "../../content/billing.json";
import storedWords from "../../content/invoicing.json";
import type { BillingContent, InvoicingContent } from "../config/schema";
import { siteConfig } from "../config/site";
import { expandRecord } from "./tokens";

/**
 * Billing: the facts an invoice carries (content/billing.json, marked samples until the owner
 * confirms them) and the words of the quote, the job record, the invoice, the receipt and the
 * texts (content/invoicing.json), the site's tokens filled in and each job's own left for the
 * page that knows them.
 */

const billing = storedBilling as BillingContent;

/** The business address an invoice names: one of the business's addresses, by its id. */
const address = siteConfig.addresses.find((a) => a.id === billing.addressId);
if (!address) {
  throw new Error(
    `content/billing.json: addressId "${billing.addressId}" is none of the business's addresses`,
  );
}

if (billing.hstRatePercent > 0 && billing.hstNumber === "") {
  throw new Error(
    "content/billing.json: an HST number is needed to charge HST (or set the HST rate to 0)",
  );
}

export const billingFacts = {
  legalName: billing.legalName,
  address: `${address.street}, ${address.city}, ${address.region} ${address.postalCode}`,
  hstNumber: billing.hstNumber,
  /** The HST rate in basis points: 13% is 1300 */
  hstBasisPoints: Math.round(billing.hstRatePercent * 100),
  quoteValidDays: billing.quoteValidDays,
  eTransferEmail: billing.eTransferEmail,
  paymentLink: billing.paymentLink,
  adhesive: billing.adhesive,
};

/** The tokens each job fills in itself, left as they are until then. */
const later = Object.fromEntries(
  [
    "version",
    "sent",
    "rate",
    "date",
    "approved",
    "minutes",
    "time",
    "number",
    "email",
    "method",
    "name",
    "total",
    "link",
    "n",
    "estimate",
  ].map((token) => [token, `{{${token}}}`]),
);

export const invoicingText = expandRecord(
  storedWords as InvoicingContent,
  "content/invoicing.json",
  [],
  later,
);
