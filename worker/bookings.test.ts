import { beforeEach, describe, expect, it } from "vitest";
import { leadServicePath } from "../core/config/site";
import { bookingText, defaultAvailability, jobStatusText } from "../core/data/booking";
import { fillLater } from "../core/data/form-text";
import { bookingDays, type Slot } from "../core/rules/booking";
import { addDays } from "../core/rules/validation";
import { answerSlots, bookingChange, slotsPath } from "./bookings";
import { takesPlace } from "./holds";
import { answerCalendar, calendarUrl, renewCalendarToken } from "./calendar";
import { receiveLead } from "./leads";
import { jobStatusMarkup } from "./job-page";
import { getLead, setBooking } from "./store";
import { workerTestEnv } from "./test-env";
import {
  closedLimit,
  availabilityField,
  availabilityFromForm,
  availabilityValues,
  readAvailability,
  saveAvailability,
} from "./availability";
import { weekDays } from "../core/config/schema";

/**
 * Booking a window, in Cloudflare's runtime's D1 (worker/test-env.ts): the open windows, a place
 * held by a quote request that names one, never more than a window takes however many send at
 * once, and the nearest open windows for one that is full or not open. The rules that make the
 * windows are unit-tested in core/rules/booking.test.ts; the pages (a full window's form given back,
 * the status page) in the HTTP suite, e2e/lead-service.e2e.ts, since only the runtime renders them.
 */

const t = workerTestEnv();
beforeEach(() => t.wipe());

const id = () => crypto.randomUUID().replaceAll("-", "");
const origin = "https://leads.example.ca";

async function openWindows(): Promise<Slot[]> {
  const answer = await answerSlots(new Request(`${origin}${slotsPath}`), t.env, {});
  expect(answer.status).toBe(200);
  expect(answer.headers.get("Cache-Control")).toBe("no-store");
  return ((await answer.json()) as { slots: Slot[] }).slots;
}

/** Each driver's own phone (a phone holds one window at a time: worker/holds.test.ts). */
const phones = new Map<string, string>();
const phoneOf = (name: string) => {
  const driver = name.split(",")[0]!;
  if (!phones.has(driver)) phones.set(driver, `647 555 ${String(1000 + phones.size)}`);
  return phones.get(driver)!;
};

const quote = (name: string, slot: Pick<Slot, "day" | "window"> | null) => ({
  form: "quote",
  page: "/location/markham-auto-glass",
  fields: {
    name,
    phone: phoneOf(name),
    service: "Windshield Replacement",
    ...(slot ? { preferredDay: slot.day, arrivalWindow: slot.window } : {}),
  },
});

const send = (key: string, lead: object) =>
  receiveLead(
    new Request(`${origin}${leadServicePath}`, {
      method: "POST",
      headers: { "Content-Type": "application/json", "Idempotency-Key": key },
      body: JSON.stringify(lead),
    }),
    t.env,
    t.ctx,
  );

const held = async (slot: Pick<Slot, "day" | "window">) =>
  (
    await t.db
      .prepare(
        `SELECT count(*) AS n FROM leads WHERE booking_day = ? AND booking_window = ? AND ${takesPlace(null)}`,
      )
      .bind(slot.day, slot.window)
      .first<{ n: number }>()
  )?.n;

