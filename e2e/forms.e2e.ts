// What the lead forms do beyond a plain send: posted without JavaScript, kept as drafts, held to
// lengths and formats, and honest when the answer is uncertain.
import { describe, expect, it } from "vitest";
import { siteConfig } from "../core/config/site";
import { contactFormText } from "../core/data/contact-form";
import { leadOutcomeText } from "../core/data/lead-outcome";
import { locationPages } from "../app/data/site-pages";
import { draftKey } from "../app/components/forms/drafts";
import { quoteFormText } from "../core/data/quote-form";
import { leadPages } from "../core/rules/leads";
import { formatLeadDay } from "../worker/stored-lead";
import { choiceLabel } from "../core/data/quote-choices";
import { slotsPath } from "../core/rules/leads";
import { nearestSlots, type Slot } from "../core/rules/booking";
import { fieldLimits, validationMessages, emailMessage } from "../core/rules/validation";
import { vinMessages } from "../core/rules/vin";
import { baseURL, connectBrowser, pointAt, visit } from "./browser";
import {
  byInsurance,
  contactForm,
  contactValues,
  errorOf,
  fillContact,
  message,
  photoFieldLabel,
  openQuoteDetails,
  quoteDetailsLine,
  quoteForm,
  quote,
} from "./lead-forms";
import { leadServiceFails, sentLeads, storedLeads, uniquePhone, uniqueRef } from "./lead-service";

const browser = connectBrowser();
const { phone } = siteConfig;
const contactPath = "/contact-us";
const { path: locationPath, location } = locationPages().find(
  (p) => p.location.focus === "auto-glass",
)!;

/** The windows open to book now, as the lead service answers them. */
const openWindows = async () =>
  ((await (await fetch(`${baseURL}${slotsPath}`)).json()) as { slots: Slot[] }).slots;

