/**
 * What every endpoint of the Worker reads of a request, bounded: its body up to a limit, and who
 * sent it, as the rate limits count senders.
 */

/**
 * The largest body Cloudflare's edge passes to the Worker on the free and pro plans (100 MB;
 * business 200 MB, enterprise 500 MB): it refuses a larger one with 413 before the Worker runs,
 * and so does `npm start`'s edge (scripts/local-edge.mjs).
 */
export const edgeBodyLimit = 100 * 1024 * 1024;

/**
 * Reads at most `limit` bytes of the body, whether it says its length or not; null past it.
 *
 * A body whose Content-Length is over the limit is refused unread: nothing of it is touched,
 * and `wrangler dev` reads an untouched body to its end after the answer, as it must, since a
 * body it leaves partly read or cancelled breaks its connection to the Worker and the next
 * request is answered 503 ("Your worker restarted mid-request"). A body that does not say its
 * length is read to its end, keeping nothing past `limit`, up to the most the edge passes
 * (`edgeBodyLimit`), and cut off only past that, which neither edge lets through.
 */
export async function readBytes(
  request: Request,
  limit: number,
): Promise<Uint8Array<ArrayBuffer> | null> {
  if (Number(request.headers.get("Content-Length")) > limit) return null;
  if (!request.body) return new Uint8Array();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > Math.max(limit, edgeBodyLimit)) {
      await reader.cancel().catch(() => {});
      return null;
    }
    if (size <= limit) chunks.push(value);
  }
  if (size > limit) return null;
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

/** The body as text, read as `readBytes` reads it. */
export async function readBody(request: Request, limit: number): Promise<string | null> {
  const bytes = await readBytes(request, limit);
  return bytes === null ? null : new TextDecoder().decode(bytes);
}

/**
 * Whether the sender (an address, or the key `senderKey` makes of it) is this computer's own
 * address, 127.0.0.1 or ::1: the product run here (`npm start`, its edge sets the address it
 * was reached from), which no rate limit counts. Only those two: another address of 127.0.0.0/8
 * is another sender, as the tests' distinct senders are. `senderKey` writes ::1 as its /64,
 * ::/64, which holds no other address a client can send from.
 */
export const isLoopback = (address: string) => selfAddresses.has(address);
const selfAddresses = new Set(["127.0.0.1", "::1", ipv6Prefix64("::1")]);

/**
 * The sender a rate limit counts: the address Cloudflare's edge puts on every request
 * (`CF-Connecting-IP`, which a client cannot set through the edge), an IPv6 address by its /64,
 * since one home or phone is given a whole /64 and could send from a new address each time.
 * Null when there is none (a request that did not come through the edge).
 */
export function senderKey(request: Request): string | null {
  const address = request.headers.get("CF-Connecting-IP")?.trim();
  if (!address) return null;
  // An IPv4 address, or one written as IPv6 (::ffff:192.0.2.1), is counted whole.
  const ipv4 = /(?:^|:)(\d{1,3}(?:\.\d{1,3}){3})$/.exec(address);
  if (ipv4) return ipv4[1]!;
  return address.includes(":") ? ipv6Prefix64(address) : address;
}

/** The first four groups of an IPv6 address, written out in full: its /64 network. */
export function ipv6Prefix64(address: string): string {
  const plain = address
    .replace(/^\[|\]$/g, "")
    .split("%")[0]!
    .toLowerCase();
  const [head = "", tail] = plain.split("::");
  const groups = (part: string) => (part ? part.split(":") : []);
  const filled =
    tail === undefined
      ? groups(head)
      : [
          ...groups(head),
          ...Array<string>(Math.max(0, 8 - groups(head).length - groups(tail).length)).fill("0"),
          ...groups(tail),
        ];
  const four = filled.slice(0, 4).map((group) => group.padStart(4, "0"));
  while (four.length < 4) four.push("0000");
  return `${four.join(":")}::/64`;
}

/**
 * Whether a browser says another site's page sent this request: its Origin names another, or
 * its Sec-Fetch-Site says cross-site or same-site. A page under Referrer-Policy: no-referrer
 * posts with Origin "null", which says nothing either way.
 */
export function sentFromAnotherSite(request: Request): boolean {
  const origin = request.headers.get("Origin");
  if (origin && origin !== "null" && origin !== new URL(request.url).origin) return true;
  const site = request.headers.get("Sec-Fetch-Site");
  return site === "cross-site" || site === "same-site";
}
