// The visitor tools beyond the estimate's own steps (e2e/estimate.e2e.ts): the coverage check
// without JavaScript, the photo text beside the quote actions on phones, which pages load each
// tool's code, and every state of the tools as valid HTML.
import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { siteConfig } from "../core/config/site";
import { estimateToolText } from "../app/data/estimate-text";
import { photoText } from "../core/rules/photo-text";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { baseURL, connectBrowser, pointAt, visit } from "./browser";
import { sitePages } from "../app/data/site-pages";
import { placedIslands, scriptGraph } from "./islands";
import { requireJava, validateHtml } from "../scripts/html-validator.mjs";
import { estimatePath, heading } from "./estimate-tool";

const browser = connectBrowser();
const { phone } = siteConfig;

// The coverage check ------------------------------------------------------------------------

const check = (scope: Page | Locator) => scope.getByRole("region", { name: "Do you come to me?" });

async function checkPostal(scope: Locator, code: string) {
  const field = scope.getByRole("textbox", { name: "Postal code" });
  await pointAt(field);
  await field.fill(code);
  await scope.getByRole("button", { name: "Check" }).click();
  return field;
}

describe("the coverage check", () => {
  it("without JavaScript, points to the cities we serve and the phone instead", async () => {
    const page = await browser.newPage("mobile", { javaScriptEnabled: false });
    await page.goto("/");
    const box = check(page);
    expect(await box.getByRole("textbox", { name: "Postal code" }).isVisible()).toBe(false);
    expect(
      await box.getByRole("link", { name: "see the cities we serve" }).getAttribute("href"),
    ).toBe("#coverage-cities");
    expect(await page.locator("#coverage-cities").count()).toBe(1);
    expect(await box.getByRole("link", { name: phone.display }).getAttribute("href")).toBe(
      phone.tel,
    );
  });
});

describe("text us a photo", () => {
  it("is beside the quote actions on phones, with the message written", async () => {
    const page = await browser.newPage("mobile");
    await page.goto("/");
    const link = page
      .locator("main > section")
      .first()
      .getByRole("link", { name: photoText.label });
    expect(await link.isVisible()).toBe(true);
    expect(decodeURIComponent((await link.getAttribute("href"))!)).toBe(
      `${phone.sms}?&body=${photoText.message()}`,
    );
    const wide = await browser.newPage("desktop");
    await wide.goto("/");
    expect(
      await wide
        .locator("main > section")
        .first()
        .getByRole("link", { name: photoText.label })
        .isVisible(),
    ).toBe(false);
  });
});

describe("who pays for the tools", () => {
  it("only the pages that show a tool load its code: the postal areas and the estimate's rules", async () => {
    const client = path.resolve("build/client");
    const graph = await scriptGraph(client);
    /** Every script a page can load: all its islands, whatever their directive. */
    const scriptsOf = async (pagePath: string) => {
      const html = await (await fetch(`${baseURL}${pagePath}`)).text();
      const islands = placedIslands(html);
      const files = new Set<string>();
      for (const island of islands)
        for (const url of [island.componentUrl, island.rendererUrl])
          for (const file of await graph.closure(url)) files.add(file);
      const code = await Promise.all(
        [...files].map((file) => readFile(path.join(client, file), "utf8")),
      );
      return { names: islands.map((i) => i.name), code: code.join("\n") };
    };
    // What only the tools carry: a postal area's record, an estimate question
    const postalAreas = 'fsa:"M5V"';
    const estimateRules = estimateToolText.questions.damage.title;
    const withCoverage = (p: string) =>
      p === "/" || p === "/contact-us" || p === estimatePath || p.startsWith("/location/");
    for (const pagePath of [...sitePages().map((p) => p.path), "/a-page-that-does-not-exist"]) {
      const { names, code } = await scriptsOf(pagePath);
      expect(names.includes("CoverageCheck"), pagePath).toBe(withCoverage(pagePath));
      expect(code.includes(postalAreas), pagePath).toBe(withCoverage(pagePath));
      expect(names.includes("EstimateTool"), pagePath).toBe(pagePath === estimatePath);
      expect(code.includes(estimateRules), pagePath).toBe(pagePath === estimatePath);
    }
  });
});

describe("every state of the tools", () => {
  it("is valid HTML (the Nu HTML Checker on the page as the browser holds it)", async () => {
    requireJava();
    const page = await browser.newPage("mobile");
    const dir = await mkdtemp(path.join(tmpdir(), "tool-states-"));
    const files: string[] = [];
    const snapshot = async (name: string) => {
      const html = await page.evaluate(
        () => `<!DOCTYPE html>\n${document.documentElement.outerHTML}`,
      );
      const file = path.join(dir, `${name}.html`);
      await writeFile(file, html);
      files.push(file);
    };
    // Each question, each kind of answer, and the quote form it fills in
    const estimateSteps: [string, string][] = [
      ["glass", ""],
      ["damage", "?glass=windshield"],
      ["chip-size", "?glass=windshield&damage=chip"],
      ["crack-size", "?glass=windshield&damage=crack"],
      ["where", "?glass=windshield&damage=chip&size=small"],
      ["count", "?glass=windshield&damage=chip&size=small&where=edge"],
      ["age", "?glass=windshield&damage=chip&size=small&where=edge&count=one"],
      ["repair", "?glass=windshield&damage=crack&size=small&where=elsewhere&age=new"],
      ["replace", "?glass=windshield&damage=chip&size=large&where=sight&count=several&age=old"],
      ["other-glass", "?glass=mirror"],
      ["send", "?glass=rear&postal=M5V%202T6&send=1"],
    ];
    for (const [name, search] of estimateSteps) {
      await visit(page, `${estimatePath}${search}`);
      await expect.poll(() => heading(page).count()).toBeGreaterThan(0);
      await snapshot(`estimate-${name}`);
    }
    // The coverage check answering, refusing, and failing to get a location
    await visit(page, "/");
    const box = check(page);
    await checkPostal(box, "M5V 2T6");
    await box.getByRole("status").getByText(/Yes/).waitFor();
    await snapshot("coverage-answered");
    await checkPostal(box, "12345");
    await box.locator('[aria-invalid="true"]').waitFor();
    await snapshot("coverage-refused");
    await page.context().clearPermissions();
    await box.getByRole("button", { name: "Use my location" }).click();
    await box
      .getByRole("status")
      .getByText(/didn't share your location/)
      .waitFor();
    await snapshot("coverage-no-location");

    const errors = validateHtml(files).map(
      (e) => `${path.basename(e.file)}:${e.line}: ${e.message} ${e.extract ?? ""}`,
    );
    await rm(dir, { recursive: true, force: true });
    expect(errors).toEqual([]);
  }, 90_000);
});
