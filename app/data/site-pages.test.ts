import { describe, expect, it } from "vitest";
import { coverageCities, coverageList } from "~/data/coverage";
import { locationRating, locations } from "~/data/locations";
import { navigation } from "~/data/navigation";
import { services } from "~/data/services";
import { descriptionMaxLength, fullTitle, titleMaxLength } from "~/lib/seo";
import {
  locationPageByPath,
  normalizePath,
  pageByPath,
  servicePageByPath,
  sitePages,
  sitePaths,
} from "~/data/site-pages";

/** The public routes of site-spec.md section 2. */
const specRoutes = [
  "/",
  "/about-us",
  "/contact-us",
  "/services/windshield-replacement",
  "/services/windshield-repair",
  "/services/windshield-wiper-replacement",
  "/services/auto-glass-replacement",
  "/services/side-window-replacement",
  "/services/rear-window-replacement",
  "/services/sunroof-glass-replacement",
  "/location/toronto-auto-glass",
  "/location/toronto-windshield-replacement",
  "/location/toronto-windshield-repair",
  "/location/north-york-auto-glass",
  "/location/scarborough-auto-glass",
  "/location/etobicoke-auto-glass",
  "/location/vaughan-auto-glass",
  "/location/markham-auto-glass",
  "/location/richmond-hill-auto-glass",
  "/location/aurora-auto-glass",
  "/location/newmarket-auto-glass",
];

const unique = <T>(values: T[]) => new Set(values).size === values.length;

