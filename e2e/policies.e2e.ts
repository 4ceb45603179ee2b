import { describe, expect, it } from "vitest";
import { policyPages } from "../app/data/site-pages";
import { connectBrowser, visit } from "./browser";

/**
 * The policy pages (decisions §9) as laid out on a wide screen; what they say is read from the
 * built files (built/policies.test.ts).
 */
const browser = connectBrowser();

describe("the privacy policy, accessibility statement and warranty terms", () => {
  it("keep their text within a readable measure on a wide screen", async () => {
    const page = await browser.newPage("desktop");
    for (const { path, policy } of policyPages()) {
      await visit(page, path);
      const paragraph = page.locator(`#${policy.sections[0]!.id} p`).first();
      const { width } = (await paragraph.boundingBox())!;
      const fontSize = await paragraph.evaluate((p) => parseFloat(getComputedStyle(p).fontSize));
      // 65 of the font's "0" (0.63 em in Inter): 41 em. Lines of body text average fewer ems.
      expect(width / fontSize, path).toBeLessThanOrEqual(42);
    }
  });
});
