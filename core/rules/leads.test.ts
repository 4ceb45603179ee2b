import { describe, expect, it, vi } from "vitest";
import { uiTimings } from "../config/ui";
import { newSubmissionId, submitLead, type LeadOptions, type LeadReceipt } from "./leads";

const lead = {
  id: "4d1f6c3e8a4b4f7e9a512b7c0e6d9f10",
  form: "contact" as const,
  page: "/contact-us",
  fields: {
    name: "Priya Shah",
    email: "priya@example.ca",
    phone: "",
    message: "Chip on my windshield",
  },
};
const fixedNow = () => new Date("2026-03-14T15:09:26.000Z");

function options(fetch: LeadOptions["fetch"], endpoint = "https://leads.example.ca/in") {
  const wait = vi.fn(() => Promise.resolve());
  return { endpoint, fetch, wait, now: fixedNow, online: () => true };
}

/** The lead service's answer once it has stored a lead. */
const receipt = (id = lead.id) => Response.json({ received: true, id } satisfies LeadReceipt);

describe("submitLead", () => {
  it("POSTs the lead as JSON to the lead service, and counts it sent on its receipt", async () => {
    const fetch = vi.fn(async () => receipt());
    const result = await submitLead(lead, options(fetch));
    expect(result).toEqual({ status: "sent" });
    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("https://leads.example.ca/in");
    expect(init.method).toBe("POST");
    expect(init.redirect).toBe("manual");
    expect(new Headers(init.headers).get("content-type")).toBe("application/json");
    expect(new Headers(init.headers).get("idempotency-key")).toBe(lead.id);
    expect(JSON.parse(init.body as string)).toEqual({
      id: lead.id,
      form: "contact",
      page: "/contact-us",
      submittedAt: "2026-03-14T15:09:26.000Z",
      fields: lead.fields,
    });
  });

  it("counts no answer but the receipt for this lead as sent", async () => {
    const answers = [
      () => new Response(null, { status: 204 }),
      () => new Response("<!doctype html><title>Home</title>", { status: 200 }),
      () => receipt("another-submission"),
      () => Response.json({ received: "yes", id: lead.id }),
      // What fetch gives for a redirect it was told not to follow.
      () => Response.redirect("https://leads.example.ca/request-not-sent", 303),
    ];
    for (const answer of answers) {
      const result = await submitLead(lead, options(vi.fn(async () => answer())));
      expect(result).toMatchObject({ status: "failed", reason: "refused" });
    }
  });

  it("reports a non-2xx answer as refused", async () => {
    const fetch = vi.fn(async () => new Response("down", { status: 500 }));
    expect(await submitLead(lead, options(fetch))).toEqual({
      status: "failed",
      reason: "refused",
      httpStatus: 500,
    });
  });

  it("reports an answer that never came, or could not be read, as uncertain", async () => {
    const fetch = vi.fn(async () => {
      throw new TypeError("Failed to fetch");
    });
    expect(await submitLead(lead, options(fetch))).toEqual({
      status: "failed",
      reason: "uncertain",
    });
    const slow = vi.fn(
      (_url: RequestInfo | URL, init?: RequestInit) =>
        new Promise<Response>((_resolve, reject) =>
          init?.signal?.addEventListener("abort", () => reject(init.signal?.reason)),
        ),
    );
    expect(await submitLead(lead, { ...options(slow), timeoutMs: 20 })).toEqual({
      status: "failed",
      reason: "uncertain",
    });
  });

  it("reports a send from a device with no connection as offline", async () => {
    const fetch = vi.fn(async () => {
      throw new TypeError("Failed to fetch");
    });
    expect(await submitLead(lead, { ...options(fetch), online: () => false })).toEqual({
      status: "failed",
      reason: "offline",
    });
  });

  it("gives every submission its own id", () => {
    const ids = new Set(Array.from({ length: 50 }, newSubmissionId));
    expect(ids.size).toBe(50);
    for (const id of ids) expect(id).toMatch(/^[0-9a-f]{32}$/);
  });

  it("drops a lead whose honeypot is filled in, without sending it, after a send's pause", async () => {
    const fetch = vi.fn();
    const opts = options(fetch);
    const result = await submitLead({ ...lead, honeypot: "https://spam.example" }, opts);
    expect(result).toEqual({ status: "discarded" });
    expect(opts.wait).toHaveBeenCalledWith(uiTimings.discardedSendMs);
    expect(fetch).not.toHaveBeenCalled();
  });
});
