// The lead service in Cloudflare's own runtime (workerd, as `npm start` and Cloudflare run it),
// by HTTP, for what only the runtime shows: photos kept in R2 and served by the inbox, the rate
// limit's binding and the sender `npm start`'s edge puts on each request, a refused body that
// leaves the next request unharmed, the page a form posted without JavaScript gets when the
// database is down (the runtime's HTML rewriter), wrangler's development endpoints closed to
// every client, the owner's alerts with their retries, the inbox behind Cloudflare Access, and
// the timed jobs: the retention period and the nightly backup. What the intake takes and
// refuses, and that a lead is stored once, is unit-tested beside it (worker/leads.test.ts); the
// browser side is in forms, contact, locations and inbox.
import { randomInt, randomUUID } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { Agent, createServer, request, type IncomingHttpHeaders, type Server } from "node:http";
import { networkInterfaces, tmpdir } from "node:os";
import path from "node:path";
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey } from "jose";
import { Miniflare } from "miniflare";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { countRetentionStart, enquiryRetentionCutoff } from "../core/config/policies";
import { eventsPath, leadServicePath, siteConfig } from "../core/config/site";
import { inboxText, numbersPath } from "../worker/inbox/words";
import { leadOutcomeText } from "../core/data/lead-outcome";
import { everyPageText } from "../app/data/every-page";
import { staticPages } from "../core/data/pages";
import { bookingText, jobStatusText } from "../core/data/booking";
import type { Slot } from "../core/rules/booking";
import { formatLeadDay } from "../worker/stored-lead";
import { slotsPath } from "../worker/bookings";
import { readWranglerConfig, startLeadService } from "../scripts/lead-service.mjs";
import { freePort } from "../scripts/system.mjs";
import { backupPrefix } from "../worker/backup";
import { backupName } from "../worker/backup-file.mjs";
import { leadMessages } from "../worker/lead-messages";
import { nightlyCron } from "../worker/scheduled";
import { quotePost as quotePostOf } from "../worker/test-leads";
import { baseURL } from "./browser";
import { parseCsp } from "./headers";
import { migratedStateDir, parseCsv, storedLeads, uniquePhone, uniqueRef } from "./lead-service";
import { poll } from "./poll";

const key = () => randomUUID().replaceAll("-", "");

/** A message as the contact form sends it, findable by `ref`. */
function message(ref: string, id = key()) {
  return {
    id,
    form: "contact",
    page: "/contact-us",
    submittedAt: new Date().toISOString(),
    fields: {
      name: "Priya Shah",
      email: "priya.shah@example.ca",
      phone: "416 555 0199",
      message: `A stone chip on the passenger side (${ref})`,
    },
  };
}

/** A connection kept open for each sender address between its sends. */
const senders = new Map<string, Agent>();
afterAll(() => senders.forEach((agent) => agent.destroy()));
function connectionFrom(from: string): Agent {
  let agent = senders.get(from);
  if (!agent) senders.set(from, (agent = new Agent({ keepAlive: true, localAddress: from })));
  return agent;
}

/**
 * A request sent from `from`, an address of this machine's loopback (Linux routes all of
 * 127.0.0.0/8 to it): another sender than this computer's own 127.0.0.1, as the edge puts on
 * each request the address it came from. The headers go as given, Host included; the answer
 * comes back as `fetch` gives it (redirects not followed).
 */
function sendFrom(
  url: string,
  {
    from,
    method = "GET",
    headers = {},
    body,
  }: { from?: string; method?: string; headers?: Record<string, string>; body?: string },
): Promise<Response> {
  return new Promise((resolve, reject) => {
    const outgoing = request(
      url,
      { method, headers, agent: from ? connectionFrom(from) : false },
      (answer) => {
        const chunks: Buffer[] = [];
        answer.on("data", (chunk: Buffer) => chunks.push(chunk));
        answer.on("error", reject);
        answer.on("end", () => {
          const received = new Headers();
          for (let i = 0; i < answer.rawHeaders.length; i += 2) {
            received.append(answer.rawHeaders[i]!, answer.rawHeaders[i + 1]!);
          }
          const status = answer.statusCode!;
          const empty = [204, 205, 304].includes(status) || method === "HEAD";
          resolve(
            new Response(empty ? null : Buffer.concat(chunks), { status, headers: received }),
          );
        });
      },
    );
    outgoing.on("error", reject);
    outgoing.end(body);
  });
}

/** An address of this machine's loopback other than 127.0.0.1: a sender of this run's own. */
const loopbackSender = () => `127.${randomInt(1, 255)}.${randomInt(0, 256)}.${randomInt(1, 255)}`;

type SendOptions = { site?: string; headers?: Record<string, string>; from?: string };

