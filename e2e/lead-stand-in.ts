import { createServer, type IncomingMessage, type Server } from "node:http";
import { eventsPath } from "../core/config/site";
import { slotsPath } from "../core/rules/leads";
import { bookingText, defaultAvailability } from "../core/data/booking";
import { openSlots } from "../core/rules/booking";
import { leadPages, type LeadReceipt } from "../core/rules/leads";
import { sniffPhoto } from "../core/rules/photos";

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
}

/** The engine a request came from, by its user agent: each engine's tests have a slot. */
export function engineOf(userAgent = ""): string {
  if (userAgent.includes(suiteChromiumMark)) return "chromium";
  if (/\bFirefox\//.test(userAgent)) return "firefox";
  if (/AppleWebKit/.test(userAgent) && !/Chrome\//.test(userAgent)) return "webkit";
  return "other";
}

/**
 * What the cross-engine suite's Chromium adds to its user agent, to be told from the other
 * Chromium tests of the run, which share the browser and the lead build.
 */
export const suiteChromiumMark = "cross-engine-suite";

/** The status page the stand-in's receipt for a quote request gives. */
export const standInJobPath = "/job/stand-in-status-page";

/** Where a test arms its engine's slot (POST, JSON options) and reads what it received (GET). */
const slotPath = /^\/__slot\/(\w+)$/;

interface Slot extends Required<LeadServerOptions> {
  received: ReceivedLead[];
  /** The counted taps the pages sent (`eventsPath` on this origin), as `event page` */
  events: string[];
}

/**
 * A stand-in for the lead service on another origin, on loopback, for the cross-engine suite
 * (the site under nginx, whose forms post to LEAD_ENDPOINT), run by the global setup for the
 * whole run. It answers the browser's CORS preflight, records every POST, answers a JSON send
 * with its slot's `status` (with the lead service's receipt when that is a success), and a form
 * posted without JavaScript with 303 See Other to the site's confirmation page; it answers the
 * windows open to book (`slotsPath`) from the availability, none taken; and it records
 * the taps the pages count, which go to the lead service's origin (`eventsPath`). Each engine
 * has a slot of its own (`engineOf`), which its test arms and reads (`leadEndpointPerTest`), so
 * the engines' files, run side by side, never wait for one another. The lead service itself is
 * tested in the real runtime (e2e/lead-service.e2e.ts).
 */
export async function startLeadStandIn(port: number) {
  const slots = new Map<string, Slot>();
  const slotOf = (request: IncomingMessage): Slot =>
    slots.get(engineOf(request.headers["user-agent"])) ?? {
      status: 200,
      received: [],
      events: [],
    };
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
    const slot = slotPath.exec(request.url ?? "")?.[1];
    if (slot && request.method === "POST") {
      const options = JSON.parse((await readBody(request)).toString("utf8")) as LeadServerOptions;
      slots.set(slot, { status: options.status ?? 200, received: [], events: [] });
      response.writeHead(204).end();
      return;
    }
    if (slot && request.method === "GET") {
      const { received = [], events = [] } = slots.get(slot) ?? {};
      response
        .writeHead(200, { "Content-Type": "application/json" })
        .end(JSON.stringify({ received, events }));
      return;
    }
    if (request.method === "OPTIONS") {
      response.writeHead(204, cors).end();
      return;
    }
    if (request.method === "GET" && request.url === slotsPath) {
      // Every window the availability opens, none taken: what to hold is the lead service's.
      const slots = openSlots(defaultAvailability, bookingText, new Map(), new Date());
      response
        .writeHead(200, { ...cors, "Content-Type": "application/json" })
        .end(JSON.stringify({ slots }));
      return;
    }
    if (request.method === "POST" && request.url === eventsPath) {
      const body = new URLSearchParams((await readBody(request)).toString("utf8"));
      slotOf(request).events.push(`${body.get("event")} ${body.get("page")}`);
      response.writeHead(204).end();
      return;
    }
    if (request.method === "POST" && request.url === "/leads") {
      const { received, status } = slotOf(request);
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
      const body = JSON.parse(text) as { id: string; form: string };
      received.push({ contentType, body, idempotencyKey, photos });
      const ok = status >= 200 && status < 300;
      // A quote request's receipt gives its status page, as the lead service's does.
      const statusPage =
        body.form === "quote" ? { status: `http://${request.headers.host}${standInJobPath}` } : {};
      response
        .writeHead(status, { ...cors, "Content-Type": "application/json" })
        .end(
          JSON.stringify(
            ok
              ? ({ received: true, id: body.id, ...statusPage } satisfies LeadReceipt)
              : { error: "Refused" },
          ),
        );
      return;
    }
    response.writeHead(404, cors).end();
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  return {
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
