import ICAL from "ical.js";
import { beforeEach, describe, expect, it } from "vitest";
import { bookingText, defaultAvailability } from "../core/data/booking";
import type { StoredLead } from "./stored-lead";
import { answerCalendar, calendarFeed, calendarUrl, renewCalendarToken } from "./calendar";
import { workerTestEnv } from "./test-env";
import { storedLead } from "./test-leads";

/**
 * The owner's calendar feed: iCalendar a calendar app reads (parsed here with ical.js, as
 * Mozilla's calendars parse it), each job in its window in Toronto time on either side of a
 * change of the clocks, and only at the address the inbox shows now.
 */

const t = workerTestEnv();
beforeEach(() => t.wipe());

const origin = "https://gta-auto-glass.example";

function job(id: string, day: string, window: "morning" | "evening", name: string): StoredLead {
  return storedLead({
    id,
    page: "/location/markham-auto-glass",
    fields: {
      name,
      phone: "647 555 0142",
      service: "Windshield Replacement",
      vehicle: "2021 Toyota RAV4",
      vin: "2T3W1RFV5MW123454",
      postalCode: "l3r 5h8",
      place: "Markham",
    },
    receivedAt: "2026-10-20T14:00:00.000Z",
    updatedAt: "2026-10-21T15:30:00.000Z",
    status: "contacted",
    booking: { day, window, state: "confirmed", minutes: null, reason: null, heldAt: null },
  });
}

/** The feed's events as a calendar app reads them. */
function eventsOf(feed: string) {
  const calendar = new ICAL.Component(ICAL.parse(feed));
  for (const zone of calendar.getAllSubcomponents("vtimezone")) {
    ICAL.TimezoneService.register(zone);
  }
  return calendar.getAllSubcomponents("vevent").map((vevent) => new ICAL.Event(vevent));
}

describe("the calendar feed", () => {
  it("puts each job in its window in Toronto time, before and after the clocks go back", () => {
    const feed = calendarFeed(
      [
        // From the estimate, which serves the whole area, its postal code typed without a space.
        {
          ...job("a".repeat(32), "2026-10-30", "morning", "Before the change"),
          page: "/instant-estimate",
          fields: {
            name: "Before the change",
            postalCode: "l6g1a1",
            place: "Toronto and the GTA",
          },
        },
        job("b".repeat(32), "2026-11-02", "evening", 'Priya; Shah, "Jr"\nsecond line'),
      ],
      defaultAvailability,
      origin,
    );
    expect(feed.split("\r\n").every((line) => new TextEncoder().encode(line).length <= 75)).toBe(
      true,
    );
    const [before, after] = eventsOf(feed);
    const { morning, evening } = defaultAvailability.windows;
    const utc = (day: string, time: string, offset: string) =>
      new Date(`${day}T${time}:00${offset}`).toISOString();
    // Daylight time (UTC-4) before 1 November, standard time (UTC-5) after.
    expect(before!.startDate.toJSDate().toISOString()).toBe(
      utc("2026-10-30", morning.starts, "-04:00"),
    );
    expect(before!.endDate.toJSDate().toISOString()).toBe(
      utc("2026-10-30", morning.ends, "-04:00"),
    );
    expect(after!.startDate.toJSDate().toISOString()).toBe(
      utc("2026-11-02", evening.starts, "-05:00"),
    );
    expect(after!.summary).toBe('Windshield Replacement: Priya; Shah, "Jr"\nsecond line');
    // One place for every job, whatever page it came from: its postal code, in the province.
    expect(after!.location).toBe(`L3R 5H8, ${bookingText.calendar.region}`);
    expect(before!.location).toBe(`L6G 1A1, ${bookingText.calendar.region}`);
    expect(after!.description).toContain("Phone: 647 555 0142");
    expect(after!.description).toContain("Car: 2021 Toyota RAV4\nVIN: 2T3W1RFV5MW123454");
    // The lead by its id: no phone number in an address that logs keep.
    const link = after!.description.split("\n").find((line) => line.startsWith("The lead: "));
    expect(link).toBe(`The lead: ${origin}/inbox?lead=${"b".repeat(32)}#lead-${"b".repeat(32)}`);
    expect(after!.uid).toBe(`${"b".repeat(32)}@gta-auto-glass.example`);
  });

  it("keeps what a visitor typed inside its event, whatever a calendar app takes for a line break", () => {
    // A lone CR, vertical tab, form feed, NUL, next line and line separator in every field a
    // visitor types: a parser that ends a line at a bare CR must still read one event.
    const injected = "\rEND:VEVENT\rBEGIN:VEVENT\rSUMMARY:Injected\u000b\f\u0000\u0085\u2028x";
    const lead = job("c".repeat(32), "2026-12-01", "morning", `Eve${injected}`);
    lead.fields = {
      ...lead.fields,
      service: `Windshield Repair${injected}`,
      postalCode: `l3r 5h8${injected}`,
      vehicle: `2020 Honda Civic${injected}`,
    };
    const feed = calendarFeed([lead], defaultAvailability, origin);
    const lines = feed
      .split(/\r\n|\r|\n/)
      .reduce<string[]>(
        (unfolded, line) =>
          /^[ \t]/.test(line) && unfolded.length > 0
            ? [...unfolded.slice(0, -1), unfolded.at(-1)! + line.slice(1)]
            : [...unfolded, line],
        [],
      )
      .filter(Boolean);
    expect(lines.filter((line) => line === "BEGIN:VEVENT")).toHaveLength(1);
    expect(lines.filter((line) => line.startsWith("SUMMARY"))).toHaveLength(1);
    for (const line of lines) expect(line).toMatch(/^[A-Z][A-Z-]*[;:]/);
    // eslint-disable-next-line no-control-regex
    expect(feed).not.toMatch(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u2028]/);
    const [event] = eventsOf(feed);
    expect(event!.summary).toBe(
      "Windshield Repair\nEND:VEVENT\nBEGIN:VEVENT\nSUMMARY:Injected\n\nx: Eve\nEND:VEVENT\nBEGIN:VEVENT\nSUMMARY:Injected\n\nx",
    );
  });

  it("answers only at the address the inbox shows now: a wrong or replaced one is not found", async () => {
    const first = await renewCalendarToken(t.db, new Date());
    const feed = (url: string) => answerCalendar(new Request(url), t.env);
    const answer = await feed(calendarUrl(origin, first));
    expect(answer.status).toBe(200);
    expect(answer.headers.get("Content-Type")).toBe("text/calendar; charset=utf-8");
    expect(answer.headers.get("Cache-Control")).toBe("private, no-store");
    expect(eventsOf(await answer.text())).toEqual([]);

    const wrong = first.replace(/^./, (c) => (c === "A" ? "B" : "A"));
    expect((await feed(calendarUrl(origin, wrong))).status).toBe(404);
    const second = await renewCalendarToken(t.db, new Date());
    expect((await feed(calendarUrl(origin, first))).status).toBe(404);
    expect((await feed(calendarUrl(origin, second))).status).toBe(200);
  });
});