function send(
  path: string,
  init: { headers: Record<string, string>; body: string },
  options: SendOptions,
) {
  const { site = baseURL, headers = {}, from } = options;
  const all = { ...init.headers, ...headers };
  return from
    ? sendFrom(`${site}${path}`, { from, method: "POST", headers: all, body: init.body })
    : fetch(`${site}${path}`, {
        method: "POST",
        headers: all,
        body: init.body,
        redirect: "manual",
      });
}

function sendJson(body: unknown, options: SendOptions = {}) {
  const lead = body as { id?: string };
  return send(
    leadServicePath,
    {
      headers: {
        "Content-Type": "application/json",
        ...(lead.id ? { "Idempotency-Key": lead.id } : {}),
      },
      body: typeof body === "string" ? body : JSON.stringify(body),
    },
    options,
  );
}

function postForm(fields: Record<string, string>, options: SendOptions = {}) {
  return send(
    leadServicePath,
    {
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(fields).toString(),
    },
    options,
  );
}

/** The quote form as a browser without JavaScript posts it, findable by `ref`. */
const quotePost = (ref: string) => quotePostOf(`Two chips (${ref})`);

/** A small real JPEG, PNG or WebP, as the browser's shrinking makes them. */
const tinyJpeg = new Uint8Array(
  Buffer.from(
    "/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAAgGBgcGBQgHBwcJCQgKDBQNDAsLDBkSEw8UHRofHh0aHBwgJC4nICIsIxwcKDcpLDAxNDQ0Hyc5PTgyPC4zNDL/wAALCAABAAEBAREA/8QAFAABAAAAAAAAAAAAAAAAAAAACf/EABQQAQAAAAAAAAAAAAAAAAAAAAD/2gAIAQEAAD8AKp//2Q==",
    "base64",
  ),
);

/** A quote request as the forms' script sends it with photos: JSON and photo parts. */
function sendWithPhotos(
  ref: string,
  photos: { bytes: Uint8Array<ArrayBuffer>; name: string; type: string }[],
  { site = baseURL, headers = {} }: { site?: string; headers?: Record<string, string> } = {},
) {
  const id = key();
  const lead = {
    id,
    form: "quote",
    page: "/instant-estimate",
    submittedAt: new Date().toISOString(),
    fields: {
      name: "Dana Lee",
      phone: "647 555 0142",
      service: "Windshield Replacement",
      damage: `A long crack (${ref})`,
    },
  };
  const parts = new FormData();
  parts.set("lead", JSON.stringify(lead));
  for (const photo of photos) {
    parts.append("photo", new Blob([photo.bytes], { type: photo.type }), photo.name);
  }
  const answer = fetch(`${site}${leadServicePath}`, {
    method: "POST",
    headers: { "Idempotency-Key": id, Origin: new URL(site).origin, ...headers },
    body: parts,
  });
  return { id, answer };
}

describe("photos with a quote request", () => {
  const photo = { bytes: tinyJpeg, name: "crack.jpg", type: "image/jpeg" };

  it("keeps up to three photos with the lead, served by the inbox as their bytes' type", async () => {
    const ref = uniqueRef();
    const { id, answer } = sendWithPhotos(ref, [photo, photo]);
    expect(await (await answer).json()).toEqual({ received: true, id, status: expect.any(String) });
    const [stored] = await storedLeads(ref);
    expect(stored).toMatchObject({ "Lead id": id, Photos: "2" });
    const served = await fetch(`${baseURL}/inbox/leads/${id}/photos/2`);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/jpeg");
    expect(served.headers.get("cache-control")).toBe("no-store");
    expect(served.headers.get("x-content-type-options")).toBe("nosniff");
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(tinyJpeg);
    expect((await fetch(`${baseURL}/inbox/leads/${id}/photos/3`)).status).toBe(404);
    // Nowhere else: the build has no such file, and the API answers nothing for it.
    for (const elsewhere of [`/leads/${id}/1`, `/api/leads/${id}/photos/1`, `/photos/${id}/1`]) {
      expect((await fetch(`${baseURL}${elsewhere}`)).status, elsewhere).toBe(404);
    }
  });

  it("refuses hostile uploads with a clear message, and keeps nothing of them", async () => {
    const pdf = new TextEncoder().encode("%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n%%EOF");
    const svg = new TextEncoder().encode(
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(document.cookie)</script></svg>',
    );
    const huge = new Uint8Array(30 * 1024 * 1024);
    huge.set(tinyJpeg);
    const cases: [
      string,
      { bytes: Uint8Array<ArrayBuffer>; name: string; type: string }[],
      number,
    ][] = [
      ["a PDF renamed .jpg", [{ bytes: pdf, name: "crack.jpg", type: "image/jpeg" }], 422],
      ["an SVG with a script", [{ bytes: svg, name: "crack.svg", type: "image/svg+xml" }], 422],
      ["ten photos", Array.from({ length: 10 }, () => photo), 422],
      ["a 30 MB file", [{ bytes: huge, name: "huge.jpg", type: "image/jpeg" }], 413],
    ];
    for (const [what, photos, status] of cases) {
      const ref = uniqueRef();
      const { id, answer } = sendWithPhotos(ref, photos);
      const refused = await answer;
      expect(refused.status, what).toBe(status);
      expect(await refused.json(), what).toEqual({ error: leadMessages.photos });
      expect(await storedLeads(ref), what).toEqual([]);
      expect((await fetch(`${baseURL}/inbox/leads/${id}/photos/1`)).status, what).toBe(404);
    }
    expect(leadMessages.photos).toMatch(/JPEG, PNG or WebP .* up to 3 MB each, 3 at most/);
  });
});

