/**
 * What every endpoint of the Worker reads of a request, bounded: its body up to a limit, and who
 * sent it, as the rate limits count senders.
 */

/**
 * Reads at most `limit` bytes of the body, whether it says its length or not; null past it.
 *
 * A body a little over the limit is read to its end and dropped, so the client gets the refusal
 * on a connection still in step; one far over it (past `drainLimit`, or saying so in its
 * Content-Length) is cancelled at once, and the connection with it. Nothing past `limit` is kept
 * in memory, and nothing past `drainLimit` is read.
 */
export async function readBytes(
  request: Request,
  limit: number,
): Promise<Uint8Array<ArrayBuffer> | null> {
  const drain = drainLimit(limit);
  if (Number(request.headers.get("Content-Length")) > drain) {
    await request.body?.cancel().catch(() => {});
    return null;
  }
  if (!request.body) return new Uint8Array();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > drain) {
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

/** How much of a body over `limit` is read and dropped before it is cut off. */
export const drainLimit = (limit: number) => Math.max(4 * limit, 64 * 1024);

/** The body as text, read as `readBytes` reads it. */
export async function readBody(request: Request, limit: number): Promise<string | null> {
  const bytes = await readBytes(request, limit);
  return bytes === null ? null : new TextDecoder().decode(bytes);
}

/** 127.0.0.0/8 and ::1: this machine. */
export const isLoopback = (address: string) => /^127\./.test(address) || address === "::1";

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
