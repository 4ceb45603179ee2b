/**
 * Where each content file is in the editor at /admin: its collection, and the entry's name (its
 * address) and title (what the editor lists it as). The editor's configuration is written from
 * these (app/build-assets/admin.ts), and the "Before going live" list says where a value is
 * edited in the same words (app/lib/samples.ts).
 */

/** A collection of the editor, as it titles it. */
export interface EditorCollection {
  name: string;
  label: string;
}

export const settingsCollection = { name: "settings", label: "Business, prices and figures" };
export const policiesCollection = {
  name: "policies",
  label: "Privacy, accessibility and warranty pages",
};

/**
 * The collections of a folder of files, each file one entry, titled by its fields: the city
 * pages by their city and region, the service pages by their name.
 */
export const citiesCollection = {
  name: "cities",
  label: "City pages",
  folder: "content/cities",
  summary: "{{city}} ({{region}})",
};
export const servicesCollection = {
  name: "services",
  label: "Service pages",
  folder: "content/services",
  summary: "{{name}}",
};

/** A content file that is an entry of its own in a collection of files. */
export interface EditorFile {
  /** Under content/ */
  file: string;
  collection: EditorCollection;
  /** In the entry's address, /admin#/collections/<collection>/entries/<name> */
  name: string;
  /** What the editor lists it as */
  title: string;
}

const settings = (file: string, name: string, title: string): EditorFile => ({
  file,
  collection: settingsCollection,
  name,
  title,
});
const policy = (name: string, title: string): EditorFile => ({
  file: `policies/${name}.json`,
  collection: policiesCollection,
  name,
  title,
});

/** Each of them, in the order the editor lists them. */
export const editorFiles: readonly EditorFile[] = [
  settings("prices.json", "prices", "Prices and times"),
  settings("business.json", "business", "Business facts and hours"),
  settings("figures.json", "figures", "Figures (years, customers, rating)"),
  settings("reviews.json", "reviews", "Reviews on the home page"),
  settings("pages.json", "pages", "Page headings and introductions"),
  settings("home.json", "home", "Home page"),
  settings("about.json", "about", "About us page"),
  settings("city-page.json", "city-page", "Every city page's headings"),
  settings("service-page.json", "service-page", "Every service page's headings"),
  settings("estimate.json", "estimate", "Instant estimate page"),
  settings("repair-rules.json", "repair-rules", "Repair or replace: the rules"),
  settings("coverage-check.json", "coverage-check", "Do you come to me? (the postal code check)"),
  settings("every-page.json", "every-page", "On every page: header, menus, buttons and footer"),
  settings("contact.json", "contact", "Contact us page"),
  settings("insurance.json", "insurance", "Insurance claims page"),
  settings("photos.json", "photos", "Photos: what each shows"),
  settings("quote-form.json", "quote-form", "Quote request form"),
  settings("contact-form.json", "contact-form", "Contact message form"),
  settings(
    "field-messages.json",
    "field-messages",
    "What the forms say about a wrong value or a failed send",
  ),
  settings("lead-outcome.json", "lead-outcome", "After a form is sent without JavaScript"),
  settings("availability.json", "availability", "Booking: the windows and the jobs each takes"),
  settings("booking.json", "booking", "Booking: what a visitor reads of a window"),
  settings("job-status.json", "job-status", "A request's status page"),
  settings("billing.json", "billing", "Billing: legal name, HST, e-Transfer and adhesive"),
  settings("invoicing.json", "invoicing", "Quotes, job records and invoices: the words"),
  settings("faqs.json", "faqs", "Questions on the home page"),
  settings("policy.json", "policy", "Privacy and policy facts"),
  policy("privacy-policy", "Privacy policy"),
  policy("accessibility", "Accessibility statement"),
  policy("warranty", "Warranty terms"),
];

/** An entry's title from a summary such as "{{city}} ({{region}})", as the editor lists it. */
export const summaryOf = (summary: string, data: Record<string, unknown>) =>
  summary.replace(/\{\{(\w+)\}\}/g, (_, key: string) => String(data[key] ?? ""));
