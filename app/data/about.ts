import stored from "../../content/about.json";
import type { AboutContent } from "../../core/config/schema";
import { expandRecord } from "../../core/data/tokens";
import type { IconPoint } from "../../core/data/types";

/**
 * The about page's copy, from content/about.json (editable at /admin): its figures and the ways
 * to pay are tokens filled in from the figures and the business facts.
 */
export const aboutContent: AboutContent = expandRecord(
  stored as AboutContent,
  "content/about.json",
);

/** The reasons drivers choose us, shown on the About page and again on the Contact page. */
export const whyChooseUs: IconPoint[] = aboutContent.why.items;
