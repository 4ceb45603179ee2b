// The owner's inbox, as the owner uses it, against the whole product as `npm start` runs it:
// leads sent with and without JavaScript arrive once, every field as the visitor typed it, shown
// as text whatever it holds; the owner calls, texts, sets a status and deletes. (Who may open it
// once deployed, and the alerts, are in e2e/lead-service.e2e.ts.)
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { contactFormText } from "../app/data/contact-form";
import { leadServicePath } from "../core/config/site";
import { inboxText } from "../worker/inbox/words";
import { quoteFormText } from "../core/data/quote-form";
import { locationPages } from "../app/data/site-pages";
import { leadPages } from "../core/rules/leads";
import { parsePhone } from "../core/config/phone";
import { fieldLimits } from "../core/rules/validation";
import { requireJava, validateHtml } from "../scripts/html-validator.mjs";
import { axeViolations, expectNoViolations } from "./accessibility";
import { baseURL, connectBrowser, pointAt, visit } from "./browser";
import {
  byInsurance,
  contactForm,
  errorOf,
  fillContact,
  message,
  openQuoteDetails,
  photoFieldLabel,
  pickFiles,
  quote,
  quoteForm,
} from "./lead-forms";
import { uniquePhone, uniqueRef } from "./lead-service";
import { bookingText, defaultAvailability, jobStatusText } from "../core/data/booking";
import { builtHours, statedHours, structuredHours } from "../worker/stated-hours";
import { serviceById } from "../core/data/services";
import { choiceLabel } from "../core/data/quote-choices";
import { slotsPath } from "../core/rules/leads";
import type { Slot } from "../core/rules/booking";

const browser = connectBrowser();
const { path: cityPath, location } = locationPages().find(
  (p) => p.location.focus === "auto-glass",
)!;

/** The inbox searched for `text` as the owner searches it; the cards it shows. */
async function findInInbox(page: Page, text: string) {
  await page.goto("/inbox");
  const search = page.getByRole("search", { name: inboxText.search.name });
  await search.getByRole("searchbox", { name: inboxText.search.label }).fill(text);
  await search.getByRole("button", { name: inboxText.search.submit }).click();
  await page.waitForURL((url) => url.searchParams.get("q") === text);
  return page.getByRole("main").getByRole("article");
}

/** A card's fields, label to value, as the owner reads them (a value's copy button aside). */
async function fieldsOf(card: ReturnType<Page["getByRole"]>) {
  return card.locator("dl").evaluate((list) => {
    const fields: Record<string, string> = {};
    for (const term of list.querySelectorAll("dt")) {
      const value = term.nextElementSibling?.cloneNode(true) as Element | undefined;
      for (const aside of value?.querySelectorAll("button, [role=status]") ?? []) aside.remove();
      fields[term.textContent ?? ""] = value?.textContent ?? "";
    }
    return fields;
  });
}

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

