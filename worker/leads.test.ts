import { beforeEach, describe, expect, it } from "vitest";
import { leadServicePath, siteConfig } from "../core/config/site";
import { leadPages } from "../core/rules/leads";
import { emailMessage, validationMessages } from "../core/rules/validation";
import type { StoredPhoto } from "../core/rules/photos";
import { deliverAlerts } from "./alerts";
import type { AlertMessage, MessageBatch } from "./env";
import { leadBodyLimit, leadMessages } from "./lead-messages";
import { receiveLead } from "./leads";
import { getLead, listLeads } from "./store";
import { amendAlertDelaySeconds } from "./store-lead";
import { leadsCannotBeStored, workerTestEnv } from "./test-env";
import { quotePost } from "./test-leads";

/**
 * The lead service's intake, in Cloudflare's runtime's D1 and R2 (worker/test-env.ts): what it
 * answers each kind of send and refusal, that a lead is stored once, what a send costs against
 * the sender's limit, how a lead's photos change, and how many alerts its changes make. The HTTP
 * suite (e2e/lead-service.e2e.ts) keeps what only `wrangler dev` shows. Each step of a send is
 * tested on its own beside it (worker/receive-parse.test.ts, receive-check, receive-store,
 * receive-notify); here, the steps together, as the front door answers.
 */

const t = workerTestEnv();
beforeEach(() => t.wipe());

const id = () => crypto.randomUUID().replaceAll("-", "");
const from = (address: string) => ({ "CF-Connecting-IP": address });

function message(name = "Priya Shah") {
  return {
    form: "contact",
    page: "/contact-us",
    submittedAt: new Date().toISOString(),
    fields: {
      name,
      email: "priya.shah@example.ca",
      phone: "416 555 0199",
      message: "A stone chip on the passenger side",
    },
  };
}

const quote = (damage = "A long crack") => ({
  form: "quote",
  page: "/instant-estimate",
  fields: { name: "Dana Lee", phone: "647 555 0142", service: "Windshield Replacement", damage },
});

/** A send to the front door as a browser makes it: JSON, a form post, or a preflight. */
function request(init: { method?: string; headers?: Record<string, string>; body?: string }) {
  return receiveLead(
    new Request(`https://leads.example.ca${leadServicePath}`, { method: "POST", ...init }),
    t.env,
    t.ctx,
  );
}

