import { z } from "../editor-labels";
import { latLng, obj, sample, text, url, weekHours } from "./fields";

/**
 * The business's own facts: its name, phones, offices and hours (business.json), figures,
 * privacy contact, prices and the home page's reviews.
 */

export const businessSchema = obj({
  name: text("The business name").field("Business name"),
  shortName: text("The short name").field("Short name", "Under a phone's home-screen icon"),
  tagline: text("The tagline").field("Tagline"),
  addresses: z
    .array(
      obj({
        id: z
          .string()
          .regex(/^[a-z0-9-]+$/, "lower-case letters, digits and dashes")
          .field("Id", "Lower-case, e.g. downtown"),
        label: text("The label").field("Label", "e.g. Downtown Toronto"),
        street: text("The street").field("Street"),
        city: text("The city").field("City"),
        region: z.literal("ON").field("Province"),
        postalCode: z
          .string()
          .regex(/^[A-Z]\d[A-Z] \d[A-Z]\d$/, 'a postal code such as "M5X 1A9"')
          .field("Postal code"),
        country: z.literal("CA").field("Country"),
        geo: latLng,
        sample,
      }),
    )
    .min(1, "at least one address")
    .field(
      "Addresses",
      "Where the business is: the contact page lists them, and search engines read them",
    ),
  hours: obj({
    serviceNote: z
      .string()
      .field(
        "After the mobile service's hours",
        "e.g. by appointment. The hours themselves are the ones your availability books (inbox, Availability)",
      ),
    shop: weekHours.field(
      "Shop hours",
      "When visitors can come to your shop; every day empty if you have no shop hours",
    ),
  }).field("Hours"),
  serviceArea: obj({
    centre: latLng,
    freeRadiusKm: z.number().positive().max(200).field("Free travel within (km)"),
    extendedRadiusKm: z.number().positive().max(300).field("We still come within (km)"),
    nearLineKm: z.number().min(0).max(20).field("Say 'about' within (km) of the line"),
  })
    .refine((a) => a.extendedRadiusKm > a.freeRadiusKm, {
      message: "the extended radius must be larger than the free radius",
      path: ["extendedRadiusKm"],
    })
    .field("Service area"),
  coverage: z
    .array(text("A city"))
    .min(1)
    .field("Cities served", "Listed in the coverage sections; a city with a page is added"),
  reviewsUrl: url
    .nullable()
    .field("Reviews page", "Your public reviews, e.g. your Google reviews link; empty for none"),
  social: obj({
    facebook: url.nullable().field("Facebook", "Your page's address; empty if you have none"),
    instagram: url.nullable().field("Instagram", "Your profile's address; empty if you have none"),
    google: url
      .nullable()
      .field("Google Business Profile", "Your profile's address; empty if you have none"),
    sample,
  }).field("Social profiles"),
  paymentMethods: z.array(text("A payment method")).min(1).field("Payment methods"),
  paymentTerms: text("The payment terms").field("Payment terms"),
});

const figure = <T extends z.ZodTypeAny>(value: T, label: string, hint: string) =>
  obj({ value: value.field("Value"), sample }).field(label, hint);

export const figuresSchema = obj({
  yearsExperience: figure(
    text("The years"),
    "Years of team experience",
    "How long your team has done this work, e.g. 25+",
  ),
  servingSince: figure(
    z.number().int().min(1900).max(2100),
    "Serving since (year)",
    "The year the business began, e.g. 2010",
  ),
  customersServed: figure(
    text("The count"),
    "Customers served",
    "How many customers you have served, e.g. 10,000+",
  ),
  rating: figure(
    z.string().regex(/^[1-5]\.\d$/, 'a rating such as "4.8"'),
    "Overall rating",
    "Your customers' average rating, out of 5, e.g. 4.8",
  ),
  quoteResponse: figure(
    text("The time"),
    "Quote reply within",
    "How soon you answer a quote request, e.g. 2 hours",
  ),
  messageResponse: figure(
    text("The time"),
    "Message reply within",
    "How soon you answer a message, e.g. 24 hours",
  ),
  warrantyTerm: figure(
    text("The term"),
    "Warranty term",
    "How long your work is guaranteed, e.g. Lifetime, or 12-month",
  ),
  repairSuccessRate: figure(
    z.string().regex(/^\d{1,3}%$/, 'a percentage such as "95%"'),
    "Repairs that succeed",
    "The share of your chip repairs that hold, e.g. 95%",
  ),
});

