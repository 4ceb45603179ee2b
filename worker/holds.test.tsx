import { renderToStaticMarkup } from "react-dom/server";
import { beforeEach, describe, expect, it } from "vitest";
import { leadServicePath } from "../core/config/site";
import { bookingText, defaultAvailability, jobStatusText } from "../core/data/booking";
import { fillLater } from "../core/data/form-text";
import type { Slot } from "../core/rules/booking";
import { formatLeadTime } from "./stored-lead";
import { deliverAlerts } from "./alerts";
import { answerSlots, slotsPath } from "./bookings";
import { answerCalendar, calendarUrl, renewCalendarToken } from "./calendar";
import type { AlertMessage, MessageBatch } from "./env";
import { BookingPanel } from "./inbox/BookingPanel";
import { jobStatusMarkup } from "./job-page";
import { receiveLead } from "./leads";
import { saveAvailability } from "./availability";
import { getLead, listLeads, setBooking } from "./store";
import { senderHoldsPerDay } from "./holds";
import { workerTestEnv } from "./test-env";
import { restoreStatements, takeBackup, type Row } from "./backup-file.mjs";

/**
 * Holds that one sender cannot hoard (docs/decisions/030), in Cloudflare's runtime's D1: a phone
 * holds one window at a time, a sender a few a day, a hold nobody confirms lapses, and a burst
 * of requests from one sender is one alert.
 */

const t = workerTestEnv({ ALERT_WEBHOOK_URL: "https://hooks.example.ca/T0/secret" });
beforeEach(() => t.wipe());

const origin = "https://leads.example.ca";
const id = () => crypto.randomUUID().replaceAll("-", "");
const hour = 3_600_000;

async function openWindows(): Promise<Slot[]> {
  const answer = await answerSlots(new Request(`${origin}${slotsPath}`), t.env, {});
  return ((await answer.json()) as { slots: Slot[] }).slots;
}

const quote = (name: string, phone: string, slot: Pick<Slot, "day" | "window">) => ({
  form: "quote",
  page: "/location/vaughan-auto-glass",
  fields: {
    name,
    phone,
    service: "Windshield Replacement",
    preferredDay: slot.day,
    arrivalWindow: slot.window,
  },
});

/** A send as it comes through Cloudflare's edge, from `address`. */
const send = (key: string, lead: object, address = "203.0.113.9") =>
  receiveLead(
    new Request(`${origin}${leadServicePath}`, {
      method: "POST",
      headers: {
        "Content-Type": "application/json",
        "Idempotency-Key": key,
        "CF-Connecting-IP": address,
      },
      body: JSON.stringify(lead),
    }),
    t.env,
    t.ctx,
  );

const remaining = async (slot: Slot) =>
  (await openWindows()).find((s) => s.day === slot.day && s.window === slot.window)?.remaining ?? 0;

/** Moves a lead's hold back in time, as if it had been taken `hours` ago. */
const heldHoursAgo = (key: string, hours: number) =>
  t.db
    .prepare("UPDATE leads SET held_at = ? WHERE id = ?")
    .bind(new Date(Date.now() - hours * hour).toISOString(), key)
    .run();

describe("a phone", () => {
  it("holds one window at a time: its newer request moves the hold there, even into a window its hold filled", async () => {
    const [first, second] = await openWindows();
    const older = id();
    expect((await send(older, quote("Dana Lee", "647 555 0142", first!))).status).toBe(200);
    expect(await remaining(first!)).toBe(first!.remaining - 1);

    const newer = id();
    expect((await send(newer, quote("Dana Lee", "(647) 555-0142", second!))).status).toBe(200);
    expect((await getLead(t.db, newer))?.booking).toMatchObject({ state: "held" });
    expect((await getLead(t.db, older))?.booking).toMatchObject({
      state: "moved",
      reason: newer,
    });
    expect(await remaining(first!)).toBe(first!.remaining);
    expect(await remaining(second!)).toBe(second!.remaining - 1);

    // A window the phone's own hold filled is still its to move within.
    const last = (await openWindows()).find((s) => s.remaining === 1)!;
    const filler = id();
    await send(filler, quote("Sam Okafor", "905 555 0187", last));
    expect(await remaining(last)).toBe(0);
    const again = await send(id(), quote("Sam Okafor", "905 555 0187", last));
    expect(again.status).toBe(200);
    expect((await getLead(t.db, filler))?.booking?.state).toBe("moved");
  });
});

