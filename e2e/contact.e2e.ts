import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { siteConfig } from "../core/config/site";
import { contactContent } from "../app/data/contact";
import { contactFormText } from "../core/data/contact-form";
import { directionsUrl } from "../app/lib/maps";
import { baseURL, connectBrowser, pointAt, visit } from "./browser";
import { contactForm, contactValues, fillContact, message } from "./lead-forms";
import { holdLeadSend, sentLeads, storedLeads, uniqueRef } from "./lead-service";

const browser = connectBrowser();
const path = "/contact-us";

const typed = message;
const form = contactForm;
const fillForm = fillContact;
const valuesOf = contactValues;

const toast = (page: Page) =>
  page.getByRole("status").filter({ hasText: contactFormText.toastTitle });

describe("contact page", () => {
  it("shows two locations, each with a map on request and directions in a new tab", async () => {
    const page = await browser.newPage("desktop");
    // The maps service is not reachable from the test machine: answer for it, noting the
    // referrer each map request carries.
    const referrers: (string | undefined)[] = [];
    await page.context().route(/^https:\/\/(maps|www)\.google\.com\//, async (route) => {
      referrers.push((await route.request().headerValue("referer")) ?? undefined);
      await route.fulfill({ contentType: "text/html", body: "<title>Map</title><p>Map</p>" });
    });
    await visit(page, path);
    const locations = page.getByRole("region", { name: contactContent.locations.head.title });

    for (const address of siteConfig.addresses) {
      const card = locations.getByRole("listitem").filter({ hasText: address.street });
      expect(await card.getByRole("heading", { name: address.label }).isVisible()).toBe(true);
      expect(await card.locator("iframe").count()).toBe(0);
      await card.getByRole("button", { name: `Show map of ${address.label}` }).click();
      await card.locator("iframe").waitFor();
      expect(await card.locator("iframe").getAttribute("title")).toContain(address.label);
      // The site's own referrer policy applies: the maps service learns the origin, not the page.
      expect(await card.locator("iframe").getAttribute("referrerpolicy")).toBeNull();
      expect(referrers.at(-1)).toBe(`${new URL(baseURL).origin}/`);

      const directions = card.getByRole("link", { name: /Get directions/ });
      expect(await directions.getAttribute("target")).toBe("_blank");
      expect((await directions.getAttribute("rel"))?.split(" ").sort()).toEqual([
        "noopener",
        "noreferrer",
      ]);
      const [popup] = await Promise.all([page.context().waitForEvent("page"), directions.click()]);
      await popup.waitForLoadState();
      expect(popup.url()).toBe(directionsUrl(address.geo));
      await popup.close();
    }
  });
});

describe("contact form", () => {
  // A send the lead service refuses is the cross-engine suite's (the values kept, call and text
  // offered); one it may or may not have received, forms.e2e.ts's ("a send whose answer is
  // lost"). Here: the send held in flight, what went, and what the lead service stored.
  it("reads Sending..., then the lead service has it: what was sent in the form's place, and the form back empty when asked", async () => {
    const page = await browser.newPage("desktop");
    const sent = sentLeads(page);
    await visit(page, path);
    const f = form(page);
    await pointAt(f.root);
    const ref = uniqueRef();
    const values = { ...typed, message: `${typed.message} (${ref})` };
    await fillForm(page, values);
    const before = new Date();
    const release = await holdLeadSend(page);
    await f.submit.click();
    expect(await f.submit.innerText()).toBe("Sending...");
    expect(await f.submit.isDisabled()).toBe(true);

    release();
    await toast(page).waitFor();
    expect(await toast(page).innerText()).toContain(contactFormText.toastText);
    expect(await toast(page).innerText()).not.toContain(contactFormText.repeatText);
    await toast(page).getByRole("button", { name: contactFormText.sendAnother }).click();
    expect(await valuesOf(page)).toEqual({ name: "", email: "", phone: "", message: "" });
    expect(await f.submit.innerText()).toBe("Send Message");
    expect(await f.submit.isDisabled()).toBe(false);

    // What went: the lead as JSON, its id also the Idempotency-Key, sent from this page.
    expect(sent).toHaveLength(1);
    const { body, key } = sent[0]!;
    expect(key).toBe(body.id);
    expect(body).toEqual({
      id: body.id,
      form: "contact",
      page: path,
      submittedAt: body.submittedAt,
      fields: values,
    });
    const submittedAt = new Date(body.submittedAt);
    expect(body.submittedAt).toBe(submittedAt.toISOString());
    expect(submittedAt.getTime()).toBeGreaterThanOrEqual(before.getTime() - 1000);

    // What arrived: one lead, every field as typed.
    const [stored, ...more] = await storedLeads(ref);
    expect(more).toEqual([]);
    expect(stored).toMatchObject({
      Kind: "Message",
      Name: values.name,
      Email: values.email,
      Phone: values.phone,
      Message: values.message,
      Page: path,
      "Lead id": body.id,
    });
  });

  it("drops a message whose hidden honeypot field is filled in", async () => {
    const page = await browser.newPage("desktop");
    const sent = sentLeads(page);
    await visit(page, path);
    await pointAt(form(page).root);
    const ref = uniqueRef();
    await fillForm(page, { ...typed, message: ref });
    await form(page)
      .root.locator('input[name="website"]')
      .fill("https://spam.example", { force: true });
    await form(page).submit.click();
    await toast(page).waitFor();
    expect(sent).toEqual([]);
    expect(await storedLeads(ref)).toEqual([]);
  });
});
