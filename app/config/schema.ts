import { z } from "./editor-labels";
import { iconNames } from "./icon-names";

/**
 * The rules every content file (content/*.json, content/cities/*.json) is held to: the build
 * (its check in app/integration/site.ts, before any page is read),
 * the unit tests and the editor at /admin (whose fields are written from these schemas, see
 * app/build-assets/admin.ts) read the same ones. Only the build and the tests run them: the pages
 * and islands import the files as they are and take their types from here, so no validation
 * code reaches a visitor's browser.
 *
 * Every `.field(label, hint)` is the label and hint the editor shows beside the field
 * (./editor-labels.ts).
 */

/**
 * The sample mark: true on every review, figure and fact the project ships as an example. A
 * build lists each one still marked, and a live build (REQUIRE_LIVE_CONFIG=1) refuses them.
 */
const sample = z
  .boolean()
  .optional()
  .field("Sample", "Ticked on the examples the site ships with. Untick once the value is yours.");

/** A field's label in the editor, or its label and the hint under it. */
type Labelled = string | readonly [label: string, hint: string];
const labelAndHint = (labelled: Labelled): [string, string | undefined] =>
  typeof labelled === "string" ? [labelled, undefined] : [labelled[0], labelled[1]];

/** Objects refuse fields they do not know, so a misspelt field name is a mistake, not a no-op. */
const obj = <T extends z.ZodRawShape>(shape: T) => z.object(shape).strict();

const text = (label: string) => z.string().trim().min(1, `${label} cannot be empty`);

const time = z
  .string()
  .regex(/^([01]\d|2[0-4]):[0-5]\d$/, 'a 24-hour time such as "08:00" or "18:30"');

export const weekDays = [
  "Monday",
  "Tuesday",
  "Wednesday",
  "Thursday",
  "Friday",
  "Saturday",
  "Sunday",
] as const;

const openingHours = obj({
  days: z.array(z.enum(weekDays)).min(1, "at least one day").field("Days"),
  opens: time.field("Opens", "24-hour time, e.g. 08:00"),
  closes: time.field("Closes", "24-hour time, e.g. 18:00; 24:00 for midnight"),
});

const latLng = obj({
  lat: z.number().min(41.6).max(57).field("Latitude", "Ontario is between 41.6 and 57"),
  lng: z.number().min(-95.2).max(-74.3).field("Longitude", "Ontario is between -95.2 and -74.3"),
}).field("Location", "Latitude and longitude, e.g. from a right-click in Google Maps");

const url = z.string().url("a full web address starting with https://");

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
    .field("Addresses"),
  hours: obj({
    service: openingHours
      .extend({
        note: z.string().field("Note", "Shown after the hours, e.g. by appointment"),
      })
      .field("Mobile service hours"),
    shop: z.array(openingHours).field("Shop hours"),
  }).field("Hours"),
  serviceArea: obj({
    centre: latLng,
    centreName: text("The centre's name").field("Centre", "e.g. Toronto City Hall"),
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
    facebook: url.field("Facebook"),
    instagram: url.field("Instagram"),
    google: url.field("Google Business Profile"),
    sample,
  }).field("Social profiles"),
  paymentMethods: z.array(text("A payment method")).min(1).field("Payment methods"),
  paymentTerms: text("The payment terms").field("Payment terms"),
});

const figure = <T extends z.ZodTypeAny>(value: T, label: string, hint: string) =>
  obj({ value: value.field("Value"), sample }).field(label, hint);

export const figuresSchema = obj({
  yearsExperience: figure(text("The years"), "Years of team experience", "e.g. 25+"),
  servingSince: figure(z.number().int().min(1900).max(2100), "Serving since (year)", "e.g. 2010"),
  customersServed: figure(text("The count"), "Customers served", "e.g. 10,000+"),
  rating: figure(
    z.string().regex(/^[1-5]\.\d$/, 'a rating such as "4.8"'),
    "Overall rating",
    "Out of 5, e.g. 4.8",
  ),
  quoteResponse: figure(text("The time"), "Quote reply within", "e.g. 2 hours"),
  messageResponse: figure(text("The time"), "Message reply within", "e.g. 24 hours"),
  warrantyTerm: figure(text("The term"), "Warranty term", "e.g. Lifetime, or 12-month"),
  repairSuccessRate: figure(
    z.string().regex(/^\d{1,3}%$/, 'a percentage such as "95%"'),
    "Repairs that succeed",
    "e.g. 95%",
  ),
});

export const policySchema = obj({
  privacyContact: text("The contact").field("Who answers privacy questions", "e.g. the owner"),
  email: z.string().email("an email address such as info@yourbusiness.ca").field("Email"),
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
  jobRecordMinimum: text("The period").field("Keep job records at least", "e.g. 6 years"),
  sample,
});

const price = obj({
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
  reviews: z.array(reviewSchema).field("Reviews"),
});

/**
 * Copy may quote a price, a time or a figure as `{{pricing.chipRepair.price.label}}`, so that it
 * changes when the price table does (app/data/tokens.ts reads them; an unknown one fails the
 * build there).
 */
const copy = (label: string) => text(label);

/** Copy that must hold each of `tokens` (`{{price}}`), which the code fills in. */
const needs = (schema: z.ZodString, ...tokens: string[]) =>
  schema.superRefine((value, context) => {
    for (const token of tokens.filter((t) => !value.includes(t)))
      context.addIssue({ code: z.ZodIssueCode.custom, message: `The text needs ${token}` });
  });

const sectionHead = obj({
  eyebrow: z.string().optional().field("Eyebrow", "Short line above the title"),
  title: copy("The title").field("Title"),
  intro: z.string().optional().field("Introduction"),
}).field("Section heading");

const slug = z
  .string()
  .regex(
    /^[a-z0-9]+(-[a-z0-9]+)*$/,
    'lower-case words joined by dashes, e.g. "mississauga-auto-glass"',
  );

const faq = obj({
  question: copy("The question").field("Question"),
  answer: copy("The answer").field("Answer"),
});

/** A heading and a sentence or two: a step of a job, a contact channel, the office hours. */
const titled = (label?: string) => {
  const item = obj({
    title: copy("The title").field("Title"),
    text: copy("The text").field("Text"),
  });
  return label ? item.field(label) : item;
};

