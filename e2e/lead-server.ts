import { mkdirSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { createServer, type IncomingMessage, type Server } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, inject } from "vitest";
import { eventsPath } from "../app/config/site";
import { leadPages, type LeadReceipt } from "../app/lib/leads";
import { sniffPhoto } from "../app/lib/photos";

/** What the lead endpoint received: one entry per POST. */
export interface ReceivedLead {
  contentType: string | undefined;
  /** The JSON body, or a form post's fields */
  body: unknown;
  idempotencyKey: string | undefined;
  /** The photos a send with photos carried (multipart), as their bytes show them */
  photos: { type: string | null; size: number; width: number; height: number }[];
}

/** A JPEG's width and height, from its start-of-frame marker; zeros when it has none. */
export function jpegSize(bytes: Uint8Array): { width: number; height: number } {
  let i = 2;
  while (i + 9 < bytes.length && bytes[i] === 0xff) {
    const marker = bytes[i + 1]!;
    const length = (bytes[i + 2]! << 8) + bytes[i + 3]!;
    if (marker >= 0xc0 && marker <= 0xc2) {
      return {
        height: (bytes[i + 5]! << 8) + bytes[i + 6]!,
        width: (bytes[i + 7]! << 8) + bytes[i + 8]!,
      };
    }
    i += 2 + length;
  }
  return { width: 0, height: 0 };
}

export interface LeadServerOptions {
  /** The status a JSON send is answered with */
  status?: number;
  /** Whether the answer to the POST itself carries CORS headers (the preflight always does) */
  cors?: boolean;
}

/**
 * A stand-in for the lead service on another origin, on loopback, for the cross-engine suite
 * (the site under nginx, whose forms post to LEAD_ENDPOINT): it answers the browser's CORS
 * preflight, records every POST, answers a JSON send with `status` (with the lead service's
 * receipt when that is a success), and a form posted without JavaScript with 303 See Other to
 * the site's confirmation page; and it records the taps the pages count, which go to the lead
 * service's origin (`eventsPath`). The lead service itself is tested in the real runtime
 * (e2e/lead-service.e2e.ts).
 */
