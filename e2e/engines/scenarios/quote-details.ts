// A quote request with who pays and when: the insurer's fields for a claim, an open window from
// the lead service's list, and a closed day met with the nearest open windows.
import { describe, expect, it } from "vitest";
import { bookingText, defaultAvailability } from "../../../core/data/booking";
import { fillLater } from "../../../core/data/form-text";
import { insuranceText, insurers } from "../../../core/data/insurance";
import { choiceLabel } from "../../../core/data/quote-choices";
import { quoteFormText } from "../../../core/data/quote-form";
import { nearestSlots, openSlots, shortDay } from "../../../core/rules/booking";
import { validationMessages } from "../../../core/rules/validation";
import { viewports } from "../../browser";
import { byInsurance, quote } from "../../lead-forms";
import { leadEndpointPerTest } from "../../lead-server";
import { standInJobPath } from "../../lead-stand-in";
import { poll } from "../../poll";
import {
  chipRepair,
  city,
  errorOf,
  openDetails,
  quoteForm,
  sentFields,
  type Suite,
} from "./shared";

export function quoteDetails({ name, open }: Suite) {
  describe(`${name}: a quote request with who pays and when`, () => {
    const endpoint = leadEndpointPerTest(name);

    it("paid by insurance, in an open window: the insurer's fields and the window go with the lead, and its page is linked", async () => {
      const server = await endpoint.start();
      const page = await open(viewports.mobile, { baseURL: endpoint.siteURL });
      await page.goto(city.path);
      const f = quoteForm(page);
      await openDetails(page);
      expect(await f.insurer.isVisible()).toBe(false);
      await f.payer.select(byInsurance.label);
      await f.insurer.waitFor();
      // Every insurer suggested, and how a claim works a link away.
      expect(await f.insurer.attribute("list")).toBeTruthy();
      expect(await f.root.get({ css: "datalist option", hidden: true }).count()).toBe(
        insurers.length,
      );
      await f.root.get({ role: "link", name: insuranceText.link }).waitFor();
      await f.name.fill(quote.name);
      await f.phone.fill(quote.phone);
      await f.service.select(chipRepair);
      await f.insurer.fill("Aviva");
      await f.deductible.fill("5 hundred");
      await f.submit.click();
      expect(await poll(() => errorOf(f.deductible), Boolean)).toBe(validationMessages.deductible);
      await f.deductible.fill("$1,000");
      // The open days, once the form's script has asked the lead service for them, then the
      // day's windows.
      const [slot] = openSlots(defaultAvailability, bookingText, new Map(), new Date());
      await f.root.get({ role: "combobox", name: /^Preferred day/ }).select(slot!.dayLabel);
      await f.arrivalWindow.select(
        `${choiceLabel("arrivalWindow", slot!.window)} (${slot!.hours})`,
      );
      await f.submit.click();
      await page.get({ role: "status", text: new RegExp(quoteFormText.toastTitle) }).waitFor();
      expect(await sentFields(server)).toMatchObject({
        payer: "insurance",
        insurer: "Aviva",
        deductible: "$1,000",
        preferredDay: slot!.day,
        arrivalWindow: slot!.window,
      });
      const status = page.get({ role: "link", name: quoteFormText.statusLink });
      expect(await status.attribute("href")).toMatch(new RegExp(`${standInJobPath}$`));
    });

    it("a closed day picked on the phone's calendar: said beside the field, with the nearest open windows, one tap filling the day and window", async () => {
      const server = await endpoint.start();
      const page = await open(viewports.mobile, { baseURL: endpoint.siteURL });
      await page.goto(city.path);
      const f = quoteForm(page);
      // The first days the availability books nothing (the sample's Sundays).
      const slots = openSlots(defaultAvailability, bookingText, new Map(), new Date());
      const openDays = new Set(slots.map((slot) => slot.day));
      const closed = [...Array(14).keys()]
        .map((ahead) => {
          const day = new Date(`${slots[0]!.day}T12:00:00Z`);
          day.setUTCDate(day.getUTCDate() + ahead);
          return day.toISOString().slice(0, 10);
        })
        .find((day) => !openDays.has(day))!;
      // The visitor taps the day first: the calendar is under their finger as the form's script
      // starts, and stays; they pick the closed day on it.
      const calendar = f.root.get({ css: "input[type=date]" });
      await calendar.evaluate((el) => (el as HTMLElement).focus());
      await calendar.evaluate((el, day: string) => {
        const input = el as HTMLInputElement;
        Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")!.set!.call(input, day);
        input.dispatchEvent(new Event("input", { bubbles: true }));
        input.dispatchEvent(new Event("change", { bubbles: true }));
      }, closed as never);
      const nearest = nearestSlots(slots, closed, "morning");
      const first = f.root.get({ role: "button", name: nearest[0]!.label });
      await first.waitFor();
      // The day's field, the calendar or the list of open days by then: the message beside it.
      const day = f.root.get({ css: "[id$='-preferredDay']" });
      expect(await poll(() => errorOf(day), Boolean)).toBe(
        fillLater(quoteFormText.when.dayClosed, { day: shortDay(closed) }),
      );
      for (const slot of nearest.slice(1))
        expect(await f.root.get({ role: "button", name: slot.label }).isVisible()).toBe(true);

      await first.click();
      expect(
        await poll(
          () => errorOf(day),
          (message) => message === null,
        ),
      ).toBeNull();
      await f.name.fill(quote.name);
      await f.phone.fill(quote.phone);
      await f.service.select(chipRepair);
      await f.submit.click();
      await page.get({ role: "status", text: new RegExp(quoteFormText.toastTitle) }).waitFor();
      expect(await sentFields(server)).toMatchObject({
        preferredDay: nearest[0]!.day,
        arrivalWindow: nearest[0]!.window,
      });
    });
  });
}
