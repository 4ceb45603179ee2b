// The instant estimate as the Chromium tests find it: its tool on the page, the heading of the
// step it is on, a choice by its label, and the answers given by clicking them.
import type { Page } from "playwright-core";
import { expect } from "vitest";
import { staticPages } from "../core/data/pages";

export const estimatePath = staticPages.estimate.path;

export const tool = (page: Page) => page.locator("#estimate");
export const heading = (page: Page) => tool(page).getByRole("heading", { level: 2 });
export const choice = (page: Page, name: string) =>
  tool(page).getByRole("link", { name: new RegExp(`^${name}`) });

/** Answers each question by clicking the choice that starts with its label. */
export async function answer(page: Page, ...labels: string[]) {
  for (const label of labels) {
    const before = await heading(page).innerText();
    await choice(page, label).click();
    await expect.poll(() => heading(page).innerText()).not.toBe(before);
  }
}

/** The page's query string: the answers the estimate keeps in its URL. */
export const query = (page: Page) => new URL(page.url()).search;
