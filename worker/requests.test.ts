import { describe, expect, it } from "vitest";
import { edgeBodyLimit, ipv6Prefix64, isLoopback, readBody, senderKey } from "./requests";

const post = (body: BodyInit, headers: Record<string, string> = {}) =>
  new Request("https://leads.example.ca/api/leads", {
    method: "POST",
    body,
    headers,
    duplex: "half",
  } as RequestInit);

/** A body streamed in pieces, with no length given beforehand; `pulled` counts the pieces read. */
const pieces = (count: number, size: number) => {
  let sent = 0;
  const stream = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        if (sent++ === count) controller.close();
        else controller.enqueue(new TextEncoder().encode("é".repeat(size / 2)));
      },
    },
    // Nothing pulled until it is read.
    { highWaterMark: 0 },
  );
  return Object.assign(stream, { pulled: () => sent });
};

describe("reading a body", () => {
  it("reads a body up to the limit, in UTF-8", async () => {
    expect(await readBody(post('{"name":"Zoë"}'), 100)).toBe('{"name":"Zoë"}');
    expect(await readBody(post(pieces(4, 1000)), 4000)).toBe("é".repeat(2000));
  });

  it("refuses a body whose length is over the limit without reading any of it", async () => {
    // Touched at all, partly read or cancelled, it would break wrangler's connection to the
    // Worker locally (the next request answered 503); untouched, wrangler reads it to its end.
    const body = pieces(1000, 1000);
    const request = post(body, { "Content-Length": String(1000 * 1000) });
    expect(await readBody(request, 4000)).toBeNull();
    expect(body.pulled()).toBe(0);
    expect(request.bodyUsed).toBe(false);
    expect(request.body!.locked).toBe(false);
  });

  it("reads a body without a length to its end, and refuses it past the limit", async () => {
    // 1 MB in 1 kB pieces: all of it read, none of it kept.
    const body = pieces(1000, 1000);
    expect(await readBody(post(body), 4000)).toBeNull();
    expect(body.pulled()).toBe(1001);
  });

  it("cuts a body without a length off only past the most Cloudflare's edge passes", async () => {
    let sent = 0;
    const piece = new Uint8Array(1024 * 1024);
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        sent += piece.byteLength;
        controller.enqueue(piece);
      },
    });
    expect(await readBody(post(endless), 4000)).toBeNull();
    expect(sent).toBeGreaterThan(edgeBodyLimit);
    expect(sent).toBeLessThanOrEqual(edgeBodyLimit + 2 * piece.byteLength);
  });
});

describe("the sender a rate limit counts", () => {
  const sender = (address?: string) =>
    senderKey(
      new Request("https://x.example", address ? { headers: { "CF-Connecting-IP": address } } : {}),
    );

  it("is the IPv4 address the edge gives, whole", () => {
    expect(sender("203.0.113.9")).toBe("203.0.113.9");
    expect(sender("::ffff:203.0.113.9")).toBe("203.0.113.9");
    expect(sender()).toBeNull();
  });

  it("is an IPv6 address's /64, however the address is written", () => {
    const home = "2001:0db8:0001:0002::/64";
    for (const address of [
      "2001:db8:1:2::1",
      "2001:db8:1:2:aaaa:bbbb:cccc:dddd",
      "2001:0DB8:0001:0002:0:0:0:1",
      "[2001:db8:1:2::5]",
    ]) {
      expect(sender(address), address).toBe(home);
    }
    expect(sender("2001:db8:1:3::1")).not.toBe(home);
    expect(ipv6Prefix64("2001:db8::1")).toBe("2001:0db8:0000:0000::/64");
    expect(ipv6Prefix64("::1")).toBe("0000:0000:0000:0000::/64");
  });
});

describe("this computer's own address", () => {
  it("is 127.0.0.1 or ::1, and no other address of 127.0.0.0/8", () => {
    for (const address of ["127.0.0.1", "::1"]) expect(isLoopback(address), address).toBe(true);
    // As the lead service asks it: of the key a rate limit counts.
    for (const address of ["127.0.0.1", "::1", "::ffff:127.0.0.1"]) {
      const request = new Request("https://x.example", {
        headers: { "CF-Connecting-IP": address },
      });
      expect(isLoopback(senderKey(request)!), address).toBe(true);
    }
    for (const address of ["127.0.0.9", "127.1.2.3", "198.51.100.7", "2001:db8::1", "::2:1"]) {
      expect(isLoopback(address), address).toBe(false);
    }
  });
});