/** The steps of how a job is done, `count` of them or at least `min`. */
const steps = (count: { exactly: number } | { min: number }) =>
  "exactly" in count
    ? z.array(titled()).length(count.exactly, `exactly ${count.exactly} steps`).field("Steps")
    : z.array(titled()).min(count.min).field("Steps");

export const serviceIds = [
  "windshield-repair",
  "windshield-replacement",
  "side-window-replacement",
  "rear-window-replacement",
  "auto-glass-replacement",
  "sunroof-glass-replacement",
  "mirror-replacement",
  "windshield-wiper-replacement",
  "adas-calibration",
] as const;

const icon = z.enum(iconNames).field("Icon");

/** A short titled point with an icon: a reason, a value, a problem a driver has. */
const iconPoint = obj({
  icon,
  title: copy("The title").field("Title"),
  text: copy("The text").field("Text"),
});

/** How long a city page's title and description may be, with prices and figures filled in. */
export const cityLengths = {
  title: { max: 45 },
  description: {
    min: 120,
    max: 160,
    message: "120 to 160 characters, the length search results show",
  },
} as const;

export const citySchema = obj({
  city: text("The city").field("City", "The place the page serves, e.g. Mississauga"),
  region: text("The region").field(
    "Region",
    "Menus group cities by it, e.g. Toronto, York Region, Peel Region",
  ),
  order: z
    .number()
    .int()
    .min(0)
    .field("Menu order", "Smaller first; the order in the menus and the footer"),
  menuLabel: text("The menu label").field("Menu label"),
  focus: z
    .enum(["auto-glass", "windshield-replacement", "windshield-repair"])
    .field("What the page is about"),
  centre: latLng
    .optional()
    .field("Map centre", "Where the page's map is centred; empty for the city's postal areas"),
  // Lengths are checked again once prices and figures are filled in (cityLengths below).
  title: z
    .string()
    .trim()
    .min(10, "at least 10 characters")
    .max(60, `at most ${cityLengths.title.max} characters (the business name is added after it)`)
    .field("Page title", `At most ${cityLengths.title.max} characters`),
  description: z
    .string()
    .trim()
    .min(100, cityLengths.description.message)
    .max(200, cityLengths.description.message)
    .field("Search description", cityLengths.description.message),
  keywords: z.array(text("A keyword")).min(3).max(8).field("Search phrases"),
  heading: copy("The heading").field("Heading"),
  lead: copy("The lead").field("Lead", "One or two sentences under the heading"),
  neighbourhoods: z.array(text("A neighbourhood")).min(2).field("Neighbourhoods"),
  highways: z.array(text("A road")).min(1).field("Highways and roads"),
  landmarks: z.array(text("A landmark")).min(1).field("Landmarks"),
  stats: z
    .array(
      obj({
        value: text("The value").field("Value"),
        label: text("The label").field("Label"),
        sample,
      }),
    )
    .max(4, "at most four figures")
    .field(
      "Figures",
      "Up to four, shown under the heading; leave out any you cannot vouch for (none leaves the strip out)",
    ),
  serviceLinks: z.array(z.enum(serviceIds)).min(1).field("Services linked"),
  localArea: obj({
    head: sectionHead,
    paragraphs: z.array(copy("A paragraph")).min(1).max(4).field("Paragraphs"),
  }).field("Around the city"),
  services: obj({
    head: sectionHead,
    cards: z
      .array(
        obj({
          serviceId: z.enum(serviceIds).field("Service"),
          text: copy("The text").field("Text"),
        }),
      )
      .length(3, "exactly three cards")
      .field("Cards"),
  }).field("Popular services"),
  why: obj({
    head: sectionHead,
    items: z.array(iconPoint).length(4, "exactly four reasons").field("Reasons"),
  }).field("Why drivers choose us"),
  process: obj({
    head: sectionHead,
    steps: steps({ exactly: 4 }),
  })
    .optional()
    .field("How the job is done"),
  reviews: z
    .array(reviewSchema)
    .max(6)
    .field("Reviews", "Real reviews from drivers here; none leaves the section out"),
  faqs: z.array(faq).min(2).max(8).field("Questions and answers"),
});

export const citySlug = slug;

export type BusinessContent = z.infer<typeof businessSchema>;
export type FiguresContent = z.infer<typeof figuresSchema>;
export type PolicyContent = z.infer<typeof policySchema>;
export type PricesContent = z.infer<typeof pricesSchema>;
export type ReviewContent = z.infer<typeof reviewSchema>;
export type ReviewsContent = z.infer<typeof reviewsSchema>;
export type CityContent = z.infer<typeof citySchema>;
export type ServiceId = (typeof serviceIds)[number];

const serviceSections = z.discriminatedUnion("kind", [
  obj({
    kind: z.literal("cards"),
    id: slug.field("Anchor", "e.g. benefits"),
    head: sectionHead,
    items: z.array(iconPoint).min(2).field("Cards"),
  }).field("Cards"),
  obj({
    kind: z.literal("checklist"),
    id: slug.field("Anchor"),
    head: sectionHead,
    items: z
      .array(copy("A point"))
      .min(1)
      .field(
        "Points",
        "A point may be a whole list from the rules, e.g. {{repairability.repairable}}",
      ),
    tone: z.enum(["warning", "positive"]).field("Tone"),
  }).field("Checklist"),
  obj({
    kind: z.literal("stats"),
    id: slug.field("Anchor"),
    head: sectionHead,
    items: z
      .array(
        obj({
          value: text("The value").field("Value"),
          label: text("The label").field("Label"),
        }),
      )
      .min(2)
      .field("Figures"),
  }).field("Figures"),
  obj({
    kind: z.literal("text"),
    id: slug.field("Anchor"),
    head: sectionHead,
    paragraphs: z.array(copy("A paragraph")).min(1).field("Paragraphs"),
  }).field("Text"),
]);

