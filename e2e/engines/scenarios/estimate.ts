// The instant estimate: walked to an answer and kept in the URL, the car known by its VIN with the
// calibration it needs, and the estimate sent with a quote request, with or without the rest.
import { describe, expect, it } from "vitest";
import { estimateToolText } from "../../../app/data/estimate-text";
import { servicePath } from "../../../app/data/site-pages";
import { damageDescription, glassChoices, parseAnswers } from "../../../app/lib/estimate";
import { vehicleListCredit } from "../../../app/data/vehicles";
import { photoText, photoTextHref } from "../../../core/rules/photo-text";
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
  phone,
  quoteForm,
  scrollEnded,
  sentFields,
  type Suite,
} from "./shared";

/** A 2019 Toyota RAV4's VIN, as its check digit has it (2T3: Toyota of Canada). */
const rav4Vin = "2T3P1RFV0KC012345";
/** A 2019 Honda Civic's (2HG: Honda of Canada). */
const civicVin = "2HGFC2F56KH512345";
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

    it("walks a chip to 'Repair likely', keeps it and the postal code in the URL, and opens the quote form filled in from it", async () => {
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
      // The postal code, checked in the result, goes with it: into the URL, the photo text's
      // message and the form.
      await tool(page).get({ role: "textbox", name: "Postal code" }).fill("m5v 2t6");
      await tool(page).get({ role: "button", name: "Check" }).click();
      await tool(page)
        .get({ text: /Yes, we come to you for free/ })
        .waitFor();
      expect((await page.url()).searchParams.get("postal")).toBe("M5V 2T6");
      expect(await tool(page).get({ role: "link", name: photoText.label }).attribute("href")).toBe(
        photoTextHref(phone.sms, "M5V 2T6"),
      );

      await tool(page).get({ role: "link", name: "Send this to us" }).click();
      const f = quoteForm(page);
      await f.root.waitFor();
      const answers = parseAnswers((await page.url()).search);
      expect(
        await f.service.evaluate(
          (el) => (el as unknown as HTMLSelectElement).selectedOptions[0]?.label,
        ),
      ).toBe(chipRepair);
      expect(await f.damage.value()).toBe(damageDescription(answers));
      expect(await f.postalCode.value()).toBe("M5V 2T6");
      expect(await f.name.value()).toBe("");
      // The step's heading has the focus, for a keyboard or a screen reader to carry on from.
      expect(
        await poll(
          () => page.evaluate(() => document.activeElement?.textContent ?? ""),
          (text) => /Send this to us/.test(text),
        ),
      ).toMatch(/Send this to us/);
      // Back returns to the result; Forward to the form, still filled in.
      await page.back();
      expect(
        await poll(
          () => heading(page).text(),
          (text) => text === "Repair likely",
        ),
      ).toBe("Repair likely");
      await page.forward();
      await f.root.waitFor();
      expect(await f.damage.value()).toBe(damageDescription(answers));
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
      const year = picker.get({ role: "combobox", name: "Year" });
      const make = picker.get({ role: "combobox", name: "Make" });
      const model = picker.get({ role: "combobox", name: "Model" });
      const disabled = (el: HTMLElement) => (el as HTMLSelectElement).disabled;
      expect(await model.evaluate(disabled)).toBe(true);
      // A VIN with its last character mistyped: the rule it breaks, next to the field as it is
      // typed (so a screen reader says it as it comes), the text kept.
      const vin = picker.get({ role: "textbox", name: /^VIN/ });
      const mistyped = `${rav4Vin.slice(0, -1)}6`;
      await vin.fill(mistyped);
      const misread = picker.get({ text: vinMessages.checkDigit });
      await misread.waitFor();
      expect(await misread.attribute("aria-live")).toBe("polite");
      expect(await vin.value()).toBe(mistyped);
      expect(await year.value()).toBe("");
      // Another car's VIN (a Civic's), then the RAV4's typed over it key by key: each fills in
      // the year and the make, the second replacing the make and the model the first led to.
      await vin.fill(civicVin);
      expect(
        await poll(
          () => make.value(),
          (value) => value === "Honda",
        ),
      ).toBe("Honda");
      await model.select("Civic");
      await vin.fill(rav4Vin);
      expect(
        await poll(
          () => make.value(),
          (value) => value === "Toyota",
        ),
      ).toBe("Toyota");
      expect(await year.value()).toBe("2019");
      expect(await model.value()).toBe("");
      await picker.get({ text: estimateToolText.car.fromVin }).waitFor();
      expect(await picker.text()).not.toContain(vinMessages.checkDigit);
      await model.select("RAV4");
      await picker.get({ text: `${vehicleListCredit}.` }).waitFor();
      // The camera: unsure, the price says what it adds if there is one; there is, it adds it.
      const priceBox = tool(page).get({ css: "dl" });
      expect(await priceBox.text()).not.toContain(pricing.adasCalibration.price.label);
      await tool(page).get({ role: "radio", name: "I'm not sure" }).click();
      expect(
        await poll(
          () => priceBox.text(),
          (text) => /if your car has a camera/.test(text),
        ),
      ).toMatch(/if your car has a camera/);
      await tool(page).get({ role: "radio", name: "Yes, there's a camera" }).click();
      const priced = await poll(
        () => priceBox.text(),
        (text) => text.includes(pricing.adasCalibration.price.label),
      );
      expect(priced).toContain("Plus ADAS camera calibration");
      expect(priced).toContain(pricing.adasCalibration.duration!);
      await tool(page)
        .get({ role: "checkbox", name: /Heads-up display/ })
        .click();
      await tool(page)
        .get({ text: /A windshield with a heads-up display is made for it/ })
        .waitFor();
      expect(Object.fromEntries((await page.url()).searchParams)).toMatchObject({
        year: "2019",
        make: "Toyota",
        model: "RAV4",
        vin: rav4Vin,
        camera: "yes",
        features: "hud",
      });

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
