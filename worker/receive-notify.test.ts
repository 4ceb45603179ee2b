import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { leadServicePath } from "../core/config/site";
import type { Env } from "./env";
import { inboxPath } from "./inbox/words";
import { notifyOwner } from "./receive-notify";
import { amendAlertDelaySeconds, type StoreOutcome } from "./store-lead";
import { workerTestEnv } from "./test-env";

/**
 * The lead service's last step on its own (worker/receive-notify.ts), in Cloudflare's runtime's
 * D1 (worker/test-env.ts) with the alert queue stood in for: what a stored lead adds to the
 * owner's numbers and which alert it queues. How many alerts a lead's changes make through the
 * whole service is worker/leads.test.ts's; a sender's burst, worker/holds.test.tsx's; what an
 * alert says and where it goes, worker/alerts.test.ts's.
 */

const t = workerTestEnv();
beforeEach(() => t.wipe());
afterEach(() => vi.restoreAllMocks());

const request = () => new Request(`https://leads.example.ca${leadServicePath}`, { method: "POST" });
const inboxUrl = `https://leads.example.ca${inboxPath}`;

const stored = (more: Partial<Extract<StoreOutcome, { outcome: "stored" }>> = {}) =>
  ({
    outcome: "stored",
    id: "lead-1",
    statusToken: null,
    held: false,
    batch: null,
    ...more,
  }) as const;

async function notify(outcome: StoreOutcome, env: Env = t.env) {
  notifyOwner(env, t.ctx, request(), outcome, "/contact-us", new Date());
  await t.settle();
}

/**
 * The owner's numbers: every count stored, as "event count" (without the build's page list, a
 * unit test's every page is counted as the unknown page: worker/events.ts).
 */
async function counted() {
  const { results } = await t.db
    .prepare("SELECT event, count FROM event_counts ORDER BY page, event")
    .all<{ event: string; count: number }>();
  return results.map((row) => `${row.event} ${row.count}`);
}

describe("telling the owner of a stored lead", () => {
  it("counts a new lead, and queues its alert at once, with the inbox's address", async () => {
    await notify(stored());
    expect(await counted()).toEqual(["lead 1"]);
    expect(t.alerts).toEqual([{ body: { leadId: "lead-1", kind: "new", inboxUrl } }]);
  });

  it("queues one alert for a sender's burst, a few minutes later, and counts each of its leads", async () => {
    await notify(stored({ id: "lead-1", batch: "sender-tag" }));
    await notify(stored({ id: "lead-2", batch: "sender-tag" }));
    expect(await counted()).toEqual(["lead 2"]);
    expect(t.alerts).toEqual([
      {
        body: { leadId: "sender-tag", kind: "batch", inboxUrl },
        delaySeconds: amendAlertDelaySeconds,
      },
    ]);
  });

  it("queues a change's alert a few minutes later, only when one is due, and counts no change", async () => {
    const amended = { outcome: "amended", id: "lead-1", statusToken: null, held: false } as const;
    await notify({ ...amended, alertDue: true });
    await notify({ ...amended, alertDue: false });
    expect(t.alerts).toEqual([
      {
        body: { leadId: "lead-1", kind: "amended", inboxUrl },
        delaySeconds: amendAlertDelaySeconds,
      },
    ]);
    expect(await counted()).toEqual([]);
  });

  it("tells nothing of a repeat", async () => {
    await notify({ outcome: "repeat", id: "lead-1", statusToken: null });
    expect(t.alerts).toEqual([]);
    expect(await counted()).toEqual([]);
  });

  it("says so when the queue cannot take the alert, and lets nothing fail", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    const down = new Error("The queue is down");
    const env = {
      ...t.env,
      LEAD_ALERTS: { ...t.env.LEAD_ALERTS, send: () => Promise.reject(down) },
    };
    await notify(stored(), env);
    expect(logged).toHaveBeenCalledWith("Lead lead-1: alert not queued", down);
    expect(await counted()).toEqual(["lead 1"]);
  });
});