describe("POST /api/leads", () => {
  it("lets a person send 20 and more a minute, stops a flood, and never stops a retry", async () => {
    // The limit counts by the address the edge puts on every request, the one it came from,
    // in windows of a clock minute: 30 sends and one more from an address of this run's own,
    // again from another address if a minute turned while they went (the flood then had two
    // minutes' allowance). Each claims to be this computer, whose sends no limit counts: a
    // header a client sets chooses nothing.
    const minute = () => Math.floor(Date.now() / 60_000);
    let from: SendOptions, ref: string, leads: ReturnType<typeof message>[];
    let statuses: number[], flood: Response, posted: Response;
    for (let attempt = 1; ; attempt++) {
      const began = minute();
      from = { from: loopbackSender(), headers: { "CF-Connecting-IP": "127.0.0.1" } };
      ref = uniqueRef();
      leads = Array.from({ length: 30 }, () => message(ref));
      statuses = [];
      for (const lead of leads) statuses.push((await sendJson(lead, from)).status);
      flood = await sendJson(message(ref), from);
      posted = await postForm({ ...quotePost(ref), name: "Flood Post" }, from);
      if (minute() === began || attempt === 3) break;
    }
    expect(statuses.every((status) => status === 200)).toBe(true);
    expect(flood.status).toBe(429);
    expect(flood.headers.get("retry-after")).toBe("60");
    expect(await flood.json()).toEqual({ error: leadMessages.busy });
    expect(posted.status).toBe(429);
    expect(await posted.text()).toContain(leadOutcomeText.retry.busy.heading);

    // A retry of a lead already stored is answered as ever; another address is not held back.
    const retry = await sendJson(leads[0], from);
    expect(await retry.json()).toEqual({ received: true, id: leads[0]!.id });
    const other = await sendJson(message(ref), { from: loopbackSender() });
    expect(other.status).toBe(200);
    expect(await storedLeads(ref)).toHaveLength(31);
  });

  it("answers the next request at once after a body too long, whether it said its length or not", async () => {
    // Under wrangler, a body the Worker leaves partly read breaks the connection behind it, and
    // the next request was answered 503 ("Your worker restarted mid-request").
    const ref = uniqueRef();
    const megabyte = "x".repeat(1024 * 1024);
    const streamed = () =>
      new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(new TextEncoder().encode(megabyte));
          controller.close();
        },
      });
    for (const [path, type] of [
      [eventsPath, "text/plain"],
      [leadServicePath, "application/json"],
    ] as const) {
      for (const round of [1, 2, 3]) {
        const what = `${path}, round ${round}`;
        const refused = await fetch(`${baseURL}${path}`, {
          method: "POST",
          headers: { "Content-Type": type },
          // Its length said, then not, then said.
          body: round === 2 ? streamed() : megabyte,
          duplex: "half",
        } as RequestInit);
        expect(refused.status, what).toBe(413);
        await refused.arrayBuffer();
        const began = Date.now();
        const next = await sendJson(message(ref));
        expect(next.status, what).toBe(200);
        expect(Date.now() - began, what).toBeLessThan(5_000);
      }
    }
    expect(await storedLeads(ref)).toHaveLength(6);
  });
});

