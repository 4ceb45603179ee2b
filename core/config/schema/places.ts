import { z } from "../editor-labels";
import {
  copy,
  faq,
  icon,
  iconPoint,
  latLng,
  obj,
  sample,
  sectionHead,
  slug,
  steps,
  text,
} from "./fields";
import { priceKeys, reviewSchema } from "./business";

/**
 * The places the site has a page for: each city (content/cities/), each service
 * (content/services/), each policy page (content/policies/), and the FAQs.
 */

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
export type CityContent = z.infer<typeof citySchema>;
export type ServiceId = (typeof serviceIds)[number];

/**
 * The kinds of section a page of its own copy is made of (a service page's, the insurance page's):
 * cards, a checklist, figures, prose.
 */
export const cardsSection = obj({
  kind: z.literal("cards"),
  id: slug.field("Anchor", "e.g. benefits"),
  head: sectionHead,
  items: z.array(iconPoint).min(2).field("Cards"),
}).field("Cards");
export const checklistSection = obj({
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
}).field("Checklist");
const statsSection = obj({
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
}).field("Figures");
export const textSection = obj({
  kind: z.literal("text"),
  id: slug.field("Anchor"),
  head: sectionHead,
  paragraphs: z.array(copy("A paragraph")).min(1).field("Paragraphs"),
}).field("Text");

const serviceSections = z.discriminatedUnion("kind", [
  cardsSection,
  checklistSection,
  statsSection,
  textSection,
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

export type ServiceContent = z.infer<typeof serviceSchema>;
export type FaqsContent = z.infer<typeof faqsSchema>;
