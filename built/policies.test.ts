// The pages a business owes its visitors (decisions §9), as built: the privacy policy, the
// accessibility statement, the warranty terms, and the pages of the two services that had none.
import { describe, expect, it } from "vitest";
import { formatPolicyDate } from "../app/components/sections/PolicyDocument";
import { policyFacts } from "../core/config/policies";
import { pricing } from "../core/data/pricing";
import { siteConfig } from "../core/config/site";
import { everyPageText } from "../app/data/every-page";
import { navigation } from "../app/data/navigation";
import { quoteTarget } from "../core/data/pages";
import { serviceById, type ServiceId } from "../core/data/services";
import { policyPages, servicePages, type SitePage } from "../app/data/site-pages";
import { builtPage, collapsed, hrefs, linksNamed, textOf } from "./built-html";

const newServices: ServiceId[] = ["adas-calibration", "mirror-replacement"];
const services = servicePages().filter((p) => newServices.includes(p.service.id));
const policies = policyPages();
const pages: SitePage[] = [...policies, ...services];

/** A service page's price card: the box its "Price and time" heading heads. */
function priceCard(path: string) {
  const heading = builtPage(path)
    .querySelectorAll("main h2, main h3")
    .find((h) => textOf(h) === "Price and time");
  if (!heading) throw new Error(`${path} has no "Price and time" card`);
  return heading.parentNode!;
}

/** What the page's name is: the policy's, or the service's. */
const nameOf = (sitePage: SitePage) =>
  sitePage.kind === "policy"
    ? sitePage.policy.name
    : sitePage.kind === "service"
      ? sitePage.service.name
      : sitePage.heading;

/** The new services the price table has no row for: mirror glass, priced once the car is known. */
const unpriced = services.filter((p) => p.service.page.prices.length === 0);

describe.each(pages.map((p) => [p.path, p] as const))("%s", (path, sitePage) => {
  it("is linked from the footer of every kind of page", () => {
    for (const from of ["/", "/contact-us", "/services/windshield-repair", path]) {
      const links = linksNamed(builtPage(from).querySelector("footer")!, nameOf(sitePage));
      expect(links, from).toHaveLength(1);
      expect(links[0]!.getAttribute("href"), from).toBe(path);
    }
  });
});

describe.each(services.map((p) => [p.path, p] as const))("%s", (path, sitePage) => {
  // The header's menus open and follow their links in every engine (e2e/engines/suite.ts),
  // from the navigation's data: the page is in its service's menu there.
  it("is in its services menu in the header", () => {
    const menu = navigation.menus.find((m) => m.id === sitePage.service.menu);
    expect(menu, sitePage.service.menu ?? "no menu").toBeDefined();
    const links = menu!.columns.flatMap((column) => column.links);
    expect(links.filter((link) => link.path === path)).toHaveLength(1);
  });
});

describe.each(unpriced.map((p) => [p.path, p] as const))("%s", (path, sitePage) => {
  it("says it is priced in the free quote and quotes no price of its own", () => {
    const card = priceCard(path);
    const text = textOf(card);
    expect(text).toContain("Priced in your free quote");
    expect(text).toContain(collapsed(sitePage.service.page.priceNote!));
    expect(text).not.toMatch(/\$\d/);
    expect(linksNamed(card, /Get Free Quote/)[0]?.getAttribute("href")).toBe(quoteTarget);
  });
});

describe("ADAS calibration", () => {
  it("says calibration after a new windshield is quoted separately from the glass", () => {
    const text = textOf(priceCard("/services/adas-calibration"));
    // Its price from the price table, on a line of its own beside the glass's.
    expect(text).toContain(pricing.adasCalibration.price.label);
    expect(text).toContain(pricing.adasCalibration.duration!);
    expect(text).toMatch(/quoted on its own line/);
    // The lifetime warranty is for glass we install, not for a calibration.
    expect(text).not.toContain(siteConfig.figures.warranty);
    expect(serviceById("adas-calibration").menu).toBe("windshield");
  });
});

describe.each(policies.map((p) => [p.path, p] as const))("%s", (path, { policy }) => {
  it("shows when it was last updated, its contents and every section, and how to reach us", () => {
    const main = builtPage(path).querySelector("main")!;
    const updated = main.querySelector("time")!;
    expect(textOf(updated.parentNode!)).toContain("Last updated");
    expect(textOf(updated)).toBe(formatPolicyDate(policy.updated));
    expect(updated.getAttribute("datetime")).toBe(policy.updated);

    const contents = main
      .querySelectorAll("nav[aria-labelledby]")
      .find(
        (nav) =>
          textOf(main.querySelector(`#${nav.getAttribute("aria-labelledby")}`)!) === "On this page",
      )!;
    expect(hrefs(contents)).toEqual(policy.sections.map((s) => `#${s.id}`));
    // Each contents link's target is its section, headed by its title.
    for (const section of policy.sections) {
      const heading = main.querySelector(`#${section.id} h2`);
      expect(heading && textOf(heading), section.id).toBe(section.title);
    }

    const email = linksNamed(main, `Email ${policyFacts.email}`);
    expect(email[0]?.getAttribute("href")).toBe(`mailto:${policyFacts.email}`);
    const text = linksNamed(main, `Text ${siteConfig.phone.display}`);
    expect(text[0]?.getAttribute("href")).toBe(siteConfig.phone.sms);
  });
});

describe("footer", () => {
  it("gives the mobile service's hours and the office hours as two labelled facts", () => {
    const footer = builtPage("/warranty").querySelector("footer")!;
    const terms = footer.querySelectorAll("dt").map(textOf);
    const { serviceHours, officeHours } = everyPageText.footer;
    expect(terms).toEqual(expect.arrayContaining([serviceHours, officeHours]));
    const text = textOf(footer);
    expect(text).toContain(siteConfig.hours.service);
    for (const day of siteConfig.hours.shop) expect(text).toContain(`${day.days} ${day.label}`);
    expect(text).not.toMatch(/Open 24\/7/i);
  });
});