export async function startLeadServer(
  port: number,
  { status = 200, cors: corsOnPost = true }: LeadServerOptions = {},
) {
  const received: ReceivedLead[] = [];
  /** The counted taps the pages sent (`eventsPath` on this origin), as `event page` */
  const events: string[] = [];
  const cors = {
    "Access-Control-Allow-Origin": "*",
    "Access-Control-Allow-Methods": "POST",
    "Access-Control-Allow-Headers": "Content-Type, Accept, Idempotency-Key",
  };

  const readBody = (request: IncomingMessage) =>
    new Promise<Buffer>((resolve, reject) => {
      const chunks: Buffer[] = [];
      request.on("data", (chunk: Buffer) => chunks.push(chunk));
      request.on("end", () => resolve(Buffer.concat(chunks)));
      request.on("error", reject);
    });

  const server: Server = createServer(async (request, response) => {
    if (request.method === "OPTIONS") {
      response.writeHead(204, cors).end();
      return;
    }
    if (request.method === "POST" && request.url === eventsPath) {
      const body = new URLSearchParams((await readBody(request)).toString("utf8"));
      events.push(`${body.get("event")} ${body.get("page")}`);
      response.writeHead(204).end();
      return;
    }
    if (request.method === "POST" && request.url === "/leads") {
      const bytes = await readBody(request);
      let text = bytes.toString("utf8");
      const contentType = request.headers["content-type"];
      const photos: ReceivedLead["photos"] = [];
      if (contentType?.startsWith("multipart/form-data")) {
        const parts = await new Response(new Uint8Array(bytes), {
          headers: { "Content-Type": contentType },
        }).formData();
        text = String(parts.get("lead"));
        for (const part of parts.getAll("photo")) {
          if (typeof part === "string") continue;
          const photo = new Uint8Array(await part.arrayBuffer());
          photos.push({ type: sniffPhoto(photo), size: photo.byteLength, ...jpegSize(photo) });
        }
      }
      const idempotencyKey = request.headers["idempotency-key"] as string | undefined;
      if (contentType?.startsWith("application/x-www-form-urlencoded")) {
        received.push({
          contentType,
          body: Object.fromEntries(new URLSearchParams(text)),
          idempotencyKey,
          photos,
        });
        const site = request.headers.origin ?? "";
        response.writeHead(303, { Location: `${site}${leadPages.received}` }).end();
        return;
      }
      const body = JSON.parse(text) as { id: string };
      received.push({ contentType, body, idempotencyKey, photos });
      const ok = status >= 200 && status < 300;
      response
        .writeHead(status, { ...(corsOnPost ? cors : {}), "Content-Type": "application/json" })
        .end(
          JSON.stringify(
            ok ? ({ received: true, id: body.id } satisfies LeadReceipt) : { error: "Refused" },
          ),
        );
      return;
    }
    response.writeHead(404, cors).end();
  });

  // The port is the one the lead build posts to, shared by every test file that sends leads;
  // test files run side by side, so one waits here until the test before has closed its server.
  const deadline = Date.now() + 60_000;
  for (;;) {
    const listening = await new Promise<boolean>((resolve, reject) => {
      server.once("error", (error: NodeJS.ErrnoException) =>
        error.code === "EADDRINUSE" && Date.now() < deadline ? resolve(false) : reject(error),
      );
      server.listen(port, "127.0.0.1", () => resolve(true));
    });
    if (listening) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }

  return {
    received,
    events,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/**
 * The one lead endpoint's port is the build's (LEAD_ENDPOINT), and the engines' test files run
 * side by side: a test takes the endpoint for itself until it ends, so that no other engine's
 * test can take the port between its own two answers (refusing, then taking) and have its page's
 * sends answered by the other's. Takers queue in turn (a ticket file each, oldest first): a file
 * whose tests follow one another at once would otherwise take it again before a waiting one in
 * another file saw it free, for as long as its tests last. A ticket of a process that is gone is
 * removed.
 */
async function takeEndpoint(port: number): Promise<() => void> {
  const queue = path.join(tmpdir(), `lead-endpoint-${port}.queue`);
  mkdirSync(queue, { recursive: true });
  const ticket = `${String(Date.now()).padStart(15, "0")}-${process.pid}-${Math.random().toString(36).slice(2)}`;
  writeFileSync(path.join(queue, ticket), "");
  const release = () => rmSync(path.join(queue, ticket), { force: true });
  const alive = (name: string) => {
    try {
      process.kill(Number(name.split("-")[1]), 0);
      return true;
    } catch {
      rmSync(path.join(queue, name), { force: true });
      return false;
    }
  };
  const deadline = Date.now() + 50_000;
  for (;;) {
    const first = readdirSync(queue).sort().find(alive);
    if (first === ticket) return release;
    if (Date.now() > deadline) {
      release();
      throw new Error(`the lead endpoint on port ${port} stayed taken (queue: ${first})`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * For a describe block whose tests send leads: the site built with a lead endpoint, and `start`,
 * which runs the endpoint answering `status` (closing the one before) until the test ends; the
 * endpoint is the test's alone from its first `start` to its end.
 */
export function leadEndpointPerTest() {
  let running: Awaited<ReturnType<typeof startLeadServer>> | undefined;
  let release: (() => void) | undefined;
  afterEach(async () => {
    await running?.close();
    running = undefined;
    release?.();
    release = undefined;
  });
  return {
    siteURL: inject("leadSiteURL"),
    async start(status = 200, options: Omit<LeadServerOptions, "status"> = {}) {
      release ??= await takeEndpoint(inject("leadPort"));
      await running?.close();
      running = await startLeadServer(inject("leadPort"), { status, ...options });
      return running;
    },
  };
}
