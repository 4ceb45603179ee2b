import type { z } from "../editor-labels";
import { asWritten, copy, label, message, obj } from "./fields";

/**
 * The forms' words: the quote request, the contact form, the messages next to a field, and the
 * coverage check's answers.
 */

/**
 * What a form says in its place once it has sent (app/components/forms/SentNotice.tsx): the same
 * fields for both forms, each said of what it sends.
 */
const sentWords = (what: "request" | "message") => ({
  toastTitle: copy("The title").field(
    "Thank-you title",
    `Shown in place of the form once the ${what} is sent`,
  ),
  toastText: copy("The text").field("Thank-you text", "What happens next"),
  repeatText: copy("The text").field(
    "Sent again",
    "Shown under the thank-you when a send the visitor was unsure of is sent again",
  ),
  sendAnother: label("Button that brings the form back, empty"),
  what: copy("The words").field(
    "What it sends",
    `Said in the messages when a send fails: "Sorry, your ${what === "request" ? "quote request" : "message"} didn't go through."`,
  ),
});

/** The quote request form's words; it quotes only the figures and the photo count as tokens. */
export const quoteFormSchema = obj({
  title: copy("The title").field("Title"),
  intro: copy("The text").field("Introduction"),
  submit: label("Send button"),
  sending: label("Send button while sending"),
  ...sentWords("request"),
  statusLink: label("Link to the request's own page, once it is sent"),
  servicePlaceholder: label("Service list before a choice"),
  labels: obj({
    name: label("Name"),
    phone: label("Phone"),
    email: label("Email"),
    vehicle: label("Vehicle"),
    vin: label("VIN (the estimate's too)"),
    service: label("Service"),
    postalCode: label("Postal code"),
    damage: label("The damage"),
    payer: label("Who pays"),
    insurer: label("Insurance company"),
    deductible: label("Deductible"),
    preferredDay: label("Preferred day"),
    arrivalWindow: label("Arrival window"),
    visitPlace: label("Where the car is"),
  }).field(
    "Field labels",
    "Your inbox, its alerts, the download and the calendar name these fields the same way",
  ),
  hints: obj({
    vin: copy("The hint").field("VIN", "Where to find it, under the field (the estimate's too)"),
  }).field("Hints under a field"),
  vinMessages: obj({
    format: message("What a VIN is, shown when the browser checks it without JavaScript"),
    length: message("A VIN of the wrong length", { length: "how many characters it has" }),
    letters: message("A VIN with I, O or Q"),
    characters: message("A VIN with a character that is not a letter or a number"),
    checkDigit: message("A VIN whose check digit does not match"),
  }).field("VIN messages", "What the VIN field says when it cannot be right (the estimate's too)"),
  notSure: label("Not sure (a choice)"),
  anyTime: label("Any time (a choice)"),
  // Read as written by the quote form, the lead service and the inbox (core/data/quote-choices.ts).
  choices: obj({
    payer: obj({
      self: asWritten("The label").field("Paying themselves"),
      insurance: asWritten("The label").field("Their insurance"),
    }).field("Who pays"),
    visitPlace: obj({
      home: asWritten("The label").field("At home"),
      work: asWritten("The label").field("At work"),
      other: asWritten("The label").field("Somewhere else"),
    }).field("Where the car is"),
  }).field(
    "The choices",
    "The inbox shows the same words; the arrival windows' names are Booking's (what a visitor reads of a window)",
  ),
  when: obj({
    legend: copy("The title").field("Title"),
    note: copy("The note").field("Note", "Says how long a chosen window is held"),
    dayClosed: message("A day with no open window, picked on the phone's calendar", {
      day: "the day, as the list names it",
    }),
  }).field("When and where"),
  details: obj({
    summary: label("The line that opens them"),
    hint: copy("The hint").field("Hint", "Beside the line: what the details are"),
  }).field(
    "Add details",
    "The optional fields (email, car, photos, who pays, place), folded under one line",
  ),
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
  ...sentWords("message"),
  labels: obj({
    name: label("Name"),
    phone: label("Phone"),
    email: label("Email"),
    message: label("Message"),
  }).field(
    "Field labels",
    "Your inbox, its alerts, the download and the calendar name these fields the same way",
  ),
  messageHint: copy("The hint").field("Message hint"),
});

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

/**
 * What the forms say next to a field whose value they cannot take, in the browser and after a send,
 * and when a send fails.
 */
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
  textPhoto: obj({
    label: label("Link"),
    instead: label("Link beside the photo field, where photos can be picked too"),
    message: copy("The text").field(
      "The message it writes",
      "The visitor's postal code follows it, when the visitor gave one",
    ),
  }).field("Text us a photo", "A link that opens the phone's messages with a message written"),
  sendFailure: obj({
    notSent: message("Not sent", { what: 'what was being sent: "quote request" or "message"' }, [
      "what",
    ]),
    unsure: message(
      ["Not known to have arrived", "When the lead service gave no answer in time"],
      { what: 'what was being sent: "quote request" or "message"' },
      ["what"],
    ),
    mayHaveArrived: message(["Then, not known to have arrived", "Before the line below"]),
    kept: message("Then: the form keeps what was typed"),
    reachUs: message(
      ["Ways to reach us now", "{{call}} and {{text}} become the two links below"],
      { call: "the call link", text: "the text link" },
      ["call", "text"],
    ),
    call: message("The call link", { phone: "the business's number" }, ["phone"]),
    text: message("The text link", { phone: "the business's number" }, ["phone"]),
  }).field("A send that failed", "Shown above the send button; nothing typed is lost"),
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
export type QuoteFormContent = z.infer<typeof quoteFormSchema>;
export type ContactFormContent = z.infer<typeof contactFormSchema>;
export type FieldMessagesContent = z.infer<typeof fieldMessagesSchema>;
export type CoverageCheckContent = z.infer<typeof coverageCheckSchema>;
