// Bookings from the owner's inbox, against the whole product as `npm start` runs it: a held
// window confirmed, on the way and done, the driver's status page and texts following each step
// and the owner's calendar holding the job; and the owner's availability, saved from a phone,
// said by every page at once.
import { describe, expect, it } from "vitest";
import { leadServicePath } from "../core/config/site";
import { inboxText } from "../worker/inbox/words";
import { parsePhone } from "../core/config/phone";
import { axeViolations, expectNoViolations } from "./accessibility";
import { baseURL, connectBrowser } from "./browser";
import { errorOf } from "./lead-forms";
import { cityPath } from "./inbox-page";
import { uniquePhone, uniqueRef } from "./lead-service";
import { bookingText, defaultAvailability, jobStatusText } from "../core/data/booking";
import { builtHours, statedHours, structuredHours } from "../worker/stated-hours";
import { serviceById } from "../core/data/services";
import { choiceLabel } from "../core/data/quote-choices";
import { slotsPath } from "../core/rules/leads";
import type { Slot } from "../core/rules/booking";

const browser = connectBrowser();

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
    // Done on a replaced windshield keeps its job record: the adhesive's minutes, from now.
    expect(done.text).toMatch(/Please don't drive before \d{1,2}(:\d\d)? (am|pm): 60 minutes/);
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
    // The inbox's pages need no script (inbox.e2e.ts), so this is the screen as it is without.
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
