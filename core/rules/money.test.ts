import { describe, expect, it } from "vitest";
import {
  centsValue,
  formatCents,
  hstOn,
  insuranceSplit,
  invoiceNumber,
  parseCents,
  rateBasisPoints,
  totalsOf,
} from "./money";

describe("money in cents", () => {
  it("reads an amount as typed into whole cents, and refuses what is not one", () => {
    expect(parseCents("389.99")).toBe(38_999);
    expect(parseCents("$1,250")).toBe(125_000);
    expect(parseCents(" 35.5 ")).toBe(3_550);
    expect(parseCents("0")).toBe(0);
    for (const bad of ["", "-5", "1.999", "abc", "1e3", "12.", "100000.01", "NaN"]) {
      expect(parseCents(bad), bad).toBeNull();
    }
  });

  it("adds the lines in cents and rounds the HST on the subtotal once", () => {
    const lines = [
      { text: "Windshield", cents: parseCents("389.99")! },
      { text: "ADAS calibration", cents: parseCents("249.50")! },
      { text: "Moulding", cents: parseCents("35.00")! },
    ];
    const totals = totalsOf(lines, rateBasisPoints(13)!);
    expect(totals).toEqual({ subtotalCents: 67_449, hstCents: 8_768, totalCents: 76_217 });
    expect([totals.subtotalCents, totals.hstCents, totals.totalCents].map(formatCents)).toEqual([
      "$674.49",
      "$87.68",
      "$762.17",
    ]);
    // Line by line, the HST would round three times and say 87.69.
    const perLine = lines.reduce((sum, line) => sum + hstOn(line.cents, 1300), 0);
    expect(perLine).toBe(8_769);
  });

  it("rounds half a cent up, and a business not registered charges none", () => {
    expect(hstOn(50, 1300)).toBe(7); // 6.5 cents
    expect(hstOn(-50_000, 1300)).toBe(-6_500);
    expect(totalsOf([{ text: "Repair", cents: 12_900 }], 0)).toEqual({
      subtotalCents: 12_900,
      hstCents: 0,
      totalCents: 12_900,
    });
  });

  it("splits an insurance job: the deductible from the driver, the rest from the insurer", () => {
    const { totalCents } = totalsOf([{ text: "Windshield", cents: 50_000 }], 1300);
    expect(totalCents).toBe(56_500);
    expect(insuranceSplit(totalCents, 30_000)).toEqual({
      driverCents: 30_000,
      insurerCents: 26_500,
    });
    // A deductible above the bill: the driver pays the bill, the insurer nothing.
    expect(insuranceSplit(20_000, 30_000)).toEqual({ driverCents: 20_000, insurerCents: 0 });
    // A credit note gives back the same way.
    expect(insuranceSplit(-56_500, 30_000)).toEqual({
      driverCents: -30_000,
      insurerCents: -26_500,
    });
  });

  it("says cents as a reader and a field read them, and numbers invoices by year", () => {
    expect(formatCents(123_456)).toBe("$1,234.56");
    expect(formatCents(-56_500)).toBe("-$565.00");
    expect(centsValue(3_505)).toBe("35.05");
    expect(rateBasisPoints(12.5)).toBe(1_250);
    expect(rateBasisPoints(-1)).toBeNull();
    expect(invoiceNumber(2026, 7)).toBe("2026-0007");
  });
});
