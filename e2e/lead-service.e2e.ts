// The lead service in Cloudflare's own runtime (workerd, as `npm start` and Cloudflare run it),
// by HTTP, for what only the runtime shows: photos kept in R2 and served by the inbox, the rate
// limit's binding and the sender `npm start`'s edge puts on each request, a refused body that
// leaves the next request unharmed, a full window's form given back and a held window's status
// page, the page a form posted without JavaScript gets when the database is down (the runtime's
// HTML rewriter), and wrangler's development endpoints closed to every client. Deployed, with its
// alerts, the inbox behind Cloudflare Access and the timed jobs: lead-service-deployed.e2e.ts.
// What the intake takes and refuses, and that a lead is stored once, is unit-tested beside it
// (worker/leads.test.ts); the browser side is in forms, contact, locations and inbox.
import { mkdtemp, rm } from "node:fs/promises";
import { networkInterfaces, tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eventsPath, leadServicePath, siteConfig } from "../core/config/site";
import { leadOutcomeText } from "../core/data/lead-outcome";
import { everyPageText } from "../app/data/every-page";
import { staticPages } from "../core/data/pages";
import { bookingText, jobStatusText } from "../core/data/booking";
import type { Slot } from "../core/rules/booking";
import { formatLeadDay } from "../worker/stored-lead";
import { slotsPath } from "../worker/bookings";
import { readWranglerConfig, startLeadService } from "../scripts/lead-service.mjs";
import { freePort } from "../scripts/system.mjs";
import { leadMessages } from "../worker/lead-messages";
import { baseURL } from "./browser";
import {
  closeSenders,
  key,
  loopbackSender,
  message,
  postForm,
  quotePost,
  sendFrom,
  sendJson,
  sendWithPhotos,
  tinyJpeg,
  type SendOptions,
} from "./lead-requests";
import { storedLeads, uniquePhone, uniqueRef } from "./lead-service";

afterAll(closeSenders);

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
