// The two lead forms as a visitor finds them (by role and accessible name), with what a visitor
// types in, for every test that fills one in: described once here, from the forms' copy in the
// data modules, and found with Playwright (the Chromium files) or with the cross-engine suite's
// own page API (e2e/engines/suite.ts). Only types come from a browser library here: the
// cross-engine suite imports this file too.
import type { Locator, Page } from "playwright-core";
import { contactFormText } from "../core/data/contact-form";
import { quoteChoices } from "../core/data/quote-choices";
import { quoteFormText } from "../core/data/quote-form";

/** A control of a form as a visitor finds it: its role and its accessible name. */
export interface Control {
  role: "textbox" | "combobox" | "checkbox" | "button";
  name: RegExp;
}

/** A form: its accessible name, and its controls by the names the tests use. */
export interface FormDescription<Controls extends string> {
  name: string;
  controls: Record<Controls, Control>;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** A field by its label, and whatever the form adds after it, such as "(optional)". */
const field = (role: Control["role"], label: string): Control => ({
  role,
  name: new RegExp(`^${escape(label)}`),
});

/** The send button, as it reads at rest and while sending. */
const sendButton = ({ submit, sending }: { submit: string; sending: string }): Control => ({
  role: "button",
  name: new RegExp(`^(${escape(submit)}|${escape(sending)})$`),
});

/** The contact page's message form. */
export const contactFormDescription = {
  name: contactFormText.name,
  controls: {
    name: field("textbox", contactFormText.labels.name),
    email: field("textbox", contactFormText.labels.email),
    phone: field("textbox", contactFormText.labels.phone),
    message: field("textbox", contactFormText.labels.message),
    submit: sendButton(contactFormText),
  },
} satisfies FormDescription<string>;

/** The location pages' quote form. */
export const quoteFormDescription = {
  name: quoteFormText.title,
  controls: {
    name: field("textbox", quoteFormText.labels.name),
    phone: field("textbox", quoteFormText.labels.phone),
    email: field("textbox", quoteFormText.labels.email),
    vehicle: field("textbox", quoteFormText.labels.vehicle),
    vin: field("textbox", quoteFormText.labels.vin),
    service: field("combobox", quoteFormText.labels.service),
    postalCode: field("textbox", quoteFormText.labels.postalCode),
    damage: field("textbox", quoteFormText.labels.damage),
    payer: field("combobox", quoteFormText.labels.payer),
    insurer: field("combobox", quoteFormText.labels.insurer),
    deductible: field("textbox", quoteFormText.labels.deductible),
    arrivalWindow: field("combobox", quoteFormText.labels.arrivalWindow),
    visitPlace: field("combobox", quoteFormText.labels.visitPlace),
    submit: sendButton(quoteFormText),
  },
} satisfies FormDescription<string>;

/**
 * The quote form's "Add details" line: the optional fields (email, car, postal code, what
 * happened, who pays, place, photos) show once it is opened.
 */
export const quoteDetailsLine = quoteFormText.details.summary;

/**
 * A form and each of its controls, found inside it with `find`: the one way both the Playwright
 * helpers below and the cross-engine suite's build theirs.
 */
export function findForm<Controls extends string, Element>(
  form: FormDescription<Controls>,
  root: Element,
  find: (root: Element, control: Control) => Element,
): { root: Element } & Record<Controls, Element> {
  const controls = Object.fromEntries(
    Object.entries<Control>(form.controls).map(([key, control]) => [key, find(root, control)]),
  ) as Record<Controls, Element>;
  return { root, ...controls };
}

/**
 * The message tied to a field, as a screen reader reads it with the field; null when valid.
 * Runs in the page, on the field.
 */
export function fieldError(el: Element): string | null {
  if (el.getAttribute("aria-invalid") !== "true") return null;
  const id = el.getAttribute("aria-describedby")?.split(" ").at(-1);
  const message = id ? document.getElementById(id) : null;
  return message instanceof HTMLElement ? message.innerText.trim() : null;
}

/** A message as a visitor would send it from the contact page. */
export const message = {
  name: "Priya Shah",
  email: "priya.shah@example.ca",
  phone: "416 555 0199",
  message: "A stone chip on the passenger side of my 2019 Honda Civic, parked at Yonge and Finch.",
};

/** Who pays, as the quote form offers it: the label a visitor picks, the value it sends. */
export const byInsurance = quoteChoices.payer.find((choice) => choice.value === "insurance")!;

/** A quote request as a visitor would type it on a location page. */
export const quote = {
  name: "Marco Rossi",
  phone: "(905) 555-0187",
  email: "marco.rossi@example.ca",
  vehicle: "2021 Toyota RAV4",
  vin: "2T3W1RFV5MW123454",
  postalCode: "l4c 3g5",
  damage: "Crack spreading from a chip on the driver's side",
};

const byRole = (root: Locator, { role, name }: Control) => root.getByRole(role, { name });

export function contactForm(page: Page) {
  const form = contactFormDescription;
  return findForm(form, page.getByRole("form", { name: form.name }), byRole);
}

export function quoteForm(page: Page) {
  const form = quoteFormDescription;
  return findForm(form, page.getByRole("form", { name: form.name }), byRole);
}

/** Opens the quote form's "Add details", as a visitor taps it, unless it is open already. */
export async function openQuoteDetails(page: Page) {
  const form = quoteForm(page).root;
  const line = form.getByText(quoteDetailsLine, { exact: true });
  if (
    !(await form
      .locator("details")
      .first()
      .evaluate((d: HTMLDetailsElement) => d.open))
  ) {
    await line.click();
  }
}

export async function fillContact(page: Page, values: Partial<typeof message> = message) {
  const f = contactForm(page);
  for (const [field, value] of Object.entries(values)) {
    await f[field as keyof typeof message].fill(value);
  }
}

export async function contactValues(page: Page) {
  const f = contactForm(page);
  return {
    name: await f.name.inputValue(),
    email: await f.email.inputValue(),
    phone: await f.phone.inputValue(),
    message: await f.message.inputValue(),
  };
}

/** The message tied to a field (`fieldError`); null when valid. */
export function errorOf(field: Locator): Promise<string | null> {
  return field.evaluate(fieldError);
}

/** A picture a visitor picks for the quote form's photo field: drawn, or raw bytes as text. */
export interface PickedFile {
  name: string;
  type: string;
  /** A picture of this size, drawn in the page and saved as `type` */
  width?: number;
  height?: number;
  /** Or a file of this text (a PDF named .jpg, an SVG) */
  text?: string;
  /** Or a file of this many bytes */
  bytes?: number;
}

/**
 * Gives the photo field files, as a visitor choosing them from the camera roll does: each drawn
 * in the page (or written as text), put in the input's file list and announced with a change
 * event. Runs in the page, on the file input, in every engine (no file chooser needed).
 */
export async function pickFiles(input: Element, files: PickedFile[]): Promise<void> {
  const transfer = new DataTransfer();
  for (const file of files) {
    let blob: Blob;
    if (file.text !== undefined) {
      blob = new Blob([file.text], { type: file.type });
    } else if (file.bytes !== undefined) {
      blob = new Blob([new Uint8Array(file.bytes)], { type: file.type });
    } else {
      const canvas = document.createElement("canvas");
      canvas.width = file.width ?? 3000;
      canvas.height = file.height ?? 2000;
      const context = canvas.getContext("2d")!;
      context.fillStyle = "#4f7396";
      context.fillRect(0, 0, canvas.width, canvas.height);
      context.strokeStyle = "#ffffff";
      context.lineWidth = canvas.width / 100;
      context.beginPath();
      context.moveTo(canvas.width * 0.2, canvas.height * 0.3);
      context.lineTo(canvas.width * 0.7, canvas.height * 0.8);
      context.stroke();
      blob = await new Promise<Blob>((resolve) =>
        canvas.toBlob((made) => resolve(made!), file.type, 0.95),
      );
    }
    transfer.items.add(new File([blob], file.name, { type: file.type }));
  }
  (input as HTMLInputElement).files = transfer.files;
  input.dispatchEvent(new Event("change", { bubbles: true }));
}

/** The photo field as a visitor finds it, by its label. */
export const photoFieldLabel = new RegExp(`^${escape(quoteFormText.photos.label)}`);