describe("site pages", () => {
  it("are exactly the spec's routes (the 22nd is the not-found page)", () => {
    expect([...sitePaths()].sort()).toEqual([...specRoutes].sort());
  });

  it("each have a unique title, description and h1", () => {
    const pages = sitePages();
    expect(unique(pages.map((p) => p.title))).toBe(true);
    expect(unique(pages.map((p) => p.description))).toBe(true);
    expect(unique(pages.map((p) => p.heading))).toBe(true);
  });

  it.each(sitePages().map((p) => [p.path, p] as const))(
    "%s has complete head and hero copy",
    (_, page) => {
      expect(page.title.length).toBeGreaterThan(10);
      expect(page.title.length).toBeLessThanOrEqual(45);
      expect(page.description.length).toBeGreaterThanOrEqual(100);
      expect(page.description.length).toBeLessThanOrEqual(descriptionMaxLength);
      expect(fullTitle(page.title).length).toBeLessThanOrEqual(titleMaxLength);
      expect(fullTitle(page.title)).toMatch(/\| GTA (Mobile )?Auto Glass$/);
      expect(page.heading.length).toBeGreaterThan(10);
      expect(page.lead.length).toBeGreaterThan(40);
      expect(page.highlights).toHaveLength(3);
      expect(`${page.title} ${page.description} ${page.heading} ${page.lead}`).not.toMatch(
        /lorem|ipsum|todo|tbd|undefined|null|\[object/i,
      );
    },
  );

  it.each(sitePages().map((p) => [p.path, p.heading] as const))(
    "%s has an h1 that names the service and the place",
    (_, heading) => {
      expect(heading).toMatch(/auto glass|windshield|window|sunroof|wiper/i);
      const places = ["GTA", ...locations.map((l) => l.city)];
      expect(places.some((place) => heading.includes(place))).toBe(true);
    },
  );

  it("find their record from a path, with or without a trailing slash", () => {
    expect(normalizePath("/about-us/")).toBe("/about-us");
    expect(normalizePath("/")).toBe("/");
    expect(pageByPath("/about-us/")?.kind).toBe("about");
    expect(servicePageByPath("/services/windshield-repair")?.service.id).toBe("windshield-repair");
    expect(locationPageByPath("/location/aurora-auto-glass/")?.city).toBe("Aurora");
    expect(pageByPath("/services/nope")).toBeUndefined();
  });
});

describe("services", () => {
  it("are the nine services of the spec, with unique ids and slugs", () => {
    expect(services).toHaveLength(9);
    expect(unique(services.map((s) => s.id))).toBe(true);
    const slugs = services.flatMap((s) => (s.page ? [s.page.slug] : []));
    expect(slugs).toHaveLength(7);
    expect(unique(slugs)).toBe(true);
  });

  it.each(services.map((s) => [s.name, s] as const))("%s is complete", (_, service) => {
    expect(service.summary.length).toBeGreaterThan(20);
    expect(service.features.length).toBeGreaterThanOrEqual(3);
    expect(service.icon).toBeTruthy();
    expect(service.page === null).toBe(service.menu === null);
  });
});

describe("locations", () => {
  it("are eleven pages with unique slugs", () => {
    expect(locations).toHaveLength(11);
    expect(unique(locations.map((l) => l.slug))).toBe(true);
  });

  it.each(locations.map((l) => [l.slug, l] as const))("%s carries local content", (_, loc) => {
    expect(loc.stats).toHaveLength(4);
    expect(loc.neighbourhoods.length).toBeGreaterThanOrEqual(4);
    expect(loc.highways.length).toBeGreaterThanOrEqual(2);
    expect(loc.keywords.length).toBeGreaterThanOrEqual(3);
    for (const stat of loc.stats) {
      expect(stat.value).not.toBe("");
      expect(stat.label).not.toBe("");
    }
  });

  it("keep the spec's per-city figures", () => {
    const values = (slug: string) =>
      locations.find((l) => l.slug === slug)?.stats.map((s) => s.value) ?? [];
    expect(values("toronto-auto-glass")).toEqual(expect.arrayContaining(["500+", "4.9", "25+"]));
    expect(values("north-york-auto-glass")).toEqual(expect.arrayContaining(["250+", "4.9"]));
    expect(values("scarborough-auto-glass")).toEqual(expect.arrayContaining(["300+", "4.8"]));
    expect(values("markham-auto-glass")).toEqual(expect.arrayContaining(["400+", "4.9"]));
    expect(values("aurora-auto-glass")).toEqual(expect.arrayContaining(["150+", "4.9"]));
  });

  it("rate each page with its own figure, or its city's for Toronto's windshield pages", () => {
    const rating = (slug: string) => locationRating(locations.find((l) => l.slug === slug)!);
    expect(rating("scarborough-auto-glass")).toBe("4.8");
    expect(rating("toronto-auto-glass")).toBe("4.9");
    expect(rating("toronto-windshield-replacement")).toBe("4.9");
    expect(rating("toronto-windshield-repair")).toBe("4.9");
  });
});

describe("navigation", () => {
  const [windshield, autoGlass, locationsMenu] = navigation.menus;
  const labels = (links: readonly { label: string }[]) => links.map((l) => l.label);

  it("has the spec's header menus", () => {
    expect(labels(windshield.columns[0]!.links)).toEqual([
      "Windshield Replacement",
      "Windshield Repair",
      "Wiper Replacement",
    ]);
    expect(labels(autoGlass.columns[0]!.links)).toEqual([
      "Auto Glass Replacement",
      "Side Window Replacement",
      "Rear Window Replacement",
      "Sunroof Glass Replacement",
    ]);
    expect(locationsMenu.columns.map((c) => c.title)).toEqual(["Toronto", "York Region"]);
    expect(locationsMenu.columns[0]!.links).toHaveLength(6);
    expect(labels(locationsMenu.columns[1]!.links)).toEqual([
      "Vaughan",
      "Markham",
      "Richmond Hill",
      "Aurora",
      "Newmarket",
    ]);
  });

  it("only links to pages that exist", () => {
    const paths = new Set(sitePaths());
    for (const menu of navigation.menus) {
      for (const link of menu.columns.flatMap((c) => c.links)) expect(paths).toContain(link.path);
    }
  });
});

describe("coverage", () => {
  it("lists the 18 cities and links the ones with a page", () => {
    expect(coverageCities).toHaveLength(18);
    const linked = coverageList().filter((c) => c.path);
    expect(linked.map((c) => c.name).sort()).toEqual(
      [
        "Aurora",
        "Etobicoke",
        "Markham",
        "Newmarket",
        "North York",
        "Richmond Hill",
        "Scarborough",
        "Toronto",
        "Vaughan",
      ].sort(),
    );
    const paths = new Set(sitePaths());
    for (const city of linked) expect(paths).toContain(city.path);
  });
});
