// The lead service deployed as Cloudflare runs it, in its own runtime (workerd): a product of its
// own with the settings of a live site, for the owner's alerts by email and webhook with their
// retries, the inbox behind Cloudflare Access, and the timed jobs as `npm start` runs them (the
// retention period and the nightly backup). The same product's intake: lead-service.e2e.ts.
import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import { rm } from "node:fs/promises";
import path from "node:path";
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey } from "jose";
import { Miniflare } from "miniflare";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { countRetentionStart, enquiryRetentionCutoff } from "../core/config/policies";
import { inboxText, numbersPath } from "../worker/inbox/words";
import { readWranglerConfig, startLeadService } from "../scripts/lead-service.mjs";
import { freePort } from "../scripts/system.mjs";
import { backupPrefix } from "../worker/backup";
import { backupName } from "../worker/backup-file.mjs";
import { nightlyCron } from "../worker/scheduled";
import { parseCsp } from "./headers";
import { key, message, sendJson, sendWithPhotos, tinyJpeg } from "./lead-requests";
import { migratedStateDir, parseCsv, uniqueRef } from "./lead-service";
import { poll } from "./poll";

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

// One product for every test of the file, with a live site's settings: a webhook and an email
// for the alerts, and an Access team in front of the inbox.
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

describe("deployed: the owner's alerts", () => {
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
});

describe("deployed: the inbox behind Cloudflare Access", () => {
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
});

describe("deployed: the timed jobs", () => {
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