/** One block of a policy section's text. */
const policyBlock = z.discriminatedUnion("kind", [
  obj({
    kind: z.literal("paragraph"),
    text: copy("The paragraph").field("Text"),
  }).field("Paragraph"),
  obj({
    kind: z.literal("list"),
    lead: z.string().optional().field("Introduction", "A sentence above the list"),
    items: z.array(copy("A point")).min(1).field("Points"),
  }).field("List"),
  obj({
    kind: z.literal("fields"),
    lead: z.string().optional().field("Introduction", "A sentence above the list"),
    items: z
      .array(
        obj({
          field: z
            .string()
            .regex(/^[a-z][A-Za-z]*$/, "a form field's name, e.g. postalCode")
            .field("Field", "The form field's name, e.g. postalCode"),
          text: copy("What it is and why we ask").field("What it is and why we ask"),
        }),
      )
      .min(1)
      .field("The forms' fields", "Each field of the quote and message forms, once"),
  }).field("The forms' fields"),
  obj({
    kind: z.literal("contact"),
  }).field("Ways to reach us", "The phone, text, email and contact form, from the business facts"),
  obj({
    kind: z.literal("links"),
    items: z
      .array(
        obj({
          label: copy("The link's words").field("Link"),
          href: z.string().url("a full web address").field("Address"),
          text: copy("The sentence").field("What it is"),
        }),
      )
      .min(1)
      .field("Links"),
  }).field("Links elsewhere"),
]);

/**
 * A policy page (content/policies/<address>.json): the privacy policy, the accessibility
 * statement, the warranty terms. Its facts (retention, contact, figures) are tokens.
 */
export const policyPageSchema = obj({
  name: text("The name").field("Name", "In the footer and the breadcrumb"),
  title: text("The title")
    .max(45, "at most 45 characters (the business name follows it)")
    .field("Browser tab title", "At most 45 characters"),
  description: text("The description")
    .min(100, "100 to 160 characters, the length search results show")
    .max(200, "100 to 160 characters, the length search results show")
    .field("Search description", "120 to 160 characters, the length search results show"),
  heading: copy("The heading").field("Heading"),
  lead: copy("The introduction").field("Introduction"),
  highlights: z.array(copy("A point")).length(3, "exactly three").field("Three short points"),
  updated: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, "a date as YYYY-MM-DD")
    .field("Last changed", "YYYY-MM-DD"),
  sections: z
    .array(
      obj({
        id: slug.field("Anchor", "Other pages link to it"),
        title: copy("The title").field("Title"),
        blocks: z.array(policyBlock).min(1).field("Text"),
      }),
    )
    .min(1)
    .field("Sections"),
});

export type PolicyPageContent = z.infer<typeof policyPageSchema>;
export type PolicyBlock = z.infer<typeof policyBlock>;

export const serviceSchema = obj({
  id: z.enum(serviceIds).field("Service"),
  name: text("The name").field("Name", "In menus, cards and the quote form"),
  menu: z.enum(["windshield", "auto-glass"]).nullable().field("Header menu"),
  icon,
  summary: copy("The summary").field("Summary", "One sentence for cards"),
  features: z.array(copy("A feature")).min(3).max(4).field("Card points"),
  page: obj({
    slug: slug.field("Address", "The page lives at /services/<address>"),
    title: z.string().trim().min(10).max(60).field("Page title"),
    description: z.string().trim().min(100).max(200).field("Search description"),
    heading: copy("The heading").field("Heading"),
    lead: copy("The lead").field("Lead"),
    highlights: z
      .array(copy("A highlight"))
      .length(3, "exactly three highlights")
      .field("Highlights"),
    special: obj({
      title: copy("The title").field("Title"),
      text: copy("The text").field("Text"),
    })
      .optional()
      .field("Special offer"),
    prices: z
      .array(
        obj({
          label: text("The label").field("Label"),
          price: z.enum(priceKeys).field("Row of the price table"),
          note: z.string().optional().field("Note"),
        }),
      )
      .field("Price card", "Rows of the price table; none for 'priced in the free quote'"),
    priceNote: z.string().optional().field("Why it is priced in the quote"),
    insuranceBilling: z.boolean().optional().field("Insurers pay for it", "Untick for wipers"),
    warranty: z.boolean().optional().field("The warranty covers it", "Untick for wipers"),
    assurance: z.string().optional().field("Price card's trust line"),
    aftercare: z.boolean().field("Shows the care after a new windshield"),
    sections: z.array(serviceSections).field("Sections"),
    process: obj({
      head: sectionHead,
      steps: steps({ min: 3 }),
    }).field("How it is done"),
    faqs: z.array(faq).min(2).field("Questions and answers"),
    related: z.array(z.enum(serviceIds)).min(1).max(3).field("Related services"),
  })
    .nullable()
    .field("Its page"),
});

export const faqsSchema = obj({
  home: z.array(faq).min(2).field("Home page questions"),
});

/** The head and hero of a page that is not a service, location or policy page. */
const pageCopy = (page: string) =>
  obj({
    title: z
      .string()
      .trim()
      .min(10, "at least 10 characters")
      .max(45, "at most 45 characters (the business name is added after it)")
      .field("Page title", "At most 45 characters; the business name is added after it"),
    description: z
      .string()
      .trim()
      .min(100, "100 to 160 characters, the length search results show")
      .max(200, "100 to 160 characters, the length search results show")
      .field("Search description", "120 to 160 characters, the length search results show"),
    breadcrumb: z
      .string()
      .trim()
      .min(1)
      .optional()
      .field("Name in the breadcrumb trail", "Search results show it; the page title when empty"),
    eyebrow: z.string().trim().min(1).optional().field("Eyebrow", "Short line above the heading"),
    heading: copy("The heading").field("Heading", "The page's one big title"),
    lead: copy("The lead").field("Lead", "One or two sentences under the heading"),
    highlights: z
      .array(copy("A highlight"))
      .length(3, "exactly three highlights")
      .field("Highlights", "Three short points under the lead"),
  }).field(page);

export const aboutSchema = obj({
  story: obj({
    head: sectionHead,
    paragraphs: z.array(copy("A paragraph")).min(1).max(5).field("Paragraphs"),
  }).field("Our story"),
  values: obj({
    head: sectionHead,
    items: z.array(iconPoint).length(4, "exactly four promises").field("Promises"),
  }).field("What we stand for"),
  why: obj({
    head: sectionHead,
    items: z
      .array(iconPoint)
      .min(3)
      .max(6)
      .field("Reasons", "Shown on the about and contact pages"),
  }).field("Why choose us"),
});

