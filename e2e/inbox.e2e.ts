// The owner's inbox, as the owner uses it, against the whole product as `npm start` runs it:
// leads sent with and without JavaScript arrive once, every field as the visitor typed it, shown
// as text whatever it holds; the owner calls, texts, sets a status and deletes. (Bookings and the
// owner's availability are in e2e/inbox-bookings.e2e.ts; who may open it once deployed, and the
// alerts, in e2e/lead-service-deployed.e2e.ts.)
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { contactFormText } from "../core/data/contact-form";
import { leadServicePath } from "../core/config/site";
import { inboxText } from "../worker/inbox/words";
import { quoteFormText } from "../core/data/quote-form";
import { leadPages } from "../core/rules/leads";
import { parsePhone } from "../core/config/phone";
import { fieldLimits } from "../core/rules/validation";
import { requireJava, validateHtml } from "../scripts/html-validator.mjs";
import { axeViolations, expectNoViolations } from "./accessibility";
import { baseURL, connectBrowser, pointAt, visit } from "./browser";
import {
  byInsurance,
  contactForm,
  fillContact,
  message,
  openQuoteDetails,
  photoFieldLabel,
  pickFiles,
  quote,
  quoteForm,
} from "./lead-forms";
import { cityPath, fieldsOf, findInInbox, location } from "./inbox-page";
import { uniqueRef } from "./lead-service";

const browser = connectBrowser();

