import { describe, expect, it } from "vitest";
import { drainLimit, ipv6Prefix64, readBody, senderKey } from "./requests";

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
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent++ === count) controller.close();
      else controller.enqueue(new TextEncoder().encode("é".repeat(size / 2)));
    },
  });
  return Object.assign(stream, { pulled: () => sent });
};

describe("reading a body", () => {
  it("reads a body up to the limit, in UTF-8", async () => {
    expect(await readBody(post('{"name":"Zoë"}'), 100)).toBe('{"name":"Zoë"}');
    expect(await readBody(post(pieces(4, 1000)), 4000)).toBe("é".repeat(2000));
  });

  it("stops at the limit, whether the body says its length or is streamed without one", async () => {
    expect(await readBody(post("x".repeat(101), { "Content-Length": "101" }), 100)).toBeNull();
    // 40 MB offered in 1 kB pieces: what is a little over the limit is read and dropped, and
    // reading stops there.
    const body = pieces(40_000, 1000);
    expect(await readBody(post(body), 4000)).toBeNull();
    expect(body.pulled() * 1000).toBeLessThanOrEqual(drainLimit(4000) + 2000);
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
