import { describe, expect, it } from "vitest";
import { coverageCities, coverageList } from "./coverage";
import { insurancePath } from "../../core/data/insurance";
import { locations } from "../../core/data/locations";
import { navigation } from "./navigation";
import { staticPages, warrantyPath } from "../../core/data/pages";
import { policies } from "./policies";
import { pagedServices } from "../../core/data/services";
import {
  locationPath,
  normalizePath,
  pageByPath,
  policyPages,
  policyPath,
  servicePath,
  sitePages,
  sitePaths,
} from "./site-pages";
import { descriptionMaxLength, fullTitle, titleMaxLength } from "../lib/seo";

const unique = <T>(values: T[]) => new Set(values).size === values.length;

describe("site pages", () => {
  it("are the static pages, one per service with a page, one per location and one per policy", () => {
    expect([...sitePaths()].sort()).toEqual(
      [
        ...Object.values(staticPages).map((p) => p.path),
        ...pagedServices.map((s) => servicePath(s.page.slug)),
        ...locations.map((l) => locationPath(l.slug)),
        ...policies.map((p) => policyPath(p.slug)),
      ].sort(),
    );
    // decisions §9: the privacy policy, the accessibility statement and the warranty terms, at
    // the root, and pages for the two services that had none.
    for (const path of [
      "/privacy-policy",
      "/accessibility",
      "/warranty",
      "/services/adas-calibration",
      "/services/mirror-replacement",
    ]) {
      expect(sitePaths()).toContain(path);
    }
    expect(unique(sitePaths())).toBe(true);
    for (const path of sitePaths()) expect(path).toMatch(/^\/([a-z0-9-]+(\/[a-z0-9-]+)?)?$/);
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
      expect(fullTitle(page.title)).not.toBe(page.title);
      expect(page.heading.length).toBeGreaterThan(10);
      expect(page.lead.length).toBeGreaterThan(40);
      expect(page.highlights).toHaveLength(3);
      expect(`${page.title} ${page.description} ${page.heading} ${page.lead}`).not.toMatch(
        /lorem|ipsum|todo|tbd|undefined|null|\[object/i,
      );
    },
  );

  it.each(sitePages().map((p) => [p.path, p] as const))(
    "%s has a description of 120-160 characters",
    (_, page) => {
      expect(page.description.length).toBeGreaterThanOrEqual(120);
      expect(page.description.length).toBeLessThan(160);
    },
  );

  it.each(
    sitePages()
      .filter((p) => p.kind !== "policy")
      .map((p) => [p.path, p.heading] as const),
  )("%s has an h1 that names the service and the place", (_, heading) => {
    expect(heading).toMatch(/auto glass|windshield|window|sunroof|wiper|mirror/i);
    const places = ["GTA", ...locations.map((l) => l.city)];
    expect(places.some((place) => heading.includes(place))).toBe(true);
  });

  it("find their record from a path, with or without a trailing slash", () => {
    expect(normalizePath("/about-us/")).toBe("/about-us");
    expect(normalizePath("/")).toBe("/");
    for (const page of sitePages()) {
      expect(pageByPath(page.path)?.heading).toBe(page.heading);
      expect(pageByPath(`${page.path}/`)?.heading).toBe(page.heading);
    }
    expect(pageByPath("/services/nope")).toBeUndefined();
  });

  it("include the page about insurance claims, at the root", () => {
    expect(staticPages.insurance.path).toBe("/auto-glass-insurance-claims");
    expect(staticPages.insurance.path).toBe(insurancePath);
    expect(sitePaths()).toContain("/auto-glass-insurance-claims");
    const page = pageByPath("/auto-glass-insurance-claims/");
    expect(page?.kind).toBe("insurance");
    expect(page?.heading).toMatch(/insurance claims/i);
    expect(page?.description).toMatch(/insurer/i);
  });

  it("put each policy at the root, under its own name", () => {
    expect(policyPages().map((p) => p.path)).toEqual(policies.map((p) => `/${p.slug}`));
    for (const page of policyPages()) {
      expect(pageByPath(page.path)?.kind).toBe("policy");
      expect(page.heading).toBe(page.policy.heading);
    }
    // The warranty's terms, where a job record on a status page links.
    expect(pageByPath(warrantyPath)?.kind).toBe("policy");
  });
});

describe("navigation", () => {
  const menuLinks = navigation.menus.map((menu) => menu.columns.flatMap((c) => c.links));

  it("lists every service page in the menu its record names, in the records' order", () => {
    for (const menu of navigation.menus.slice(0, 2)) {
      // The windshield menu also offers the instant estimate, after its services
      const links = menu.columns
        .flatMap((c) => c.links)
        .filter((l) => l.path !== navigation.estimate.path);
      expect(links.map((l) => l.path)).toEqual(
        pagedServices.filter((s) => s.menu === menu.id).map((s) => servicePath(s.page.slug)),
      );
    }
    const listed = menuLinks.slice(0, 2).flat();
    expect(listed).toHaveLength(pagedServices.length + 1);
    expect(navigation.menus[0].columns.at(-1)?.links.at(-1)?.path).toBe(navigation.estimate.path);
  });

  it("lists every location page in the Locations column of its region", () => {
    const locationsMenu = navigation.menus[2];
    expect(locationsMenu.columns.flatMap((c) => c.links)).toHaveLength(locations.length);
    for (const location of locations) {
      const column = locationsMenu.columns.find((c) =>
        c.links.some((l) => l.path === locationPath(location.slug)),
      );
      expect(column?.title, location.slug).toBe(location.region);
    }
  });

  it("only links to pages that exist", () => {
    const paths = new Set(sitePaths());
    for (const link of menuLinks.flat()) expect(paths).toContain(link.path);
    expect(paths).toContain(navigation.about.path);
    expect(paths).toContain(navigation.contact.path);
    expect(paths).toContain(navigation.insurance.path);
  });
});

describe("coverage", () => {
  it("links each city that has an auto glass page to it, and no other", () => {
    const cityPages = locations.filter((l) => l.focus === "auto-glass");
    for (const city of coverageList()) {
      const page = cityPages.find((l) => l.city === city.name);
      expect(city.path, city.name).toBe(page ? locationPath(page.slug) : null);
    }
    // Every city with a page of its own is among the cities we list.
    for (const page of cityPages) expect(coverageCities).toContain(page.city);
    expect(unique([...coverageCities])).toBe(true);
  });
});