describe("booking a window", () => {
  const slots = async (): Promise<Slot[]> => {
    const answer = await fetch(`${baseURL}${slotsPath}`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get("cache-control")).toBe("no-store");
    return ((await answer.json()) as { slots: Slot[] }).slots;
  };
  const bookFor = (name: string, slot: Slot) =>
    sendJson({
      id: key(),
      form: "quote",
      page: "/instant-estimate",
      submittedAt: new Date().toISOString(),
      fields: {
        name,
        // Each driver their own: a phone holds one window at a time.
        phone: uniquePhone(),
        service: "Windshield Replacement",
        preferredDay: slot.day,
        arrivalWindow: slot.window,
      },
    });
  /** Deletes the leads a test made, as the owner does in the inbox, giving their places back. */
  const deleteFromInbox = (id: string) =>
    fetch(`${baseURL}/inbox/leads/${id}/delete`, {
      method: "POST",
      headers: { Origin: baseURL, "Content-Type": "application/x-www-form-urlencoded" },
      body: "return=%2Finbox",
      redirect: "manual",
    });

  it("gives a form posted without JavaScript to a full window back, filled in, with the nearest open ones", async () => {
    // The last window of the days ahead: the browsers' bookings take the first ones.
    const full = (await slots()).at(-1)!;
    const ids: string[] = [];
    for (let n = 0; n < full.remaining; n++) {
      const answer = await bookFor(`Booked ${n}`, full);
      expect(answer.status).toBe(200);
      ids.push(((await answer.json()) as { id: string }).id);
    }
    const ref = uniqueRef();
    const answer = await postForm({
      ...quotePost(ref),
      preferredDay: full.day,
      arrivalWindow: full.window,
    });
    expect(answer.status).toBe(409);
    expect(answer.headers.get("cache-control")).toBe("no-store");
    const html = await answer.text();
    const open = await slots();
    expect(open.map((slot) => slot.label)).not.toContain(full.label);
    expect(html).toContain(
      `<h2 id="retry-choices" class="font-bold">${bookingText.alternatives}</h2>`,
    );
    expect(html).toContain(`<li>${open.at(-1)!.label}</li>`);
    expect(html).toContain(`${full.label} has just been taken`);
    expect(html).toContain(`>Two chips (${ref})</textarea>`);
    expect(html).toContain(`value="${full.day}"`);
    expect(await storedLeads(ref)).toEqual([]);

    // Each of them is a button of the form that comes back: one tap sends it again, every value
    // as typed, in that window.
    const [nearest] = open.filter((slot) => html.includes(`value="${slot.day} ${slot.window}"`));
    expect(nearest).toBeDefined();
    const button = html.match(
      new RegExp(`<button[^>]*value="${nearest!.day} ${nearest!.window}"[^>]*>`),
    )?.[0];
    expect(button).toMatch(/ type="submit"/);
    expect(button).toMatch(/ name="slot"/);
    const tapped = await postForm({
      ...quotePost(ref),
      preferredDay: full.day,
      arrivalWindow: full.window,
      slot: `${nearest!.day} ${nearest!.window}`,
    });
    expect(tapped.status).toBe(303);
    const [booked] = await storedLeads(ref);
    expect(booked?.Damage).toBe(`Two chips (${ref})`);
    expect(booked?.["Preferred day"]).toBe(formatLeadDay(nearest!.day));
    ids.push(booked!["Lead id"]!);
    for (const id of ids) expect((await deleteFromInbox(id)).status).toBe(303);
    expect((await slots()).at(-1)).toEqual(full);
  });

  it("gives a quote request a private status page that says its window is held, gone with the lead", async () => {
    const [slot] = await slots();
    const answer = await bookFor("Dana Lee", slot!);
    const receipt = (await answer.json()) as { id: string; status: string };
    expect(receipt.status).toMatch(new RegExp(`^${baseURL}/job/[\\w-]{43}$`));
    const page = await fetch(receipt.status);
    expect(page.status).toBe(200);
    expect(page.headers.get("cache-control")).toBe("no-store");
    expect(page.headers.get("x-robots-tag")).toBe("noindex, nofollow");
    expect(page.headers.get("referrer-policy")).toBe("no-referrer");
    const html = await page.text();
    expect(html).toContain(`<title>${jobStatusText.title} | ${siteConfig.name}</title>`);
    expect(html).toContain(jobStatusText.states.held.heading);
    expect(html).toContain(slot!.label);

    const guessed = receipt.status.replace(/.$/, (last) => (last === "A" ? "B" : "A"));
    expect((await fetch(guessed)).status).toBe(404);
    expect((await deleteFromInbox(receipt.id)).status).toBe(303);
    expect((await fetch(receipt.status)).status).toBe(404);
  });
});

