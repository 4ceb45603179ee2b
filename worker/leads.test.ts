import { describe, expect, it } from "vitest";
import { readBody } from "./leads";

const post = (body: BodyInit, headers: Record<string, string> = {}) =>
  new Request("https://leads.example.ca/api/leads", {
    method: "POST",
    body,
    headers,
    duplex: "half",
  } as RequestInit);

/** A body streamed in pieces, with no length given beforehand. */
const pieces = (count: number, size: number) => {
  let sent = 0;
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent++ === count) controller.close();
      else controller.enqueue(new TextEncoder().encode("é".repeat(size / 2)));
    },
  });
};

describe("reading a lead's body", () => {
  it("reads a body up to the limit, in UTF-8", async () => {
    expect(await readBody(post('{"name":"Zoë"}'), 100)).toBe('{"name":"Zoë"}');
    expect(await readBody(post(pieces(4, 1000)), 4000)).toBe("é".repeat(2000));
  });

  it("stops at the limit, whether the body says its length or is streamed without one", async () => {
    expect(await readBody(post("x".repeat(101), { "Content-Length": "101" }), 100)).toBeNull();
    expect(await readBody(post(pieces(5, 1000)), 4000)).toBeNull();
  });
});