describe("a window", () => {
  it("takes exactly the places it has when more visitors send at once than it takes", async () => {
    const [slot] = await openWindows();
    expect(slot!.label).toMatch(/^\w{3} \w{3} \d{1,2}, (morning|afternoon|evening) \(/);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, n) => send(id(), quote(`Racer ${n}`, slot!))),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(slot!.remaining);
    expect(statuses.filter((s) => s === 409)).toHaveLength(20 - slot!.remaining);
    expect(await held(slot!)).toBe(slot!.remaining);

    const refused = await answers.find((answer) => answer.status === 409)!.json();
    expect(refused).toEqual({
      error: expect.stringContaining(`${slot!.label} has just been taken`),
      fields: { arrivalWindow: expect.stringContaining(bookingText.choose) },
      alternatives: expect.any(Array),
    });
    expect(refused.alternatives).toHaveLength(3);
    expect(refused.alternatives).not.toContainEqual(
      expect.objectContaining({ label: slot!.label }),
    );
    expect((await openWindows()).map((s) => s.label)).not.toContain(slot!.label);

    // The owner's calendar has exactly the jobs held, in that window.
    const token = await renewCalendarToken(t.db, new Date());
    const feed = await (
      await answerCalendar(new Request(calendarUrl(origin, token)), t.env)
    ).text();
    const start = `DTSTART;TZID=America/Toronto:${slot!.day.replaceAll("-", "")}T${defaultAvailability.windows[slot!.window].starts.replace(":", "")}00`;
    expect(feed.split("\r\n").filter((line) => line === start)).toHaveLength(slot!.remaining);
  });

  it("is held once by a send and its retries, however many arrive together", async () => {
    const [slot] = await openWindows();
    const key = id();
    const lead = quote("Dana Lee", slot!);
    const answers = await Promise.all([send(key, lead), send(key, lead), send(key, lead)]);
    const receipts = await Promise.all(answers.map((answer) => answer.json()));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    expect(new Set(receipts.map((receipt) => JSON.stringify(receipt))).size).toBe(1);
    expect(receipts[0]).toEqual({
      received: true,
      id: key,
      status: expect.stringMatching(new RegExp(`^${origin}/job/[\\w-]{43}$`)),
    });
    expect(await held(slot!)).toBe(1);
  });

  it("moves with a change to another open window, and a change to a full one is refused", async () => {
    const [first, second] = await openWindows();
    const key = id();
    expect((await send(key, quote("Dana Lee", first!))).status).toBe(200);
    expect((await send(key, quote("Dana Lee", second!))).status).toBe(200);
    expect([await held(first!), await held(second!)]).toEqual([0, 1]);

    for (let n = 0; n < first!.remaining; n++) await send(id(), quote(`Other ${n}`, first!));
    const moved = await send(key, quote("Dana Lee, changed", first!));
    expect(moved.status).toBe(409);
    const lead = await getLead(t.db, key);
    expect(lead?.fields.name).toBe("Dana Lee");
    expect(lead?.booking).toMatchObject({
      day: second!.day,
      window: second!.window,
      state: "held",
    });
  });

  it("that is not open is refused with the open ones, and a request that names none holds none", async () => {
    const [slot] = await openWindows();
    const lastDay = bookingDays(defaultAvailability, new Date()).at(-1)!;
    const beyond = { day: addDays(lastDay, 1), window: slot!.window };
    const closed = await send(id(), quote("Dana Lee", beyond));
    expect(closed.status).toBe(409);
    const refusal = await closed.json();
    expect(refusal.error).toContain("isn't open for booking");
    expect(refusal.alternatives.length).toBeGreaterThan(0);

    expect((await send(id(), quote("Sam Okafor", null))).status).toBe(200);
    const counts = await t.db
      .prepare(
        `SELECT count(*) AS leads, coalesce(sum(${takesPlace(null)}), 0) AS places FROM leads`,
      )
      .first<{ leads: number; places: number }>();
    expect(counts).toEqual({ leads: 1, places: 0 });
  });
});

describe("the owner's booking changes", () => {
  const form = (fields: Record<string, string>) => new URLSearchParams(fields);

  it("are read from the inbox's forms, and a form that names no change is none", () => {
    expect(bookingChange(form({ action: "confirm", slot: "2026-12-01 morning" }))).toEqual({
      action: "confirm",
      day: "2026-12-01",
      window: "morning",
    });
    expect(bookingChange(form({ action: "onTheWay", minutes: "25" }))).toEqual({
      action: "onTheWay",
      minutes: 25,
    });
    expect(bookingChange(form({ action: "decline", reason: ` ${"x".repeat(400)} ` }))).toEqual({
      action: "decline",
      reason: "x".repeat(300),
    });
    // A window that is not one, or a day no calendar has: the field is refused, and says so.
    for (const slot of [
      "2026-12-01 night",
      "tomorrow morning",
      "2026-13-01 morning",
      "2026-02-30 morning",
      "0000-00-00 evening",
    ]) {
      expect(bookingChange(form({ action: "confirm", slot })), slot).toEqual({ refused: "slot" });
    }
    for (const minutes of ["0", "2.5", "601", "soon"]) {
      expect(bookingChange(form({ action: "onTheWay", minutes })), minutes).toEqual({
        refused: "minutes",
      });
    }
    expect(bookingChange(form({ action: "cancel" }))).toBeNull();
    expect(bookingChange(null)).toBeNull();
  });

  it("move a request to another window, give a declined one's place back, and set its status", async () => {
    const [first, second] = await openWindows();
    const key = id();
    await send(key, quote("Dana Lee", first!));
    const confirmed = await setBooking(
      t.db,
      key,
      { action: "confirm", day: second!.day, window: second!.window },
      new Date(),
    );
    expect(confirmed?.booking).toMatchObject({ day: second!.day, state: "confirmed" });
    expect(confirmed?.status).toBe("contacted");
    expect([await held(first!), await held(second!)]).toEqual([0, 1]);

    const declined = await setBooking(
      t.db,
      key,
      { action: "decline", reason: "No glass" },
      new Date(),
    );
    expect(declined?.booking).toMatchObject({ state: "declined", reason: "No glass" });
    expect(declined?.status).toBe("lost");
    expect(await held(second!)).toBe(0);
    expect((await openWindows()).find((s) => s.label === second!.label)?.remaining).toBe(
      second!.remaining,
    );
    expect(await setBooking(t.db, id(), { action: "done" }, new Date())).toBeNull();
  });

  it("on the way: the driver's page says the clock time the technician should arrive, still true on a reload", async () => {
    const [slot] = await openWindows();
    const key = id();
    await send(key, quote("Dana Lee", slot!));
    // 2:20 pm in Toronto (19:20 UTC in December), 25 minutes away.
    const setOff = new Date("2026-12-07T19:20:00.000Z");
    const lead = await setBooking(t.db, key, { action: "onTheWay", minutes: 25 }, setOff);
    expect(lead?.booking?.arrivesAt).toBe("2026-12-07T19:45:00.000Z");
    const page = (now: Date) => jobStatusMarkup(lead!, defaultAvailability, [], now);
    // An hour later the page says the same time, not "in about 25 minutes" from the reload.
    for (const now of [setOff, new Date("2026-12-07T20:20:00.000Z")]) {
      expect(page(now)).toContain(
        fillLater(jobStatusText.states.onTheWay.text, { arrival: "2:45 pm" }),
      );
    }
    // A new window confirmed starts it afresh.
    const confirmed = await setBooking(
      t.db,
      key,
      { action: "confirm", day: slot!.day, window: slot!.window },
      setOff,
    );
    expect(confirmed?.booking?.arrivesAt).toBeNull();
  });
});

