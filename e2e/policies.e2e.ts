import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { formatPolicyDate } from "~/components/sections/PolicyDocument";
import { policyFacts } from "~/config/policies";
import { siteConfig } from "~/config/site";
import { navigation } from "~/data/navigation";
import { serviceById, type ServiceId } from "~/data/services";
import { policyPages, servicePages, type SitePage } from "~/data/site-pages";
import { canonicalUrl } from "~/lib/urls";
import { connectBrowser, visit } from "./browser";

/**
 * The pages a business owes its visitors (decisions §9): the privacy policy, the accessibility
 * statement, the warranty terms, and the pages of the two services that had none.
 */
const browser = connectBrowser();

const newServices: ServiceId[] = ["adas-calibration", "mirror-replacement"];
const services = servicePages().filter((p) => newServices.includes(p.service.id));
const policies = policyPages();
const pages: SitePage[] = [...policies, ...services];

type Node = Record<string, unknown> & { "@type": string };

async function jsonLd(page: Page): Promise<Node[]> {
  const blocks = await page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((scripts) => scripts.map((s) => s.textContent ?? ""));
  return blocks.map((text) => JSON.parse(text) as Node);
}

/** What the page's name is: the policy's, or the service's. */
const nameOf = (sitePage: SitePage) =>
  sitePage.kind === "policy"
    ? sitePage.policy.name
    : sitePage.kind === "service"
      ? sitePage.service.name
      : sitePage.heading;