describe("when the database is down, on every address of this computer", () => {
  let service: { url: string; stop(): Promise<void> };
  let stateDir: string;
  beforeAll(async () => {
    // A database the migrations never reached: every query fails. Listening on every address,
    // as `HOST=0.0.0.0 npm start` does.
    stateDir = await mkdtemp(path.join(tmpdir(), "leads-down-"));
    service = await startLeadService({ host: "0.0.0.0", port: await freePort(), stateDir });
  }, 120_000);
  afterAll(async () => {
    await service?.stop();
    await rm(stateDir, { recursive: true, force: true });
  });

  it("serves none of wrangler's development endpoints, to any client, whatever Host it sends", async () => {
    // Its data explorer (its page, and an API that reads and writes every lead with SQL and
    // lists R2), and its trigger of the timed jobs: each answered as any unknown address is.
    const { port } = new URL(service.url);
    const network = Object.values(networkInterfaces())
      .flat()
      .find((face) => face && face.family === "IPv4" && !face.internal)?.address;
    const database = readWranglerConfig().d1_databases[0].database_id as string;
    const notFound = await (await fetch(`http://127.0.0.1:${port}/no-such-page`)).text();
    expect(notFound).toContain(everyPageText.notFound.heading);
    // A page still says the hours, the build's, though the owner's saved ones cannot be read.
    const contact = await fetch(`http://127.0.0.1:${port}${staticPages.contact.path}`);
    expect(contact.status).toBe(200);
    expect(await contact.text()).toContain(siteConfig.hours.service);
    const endpoints: [string, string, string?][] = [
      ["GET", "/cdn-cgi/explorer/"],
      ["GET", "/cdn-cgi/explorer/api/d1/database"],
      ["POST", `/cdn-cgi/explorer/api/d1/database/${database}/raw`, '{"sql":"SELECT 1"}'],
      ["GET", "/cdn-cgi/explorer/api/r2/buckets"],
      ["GET", "/cdn-cgi/handler/scheduled?cron=17+*+*+*+*"],
      ["POST", "/api/jobs", '{"cron":"40 7 * * *"}'],
    ];
    for (const address of ["127.0.0.1", ...(network ? [network] : [])]) {
      for (const [method, endpoint, body] of endpoints) {
        const what = `${method} ${endpoint} through ${address}`;
        const answer = await sendFrom(`http://${address}:${port}${endpoint}`, {
          method,
          headers: { Host: "localhost", "Content-Type": "application/json" },
          body,
        });
        expect(answer.status, what).toBe(404);
        const text = await answer.text();
        if (endpoint.startsWith("/api/")) {
          expect(JSON.parse(text), what).toEqual({ error: "There is nothing here." });
        } else expect(text, what).toBe(notFound);
      }
    }
  });

  it("shows a form posted without JavaScript again, filled in, with call and text: nothing claimed", async () => {
    const ref = uniqueRef();
    const answer = await postForm(quotePost(ref), { site: service.url });
    expect(answer.status).toBe(503);
    expect(answer.headers.get("cache-control")).toBe("no-store");
    // It shows what the visitor typed: no window that opened it, or that it opens, gets a handle.
    expect(answer.headers.get("cross-origin-opener-policy")).toBe("same-origin");
    const html = await answer.text();
    expect(html).toMatch(
      new RegExp(
        `<h1[^>]*>${leadOutcomeText.retry.unavailable.heading.replace("'", "&#x27;")}</h1>`,
      ),
    );
    expect(html).not.toContain(leadOutcomeText.received.heading);
    for (const value of ["Sam Okafor", "(905) 555-0187", "l4c 3g5"]) {
      expect(html).toContain(`value="${value}"`);
    }
    expect(html).toContain(`>Two chips (${ref})</textarea>`);
    expect(html).toMatch(/<option value="Windshield Repair" selected="">/);
    expect(html).toMatch(/<option value="insurance" selected="">/);
    expect(html).toMatch(/<option value="afternoon" selected="">/);
    expect(html).toMatch(/<option value="work" selected="">/);
    for (const value of ["Wawanesa", "$500"]) expect(html).toContain(`value="${value}"`);
    expect(html).toContain('role="alert"');
    expect(html).toContain(`href="${siteConfig.phone.tel}"`);
    expect(html).toContain(`href="${siteConfig.phone.sms}"`);
    expect(html).toContain(`action="${leadServicePath}"`);
  });
});