describe("the owner's availability", () => {
  /** The sample's form, as the screen shows it, with some fields changed. */
  const posted = (changes: Record<string, string>) =>
    new URLSearchParams({ ...availabilityValues(defaultAvailability), ...changes });

  it("is the sample until the owner saves theirs, and then theirs for the very next visitor", async () => {
    expect(await readAvailability(t.db)).toEqual({ settings: defaultAvailability, savedAt: null });
    const before = await openWindows();
    expect(new Set(before.map((s) => s.window))).toEqual(
      new Set(["morning", "afternoon", "evening"]),
    );

    // Evenings closed every day, three jobs a morning, the first open day off.
    const evenings = Object.fromEntries(
      weekDays.map((d) => [availabilityField.jobs(d, "evening"), "0"]),
    );
    const mornings = Object.fromEntries(
      weekDays.map((d) => [availabilityField.jobs(d, "morning"), "3"]),
    );
    const dayOff = before[0]!.day;
    const form = availabilityFromForm(
      posted({
        ...evenings,
        ...mornings,
        [availabilityField.closed]: `2027-01-01\n${dayOff}`,
        [availabilityField.starts("morning")]: "07:30",
      }),
    );
    expect(form.ok).toBe(true);
    if (!form.ok) return;
    expect(form.settings.closed).toEqual([dayOff, "2027-01-01"].sort());
    await saveAvailability(t.db, form.settings, new Date("2026-11-28T12:00:00Z"));

    const saved = await readAvailability(t.db);
    expect(saved.savedAt).toBe("2026-11-28T12:00:00.000Z");
    expect(saved.settings.sample).toBe(false);
    const after = await openWindows();
    expect(after.some((s) => s.window === "evening")).toBe(false);
    expect(after.some((s) => s.day === dayOff)).toBe(false);
    const morning = after.find((s) => s.window === "morning")!;
    expect(morning.remaining).toBe(3);
    expect(morning.label).toContain("7:30 am");

    // A send for a window now closed is refused, with the open ones instead.
    const refused = await send(id(), quote("Dana Lee", { day: dayOff, window: "morning" }));
    expect(refused.status).toBe(409);
  });

  it("refuses a form that breaks a rule, with each message by its field and every value kept", () => {
    const form = availabilityFromForm(
      posted({
        [availabilityField.jobs("Monday", "morning")]: "-1",
        [availabilityField.jobs("Tuesday", "afternoon")]: "two",
        [availabilityField.ends("afternoon")]: "11:00",
        [availabilityField.closed]: "2026-12-24\nChristmas",
        [availabilityField.daysAhead]: "30",
        [availabilityField.sameDayUntil]: "2pm",
      }),
    );
    expect(form.ok).toBe(false);
    if (form.ok) return;
    expect(Object.keys(form.errors).sort()).toEqual(
      [
        "closed",
        "daysAhead",
        "sameDayUntil",
        "week.Monday.morning",
        "week.Tuesday.afternoon",
        "windows.afternoon",
      ].sort(),
    );
    expect(form.errors.closed).toContain("(Christmas)");
    expect(form.errors.daysAhead).toBe("At most 14 days.");
    expect(form.values[availabilityField.jobs("Tuesday", "afternoon")]).toBe("two");
    expect(form.values[availabilityField.closed]).toBe("2026-12-24\nChristmas");
  });

  it("takes only times a clock shows and days the calendar has, naming what it refuses", () => {
    const form = availabilityFromForm(
      posted({
        [availabilityField.ends("evening")]: "24:59",
        [availabilityField.ends("afternoon")]: "24:00",
        [availabilityField.closed]: "2026-12-24\n2026-13-45\n9999-99-99",
        [availabilityField.holdHours]: "a day",
      }),
    );
    expect(form.ok).toBe(false);
    if (form.ok) return;
    expect(form.errors["windows.evening.ends"]).toMatch(/from 00:00 to 23:59/);
    expect(form.errors["windows.afternoon.ends"]).toMatch(/from 00:00 to 23:59/);
    expect(form.errors.closed).toMatch(/\((2026-13-45|9999-99-99)\)\.$/);
    expect(form.errors.holdHours).toBeDefined();
    expect(form.values[availabilityField.ends("evening")]).toBe("24:59");
  });

  it("names the day off it cannot read as it was typed, and the windows that overlap", () => {
    const form = availabilityFromForm(
      posted({
        [availabilityField.closed]: "2026-12-24 2026-12-25\nDec 26",
        [availabilityField.ends("morning")]: "12:30",
      }),
    );
    expect(form.ok).toBe(false);
    if (form.ok) return;
    expect(form.errors.closed).toBe('A day on the calendar, written like "2026-12-25" (Dec 26).');
    expect(form.errors["windows.morning.ends"]).toBe(
      `The morning ends at 12:30, after the afternoon starts at ${defaultAvailability.windows.afternoon.starts}: the windows cannot overlap.`,
    );
    const spaced = availabilityFromForm(
      posted({ [availabilityField.closed]: "2026-12-24 2026-12-25, 2026-12-31" }),
    );
    expect(spaced.ok && spaced.settings.closed).toEqual(["2026-12-24", "2026-12-25", "2026-12-31"]);
  });

  it("sets a window on every day at once, and says a wrong count for every day once, beside it", () => {
    const form = availabilityFromForm(
      posted({
        [availabilityField.everyDay("evening")]: "0",
        [availabilityField.jobs("Monday", "morning")]: "3",
      }),
    );
    expect(form.ok).toBe(true);
    if (!form.ok) return;
    for (const day of weekDays) {
      expect(form.settings.week[day].evening, day).toBe(0);
      expect(form.settings.week[day].afternoon, day).toBe(defaultAvailability.week[day].afternoon);
    }
    expect(form.settings.week.Monday.morning).toBe(3);

    const wrong = availabilityFromForm(posted({ [availabilityField.everyDay("morning")]: "two" }));
    expect(wrong.ok).toBe(false);
    if (wrong.ok) return;
    expect(Object.keys(wrong.errors)).toEqual([availabilityField.everyDay("morning")]);
    expect(wrong.values[availabilityField.everyDay("morning")]).toBe("two");
  });

  it("keeps a long list of days off whole, and says plainly when it is too long to save", () => {
    const days = Array.from({ length: closedLimit + 1 }, (_, n) => addDays("2027-01-01", n));
    const fits = availabilityFromForm(
      posted({
        [availabilityField.closed]: days.slice(0, closedLimit).join("\n"),
        [availabilityField.holdHours]: "0",
      }),
    );
    expect(fits.ok && fits.settings.closed).toEqual(days.slice(0, closedLimit));
    expect(fits.ok && fits.settings.holdHours).toBe(0);
    const tooMany = availabilityFromForm(posted({ [availabilityField.closed]: days.join("\n") }));
    expect(!tooMany.ok && tooMany.errors.closed).toBe(
      `At most ${closedLimit} days off can be saved (this list has ${closedLimit + 1}): take out the days that have passed.`,
    );
    expect(tooMany.values[availabilityField.closed]).toBe(days.join("\n"));
  });

  it("falls back to the sample when what is saved cannot be read", async () => {
    await t.db
      .prepare("INSERT INTO availability (id, settings, updated_at) VALUES (1, ?, ?)")
      .bind('{"windows":', new Date().toISOString())
      .run();
    expect((await readAvailability(t.db)).settings).toBe(defaultAvailability);
  });
});
