// From done to paid, against the whole product as `npm start` runs it: the owner quotes from a
// phone, the driver approves on their status page, the job is done with its record and
// invoiced, and marked paid; each step shows on both pages, with and without script, and the
// invoice and the insurer's bill each print on one letter-size page.
import { describe, expect, it } from "vitest";
import { leadServicePath } from "../core/config/site";
import { invoicingText } from "../core/data/billing";
import { bookingText, jobStatusText } from "../core/data/booking";
import { serviceById } from "../core/data/services";
import { formatCents } from "../core/rules/money";
import { inboxPaths } from "../worker/inbox/words";
import { axeViolations, expectNoViolations } from "./accessibility";
import { baseURL, connectBrowser } from "./browser";
import { errorOf } from "./lead-forms";
import { cityPath } from "./inbox-page";
import { uniquePhone, uniqueRef } from "./lead-service";

const browser = connectBrowser();
const words = invoicingText.inbox;

/** A quote request sent as the quote form sends it; its id and its status page. */
async function quoteRequest(fields: Record<string, string>) {
  const id = crypto.randomUUID().replaceAll("-", "");
  const sent = await fetch(`${baseURL}${leadServicePath}`, {
    method: "POST",
    headers: { "Content-Type": "application/json", "Idempotency-Key": id },
    body: JSON.stringify({ id, form: "quote", page: cityPath, fields }),
  });
  const { status } = (await sent.json()) as { status: string };
  return { id, statusUrl: status };
}

/** How many pages a PDF has. */
const pagesOf = (pdf: Buffer) => pdf.toString("latin1").match(/\/Type\s*\/Page[^s]/g)?.length ?? 0;

