// The two lead forms as a visitor finds them (by role and label), with what a visitor types in,
// for every test that fills one in.
import type { Locator, Page } from "playwright-core";
import { contactFormText } from "~/data/contact-form";
import { quoteFormText } from "~/data/quote-form";

/** A message as a visitor would send it from the contact page. */
export const message = {
  name: "Priya Shah",
  email: "priya.shah@example.ca",
  phone: "416 555 0199",
  message: "A stone chip on the passenger side of my 2019 Honda Civic, parked at Yonge and Finch.",
};

export function contactForm(page: Page) {
  const root = page.getByRole("form", { name: contactFormText.name });
  const { labels } = contactFormText;
  return {
    root,
    name: root.getByRole("textbox", { name: labels.name }),
    email: root.getByRole("textbox", { name: labels.email }),
    phone: root.getByRole("textbox", { name: `${labels.phone} (optional)` }),
    message: root.getByRole("textbox", { name: labels.message }),
    submit: root.getByRole("button", {
      name: new RegExp(`^(${contactFormText.submit}|Sending\\.\\.\\.)$`),
    }),
  };
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

/** A quote request as a visitor would type it on a location page. */
export const quote = {
  name: "Marco Rossi",
  phone: "(905) 555-0187",
  email: "marco.rossi@example.ca",
  vehicle: "2021 Toyota RAV4",
  postalCode: "l4c 3g5",
  damage: "Crack spreading from a chip on the driver's side",
};

export function quoteForm(page: Page) {
  const root = page.getByRole("form", { name: quoteFormText.title });
  const { labels } = quoteFormText;
  return {
    root,
    name: root.getByRole("textbox", { name: labels.name }),
    phone: root.getByRole("textbox", { name: labels.phone }),
    email: root.getByRole("textbox", { name: labels.email }),
    vehicle: root.getByRole("textbox", { name: labels.vehicle }),
    service: root.getByRole("combobox", { name: labels.service }),
    postalCode: root.getByRole("textbox", { name: labels.postalCode }),
    damage: root.getByRole("textbox", { name: labels.damage }),
    insurance: root.getByRole("checkbox", { name: labels.insuranceClaim }),
    submit: root.getByRole("button", {
      name: new RegExp(`^(${quoteFormText.submit}|Sending\\.\\.\\.)$`),
    }),
  };
}

/** The message tied to a field, as screen readers read it with the field; null when valid. */
export async function errorOf(page: Page, field: Locator) {
  if ((await field.getAttribute("aria-invalid")) !== "true") return null;
  const id = (await field.getAttribute("aria-describedby"))!.split(" ").at(-1)!;
  return page.locator(`[id="${id}"]`).innerText();
}
