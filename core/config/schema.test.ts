import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import {
  availabilitySchema,
  businessSchema,
  citySchema,
  serviceSchema,
  contentErrors,
  fieldPath,
  figuresSchema,
  pricesSchema,
  reviewsSchema,
  samplesIn,
} from "./schema";

const read = (file: string) =>
  JSON.parse(readFileSync(new URL(`../../content/${file}`, import.meta.url), "utf8"));

const business = read("business.json");
const prices = read("prices.json");
const figures = read("figures.json");
const reviews = read("reviews.json");
const markham = read("cities/markham-auto-glass.json");
const repair = read("services/windshield-repair.json");
const availability = read("availability.json");

/** A copy of a record with one change made by `change`. */
function changed<T>(record: T, change: (copy: T) => void): T {
  const copy = structuredClone(record);
  change(copy);
  return copy;
}

describe("the content schemas", () => {
  it("accept the content the project ships", () => {
    expect(contentErrors("content/business.json", businessSchema, business)).toEqual([]);
    expect(contentErrors("content/prices.json", pricesSchema, prices)).toEqual([]);
    expect(contentErrors("content/figures.json", figuresSchema, figures)).toEqual([]);
    expect(contentErrors("content/reviews.json", reviewsSchema, reviews)).toEqual([]);
    expect(contentErrors("content/cities/markham-auto-glass.json", citySchema, markham)).toEqual(
      [],
    );
  });

  it.each([
    [
      "a price typed as text",
      pricesSchema,
      changed(prices, (p) => (p.services.chipRepair.from = "$70")),
      "content/x.json: services.chipRepair.from: expected a number, found a string",
    ],
    [
      "a top price below the starting price",
      pricesSchema,
      changed(prices, (p) => (p.services.windshield.to = 100)),
      "content/x.json: services.windshield.to: the top price must not be below the starting price",
    ],
    [
      "a missing field",
      pricesSchema,
      changed(prices, (p) => delete p.windshieldVisit),
      "content/x.json: windshieldVisit: missing; expected a string",
    ],
    [
      "a misspelt field",
      pricesSchema,
      changed(prices, (p) => (p.services.chipRepair.pirce = 70)),
      'content/x.json: services.chipRepair: unknown field(s) "pirce"',
    ],
    [
      "a time that is not a 24-hour time",
      businessSchema,
      changed(business, (b) => (b.hours.shop.Monday.opens = "8am")),
      'content/x.json: hours.shop.Monday.opens: expected a 24-hour time such as "08:00", or empty when closed',
    ],
    [
      "a day with one time and not the other",
      businessSchema,
      changed(business, (b) => (b.hours.shop.Sunday.opens = "10:00")),
      "content/x.json: hours.shop.Sunday.closes: give both times, or leave both empty for a closed day",
    ],
    [
      "a postal code in the wrong form",
      businessSchema,
      changed(business, (b) => (b.addresses[0].postalCode = "m5x1a9")),
      'content/x.json: addresses › entry 1 › postalCode: expected a postal code such as "M5X 1A9"',
    ],
    [
      "a place outside Ontario",
      businessSchema,
      changed(business, (b) => (b.addresses[0].geo.lng = 79.38)),
      "content/x.json: addresses › entry 1 › geo.lng: expected at most -74.3",
    ],
    [
      "a rating that is not a rating",
      figuresSchema,
      changed(figures, (f) => (f.rating.value = "five stars")),
      'content/x.json: rating.value: expected a rating such as "4.8"',
    ],
    [
      "a review with six stars",
      reviewsSchema,
      changed(reviews, (r) => (r.reviews[1].rating = 6)),
      "content/x.json: reviews › entry 2 › rating: expected at most 5",
    ],
    [
      "a reviewer's full surname",
      reviewsSchema,
      changed(reviews, (r) => (r.reviews[0].name = "Daniel Moore")),
      'content/x.json: reviews › entry 1 › name: expected a first name and last initial, such as "Priya S."',
    ],
    [
      "a city with five figures",
      citySchema,
      changed(markham, (c) => c.stats.push(c.stats[0])),
      "content/x.json: stats: at most four figures",
    ],
    [
      "a city linking a service that does not exist",
      citySchema,
      changed(markham, (c) => (c.serviceLinks[0] = "car-wash")),
      'content/x.json: serviceLinks › entry 1: expected one of "windshield-repair"',
    ],
    [
      "a service's price card naming a row the price table does not have",
      serviceSchema,
      changed(repair, (r) => (r.page.prices[0].price = "polish")),
      'content/x.json: page.prices › entry 1 › price: expected one of "chipRepair"',
    ],
    [
      "a service section of a kind the page cannot show",
      serviceSchema,
      changed(repair, (r) => (r.page.sections[0].kind = "video")),
      "content/x.json: page.sections › entry 1 › kind:",
    ],
    [
      "a window that ends at a time no clock shows",
      availabilitySchema,
      changed(availability, (a) => (a.windows.evening.ends = "24:59")),
      "content/x.json: windows.evening.ends: expected a 24-hour time from 00:00 to 23:59",
    ],
    [
      "a day off that is not on the calendar",
      availabilitySchema,
      changed(availability, (a) => (a.closed = ["2026-13-45"])),
      'content/x.json: closed › entry 1: a day on the calendar, written like "2026-12-25"',
    ],
    [
      "a city with no region",
      citySchema,
      changed(markham, (c) => (c.region = " ")),
      "content/x.json: region: The region cannot be empty",
    ],
  ])(
    "explain %s with the file, the field and what was expected",
    (_what, schema, data, message) => {
      const errors = contentErrors("content/x.json", schema, data);
      expect(errors).toHaveLength(1);
      expect(errors[0]).toContain(message);
    },
  );

  it("let a city have no reviews, no figures, and a region of its own", () => {
    const city = changed(markham, (c) => {
      c.reviews = [];
      c.stats = [];
      c.region = "Peel Region";
    });
    expect(contentErrors("content/x.json", citySchema, city)).toEqual([]);
  });
});

describe("sample marks", () => {
  it("are found wherever they are, with where they are and what they mark", () => {
    expect(samplesIn(markham).map((s) => fieldPath(s.path))).toEqual([
      "stats › entry 1",
      "stats › entry 2",
      "stats › entry 3",
      "reviews › entry 1",
      "reviews › entry 2",
      "reviews › entry 3",
    ]);
    expect(samplesIn(figures)).toContainEqual({
      path: ["rating"],
      record: { value: "5.0", sample: true },
    });
    expect(samplesIn({ sample: true, email: "a@b.ca" })).toEqual([
      { path: [], record: { sample: true, email: "a@b.ca" } },
    ]);
    expect(samplesIn(changed(figures, (f) => (f.rating.sample = false)))).not.toContainEqual(
      expect.objectContaining({ path: ["rating"] }),
    );
  });
});