export const contactSchema = obj({
  channels: obj({
    head: sectionHead,
    call: titled("Call us"),
    text: titled("Text us"),
    allHours: titled("Mobile service hours"),
  }).field("Ways to reach us"),
  hours: obj({
    title: copy("The title").field("Title"),
    note: copy("The note").field("Note", "Under the office hours"),
  }).field("Office hours"),
  locations: obj({
    head: sectionHead,
    mapTitle: copy("The title").field(
      "Each map's title",
      "Read out by screen readers; {{address}} is the location's",
    ),
    directions: copy("The label").field("Directions button"),
    directionsTo: copy("The words").field(
      "After it",
      "Read out by screen readers; {{address}} is the location's",
    ),
  }).field("Our locations"),
  coverage: obj({ head: sectionHead }).field("Where we serve"),
  fixes: obj({ head: sectionHead }).field("What we fix"),
  why: obj({ head: sectionHead }).field("Why choose us", "Its reasons are the about page's"),
});

export const homeSchema = obj({
  quoteCard: obj({
    title: copy("The title").field("Title"),
    text: copy("The text").field("Text"),
    points: z.array(copy("A point")).length(3, "exactly three points").field("Points"),
  }).field("The quote card"),
  problems: obj({
    head: sectionHead,
    items: z.array(iconPoint).min(3).max(4).field("Problems"),
    solution: obj({
      title: copy("The title").field("Title"),
      text: copy("The text").field("Text"),
      points: z.array(copy("A point")).min(2).max(5).field("Points"),
    }).field("Our answer"),
  }).field("Problems drivers have"),
  insurance: titled("Insurance claims"),
  services: obj({
    head: sectionHead,
    serviceIds: z.array(z.enum(serviceIds)).min(3).max(9).field("Services shown"),
  }).field("Services"),
  process: obj({
    head: sectionHead,
    steps: steps({ exactly: 4 }),
  }).field("How it works"),
  coverage: obj({
    head: sectionHead,
    travelFeeNote: copy("The note").field("Travel fee note", "Under the map"),
    mapTitle: copy("The title").field("Live map's title", "Read out by screen readers"),
    mapCaption: copy("The caption").field("Under the map", "The map data's credit follows it"),
  }).field("Where we work"),
  testimonials: obj({ head: sectionHead }).field("Reviews"),
  faq: obj({ head: sectionHead }).field("Questions", "The questions themselves are in faqs.json"),
});

/** A page a form sent without JavaScript ends on, or the lead service's answer to one. */
const outcomeShape = {
  title: text("The title").field("Page title"),
  eyebrow: copy("The eyebrow").field("Eyebrow"),
  heading: copy("The heading").field("Heading"),
  lead: copy("The lead").field("Lead"),
};
const back = copy("The link").field("Link back to the home page");
const outcomePage = (label: string) =>
  obj({
    ...outcomeShape,
    description: copy("The description").field("Search description"),
    back,
  }).field(label);
const outcomeAnswer = (label: string) => obj(outcomeShape).field(label);

export const leadOutcomeSchema = obj({
  received: outcomePage("Request received"),
  notSent: obj({
    ...outcomePage("Not sent").shape,
    keep: copy("The note").field("How to get back to the form"),
  }).field("Not sent (a copy of the site without the lead service)"),
  retry: obj({
    fields: outcomeAnswer("A field needs a fix"),
    busy: outcomeAnswer("Too many sends a minute"),
    unavailable: outcomeAnswer("The inbox could not take it"),
  }).field("The form given back"),
  problem: obj({
    tooLarge: obj({ ...outcomeShape, back }).field("Too long to send"),
    unknownForm: obj({ ...outcomeShape, back }).field("Not from a form of ours"),
  }).field("Not sent, and not given back"),
});

/** What every city page says around its own copy; `{{city}}` is the page's city. */
export const cityPageSchema = obj({
  eyebrow: copy("The eyebrow").field("Eyebrow", "Above the heading, e.g. {{city}}, Ontario"),
  statsLabel: copy("The label").field("Figures strip's name", "Read out by screen readers"),
  mapTitle: copy("The title").field("Live map's title"),
  gtaMapTitle: copy("The title").field("Drawn map's title", "Read out by screen readers"),
  related: obj({
    head: sectionHead,
    placesTitle: copy("The title").field("Title above the other cities"),
  }).field("Services and other cities"),
  reviews: obj({
    head: sectionHead,
    customersServed: copy("The label").field("Label of the drivers served figure"),
  }).field("Reviews"),
  faq: obj({
    head: sectionHead,
    autoGlassTopic: copy("The topic").field(
      "Topic of a city's questions",
      "{{faqTopic}} in the title: this on a city's auto glass page, the page's menu label on the others",
    ),
  }).field("Questions"),
  callToAction: copy("The title").field("Closing call to action"),
});

/** What every service page says around its own copy; `{{service}}` is the page's service. */
export const servicePageSchema = obj({
  eyebrow: obj({
    windshield: copy("The eyebrow").field("On the windshield services"),
    autoGlass: copy("The eyebrow").field("On the other auto glass services"),
  }).field("Eyebrow above the heading"),
  related: obj({ head: sectionHead }).field("Other services and cities"),
  faq: obj({ head: sectionHead }).field("Questions", "e.g. {{service}}: your questions answered"),
  callToAction: copy("The title").field(
    "Closing call to action",
    "e.g. Book {{service|lower}} today",
  ),
});

/**
 * The repair rules: when a windshield can be repaired and when it needs replacing, with the
 * figures they turn on, which every page and the instant estimate quote as
 * `{{repairRules.crackLength}}`.
 */
