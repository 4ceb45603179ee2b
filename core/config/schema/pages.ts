import { z } from "../editor-labels";
import {
  asWritten,
  copy,
  iconPoint,
  message,
  needs,
  obj,
  sectionHead,
  steps,
  text,
  titled,
} from "./fields";
import { cardsSection, checklistSection, serviceIds, textSection } from "./places";

/**
 * The words of the pages around their own copy: home, about, contact, the form outcome pages,
 * what every city and service page says, and what every page says (header, footer).
 */

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
    none: copy("The text").field(
      "With no office hours",
      "Shown instead when no day has office hours (Business, Hours)",
    ),
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
    answer: needs(copy("The sentence"), "{{figures.quoteResponse}}").field(
      "Under the button",
      "{{figures.quoteResponse}} is how soon we answer",
    ),
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
    timeline: copy("The title").field("Title of how long each stage takes", "Under the steps"),
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
    full: outcomeAnswer("The window chosen was just taken or is not open"),
  }).field("The form given back"),
  problem: obj({
    tooLarge: obj({ ...outcomeShape, back }).field("Too long to send"),
    unknownForm: obj({ ...outcomeShape, back }).field("Not from a form of ours"),
  }).field("Not sent, and not given back"),
});

/** A city's place in the service area, said under its map. */
const captionTokens = {
  city: "the page's city",
  km: "how far its centre is from Toronto centre",
  serviceRadiusKm: "the free area's radius",
};

/** What every city page says around its own copy; `{{city}}` is the page's city. */
export const cityPageSchema = obj({
  eyebrow: copy("The eyebrow").field("Eyebrow", "Above the heading, e.g. {{city}}, Ontario"),
  highlights: z
    .array(copy("A highlight"))
    .length(3, "exactly three highlights")
    .field("Highlights", "Three short points under the lead, e.g. Serving all of {{city}}"),
  statsLabel: copy("The label").field("Figures strip's name", "Read out by screen readers"),
  mapTitle: copy("The title").field("Live map's title"),
  gtaMapTitle: copy("The title").field("Drawn map's title", "Read out by screen readers"),
  localArea: obj({
    neighbourhoods: copy("The title").field("Above the neighbourhoods"),
    highways: copy("The title").field("Above the roads"),
    landmarks: copy("The title").field("Above the landmarks"),
  }).field("Beside the map", "The city's own neighbourhoods, roads and landmarks follow each"),
  mapCaption: obj({
    centre: message(["A city at the centre", "Within 2 km of Toronto centre"], captionTokens, [
      "city",
    ]),
    free: message("A city well inside the free area", captionTokens, ["city", "km"]),
    near: message(
      ["A city near the free area's edge", "The coverage check's answer near the edge"],
      captionTokens,
      ["city", "km"],
    ),
    beyond: message(
      ["A city beyond the free area", "Where a travel fee applies, or further"],
      captionTokens,
      ["city", "km"],
    ),
  }).field(
    "Under the map",
    "Where the city is in the free mobile service area; the map data's credit follows it",
  ),
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
  priceCard: obj({
    title: copy("The title").field("Title"),
    inQuote: copy("The words").field(
      "In place of the prices",
      "On a page whose service is priced in the free quote",
    ),
    assurance: copy("The words").field(
      "Under the prices",
      "Unless the page gives its own trust line",
    ),
    promise: needs(copy("The sentence"), "{{figures.quoteResponse}}").field(
      "Under the button",
      "{{figures.quoteResponse}} is how soon we answer",
    ),
  }).field("The price card", "Beside the heading"),
  related: obj({
    head: sectionHead,
    placesTitle: copy("The title").field("Title above the cities"),
  }).field("Other services and cities"),
  faq: obj({ head: sectionHead }).field("Questions", "e.g. {{service}}: your questions answered"),
  callToAction: copy("The title").field(
    "Closing call to action",
    "e.g. Book {{service|lower}} today",
  ),
});