describe("the lead inbox", () => {
  it("shows a quote request sent with JavaScript once, every field as typed, with call, text and email", async () => {
    const visitor = await browser.newPage("mobile");
    await visit(visitor, cityPath);
    const ref = uniqueRef();
    const f = quoteForm(visitor);
    await pointAt(f.root);
    const damage = `${quote.damage} (${ref})`;
    await openQuoteDetails(visitor);
    for (const [field, value] of Object.entries({ ...quote, damage })) {
      await f[field as keyof typeof quote].fill(value);
    }
    await f.service.selectOption("Windshield Replacement");
    await f.payer.selectOption({ label: byInsurance.label });
    await f.insurer.fill("Aviva");
    await f.root
      .getByLabel(photoFieldLabel)
      .evaluate(pickFiles, [{ name: "crack.jpg", type: "image/jpeg", width: 4000, height: 3000 }]);
    await f.root.getByRole("img", { name: /crack\.jpg/ }).waitFor();
    await f.submit.click();
    await visitor.getByRole("status").filter({ hasText: quoteFormText.toastTitle }).waitFor();

    const owner = await browser.newPage("desktop");
    const cards = await findInInbox(owner, ref);
    expect(await cards.count()).toBe(1);
    const card = cards.first();
    expect(await card.getByRole("heading", { level: 2 }).innerText()).toBe(quote.name);
    expect(await card.innerText()).toContain("Quote request");
    expect(await card.getByRole("link", { name: cityPath }).getAttribute("href")).toMatch(
      new RegExp(`${cityPath}$`),
    );
    expect(await fieldsOf(card)).toEqual({
      Name: quote.name,
      Phone: quote.phone,
      Email: quote.email,
      Service: "Windshield Replacement",
      Vehicle: quote.vehicle,
      VIN: quote.vin,
      "Postal code": "L4C 3G5",
      "City page": location.city,
      "Who pays": byInsurance.label,
      Insurer: "Aviva",
      Damage: damage,
    });
    // The photo, shrunk on the phone, is shown with the lead and opens full size.
    const photo = card.getByRole("img", { name: inboxText.lead.photoAlt(1, 1) });
    await photo.scrollIntoViewIfNeeded();
    await expect
      .poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBe(1600);
    expect(
      await card.getByRole("link", { name: inboxText.lead.photoAlt(1, 1) }).getAttribute("href"),
    ).toMatch(/^\/inbox\/leads\/[0-9a-f]{32}\/photos\/1$/);
    const phone = parsePhone(quote.phone);
    expect(
      await card.getByRole("link", { name: `Call ${phone.display}` }).getAttribute("href"),
    ).toBe(phone.tel);
    expect(await card.getByRole("link", { name: "Text" }).getAttribute("href")).toBe(phone.sms);
    expect(await card.getByRole("link", { name: "Email" }).getAttribute("href")).toBe(
      `mailto:${quote.email}`,
    );
    expect(await card.getByRole("combobox", { name: inboxText.lead.status }).inputValue()).toBe(
      "new",
    );
    // The VIN goes into a parts catalogue in one tap: the page's one script copies it.
    await owner.context().grantPermissions(["clipboard-read", "clipboard-write"], {
      origin: baseURL,
    });
    await card.getByRole("button", { name: inboxText.copy.vin }).click();
    await card.getByRole("status").filter({ hasText: inboxText.copy.copied }).waitFor();
    expect(await owner.evaluate(() => navigator.clipboard.readText())).toBe(quote.vin);
  });

  it("shows a message sent without JavaScript once, and says the inbox is open on this computer only", async () => {
    const visitor = await browser.newPage("mobile", { javaScriptEnabled: false });
    await visitor.goto("/contact-us");
    const ref = uniqueRef();
    const values = { ...message, message: `${message.message}\nParked at Yonge and Finch. ${ref}` };
    await fillContact(visitor, values);
    await Promise.all([
      visitor.waitForURL(`**${leadPages.received}`),
      contactForm(visitor).submit.click(),
    ]);

    // The inbox needs no script either.
    const owner = await browser.newPage("mobile", { javaScriptEnabled: false });
    const cards = await findInInbox(owner, ref);
    expect(await cards.count()).toBe(1);
    expect(await fieldsOf(cards.first())).toEqual({
      Name: values.name,
      Phone: values.phone,
      Email: values.email,
      Message: values.message,
    });
    expect(await cards.first().innerText()).toContain(inboxText.lead.viaForm);
    expect(await owner.getByText(inboxText.localMode).isVisible()).toBe(true);
    expect(await owner.locator('meta[name="robots"]').getAttribute("content")).toBe(
      "noindex, nofollow",
    );
  });

  it("shows a message with markup, SQL, emoji and 3,000 characters as text, exactly as sent", async () => {
    const visitor = await browser.newPage("desktop");
    await visit(visitor, "/contact-us");
    await pointAt(contactForm(visitor).root);
    const ref = uniqueRef();
    const start = `<script>document.title="owned"</script><img src=x onerror="alert(1)"> Robert'); DROP TABLE leads;-- 🚗💥 ${ref} `;
    const text = (start + "Ünïcödé ".repeat(400)).slice(0, fieldLimits.message);
    expect(text.length).toBe(3_000);
    await fillContact(visitor, { ...message, message: text });
    await contactForm(visitor).submit.click();
    await visitor.getByRole("status").filter({ hasText: contactFormText.toastTitle }).waitFor();

    const owner = await browser.newPage("desktop");
    const dialogs: string[] = [];
    owner.on("dialog", (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    const cards = await findInInbox(owner, ref);
    expect(await cards.count()).toBe(1);
    expect((await fieldsOf(cards.first())).Message).toBe(text);
    expect(await cards.first().locator("script, img").count()).toBe(0);
    expect(await owner.title()).not.toBe("owned");
    expect(dialogs).toEqual([]);
  });
});

describe("the owner's work on a lead", () => {
  it("lets the owner set a lead's status, find leads by status, and delete one for good", async () => {
    const visitor = await browser.newPage("desktop");
    await visit(visitor, "/contact-us");
    await pointAt(contactForm(visitor).root);
    const ref = uniqueRef();
    await fillContact(visitor, { ...message, message: `Please call after 5 (${ref})` });
    await contactForm(visitor).submit.click();
    await visitor.getByRole("status").filter({ hasText: contactFormText.toastTitle }).waitFor();

    const owner = await browser.newPage("mobile");
    let card = (await findInInbox(owner, ref)).first();
    await card.getByRole("combobox", { name: inboxText.lead.status }).selectOption("contacted");
    await card.getByRole("button", { name: inboxText.lead.save }).click();
    await owner.getByRole("status").filter({ hasText: inboxText.notices.saved }).waitFor();
    card = owner.getByRole("main").getByRole("article");
    expect(await card.getByRole("combobox", { name: inboxText.lead.status }).inputValue()).toBe(
      "contacted",
    );
    expect(await card.innerText()).toMatch(new RegExp(`^${inboxText.statuses.contacted}$`, "m"));
    // The view it came back to is still this search.
    expect(new URL(owner.url()).searchParams.get("q")).toBe(ref);

    const search = owner.getByRole("search", { name: inboxText.search.name });
    await search.getByRole("combobox", { name: inboxText.search.status }).selectOption("new");
    await search.getByRole("button", { name: inboxText.search.submit }).click();
    await owner.getByText(inboxText.noMatch).waitFor();

    card = (await findInInbox(owner, ref)).first();
    await card.getByText(inboxText.lead.deleteSummary).click();
    await card.getByRole("button", { name: inboxText.lead.deleteButton }).click();
    await owner.getByRole("status").filter({ hasText: inboxText.notices.deleted }).waitFor();
    expect(await owner.getByRole("main").getByRole("article").count()).toBe(0);
  });
});

describe("the inbox's pages", () => {
  it(
    "passes the accessibility checks, at phone and desktop widths",
    { timeout: 90_000 },
    async () => {
      // A quote request and a message in the list, whatever ran before.
      for (const [form, fields] of [
        ["quote", { name: quote.name, phone: quote.phone, service: "Windshield Repair" }],
        ["contact", message],
      ] as const) {
        const id = crypto.randomUUID().replaceAll("-", "");
        const sent = await fetch(`${baseURL}${leadServicePath}`, {
          method: "POST",
          headers: { "Content-Type": "application/json", "Idempotency-Key": id },
          body: JSON.stringify({ id, form, page: cityPath, fields }),
        });
        expect(sent.status).toBe(200);
      }
      for (const viewport of ["mobile", "desktop"] as const) {
        const page = await browser.newPage(viewport);
        await page.goto("/inbox");
        // The first lead open, as a tap opens it, with its delete step shown.
        await page
          .getByRole("main")
          .locator("details")
          .first()
          .evaluate((line) => ((line as HTMLDetailsElement).open = true));
        await page
          .getByRole("main")
          .getByRole("article")
          .first()
          .getByText(inboxText.lead.deleteSummary)
          .click();
        expectNoViolations(await axeViolations(page, `the inbox at ${viewport} width`));
      }
    },
  );

  it(
    "is valid HTML, and so is a form the lead service shows again",
    { timeout: 60_000 },
    async () => {
      requireJava();
      const dir = await mkdtemp(path.join(tmpdir(), "lead-service-html-"));
      const refused = await fetch(`${baseURL}${leadServicePath}`, {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({
          form: "quote",
          page: cityPath,
          place: location.city,
          pageFocus: location.focus,
          name: quote.name,
          phone: "555",
          service: "Windshield Repair",
          postalCode: "12345",
          damage: quote.damage,
          website: "",
        }).toString(),
      });
      expect(refused.status).toBe(422);
      const pages = {
        "inbox.html": await (await fetch(`${baseURL}/inbox`)).text(),
        "availability.html": await (await fetch(`${baseURL}/inbox/availability`)).text(),
        "form-again.html": await refused.text(),
      };
      const files = await Promise.all(
        Object.entries(pages).map(async ([name, html]) => {
          const file = path.join(dir, name);
          await writeFile(file, html);
          return file;
        }),
      );
      const errors = validateHtml(files).map(
        (e) => `${path.basename(e.file)}:${e.line}: ${e.message} ${e.extract ?? ""}`,
      );
      await rm(dir, { recursive: true, force: true });
      expect(errors).toEqual([]);
    },
  );
});
