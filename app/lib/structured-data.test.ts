import { describe, expect, it } from "vitest";
import { createSiteConfig } from "../../core/config/site";
import { coverageCities } from "../data/coverage";
import { faqs } from "../data/faqs";
import { pricing } from "../../core/data/pricing";
import { services } from "../../core/data/services";
import {
  breadcrumbJsonLd,
  businessId,
  businessJsonLd,
  priceRange,
  faqJsonLd,
  openingHours,
  serviceJsonLd,
} from "./structured-data";

const config = createSiteConfig({
  SITE_URL: "https://glass.example.ca",
  BUSINESS_PHONE: "(905) 555-0199",
});

describe("businessJsonLd", () => {
  const business = businessJsonLd(config) as unknown as Record<string, unknown>;

  it("describes the business from the config", () => {
    expect(business).toMatchObject({
      "@context": "https://schema.org",
      "@type": "AutoRepair",
      "@id": "https://glass.example.ca/#business",
      name: config.name,
      description: config.tagline,
      url: "https://glass.example.ca/",
      telephone: "+19055550199",
      priceRange,
      sameAs: Object.values(config.social),
      image: "https://glass.example.ca/social-card.png",
    });
    // The range spans the cheapest job (chip repair) to the top of the price table (a
    // panoramic roof, open-ended); wipers, an extra, are left out.
    expect(priceRange).toBe(`$${pricing.chipRepair.price.from}-$2000+`);
  });

  it("names only the social profiles the business has", () => {
    const withoutInstagram = { ...config, social: { ...config.social, instagram: null } };
    const stated = businessJsonLd(withoutInstagram) as unknown as Record<string, unknown>;
    expect(stated.sameAs).toEqual([config.social.facebook, config.social.google]);
  });

  it("lists both street addresses with their coordinates", () => {
    const addresses = business.address as { streetAddress: string; addressLocality: string }[];
    expect(addresses.map((a) => a.streetAddress)).toEqual(config.addresses.map((a) => a.street));
    expect(addresses.every((a) => a.addressLocality === "Toronto")).toBe(true);
    expect(business.geo).toEqual({
      "@type": "GeoCoordinates",
      latitude: config.addresses[0]!.geo.lat,
      longitude: config.addresses[0]!.geo.lng,
    });
    const places = business.location as { geo: { latitude: number } }[];
    expect(places.map((p) => p.geo.latitude)).toEqual(config.addresses.map((a) => a.geo.lat));
  });

  it("gives each location the office hours the pages show, and the business the hours it books", () => {
    const places = business.location as { openingHoursSpecification: unknown }[];
    expect(config.hours.shopRows.length).toBeGreaterThan(0);
    expect(business.openingHoursSpecification).toEqual(config.hours.serviceRows.map(openingHours));
    for (const place of places) {
      expect(place.openingHoursSpecification).toEqual(
        config.hours.shopRows.map((slot) => ({
          "@type": "OpeningHoursSpecification",
          dayOfWeek: slot.days,
          opens: slot.opens,
          closes: slot.closes,
        })),
      );
    }
  });

  it("serves the 18 cities and the 40 km radius around Toronto centre", () => {
    const area = business.areaServed as Record<string, unknown>[];
    expect(area.filter((a) => a["@type"] === "City").map((a) => a.name)).toEqual([
      ...coverageCities,
    ]);
    expect(area.find((a) => a["@type"] === "GeoCircle")).toEqual({
      "@type": "GeoCircle",
      geoMidpoint: {
        "@type": "GeoCoordinates",
        latitude: config.serviceCentre.lat,
        longitude: config.serviceCentre.lng,
      },
      geoRadius: config.serviceRadiusKm * 1000,
    });
  });

  it("is open the hours the sample availability books, and offers every service", () => {
    expect(business.openingHoursSpecification).toEqual([
      {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"],
        opens: "08:00",
        closes: "20:00",
      },
      {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: ["Saturday"],
        opens: "08:00",
        closes: "16:00",
      },
    ]);
    const catalog = business.hasOfferCatalog as {
      itemListElement: { itemOffered: { name: string } }[];
    };
    expect(catalog.itemListElement.map((o) => o.itemOffered.name)).toEqual(
      services.map((s) => s.name),
    );
  });
});

describe("faqJsonLd", () => {
  it("holds exactly the questions and answers given, in order", () => {
    const data = faqJsonLd(faqs.home) as unknown as {
      mainEntity: { name: string; acceptedAnswer: { text: string } }[];
    };
    expect(data.mainEntity.map((q) => [q.name, q.acceptedAnswer.text])).toEqual(
      faqs.home.map((f) => [f.question, f.answer]),
    );
  });
});

describe("serviceJsonLd", () => {
  it("gives the price range of the page's prices and points at the business", () => {
    const data = serviceJsonLd(
      {
        name: "Sunroof Glass Replacement",
        description: "Sunroof glass at your door.",
        path: "/services/sunroof-glass-replacement",
        prices: [pricing.sunroofStandard, pricing.sunroofPanoramic],
      },
      config,
    ) as unknown as Record<string, unknown>;
    expect(data).toMatchObject({
      "@type": "Service",
      name: "Sunroof Glass Replacement",
      url: "https://glass.example.ca/services/sunroof-glass-replacement",
      provider: { "@id": businessId(config) },
      offers: { "@type": "AggregateOffer", priceCurrency: "CAD", lowPrice: 300 },
    });
    // The panoramic price has no upper bound ("$800-$2000+"), so neither has the range.
    expect(data.offers).not.toHaveProperty("highPrice");

    const side = serviceJsonLd(
      { name: "Side", description: "x", path: "/s", prices: [pricing.sideWindow] },
      config,
    ) as unknown as { offers: Record<string, unknown> };
    expect(side.offers).toMatchObject({ lowPrice: 150, highPrice: 350 });
  });
});

describe("breadcrumbJsonLd", () => {
  it("starts at home and ends at the page, with absolute URLs", () => {
    const data = breadcrumbJsonLd([{ name: "North York", path: "/location/x" }], config);
    expect(data.itemListElement).toEqual([
      { "@type": "ListItem", position: 1, name: "Home", item: "https://glass.example.ca/" },
      {
        "@type": "ListItem",
        position: 2,
        name: "North York",
        item: "https://glass.example.ca/location/x",
      },
    ]);
  });
});
