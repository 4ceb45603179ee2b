import { renderToStaticMarkup } from "react-dom/server";
import { parse } from "node-html-parser";
import { describe, expect, it } from "vitest";
import { createSiteConfig } from "../../../core/config/site";
import { contactContent } from "../../data/contact";
import { businessJsonLd } from "../../lib/structured-data";
import { ShopHours } from "./ShopHours";

const card = (shop?: Parameters<typeof ShopHours>[0]["shop"]) =>
  parse(renderToStaticMarkup(<ShopHours shop={shop} />)).structuredText;

describe("a business with no walk-in hours", () => {
  it("says so on the contact page, where the office hours would be", () => {
    expect(card()).toContain("Mon-Fri");
    expect(card()).toContain(contactContent.hours.note);
    const none = card([]);
    expect(none).toContain(contactContent.hours.none);
    expect(none).not.toContain(contactContent.hours.note);
  });

  it("states no office hours to search engines", () => {
    const config = createSiteConfig();
    const noShop = { ...config, hours: { ...config.hours, shop: [], shopRows: [] } };
    const places = (businessJsonLd(noShop) as unknown as { location: object[] }).location;
    expect(places.length).toBeGreaterThan(0);
    for (const place of places) expect(place).not.toHaveProperty("openingHoursSpecification");
  });
});
