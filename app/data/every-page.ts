import stored from "../../content/every-page.json";
import type { EveryPageContent } from "../../core/config/schema";
import { expandRecord } from "../../core/data/tokens";

export type { EveryPageContent } from "../../core/config/schema";

/**
 * What every page says around its own copy, from content/every-page.json (editable at /admin):
 * the header, the menus' names, the links to the pages, the call, text and quote buttons, the
 * footer, and the sections many pages share. The phone number, the business's name and the service
 * radius are tokens; a review's rating, the city a map highlights, a live map's place and a step's number are left
 * for the component that knows them.
 */
export const everyPageText: EveryPageContent = expandRecord(
  stored as EveryPageContent,
  "content/every-page.json",
  [],
  { rating: "{{rating}}", city: "{{city}}", place: "{{place}}", n: "{{n}}" },
);
