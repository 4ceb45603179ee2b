import { beforeEach, describe, expect, it } from "vitest";
import { leadServicePath } from "../core/config/site";
import { bookingText } from "../core/data/booking";
import { inboxPaths } from "./inbox/words";
import type { Slot } from "../core/rules/booking";
import { answerSlots, slotsPath } from "./bookings";
import { inbox } from "./inbox-routes";
import { receiveLead } from "./leads";
import { getLead } from "./store";
import { storeLead } from "./store-lead";
import { withoutHtmlRewriter, workerTestEnv } from "./test-env";

/**
 * The owner's inbox as the lead service answers it, run on this computer (no Access settings,
 * LOCAL_INBOX): a change it cannot make is said beside its field, and one lead opens by its id.
 */

const t = workerTestEnv({ LOCAL_INBOX: "loopback" });

// The runtime's HTML rewriter reads the site's stylesheets off a page; here there are none.
withoutHtmlRewriter();
beforeEach(() => t.wipe());

const origin = "http://localhost:3000";
const id = () => crypto.randomUUID().replaceAll("-", "");

async function quoteRequest(name: string, phone: string) {
  const answer = await answerSlots(new Request(`${origin}${slotsPath}`), t.env, {});
  const [slot] = ((await answer.json()) as { slots: Slot[] }).slots;
  const key = id();
  await receiveLead(
    new Request(`${origin}${leadServicePath}`, {
      method: "POST",
      headers: { "Content-Type": "application/json", "Idempotency-Key": key },
      body: JSON.stringify({
        form: "quote",
        page: "/",
        fields: {
          name,
          phone,
          service: "Windshield Repair",
          preferredDay: slot!.day,
          arrivalWindow: slot!.window,
        },
      }),
    }),
    t.env,
    t.ctx,
  );
  return key;
}

const owner = (path: string, init: RequestInit = {}) =>
  inbox(new Request(new URL(path, origin), { redirect: "manual", ...init }), t.env);

describe("the inbox", () => {
  it("says beside the field a booking change it cannot make, and changes nothing", async () => {
    const key = await quoteRequest("Dana Lee", "647 555 0142");
    for (const [body, field] of [
      ["action=confirm&slot=2026-13-01+morning", "slot"],
      ["action=onTheWay&minutes=601", "minutes"],
    ] as const) {
      const posted = await owner(inboxPaths.booking(key), {
        method: "POST",
        headers: { Origin: origin, "Content-Type": "application/x-www-form-urlencoded" },
        body: `${body}&return=%2Finbox`,
      });
      expect(posted.status).toBe(303);
      const back = posted.headers.get("Location")!;
      expect((await getLead(t.db, key))?.booking?.state).toBe("held");
      const page = await owner(back);
      expect(page.status).toBe(200);
      const html = await page.text();
      const message = bookingText.inbox.refused[field].replaceAll("'", "&#x27;");
      expect(html).toContain(message);
      expect(html).toMatch(
        new RegExp(`aria-invalid="true" aria-describedby="lead-${key}-${field}-problem"`),
      );
    }
  });

  it("comes back to the lead the owner changed, though newer leads pushed it off the first page", async () => {
    const key = await quoteRequest("Dana Lee", "647 555 0142");
    const later = Date.now() + 60_000;
    for (let n = 0; n < 30; n++) {
      await storeLead(t.db, {
        key: id(),
        form: "contact",
        page: "/contact-us",
        fields: { name: `Driver ${n}`, phone: "416 555 0199", message: "A chip" },
        submittedAt: null,
        receivedAt: new Date(later + n * 1000),
      });
    }
    const held = (await getLead(t.db, key))!.booking!;
    const posted = await owner(inboxPaths.booking(key), {
      method: "POST",
      headers: { Origin: origin, "Content-Type": "application/x-www-form-urlencoded" },
      body: `action=confirm&slot=${held.day}+${held.window}&return=%2Finbox`,
    });
    expect(posted.status).toBe(303);
    const html = await (await owner(posted.headers.get("Location")!)).text();
    expect(html).toContain(`id="lead-${key}"`);
    expect(html).toContain("Dana Lee");
    expect(html).toContain("Driver 29");
    expect((await getLead(t.db, key))?.booking?.state).toBe("confirmed");
  });

  it("opens one lead by its id, the link the calendar gives, and no other", async () => {
    const wanted = await quoteRequest("Dana Lee", "647 555 0142");
    await quoteRequest("Sam Okafor", "905 555 0187");
    const html = await (await owner(inboxPaths.lead(wanted))).text();
    expect(html).toContain(`id="lead-${wanted}"`);
    expect(html).toContain("Dana Lee");
    expect(html).not.toContain("Sam Okafor");
  });
});
