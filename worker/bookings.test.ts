import { beforeEach, describe, expect, it } from "vitest";
import { leadServicePath } from "../app/config/site";
import { bookingText } from "../app/data/booking";
import { bookingDays, type Slot } from "../app/lib/booking";
import { addDays } from "../app/lib/validation";
import { answerSlots, availability, bookingChange, placeTaking, slotsPath } from "./bookings";
import { answerCalendar, calendarUrl, renewCalendarToken } from "./calendar";
import { receiveLead } from "./leads";
import { getLead, setBooking } from "./store";
import { workerTestEnv } from "./test-env";

/**
 * Booking a window, in Cloudflare's runtime's D1 (worker/test-env.ts): the open windows, a place
 * held by a quote request that names one, never more than a window takes however many send at
 * once, and the nearest open windows for one that is full or not open. The rules that make the
 * windows are unit-tested in app/lib/booking.test.ts; the pages (a full window's form given back,
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

const quote = (name: string, slot: Pick<Slot, "day" | "window"> | null) => ({
  form: "quote",
  page: "/location/markham-auto-glass",
  fields: {
    name,
    phone: "647 555 0142",
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
        `SELECT count(*) AS n FROM leads WHERE booking_day = ? AND booking_window = ? AND ${placeTaking}`,
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
    const start = `DTSTART;TZID=America/Toronto:${slot!.day.replaceAll("-", "")}T${availability().windows[slot!.window].starts.replace(":", "")}00`;
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
    const lastDay = bookingDays(availability(), new Date()).at(-1)!;
    const beyond = { day: addDays(lastDay, 1), window: slot!.window };
    const closed = await send(id(), quote("Dana Lee", beyond));
    expect(closed.status).toBe(409);
    const refusal = await closed.json();
    expect(refusal.error).toContain("isn't open for booking");
    expect(refusal.alternatives.length).toBeGreaterThan(0);

    expect((await send(id(), quote("Sam Okafor", null))).status).toBe(200);
    const counts = await t.db
      .prepare(`SELECT count(*) AS leads, coalesce(sum(${placeTaking}), 0) AS places FROM leads`)
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
    for (const bad of <Record<string, string>[]>[
      { action: "confirm", slot: "2026-12-01 night" },
      { action: "confirm", slot: "tomorrow morning" },
      { action: "onTheWay", minutes: "0" },
      { action: "onTheWay", minutes: "2.5" },
      { action: "onTheWay", minutes: "601" },
      { action: "cancel" },
    ]) {
      expect(bookingChange(form(bad)), JSON.stringify(bad)).toBeNull();
    }
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
});
