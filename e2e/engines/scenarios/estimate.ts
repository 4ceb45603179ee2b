// The instant estimate: walked to an answer and kept in the URL, the car known by its VIN with the
// calibration it needs, and the estimate sent with a quote request, with or without the rest.
import { describe, expect, it } from "vitest";
import { estimateToolText } from "../../../app/data/estimate-text";
import { servicePath } from "../../../app/data/site-pages";
import { glassChoices } from "../../../app/lib/estimate";
import { insuranceText } from "../../../core/data/insurance";
import { pricing } from "../../../core/data/pricing";
import { quoteFormText } from "../../../core/data/quote-form";
import { serviceById } from "../../../core/data/services";
import { vinMessages } from "../../../core/rules/vin";
import { viewports } from "../../browser";
import { quote, quoteFormDescription } from "../../lead-forms";
import { leadEndpointPerTest } from "../../lead-server";
import { poll } from "../../poll";
import type { EnginePage } from "../page";
import {
  chipRepair,
  estimatePath,
  expectSent,
  quoteForm,
  scrollEnded,
  sentFields,
  type Suite,
} from "./shared";

/** A 2019 Toyota RAV4's VIN, as its check digit has it (2T3: Toyota of Canada). */
const rav4Vin = "2T3P1RFV0KC012345";
const replacement = "?glass=windshield&damage=crack&size=large&where=elsewhere&age=new";
const tool = (page: EnginePage) => page.get({ css: "#estimate" });
const heading = (page: EnginePage) => tool(page).get({ role: "heading", level: 2 });

async function answer(page: EnginePage, ...labels: string[]) {
  for (const label of labels) {
    const before = await heading(page).text();
    await tool(page)
      .get({ role: "link", name: new RegExp(`^${label}`) })
      .click();
    await poll(
      () => heading(page).text(),
      (text) => text !== before,
    );
  }
}

async function sendEstimate(page: EnginePage) {
  await tool(page).get({ role: "link", name: "Send this to us" }).click();
  const f = quoteForm(page);
  await f.root.waitFor();
  // The page glides to the form's heading; the visitor types once it has come to rest (in
  // Firefox a glide still under way can carry the page off after the test scrolled to a
  // field).
  await scrollEnded(page);
  await f.name.fill(quote.name);
  await f.phone.fill(quote.phone);
  return f;
}

export function estimateAnswers({ name, open }: Suite) {
  describe(`${name}: the instant estimate`, () => {
    const endpoint = leadEndpointPerTest(name);

    it("walks a chip to 'Repair likely', keeps it in the URL and sends it", async () => {
      const page = await open(viewports.mobile);
      await page.goto(estimatePath);
      expect(await heading(page).text()).toBe("Which glass is damaged?");
      expect(
        await tool(page)
          .get({ role: "list", name: "Which glass is damaged?" })
          .get({ role: "link" })
          .count(),
      ).toBe(glassChoices.length);
      await answer(page, "Windshield", "A chip");
      expect(await heading(page).text()).toBe("Is the chip smaller than a quarter?");
      await answer(page, "Smaller than a quarter", "Somewhere else", "Just one");
      expect(await heading(page).text()).toBe("How old is the damage?");
      await page.back();
      expect(
        await poll(
          () => heading(page).text(),
          (t) => t !== "How old is the damage?",
        ),
      ).toBe("How many chips are there?");
      await answer(page, "Just one", "Less than 6 months");
      expect(await heading(page).text()).toBe("Repair likely");
      expect((await page.url()).search).toBe(
        "?glass=windshield&damage=chip&size=small&where=elsewhere&count=one&age=new",
      );
      const result = await tool(page).text();
      expect(result).toContain(pricing.chipRepair.price.label);
      expect(result).toContain(pricing.chipRepair.duration);
      // Every rule it passed, said; none failed; the insurance note, and no calibration.
      for (const rule of [
        "The chip is smaller than a quarter",
        "out of the driver's line of sight",
        "away from the edge",
        "a single chip",
        "less than 6 months old",
      ])
        expect(result).toContain(rule);
      expect(result).not.toContain("Fails the rule");
      expect(result).toContain(insuranceText.short);
      expect(result).not.toMatch(/ADAS/);
      expect(
        await tool(page)
          .get({ role: "link", name: /More about windshield repair/ })
          .attribute("href"),
      ).toBe(servicePath(serviceById("windshield-repair").page!.slug));

      await tool(page).get({ role: "link", name: "Send this to us" }).click();
      const f = quoteForm(page);
      await f.root.waitFor();
      expect(
        await f.service.evaluate(
          (el) => (el as unknown as HTMLSelectElement).selectedOptions[0]?.label,
        ),
      ).toBe(chipRepair);
      expect(await f.damage.value()).toContain("chip");
    });

    it("skipping every new question sends the estimate alone", async () => {
      const server = await endpoint.start();
      const page = await open(viewports.mobile, { baseURL: endpoint.siteURL });
      await page.goto(`${estimatePath}${replacement}`);
      await page.islandsReady();
      const f = await sendEstimate(page);
      await f.submit.click();
      // On a phone, the estimate's confirmation is where the visitor looks, over nothing.
      await expectSent(page, quoteFormText.toastTitle, quoteFormDescription.name);
      const fields = await sentFields(server);
      expect(fields).toMatchObject({ vehicle: "", payer: "", preferredDay: "", visitPlace: "" });
      expect(fields.estimate).toMatch(/^Replacement needed: /);
      expect(fields.estimate).not.toMatch(/ADAS/);
      expect((await server.received())[0]!.photos).toEqual([]);
    });
  });
}

