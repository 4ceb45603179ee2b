import { describe, expect, it } from "vitest";
import { inboxAccess } from "../worker/access";
import { inboxAccessNote, workerVars } from "./lead-service.mjs";

/**
 * Where `npm start` listens decides whether its inbox opens without a sign-in: the settings it
 * gives the Worker, read by the Worker's rule (worker/access.ts), and what it says of the inbox.
 * Stopping it leaves nothing running: e2e/owner-guide.e2e.ts.
 */
describe("npm start's inbox, by where it listens", () => {
  const ask = (host, url = "http://localhost:3000/inbox") =>
    inboxAccess(new Request(url), workerVars(host));

  it("listening on 0.0.0.0, keeps the inbox locked whatever the client says it asked for, and says why", async () => {
    expect(workerVars("0.0.0.0")).toEqual({});
    expect(await ask("0.0.0.0")).toEqual({ allowed: false, reason: "notConfigured" });
    expect(inboxAccessNote("0.0.0.0")).toMatch(
      /^locked: HOST=0\.0\.0\.0 lets other computers reach this one, and the inbox has no sign-in\s+\(set ACCESS_TEAM_DOMAIN and ACCESS_AUD, or start without HOST to open it here\)$/,
    );
  });

  it("on this computer alone, opens it here, and says so", async () => {
    for (const host of ["localhost", "127.0.0.1", "::1"]) {
      expect(workerVars(host, { ALERT_EMAIL_TO: "owner@example.ca" })).toEqual({
        LOCAL_INBOX: "loopback",
        ALERT_EMAIL_TO: "owner@example.ca",
      });
      expect(await ask(host)).toEqual({ allowed: true, access: { mode: "local" } });
      expect(inboxAccessNote(host)).toBe("open on this computer only");
    }
  });
});
