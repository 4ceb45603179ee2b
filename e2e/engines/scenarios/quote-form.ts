// The quote form on a location page: its messages beside each field, a send, the taps the page
// counts, and a send the lead service refuses.
import { describe, expect, it } from "vitest";
import { quoteFormText } from "../../../core/data/quote-form";
import type { LeadPayload } from "../../../core/rules/leads";
import { validationMessages } from "../../../core/rules/validation";
import { coverageForPostalCode, type CoverageResult } from "../../../app/lib/coverage";
import { viewports } from "../../browser";
import { byInsurance, quote, quoteDetailsLine, quoteFormDescription } from "../../lead-forms";
import { leadEndpointPerTest } from "../../lead-server";
import { poll } from "../../poll";
import type { EnginePage } from "../page";
import {
  chipRepair,
  city,
  errorOf,
  expectSent,
  openDetails,
  quoteFields,
  quoteForm,
  type Suite,
} from "./shared";

export function quoteFormScenarios({ name, open }: Suite) {
  describe(`${name}: the quote form on a location page`, () => {
    const endpoint = leadEndpointPerTest(name);

    async function fillQuote(page: EnginePage) {
      const f = quoteForm(page);
      await openDetails(page);
      for (const field of quoteFields) await f[field].fill(quote[field]);
      await f.service.select(chipRepair);
      await f.payer.select(byInsurance.label);
    }

    it("validates next to each field, keeps what was typed, then sends: what was sent in its place, and the form back empty when asked", async () => {
      await endpoint.start();
      const page = await open(viewports.mobile, { baseURL: endpoint.siteURL });
      await page.goto(city.path);
      const f = quoteForm(page);
      await f.submit.pointAt();
      await f.submit.click();
      expect(await poll(() => errorOf(f.name), Boolean)).toBeTruthy();
      expect(await errorOf(f.phone)).toBeTruthy();
      // Nothing folded under "Add details" needs fixing: it stays shut.
      expect(await f.email.isVisible()).toBe(false);
      // A mistake in a field folded there opens it, the message beside the field.
      await openDetails(page);
      expect(await errorOf(f.email)).toBeNull();
      await f.postalCode.fill("12345");
      await f.root.get({ text: quoteDetailsLine }).click();
      await f.postalCode.waitFor("hidden");
      await f.submit.click();
      expect(await poll(() => errorOf(f.postalCode), Boolean)).toBe(validationMessages.postalCode);
      expect(await f.postalCode.value()).toBe("12345");

      await fillQuote(page);
      await f.phone.fill("555-0187");
      await f.postalCode.fill("12345");
      await f.submit.click();
      expect(await errorOf(f.phone)).toBe(validationMessages.phone);
      expect(await errorOf(f.postalCode)).toBe(validationMessages.postalCode);
      expect(await errorOf(f.name)).toBeNull();
      expect(await f.vehicle.value()).toBe(quote.vehicle);
      expect(await f.payer.value()).toBe("insurance");

      await f.phone.fill(quote.phone);
      await f.postalCode.fill(quote.postalCode);
      expect(await errorOf(f.phone)).toBeNull();
      await f.submit.click();
      const sent = await expectSent(page, quoteFormText.toastTitle, quoteFormDescription.name);
      await sent.get({ role: "button", name: quoteFormText.sendAnother }).click();
      expect(await poll(() => f.name.isFocused(), Boolean)).toBe(true);
      expect(await f.name.value()).toBe("");
      await openDetails(page);
      expect(await f.payer.value()).toBe("");
    });

    it("counts a tap on call and on text and the coverage check's answer once each, with the page", async () => {
      const service = await endpoint.start();
      const page = await open(viewports.mobile, { baseURL: endpoint.siteURL });
      await page.goto(city.path);
      // No dialler or messages app in a test browser: after the page's own listeners have seen
      // the tap, the link is kept from leaving the page.
      await page.evaluate(() => {
        window.addEventListener("click", (click) => {
          const link = (click.target as Element).closest("a[href]");
          if (/^(tel|sms):/.test(link?.getAttribute("href") ?? "")) click.preventDefault();
        });
      });
      const main = page.get({ role: "main" });
      await main.get({ role: "link", name: /^Call/ }).click();
      await main.get({ role: "link", name: /^Text \(/ }).click();
      const box = page.get({ role: "region", name: "Do you come to me?" });
      await box.get({ role: "textbox", name: "Postal code" }).fill("m5v 2t6");
      await box.get({ role: "button", name: "Check" }).click();
      const expected = coverageForPostalCode("M5V 2T6") as CoverageResult;
      await box.get({ role: "status" }).get({ text: expected.headline }).waitFor();
      await poll(
        async () => (await service.events()).length,
        (n) => n >= 3,
        10_000,
      );
      expect((await service.events()).sort()).toEqual(
        [`call ${city.path}`, `coverage ${city.path}`, `text ${city.path}`].sort(),
      );
    });

    it("with the lead service elsewhere: keeps every value when the send fails, and sends again the same submission, with its page and place", async () => {
      const refusing = await endpoint.start(500);
      const page = await open(viewports.mobile, { baseURL: endpoint.siteURL });
      await page.goto(city.path);
      const f = quoteForm(page);
      await fillQuote(page);
      await f.submit.click();
      await page.get({ role: "alert", text: /didn't go through/ }).waitFor();
      for (const field of quoteFields) expect(await f[field].value()).toBe(quote[field]);
      expect(await f.payer.value()).toBe("insurance");
      const [refused, ...more] = await refusing.received();
      expect(more).toEqual([]);

      const server = await endpoint.start();
      await f.submit.click();
      await page.get({ role: "status", text: new RegExp(quoteFormText.toastTitle) }).waitFor();
      // The exact JSON, with the refused try's submission id, also its Idempotency-Key: sent
      // again, it is the same lead.
      const [sent] = await server.received();
      const body = sent!.body as LeadPayload;
      expect(body.id).toMatch(/^[0-9a-f]{32}$/);
      expect((refused!.body as LeadPayload).id).toBe(body.id);
      expect(sent!.idempotencyKey).toBe(body.id);
      expect(new Date(body.submittedAt).toISOString()).toBe(body.submittedAt);
      expect(body).toEqual({
        id: body.id,
        form: "quote",
        page: city.path,
        submittedAt: body.submittedAt,
        fields: {
          place: city.location.city,
          pageFocus: city.location.focus,
          ...quote,
          postalCode: quote.postalCode.toUpperCase(),
          service: chipRepair,
          payer: "insurance",
          insurer: "",
          deductible: "",
          preferredDay: "",
          arrivalWindow: "",
          visitPlace: "",
          estimate: "",
        },
      });
    });
  });
}
