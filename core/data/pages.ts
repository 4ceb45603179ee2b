import stored from "../../content/pages.json";
import type { PagesContent } from "../config/schema";
import { siteConfig } from "../config/site";
import { insurancePath } from "./insurance";
import { expandRecord } from "./tokens";

/** Head and hero copy of the pages that are not service, location or policy pages. */
export type StaticPageCopy = PagesContent[keyof PagesContent] & { path: string };

/** The warranty's terms (the policy page content/policies/warranty.json): a job record links to it. */
export const warrantyPath = "/warranty";

/** The instant estimate's page: its path is also the header's and the heroes' link to it. */
export const estimatePath = "/instant-estimate";

/**
 * The copy is content/pages.json's (editable at /admin), its figures and prices tokens filled in;
 * where each page lives is the code's.
 */
const copy = expandRecord(stored as PagesContent, "content/pages.json");

export const staticPages = {
  home: { path: "/", ...copy.home },
  about: { path: "/about-us", ...copy.about },
  contact: { path: "/contact-us", ...copy.contact },
  estimate: { path: estimatePath, ...copy.estimate },
  insurance: { path: insurancePath, ...copy.insurance },
} as const satisfies Record<keyof PagesContent, StaticPageCopy>;

/** The quote form in a page's hero (the contact page's and every location page's): its id. */
export const heroFormId = "hero-form";

/**
 * Where every "Get Free Quote" goes: the contact page's quote form, so every request reaches the
 * inbox; or, when the business names a CRM's hosted form (QUOTE_FORM_URL), that form, in a new
 * tab. Location pages keep their own form in the hero.
 */
export const quoteTarget: string =
  siteConfig.quoteFormUrl ?? `${staticPages.contact.path}#${heroFormId}`;
