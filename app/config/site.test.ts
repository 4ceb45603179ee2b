import { describe, expect, it } from "vitest";
import { createSiteConfig, siteDefaults } from "~/config/site";

describe("createSiteConfig", () => {
  it("uses the placeholder defaults when nothing is set", () => {
    const config = createSiteConfig({});
    expect(config.siteUrl).toBe(siteDefaults.SITE_URL);
    expect(config.phone.display).toBe("(416) 555-0142");
    expect(config.phone.tel).toBe("tel:+14165550142");
    expect(config.quoteFormUrl).toBe(siteDefaults.QUOTE_FORM_URL);
    expect(new URL(config.quoteFormUrl).pathname).toBe("/forms/auto-glass-repair-request");
    expect(config.leadEndpoint).toBeNull();
  });

  it("takes every environment override", () => {
    const config = createSiteConfig({
      SITE_URL: "https://glass.example.ca/",
      BUSINESS_PHONE: "905-555-0199",
      QUOTE_FORM_URL: "https://leads.example.ca/forms/auto-glass-repair-request",
      LEAD_ENDPOINT: "https://api.example.ca/leads",
    });
    expect(config.siteUrl).toBe("https://glass.example.ca");
    expect(config.phone.display).toBe("(905) 555-0199");
    expect(config.phone.sms).toBe("sms:+19055550199");
    expect(config.quoteFormUrl).toBe("https://leads.example.ca/forms/auto-glass-repair-request");
    expect(config.leadEndpoint).toBe("https://api.example.ca/leads");
  });

  it("treats blank values as unset", () => {
    const config = createSiteConfig({ SITE_URL: "  ", LEAD_ENDPOINT: "" });
    expect(config.siteUrl).toBe(siteDefaults.SITE_URL);
    expect(config.leadEndpoint).toBeNull();
  });

  it("stops the build on a value that cannot be right", () => {
    expect(() => createSiteConfig({ SITE_URL: "www.example.com" })).toThrow(/SITE_URL/);
    expect(() => createSiteConfig({ QUOTE_FORM_URL: "ftp://x.example" })).toThrow(/QUOTE_FORM_URL/);
    expect(() => createSiteConfig({ BUSINESS_PHONE: "555-0142" })).toThrow(/phone/);
  });

  it("keeps the facts decisions.md fixes", () => {
    const config = createSiteConfig();
    expect(config.serviceRadiusKm).toBe(40);
    expect(config.serviceCentre).toEqual({ lat: 43.6532, lng: -79.3832 });
    expect(config.figures.yearsExperience).toBe("25+");
    expect(config.figures.customersServed).toBe("10,000+");
    expect(config.addresses).toHaveLength(2);
    expect(config.hours.shop.map((h) => `${h.days} ${h.label}`)).toEqual([
      "Mon-Fri 8am-6pm",
      "Sat 9am-4pm",
    ]);
  });
});
