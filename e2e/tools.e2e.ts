import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { siteConfig } from "../core/config/site";
import { staticPages } from "../core/data/pages";
import { estimateToolText } from "../app/data/estimate-text";
import { pricing } from "../core/data/pricing";
import { repairability } from "../core/data/repair-rules";
import { quoteFormText } from "../core/data/quote-form";
import { serviceById } from "../core/data/services";
import { coverageList } from "../app/data/coverage";
import { servicePath } from "../app/data/site-pages";
import {
  answersQuery,
  cameraChoices,
  detailsParams,
  estimateSummary,
  parseAnswers,
  parseDetails,
} from "../app/lib/estimate";
import { insuranceText } from "../core/data/insurance";
import { photoText } from "../core/rules/photo-text";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { sitePages } from "../app/data/site-pages";
import { baseURL, connectBrowser, islandsReady, pointAt, visit } from "./browser";
import { placedIslands, scriptGraph } from "./islands";
import { requireJava, validateHtml } from "../scripts/html-validator.mjs";
import { quoteForm } from "./lead-forms";
import { storedLeads, uniqueRef } from "./lead-service";

const cameraQuestion = "Is there a camera behind your rear-view mirror?";

const browser = connectBrowser();
const estimatePath = staticPages.estimate.path;
const { phone } = siteConfig;

const tool = (page: Page) => page.locator("#estimate");
const heading = (page: Page) => tool(page).getByRole("heading", { level: 2 });
const choice = (page: Page, name: string) =>
  tool(page).getByRole("link", { name: new RegExp(`^${name}`) });

/** Answers each question by clicking the choice that starts with its label. */
async function answer(page: Page, ...labels: string[]) {
  for (const label of labels) {
    const before = await heading(page).innerText();
    await choice(page, label).click();
    await expect.poll(() => heading(page).innerText()).not.toBe(before);
  }
}

const query = (page: Page) => new URL(page.url()).search;

/** A 2019 Honda Civic's VIN, as its check digit has it (2HG: Honda of Canada). */
const civicVin = "2HGFC2F56KH512345";

