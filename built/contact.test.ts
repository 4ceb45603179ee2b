// What the contact page and its form say, as built: its sections, ways to reach us, hours,
// cities and services, and the rules the form asks the browser to hold. What a visitor does
// there is in e2e/contact.e2e.ts and the engines' suite.
import { describe, expect, it } from "vitest";
import { siteConfig } from "../core/config/site";
import { contactContent } from "../app/data/contact";
import { quoteFormText } from "../core/data/quote-form";
import { coverageCities } from "../app/data/coverage";
import { pagedServices, services } from "../core/data/services";
import { builtPage, hrefs, linksNamed, region, textOf } from "./built-html";
const path = "/contact-us";
const { phone } = siteConfig;

describe("contact page", () => {
  const built = builtPage(path);
  const main = built.querySelector("main")!;

  it("has the spec's sections in order", () => {
    expect(main.querySelectorAll("h2").map(textOf)).toEqual([
      // The site's own quote form, in the hero (where every Get Free Quote goes).
      quoteFormText.title,
      contactContent.channels.head.title,
      contactContent.form.head.title,
      contactContent.locations.head.title,
      contactContent.coverage.head.title,
      contactContent.fixes.head.title,
      contactContent.why.head.title,
      "Get your glass fixed today",
    ]);
  });

  it("offers call and text links to the business number, and 24/7 service by appointment", () => {
    const channels = region(built, contactContent.channels.head.title);
    expect(linksNamed(channels, `Call ${phone.display}`)[0]?.getAttribute("href")).toBe(phone.tel);
    expect(linksNamed(channels, `Text ${phone.display}`)[0]?.getAttribute("href")).toBe(phone.sms);
    expect(channels.querySelectorAll("*").map(textOf)).toContain(siteConfig.hours.service);
  });

  it("shows the shop hours", () => {
    const heading = main
      .querySelectorAll("h3")
      .find((h) => textOf(h) === contactContent.hours.title);
    const card = heading!.parentNode!;
    const slots = card
      .querySelectorAll("dt")
      .map((dt) => [textOf(dt), textOf(dt.nextElementSibling!)]);
    expect(slots).toEqual(siteConfig.hours.shop.map((slot) => [slot.days, slot.label]));
    expect(textOf(card)).toContain(siteConfig.hours.service);
  });

  it("lists the cities we serve, linking city pages under /location/ and never /locations/", () => {
    const area = region(built, contactContent.coverage.head.title);
    expect(area.querySelectorAll("li").map(textOf)).toEqual([...coverageCities]);
    const cityLinks = area.querySelectorAll("li a[href]").map((a) => a.getAttribute("href")!);
    expect(cityLinks.length).toBeGreaterThan(0);
    for (const href of cityLinks) expect(href).toMatch(/^\/location\/[a-z-]+$/);
    expect(hrefs(built).filter((href) => href.includes("/locations/"))).toEqual([]);
  });

  it("lists what we fix, linking each service that has a page", () => {
    const fixes = region(built, contactContent.fixes.head.title);
    expect(fixes.querySelectorAll("li")).toHaveLength(services.length);
    const links = hrefs(fixes);
    expect(links).toHaveLength(pagedServices.length);
    for (const href of links) expect(href).toMatch(/^\/services\/[a-z-]+$/);
  });
});

describe("contact form", () => {
  it("asks the browser for its rules: name, email and message required, an email field, a phone field that is not", () => {
    // What a visitor sees when a rule is broken (each message next to its field, nothing typed
    // lost) is the cross-engine suite's, in every engine.
    const field = (name: string) => builtPage(path).querySelector(`[id="message-form-${name}"]`)!;
    const rules = (name: string) =>
      ["required", "type", "rows"].map((rule) => field(name).getAttribute(rule) ?? null);
    expect(rules("name")).toEqual(["", "text", null]);
    expect(rules("email")).toEqual(["", "email", null]);
    expect(rules("phone")).toEqual([null, "tel", null]);
    expect(rules("message")).toEqual(["", null, "6"]);
  });
});
