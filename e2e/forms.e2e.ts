// What the lead forms do beyond a plain send: posted without JavaScript, kept as drafts, held to
// lengths and formats, and honest when the answer is uncertain.
import { describe, expect, it } from "vitest";
import { siteConfig } from "~/config/site";
import { contactFormText } from "~/data/contact-form";
import { leadOutcomeText } from "~/data/lead-outcome";
import { locationPages } from "~/data/site-pages";
import { draftKey } from "~/components/forms/drafts";
import { leadPages } from "~/lib/leads";
import { fieldLimits, validationMessages } from "~/lib/validation";
import { connectBrowser, pointAt, visit } from "./browser";
import { contactForm, contactValues, errorOf, fillContact, message, quoteForm } from "./lead-forms";
import { leadEndpointPerTest } from "./lead-server";

const browser = connectBrowser();
const { phone } = siteConfig;
const contactPath = "/contact-us";
const { path: locationPath, location } = locationPages().find(
  (p) => p.location.focus === "auto-glass",
)!;

describe("forms without JavaScript", () => {
  const endpoint = leadEndpointPerTest();

  it("in demo mode, a sent message lands on a page saying nothing was sent, with call and text", async () => {
    const page = await browser.newPage("mobile", { javaScriptEnabled: false });
    await page.goto(contactPath);
    await fillContact(page);
    const [response] = await Promise.all([
      page.waitForNavigation(),
      contactForm(page).submit.click(),
    ]);
    expect(response?.status()).toBe(200);
    expect(new URL(page.url()).pathname).toBe(leadPages.notSent);
    const text = leadOutcomeText.notSent;
    expect(await page.getByRole("heading", { level: 1 }).innerText()).toBe(text.heading);
    const main = page.getByRole("main");
    expect(
      await main.getByRole("link", { name: `Call ${phone.display}` }).getAttribute("href"),
    ).toBe(phone.tel);
    expect(
      await main.getByRole("link", { name: `Text ${phone.display}` }).getAttribute("href"),
    ).toBe(phone.sms);
    expect(await page.locator('meta[name="robots"]').getAttribute("content")).toBe("noindex");

    // Back: the form again, with what was typed.
    await page.goBack();
    expect(await contactValues(page)).toEqual(message);
  });

  it("with an endpoint, posts every field with its form and page, and lands on the confirmation", async () => {
    const server = await endpoint.start();
    const page = await browser.newPage("mobile", {
      javaScriptEnabled: false,
      baseURL: endpoint.siteURL,
    });
    await page.goto(locationPath);
    const f = quoteForm(page);
    await f.name.fill("Sam Okafor");
    await f.phone.fill("(905) 555-0187");
    await f.service.selectOption("Windshield Repair");
    await f.postalCode.fill("l4c 3g5");
    await f.damage.fill("Two chips low on the driver's side");
    await f.insurance.check();
    await Promise.all([page.waitForURL(`**${leadPages.received}`), f.submit.click()]);

    expect(await page.getByRole("heading", { level: 1 }).innerText()).toBe(
      leadOutcomeText.received.heading,
    );
    expect(server.received).toHaveLength(1);
    expect(server.received[0]!.contentType).toBe("application/x-www-form-urlencoded");
    expect(server.received[0]!.body).toEqual({
      form: "quote",
      page: locationPath,
      place: location.city,
      pageFocus: location.focus,
      name: "Sam Okafor",
      phone: "(905) 555-0187",
      email: "",
      service: "Windshield Repair",
      vehicle: "",
      postalCode: "l4c 3g5",
      damage: "Two chips low on the driver's side",
      insuranceClaim: "yes",
      website: "",
    });
  });

  it("checks the phone and postal code by the same rules before anything is posted", async () => {
    const server = await endpoint.start();
    const page = await browser.newPage("desktop", {
      javaScriptEnabled: false,
      baseURL: endpoint.siteURL,
    });
    await page.goto(locationPath);
    const f = quoteForm(page);
    await f.name.fill("Sam Okafor");
    await f.phone.fill("555-0187");
    await f.service.selectOption("Windshield Repair");
    await f.postalCode.fill("12345");
    await f.submit.click();
    await page.waitForTimeout(300);
    expect(new URL(page.url()).pathname).toBe(locationPath);
    expect(await f.phone.evaluate((el: HTMLInputElement) => el.validity.patternMismatch)).toBe(
      true,
    );
    expect(await f.postalCode.evaluate((el: HTMLInputElement) => el.validity.valid)).toBe(false);
    expect(server.received).toEqual([]);

    await f.phone.fill("+1 905 555 0187");
    await f.postalCode.fill("L4C 3G5");
    await Promise.all([page.waitForURL(`**${leadPages.received}`), f.submit.click()]);
    expect(server.received).toHaveLength(1);
  });
});

