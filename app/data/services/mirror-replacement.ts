import type { Service } from "./types";

/** Mirror glass replacement: cards and the quote form only, with no page of its own. */
export const mirrorReplacement: Service = {
  id: "mirror-replacement",
  name: "Mirror Replacement",
  menu: null,
  icon: "Mirror",
  summary:
    "Cracked or broken mirror glass replaced at your location, so you can check your blind spots with confidence again.",
  features: [
    "Cracked mirror glass replaced",
    "Fitted at your location",
    "Same-day mobile service",
    "Insurance claims handled",
  ],
  page: null,
};