export const repairRulesSchema = obj({
  figures: obj({
    chipCoin: copy("The coin").field("The coin a chip is held against", "e.g. a quarter"),
    chipCoinSize: copy("The size").field("The coin's size", "e.g. about 1 inch across"),
    crackGauge: copy("The note").field("What a crack is held against", "e.g. a banknote"),
    crackLength: copy("The length").field("The longest crack a repair holds", "e.g. 6 inches"),
    crackLengthMetric: copy("The length").field("The same length in millimetres"),
    edgeDistance: copy("The distance").field(
      "How near the edge is too near",
      "e.g. about 2 inches",
    ),
    damageAge: copy("The age").field("The oldest damage a repair bonds to", "e.g. 6 months"),
  }).field("The rules' figures", "Every page quotes them as {{repairRules.crackLength}} and so on"),
  head: sectionHead,
  repairable: obj({
    heading: copy("The heading").field("Heading"),
    items: z.array(copy("A rule")).min(1).field("Rules"),
  }).field("Usually repairable"),
  needsReplacement: obj({
    heading: copy("The heading").field("Heading"),
    items: z.array(copy("A rule")).min(1).field("Rules"),
  }).field("Needs a replacement"),
  sizeChecks: obj({
    chip: copy("The caption").field("Under the coin check"),
    crack: copy("The caption").field("Under the banknote check"),
    summary: copy("The caption").field("Under both checks together"),
  }).field("The size checks' captions"),
  chipRepairCaption: copy("The caption").field("Under the chip repair's four pictures"),
  aftercare: obj({
    title: copy("The title").field("Title"),
    wait: copy("The point").field("Before driving"),
    avoid: copy("The point").field("Car washes and highways"),
  }).field("After a new windshield"),
});

/** One answer to one of the estimate's questions. */
const estimateChoice = (name: string) =>
  obj({
    label: copy("The answer").field("Answer"),
    hint: z.string().trim().min(1).optional().field("Hint", "A line under the answer"),
    said: z
      .string()
      .trim()
      .min(1)
      .optional()
      .field(
        "In a sentence",
        "How the answer reads in the request, where the answer alone would not",
      ),
  }).field(name);

/** One of the estimate's questions, its answers by what each means (the code's). */
const estimateQuestion = <K extends string>(name: string, choices: Record<K, string>) =>
  obj({
    title: copy("The question").field("Question"),
    help: z.string().trim().min(1).optional().field("How to tell", "Under the question"),
    choices: obj(
      Object.fromEntries(
        Object.entries<string>(choices).map(([key, label]) => [key, estimateChoice(label)]),
      ) as Record<K, ReturnType<typeof estimateChoice>>,
    ).field("Answers"),
  }).field(name);

/** A repair rule as the estimate says it of the damage: met, or not. */
const estimateRule = (name: string) =>
  obj({
    ok: copy("The sentence").field("When the damage meets it"),
    fails: copy("The sentence").field("When it does not"),
  }).field(name);

/** An answer for glass other than a windshield: the service that fixes it. */
const serviceAnswer = (name: string) =>
  obj({
    title: copy("The title").field("Title"),
    summary: copy("The sentence").field("Why"),
  }).field(name);

/** A group of short texts, each with its label in the editor. */
const wordsOf = <K extends string>(fields: Record<K, Labelled>) =>
  obj(
    Object.fromEntries(
      Object.entries<Labelled>(fields).map(([key, label]) => [
        key,
        copy("The words").field(...labelAndHint(label)),
      ]),
    ) as Record<K, ReturnType<typeof copy>>,
  );