describe("forms without JavaScript", () => {
  it("a message is stored once, and the visitor lands on the confirmation, with call and text", async () => {
    const page = await browser.newPage("mobile", { javaScriptEnabled: false });
    await page.goto(contactPath);
    const ref = uniqueRef();
    const values = { ...message, message: `${message.message} (${ref})` };
    await fillContact(page, values);
    const [response] = await Promise.all([
      page.waitForNavigation(),
      contactForm(page).submit.click(),
    ]);
    expect(response?.status()).toBe(200);
    expect(new URL(page.url()).pathname).toBe(leadPages.received);
    const text = leadOutcomeText.received;
    expect(await page.getByRole("heading", { level: 1 }).innerText()).toBe(text.heading);
    const main = page.getByRole("main");
    expect(
      await main.getByRole("link", { name: `Call ${phone.display}` }).getAttribute("href"),
    ).toBe(phone.tel);
    expect(
      await main.getByRole("link", { name: `Text ${phone.display}` }).getAttribute("href"),
    ).toBe(phone.sms);
    expect(await page.locator('meta[name="robots"]').getAttribute("content")).toBe("noindex");

    // Back to the form, still filled in, and sent again, as a second tap would: one lead.
    await page.goBack();
    expect(await contactValues(page)).toEqual(values);
    await Promise.all([
      page.waitForURL(`**${leadPages.received}`),
      contactForm(page).submit.click(),
    ]);
    const stored = await storedLeads(ref);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({
      Name: values.name,
      Email: values.email,
      Phone: values.phone,
      Message: values.message,
      Page: contactPath,
      Kind: "Message",
    });
  });

  it("a quote request arrives with every field, its form, page and place, holding its window", async () => {
    // An open window, typed as a day and a window: without JavaScript there is no list.
    const soon = (await openWindows())[1]!;
    const page = await browser.newPage("mobile", { javaScriptEnabled: false });
    await page.goto(locationPath);
    const ref = uniqueRef();
    const f = quoteForm(page);
    await f.name.fill("Sam Okafor");
    await f.phone.fill("(905) 555-0187");
    await f.service.selectOption("Windshield Repair");
    // On a phone the form asks for a name, a phone, the service and a window; the rest is
    // folded under "Add details", which opens without any script.
    const shown = await f.root
      .locator("input:visible, select:visible, textarea:visible")
      .evaluateAll((fields) =>
        fields
          .filter((field) => !field.closest("[aria-hidden=true]")) // the bots' honeypot
          .map((field) => (field as HTMLInputElement).name),
      );
    expect(shown).toEqual(["name", "phone", "service", "preferredDay", "arrivalWindow"]);
    expect(await f.postalCode.isVisible()).toBe(false);
    await f.root.getByText(quoteDetailsLine, { exact: true }).click();
    await f.postalCode.fill("l4c 3g5");
    await f.damage.fill(`Two chips low on the driver's side (${ref})`);
    // Who pays: the insurer's fields show once insurance is chosen, without any script.
    expect(await f.insurer.isVisible()).toBe(false);
    await f.payer.selectOption({ label: byInsurance.label });
    expect(await f.insurer.isVisible()).toBe(true);
    await f.insurer.fill("Wawanesa");
    await f.deductible.fill("$300");
    await page.getByLabel(quoteFormText.labels.preferredDay).fill(soon.day);
    await f.arrivalWindow.selectOption(soon.window);
    await f.visitPlace.selectOption({ label: "At work" });
    // No photo field without JavaScript: the text-a-photo link instead.
    expect(await f.root.getByLabel(photoFieldLabel).count()).toBe(0);
    // A VIN with one character misread: the browser takes its letters and length, and the lead
    // service its check digit, giving the form back with everything typed.
    const misread = quote.vin.replace(/4$/, "5");
    await f.vin.fill(misread);
    const [refused] = await Promise.all([page.waitForNavigation(), f.submit.click()]);
    expect(refused?.status()).toBe(422);
    expect(await errorOf(f.vin)).toBe(vinMessages.checkDigit);
    expect(await f.vin.inputValue()).toBe(misread);
    expect(await f.damage.inputValue()).toBe(`Two chips low on the driver's side (${ref})`);
    expect(await f.insurer.inputValue()).toBe("Wawanesa");
    expect(await storedLeads(ref)).toEqual([]);
    await f.vin.fill(quote.vin.toLowerCase());
    await Promise.all([page.waitForURL(`**${leadPages.received}`), f.submit.click()]);

    expect(await page.getByRole("heading", { level: 1 }).innerText()).toBe(
      leadOutcomeText.received.heading,
    );
    expect(await storedLeads(ref)).toEqual([
      expect.objectContaining({
        Kind: "Quote request",
        Name: "Sam Okafor",
        Phone: "(905) 555-0187",
        Email: "",
        Service: "Windshield Repair",
        Vehicle: "",
        VIN: quote.vin,
        "Postal code": "L4C 3G5",
        Damage: `Two chips low on the driver's side (${ref})`,
        "Who pays": byInsurance.label,
        Insurer: "Wawanesa",
        Deductible: "$300",
        "Preferred day": formatLeadDay(soon.day),
        "Arrival window": choiceLabel("arrivalWindow", soon.window),
        Where: "At work",
        "City page": location.city,
        Page: locationPath,
      }),
    ]);
  });

  it("checks the phone and postal code by the same rules before anything is posted", async () => {
    const page = await browser.newPage("desktop", { javaScriptEnabled: false });
    await page.goto(locationPath);
    const ref = uniqueRef();
    const f = quoteForm(page);
    await f.name.fill(`Sam Okafor ${ref}`);
    await f.phone.fill("555-0187");
    await f.service.selectOption("Windshield Repair");
    await openQuoteDetails(page);
    await f.postalCode.fill("12345");
    await f.submit.click();
    // The browser refuses the post itself, on the spot: the page stays, and nothing arrives.
    expect(await f.phone.evaluate((el: HTMLInputElement) => el.validity.patternMismatch)).toBe(
      true,
    );
    expect(await f.postalCode.evaluate((el: HTMLInputElement) => el.validity.valid)).toBe(false);
    expect(await storedLeads(ref)).toEqual([]);
    expect(new URL(page.url()).pathname).toBe(locationPath);

    await f.phone.fill("+1 905 555 0187");
    await f.postalCode.fill("L4C 3G5");
    await Promise.all([page.waitForURL(`**${leadPages.received}`), f.submit.click()]);
    expect(await storedLeads(ref)).toHaveLength(1);
  });

  it("a value a browser let through comes back with its message next to it, nothing lost", async () => {
    const page = await browser.newPage("mobile", { javaScriptEnabled: false });
    await page.goto(contactPath);
    // A browser that checks nothing itself, as some old ones do not.
    await contactForm(page).root.evaluate((form: HTMLFormElement) => (form.noValidate = true));
    const ref = uniqueRef();
    const values = { ...message, email: "priya.shah", message: `${message.message} (${ref})` };
    await fillContact(page, values);
    const [response] = await Promise.all([
      page.waitForNavigation(),
      contactForm(page).submit.click(),
    ]);
    expect(response?.status()).toBe(422);
    expect(await page.getByRole("heading", { level: 1 }).innerText()).toBe(
      leadOutcomeText.retry.fields.heading,
    );
    const f = contactForm(page);
    expect(await errorOf(f.email)).toBe(emailMessage);
    expect(await errorOf(f.name)).toBeNull();
    expect(await contactValues(page)).toEqual(values);
    expect(await storedLeads(ref)).toEqual([]);

    // Fixed there and sent: it arrives.
    await f.email.fill(message.email);
    await Promise.all([page.waitForURL(`**${leadPages.received}`), f.submit.click()]);
    expect(await storedLeads(ref)).toEqual([
      expect.objectContaining({ Email: message.email, Page: contactPath }),
    ]);
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

    // Sent (the lead service confirms it): the draft is gone from the browser.
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
    expect(await errorOf(f.message)).toBe(
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
    expect(await errorOf(f.name)).toBe(validationMessages.blank);
    expect(await errorOf(f.phone)).toBe(validationMessages.phone);
    expect(await contactValues(page)).toEqual({ ...message, name: "   ", phone: "555" });
  });
});

describe("a send whose answer is lost", () => {
  it("says honestly it may have arrived; sent again, it is still one lead, with names trimmed", async () => {
    const page = await browser.newPage("desktop");
    const sent = sentLeads(page);
    // The lead service keeps the lead, but its answer never reaches the phone.
    await leadServiceFails(page, "dropped");
    await visit(page, contactPath);
    await pointAt(contactForm(page).root);
    const ref = uniqueRef();
    const values = { ...message, name: "  Priya Shah  ", message: `${message.message} (${ref})` };
    await fillContact(page, values);
    await contactForm(page).submit.click();
    const unsure = page.getByRole("alert").filter({ hasText: "couldn't confirm" });
    await unsure.waitFor();
    expect(await unsure.innerText()).toContain("It may have reached us");
    expect(await unsure.getByRole("link", { name: `call ${phone.display}` }).count()).toBe(1);
    expect(await contactValues(page)).toEqual(values);
    expect(await storedLeads(ref)).toEqual([
      expect.objectContaining({ Name: "Priya Shah", Message: values.message }),
    ]);

    // Sent again: the same submission, which the lead service already has, and the visitor is
    // told it counts once.
    await contactForm(page).submit.click();
    const notice = page.getByRole("status").filter({ hasText: contactFormText.toastTitle });
    await notice.waitFor();
    expect(await notice.innerText()).toContain(contactFormText.repeatText);
    expect(sent).toHaveLength(2);
    expect(sent[1]!.body.id).toBe(sent[0]!.body.id);
    expect(sent[1]!.key).toBe(sent[0]!.body.id);
    expect(await storedLeads(ref)).toHaveLength(1);
  });
});

describe("booking a window", () => {
  it("two visitors race for a window's last place: one holds it, the other picks another, nothing retyped", async () => {
    // A window late in the days ahead (the HTTP suite fills the last one), all but one place
    // taken.
    const slot = (await openWindows()).at(-2)!;
    for (let n = 1; n < slot.remaining; n++) {
      const id = crypto.randomUUID().replaceAll("-", "");
      await fetch(`${baseURL}/api/leads`, {
        method: "POST",
        headers: { "Content-Type": "application/json", "Idempotency-Key": id },
        body: JSON.stringify({
          id,
          form: "quote",
          page: locationPath,
          fields: {
            name: "Booked before",
            phone: uniquePhone(),
            service: "Windshield Repair",
            preferredDay: slot.day,
            arrivalWindow: slot.window,
          },
        }),
      });
    }
    const ref = uniqueRef();
    const visitors = await Promise.all(
      ["Ana", "Ben"].map(async (name) => {
        // Two drivers: each their own phone (one phone holds one window at a time).
        const phone = uniquePhone();
        const page = await browser.newPage("mobile");
        await visit(page, locationPath);
        const f = quoteForm(page);
        await pointAt(f.root);
        await f.name.fill(`${name} ${ref}`);
        await f.phone.fill(phone);
        await f.service.selectOption("Windshield Repair");
        // The open days once the form's script has asked for them, then that day's windows.
        await f.root.getByRole("combobox", { name: /^Preferred day/ }).selectOption(slot.day);
        await f.arrivalWindow.selectOption(slot.window);
        return { page, f, name, phone };
      }),
    );
    await Promise.all(visitors.map(({ f }) => f.submit.click()));

    const outcomes = await Promise.all(
      visitors.map(async (visitor) => {
        const sent = visitor.page.getByRole("link", { name: quoteFormText.statusLink });
        const taken = visitor.f.root.getByText(`${slot.label} has just been taken`);
        await sent.or(taken).first().waitFor();
        return { ...visitor, held: await sent.isVisible() };
      }),
    );
    // One holds the place (that its request links its status page is the cross-engine suite's,
    // what that page says of a held window the HTTP suite's, e2e/lead-service.e2e.ts).
    expect(outcomes.filter((o) => o.held)).toHaveLength(1);
    const loser = outcomes.find((o) => !o.held)!;
    // The other keeps every value, and picks one of the nearest open windows in one tap.
    expect(await loser.f.name.inputValue()).toBe(`${loser.name} ${ref}`);
    expect(await loser.f.phone.inputValue()).toBe(loser.phone);
    const [nearest] = nearestSlots(await openWindows(), slot.day, slot.window);
    const pick = loser.f.root.getByRole("button", { name: nearest!.label });
    await pick.click();
    expect(await pick.getAttribute("aria-pressed")).toBe("true");
    await loser.f.submit.click();
    await loser.page.getByRole("link", { name: quoteFormText.statusLink }).waitFor();
    expect(await storedLeads(ref)).toHaveLength(2);
  });
});
