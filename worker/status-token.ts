/**
 * A quote request's status page's address, `/job/<token>` on the lead service's origin: the
 * token is 256 random bits, so the address cannot be guessed (worker/job-page.tsx).
 */

export const jobPathPrefix = "/job/";

/** Random bytes as URL-safe text: a token, a sign-in state, a page's script nonce. */
export function randomToken(length: number): string {
  const bytes = crypto.getRandomValues(new Uint8Array(length));
  return btoa(String.fromCharCode(...bytes))
    .replaceAll("+", "-")
    .replaceAll("/", "_")
    .replace(/=+$/, "");
}

/** A new status page's token: 32 random bytes, URL-safe. */
export const newStatusToken = (): string => randomToken(32);

/** The status page's address on an origin. */
export const jobUrl = (origin: string, token: string) => `${origin}${jobPathPrefix}${token}`;