/** A webhook receiver on loopback, as a chat or SMS gateway is: records, answers `status`. */
async function webhookReceiver() {
  const received: { headers: IncomingHttpHeaders; body: Record<string, unknown> }[] = [];
  let status = 200;
  const server: Server = createServer((request, response) => {
    let data = "";
    request.on("data", (chunk: Buffer) => (data += chunk.toString()));
    request.on("end", () => {
      received.push({ headers: request.headers, body: JSON.parse(data) });
      response.writeHead(status).end();
    });
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${port}/hook`,
    received,
    answer: (next: number) => (status = next),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A Cloudflare Access team on loopback: its signing keys where Access publishes them. */
async function accessTeam() {
  const kid = "team-key";
  const team = await generateKeyPair("RS256");
  const stranger = await generateKeyPair("RS256");
  const jwk = { ...(await exportJWK(team.publicKey)), kid, alg: "RS256", use: "sig" };
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const server = createServer((request, response) => {
    if (request.url === "/cdn-cgi/access/certs") {
      response.writeHead(200, { "Content-Type": "application/json" });
      response.end(JSON.stringify({ keys: [jwk] }));
    } else response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const sign = (
    key: CryptoKey,
    {
      audience = "inbox-audience",
      expires = "10m",
    }: { audience?: string; expires?: string | number } = {},
  ) =>
    new SignJWT({ email: "owner@gtamobileautoglass.ca" })
      .setProtectedHeader({ alg: "RS256", kid })
      .setIssuer(url)
      .setAudience(audience)
      .setIssuedAt()
      .setExpirationTime(expires)
      .sign(key);
  return {
    url,
    audience: "inbox-audience",
    token: () => sign(team.privateKey),
    expired: () => sign(team.privateKey, { expires: Math.floor(Date.now() / 1000) - 60 }),
    otherAudience: () => sign(team.privateKey, { audience: "another-app" }),
    signedByStranger: () => sign(stranger.privateKey),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * A product's local storage in `stateDir` as the runtime keeps it there (wrangler's layout: its
 * D1 database, or its backups bucket in R2), opened in this process for `act`: to write what a
 * product holds before it starts, or read what it stored. A wrangler command does the same in
 * several seconds more.
 */
async function productStorage<T>(
  stateDir: string,
  binding: "DB" | "BACKUPS",
  act: (storage: Miniflare) => Promise<T>,
): Promise<T> {
  const config = readWranglerConfig();
  const storage = new Miniflare({
    modules: true,
    script: "export default { fetch() { return new Response(null, { status: 404 }); } }",
    ...(binding === "DB"
      ? {
          d1Databases: { DB: config.d1_databases[0].database_id as string },
          d1Persist: path.join(stateDir, "v3", "d1"),
        }
      : {
          r2Buckets: {
            BACKUPS: config.r2_buckets.find((b: { binding: string }) => b.binding === "BACKUPS")
              .bucket_name as string,
          },
          r2Persist: path.join(stateDir, "v3", "r2"),
        }),
  });
  try {
    return await act(storage);
  } finally {
    await storage.dispose();
  }
}

/** A lead as stored a while ago: written into the database before the service starts. */
function seedLeads(
  stateDir: string,
  leads: readonly { id: string; receivedAt: string }[],
  countDays: readonly string[],
) {
  return productStorage(stateDir, "DB", async (storage) => {
    const db = await storage.getD1Database("DB");
    await db.batch([
      ...leads.map(({ id, receivedAt }) =>
        db
          .prepare(
            "INSERT INTO leads (id, form, page, fields, search, content_hash, via, received_at, updated_at) VALUES (?, 'contact', '/contact-us', '{\"name\":\"Kept or not\"}', 'kept or not', ?, 'script', ?, ?)",
          )
          .bind(id, id, receivedAt, receivedAt),
      ),
      ...countDays.map((day) =>
        db
          .prepare("INSERT INTO event_counts (day, page, event, count) VALUES (?, '/', 'call', 3)")
          .bind(day),
      ),
    ]);
  });
}

describe("deployed: alerts, the inbox behind Cloudflare Access, the timed jobs", () => {
  let service: Awaited<ReturnType<typeof startLeadService>>;
  let stateDir: string;
  let hook: Awaited<ReturnType<typeof webhookReceiver>>;
  let access: Awaited<ReturnType<typeof accessTeam>>;
  // A lead from a day before the privacy policy's retention period began, one from a day after.
  const day = 24 * 60 * 60 * 1000;
  const cutoff = enquiryRetentionCutoff(new Date()).getTime();
  const oldLeads = [
    { id: key(), receivedAt: new Date(cutoff - day).toISOString() },
    { id: key(), receivedAt: new Date(cutoff + day).toISOString() },
  ];
  // And the owner's daily counts of a day before their retention period began, and a day after.
  const countsFrom = new Date(`${countRetentionStart(new Date())}T12:00:00Z`).getTime();
  const countDays = [-day, day].map((d) => new Date(countsFrom + d).toISOString().slice(0, 10));
  const signedIn = async () => ({ "Cf-Access-Jwt-Assertion": await access.token() });
  const inboxCsv = async (ref: string) => {
    const answer = await fetch(`${service.url}/inbox/leads.csv?q=${ref}`, {
      headers: await signedIn(),
    });
    expect(answer.status).toBe(200);
    return parseCsv(await answer.text());
  };
  /** The lead's alert as the inbox shows it, read until it is `status` or the time is up. */
  const alertOnceItIs = (ref: string, status: string, timeoutMs: number) =>
    poll(
      async () => (await inboxCsv(ref))[0]?.Alert,
      (alert) => alert === status,
      timeoutMs,
    );

  beforeAll(async () => {
    [hook, access] = await Promise.all([webhookReceiver(), accessTeam()]);
    stateDir = await migratedStateDir("leads-deployed-");
    await seedLeads(stateDir, oldLeads, countDays);
    service = await startLeadService({
      port: await freePort(),
      stateDir,
      vars: {
        ALERT_WEBHOOK_URL: hook.url,
        ALERT_EMAIL_TO: "owner@gtamobileautoglass.ca",
        ALERT_EMAIL_FROM: "leads@gtamobileautoglass.ca",
        // No wait between tries, so the queue's last try comes within seconds.
        ALERT_RETRY_SECONDS: "0",
        ACCESS_TEAM_DOMAIN: access.url,
        ACCESS_AUD: access.audience,
      },
    });
  }, 120_000);
  afterAll(async () => {
    await service?.stop();
    await Promise.all([hook?.close(), access?.close()]);
    await rm(stateDir, { recursive: true, force: true });
  });

  it("tells the owner of each new lead by email and webhook, once, keyed by the lead", async () => {
    hook.answer(200);
    const ref = uniqueRef();
    const lead = message(ref);
    expect((await sendJson(lead, { site: service.url })).status).toBe(200);
    expect(await alertOnceItIs(ref, "sent", 30_000)).toBe("sent");
    const calls = hook.received.filter((call) => JSON.stringify(call.body).includes(ref));
    expect(calls).toHaveLength(1);
    expect(calls[0]!.headers["idempotency-key"]).toBe(lead.id);
    expect(calls[0]!.body).toMatchObject({
      event: "lead.new",
      lead: { id: lead.id, form: "contact", fields: lead.fields },
      inboxUrl: `${service.url}/inbox#lead-${lead.id}`,
    });
    expect(calls[0]!.body.text).toContain(`New message from ${lead.fields.name}`);
  });

  it("keeps a lead whose alert fails, tries again, and marks it failed after the last try", async () => {
    hook.answer(500);
    const ref = uniqueRef();
    const lead = message(ref);
    expect((await sendJson(lead, { site: service.url })).status).toBe(200);
    expect(await alertOnceItIs(ref, "failed", 60_000)).toBe("failed");
    // Six tries in all (wrangler.jsonc: max_retries 5), each with the lead's id as its key.
    const tries = hook.received.filter((call) => JSON.stringify(call.body).includes(ref));
    expect(tries).toHaveLength(6);
    expect(new Set(tries.map((t) => t.headers["idempotency-key"]))).toEqual(new Set([lead.id]));
    const inbox = await fetch(`${service.url}/inbox?q=${ref}`, { headers: await signedIn() });
    const html = await inbox.text();
    expect(html).toContain(inboxText.lead.alert.failed);
    expect(html).toContain(inboxText.failedAlerts(1).replaceAll("'", "&#x27;"));
    expect(html).toContain(lead.fields.message);
  }, 90_000);

  it("opens the inbox only with the Access team's token for this application", async () => {
    const pages = [`${service.url}/inbox`, `${service.url}/inbox/leads.csv`];
    const refusals: [string, Record<string, string>][] = [
      ["no token", {}],
      ["an expired token", { "Cf-Access-Jwt-Assertion": await access.expired() }],
      ["another application's token", { "Cf-Access-Jwt-Assertion": await access.otherAudience() }],
      [
        "a token signed by another key",
        { "Cf-Access-Jwt-Assertion": await access.signedByStranger() },
      ],
      ["something that is not a token", { "Cf-Access-Jwt-Assertion": "not.a.token" }],
    ];
    for (const page of pages) {
      for (const [what, headers] of refusals) {
        const answer = await fetch(page, { headers });
        expect(answer.status, `${page} with ${what}`).toBe(403);
        const body = await answer.text();
        expect(body, `${page} with ${what}`).toContain(inboxText.forbidden.heading);
        expect(body).not.toContain("Priya Shah");
      }
    }
    const change = await fetch(`${service.url}/inbox/leads/${key()}/delete`, {
      method: "POST",
      headers: { Origin: service.url },
    });
    expect(change.status).toBe(403);

    const inbox = await fetch(`${service.url}/inbox`, { headers: await signedIn() });
    expect(inbox.status).toBe(200);
    expect(inbox.headers.get("x-robots-tag")).toBe("noindex, nofollow");
    expect(inbox.headers.get("cross-origin-opener-policy")).toBe("same-origin");
    const policy = parseCsp(inbox.headers.get("content-security-policy"));
    expect(policy.get("default-src")).toEqual(["'none'"]);
    // One script runs, the page's own (its copy buttons), by a nonce new with every answer.
    const [nonce, ...more] = policy.get("script-src") ?? [];
    expect(more).toEqual([]);
    expect(nonce).toMatch(/^'nonce-[\w-]{24}'$/);
    const html = await inbox.text();
    expect(html.match(/<script\b[^>]*>/g)).toEqual([`<script nonce="${nonce!.slice(7, -1)}">`]);
    const again = await fetch(`${service.url}/inbox`, { headers: await signedIn() });
    expect(parseCsp(again.headers.get("content-security-policy")).get("script-src")).not.toEqual([
      nonce,
    ]);
    expect(html).toContain(inboxText.signedInAs("owner@gtamobileautoglass.ca"));
    expect(html).not.toContain(inboxText.localMode);
  });

  it("shows a lead's photos only behind the sign-in, and deletes them with the lead", async () => {
    const ref = uniqueRef();
    const { id, answer } = sendWithPhotos(
      ref,
      [{ bytes: tinyJpeg, name: "a.jpg", type: "image/jpeg" }],
      {
        site: service.url,
      },
    );
    expect((await answer).status).toBe(200);
    const photo = `${service.url}/inbox/leads/${id}/photos/1`;
    const refusals: Record<string, string>[] = [
      {},
      { "Cf-Access-Jwt-Assertion": await access.expired() },
    ];
    for (const headers of refusals) {
      const refused = await fetch(photo, { headers });
      expect(refused.status).toBe(403);
      expect(refused.headers.get("content-type")).toMatch(/^text\/html/);
    }
    const shown = await fetch(photo, { headers: await signedIn() });
    expect(shown.status).toBe(200);
    expect(shown.headers.get("content-type")).toBe("image/jpeg");
    const inbox = await (
      await fetch(`${service.url}/inbox?q=${ref}`, { headers: await signedIn() })
    ).text();
    expect(inbox).toContain(`src="/inbox/leads/${id}/photos/1"`);

    const deleted = await fetch(`${service.url}/inbox/leads/${id}/delete`, {
      method: "POST",
      headers: {
        ...(await signedIn()),
        Origin: service.url,
        "Content-Type": "application/x-www-form-urlencoded",
      },
      body: "return=%2Finbox",
      redirect: "manual",
    });
    expect(deleted.status).toBe(303);
    expect((await fetch(photo, { headers: await signedIn() })).status).toBe(404);
  });

  it("refuses a change to the inbox that comes from another site", async () => {
    const ref = uniqueRef();
    const lead = message(ref);
    await sendJson(lead, { site: service.url });
    const forged = await fetch(`${service.url}/inbox/leads/${lead.id}/delete`, {
      method: "POST",
      headers: {
        ...(await signedIn()),
        Origin: "https://evil.example",
        "Content-Type": "application/x-www-form-urlencoded",
      },
      body: "return=%2Finbox",
      redirect: "manual",
    });
    expect(forged.status).toBe(403);
    expect(await inboxCsv(ref)).toHaveLength(1);
  });

  it("backs every lead up each night into the backups bucket", async () => {
    // The nightly trigger comes round, as `npm start` runs it.
    const time = Date.now();
    expect(await service.runJob(nightlyCron, time)).toMatchObject({ ran: nightlyCron });
    // Read back from the product's local R2 bucket.
    const day = new Date(time).toISOString().slice(0, 10);
    const text = await productStorage(stateDir, "BACKUPS", async (storage) => {
      const bucket = await storage.getR2Bucket("BACKUPS");
      return (await bucket.get(`${backupPrefix}${backupName(day)}`))?.text();
    });
    const backup = JSON.parse(text ?? "null") as { tables: { leads: { id: string }[] } };
    const ids = backup.tables.leads.map((lead) => lead.id);
    for (const { id } of oldLeads) expect(ids).toContain(id);
  });

  it("deletes each lead, and each day's counts, once the privacy policy's period has passed", async () => {
    const kept = async () => (await inboxCsv("kept or not")).map((lead) => lead["Lead id"]);
    // Every day's counts the owner can download.
    const countedDays = async () => {
      const answer = await fetch(`${service.url}${numbersPath}.csv?days=all`, {
        headers: await signedIn(),
      });
      expect(answer.status).toBe(200);
      // The seeded days' rows (this file's other tests count today's leads too).
      return parseCsv(await answer.text())
        .map((row) => row.Day)
        .filter((day) => countDays.includes(day ?? ""));
    };
    expect((await kept()).sort()).toEqual(oldLeads.map((lead) => lead.id).sort());
    expect(await countedDays()).toEqual(countDays);
    // The hourly trigger comes round, as `npm start` runs it.
    const hourly = readWranglerConfig().triggers.crons.find((cron: string) => cron !== nightlyCron);
    expect(await service.runJob(hourly)).toMatchObject({ ran: hourly });
    expect(await kept()).toEqual([oldLeads[1]!.id]);
    expect(await countedDays()).toEqual([countDays[1]]);
  });
});