describe("drafts", () => {
  it("what was typed survives a reload, a wrong link and a closed tab, until it is sent", async () => {
    const page = await browser.newPage("mobile");
    await visit(page, contactPath);
    await pointAt(contactForm(page).root);
    const partial = { name: message.name, message: message.message };
    await fillContact(page, partial);
    const expected = { ...partial, email: "", phone: "" };

    await page.reload();
    await expect.poll(() => contactValues(page)).toEqual(expected);

    // A tap on the wrong link, then back to the form by a fresh load.
    await page.getByRole("link", { name: `${siteConfig.shortName}, home`, exact: true }).click();
    await page.waitForURL((url) => url.pathname === "/");
    await page.goto(contactPath);
    await expect.poll(() => contactValues(page)).toEqual(expected);

    // The tab is gone; the browser opens the page again.
    const context = page.context();
    await page.close();
    const again = await context.newPage();
    await again.goto(contactPath);
    await expect.poll(() => contactValues(again)).toEqual(expected);

    // Sent (demo mode confirms it): the draft is gone from the browser.
    await fillContact(again, { email: message.email });
    await contactForm(again).submit.click();
    await again.getByRole("status").filter({ hasText: contactFormText.toastTitle }).waitFor();
    expect(await again.evaluate((key) => localStorage.getItem(key), draftKey("contact"))).toBe(
      null,
    );
    expect(await again.evaluate(() => localStorage.length)).toBe(0);
    await again.reload();
    await pointAt(contactForm(again).root);
    expect(await contactValues(again)).toEqual({ name: "", email: "", phone: "", message: "" });
  });
});

describe("input limits", () => {
  it("says how long is too long, next to the field, and keeps what was typed", async () => {
    const page = await browser.newPage("desktop");
    await visit(page, contactPath);
    await pointAt(contactForm(page).root);
    const long = "The chip is spreading. ".repeat(6_000).slice(0, 100_000);
    await fillContact(page, { ...message, message: long });
    await contactForm(page).submit.click();
    const f = contactForm(page);
    expect(await f.message.getAttribute("aria-invalid")).toBe("true");
    expect(await errorOf(page, f.message)).toBe(
      validationMessages.tooLong(fieldLimits.message, long.length),
    );
    expect(await f.message.inputValue()).toBe(long);
    const toast = page.getByRole("status").filter({ hasText: contactFormText.toastTitle });
    expect(await toast.count()).toBe(0);
  });

  it("checks the contact form's optional phone like the quote form's, and a name of spaces", async () => {
    const page = await browser.newPage("desktop");
    await visit(page, contactPath);
    await pointAt(contactForm(page).root);
    await fillContact(page, { ...message, name: "   ", phone: "555" });
    await contactForm(page).submit.click();
    const f = contactForm(page);
    expect(await errorOf(page, f.name)).toBe(validationMessages.blank);
    expect(await errorOf(page, f.phone)).toBe(validationMessages.phone);
    expect(await contactValues(page)).toEqual({ ...message, name: "   ", phone: "555" });
  });
});

describe("sends with a lead endpoint", () => {
  const endpoint = leadEndpointPerTest();

  it("trims names and says honestly when a lead may have arrived without an answer", async () => {
    // The endpoint keeps the lead but its answer carries no CORS headers: the page cannot read it.
    const server = await endpoint.start(204, { cors: false });
    const page = await browser.newPage("desktop", { baseURL: endpoint.siteURL });
    await visit(page, contactPath);
    await pointAt(contactForm(page).root);
    await fillContact(page, { ...message, name: "  Priya Shah  " });
    await contactForm(page).submit.click();
    const unsure = page.getByRole("alert").filter({ hasText: "couldn't confirm" });
    await unsure.waitFor();
    expect(await unsure.innerText()).toContain("It may have reached us");
    expect(await unsure.getByRole("link", { name: `call ${phone.display}` }).count()).toBe(1);
    expect(server.received).toHaveLength(1);
    const first = server.received[0]!.body as { id: string; fields: { name: string } };
    expect(first.fields.name).toBe("Priya Shah");
    expect(await contactValues(page)).toEqual({ ...message, name: "  Priya Shah  " });

    // Sent again: the same submission, so the endpoint can keep it once.
    await contactForm(page).submit.click();
    await expect.poll(() => server.received.length).toBe(2);
    const second = server.received[1]!;
    expect((second.body as { id: string }).id).toBe(first.id);
    expect(second.idempotencyKey).toBe(first.id);
  });
});