/** Where a live map's words say which map it is, on a page with several. */
const mapPlace = { place: "which map it is, on a page with several" };

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
    rated: needs(copy("The words"), "{{rating}}").field(
      "A review's stars",
      "Read out by screen readers; {{rating}} is how many",
    ),
  }).field("Reviews, on the home and city pages"),
  hero: obj({
    estimatePrompt: copy("The words").field(
      "Before the link to the instant estimate",
      "Under the heading of the home and city pages",
    ),
    highlights: copy("The name").field("The highlights' name", "Read out by screen readers"),
  }).field("Under a page's heading"),
  steps: obj({
    number: needs(copy("The words"), "{{n}}").field(
      "Before each step's title",
      "Read out by screen readers; {{n}} is the step's number",
    ),
  }).field("Numbered steps"),
  trustBar: obj({
    label: copy("The name").field("The strip's name", "Read out by screen readers"),
    customersServed: copy("The label").field("Under the drivers served"),
    warranty: copy("The label").field("Under the warranty"),
    radius: copy("The label").field("Under the free radius"),
  }).field("The trust figures", "Under the heading of the about, contact and service pages"),
  serviceCards: obj({
    more: copy("The words").field("At the foot of each card"),
  }).field("Service cards", "On the home and city pages"),
  coverageMap: obj({
    radius: copy("The words").field("After the free radius", "e.g. 40 km, then these words"),
    cities: copy("The title").field("Title above the cities"),
  }).field("Where we work", "Beside the map, on the home page and the instant estimate"),
  // The drawn map is made on the server: its words may quote the radius.
  gtaMap: obj({
    title: copy("The name").field("Its name", "Read out by screen readers where a page gives none"),
    titleHighlighting: needs(copy("The name"), "{{city}}").field(
      "Its name, with a city highlighted",
      "{{city}} is the city",
    ),
    lake: copy("The name").field("The lake's name on the map"),
  }).field("The drawn map of the GTA"),
  // Read as written by the map's own JavaScript (app/data/action-labels.ts): no prices or figures.
  map: obj({
    show: message(["Show map button", "{{place}} is where the words below go"], mapPlace),
    open: message(
      ["Link that opens the map elsewhere", "{{place}} is where the words below go"],
      mapPlace,
    ),
    of: message(
      ["Which map", "Read out by screen readers on a page with several maps"],
      { place: "the map's place" },
      ["place"],
    ),
  }).field("A live map, before it is shown"),
  askUs: obj({
    title: copy("The title").field("Title"),
    text: copy("The text").field("Text", "Above the call and text links"),
  }).field("Beside the questions: a question of your own"),
  callToAction: obj({
    title: copy("The title").field("Title", "Unless the page gives its own"),
    intro: copy("The text").field("Text"),
    introWithoutInsurance: copy("The text").field(
      "Text on a page with no insurance billing",
      "The wiper blades' page",
    ),
  }).field("The call to action at the end of a page"),
  policyPages: obj({
    eyebrow: copy("The eyebrow").field("Eyebrow", "Above each policy's heading"),
    updated: copy("The words").field("Before the day it last changed"),
    contents: copy("The title").field("Title of the contents"),
    contact: obj({
      call: copy("The label").field("Call link", "Before the phone number"),
      text: copy("The label").field("Text link", "Before the phone number"),
      email: copy("The label").field("Email link", "Before the address"),
      message: copy("The link").field("Link to the contact page"),
    }).field("Ways to reach us", "Where a policy lists them"),
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

/**
 * How insurance claims work: the page's sections after its hero (its head is pages.json's), and
 * the words the quote form and the instant estimate say of insurance, which their islands read
 * as written.
 */
export const insuranceSchema = obj({
  summary: asWritten("The summary")
    .refine(
      (value) => value.split(/\s+/).filter(Boolean).length <= 60,
      "at most 60 words: the quote form and the instant estimate show it beside their fields",
    )
    .field(
      "Summary",
      "Two or three sentences, at most 60 words, where the quote form and the instant estimate mention insurance; shown as written",
    ),
  link: asWritten("The link").field("Link to this page", "Under a question about insurance"),
  insurers: z
    .array(asWritten("A name"))
    .min(1)
    .field(
      "Insurers",
      "Offered as the quote form's insurance company is typed; a name not listed can still be typed",
    ),
  coverage: cardsSection.field("Which part of a policy pays for glass"),
  deductible: textSection.field("The deductible"),
  steps: obj({
    head: sectionHead,
    steps: steps({ min: 3 }),
  }).field("How a claim goes with us"),
  ready: checklistSection.field("What to have ready"),
});

/**
 * What each of the business's photos shows, read aloud in its place (app/data/photos.ts has the
 * slots and their widths): a slot's label and hint in the editor say where it is and what to take.
 */
export const photosSchema = obj({
  "about-team": obj({
    alt: copy("The description").field(
      "What it shows",
      "Read aloud in the photo's place: describe the photo you put in the slot",
    ),
  }).field(
    "about-team.jpg: About us, beside our story",
    "A technician at work on a car at a customer's home or workplace, landscape (4:3 or 3:2).",
  ),
});

export const pagesSchema = obj({
  home: pageCopy("Home page"),
  about: pageCopy("About us"),
  contact: pageCopy("Contact us"),
  estimate: pageCopy("Instant estimate"),
  insurance: pageCopy("Insurance claims"),
});
export type PagesContent = z.infer<typeof pagesSchema>;
export type AboutContent = z.infer<typeof aboutSchema>;
export type HomeContent = z.infer<typeof homeSchema>;
export type CityPageContent = z.infer<typeof cityPageSchema>;
export type ServicePageContent = z.infer<typeof servicePageSchema>;
export type LeadOutcomeContent = z.infer<typeof leadOutcomeSchema>;
export type ContactContent = z.infer<typeof contactSchema>;
export type EveryPageContent = z.infer<typeof everyPageSchema>;
export type InsuranceContent = z.infer<typeof insuranceSchema>;
export type PhotosContent = z.infer<typeof photosSchema>;