const sendJson = (body: unknown, headers: Record<string, string> = {}) =>
  request({
    headers: { "Content-Type": "application/json", ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });

const postForm = (fields: Record<string, string>, headers: Record<string, string> = {}) =>
  request({
    headers: { "Content-Type": "application/x-www-form-urlencoded", ...headers },
    body: new URLSearchParams(fields).toString(),
  });

const send = (key: string, lead: object, headers: Record<string, string> = {}) =>
  sendJson(lead, { "Idempotency-Key": key, ...headers });

/** A JPEG's first bytes and one byte of its own, so that each photo's digest differs. */
const jpeg = (mark: number) => new Uint8Array([0xff, 0xd8, 0xff, 0xe0, mark, 0xff, 0xd9]);

function sendWithPhotos(key: string, lead: object, photos: Uint8Array<ArrayBuffer>[]) {
  const parts = new FormData();
  parts.set("lead", JSON.stringify(lead));
  for (const photo of photos) parts.append("photo", new Blob([photo], { type: "image/jpeg" }));
  return receiveLead(
    new Request(`https://leads.example.ca${leadServicePath}`, {
      method: "POST",
      headers: { "Idempotency-Key": key },
      body: parts,
    }),
    t.env,
    t.ctx,
  );
}

const photoKeys = async () => (await t.photos.list()).objects.map((o) => o.key).sort();
const photoBytes = async (photo: StoredPhoto) =>
  new Uint8Array(await (await t.photos.get(photo.key!))!.arrayBuffer());

describe("a send against the sender's limit", () => {
  it("counts every change to a lead: of 60 changed re-sends of one key, no more than the limit are taken", async () => {
    const key = id();
    const answers: number[] = [];
    for (let n = 0; n < 60; n++) {
      answers.push((await send(key, message(`Priya Shah ${n}`), from("203.0.113.9"))).status);
    }
    expect(answers.filter((status) => status === 200)).toHaveLength(30);
    expect(answers.slice(30).every((status) => status === 429)).toBe(true);
    expect((await getLead(t.db, key))?.fields.name).toBe("Priya Shah 29");
  });
});

describe("the owner's alerts for one lead", () => {
  it("are one for the new lead and one for all its changes, the changes' a few minutes later", async () => {
    const key = id();
    for (let n = 0; n < 8; n++) await send(key, message(`Priya Shah ${n}`));
    expect(t.alerts).toEqual([
      { body: expect.objectContaining({ leadId: key, kind: "new" }) },
      {
        body: expect.objectContaining({ leadId: key, kind: "amended" }),
        delaySeconds: amendAlertDelaySeconds,
      },
    ]);
  });

  it("tell the changes once, with the lead as it is then, and queue another only for a change after that", async () => {
    const key = id();
    await send(key, message("First"));
    await send(key, message("Second"));
    await send(key, message("Third"));
    const told: string[] = [];
    const env = { ...t.env, ALERT_WEBHOOK_URL: "https://hooks.example.ca/lead" };
    const realFetch = globalThis.fetch;
    globalThis.fetch = (async (_url: unknown, init?: RequestInit) => {
      const body = JSON.parse(String(init?.body)) as {
        event: string;
        lead: { fields: { name: string } };
      };
      told.push(`${body.event} ${body.lead.fields.name}`);
      return new Response(null, { status: 200 });
    }) as typeof fetch;
    const deliver = async (kind: AlertMessage["kind"]) => {
      const acked: string[] = [];
      const batch = {
        queue: "gta-auto-glass-lead-alerts",
        messages: [1, 2].map(() => ({
          body: { leadId: key, kind, inboxUrl: "https://leads.example.ca/inbox" },
          attempts: 1,
          ack: () => acked.push(kind),
          retry: () => {},
        })),
      } as unknown as MessageBatch<AlertMessage>;
      await deliverAlerts(batch, env, async () => {});
      return acked;
    };
    try {
      // The new lead's alert went before the changes; the change's, queued twice, goes once.
      expect(await deliver("amended")).toEqual(["amended", "amended"]);
      expect(told).toEqual(["lead.amended Third"]);
      // Nothing more is due until the next change.
      expect((await getLead(t.db, key))?.alert.dueAt).toBeNull();
      await send(key, message("Fourth"));
      expect(t.alerts.at(-1)?.body.kind).toBe("amended");
      expect(t.alerts.filter((alert) => alert.body.kind === "amended")).toHaveLength(2);
    } finally {
      globalThis.fetch = realFetch;
    }
  });
});

describe("a lead's photos", () => {
  it("are those of the last send: a retry with other photos replaces them, and is a change", async () => {
    const key = id();
    expect((await sendWithPhotos(key, quote(), [jpeg(1), jpeg(2)])).status).toBe(200);
    const first = (await getLead(t.db, key))!.photos;
    expect(first.map((photo) => photo.n)).toEqual([1, 2]);

    expect((await sendWithPhotos(key, quote(), [jpeg(3)])).status).toBe(200);
    await t.settle();
    const lead = (await getLead(t.db, key))!;
    expect(lead.amendedAt).not.toBeNull();
    expect(lead.photos.map((photo) => photo.n)).toEqual([1]);
    expect(await photoBytes(lead.photos[0]!)).toEqual(jpeg(3));
    // The first send's photos are gone; only the lead's own are kept.
    expect(await photoKeys()).toEqual([lead.photos[0]!.key]);
    expect(t.alerts.map((alert) => alert.body.kind)).toEqual(["new", "amended"]);

    // The same photos again: a retry, nothing changed.
    expect((await sendWithPhotos(key, quote(), [jpeg(3)])).status).toBe(200);
    await t.settle();
    expect((await getLead(t.db, key))!.photos).toEqual(lead.photos);
    expect(await photoKeys()).toEqual([lead.photos[0]!.key]);
  });
});

describe("a submission id", () => {
  it("sent again with another form is refused, and the lead it names is left as it was", async () => {
    const key = id();
    await send(key, message());
    const other = await send(key, quote());
    expect(other.status).toBe(409);
    expect(await other.json()).toEqual({ error: leadMessages.otherForm });
    const lead = await getLead(t.db, key);
    expect(lead).toMatchObject({ form: "contact", amendedAt: null });
    expect(await listLeads(t.db, { limit: 10 })).toHaveLength(1);
  });
});

const allLeads = () => listLeads(t.db, { limit: 50 });
const siteOrigin = new URL(siteConfig.siteUrl).origin;

describe("POST /api/leads", () => {
  it("stores a lead once and answers its receipt; a repeat, or the same send twice at once, gets the same answer and nothing more", async () => {
    const key = id();
    const lead = message();
    const first = await send(key, lead);
    expect(first.status).toBe(200);
    expect(first.headers.get("cache-control")).toBe("no-store");
    const receipt = await first.json();
    expect(receipt).toEqual({ received: true, id: key });
    for (const repeat of await Promise.all([send(key, lead), send(key, lead), send(key, lead)])) {
      expect(repeat.status).toBe(200);
      expect(await repeat.json()).toEqual(receipt);
    }
    // A new submission sent four times at the same moment.
    const other = id();
    const answers = await Promise.all(Array.from({ length: 4 }, () => send(other, message())));
    for (const answer of answers)
      expect(await answer.json()).toEqual({ received: true, id: other });

    const stored = await allLeads();
    expect(stored.map((s) => s.id).sort()).toEqual([key, other].sort());
    expect(stored.find((s) => s.id === key)).toMatchObject({
      form: "contact",
      page: lead.page,
      via: "script",
      status: "new",
      fields: lead.fields,
    });
  });

  it("takes a corrected repeat (same submission, changed value) as the one lead, changed", async () => {
    const key = id();
    const lead = message();
    await send(key, lead);
    const answer = await send(key, { ...lead, fields: { ...lead.fields, phone: "416 555 0123" } });
    expect(await answer.json()).toEqual({ received: true, id: key });
    expect((await allLeads()).map((s) => [s.id, s.fields.phone])).toEqual([[key, "416 555 0123"]]);
  });

  it("holds every send to the forms' rules, with each field's message, and stores nothing", async () => {
    const lead = message();
    const bad = {
      ...lead,
      fields: { ...lead.fields, name: "  ", email: "priya.example", phone: "555" },
    };
    const answer = await send(id(), bad);
    expect(answer.status).toBe(422);
    expect(await answer.json()).toEqual({
      error: leadMessages.fields,
      fields: {
        name: validationMessages.blank,
        email: emailMessage,
        phone: validationMessages.phone,
      },
    });
    expect(await allLeads()).toEqual([]);
  });

  it("refuses what is not a lead, each with a clear message", async () => {
    // Which body is which failure is worker/receive-parse.test.ts's; here, how each is answered.
    const lead = { ...message(), id: id() };
    const cases: [Promise<Response>, number, string][] = [
      [
        request({ headers: { "Content-Type": "text/plain" }, body: "hello" }),
        415,
        leadMessages.wrongType,
      ],
      [sendJson("{not json"), 400, leadMessages.badJson],
      [sendJson({ ...lead, id: "x" }), 400, leadMessages.badKey],
      [
        sendJson({ ...lead, fields: { ...lead.fields, message: "x".repeat(leadBodyLimit) } }),
        413,
        leadMessages.tooLarge,
      ],
    ];
    for (const [answer, status, error] of cases) {
      expect((await answer).status, error).toBe(status);
      expect(await (await answer).json(), error).toEqual({ error });
    }
    const get = await request({ method: "GET" });
    expect(get.status).toBe(405);
    expect(get.headers.get("allow")).toBe("POST, OPTIONS");
    expect(await allLeads()).toEqual([]);
  });

  it("answers a send whose lead could not be stored 503, saying nothing was kept", async () => {
    // That its photos are not kept either is worker/receive-store.test.ts's.
    const failing = leadsCannotBeStored(t.db);
    const answer = await receiveLead(
      new Request(`https://leads.example.ca${leadServicePath}`, {
        method: "POST",
        headers: { "Content-Type": "application/json", "Idempotency-Key": id() },
        body: JSON.stringify(quote()),
      }),
      { ...t.env, DB: failing },
      t.ctx,
    );
    expect(answer.status).toBe(503);
    expect(await answer.json()).toEqual({ error: leadMessages.unavailable });
  });

  it("lets the site's own pages send from its origin, and no other", async () => {
    const preflight = (origin: string) =>
      request({
        method: "OPTIONS",
        headers: {
          Origin: origin,
          "Access-Control-Request-Method": "POST",
          "Access-Control-Request-Headers": "content-type,idempotency-key",
        },
      });
    const allowed = await preflight(siteOrigin);
    expect(allowed.status).toBe(204);
    expect(allowed.headers.get("access-control-allow-origin")).toBe(siteOrigin);
    expect(allowed.headers.get("access-control-allow-methods")).toBe("POST");
    expect(allowed.headers.get("access-control-allow-headers")).toBe(
      "Content-Type, Accept, Idempotency-Key",
    );
    const refused = await preflight("https://evil.example");
    expect(refused.status).toBe(403);
    expect(refused.headers.get("access-control-allow-origin")).toBeNull();

    const fromSite = await send(id(), message(), { Origin: siteOrigin });
    expect(fromSite.status).toBe(200);
    expect(fromSite.headers.get("access-control-allow-origin")).toBe(siteOrigin);
    const elsewhere = await send(id(), message(), { Origin: "https://evil.example" });
    expect(elsewhere.status).toBe(403);
    expect(await elsewhere.json()).toEqual({ error: leadMessages.foreignOrigin });
    expect(await allLeads()).toHaveLength(1);
  });

  it("sends a form posted without JavaScript to the confirmation, on the site it came from, once", async () => {
    const here = await postForm(quotePost(), { Origin: "https://leads.example.ca" });
    expect(here.status).toBe(303);
    expect(here.headers.get("location")).toBe(leadPages.received);
    // A double click: the same fields again within minutes is the same lead.
    const again = await postForm(quotePost(), { Origin: "https://leads.example.ca" });
    expect(again.headers.get("location")).toBe(leadPages.received);
    // From the site's own pages on another host (LEAD_ENDPOINT), back to that host.
    const fromSite = await postForm(quotePost(), { Origin: siteOrigin });
    expect(fromSite.headers.get("location")).toBe(`${siteConfig.siteUrl}${leadPages.received}`);

    const stored = await allLeads();
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({
      form: "quote",
      via: "form",
      page: "/location/aurora-auto-glass",
      fields: {
        name: "Sam Okafor",
        postalCode: "L4C 3G5",
        payer: "insurance",
        insurer: "Wawanesa",
        deductible: "$500",
        arrivalWindow: "afternoon",
        visitPlace: "work",
        place: "Aurora",
      },
    });
  });

  it("answers a bot that filled in the hidden field as if it were a lead, and keeps nothing", async () => {
    const key = id();
    const lead = message();
    const json = await send(key, { ...lead, fields: { ...lead.fields, website: "spam.example" } });
    expect(await json.json()).toEqual({ received: true, id: key });
    const posted = await postForm({ ...quotePost(), website: "spam.example" });
    expect(posted.status).toBe(303);
    expect(await allLeads()).toEqual([]);
    expect(t.alerts).toEqual([]);
  });

  it("stores a message with markup, SQL, emoji and 3,000 characters exactly as it was sent, and finds it by any stretch of it", async () => {
    const text = `<script>alert("x")</script> Robert'); DROP TABLE leads;-- 🚗💥 ref-7f3a2c `;
    const long = (text + "é".repeat(3_000)).slice(0, 3_000);
    const key = id();
    const lead = message();
    expect((await send(key, { ...lead, fields: { ...lead.fields, message: long } })).status).toBe(
      200,
    );
    const stored = await getLead(t.db, key);
    expect(stored?.fields.message).toBe(long);
    expect(String(stored!.fields.message).length).toBe(3_000);
    // Found again by a pasted stretch of it, longer than D1's 50-byte LIKE patterns, and by its
    // accented words.
    const at = long.indexOf("ref-7f3a2c");
    const pasted = long.slice(at, at + 70);
    expect(pasted).toHaveLength(70);
    for (const search of [pasted, "ref-7f3a2c ééé", "DROP TABLE"]) {
      expect(
        (await listLeads(t.db, { search, limit: 10 })).map((s) => s.id),
        search,
      ).toEqual([key]);
    }
  });
});