describe("from done to paid", () => {
  it(
    "the owner quotes, the driver approves, done with its record, paid: without script, each step on both pages",
    { timeout: 180_000 },
    async () => {
      const name = `Sam Okafor ${uniqueRef()}`;
      const { id, statusUrl } = await quoteRequest({
        name,
        phone: uniquePhone(),
        service: serviceById("windshield-replacement").name,
        vehicle: "2019 Honda Civic",
        vin: "1HGCM82633A004352",
        payer: "insurance",
        insurer: "Wawanesa",
        deductible: "$300",
      });

      // The owner, on a phone, without script: the lead open by its address.
      const owner = await browser.newPage("mobile", { javaScriptEnabled: false });
      await owner.goto(inboxPaths.lead(id));
      const card = owner.getByRole("main").getByRole("article");
      const quoteBox = () => card.getByRole("group", { name: new RegExp(`^${words.heading}`) });
      const line = (n: number, field: "what" | "amount") =>
        quoteBox()
          .getByRole("listitem")
          .nth(n - 1)
          .getByRole("textbox", {
            name: field === "what" ? words.description.replace("{{n}}", String(n)) : words.amount,
          });
      // The first line is the price table's, and three empty ones wait; "Add a line" needs script.
      expect(await line(1, "what").inputValue()).toBe("Windshield replacement");
      expect(await line(4, "what").inputValue()).toBe("");
      expect(await quoteBox().getByRole("button", { name: words.addLine }).count()).toBe(0);
      await line(1, "what").fill("Windshield, OEM-equivalent glass");
      await line(1, "amount").fill("389.99");
      await line(2, "what").fill("ADAS camera calibration");
      await line(2, "amount").fill("249.5o");
      await line(3, "what").fill("Moulding");
      await line(3, "amount").fill("35");
      await quoteBox().getByRole("textbox", { name: words.claim }).fill("CLM-2026-0042");
      expect(await quoteBox().getByRole("textbox", { name: words.deductible }).inputValue()).toBe(
        "300",
      );
      await quoteBox().getByRole("button", { name: words.send }).click();
      // Refused beside the amount, everything typed kept.
      expect(await errorOf(line(2, "amount"))).toBe(words.refused.amount);
      expect(await line(2, "amount").inputValue()).toBe("249.5o");
      expect(await line(3, "what").inputValue()).toBe("Moulding");
      await line(2, "amount").fill("249.50");
      await quoteBox().getByRole("button", { name: words.send }).click();
      await owner.waitForURL((url) => url.searchParams.get("notice") === "quote");
      expect(await quoteBox().getByRole("status").innerText()).toBe(words.saved);
      const text = decodeURIComponent(
        (await quoteBox().getByRole("link", { name: words.textQuote }).getAttribute("href"))!,
      );
      expect(text).toContain(statusUrl);
      expect(text).toContain("$762.17");

      // The driver, without script: the quote, what the insurer pays, and Approve quote.
      const driver = await browser.newPage("mobile", { javaScriptEnabled: false });
      await driver.goto(statusUrl);
      const yourQuote = driver.getByRole("region", { name: invoicingText.quote.heading });
      const quoted = await yourQuote.innerText();
      for (const figure of [
        "$674.49",
        "$87.68",
        "$762.17",
        "$300.00",
        "$462.17",
        "CLM-2026-0042",
      ]) {
        expect(quoted).toContain(figure);
      }
      await yourQuote.getByRole("button", { name: invoicingText.quote.approve }).click();
      await driver.waitForURL((url) => url.searchParams.get("quote") === "thanks");
      expect(await yourQuote.getByRole("status").innerText()).toBe(invoicingText.quote.thanks);
      expect(await yourQuote.innerText()).toMatch(/You approved version 1 on/);
      expect(await yourQuote.getByRole("button").count()).toBe(0);
      // (The accessibility check runs in the page: on a page with script.)
      const checked = await browser.newPage("mobile");
      await checked.goto(statusUrl);
      expectNoViolations(await axeViolations(checked, "a status page with an approved quote"));

      // The owner sees it approved, and marks the job done with its record.
      await owner.goto(inboxPaths.lead(id));
      expect(await quoteBox().innerText()).toContain(words.approved);
      const record = card.getByRole("group", { name: words.record.heading });
      expect(
        await record.getByRole("textbox", { name: words.record.adhesive }).inputValue(),
      ).not.toBe("");
      await record.getByRole("textbox", { name: words.record.part }).fill("FW04567 GTY");
      await record.getByRole("textbox", { name: words.record.lot }).fill("L2291");
      // An adhesive within its date, whenever the test runs.
      await record
        .getByLabel(words.record.expires)
        .fill(`${new Date().getUTCFullYear() + 1}-03-31`);
      await record.getByRole("textbox", { name: words.record.technician }).fill("Dev Patel");
      await record
        .getByRole("combobox", { name: words.record.calibration })
        .selectOption({ label: invoicingText.jobRecord.calibrationResults.passed });
      await card.getByRole("button", { name: bookingText.inbox.done, exact: true }).click();
      await owner.waitForURL((url) => url.searchParams.get("notice") === "booking");

      await driver.goto(statusUrl);
      expect(await driver.getByRole("heading", { level: 1 }).innerText()).toBe(
        jobStatusText.states.done.heading,
      );
      const jobRecord = await driver
        .getByRole("region", { name: invoicingText.jobRecord.heading })
        .innerText();
      for (const value of [
        "FW04567 GTY",
        "L2291",
        "Dev Patel",
        "60 minutes",
        invoicingText.jobRecord.calibrationResults.passed,
      ]) {
        expect(jobRecord).toContain(value);
      }
      expect(await driver.getByRole("main").innerText()).toMatch(
        /Please don't drive before \d{1,2}(:\d\d)? (am|pm)/,
      );
      const invoice = driver.getByRole("region", { name: invoicingText.invoice.heading });
      const number = (await invoice.innerText()).match(/\b\d{4}-\d{4}\b/)![0];
      expect(await invoice.innerText()).toContain(formatCents(76_217));

      // Marked paid on the owner's phone: the invoice is the driver's receipt.
      const invoiceBox = card.getByRole("region", {
        name: words.invoice.replace("{{number}}", number),
      });
      await invoiceBox.getByRole("combobox", { name: words.method }).selectOption({
        label: invoicingText.invoice.methods.debit,
      });
      await invoiceBox.getByRole("button", { name: words.markPaid }).click();
      await owner.waitForURL((url) => url.searchParams.get("notice") === "paid");
      expect(await quoteBox().getByRole("status").innerText()).toBe(words.paidSaved);
      await driver.goto(statusUrl);
      const receipt = await invoice.innerText();
      expect(receipt).toContain(invoicingText.invoice.paid);
      expect(receipt).toContain(invoicingText.invoice.methods.debit);

      // The invoice and the insurer's bill, each on one letter-size page, nothing of the site's
      // header, footer or call bar on it.
      for (const [sub, heading] of [
        ["invoice", invoicingText.invoice.heading],
        ["insurer", invoicingText.insurerBill.heading],
      ]) {
        await driver.goto(`${statusUrl}/${sub}`);
        await driver.emulateMedia({ media: "print" });
        expect(await driver.getByRole("heading", { level: 1 }).innerText()).toContain(heading);
        expect(await driver.getByRole("banner").isVisible()).toBe(false);
        expect(await driver.getByRole("contentinfo").isVisible()).toBe(false);
        expect(pagesOf(await driver.pdf({ format: "Letter" })), sub).toBe(1);
        await driver.emulateMedia({ media: "screen" });
      }
    },
  );

  it("with script: Add a line shows another, and the driver approves the same way", async () => {
    const { id, statusUrl } = await quoteRequest({
      name: `Dana Lee ${uniqueRef()}`,
      phone: uniquePhone(),
      service: serviceById("windshield-repair").name,
      payer: "self",
    });
    const owner = await browser.newPage("mobile");
    await owner.goto(inboxPaths.lead(id));
    const quoteBox = owner.getByRole("group", { name: new RegExp(`^${words.heading}`) });
    const lines = quoteBox.getByRole("listitem");
    const shown = await lines.count();
    await quoteBox.getByRole("button", { name: words.addLine }).click();
    expect(await lines.count()).toBe(shown + 1);
    const added = lines.nth(shown);
    await added.getByRole("textbox").first().fill("Second chip");
    await added.getByRole("textbox", { name: words.amount }).fill("25");
    await quoteBox.getByRole("button", { name: words.send }).click();
    await owner.waitForURL((url) => url.searchParams.get("notice") === "quote");

    const driver = await browser.newPage("mobile");
    await driver.goto(statusUrl);
    const yourQuote = driver.getByRole("region", { name: invoicingText.quote.heading });
    expect(await yourQuote.innerText()).toContain("Second chip");
    await yourQuote.getByRole("button", { name: invoicingText.quote.approve }).click();
    await driver.waitForURL((url) => url.searchParams.get("quote") === "thanks");
    await owner.reload();
    expect(await quoteBox.innerText()).toContain(words.approved);
  });
});
