import { describe, expect, it } from "vitest";
import { inboxAccess } from "./access";
import type { Env } from "./env";

/** Who may open the inbox without Cloudflare Access: this computer, and only when it is. */
describe("the local inbox", () => {
  const ask = (url: string, env: Partial<Env>) => inboxAccess(new Request(url), env as Env);
  const open = { allowed: true, access: { mode: "local" } };
  const locked = { allowed: false, reason: "notConfigured" };

  it("opens when `npm start` listens on loopback and the address names this computer", async () => {
    for (const url of [
      "http://localhost:3000/inbox",
      "http://127.0.0.1:3000/inbox",
      "http://[::1]:3000/inbox",
    ]) {
      expect(await ask(url, { LOCAL_INBOX: "loopback" }), url).toEqual(open);
    }
  });

  it("stays locked when the service listens beyond this computer, whatever Host a client sends", async () => {
    // `npm start` with HOST=0.0.0.0 sets no LOCAL_INBOX: `Host: localhost` opens nothing.
    expect(await ask("http://localhost:3000/inbox", {})).toEqual(locked);
    expect(await ask("http://localhost:3000/inbox", { LOCAL_INBOX: "" })).toEqual(locked);
  });

  it("stays locked on loopback for an address that names another site (a name pointed at 127.0.0.1)", async () => {
    expect(await ask("http://rebound.example:3000/inbox", { LOCAL_INBOX: "loopback" })).toEqual(
      locked,
    );
  });
});
