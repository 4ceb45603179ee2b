// The instant estimate in Chromium: walked by keyboard, every other glass answered, the answers
// kept in the URL through reloads and Back, and its content without JavaScript; and what only
// Chromium's requests or the whole product show of the car (the lists loaded when asked for, the
// estimate stored as sent). Walking it by pointer, the car by its VIN and the quote form it fills
// in run in every engine (e2e/engines/scenarios/estimate.ts).
import { describe, expect, it } from "vitest";
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
import { connectBrowser, islandsReady, showAll, visit } from "./browser";
import { quoteForm } from "./lead-forms";
import { storedLeads, uniqueRef } from "./lead-service";
import { answer, choice, estimatePath, heading, query, tool } from "./estimate-tool";

const cameraQuestion = "Is there a camera behind your rear-view mirror?";

const browser = connectBrowser();

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
    await showAll(page);
    const text = await main.innerText();
    for (const rule of [...repairability.repairable, ...repairability.needsReplacement])
      expect(text).toContain(rule);
    const table = page.getByRole("table");
    for (const entry of Object.values(pricing))
      expect(await table.innerText()).toContain(entry.price.label);
    for (const city of coverageList()) expect(text).toContain(city.name);
  });
});

// Walking the estimate, the car by its VIN, the calibration and the quote form it fills in are
// the cross-engine suite's; here, what only Chromium's requests and the whole product show.
describe("the instant estimate's car", () => {
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
});
