import { z } from "../editor-labels";
import { obj, sample, text, wordsOf } from "./fields";

/**
 * Money: the business's billing facts (billing.json: the legal name, address and HST number an
 * invoice carries, the HST rate, how long a quote holds, where an e-Transfer goes, the adhesive's
 * drive-away time) and the words of the quote, the job record, the invoice, the receipt and the
 * texts that send them (invoicing.json).
 */

export const billingSchema = obj({
  legalName: text("The legal name").field("Legal name", "As registered: every invoice shows it"),
  addressId: text("The address").field(
    "Invoice address",
    "The id of one of the business's addresses (Business facts), e.g. downtown",
  ),
  hstNumber: z
    .string()
    .trim()
    .field("HST number", "e.g. 123456789 RT0001; empty when the business is not registered"),
  hstRatePercent: z
    .number()
    .min(0)
    .max(100)
    .field("HST rate (%)", "13 in Ontario; 0 for a business not registered for HST"),
  quoteValidDays: z
    .number()
    .int()
    .min(1)
    .max(365)
    .field("A quote holds for (days)", "The driver's page says until when"),
  eTransferEmail: z
    .string()
    .email("an email address such as payments@yourbusiness.ca")
    .nullable()
    .field("e-Transfer address", "Where drivers send an Interac e-Transfer; empty for none"),
  paymentLink: z
    .string()
    .url("a full web address starting with https://")
    .nullable()
    .field("Payment link", "A link your card terminal's provider gave you; empty for none"),
  adhesive: obj({
    product: text("The adhesive").field("Product", "Prefilled in each job record"),
    driveAwayMinutes: z
      .number()
      .int()
      .min(0)
      .max(1440)
      .field("Safe drive-away (minutes)", "The maker's figure: prefilled in each job record"),
  }).field("The windshield adhesive you use"),
  sample,
});

export type BillingContent = z.infer<typeof billingSchema>;

export const invoicingSchema = obj({
  quote: wordsOf({
    heading: "Heading (kept as Your quote)",
    version: ["Version line", "{{version}} and {{sent}}"],
    description: "Column: what",
    amount: "Column: amount",
    subtotal: "Subtotal",
    hst: ["HST", "{{rate}} is the rate"],
    total: "Total",
    claim: "Claim number",
    deductible: "Deductible",
    insurer: "The insurer's share",
    holds: ["Holds until", "{{date}}"],
    lapsed: ["Lapsed", "{{date}}"],
    approveIntro: "Above the button",
    approve: "Button (kept as Approve quote)",
    approved: ["Approved", "{{version}} and {{date}}"],
    changed: ["Changed after approval", "{{approved}} is the version approved"],
    thanks: "Once approved",
    stale: "A version changed before the approval arrived",
    busy: "The approval could not be recorded",
  }).field("The quote, on the driver's page"),
  jobRecord: obj({
    ...wordsOf({
      heading: "Heading (kept as Job record)",
      intro: "Intro",
      part: "Glass part",
      adhesive: "Adhesive",
      lot: "Lot",
      expires: "Use-by date",
      driveAway: "Drive-away time",
      minutes: ["Minutes", "{{minutes}}"],
      technician: "Technician",
      calibration: "Calibration",
      driveAwayUntil: ["Don't drive before", "{{time}} and {{minutes}}"],
      warranty: "Warranty",
      warrantyLink: "Link to the warranty's terms",
    }).shape,
    calibrationResults: wordsOf({
      notNeeded: "Not needed",
      passed: "Passed",
      failed: "Not passed",
    }).field("Calibration results"),
  }).field("The job record, on the driver's page"),
  invoice: obj({
    ...wordsOf({
      heading: "Heading (kept as Invoice)",
      creditHeading: "A credit note's heading",
      number: "Number",
      date: "Date",
      from: "From",
      hstNumber: "HST number",
      billTo: "Bill to",
      credits: ["A credit note cancels", "{{number}}"],
      creditedBy: ["Cancelled by", "{{number}}"],
      eTransfer: ["How to pay by e-Transfer", "{{email}} and {{number}}"],
      payOnline: "Payment link",
      print: "Print",
      insurerBill: "Link to the insurer's bill",
      paid: "Paid",
      paidOn: ["The receipt", "{{date}} and {{method}}"],
    }).shape,
    methods: wordsOf({
      cash: "Cash",
      debit: "Debit",
      credit: "Credit card",
      etransfer: "e-Transfer",
      insurer: "Insurer",
    }).field("Ways to pay"),
  }).field("The invoice and receipt"),
  insurerBill: wordsOf({
    title: "Page title",
    heading: "Heading",
    claim: "Claim number",
    policyholder: "Policyholder",
    insurer: "Insurer",
    vin: "VIN",
    part: "Glass part",
    invoice: "Our invoice",
    deductible: "Deductible",
    due: "Due from the insurer",
  }).field("The bill to the insurer"),
  texts: wordsOf({
    quote: ["The quote", "{{name}}, {{businessName}}, {{total}}, {{link}}"],
    invoice: ["The invoice", "{{name}}, {{number}}, {{total}}, {{link}}"],
    receipt: ["The receipt", "{{name}}, {{link}}"],
  }).field("Texts to the driver"),
  inbox: obj({
    ...wordsOf({
      heading: "Heading",
      description: ["A line's description", "{{n}}"],
      amount: "A line's amount",
      addLine: "Add a line",
      hst: ["HST", "{{rate}}"],
      claim: "Claim number",
      deductible: "Deductible",
      send: "Button (kept as Send quote)",
      estimate: ["The estimate", "{{estimate}}"],
      sent: ["Sent", "{{version}} and {{time}}"],
      approved: "Approved",
      approvedAt: ["Approved when", "{{time}} and {{version}}"],
      changeNote: "Changing an approved quote",
      textQuote: "Text the quote",
      saved: "Quote sent",
      invoice: ["Invoice", "{{number}}"],
      unpaid: "Not paid",
      paidAt: ["Paid", "{{date}} and {{method}}"],
      open: "Open the invoice",
      insurerBill: "The insurer's bill",
      textInvoice: "Text the invoice",
      textReceipt: "Text the receipt",
      method: "Paid by",
      date: "Paid on",
      markPaid: "Button (kept as Mark paid)",
      paidSaved: "Marked paid",
      paidRefused: "Mark paid refused",
      credit: "Issue a credit note",
      creditIntro: "Credit note intro",
      creditSaved: ["Credit note issued", "{{number}}"],
      approvedAlert: ["The alert", "{{name}}, {{total}} and {{version}}"],
    }).shape,
    refused: wordsOf({
      description: "No description",
      amount: "Not an amount",
      lines: "No line",
      deductible: "Not a deductible",
      claim: "Not a claim number",
      locked: "A paid invoice's quote",
    }).field("Refused"),
    record: obj({
      ...wordsOf({
        heading: "Heading",
        intro: "Intro",
        part: "Glass part",
        adhesive: "Adhesive",
        lot: "Lot",
        expires: "Use-by date",
        driveAway: "Drive-away minutes",
        technician: "Technician",
        calibration: "ADAS camera",
        saved: "Saved",
      }).shape,
      refused: wordsOf({
        expires: "Not a date",
        expired: "Past its date",
        driveAway: "Not minutes",
        text: "Too long",
      }).field("Refused"),
    }).field("The job record"),
  }).field("In the inbox"),
});

export type InvoicingContent = z.infer<typeof invoicingSchema>;