describe("the instant estimate", () => {
  it("walks a crack to 'Replacement needed' by keyboard, saying which rules failed, and the ADAS note", async () => {
    const page = await browser.newPage("desktop");
    await visit(page, estimatePath);
    // From the first choice, Enter follows it; the next question's heading gets the focus.
    await choice(page, "Windshield").focus();
    await page.keyboard.press("Enter");
    await expect.poll(() => heading(page).innerText()).toBe("Is it a chip or a crack?");
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(
      "Is it a chip or a crack?",
    );
    // Tab from the focused heading to the second choice: "A crack"
    const steps: [string, number][] = [
      ["A crack", 2],
      ["Longer than a banknote", 2],
      ["Near the edge", 2],
      ["6 months or more", 2],
    ];
    for (const [label, tabs] of steps) {
      const before = await heading(page).innerText();
      for (let i = 0; i < tabs; i++) await page.keyboard.press("Tab");
      expect(await page.evaluate(() => document.activeElement?.textContent ?? "")).toContain(label);
      await page.keyboard.press("Enter");
      await expect.poll(() => heading(page).innerText()).not.toBe(before);
    }
    expect(await heading(page).innerText()).toBe("Replacement needed");
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(
      "Replacement needed",
    );
    const failed = await tool(page).locator("li", { hasText: "Fails the rule" }).allInnerTexts();
    expect(failed).toHaveLength(3);
    expect(failed.join(" ")).toMatch(/6 inches or longer/);
    expect(failed.join(" ")).toMatch(/edge/);
    expect(failed.join(" ")).toMatch(/6 months old or more/);
    const text = await tool(page).innerText();
    expect(text).toContain(pricing.windshield.price.label);
    expect(text).toContain(pricing.windshield.duration);
    // The camera question, with its picture, and the link to what calibration is.
    const camera = tool(page).getByRole("group", { name: cameraQuestion });
    expect(await camera.getByRole("radio").count()).toBe(cameraChoices.length);
    expect(await camera.getByRole("img", { name: /rear-view mirror/ }).count()).toBe(1);
    expect(
      await tool(page).getByRole("link", { name: "About ADAS calibration" }).getAttribute("href"),
    ).toBe(servicePath(serviceById("adas-calibration").page!.slug));
    // Skipped, it adds nothing to the price.
    expect(text).not.toContain(pricing.adasCalibration.price.label);
  });

  it("answers every other glass with its service and price, and no insurance note for wipers", async () => {
    const page = await browser.newPage("mobile");
    const expected = {
      "Side window": pricing.sideWindow.price.label,
      "Rear window": pricing.rearWindow.price.label,
      "Panoramic sunroof": pricing.sunroofPanoramic.price.label,
      "Side mirror": "In your free quote",
      "Wiper blades": pricing.wipers.price.label,
    };
    for (const [label, price] of Object.entries(expected)) {
      await visit(page, estimatePath);
      await answer(page, label);
      const text = await tool(page).innerText();
      expect(text, label).toContain(price);
      expect(text, label).not.toContain("What decided it");
      if (label === "Wiper blades") expect(text).not.toMatch(/insurance/i);
      else expect(text, label).toContain(insuranceText.short);
    }
  });

  it("keeps the answers in the URL: a shared result opens on it, and Back walks back through the questions", async () => {
    const page = await browser.newPage("mobile");
    const result = "?glass=windshield&damage=chip&size=large&where=sight&count=several&age=old";
    await visit(page, `${estimatePath}${result}`);
    await expect.poll(() => heading(page).innerText()).toBe("Replacement needed");
    expect(await tool(page).locator("li", { hasText: "Fails the rule" }).count()).toBe(4);
    await page.reload();
    await islandsReady(page);
    await expect.poll(() => heading(page).innerText()).toBe("Replacement needed");

    // A fresh walk, then Back, question by question, and Forward again
    await visit(page, estimatePath);
    await answer(page, "Windshield", "A crack", "Shorter than a banknote");
    expect(await heading(page).innerText()).toBe("Where on the windshield is it?");
    await page.goBack();
    await expect
      .poll(() => heading(page).innerText())
      .toBe("Is the crack shorter than a banknote?");
    await page.goBack();
    await expect.poll(() => heading(page).innerText()).toBe("Is it a chip or a crack?");
    expect(parseAnswers(query(page))).toEqual({ glass: "windshield" });
    await page.goForward();
    await expect
      .poll(() => heading(page).innerText())
      .toBe("Is the crack shorter than a banknote?");
    // The tool's own "Previous question" is the same step back
    await tool(page).getByRole("link", { name: "Previous question" }).click();
    await expect.poll(() => heading(page).innerText()).toBe("Is it a chip or a crack?");
    // "Start over" clears the answers
    await tool(page).getByRole("link", { name: "Start over" }).click();
    await expect.poll(() => heading(page).innerText()).toBe("Which glass is damaged?");
    expect(query(page)).toBe("");

    // A hand-edited URL keeps only the answers that make sense
    await visit(page, `${estimatePath}?glass=windshield&damage=dent`);
    await expect.poll(() => heading(page).innerText()).toBe("Is it a chip or a crack?");
  });

  // Walking the estimate, the car by its VIN, the calibration and the quote form it fills in are
  // the cross-engine suite's (e2e/engines/scenarios/estimate.ts); here, what only Chromium's
  // requests and the whole product show.
  it("loads the lists of cars and VIN makers only once the visitor asks which car it is", async () => {
    const page = await browser.newPage("mobile");
    // Every script the page asks for, as it asks; the vehicle list is the one that names models,
    // the table of VIN makers the one that holds Tesla's identifier.
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(request.url());
    });
    const vehicleLists = async () => {
      const lists: string[] = [];
      for (const url of scripts) {
        const text = await (await fetch(url)).text();
        if (text.includes('"Qashqai"')) lists.push("vehicles");
        if (text.includes("5YJ")) lists.push("VIN makers");
      }
      return lists.sort();
    };
    await visit(
      page,
      `${estimatePath}?glass=windshield&damage=crack&size=large&where=elsewhere&age=new`,
    );
    await expect.poll(() => heading(page).innerText()).toBe("Replacement needed");
    await islandsReady(page);
    expect(await vehicleLists()).toEqual([]);
    await tool(page).getByText("Which car is it?").click();
    // Read as they arrive: the list's file and the table's, once each.
    await expect.poll(vehicleLists).toEqual(["VIN makers", "vehicles"]);
  });

  it("an estimate sent with the car is stored by the lead service as the page wrote it", async () => {
    const page = await browser.newPage("mobile");
    const answers = parseAnswers(
      "?glass=windshield&damage=crack&size=large&where=elsewhere&age=new",
    );
    const details = parseDetails(
      `?year=2019&make=Honda&model=Civic&vin=${civicVin}&camera=yes&features=hud`,
    );
    await visit(page, `${estimatePath}${answersQuery(answers, detailsParams(details))}`);
    await tool(page).getByRole("link", { name: "Send this to us" }).click();
    const form = quoteForm(page);
    const ref = uniqueRef();
    await form.name.fill(`Dana Lee ${ref}`);
    await form.phone.fill("647 555 0142");
    await form.submit.click();
    await page.getByText(quoteFormText.toastTitle).waitFor();
    expect(await storedLeads(ref)).toEqual([
      expect.objectContaining({
        Estimate: estimateSummary(answers, details),
        Vehicle: "2019 Honda Civic",
        VIN: civicVin,
      }),
    ]);
    expect(estimateSummary(answers, details)).toContain(
      `ADAS calibration needed (camera behind the mirror): ${pricing.adasCalibration.price.label}`,
    );
  });

  it("without JavaScript, says so and has the rules, every price and the cities as plain content", async () => {
    const page = await browser.newPage("mobile", { javaScriptEnabled: false });
    await page.goto(estimatePath);
    await expect
      .poll(() =>
        tool(page)
          .getByText(/needs JavaScript/)
          .isVisible(),
      )
      .toBe(true);
    expect(await choice(page, "Windshield").isVisible()).toBe(false);
    for (const [name, target] of [
      ["when a windshield can be repaired", "#repair-rules"],
      ["what each job costs", "#prices"],
      ["the cities we come to", "#coverage-cities"],
    ] as const) {
      const link = tool(page).getByRole("link", { name });
      expect(await link.getAttribute("href")).toBe(target);
      expect(await page.locator(target).count(), target).toBe(1);
    }
    const main = page.locator("main");
    await page.evaluate(() => {
      for (const band of document.querySelectorAll<HTMLElement>(".band"))
        band.style.contentVisibility = "visible";
    });
    const text = await main.innerText();
    for (const rule of [...repairability.repairable, ...repairability.needsReplacement])
      expect(text).toContain(rule);
    const table = page.getByRole("table");
    for (const entry of Object.values(pricing))
      expect(await table.innerText()).toContain(entry.price.label);
    for (const city of coverageList()) expect(text).toContain(city.name);
  });
});

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
