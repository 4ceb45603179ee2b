/**
 * The rules every content file (content/*.json, content/cities/*.json) is held to: the build
 * (its check in app/integration/site.ts, before any page is read), the unit tests and the editor
 * at /admin (whose fields are written from these schemas, see app/build-assets/admin.ts) read
 * the same ones. Only the build and the tests run them: the pages and islands import the files
 * as they are and take their types from here, so no validation code reaches a visitor's browser.
 *
 * One module for each kind of file: the business's facts (business, figures, policy, prices,
 * reviews), the places (cities, services, policy pages, FAQs), the pages' words, the estimate's,
 * the forms', and booking a window (the owner's availability and its words); the fields they
 * share are built in ./fields.ts, and every `.field(label, hint)` is the label and hint the
 * editor shows beside one (../editor-labels.ts). A file's mistakes are put in words in
 * ./errors.ts.
 */
import {
  businessSchema,
  figuresSchema,
  policySchema,
  pricesSchema,
  reviewsSchema,
} from "./business";
import { faqsSchema, policyPageSchema } from "./places";
import {
  aboutSchema,
  cityPageSchema,
  contactSchema,
  everyPageSchema,
  homeSchema,
  insuranceSchema,
  leadOutcomeSchema,
  pagesSchema,
  photosSchema,
  servicePageSchema,
} from "./pages";
import { estimatePageSchema, repairRulesSchema } from "./estimate";
import {
  contactFormSchema,
  coverageCheckSchema,
  fieldMessagesSchema,
  quoteFormSchema,
} from "./forms";
import { availabilitySchema, bookingSchema, jobStatusSchema } from "./booking";
import { billingSchema, invoicingSchema } from "./money";

export * from "./business";
export * from "./places";
export * from "./pages";
export * from "./estimate";
export * from "./forms";
export * from "./booking";
export * from "./money";
export * from "./errors";
export { weekDays } from "./fields";

/** The content files that are one file each, by their path under content/. */
export const contentFiles = {
  "business.json": businessSchema,
  "figures.json": figuresSchema,
  "policy.json": policySchema,
  "prices.json": pricesSchema,
  "reviews.json": reviewsSchema,
  "faqs.json": faqsSchema,
  "pages.json": pagesSchema,
  "home.json": homeSchema,
  "about.json": aboutSchema,
  "contact.json": contactSchema,
  "insurance.json": insuranceSchema,
  "photos.json": photosSchema,
  "lead-outcome.json": leadOutcomeSchema,
  "city-page.json": cityPageSchema,
  "service-page.json": servicePageSchema,
  "estimate.json": estimatePageSchema,
  "repair-rules.json": repairRulesSchema,
  "every-page.json": everyPageSchema,
  "quote-form.json": quoteFormSchema,
  "contact-form.json": contactFormSchema,
  "field-messages.json": fieldMessagesSchema,
  "coverage-check.json": coverageCheckSchema,
  "availability.json": availabilitySchema,
  "booking.json": bookingSchema,
  "job-status.json": jobStatusSchema,
  "billing.json": billingSchema,
  "invoicing.json": invoicingSchema,
  "policies/privacy-policy.json": policyPageSchema,
  "policies/accessibility.json": policyPageSchema,
  "policies/warranty.json": policyPageSchema,
} as const;

/**
 * Every record marked as a sample in a content file (a review, a figure, an address, a price
 * row, or a whole file), with where it is; app/lib/samples.ts says each as a visitor reads it.
 */
export function samplesIn(
  data: unknown,
  path: (string | number)[] = [],
): { path: (string | number)[]; record: Record<string, unknown> }[] {
  if (Array.isArray(data)) return data.flatMap((item, i) => samplesIn(item, [...path, i]));
  if (data === null || typeof data !== "object") return [];
  const record = data as Record<string, unknown>;
  return [
    ...(record.sample === true ? [{ path, record }] : []),
    ...Object.entries(record).flatMap(([key, value]) =>
      key === "sample" ? [] : samplesIn(value, [...path, key]),
    ),
  ];
}
