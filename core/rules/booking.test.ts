import { describe, expect, it } from "vitest";
import { availabilitySchema, type Availability, type BookingContent } from "../config/schema";
import { bookingText } from "../data/booking";
import {
  bookedKey,
  capacityOf,
  clockTime,
  nearestSlots,
  openSlots,
  slotLabel,
  torontoClock,
} from "./booking";

const availability: Availability = availabilitySchema.parse({
  windows: {
    morning: { starts: "08:00", ends: "12:00" },
    afternoon: { starts: "12:00", ends: "16:00" },
    evening: { starts: "16:00", ends: "20:00" },
  },
  week: {
    Monday: { morning: 2, afternoon: 2, evening: 1 },
    Tuesday: { morning: 2, afternoon: 2, evening: 1 },
    Wednesday: { morning: 2, afternoon: 2, evening: 1 },
    Thursday: { morning: 2, afternoon: 2, evening: 1 },
    Friday: { morning: 2, afternoon: 2, evening: 1 },
    Saturday: { morning: 1, afternoon: 0, evening: 0 },
    Sunday: { morning: 0, afternoon: 0, evening: 0 },
  },
  closed: ["2026-12-25"],
  daysAhead: 14,
  sameDayUntil: "14:00",
});

const text: BookingContent = {
  ...bookingText,
  windowNames: { morning: "morning", afternoon: "afternoon", evening: "evening" },
  slotLabel: "{{day}}, {{window}} ({{hours}})",
  full: "{{slot}} is full.",
  closed: "{{slot}} is closed.",
  choose: "Choose.",
  alternatives: "Nearest",
  none: "None",
};

/** A moment given as Toronto's wall clock in November-December 2026 (EST, UTC-5). */
const toronto = (day: string, time: string) => new Date(`${day}T${time}:00-05:00`);
const none = new Map<string, number>();

describe("the windows a visitor can book", () => {
  it("are named with their day and hours as the slots' contract gives them", () => {
    expect(slotLabel(availability, text, "2026-12-01", "morning")).toBe(
      "Tue Dec 1, morning (8 am-12 pm)",
    );
    expect(clockTime("16:30")).toBe("4:30 pm");
    expect(clockTime("24:00")).toBe("12 am");
  });

  it("are counted in Toronto's days, on either side of a change of the clocks", () => {
    // 23:30 in Toronto is already the next day in UTC, in summer and in winter time.
    expect(torontoClock(new Date("2026-11-02T03:30:00Z"))).toEqual({
      day: "2026-11-01",
      time: "22:30",
    });
    expect(torontoClock(new Date("2026-10-31T03:30:00Z"))).toEqual({
      day: "2026-10-30",
      time: "23:30",
    });
  });

  it("take the jobs the weekday gives a window, none on a day off, a closed day or out of range", () => {
    const now = toronto("2026-11-30", "09:00"); // a Monday
    expect(capacityOf(availability, "2026-12-01", "morning", now)).toBe(2);
    expect(capacityOf(availability, "2026-12-01", "evening", now)).toBe(1);
    expect(capacityOf(availability, "2026-12-05", "afternoon", now)).toBe(0); // Saturday
    expect(capacityOf(availability, "2026-12-06", "morning", now)).toBe(0); // Sunday
    expect(capacityOf(availability, "2026-11-29", "morning", now)).toBe(0); // yesterday
    expect(capacityOf(availability, "2026-12-13", "morning", now)).toBe(0); // a Sunday, day 14
    expect(capacityOf(availability, "2026-12-14", "morning", now)).toBe(0); // day 15
    const christmas = toronto("2026-12-21", "09:00");
    expect(capacityOf(availability, "2026-12-25", "morning", christmas)).toBe(0);
  });

  it("leave out today's windows once they have begun, and all of today after the same-day limit", () => {
    const morning = toronto("2026-11-30", "09:00");
    expect(capacityOf(availability, "2026-11-30", "morning", morning)).toBe(0);
    expect(capacityOf(availability, "2026-11-30", "afternoon", morning)).toBe(2);
    const afternoon = toronto("2026-11-30", "14:00");
    expect(capacityOf(availability, "2026-11-30", "evening", afternoon)).toBe(0);
  });

  it("are offered with what each still takes, the full ones left out", () => {
    const now = toronto("2026-11-30", "15:00");
    const booked = new Map([
      [bookedKey("2026-12-01", "morning"), 2],
      [bookedKey("2026-12-01", "afternoon"), 1],
    ]);
    const slots = openSlots(availability, text, booked, now);
    expect(slots[0]).toMatchObject({ dayLabel: "Tue Dec 1", hours: "12 pm-4 pm" });
    expect(slots.slice(0, 3).map(({ dayLabel: _, hours: __, ...slot }) => slot)).toEqual([
      {
        day: "2026-12-01",
        window: "afternoon",
        label: "Tue Dec 1, afternoon (12 pm-4 pm)",
        remaining: 1,
      },
      {
        day: "2026-12-01",
        window: "evening",
        label: "Tue Dec 1, evening (4 pm-8 pm)",
        remaining: 1,
      },
      {
        day: "2026-12-02",
        window: "morning",
        label: "Wed Dec 2, morning (8 am-12 pm)",
        remaining: 2,
      },
    ]);
    expect(slots.at(-1)!.day).toBe("2026-12-12"); // the last Saturday of the 14 days
    expect(openSlots(availability, text, none, now).length).toBe(slots.length + 1);
  });

  it("answer a full window with the nearest open ones, the earlier first when as near", () => {
    const now = toronto("2026-11-30", "15:00");
    const slots = openSlots(availability, text, none, now);
    const near = nearestSlots(slots, "2026-12-02", "afternoon");
    expect(near.map((s) => `${s.day} ${s.window}`)).toEqual([
      "2026-12-02 morning",
      "2026-12-02 evening",
      "2026-12-01 evening",
    ]);
  });
});