describe("a booking, from the inbox", () => {
  it("the owner confirms, is on the way and is done; the driver's page follows, the texts carry it", async () => {
    const [slot] = ((await (await fetch(`${baseURL}${slotsPath}`)).json()) as { slots: Slot[] })
      .slots;
    const ref = uniqueRef();
    const name = `Dana Lee ${ref}`;
    const phone = uniquePhone();
    const id = crypto.randomUUID().replaceAll("-", "");
    const sent = await fetch(`${baseURL}${leadServicePath}`, {
      method: "POST",
      headers: { "Content-Type": "application/json", "Idempotency-Key": id },
      body: JSON.stringify({
        id,
        form: "quote",
        page: cityPath,
        fields: {
          name,
          phone,
          service: serviceById("windshield-replacement").name,
          preferredDay: slot!.day,
          arrivalWindow: slot!.window,
        },
      }),
    });
    const { status: statusUrl } = (await sent.json()) as { status: string };
    // And another lead, so the list has more than this one.
    const other = crypto.randomUUID().replaceAll("-", "");
    await fetch(`${baseURL}${leadServicePath}`, {
      method: "POST",
      headers: { "Content-Type": "application/json", "Idempotency-Key": other },
      body: JSON.stringify({
        id: other,
        form: "quote",
        page: cityPath,
        fields: { name: `Sam Okafor ${ref}`, phone: "416 555 0199", service: "Windshield Repair" },
      }),
    });
    const driver = await browser.newPage("mobile");
    const driverReads = async () => {
      await driver.goto(statusUrl);
      return {
        heading: await driver.getByRole("heading", { level: 1 }).innerText(),
        text: await driver.getByRole("main").innerText(),
      };
    };
    const { driveAway } = jobStatusText;
    const before = await driverReads();
    expect(before.heading).toBe(jobStatusText.states.held.heading);
    expect(before.text).toContain(driveAway.before);

    // On the owner's phone, without script, the inbox is a list of lines; a tap opens one.
    const owner = await browser.newPage("mobile", { javaScriptEnabled: false });
    await owner.goto("/inbox");
    const line = owner.getByRole("main").getByRole("listitem").filter({ hasText: name });
    const card = line.getByRole("article");
    expect(await owner.getByRole("main").getByRole("listitem").count()).toBeGreaterThan(1);
    expect(await card.isVisible()).toBe(false);
    const summary = line.locator("summary").first();
    expect(await summary.innerText()).toContain(`${slot!.label.replace(/ \(.*\)$/, "")}`);
    expect((await summary.boundingBox())!.height).toBeLessThan(100);
    await summary.click();
    const booking = card.getByRole("group", { name: new RegExp(bookingText.inbox.heading) });
    const textDriver = () => booking.getByRole("link", { name: bookingText.inbox.textDriver });
    const act = async (button: string) => {
      await booking.getByRole("button", { name: button, exact: true }).click();
      await owner.waitForURL((url) => url.searchParams.get("notice") === "booking");
    };

    await act(bookingText.inbox.confirm);
    expect(decodeURIComponent((await textDriver().getAttribute("href"))!)).toContain(statusUrl);
    // The owner lands on the booking: what the change did is said in it, and the text to send
    // the driver is on the phone's screen, not below nine fields.
    expect(await booking.getByRole("status").innerText()).toBe(inboxText.notices.booking);
    // (The page glides to it where motion is allowed: asked until it has come to rest.)
    const screen = owner.viewportSize()!;
    const inView = async () => {
      const box = (await textDriver().boundingBox())!;
      return box.y >= 0 && box.y + box.height <= screen.height && box.x + box.width <= screen.width;
    };
    await expect.poll(inView, { timeout: 5_000 }).toBe(true);
    expect((await driverReads()).heading).toBe(jobStatusText.states.confirmed.heading);

    await booking.getByRole("spinbutton", { name: bookingText.inbox.minutes }).fill("25");
    await act(bookingText.inbox.onTheWay);
    const onTheWay = decodeURIComponent((await textDriver().getAttribute("href"))!);
    expect(onTheWay.startsWith(`sms:${parsePhone(phone).e164}?&body=`)).toBe(true);
    expect(onTheWay).toContain("25 minutes");
    // By first name, as a person texts.
    expect(onTheWay).toContain("Hi Dana,");
    expect(onTheWay).not.toContain(name);
    expect(onTheWay).toContain(statusUrl);
    const onTheWayPage = await driverReads();
    expect(onTheWayPage.heading).toBe(jobStatusText.states.onTheWay.heading);
    // The page says when, as a clock does, so a reload does not make it wrong.
    expect(onTheWayPage.text).toMatch(/around \d{1,2}(:\d\d)? (am|pm)\./);

    await act(bookingText.inbox.done);
    expect(await booking.getByRole("link", { name: bookingText.inbox.askReview }).count()).toBe(1);
    const done = await driverReads();
    expect(done.heading).toBe(jobStatusText.states.done.heading);
    expect(done.text).toContain(driveAway.after);
    expectNoViolations(await axeViolations(driver, "a job's status page, done"));

    // The owner's calendar has the job, at the address the inbox shows.
    const { calendar } = bookingText;
    await owner
      .getByRole("button", { name: new RegExp(`^(${calendar.make}|${calendar.renew})$`) })
      .click();
    await owner.waitForURL((url) => url.searchParams.get("notice") === "calendar");
    const feedUrl = await owner.getByRole("textbox", { name: calendar.address }).inputValue();
    const feed = await (await fetch(feedUrl)).text();
    expect(feed.replace(/\r\n /g, "")).toContain(name);

    // With the page's script, the address is one tap to copy into the calendar app.
    const desk = await browser.newPage("desktop");
    await desk.context().grantPermissions(["clipboard-read", "clipboard-write"], {
      origin: baseURL,
    });
    await desk.goto("/inbox");
    const feedBox = desk.getByRole("region", { name: calendar.heading });
    await feedBox.getByRole("button", { name: calendar.copy }).click();
    await feedBox.getByRole("status").filter({ hasText: inboxText.copy.copied }).waitFor();
    expect(await desk.evaluate(() => navigator.clipboard.readText())).toBe(feedUrl);
  });
});