/** The instant estimate page: the tool's questions and answers, and the sections around it. */
export const estimatePageSchema = obj({
  questions: obj({
    glass: estimateQuestion("Which glass", {
      windshield: "Windshield",
      side: "Side window",
      rear: "Rear window",
      sunroof: "Sunroof",
      panoramic: "Panoramic sunroof",
      mirror: "Side mirror",
      wipers: "Wiper blades",
    }),
    damage: estimateQuestion("Chip or crack", { chip: "A chip", crack: "A crack" }),
    crackSize: estimateQuestion("A crack's length", { small: "Short enough", large: "Too long" }),
    chipSize: estimateQuestion("A chip's size", { small: "Small enough", large: "Too large" }),
    where: estimateQuestion("Where on the glass", {
      sight: "In the line of sight",
      edge: "Near the edge",
      elsewhere: "Elsewhere",
    }),
    count: estimateQuestion("How many chips", { one: "One", several: "Several" }),
    age: estimateQuestion("How old", { new: "Recent", old: "Old" }),
  }).field("The questions", "The rules' figures are tokens: {{repairRules.chipCoin}} and so on"),
  rules: obj({
    chipSize: estimateRule("A chip's size"),
    crackSize: estimateRule("A crack's length"),
    sight: estimateRule("The line of sight"),
    edge: estimateRule("The edge"),
    count: estimateRule("How many chips"),
    age: estimateRule("How old"),
  }).field("What decided it", "Each rule as the answer says it"),
  answers: obj({
    repair: obj({
      title: copy("The title").field("Title"),
      chip: copy("The sentence").field("Why, for a chip"),
      crack: copy("The sentence").field("Why, for a crack"),
    }).field("Repair likely"),
    replace: obj({
      title: copy("The title").field("Title"),
      oneRule: copy("The sentence").field("Why, when one rule is not met"),
      manyRules: copy("The sentence")
        .refine((value) => value.includes("{{count}}"), "The sentence needs {{count}}")
        .field("Why, when more are not", "{{count}} is how many"),
    }).field("Replacement needed"),
    side: serviceAnswer("Side window"),
    rear: serviceAnswer("Rear window"),
    sunroof: serviceAnswer("Sunroof"),
    panoramic: serviceAnswer("Panoramic sunroof"),
    mirror: serviceAnswer("Side mirror"),
    wipers: serviceAnswer("Wiper blades"),
  }).field("The answers"),
  details: obj({
    camera: obj({
      yes: estimateChoice("Yes"),
      no: estimateChoice("No"),
      unsure: estimateChoice("Not sure"),
    }).field("A camera behind the mirror"),
    features: obj({
      rain: estimateChoice("Rain sensor"),
      heated: estimateChoice("Heated windshield"),
      hud: estimateChoice("Heads-up display"),
    }).field("The glass's features"),
    featureNote: copy("The note")
      .refine((value) => value.includes("{{features}}"), "The note needs {{features}}")
      .field("A new windshield with features", "{{features}} names the ones ticked"),
  }).field("The car and its glass"),
  sent: obj({
    answers: copy("The sentence")
      .refine((value) => value.includes("{{answers}}"), "The sentence needs {{answers}}")
      .field("The answers, in the request", "{{answers}} lists them"),
    result: copy("The sentence")
      .refine((value) => value.includes("{{result}}"), "The sentence needs {{result}}")
      .field("The answer, in the request", "{{result}} is the answer's title"),
    summary: needs(copy("The sentence"), "{{result}}", "{{price}}").field(
      "The estimate in one line, above the form and in the request",
      "{{result}} is the answer's title, {{price}} its price (and time)",
    ),
    priceAndTime: needs(copy("The words"), "{{price}}", "{{duration}}").field(
      "A price with its time on site",
      "{{price}} and {{duration}}",
    ),
    priceInQuote: copy("The words").field("In place of a price the estimate cannot give"),
    calibrationNeeded: needs(copy("The sentence"), "{{price}}").field(
      "Calibration, with a camera",
      "{{price}} is its price (and time)",
    ),
    calibrationPossible: needs(copy("The sentence"), "{{price}}").field(
      "Calibration, when not sure of a camera",
      "{{price}} is its price (and time)",
    ),
    calibrationPriceAndTime: needs(copy("The words"), "{{price}}", "{{duration}}").field(
      "Calibration's price with its time",
      "{{price}} and {{duration}}",
    ),
    noCamera: copy("The sentence").field("No camera behind the mirror"),
    glass: needs(copy("The sentence"), "{{features}}").field(
      "The glass's features",
      "{{features}} names the ones ticked",
    ),
  }).field("What goes in the quote form"),
  tool: wordsOf({
    noScriptTitle: "Without JavaScript: title",
    noScript: "Without JavaScript: text",
    noScriptRules: "Without JavaScript: link to the rules",
    noScriptPrices: "Without JavaScript: link to the prices",
    noScriptCities: "Without JavaScript: link to the cities",
    questionNumber: ["Which question", "{{n}} is its number"],
    yourAnswers: "Above the answer: your answers",
    startOver: "Start over",
    previous: "Previous question",
    yourEstimate: "Above the answer",
    decided: "Above the rules",
    meets: ["A rule met", "Read out by screen readers"],
    fails: ["A rule not met", "Read out by screen readers"],
    price: "Price",
    time: "Time on site",
    wholeVisit: ["Whole visit", "Read out by screen readers"],
    visit: ["The whole visit", "{{visit}} is how long it takes"],
    calibration: "Calibration with a camera",
    calibrationIfCamera: "Calibration when not sure",
    more: ["Link to the service", "{{service}} is its name"],
    insurance: "Insurance note",
    adas: "Calibration note",
    closer: "Above the car",
    cameraQuestion: "The camera question",
    cameraPicture: ["The camera's picture", "Read out by screen readers"],
    cameraHelp: "How to tell",
    cameraLink: "Link to calibration",
    featuresQuestion: "The features question",
    featuresHelp: "Under it",
    send: "Send button",
    text: "Text button",
    changeLast: "Back a step",
    sendTitle: ["Above the form", "{{result}} is the answer"],
    sendNote: "Under it",
    backToEstimate: "Back to the answer",
    postalArea: ["In the request", "{{code}} is the postal area"],
  }).field("The tool's words"),
  car: wordsOf({
    ask: "Which car",
    yours: ["The car chosen", "{{car}} is its name"],
    help: ["How to choose", "{{unknown}} is the first choice"],
    unknown: "The first choice",
    failed: "When the list did not load",
    loading: "While it loads",
    year: "Year",
    make: "Make",
    model: "Model",
  }).field("The car"),
  prices: obj({
    head: sectionHead,
    columns: obj({
      service: copy("The heading").field("Service column"),
      price: copy("The heading").field("Price column"),
      andTime: copy("The words").field(
        "After the price column's heading on phones",
        "Where the time goes under the price",
      ),
      time: copy("The heading").field("Time column"),
    }).field("The table's column headings"),
    noPrice: copy("The words").field("In place of a price", "A service priced in the free quote"),
    noTime: copy("The words").field("In place of a time", "A service priced in the free quote"),
    timeToConfirm: copy("The words").field(
      "In place of a time",
      "A priced job whose time the quote confirms",
    ),
  }).field("Prices"),
  coverage: obj({
    head: sectionHead,
    checkTitle: copy("The title").field("Postal code check's title"),
    mapCaption: copy("The caption").field("Under the map", "The map data's credit follows it"),
  }).field("Where we work"),
});

const label = (name: string) => copy("The label").field(name);

/** The quote request form's words; it quotes only the figures and the photo count as tokens. */
export const quoteFormSchema = obj({
  title: copy("The title").field("Title"),
  intro: copy("The text").field("Introduction"),
  submit: label("Send button"),
  sending: label("Send button while sending"),
  toastTitle: copy("The title").field("Thank-you title", "Shown once the request is sent"),
  toastText: copy("The text").field("Thank-you text"),
  servicePlaceholder: label("Service list before a choice"),
  labels: obj({
    name: label("Name"),
    phone: label("Phone"),
    email: label("Email"),
    vehicle: label("Vehicle"),
    service: label("Service"),
    postalCode: label("Postal code"),
    damage: label("The damage"),
    payer: label("Who pays"),
    insurer: label("Insurance company"),
    deductible: label("Deductible"),
    preferredDay: label("Preferred day"),
    arrivalWindow: label("Arrival window"),
    visitPlace: label("Where the car is"),
  }).field("Field labels"),
  notSure: label("Not sure (a choice)"),
  anyTime: label("Any time (a choice)"),
  when: obj({
    legend: copy("The title").field("Title"),
    note: copy("The note").field("Note", "Says a request is not a booking"),
  }).field("When and where"),
  photos: obj({
    label: label("Label"),
    hint: copy("The hint").field("Hint", "{{photoRules.count}} is how many a request takes"),
    remove: copy("The label")
      .refine((value) => value.includes("{{n}}"), "The label needs {{n}}, the photo's number")
      .field("Remove button", "Read out by screen readers; {{n}} is the photo's number"),
    preparing: label("While the photos are shrunk"),
  }).field("Photos"),
  placeholders: obj({
    deductible: label("Deductible example"),
    vehicle: label("Vehicle example"),
    postalCode: label("Postal code example"),
    damage: label("Damage example"),
  }).field("Examples in empty fields"),
});

/** The contact page's message form's words; it quotes only the figures as tokens. */
export const contactFormSchema = obj({
  eyebrow: copy("The eyebrow").field("Eyebrow"),
  title: copy("The title").field("Title"),
  intro: copy("The text").field("Introduction"),
  name: copy("The name").field("Form's name", "Read out by screen readers"),
  submit: label("Send button"),
  sending: label("Send button while sending"),
  toastTitle: copy("The title").field("Thank-you title", "Shown once the message is sent"),
  toastText: copy("The text").field("Thank-you text"),
  labels: obj({
    name: label("Name"),
    phone: label("Phone"),
    email: label("Email"),
    message: label("Message"),
  }).field("Field labels"),
  messageHint: copy("The hint").field("Message hint"),
});