export const policySchema = obj({
  privacyContact: text("The contact").field(
    "Who answers privacy questions",
    "Named in the privacy policy, e.g. the owner",
  ),
  email: z
    .string()
    .email("an email address such as info@yourbusiness.ca")
    .field("Email", "Where privacy questions are sent; the privacy policy gives it"),
  enquiryRetentionMonths: z
    .number()
    .int()
    .min(1)
    .max(120)
    .field("Keep quote requests for (months)", "The lead service deletes older ones"),
  countRetentionMonths: z
    .number()
    .int()
    .min(1)
    .max(120)
    .field(
      "Keep the daily counts for (months)",
      "The numbers in the inbox; older days are deleted",
    ),
  backupRetentionDays: z
    .number()
    .int()
    .min(1)
    .max(365)
    .field(
      "Keep the nightly backups for (days)",
      "A deleted lead is gone from the backups after this",
    ),
  jobRecordYears: z
    .number()
    .int()
    .min(1)
    .max(30)
    .field(
      "Keep job records for (years)",
      "Quotes, job records and invoices: the privacy policy says it, and they are kept that long",
    ),
  sample,
});

export const price = obj({
  from: z.number().int().min(0).field("From ($)"),
  to: z.number().int().min(0).nullable().field("To ($)", "Empty for 'from $X'"),
  orMore: z.boolean().optional().field("Or more", "Shows a + after the top price"),
  unit: z.string().optional().field("Unit", "e.g. a pair"),
  duration: z.string().optional().field("Time on site", "e.g. 60-90 minutes"),
  extra: z
    .boolean()
    .optional()
    .field(
      "An extra",
      "Small extras such as wipers are left out of the price range search engines show",
    ),
  sample,
}).refine((p) => p.to === null || p.to >= p.from, {
  message: "the top price must not be below the starting price",
  path: ["to"],
});

export const priceKeys = [
  "chipRepair",
  "windshield",
  "sideWindow",
  "rearWindow",
  "sunroofStandard",
  "sunroofPanoramic",
  "wipers",
  "adasCalibration",
] as const;

/** The rows' names, as the editor labels them. */
const priceLabels: Record<(typeof priceKeys)[number], string> = {
  chipRepair: "Chip repair",
  windshield: "Windshield replacement",
  sideWindow: "Side window",
  rearWindow: "Rear window",
  sunroofStandard: "Standard sunroof glass",
  sunroofPanoramic: "Panoramic roof glass",
  wipers: "Wiper blades",
  adasCalibration: "ADAS camera calibration",
};

export const pricesSchema = obj({
  services: obj(
    Object.fromEntries(priceKeys.map((k) => [k, price.field(priceLabels[k])])) as Record<
      (typeof priceKeys)[number],
      typeof price
    >,
  ).field("Prices and times"),
  windshieldVisit: text("The visit").field("Whole windshield visit", "Including drive-away time"),
  chipRepairRange: text("The range").field("Chip repair time range"),
  replacementFaqQuote: text("The quote").field("Windshield with fitting (FAQ)"),
  afterReplacement: obj({
    waitBeforeDriving: text("The wait").field("Wait before driving"),
    avoidCarWashesAndHighways: text("The wait").field("Avoid car washes and highways for"),
  }).field("After a new windshield"),
  wiperAdvice: obj({
    replaceEvery: text("The period").field("Replace wipers every"),
    winterSeason: text("The season").field("Winter blades"),
  }).field("Wiper advice"),
  timeline: obj({
    consultation: text("The time").field("Consultation"),
    scheduling: text("The time").field("Booked in within"),
    onSite: text("The time").field("On site"),
  }).field("How long each stage takes"),
});

export const reviewSchema = obj({
  name: z
    .string()
    .regex(/^\p{Lu}[\p{L}'-]+ \p{Lu}\.$/u, 'a first name and last initial, such as "Priya S."')
    .field("Name", "First name and last initial"),
  location: text("The location").field("Where they live", "e.g. Unionville, Markham"),
  rating: z.number().int().min(1).max(5).field("Stars", "1 to 5"),
  text: z
    .string()
    .trim()
    .min(40, "a review of at least 40 characters")
    .max(600, "at most 600 characters")
    .field("Review"),
  service: text("The service").field("Service"),
  sample,
});

export const reviewsSchema = obj({
  reviews: z
    .array(reviewSchema)
    .field("Reviews", "Real reviews from your customers; none leaves the home page's reviews out"),
});

export type BusinessContent = z.infer<typeof businessSchema>;
export type FiguresContent = z.infer<typeof figuresSchema>;
export type PolicyContent = z.infer<typeof policySchema>;
export type PricesContent = z.infer<typeof pricesSchema>;
export type ReviewContent = z.infer<typeof reviewSchema>;
export type ReviewsContent = z.infer<typeof reviewsSchema>;