describe.each(pages.map((p) => [p.path, p] as const))("%s", (path, sitePage) => {
  it("has its h1, title, description, canonical link and JSON-LD naming the page", async () => {
    const page = await browser.newPage("desktop", { javaScriptEnabled: false });
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);

    const h1 = page.getByRole("heading", { level: 1 });
    expect(await h1.count()).toBe(1);
    expect(await h1.innerText()).toBe(sitePage.heading);
    expect(await page.title()).toContain(sitePage.title);
    expect(await page.locator('meta[name="description"]').getAttribute("content")).toBe(
      sitePage.description,
    );
    expect(await page.locator('link[rel="canonical"]').getAttribute("href")).toBe(
      canonicalUrl(path),
    );

    const nodes = await jsonLd(page);
    const of = (type: string) => nodes.filter((n) => n["@type"] === type);
    expect(of("AutoRepair")).toHaveLength(1);
    const crumbs = of("BreadcrumbList")[0]!.itemListElement as { name: string; item: string }[];
    expect(crumbs.at(-1)).toMatchObject({ name: nameOf(sitePage), item: canonicalUrl(path) });
    const own = of(sitePage.kind === "policy" ? "WebPage" : "Service");
    expect(own).toHaveLength(1);
    expect(own[0]).toMatchObject({
      name: nameOf(sitePage),
      description: sitePage.description,
      url: canonicalUrl(path),
    });
  });

  it("is in the sitemap", async () => {
    const page = await browser.newPage("desktop");
    const response = await page.request.get("/sitemap.xml");
    expect(response.status()).toBe(200);
    const locs = [...(await response.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toContain(canonicalUrl(path));
  });

  it("is linked from the footer of every kind of page", async () => {
    const page = await browser.newPage("mobile");
    for (const from of ["/", "/contact-us", "/services/windshield-repair", path]) {
      await page.goto(from);
      const link = page.getByRole("contentinfo").getByRole("link", {
        name: nameOf(sitePage),
        exact: true,
      });
      expect(await link.count(), from).toBe(1);
      expect(await link.getAttribute("href"), from).toBe(path);
    }
  });
});

describe.each(services.map((p) => [p.path, p] as const))("%s", (path, sitePage) => {
  it("is in its services menu in the header on a wide screen, and the link opens it", async () => {
    const page = await browser.newPage("desktop");
    await visit(page, "/");
    const menu = navigation.menus.find((m) => m.id === sitePage.service.menu)!;
    expect(menu, sitePage.service.menu ?? "no menu").toBeDefined();
    const nav = page.getByRole("navigation", { name: "Main" });
    await nav.getByRole("button", { name: menu.label }).hover();
    const link = nav.getByRole("link", { name: sitePage.service.name, exact: false }).first();
    await link.waitFor({ state: "visible" });
    expect(await link.getAttribute("href")).toBe(path);
    await link.click();
    await page.waitForURL(`**${path}`);
    await page.waitForFunction(
      (heading) => document.querySelector("h1")?.textContent === heading,
      sitePage.heading,
    );
  });

  it("says it is priced in the free quote and quotes no price of its own", async () => {
    const page = await browser.newPage("mobile");
    await visit(page, path);
    const card = page
      .getByRole("main")
      .getByRole("heading", { name: "Price and time" })
      .locator("..");
    const text = await card.innerText();
    expect(text).toContain("Priced in your free quote");
    expect(text).toContain(sitePage.service.page.priceNote!);
    expect(text).not.toMatch(/\$\d/);
    expect(await card.getByRole("link", { name: /Get Free Quote/ }).getAttribute("href")).toBe(
      siteConfig.quoteFormUrl,
    );
    // No price for search engines either.
    const [service] = (await jsonLd(page)).filter((n) => n["@type"] === "Service");
    expect(service).not.toHaveProperty("offers");
  });
});

describe("ADAS calibration", () => {
  it("says calibration after a new windshield is quoted separately from the glass", async () => {
    const page = await browser.newPage("mobile");
    await visit(page, "/services/adas-calibration");
    const card = page.getByRole("heading", { name: "Price and time" }).locator("..");
    expect(await card.innerText()).toMatch(/quoted separately from the glass/);
    // The lifetime warranty is for glass we install, not for a calibration.
    expect(await card.innerText()).not.toContain(siteConfig.figures.warranty);
    expect(serviceById("adas-calibration").menu).toBe("windshield");
  });
});

describe.each(policies.map((p) => [p.path, p] as const))("%s", (path, { policy }) => {
  it("shows when it was last updated, its contents and every section, and how to reach us", async () => {
    const page = await browser.newPage("mobile");
    await visit(page, path);
    const main = page.getByRole("main");
    expect(await main.getByText("Last updated").innerText()).toContain(
      formatPolicyDate(policy.updated),
    );
    expect(await main.locator("time").getAttribute("datetime")).toBe(policy.updated);

    const contents = main.getByRole("navigation", { name: "On this page" });
    const hrefs = await contents
      .getByRole("link")
      .evaluateAll((links) => links.map((a) => a.getAttribute("href")));
    expect(hrefs).toEqual(policy.sections.map((s) => `#${s.id}`));
    const titles = await main.getByRole("heading", { level: 2 }).allTextContents();
    for (const section of policy.sections) expect(titles).toContain(section.title);

    // A contents link takes the reader to its section.
    const last = policy.sections.at(-1)!;
    await contents.getByRole("link", { name: last.title }).click();
    await page.waitForURL(`**${path}#${last.id}`);
    await expect
      .poll(() => main.getByRole("heading", { name: last.title, level: 2 }).isVisible())
      .toBe(true);

    const email = main.getByRole("link", { name: `Email ${policyFacts.email}` });
    expect(await email.first().getAttribute("href")).toBe(`mailto:${policyFacts.email}`);
    const text = main.getByRole("link", { name: `Text ${siteConfig.phone.display}` });
    expect(await text.first().getAttribute("href")).toBe(siteConfig.phone.sms);
  });

  it("keeps its text within a readable measure on a wide screen", async () => {
    const page = await browser.newPage("desktop");
    await visit(page, path);
    const paragraph = page.locator(`#${policy.sections[0]!.id} p`).first();
    const { width } = (await paragraph.boundingBox())!;
    const fontSize = await paragraph.evaluate((p) => parseFloat(getComputedStyle(p).fontSize));
    // 65 of the font's "0" (0.63 em in Inter): 41 em. Lines of body text average fewer ems.
    expect(width / fontSize).toBeLessThanOrEqual(42);
  });
});

describe("footer", () => {
  it("gives the mobile service's hours and the office hours as two labelled facts", async () => {
    const page = await browser.newPage("desktop");
    await page.goto("/warranty");
    const footer = page.getByRole("contentinfo");
    const terms = await footer.locator("dt").allInnerTexts();
    expect(terms).toEqual(expect.arrayContaining(["Mobile service", "Office hours"]));
    const text = await footer.innerText();
    expect(text).toContain(siteConfig.hours.service);
    for (const day of siteConfig.hours.shop) expect(text).toContain(`${day.days} ${day.label}`);
    expect(text).not.toMatch(/Open 24\/7/i);
  });
});
