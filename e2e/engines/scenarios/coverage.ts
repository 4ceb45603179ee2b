// The coverage check: a postal code answered (or what is wrong with it said), and the visitor's
// location answered, or its refusal said.
import { describe, expect, it } from "vitest";
import {
  coverageAt,
  coverageForPostalCode,
  coverageMessages,
  type CoverageResult,
} from "../../../app/lib/coverage";
import { destinationPoint, torontoCentre } from "../../../app/lib/geo";
import { photoText, photoTextHref } from "../../../core/rules/photo-text";
import { viewports } from "../../browser";
import { poll } from "../../poll";
import type { EnginePage } from "../page";
import { errorOf, phone, type Suite } from "./shared";

export function coverageCheck({ name, engine, open }: Suite) {
  describe(`${name}: the coverage check`, () => {
    it("answers a postal code, and says what is wrong with one it cannot read", async () => {
      const page = await open(viewports.mobile);
      await page.goto("/");
      const box = page.get({ role: "region", name: "Do you come to me?" });
      const field = box.get({ role: "textbox", name: "Postal code" });
      await field.fill("m5v 2t6");
      await box.get({ role: "button", name: "Check" }).click();
      const expected = coverageForPostalCode("M5V 2T6") as CoverageResult;
      const status = box.get({ role: "status" });
      await status.get({ text: expected.headline }).waitFor();
      expect(await status.text()).toContain(expected.detail);
      expect(await status.get({ role: "link", name: /^Call/ }).attribute("href")).toBe(phone.tel);
      // On a phone, the answer offers a text with the photo, the message and the code written.
      const photo = status.get({ role: "link", name: photoText.label });
      expect(await photo.attribute("href")).toBe(photoTextHref(phone.sms, "M5V 2T6"));

      // A code it cannot answer: the message next to the field, the code kept, the focus on it
      // and no answer shown; fixed, the message goes.
      const cases = [
        ["12345", coverageMessages.invalid],
        ["K1A 0B1", coverageMessages.unknown("K1A")],
        ["", coverageMessages.empty],
      ] as const;
      for (const [code, message] of cases) {
        await field.fill(code);
        await box.get({ role: "button", name: "Check" }).click();
        expect(
          await poll(
            () => errorOf(field),
            (m) => m === message,
          ),
        ).toBe(message);
        expect(await field.value()).toBe(code);
        expect(await field.isFocused()).toBe(true);
        expect(await status.get({ text: expected.headline }).isVisible()).toBe(false);
      }
      await field.fill("L4C 3G5");
      await box.get({ role: "button", name: "Check" }).click();
      await status.get({ text: /^Yes/ }).waitFor();
      expect(await field.attribute("aria-invalid")).toBeNull();
    });

    it("answers from the visitor's location, and says so when it is refused", async () => {
      const check = async (page: EnginePage) => {
        await page.goto("/");
        const box = page.get({ role: "region", name: "Do you come to me?" });
        const button = box.get({ role: "button", name: "Use my location" });
        await button.pointAt();
        await button.click();
        return box.get({ role: "status" });
      };
      if (engine().canSetLocation) {
        const point = destinationPoint(torontoCentre, 90, 10);
        const status = await check(
          await open(viewports.mobile, { location: { latitude: point.lat, longitude: point.lng } }),
        );
        const expected = coverageAt(point);
        await status.get({ text: expected.headline }).waitFor();
        expect(await status.text()).toContain(expected.detail);
      }
      const refused = await check(await open(viewports.mobile, { location: "refused" }));
      await refused.get({ text: /didn't share your location/ }).waitFor();
    });
  });
}
