import { describe, expect, it } from "vitest";
import { siteConfig } from "../../core/config/site";
import { figureLabels } from "../../core/config/figures";
import { faqs } from "../data/faqs";
import { insurancePath } from "../../core/data/insurance";
import { pagedServices, services } from "../../core/data/services";
import { locationPages, servicePath } from "../data/site-pages";
import {
  cityLinks,
  estimateServices,
  faqInsuranceLink,
  locationPageView,
  mapCaption,
  priceRows,
  serviceLinks,
} from "./page-views";

const cities = locationPages().filter(({ location }) => location.focus === "auto-glass");

describe("serviceLinks", () => {
  it("gives each service its name, summary and page, and no page to a service without one", () => {
    const links = serviceLinks(services.map((s) => s.id));
    expect(links.map((l) => l.name)).toEqual(services.map((s) => s.name));
    for (const [i, service] of services.entries()) {
      expect(links[i]!.summary).toBe(service.summary);
      expect(links[i]!.path).toBe(service.page ? servicePath(service.page.slug) : null);
    }
  });
});

describe("cityLinks", () => {
  it("lists every city page once, never a page about one service in a city", () => {
    expect(cityLinks().map((l) => l.path)).toEqual(cities.map((c) => c.path));
    expect(new Set(cityLinks().map((l) => l.name)).size).toBe(cities.length);
  });

  it("leaves out the city of the page it is on", () => {
    const [first] = cities;
    const links = cityLinks(first!.location.slug);
    expect(links).toHaveLength(cities.length - 1);
    expect(links.map((l) => l.path)).not.toContain(first!.path);
  });
});

describe("mapCaption", () => {
  const at = (km: number, zone: Parameters<typeof mapCaption>[0]["zone"]) =>
    mapCaption({ city: "Vaughan", km, zone, radiusKm: 50 });

  it("puts a city at the centre within 2 km", () => {
    expect(at(1, "free")).toBe("Vaughan sits at the centre of our free 50 km mobile service area.");
  });

  it("says inside, near the edge or beyond, by the coverage check's zones", () => {
    expect(at(20, "free")).toContain("about 20 km from Toronto centre, well inside our free 50 km");
    expect(at(48, "near")).toContain("whether a travel fee applies depends on your address");
    for (const zone of ["extended", "outside"] as const)
      expect(at(70, zone)).toContain("beyond our free 50 km area: a travel fee applies");
  });
});

describe("locationPageView", () => {
  it.each(locationPages().map((page) => [page.path, page] as const))(
    "%s: its map, caption, city rating, services and other cities",
    (_, page) => {
      const { location } = page;
      const view = locationPageView(page);
      expect(view.mapCaption).toContain(location.city);
      expect(view.mapCaption).toContain(`${siteConfig.serviceRadiusKm} km`);
      expect(view.stats).toHaveLength(location.stats.length);
      const rating = view.stats.find((s) => /rating/i.test(s.label));
      if (rating) expect(rating.label).toBe(figureLabels.cityRating(location.city));
      expect(view.serviceCards.map((c) => c.summary)).toEqual(
        location.services.cards.map((c) => c.text),
      );
      expect(view.places.map((p) => p.path)).not.toContain(page.path);
      expect(view.defaultService).toBe(
        location.focus === "auto-glass" ? "" : services.find((s) => s.id === location.focus)!.name,
      );
    },
  );
});

describe("the instant estimate's services and price rows", () => {
  it("names every service with a page, with its path", () => {
    const tool = estimateServices();
    expect(Object.keys(tool).sort()).toEqual(pagedServices.map((s) => s.id).sort());
    for (const s of pagedServices) expect(tool[s.id].path).toBe(servicePath(s.page.slug));
  });

  it("shows each service's own prices once, leaving out the page that repeats the others", () => {
    const rows = priceRows();
    expect(rows.map((r) => r.name)).not.toContain(
      services.find((s) => s.id === "auto-glass-replacement")!.name,
    );
    expect(rows).toHaveLength(pagedServices.length - 1);
  });
});

describe("the link to the insurance claims page under an FAQ", () => {
  it("is under the home page's FAQ, which answers an insurance question", () => {
    expect(faqInsuranceLink(faqs.home)?.path).toBe(insurancePath);
  });

  it("is under every service page's FAQ but the wiper blades', which bill no insurer", () => {
    for (const { id, page } of pagedServices) {
      const link = faqInsuranceLink(page.faqs, page.insuranceBilling !== false);
      if (id === "windshield-wiper-replacement") expect(link, id).toBeUndefined();
      else expect(link, id).toEqual({ label: "How insurance claims work", path: insurancePath });
    }
  });

  it("is not under an FAQ that says nothing of insurance, nor on a page that bills no insurer", () => {
    const question = { question: "How long does it take?", answer: "About 30 minutes." };
    expect(faqInsuranceLink([question])).toBeUndefined();
    const insurance = { question: "Will my insurance pay?", answer: "Usually." };
    expect(faqInsuranceLink([question, insurance])?.path).toBe(insurancePath);
    expect(faqInsuranceLink([question, insurance], false)).toBeUndefined();
  });
});