describe("the owner's availability", () => {
  it("is saved from the inbox on a phone; a mistake is shown by its field with every value kept", async () => {
    const words = inboxText.availability;
    // The inbox's pages run no script (checked above), so this is the screen as it is without.
    const owner = await browser.newPage("mobile");
    await owner.goto("/inbox");
    await owner.getByRole("link", { name: words.link }).click();
    await owner.getByRole("heading", { level: 1, name: words.heading }).waitFor();
    const form = owner.getByRole("form", { name: words.heading });
    const closed = form.getByRole("textbox", { name: words.closed });
    const morningEnds = form.getByLabel(
      `${choiceLabel("arrivalWindow", "morning")}: ${words.ends}`,
    );
    const days = await closed.inputValue();

    // Two mistakes: a day that is not one, and a morning that runs into the afternoon.
    await closed.fill(`${days}\nChristmas`);
    await morningEnds.fill("13:00");
    await form.getByRole("button", { name: words.save }).click();
    await owner.getByRole("alert").filter({ hasText: words.invalid }).waitFor();
    expect(await errorOf(closed)).toContain("(Christmas)");
    expect(await closed.inputValue()).toBe(`${days}\nChristmas`);
    expect(await morningEnds.inputValue()).toBe("13:00");
    // The overlap beside the end of the window that runs into the next, naming both.
    expect(await errorOf(morningEnds)).toMatch(/^The morning ends at 13:00, after the afternoon/);
    expectNoViolations(await axeViolations(owner, "the availability screen, refused"));

    await closed.fill(`${days}\n2027-06-01`);
    await morningEnds.fill("12:00");
    await form.getByRole("button", { name: words.save }).click();
    await owner.getByRole("status").filter({ hasText: words.saved }).waitFor();
    expect(await closed.inputValue()).toContain("2027-06-01");
    expect(await owner.getByRole("main").innerText()).toContain("Last saved");

    // The hours the site states are the hours the windows book: shown before saving, and said
    // by every page once saved, with no rebuild (worker/stated-hours.ts).
    const { windows } = defaultAvailability;
    const later = statedHours({
      ...defaultAvailability,
      windows: { ...windows, evening: { ...windows.evening, ends: "20:30" } },
    });
    expect(later.text).not.toBe(builtHours.text);
    const eveningEnds = form.getByLabel(
      `${choiceLabel("arrivalWindow", "evening")}: ${words.ends}`,
    );
    const stated = owner.getByRole("region", { name: words.stated });
    const contactPage = async () => (await fetch(`${baseURL}/contact-us`)).text();
    try {
      await eveningEnds.fill("20:30");
      await form.getByRole("button", { name: words.preview }).click();
      await stated.getByText(words.statedPreview).waitFor();
      expect(await stated.innerText()).toContain(later.text);
      expect(await contactPage()).toContain(builtHours.text);
      await form.getByRole("button", { name: words.save }).click();
      await owner.getByRole("status").filter({ hasText: words.saved }).waitFor();
      expect(await stated.innerText()).toContain(later.text);
      const page = await contactPage();
      expect(page).toContain(later.text);
      expect(page).not.toContain(builtHours.text);
      expect(page).toContain(structuredHours(later));
    } finally {
      await eveningEnds.fill(windows.evening.ends);
      await form.getByRole("button", { name: words.save }).click();
      await owner.getByRole("status").filter({ hasText: words.saved }).waitFor();
    }
    expect(await contactPage()).toContain(builtHours.text);
  });
});
