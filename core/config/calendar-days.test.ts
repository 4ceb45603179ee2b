import { describe, expect, it } from "vitest";
import { isClockTime, isRealDay } from "./calendar-days";

describe("days and times that exist", () => {
  it("knows a day the calendar has, leap years included", () => {
    for (const day of ["2026-11-28", "2028-02-29", "2000-02-29", "2026-12-31", "0001-01-01"]) {
      expect(isRealDay(day), day).toBe(true);
    }
    for (const day of [
      "2026-13-01",
      "2026-00-10",
      "2026-12-32",
      "0000-00-00",
      "2026-02-30",
      "2027-02-29",
      "1900-02-29",
      "2026-1-01",
      " 2026-11-28",
      "2026-11-28T00:00",
      "9999-99-99",
      "",
      null,
    ]) {
      expect(isRealDay(day), String(day)).toBe(false);
    }
  });

  it("knows a time of day from 00:00 to 23:59", () => {
    for (const time of ["00:00", "08:30", "23:59"]) expect(isClockTime(time), time).toBe(true);
    for (const time of ["24:00", "24:59", "8:00", "12:60", "25:00", "noon"]) {
      expect(isClockTime(time), time).toBe(false);
    }
  });
});