/**
 * A message whose tokens are the values the code fills in when it shows it (`{{limit}}`): it may
 * use those named, must use those required, and no other.
 */
const message = (
  name: Labelled,
  tokens: Readonly<Record<string, string>> = {},
  required: readonly string[] = [],
) =>
  copy("The message")
    .superRefine((value, context) => {
      for (const [, token] of value.matchAll(/\{\{\s*([\w.]+)\s*\}\}/g)) {
        if (!Object.hasOwn(tokens, token!)) {
          const known = Object.keys(tokens).map((t) => `{{${t}}}`);
          context.addIssue({
            code: "custom",
            message: `{{${token}}} is not a value this message can show${known.length ? ` (it can show ${known.join(", ")})` : ""}`,
          });
        }
      }
      for (const token of required) {
        if (!value.includes(`{{${token}}}`))
          context.addIssue({ code: "custom", message: `The message needs {{${token}}}` });
      }
    })
    .field(
      labelAndHint(name)[0],
      [
        labelAndHint(name)[1],
        ...Object.entries(tokens).map(([token, what]) => `{{${token}}} is ${what}`),
      ]
        .filter(Boolean)
        .join("; ") || undefined,
    );

/** One answer of the coverage check: its headline, and the distance with what it means. */
const coverageAnswer = (name: string) =>
  obj({
    headline: message("Headline"),
    detail: message(
      "Detail",
      {
        distance: "how far the place is",
        free: "the free radius",
        extended: "the furthest we go",
      },
      ["distance"],
    ),
  }).field(name);

/** What the forms say next to a field whose value they cannot take, in the browser and after a send. */
export const fieldMessagesSchema = obj({
  optional: message("After an optional field's label"),
  phone: message("A phone number we cannot call"),
  postalCode: message("A postal code we cannot read"),
  blank: message("A required field of spaces alone"),
  choice: message("A list with nothing chosen"),
  deductible: message("A deductible that is not an amount"),
  preferredDay: message("A preferred day in the past or too far ahead", {
    months: "how many months ahead a day may be",
  }),
  tooLong: message(
    "Too long",
    { limit: "the most characters the field takes", length: "how many it has" },
    ["limit"],
  ),
  photos: obj({
    tooMany: message("One photo too many", { count: "how many a request takes" }),
    tooLarge: message(
      "A picture too large",
      { name: "the file's name", size: "the largest a visitor may choose" },
      ["name"],
    ),
    notAPhoto: message("A file that is not a photo", { name: "the file's name" }, ["name"]),
    refused: message("Photos the lead service refuses", {
      size: "the largest photo it stores",
      count: "how many a request takes",
    }),
  }).field("Photos"),
});

/** "Do you come to me?": the postal code check's words; the distances are filled in as it answers. */
export const coverageCheckSchema = obj({
  title: message("Title"),
  intro: message("Introduction"),
  label: message("Postal code label"),
  placeholder: message("Example in the empty field"),
  check: message("Check button"),
  or: message("Between the form and the location button"),
  useLocation: message("Location button"),
  locating: message("While finding the location"),
  denied: message("When the browser does not share it"),
  unavailable: message("When it cannot be found"),
  empty: message("When nothing was entered"),
  invalid: message("When it is not a postal code"),
  unknown: message("An area we do not know", { fsa: "its first three characters" }),
  you: message(["Where the visitor is", "Starts the distance from the visitor's location"]),
  area: message(["Where an area is", "Starts the distance from a postal code"], {
    fsa: "its first three characters",
    place: "its name",
  }),
  distance: message("The distance", { where: "the sentence before", km: "how far" }, ["km"]),
  answers: obj({
    free: coverageAnswer("Inside the free area"),
    near: coverageAnswer("Near its edge"),
    extended: coverageAnswer("With a travel fee"),
    outside: coverageAnswer("Outside our usual area"),
  }).field("The answers"),
  call: message(["Call button", "The number follows"]),
  noScript: message(
    "Without JavaScript",
    { free: "the free radius", cities: "the link to the cities", phone: "the number, a link" },
    ["cities", "phone"],
  ),
  citiesLink: message("Without JavaScript: the link to the cities"),
});

/** Copy shown exactly as written: a price, a time or a figure cannot be a token here. */
const asWritten = (label: string) =>
  copy(label).refine(
    (value) => !value.includes("{{"),
    `${label} is shown as written: no {{tokens}}`,
  );

