// The owner's inbox as the browser tests find it: the city page the leads they send come from,
// a search as the owner makes it, and a lead's card read as the owner reads it.
import type { Page } from "playwright-core";
import { locationPages } from "../app/data/site-pages";
import { inboxText } from "../worker/inbox/words";

/** The city page the tests' leads are sent from. */
export const { path: cityPath, location } = locationPages().find(
  (p) => p.location.focus === "auto-glass",
)!;

/** The inbox searched for `text` as the owner searches it; the cards it shows. */
export async function findInInbox(page: Page, text: string) {
  await page.goto("/inbox");
  const search = page.getByRole("search", { name: inboxText.search.name });
  await search.getByRole("searchbox", { name: inboxText.search.label }).fill(text);
  await search.getByRole("button", { name: inboxText.search.submit }).click();
  await page.waitForURL((url) => url.searchParams.get("q") === text);
  return page.getByRole("main").getByRole("article");
}

/** A card's fields, label to value, as the owner reads them (a value's copy button aside). */
export async function fieldsOf(card: ReturnType<Page["getByRole"]>) {
  return card.locator("dl").evaluate((list) => {
    const fields: Record<string, string> = {};
    for (const term of list.querySelectorAll("dt")) {
      const value = term.nextElementSibling?.cloneNode(true) as Element | undefined;
      for (const aside of value?.querySelectorAll("button, [role=status]") ?? []) aside.remove();
      fields[term.textContent ?? ""] = value?.textContent ?? "";
    }
    return fields;
  });
}
