import { describe, expect, it } from "vitest";
import {
  bookedSpans,
  clockLabel,
  daysLabel,
  serviceHours,
  type Bookable,
} from "../../core/config/hours";
import type { PricesContent } from "../../core/config/schema";
import { openingHours } from "../lib/structured-data";
import { priceLabel } from "../../core/data/pricing";
import { priceRangeOf } from "../lib/structured-data";
import { expandRecord, expandTokens } from "../../core/data/tokens";
import { pricing } from "../../core/data/pricing";
import { repairability } from "../../core/data/repair-rules";
import { figures } from "../../core/config/figures";
import { weekDays } from "../../core/config/week-days";

type Rows = PricesContent["services"];
const row = (from: number, to: number | null, more: Partial<Rows["chipRepair"]> = {}) => ({
  from,
  to,
  ...more,
});
const table = (over: Partial<Rows> = {}): Rows => ({
  chipRepair: row(60, null),
  windshield: row(200, 500),
  sideWindow: row(150, 350),
  rearWindow: row(200, 500),
  sunroofStandard: row(300, 800),
  sunroofPanoramic: row(800, 2000, { orMore: true }),
  wipers: row(30, 80, { unit: "a pair", extra: true }),
  adasCalibration: row(250, 450),
  ...over,
});

describe("what the price table gives", () => {
  it("labels each row as visitors read it", () => {
    expect(priceLabel(row(60, null))).toBe("from $60");
    expect(priceLabel(row(150, 350))).toBe("$150-$350");
    expect(priceLabel(row(800, 2000, { orMore: true }))).toBe("$800-$2000+");
    expect(priceLabel(row(30, 80, { unit: "a pair" }))).toBe("$30-$80 a pair");
  });

  it("gives structured data's price range from the table, extras left out", () => {
    expect(priceRangeOf(table())).toBe("$60-$2000+");
    expect(priceRangeOf(table({ chipRepair: row(70, null) }))).toBe("$70-$2000+");
    expect(
      priceRangeOf(table({ sunroofPanoramic: row(800, 1500), sunroofStandard: row(300, 700) })),
    ).toBe("$60-$1500");
    // Wipers at $30 are not the business's cheapest job; counted, they would be.
    expect(priceRangeOf(table({ wipers: row(30, 80) }))).toBe("$30-$2000+");
  });
});