/** What every page says around its own copy: the header, the menus, the call bar and the footer. */
export const everyPageSchema = obj({
  header: obj({
    skipLink: copy("The link").field("Skip link", "The first thing a keyboard reaches"),
    homeLink: copy("The name").field("Logo link's name", "Read out by screen readers"),
    contact: copy("The label").field("Contact button on phones"),
    call: copy("The label").field("Call button on phones and tablets"),
    callLabel: copy("The name").field("Call button's name", "Read out by screen readers"),
    mainNav: copy("The name").field("Main menu's name", "Read out by screen readers"),
    menu: copy("The label").field("Menu button"),
    closeMenu: copy("The name").field("Menu's close button", "Read out by screen readers"),
  }).field("Header"),
  menus: obj({
    windshield: copy("The name").field("Windshield menu"),
    autoGlass: copy("The name").field("Auto glass menu"),
    locations: copy("The name").field("Locations menu"),
    estimate: obj({
      label: copy("The label").field("Label"),
      description: copy("The description").field("Description"),
    }).field("The instant estimate in the windshield menu"),
  }).field("Menus"),
  links: obj({
    about: copy("The label").field("About us"),
    contact: copy("The label").field("Contact us"),
    estimate: copy("The label").field("Instant estimate", "Under a page's heading"),
    insurance: copy("The label").field("Insurance claims"),
  }).field("Links to the pages"),
  // Read as written by the buttons' own JavaScript (app/data/action-labels.ts): no tokens.
  actions: obj({
    call: asWritten("The label").field("Call"),
    text: asWritten("The label").field("Text"),
    quote: asWritten("The label").field("Get a quote"),
    opening: asWritten("The label").field("Quote button after a tap", "For two seconds"),
    newTab: asWritten("The note").field("Opens in a new tab", "Read out by screen readers"),
  }).field("Call, text and quote buttons"),
  callActions: obj({
    call: copy("The label").field("Call button", "Before the phone number"),
    textPrompt: copy("The text").field("Before the text link"),
    text: copy("The label").field("Text link", "Before the phone number"),
  }).field("Call and text under a page's heading"),
  footer: obj({
    about: copy("The text").field("Under the logo"),
    coverage: copy("The text").field("Where we come"),
    services: copy("The title").field("Services title"),
    locations: copy("The title").field("Locations title"),
    contact: copy("The title").field("Contact title"),
    call: copy("The link").field("Call link"),
    text: copy("The link").field("Text link"),
    serviceHours: copy("The label").field("Mobile service hours label"),
    officeHours: copy("The label").field("Office hours label"),
    payment: copy("The label").field("Payment label"),
    rights: copy("The text").field("After the copyright"),
    policies: copy("The name").field("Policy links' name", "Read out by screen readers"),
    insurance: copy("The text").field("Insurance note"),
  }).field("Footer"),
  reviews: obj({
    readAll: copy("The link").field("Link to all the reviews"),
    examples: copy("The words").field("Above the reviews, with no link to them"),
  }).field("Reviews, on the home and city pages"),
  policyPages: obj({
    eyebrow: copy("The eyebrow").field("Eyebrow", "Above each policy's heading"),
  }).field("Policy pages"),
  notFound: obj({
    title: copy("The title").field("Page title"),
    description: copy("The description").field("Search description"),
    heading: copy("The heading").field("Heading"),
    text: copy("The text")
      .refine(
        (value) => value.includes("{{phone.display}}"),
        "The text needs {{phone.display}}, the number a lost visitor can call",
      )
      .field("Text", "{{phone.display}} becomes a link that calls"),
    home: copy("The label").field("Button to the home page"),
  }).field("Page not found"),
});

export const pagesSchema = obj({
  home: pageCopy("Home page"),
  about: pageCopy("About us"),
  contact: pageCopy("Contact us"),
  estimate: pageCopy("Instant estimate"),
  insurance: pageCopy("Insurance claims"),
});

export type ServiceContent = z.infer<typeof serviceSchema>;
export type FaqsContent = z.infer<typeof faqsSchema>;
export type PagesContent = z.infer<typeof pagesSchema>;
export type AboutContent = z.infer<typeof aboutSchema>;
export type HomeContent = z.infer<typeof homeSchema>;
export type CityPageContent = z.infer<typeof cityPageSchema>;
export type ServicePageContent = z.infer<typeof servicePageSchema>;
export type EstimatePageContent = z.infer<typeof estimatePageSchema>;
export type RepairRulesContent = z.infer<typeof repairRulesSchema>;
export type LeadOutcomeContent = z.infer<typeof leadOutcomeSchema>;
export type ContactContent = z.infer<typeof contactSchema>;
export type EveryPageContent = z.infer<typeof everyPageSchema>;
export type QuoteFormContent = z.infer<typeof quoteFormSchema>;
export type ContactFormContent = z.infer<typeof contactFormSchema>;
export type FieldMessagesContent = z.infer<typeof fieldMessagesSchema>;
export type CoverageCheckContent = z.infer<typeof coverageCheckSchema>;

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
  "policies/privacy-policy.json": policyPageSchema,
  "policies/accessibility.json": policyPageSchema,
  "policies/warranty.json": policyPageSchema,
} as const;

/**
 * Where a content file's value is, in words an owner reads as the editor shows it:
 * "hours.shop › entry 2 › opens", each entry of a list counted from 1.
 */
export function fieldPath(path: readonly (string | number)[]): string {
  let out = "";
  path.forEach((key, i) => {
    if (typeof key === "number") out += `${out ? " › " : ""}entry ${key + 1}`;
    else out += !out ? key : typeof path[i - 1] === "number" ? ` › ${key}` : `.${key}`;
  });
  return out;
}

/** A content file's mistakes, one line each: the file, the field and what was expected. */
export function contentErrors(file: string, schema: z.ZodTypeAny, data: unknown): string[] {
  const result = schema.safeParse(data);
  if (result.success) return [];
  return result.error.issues.map((issue) => {
    const field = fieldPath(issue.path) || "(the whole file)";
    return `${file}: ${field}: ${expected(issue)}`;
  });
}

function expected(issue: z.ZodIssue): string {
  switch (issue.code) {
    case "invalid_type":
      return issue.received === "undefined"
        ? `missing; expected ${article(issue.expected)}`
        : `expected ${article(issue.expected)}, found ${article(issue.received)}`;
    case "invalid_enum_value":
      return `expected one of ${issue.options.map((o) => JSON.stringify(o)).join(", ")}, found ${JSON.stringify(issue.received)}`;
    case "invalid_literal":
      return `expected ${JSON.stringify(issue.expected)}`;
    case "unrecognized_keys":
      return `unknown field(s) ${issue.keys.map((k) => JSON.stringify(k)).join(", ")}`;
    case "too_small":
      if (issue.type === "array")
        return issue.exact
          ? issue.message
          : `expected at least ${issue.minimum} item(s)${issue.message.startsWith("Array") ? "" : ` (${issue.message})`}`;
      if (issue.type === "string")
        return issue.message.startsWith("String")
          ? `expected at least ${issue.minimum} characters`
          : issue.message;
      return `expected ${issue.inclusive ? "at least" : "more than"} ${issue.minimum}`;
    case "too_big":
      if (issue.type === "array")
        return issue.exact || !issue.message.startsWith("Array")
          ? issue.message
          : `expected at most ${issue.maximum} item(s)`;
      if (issue.type === "string")
        return issue.message.startsWith("String")
          ? `expected at most ${issue.maximum} characters`
          : issue.message;
      return `expected ${issue.inclusive ? "at most" : "less than"} ${issue.maximum}`;
    case "invalid_string":
      return `expected ${issue.message}`;
    default:
      return issue.message;
  }
}

const article = (type: string) => (/^[aeiou]/.test(type) ? `an ${type}` : `a ${type}`);

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