export function estimateCar({ name, open }: Suite) {
  describe(`${name}: the instant estimate with the car`, () => {
    const endpoint = leadEndpointPerTest(name);

    it("knows the car by its VIN: calibration at the price table's price, sent with the lead", async () => {
      const server = await endpoint.start();
      const page = await open(viewports.mobile, { baseURL: endpoint.siteURL });
      await page.goto(`${estimatePath}${replacement}`);
      await page.islandsReady();
      await tool(page)
        .get({ text: /^Which car is it\?/ })
        .click();
      const picker = tool(page).get({ css: "details[open]" });
      // A VIN with its last character mistyped: the rule it breaks, next to the field, the text
      // kept; put right, it fills in the year and the make.
      const vin = picker.get({ role: "textbox", name: /^VIN/ });
      const mistyped = `${rav4Vin.slice(0, -1)}6`;
      await vin.fill(mistyped);
      await picker.get({ text: vinMessages.checkDigit }).waitFor();
      expect(await vin.value()).toBe(mistyped);
      const year = picker.get({ role: "combobox", name: "Year" });
      expect(await year.value()).toBe("");
      await vin.fill(rav4Vin);
      expect(
        await poll(
          () => year.value(),
          (value) => value === "2019",
        ),
      ).toBe("2019");
      expect(await picker.get({ role: "combobox", name: "Make" }).value()).toBe("Toyota");
      await picker.get({ text: estimateToolText.car.fromVin }).waitFor();
      expect(await picker.text()).not.toContain(vinMessages.checkDigit);
      await picker.get({ role: "combobox", name: "Model" }).select("RAV4");
      await tool(page).get({ role: "radio", name: "Yes, there's a camera" }).click();
      const priceBox = tool(page).get({ css: "dl" });
      expect(
        await poll(
          () => priceBox.text(),
          (text) => text.includes(pricing.adasCalibration.price.label),
        ),
      ).toContain("Plus ADAS camera calibration");
      expect((await page.url()).searchParams.get("model")).toBe("RAV4");

      const f = await sendEstimate(page);
      expect(await f.vehicle.value()).toBe("2019 Toyota RAV4");
      expect(await f.vin.value()).toBe(rav4Vin);
      await f.submit.click();
      // On a busy machine the send itself can take seconds: first that it arrived, then that the
      // visitor is told.
      const arrived = await poll(
        () => server.received(),
        (leads) => leads.length > 0,
        15_000,
      );
      expect(arrived).toHaveLength(1);
      await page.get({ role: "status", text: new RegExp(quoteFormText.toastTitle) }).waitFor();
      expect(await sentFields(server)).toMatchObject({
        vehicle: "2019 Toyota RAV4",
        vin: rav4Vin,
        estimate: expect.stringContaining(
          `ADAS calibration needed (camera behind the mirror): ${pricing.adasCalibration.price.label}`,
        ),
      });
    });
  });
}
