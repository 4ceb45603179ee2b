// A quote request with photos: what is not a photo refused, the rest shrunk and sent with it.
import { describe, expect, it } from "vitest";
import { quoteFormText } from "../../../core/data/quote-form";
import { photoMessages, photoRules } from "../../../core/rules/photos";
import { viewports } from "../../browser";
import { pickFiles, quote, type PickedFile } from "../../lead-forms";
import { leadEndpointPerTest } from "../../lead-server";
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

export function quotePhotos({ name, open }: Suite) {
  describe(`${name}: a quote request with photos`, () => {
    const endpoint = leadEndpointPerTest(name);

    it("photos: refuses what is not a photo, shrinks the rest and sends them with the lead", async () => {
      const server = await endpoint.start();
      const page = await open(viewports.mobile, { baseURL: endpoint.siteURL });
      await page.goto(city.path);
      const f = quoteForm(page);
      // The form's script loads when the visitor starts on it; then the photo field shows.
      await f.name.fill(quote.name);
      await f.phone.fill(quote.phone);
      await f.service.select(chipRepair);
      await openDetails(page);
      const input = f.root.get({ css: 'input[type="file"]' });
      const pick = (files: PickedFile[]) =>
        input.evaluate(pickFiles as (el: HTMLElement, files: never) => Promise<void>, files);
      await pick([{ name: "crack.jpg", type: "image/jpeg", text: "%PDF-1.7 not a picture" }]);
      expect(await poll(() => errorOf(input), Boolean)).toBe(photoMessages.notAPhoto("crack.jpg"));
      await pick([{ name: "big.jpg", type: "image/jpeg", bytes: photoRules.pickBytes + 1 }]);
      expect(
        await poll(
          () => errorOf(input),
          (m) => m?.includes("big.jpg") ?? false,
        ),
      ).toBe(photoMessages.tooLarge("big.jpg"));
      await pick([
        { name: "one.jpg", type: "image/jpeg", width: 4000, height: 3000 },
        { name: "two.png", type: "image/png", width: 1200, height: 1600 },
      ]);
      await f.root.get({ role: "img", name: /two\.png/ }).waitFor();
      await pick([
        { name: "three.jpg", type: "image/jpeg", width: 800, height: 600 },
        { name: "four.jpg", type: "image/jpeg", width: 800, height: 600 },
      ]);
      expect(await poll(() => errorOf(input), Boolean)).toBe(photoMessages.tooMany);
      await f.root.get({ role: "img", name: /three\.jpg/ }).waitFor();
      expect(await f.root.get({ role: "img", name: /four\.jpg/ }).isVisible()).toBe(false);
      await f.submit.click();
      await page.get({ role: "status", text: new RegExp(quoteFormText.toastTitle) }).waitFor();
      const { photos, contentType } = (await server.received())[0]!;
      expect(contentType).toMatch(/^multipart\/form-data; boundary=/);
      expect(photos.map((p) => p.type)).toEqual(["image/jpeg", "image/jpeg", "image/jpeg"]);
      expect(photos.map((p) => Math.max(p.width, p.height))).toEqual([1600, 1600, 800]);
      for (const photo of photos) expect(photo.size).toBeLessThan(photoRules.uploadBytes);
      expect((await sentFields(server)).name).toBe(quote.name);
      // Sent: the form is empty again, photos too.
      expect(await f.root.get({ role: "img", name: /one\.jpg/ }).isVisible()).toBe(false);
    });
  });
}
