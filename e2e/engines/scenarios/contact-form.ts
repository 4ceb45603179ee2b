// The contact form: its messages beside each field, a send, and a send the lead service refuses.
import { describe, expect, it } from "vitest";
import { contactFormText } from "../../../core/data/contact-form";
import { viewports } from "../../browser";
import { contactFormDescription, message } from "../../lead-forms";
import { leadEndpointPerTest } from "../../lead-server";
import { poll } from "../../poll";
import { contactFields, contactForm, errorOf, expectSent, phone, type Suite } from "./shared";

export function contactFormScenarios({ name, open }: Suite) {
  describe(`${name}: the contact form`, () => {
    const endpoint = leadEndpointPerTest(name);

    it("puts each message next to its field, keeps what was typed, then sends: the form gives way to what was sent, and comes back empty", async () => {
      await endpoint.start();
      const page = await open(viewports.desktop, { baseURL: endpoint.siteURL });
      await page.goto("/contact-us");
      const f = contactForm(page);
      await f.submit.pointAt();
      await f.submit.click();
      for (const field of [f.name, f.email, f.message]) {
        expect((await poll(() => errorOf(field), Boolean))?.length ?? 0).toBeGreaterThan(5);
      }
      expect(await errorOf(f.phone)).toBeNull();
      expect(await poll(() => f.name.isFocused(), Boolean)).toBe(true);

      for (const field of contactFields)
        await f[field].fill(field === "email" ? "priya.shah" : message[field]);
      await f.submit.click();
      expect(await errorOf(f.email)).toBeTruthy();
      expect(await errorOf(f.name)).toBeNull();
      expect(await poll(() => f.email.isFocused(), Boolean)).toBe(true);
      for (const field of contactFields)
        expect(await f[field].value()).toBe(field === "email" ? "priya.shah" : message[field]);

      await f.email.fill(message.email);
      expect(await errorOf(f.email)).toBeNull();
      await f.submit.click();
      const sent = await expectSent(page, contactFormText.toastTitle, contactFormDescription.name);
      expect(await sent.text()).toContain(contactFormText.toastText);
      await sent.get({ role: "button", name: contactFormText.sendAnother }).click();
      for (const field of contactFields) expect(await f[field].value()).toBe("");
      expect(await poll(() => f.name.isFocused(), Boolean)).toBe(true);
    });

    it("with the lead service elsewhere: sends the message, and keeps every value and offers call and text when it fails", async () => {
      const refusing = await endpoint.start(500);
      const page = await open(viewports.desktop, { baseURL: endpoint.siteURL });
      await page.goto("/contact-us");
      const f = contactForm(page);
      for (const field of contactFields) await f[field].fill(message[field]);
      await f.submit.click();
      const alert = page.get({ role: "alert", text: /didn't go through/ });
      await alert.waitFor();
      expect(
        await alert.get({ role: "link", name: `call ${phone.display}` }).attribute("href"),
      ).toBe(phone.tel);
      expect(
        await alert.get({ role: "link", name: `text ${phone.display}` }).attribute("href"),
      ).toBe(phone.sms);
      for (const field of contactFields) expect(await f[field].value()).toBe(message[field]);
      // Nothing said to be sent, and the button ready to send again.
      expect(
        await page.get({ role: "status", text: new RegExp(contactFormText.toastTitle) }).count(),
      ).toBe(0);
      expect(await f.submit.text()).toBe(contactFormText.submit);
      expect(await f.submit.evaluate((el) => (el as HTMLButtonElement).disabled)).toBe(false);
      expect(await refusing.received()).toHaveLength(1);

      const server = await endpoint.start();
      await f.submit.click();
      await expectSent(page, contactFormText.toastTitle, contactFormDescription.name);
      expect(
        (await server.received()).map((lead) => (lead.body as { fields: unknown }).fields),
      ).toEqual([message]);
    });
  });
}
