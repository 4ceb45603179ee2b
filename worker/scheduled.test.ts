import { beforeEach, describe, expect, it } from "vitest";
import { runScheduled } from "./scheduled";
import { storeLead } from "./store";
import { workerTestEnv } from "./test-env";

/** The Worker's timed work, in Cloudflare's runtime's D1 and R2 (worker/test-env.ts). */

const t = workerTestEnv();
beforeEach(() => t.wipe());

const hour = 3_600_000;
describe("the hourly clean-up", () => {
  it("deletes the photos no lead lists, an hour after they were stored, and keeps each lead's own", async () => {
    const own = "leads/0a0b0c0d0e0f0a0b/5e4d/1";
    await storeLead(t.db, {
      key: "0a0b0c0d0e0f0a0b",
      form: "quote",
      page: "/",
      fields: { name: "Dana Lee", phone: "647 555 0142" },
      photos: [{ n: 1, type: "image/jpeg", size: 3, key: own }],
      submittedAt: null,
      receivedAt: new Date(),
    });
    const replaced = "leads/0a0b0c0d0e0f0a0b/9a8b/1";
    const neverStored = "leads/ffffeeeeddddcccc/1234/1";
    for (const key of [own, replaced, neverStored]) await t.photos.put(key, new Uint8Array([1]));

    // Within the hour: a send may still be storing its lead.
    await runScheduled({ cron: "17 * * * *", scheduledTime: Date.now() }, t.env);
    expect((await t.photos.list()).objects).toHaveLength(3);
    await runScheduled({ cron: "17 * * * *", scheduledTime: Date.now() + 2 * hour }, t.env);
    expect((await t.photos.list()).objects.map((o) => o.key)).toEqual([own]);
  });

  it("queues again an alert that never reached the queue, a change's as a change", async () => {
    const received = new Date(Date.now() - hour);
    await storeLead(t.db, {
      key: "1a1b1c1d1e1f1a1b",
      form: "contact",
      page: "/contact-us",
      fields: { name: "Priya Shah", message: "First" },
      submittedAt: null,
      receivedAt: received,
    });
    await t.db.prepare("UPDATE leads SET alert_status = 'sent'").run();
    await storeLead(t.db, {
      key: "1a1b1c1d1e1f1a1b",
      form: "contact",
      page: "/contact-us",
      fields: { name: "Priya Shah", message: "Changed" },
      submittedAt: null,
      receivedAt: received,
    });
    await runScheduled({ cron: "17 * * * *", scheduledTime: Date.now() }, t.env);
    expect(t.alerts.map((alert) => [alert.body.leadId, alert.body.kind])).toEqual([
      ["1a1b1c1d1e1f1a1b", "amended"],
    ]);
  });
});