describe("what the hours give", () => {
  it("says the times and days as people do", () => {
    expect(clockLabel("08:00")).toBe("8am");
    expect(clockLabel("18:30")).toBe("6:30pm");
    expect(clockLabel("12:00")).toBe("noon");
    expect(clockLabel("24:00")).toBe("midnight");
    expect(daysLabel(["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"])).toBe("Mon-Fri");
    expect(daysLabel(["Saturday"])).toBe("Sat");
    expect(daysLabel(["Monday", "Wednesday", "Thursday"])).toBe("Mon, Wed, Thu");
  });

  it("says the hours the availability books: each day from its first open window to its last", () => {
    const windows = {
      morning: { starts: "08:00", ends: "12:00" },
      afternoon: { starts: "12:00", ends: "16:00" },
      evening: { starts: "17:00", ends: "21:00" },
    };
    const open = { morning: 2, afternoon: 1, evening: 1 };
    const closed = { morning: 0, afternoon: 0, evening: 0 };
    const week = Object.fromEntries(weekDays.map((d) => [d, closed])) as Bookable["week"];
    for (const d of weekDays.slice(0, 5)) week[d] = open;
    week.Saturday = { morning: 1, afternoon: 0, evening: 1 };
    const spans = bookedSpans({ windows, week });
    // Windows that meet join; a window closed that day, or an hour no window covers, is a gap.
    expect(spans.Monday).toEqual([
      { opens: "08:00", closes: "16:00" },
      { opens: "17:00", closes: "21:00" },
    ]);
    expect(spans.Saturday).toEqual([
      { opens: "08:00", closes: "12:00" },
      { opens: "17:00", closes: "21:00" },
    ]);
    expect(spans.Sunday).toEqual([]);
    const stated = serviceHours({ windows, week }, "by appointment");
    expect(stated.text).toBe(
      "Mon-Fri 8am-4pm and 5pm-9pm, Sat 8am-noon and 5pm-9pm, by appointment",
    );
    expect(stated.aroundTheClock).toBe(false);
    // Structured data: no row names a day the schedule books nothing.
    expect(stated.rows.flatMap((row) => row.days)).not.toContain("Sunday");
    expect(stated.rows).toContainEqual({
      days: ["Saturday"],
      opens: "17:00",
      closes: "21:00",
    });
  });

  it("says 24/7 only when every hour of every day is booked, and the note alone when none is", () => {
    const windows = {
      morning: { starts: "00:00", ends: "08:00" },
      afternoon: { starts: "08:00", ends: "16:00" },
      // The availability's times stop at 23:59, which is the day's end.
      evening: { starts: "16:00", ends: "23:59" },
    };
    const every = Object.fromEntries(
      weekDays.map((d) => [d, { morning: 1, afternoon: 1, evening: 1 }]),
    ) as Bookable["week"];
    expect(serviceHours({ windows, week: every }, "by appointment").text).toBe(
      "24/7 by appointment",
    );
    const sundayOff = { ...every, Sunday: { morning: 0, afternoon: 0, evening: 0 } };
    const six = serviceHours({ windows, week: sundayOff }, "by appointment");
    expect(six).toMatchObject({ text: "Mon-Sat 24 hours, by appointment", aroundTheClock: false });
    const none = Object.fromEntries(
      weekDays.map((d) => [d, { morning: 0, afternoon: 0, evening: 0 }]),
    ) as Bookable["week"];
    expect(serviceHours({ windows, week: none }, "by appointment").text).toBe("by appointment");
  });

  it("gives search engines the same hours the pages show", () => {
    expect(openingHours({ days: ["Monday", "Friday"], opens: "07:00", closes: "21:00" })).toEqual({
      "@type": "OpeningHoursSpecification",
      dayOfWeek: ["Monday", "Friday"],
      opens: "07:00",
      closes: "21:00",
    });
    expect(openingHours({ days: ["Sunday"], opens: "00:00", closes: "24:00" }).closes).toBe(
      "23:59",
    );
  });
});

describe("tokens in content copy", () => {
  it("fills in prices, times and figures, with their case changed on request", () => {
    expect(
      expandTokens(
        "Chip repair {{pricing.chipRepair.price.label}} in {{ pricing.chipRepair.duration }}, with our {{figures.warranty|lower}}.",
        "here",
      ),
    ).toBe(
      `Chip repair ${pricing.chipRepair.price.label} in ${pricing.chipRepair.duration}, with our ${figures.warranty.toLowerCase()}.`,
    );
  });

  it("says a list as a sentence, and puts a whole list in place of a list item that names one", () => {
    expect(expandTokens("Not for {{repairability.needsReplacement|listOr}}.", "f")).toMatch(
      /^Not for cracks longer than 6 inches, .+ or damage in the driver's line of sight\.$/,
    );
    expect(
      expandRecord({ items: ["First", "{{repairability.repairable}}", "Last"] }, "f").items,
    ).toEqual(["First", ...repairability.repairable, "Last"]);
  });

  it("names the file and field of a token that names nothing", () => {
    expect(() =>
      expandRecord(
        { faqs: [{ answer: "From {{pricing.chipRepiar.price.label}}" }] },
        "content/cities/x.json",
      ),
    ).toThrow(
      /content\/cities\/x\.json: faqs › entry 1 › answer: \{\{pricing\.chipRepiar\.price\.label\}\} names no price/,
    );
    expect(() => expandTokens("{{figures.rating|upper}}", "f: g")).toThrow(
      /f: g: .*"\|upper" is not/,
    );
  });
});
