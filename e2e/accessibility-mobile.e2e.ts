import { describe, it } from "vitest";
import { sitePages } from "~/data/site-pages";
import { connectBrowser, visit } from "./browser";
import {
  axeViolations,
  expectNoViolations,
  interactiveStates,
  pageCheckTimeout,
  type Violation,
} from "./accessibility";

const browser = connectBrowser();
const states = interactiveStates.filter((s) => s.viewport === "mobile");
const paths = [...sitePages().map((p) => p.path), "/a-page-that-does-not-exist"];

describe("accessibility at 390 px (axe, WCAG 2.2 AA and best practices)", () => {
  it.each(paths)(
    "%s has no violations, at rest or with its parts opened",
    async (path) => {
      const page = await browser.newPage("mobile");
      await visit(page, path);
      const violations: Violation[] = await axeViolations(page, "at rest");
      for (const state of states) {
        if (state.applies && !(await state.applies(page))) continue;
        await state.open(page);
        violations.push(...(await axeViolations(page, state.name, state.region)));
      }
      await page.close();
      expectNoViolations(violations);
    },
    pageCheckTimeout,
  );
});
