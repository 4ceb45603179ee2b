import { beforeEach, describe, expect, it } from "vitest";
import { addDays, torontoDay, validationMessages } from "../core/rules/validation";
import type { Incoming } from "./receive-parse";
import { checkFields, checkSender, type CheckedLead } from "./receive-check";
import { storeLead } from "./store-lead";
import { workerTestEnv } from "./test-env";

/**
 * The lead service's second step on its own (worker/receive-check.ts): a lead held to its
 * form's rules and its photos checked, then whether its sender may write, in Cloudflare's
 * runtime's D1 (worker/test-env.ts) with the rate limit stood in for. What the front door
 * answers each refusal with is worker/leads.test.ts's.
 */

const t = workerTestEnv();

const id = () => crypto.randomUUID().replaceAll("-", "");
const tomorrow = () => addDays(torontoDay(), 1);

const incoming = (fields: Record<string, unknown>, more: Partial<Incoming> = {}): Incoming => ({
  form: "quote",
  page: "/instant-estimate",
  fields: {
    name: "Dana Lee",
    phone: "647 555 0142",
    service: "Windshield Replacement",
    damage: "A long crack",
    ...fields,
  },
  key: null,
  submittedAt: null,
  honeypot: "",
  ...more,
});

/** A JPEG's first bytes and one byte of its own, as a file of an upload. */
const jpeg = (mark: number) =>
  new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, mark, 0xff, 0xd9])], `${mark}.jpg`);

/** The lead of a send that holds to its form's rules. */
async function checked(lead: Incoming): Promise<CheckedLead["lead"]> {
  const result = await checkFields(lead, []);
  if ("problem" in result) throw new Error(`Refused: ${JSON.stringify(result.errors)}`);
  return result.lead;
}

const from = (address?: string) =>
  new Request("https://leads.example.ca/api/leads", {
    method: "POST",
    headers: address ? { "CF-Connecting-IP": address } : {},
  });

describe("checking a lead's fields and photos", () => {
  it("keeps its fields as the rules keep them, its photos with their digests, and the window a quote request names", async () => {
    const day = tomorrow();
    const result = await checkFields(
      incoming({ postalCode: "l4c 3g5", preferredDay: day, arrivalWindow: "morning" }),
      [jpeg(1), jpeg(2)],
    );
    if ("problem" in result) throw new Error("refused");
    expect(result.lead.fields).toMatchObject({ name: "Dana Lee", postalCode: "L4C 3G5" });
    expect(result.photos.map((photo) => photo.type)).toEqual(["image/jpeg", "image/jpeg"]);
    expect(result.lead.photoDigests).toHaveLength(2);
    expect(result.lead.photoDigests[0]).toMatch(/^[0-9a-f]{64}$/);
    expect(result.lead.photoDigests[0]).not.toBe(result.lead.photoDigests[1]);
    expect(result.wanted).toEqual({ day, window: "morning" });
    expect(await checkFields(incoming({}), [])).toMatchObject({
      lead: { photoDigests: [] },
      photos: [],
      wanted: null,
    });
  });

  it("gives each refused field's message", async () => {
    expect(await checkFields(incoming({ name: "  ", phone: "555" }), [])).toEqual({
      problem: "fields",
      errors: { name: validationMessages.blank, phone: validationMessages.phone },
    });
  });

  it("refuses a preferred day no calendar has with its field's message, never a throw", async () => {
    for (const day of ["2026-13-01", "2026-00-10", "2026-12-32", "0000-00-00"]) {
      expect(
        await checkFields(incoming({ preferredDay: day, arrivalWindow: "morning" }), []),
        day,
      ).toEqual({ problem: "fields", errors: { preferredDay: validationMessages.preferredDay } });
    }
  });

  it("takes photos with a quote request only, and only photos", async () => {
    const contact: Incoming = {
      ...incoming({}),
      form: "contact",
      fields: { name: "Priya Shah", email: "priya.shah@example.ca", message: "A chip" },
    };
    const refused = { problem: "photos", errors: {} };
    expect(await checkFields(contact, [jpeg(1)])).toEqual(refused);
    expect(await checkFields(incoming({}), [new File(["not a photo"], "a.jpg")])).toEqual(refused);
    expect(await checkFields(incoming({}), [1, 2, 3, 4].map(jpeg))).toEqual(refused);
    expect(await checkFields(contact, [])).not.toHaveProperty("problem");
  });
});

describe("checking a send's sender", () => {
  beforeEach(() => t.wipe());

  it("answers a submission already stored as a retry, counting nothing, even once its sender is over the limit", async () => {
    t.leadSends.allowed = 0;
    const lead = await checked(incoming({}, { key: id() }));
    await storeLead(t.db, { ...lead, receivedAt: new Date(), statusToken: "token-1" });
    expect(await checkSender(t.env, from("203.0.113.9"), lead)).toEqual({
      retry: { id: lead.key, statusToken: "token-1" },
    });
    expect([...t.leadSends.keys]).toEqual([]);
    // Changed, it is a write: counted, and over the limit, refused.
    const changed = { ...lead, fields: { ...lead.fields, damage: "Two chips" } };
    expect(await checkSender(t.env, from("203.0.113.9"), changed)).toEqual({
      status: 429,
      problem: "busy",
    });
  });

  it("refuses a submission id already stored as another form", async () => {
    const lead = await checked(incoming({}, { key: id() }));
    await storeLead(t.db, { ...lead, form: "contact", receivedAt: new Date() });
    expect(await checkSender(t.env, from("203.0.113.9"), lead)).toEqual({
      status: 409,
      problem: "otherForm",
    });
  });

  it("lets a write through up to the sender's limit with what was stored before, then refuses it", async () => {
    t.leadSends.allowed = 2;
    const first = await checked(incoming({}, { key: id() }));
    await storeLead(t.db, { ...first, receivedAt: new Date() });
    const change = { ...first, fields: { ...first.fields, damage: "Two chips" } };
    expect(await checkSender(t.env, from("203.0.113.9"), change)).toMatchObject({
      known: { form: "quote", photos: [] },
      sender: "203.0.113.9",
    });
    const other = await checked(incoming({}));
    expect(await checkSender(t.env, from("203.0.113.9"), other)).toEqual({
      known: null,
      sender: "203.0.113.9",
    });
    expect(await checkSender(t.env, from("203.0.113.9"), other)).toEqual({
      status: 429,
      problem: "busy",
    });
    // Another sender has a limit of its own.
    expect(await checkSender(t.env, from("198.51.100.7"), other)).toHaveProperty("known", null);
  });

  it("counts an IPv6 sender by its /64, however it writes its address", async () => {
    const lead = await checked(incoming({}));
    for (const address of [
      "2001:db8:1:2::1",
      "2001:db8:1:2:ffff::9",
      "2001:0db8:0001:0002::abcd",
    ]) {
      await checkSender(t.env, from(address), lead);
    }
    expect([...t.leadSends.keys]).toEqual([["2001:0db8:0001:0002::/64", 3]]);
  });

  it("never counts this computer's own sends, or a request no edge gave an address", async () => {
    t.leadSends.allowed = 0;
    const lead = await checked(incoming({}));
    for (const address of ["127.0.0.1", "::1", undefined]) {
      expect(await checkSender(t.env, from(address), lead), address).toHaveProperty("known");
    }
    expect([...t.leadSends.keys]).toEqual([]);
  });
});
