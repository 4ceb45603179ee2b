/**
 * The quote form as a browser without JavaScript posts it, for the lead service's tests (its unit
 * tests, and the HTTP suite in e2e/lead-service.e2e.ts): every field the form has, `damage` as
 * given.
 */
export const quotePost = (damage = "Two chips") => ({
  form: "quote",
  page: "/location/aurora-auto-glass",
  place: "Aurora",
  pageFocus: "auto-glass",
  name: "Sam Okafor",
  phone: "(905) 555-0187",
  email: "",
  service: "Windshield Repair",
  vehicle: "",
  postalCode: "l4c 3g5",
  damage,
  payer: "insurance",
  insurer: "Wawanesa",
  deductible: "$500",
  preferredDay: "",
  arrivalWindow: "afternoon",
  visitPlace: "work",
  website: "",
});
