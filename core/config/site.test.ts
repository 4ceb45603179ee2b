import { describe, expect, it } from "vitest";
import { createSiteConfig, eventsPath, leadServicePath, siteDefaults } from "./site";

describe("createSiteConfig", () => {
  it("uses the placeholder defaults when nothing is set", () => {
    const config = createSiteConfig({});
    expect(config.siteUrl).toBe(siteDefaults.SITE_URL);
    expect(config.phone.display).toBe("(416) 555-0142");
    expect(config.phone.tel).toBe("tel:+14165550142");
    // No CRM: "Get Free Quote" opens the site's own form.
    expect(config.quoteFormUrl).toBeNull();
    expect(config.leadEndpoint).toBe(leadServicePath);
    expect(config.eventsEndpoint).toBe(eventsPath);
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
    // Taps are counted by the same Worker as the leads, on its origin.
    expect(config.eventsEndpoint).toBe(`https://api.example.ca${eventsPath}`);
  });

  it("treats blank values as unset", () => {
    const config = createSiteConfig({ SITE_URL: "  ", LEAD_ENDPOINT: "", QUOTE_FORM_URL: " " });
    expect(config.siteUrl).toBe(siteDefaults.SITE_URL);
    expect(config.quoteFormUrl).toBeNull();
    expect(config.leadEndpoint).toBe(leadServicePath);
  });

  it("stops the build on a value that cannot be right", () => {
    // Each error names its variable and gives an example of a value that works.
    expect(() => createSiteConfig({ SITE_URL: "www.example.com" })).toThrow(
      'SITE_URL must be a full web address starting with https:// (got "www.example.com"), for example SITE_URL=https://',
    );
    expect(() => createSiteConfig({ QUOTE_FORM_URL: "ftp://x.example" })).toThrow(
      /^QUOTE_FORM_URL must .* for example QUOTE_FORM_URL=https:\/\//,
    );
    expect(() => createSiteConfig({ LEAD_ENDPOINT: "/leads" })).toThrow(
      /^LEAD_ENDPOINT must .* for example LEAD_ENDPOINT=https:\/\//,
    );
    expect(() => createSiteConfig({ BUSINESS_PHONE: "416-900-123" })).toThrow(
      'BUSINESS_PHONE: "416-900-123" is not a 10-digit North American phone number, for example BUSINESS_PHONE=416-555-0142',
    );
  });

  it("states the shop's hours the same way for visitors and for search engines", () => {
    const config = createSiteConfig();
    expect(config.hours.shop).toEqual([
      { days: "Mon-Fri", label: "8am-6pm" },
      { days: "Sat", label: "9am-4pm" },
    ]);
    expect(config.hours.shopRows.map((row) => row.days.length)).toEqual([5, 1]);
    expect(config.hours.shopRows.map((row) => [row.opens, row.closes])).toEqual([
      ["08:00", "18:00"],
      ["09:00", "16:00"],
    ]);
  });
});
