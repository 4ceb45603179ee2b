// Each location page as built: its heading, figures, call link and quote buttons, its links,
// and its local sections. What a visitor does there is in e2e/locations.e2e.ts.
import { describe, expect, it } from "vitest";
import { siteConfig } from "../core/config/site";
import { figureLabels } from "../core/config/figures";
import { isRatingStat, locationRating } from "../core/data/locations";
import { pagedServices } from "../core/data/services";
import { locationPages, servicePath } from "../app/data/site-pages";
import { builtPage, collapsed, hasRegion, hrefs, linksNamed, region, textOf } from "./built-html";
const { phone } = siteConfig;

const pages = locationPages();

describe.each(pages)("$path, as built", ({ path, heading, location }) => {
  const { city, stats, serviceLinks, neighbourhoods, highways, focus } = location;
  const root = builtPage(path);
  const main = root.querySelector("main")!;

  it("has its h1, four stats, the call link and both quote buttons pointing at one form", () => {
    expect(textOf(main.querySelector("h1")!)).toBe(heading);
    // A city's rating is labelled as that city's customers', never as the business-wide one
    const items = region(root, `Our numbers in ${city}`).querySelectorAll("li").map(textOf);
    expect(items).toHaveLength(stats.length);
    stats.forEach((stat, i) => {
      expect(items[i]).toContain(stat.value);
      expect(items[i]).toContain(isRatingStat(stat) ? figureLabels.cityRating(city) : stat.label);
    });
    expect(root.querySelectorAll("#hero-form")).toHaveLength(1);
    expect(root.querySelectorAll("#quote")).toHaveLength(1);
    const call = linksNamed(root, `Call ${phone.display}`);
    expect(call.length).toBeGreaterThan(0);
    for (const link of call) expect(link.getAttribute("href")).toBe(phone.tel);
    const quoteButtons = linksNamed(main, "Get Free Quote");
    expect(quoteButtons.map((a) => a.getAttribute("href"))).toEqual(["#hero-form", "#hero-form"]);
  });

  it("links to its service pages and the other city pages, never under /locations/", () => {
    const related = hrefs(region(root, `Auto glass services in ${city}`));
    expect(related.filter((h) => h.startsWith("/services/"))).toHaveLength(serviceLinks.length);
    expect(related.filter((h) => h.startsWith("/location/")).length).toBeGreaterThanOrEqual(7);
    expect(hrefs(root).filter((h) => h.includes("/locations/"))).toEqual([]);
  });

  it("shows its local area, services, reasons, reviews and FAQ", () => {
    const localText = textOf(region(root, location.localArea.head.title));
    for (const paragraph of location.localArea.paragraphs) {
      expect(localText).toContain(collapsed(paragraph));
    }
    for (const name of [...neighbourhoods, ...highways]) expect(localText).toContain(name);

    const services = region(root, location.services.head.title);
    for (const card of location.services.cards) {
      const service = pagedServices.find((s) => s.id === card.serviceId)!;
      const [link] = linksNamed(services, service.name);
      expect(link?.getAttribute("href"), service.name).toBe(servicePath(service.page.slug));
      expect(textOf(services)).toContain(collapsed(card.text));
    }

    const why = region(root, location.why.head.title);
    expect(why.querySelectorAll("h3").map(textOf)).toEqual(
      location.why.items.map((item) => item.title),
    );

    if (focus === "windshield-replacement") {
      const steps = region(root, location.process!.head.title).querySelectorAll("li").map(textOf);
      expect(steps).toHaveLength(4);
      location.process!.steps.forEach((step, i) => expect(steps[i]).toContain(step.title));
    }
    expect(hasRegion(root, "Repair or replace? A quick check")).toBe(focus === "windshield-repair");

    const reviews = region(root, `What drivers in ${city} say`);
    expect(reviews.querySelectorAll("dd").map(textOf)).toContain(locationRating(location));
    const quotes = reviews.querySelectorAll("figure").map(textOf);
    expect(quotes).toHaveLength(3);
    location.reviews.forEach((review, i) => {
      expect(quotes[i]).toContain(collapsed(review.text));
      expect(quotes[i]).toContain(review.name);
    });

    const faq = region(root, /your questions answered$/);
    expect(faq.querySelectorAll("summary").map(textOf)).toEqual(
      location.faqs.map((f) => f.question),
    );
    expect(faq.querySelectorAll("details[open] summary").map(textOf)).toEqual([
      location.faqs[0]!.question,
    ]);
  });
});