describe("a sender", () => {
  it(`holds at most ${senderHoldsPerDay} windows a day; its next request is kept, without a hold`, async () => {
    const slots = await openWindows();
    const keys = Array.from({ length: senderHoldsPerDay + 2 }, () => id());
    for (const [n, key] of keys.entries()) {
      const answer = await send(key, quote(`Driver ${n}`, `416 555 01${10 + n}`, slots[n]!));
      expect(answer.status, `send ${n + 1}`).toBe(200);
    }
    const stored = await Promise.all(keys.map((key) => getLead(t.db, key)));
    expect(stored.map((lead) => lead?.booking?.state ?? null)).toEqual([
      ...Array<string>(senderHoldsPerDay).fill("held"),
      null,
      null,
    ]);
    // The window it asked for is still in what it sent, for the owner to book by phone.
    expect(stored.at(-1)?.fields.preferredDay).toBe(slots[senderHoldsPerDay + 1]!.day);
    expect(await remaining(slots[senderHoldsPerDay]!)).toBe(slots[senderHoldsPerDay]!.remaining);

    // Another address is not held back, and an IPv6 sender is counted by its /64.
    expect(
      (await send(id(), quote("Other", "416 555 0199", slots[5]!), "198.51.100.4")).status,
    ).toBe(200);
    const v6 = [
      "2001:db8:1:2::a",
      "2001:db8:1:2:ffff::b",
      "2001:0db8:0001:0002::c",
      "2001:db8:1:2::d",
    ];
    const v6Keys = v6.map(() => id());
    for (const [n, address] of v6.entries()) {
      await send(v6Keys[n]!, quote(`Six ${n}`, `437 555 01${20 + n}`, slots[n + 6]!), address);
    }
    const v6Held = await Promise.all(v6Keys.map((key) => getLead(t.db, key)));
    expect(v6Held.filter((lead) => lead?.booking?.state === "held")).toHaveLength(
      senderHoldsPerDay,
    );
  });

  it("of a burst is one alert for the owner, saying what happened, not one a lead", async () => {
    const slots = await openWindows();
    const names = ["Ann", "Ben", "Cy", "Di", "Ed", "Flo"];
    for (const [n, name] of names.entries()) {
      await send(id(), quote(name, `289 555 01${30 + n}`, slots[n]!), "192.0.2.44");
    }
    await t.settle();
    // The first request is told at once; the burst that follows is one alert, a few minutes on.
    expect(t.alerts.map((alert) => alert.body.kind)).toEqual(["new", "batch"]);
    const batchAlert = t.alerts[1]!;
    expect(batchAlert.delaySeconds).toBeGreaterThan(0);

    const calls: { body: Record<string, unknown> }[] = [];
    const realFetch = globalThis.fetch;
    globalThis.fetch = (async (_url: string, init: RequestInit) => {
      calls.push({ body: JSON.parse(String(init.body)) });
      return new Response(null, { status: 200 });
    }) as typeof fetch;
    try {
      const acked: string[] = [];
      const message = {
        body: batchAlert.body,
        attempts: 1,
        ack: () => acked.push("ack"),
        retry: () => acked.push("retry"),
      };
      const batch = { queue: "gta-auto-glass-lead-alerts", messages: [message] };
      await deliverAlerts(batch as unknown as MessageBatch<AlertMessage>, t.env, async () => {});
      // Delivered twice (the queue may), it is told once.
      await deliverAlerts(batch as unknown as MessageBatch<AlertMessage>, t.env, async () => {});
      expect(acked).toEqual(["ack", "ack"]);
    } finally {
      globalThis.fetch = realFetch;
    }
    expect(calls).toHaveLength(1);
    const told = calls[0]!.body as { event: string; text: string; leads: { held: boolean }[] };
    expect(told.event).toBe("lead.batch");
    expect(told.leads.map((lead) => lead.held)).toEqual([true, true, false, false, false]);
    expect(told.text).toContain("5 more quote requests from the same sender");
    expect(told.text).toContain(`at most ${senderHoldsPerDay} windows a day`);
    for (const name of names.slice(1)) expect(told.text).toContain(name);
    const leads = await listLeads(t.db, { limit: 10 });
    expect(leads.every((lead) => lead.alert.status === "sent" || lead.alert.batch === null)).toBe(
      true,
    );
  });
});

