// What the HTTP tests of the lead service send it, as its clients do: a message or a quote
// request as JSON or as a form posted without JavaScript, a quote request with photos, and a
// request from another address of this machine, as the edge puts the sender on each request.
import { randomInt, randomUUID } from "node:crypto";
import { Agent, request } from "node:http";
import { leadServicePath } from "../core/config/site";
import { quotePost as quotePostOf } from "../worker/test-leads";
import { baseURL } from "./browser";

export const key = () => randomUUID().replaceAll("-", "");

/** A message as the contact form sends it, findable by `ref`. */
export function message(ref: string, id = key()) {
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
/** Closes the connections `sendFrom` kept open: for a test file's `afterAll`. */
export function closeSenders() {
  senders.forEach((agent) => agent.destroy());
  senders.clear();
}
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
export function sendFrom(
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
export const loopbackSender = () =>
  `127.${randomInt(1, 255)}.${randomInt(0, 256)}.${randomInt(1, 255)}`;

export type SendOptions = { site?: string; headers?: Record<string, string>; from?: string };

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

export function sendJson(body: unknown, options: SendOptions = {}) {
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

export function postForm(fields: Record<string, string>, options: SendOptions = {}) {
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
export const quotePost = (ref: string) => quotePostOf(`Two chips (${ref})`);

/** A small real JPEG, PNG or WebP, as the browser's shrinking makes them. */
export const tinyJpeg = new Uint8Array(
  Buffer.from(
    "/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAAgGBgcGBQgHBwcJCQgKDBQNDAsLDBkSEw8UHRofHh0aHBwgJC4nICIsIxwcKDcpLDAxNDQ0Hyc5PTgyPC4zNDL/wAALCAABAAEBAREA/8QAFAABAAAAAAAAAAAAAAAAAAAACf/EABQQAQAAAAAAAAAAAAAAAAAAAAD/2gAIAQEAAD8AKp//2Q==",
    "base64",
  ),
);

/** A quote request as the forms' script sends it with photos: JSON and photo parts. */
export function sendWithPhotos(
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