describe("a hold nobody confirms", () => {
  it("lapses after the owner's hours: the window opens, the calendar drops it, the driver's page says so", async () => {
    const [slot] = await openWindows();
    const key = id();
    await send(key, quote("Dana Lee", "647 555 0142", slot!));
    const token = await renewCalendarToken(t.db, new Date());
    const feed = async () =>
      (await answerCalendar(new Request(calendarUrl(origin, token)), t.env)).text();
    expect(await feed()).toContain("BEGIN:VEVENT");

    await heldHoursAgo(key, 25);
    expect(await remaining(slot!)).toBe(slot!.remaining);
    expect(await feed()).not.toContain("BEGIN:VEVENT");
    const lead = (await getLead(t.db, key))!;
    const page = jobStatusMarkup(lead, defaultAvailability, await openWindows(), new Date());
    expect(page).toContain(jobStatusText.states.lapsed.heading.replace("'", "&#x27;"));
    expect(page).toContain(jobStatusText.openWindows.heading);
    expect(page).toContain((await openWindows())[0]!.label);

    // The owner sees when it lapsed; a hold still held says how long it has left.
    const inbox = (now: Date, settings = defaultAvailability) =>
      renderToStaticMarkup(
        <BookingPanel
          lead={lead}
          origin={origin}
          slots={[]}
          settings={settings}
          phone={null}
          returnTo="/inbox"
          now={now}
        />,
      );
    const lapsedAt = new Date(Date.parse(lead.booking!.heldAt!) + 24 * hour);
    expect(inbox(new Date())).toContain(
      fillLater(bookingText.inbox.holdLapsed, { time: formatLeadTime(lapsedAt.toISOString()) }),
    );
    expect(inbox(new Date(lapsedAt.getTime() - 90 * 60_000))).toContain("(1 h left)");

    // A new availability that never lets holds lapse takes the hold back.
    await saveAvailability(t.db, { ...defaultAvailability, holdHours: 0 }, new Date());
    expect(await remaining(slot!)).toBe(slot!.remaining - 1);
    expect(await feed()).toContain("BEGIN:VEVENT");
  });

  it("restored from a backup taken before holds lapsed, counts from its request's last send", async () => {
    const [slot] = await openWindows();
    const key = id();
    await send(key, quote("Dana Lee", "647 555 0142", slot!));
    const backup = await takeBackup(async (statements) =>
      (await t.db.batch(statements.map((sql) => t.db.prepare(sql)))).map(
        (page) => page.results as Row[],
      ),
    );
    for (const row of backup.tables.leads) delete row.held_at;
    await t.wipe();
    await t.db.batch(restoreStatements(backup).map((sql) => t.db.prepare(sql)));
    const lead = await getLead(t.db, key);
    expect(lead?.booking?.heldAt).toBe(lead?.receivedAt);
    expect(await remaining(slot!)).toBe(slot!.remaining - 1);
  });

  it("is taken again by a changed re-send, while a place is left", async () => {
    const [slot] = await openWindows();
    const key = id();
    await send(key, quote("Dana Lee", "647 555 0142", slot!));
    await heldHoursAgo(key, 30);
    expect(await remaining(slot!)).toBe(slot!.remaining);
    const resent = await send(key, { ...quote("Dana Lee, again", "647 555 0142", slot!) });
    expect(resent.status).toBe(200);
    const lead = await getLead(t.db, key);
    expect(lead?.booking?.state).toBe("held");
    expect(Date.now() - Date.parse(lead!.booking!.heldAt!)).toBeLessThan(hour);
    expect(await remaining(slot!)).toBe(slot!.remaining - 1);
  });
});

describe("a booked request's day and window", () => {
  const storedFields = async (key: string) => {
    const row = await t.db
      .prepare("SELECT fields FROM leads WHERE id = ?")
      .bind(key)
      .first<{ fields: string }>();
    return JSON.parse(row!.fields) as Record<string, unknown>;
  };

  it("are stored once, in the booking, and read back as the booking says after the owner moves it", async () => {
    const [slot, other] = await openWindows();
    const key = id();
    await send(key, quote("Dana Lee", "647 555 0142", slot!));
    expect(await storedFields(key)).not.toHaveProperty("preferredDay");
    expect(await storedFields(key)).not.toHaveProperty("arrivalWindow");
    expect((await getLead(t.db, key))?.fields).toMatchObject({
      preferredDay: slot!.day,
      arrivalWindow: slot!.window,
    });

    await setBooking(
      t.db,
      key,
      { action: "confirm", day: other!.day, window: other!.window },
      new Date(),
    );
    const moved = await getLead(t.db, key);
    expect(moved?.booking).toMatchObject({ day: other!.day, window: other!.window });
    expect(moved?.fields).toMatchObject({ preferredDay: other!.day, arrivalWindow: other!.window });
  });

  it("stay in the fields of a request kept without a hold, since no booking keeps them", async () => {
    const slots = await openWindows();
    for (let n = 0; n < senderHoldsPerDay; n++) {
      await send(id(), quote(`Driver ${n}`, `416 555 01${10 + n}`, slots[n]!));
    }
    const key = id();
    const wish = slots[senderHoldsPerDay]!;
    await send(key, quote("Sam Okafor", "905 555 0187", wish));
    expect((await getLead(t.db, key))?.booking).toBeNull();
    expect(await storedFields(key)).toMatchObject({
      preferredDay: wish.day,
      arrivalWindow: wish.window,
    });
  });
});
