/**
 * A quote request's status page's address, `/job/<token>` on the lead service's origin: the
 * token is 256 random bits, so the address cannot be guessed (worker/job-page.tsx).
 */

export const jobPathPrefix = "/job/";

/** A new status page's token: 32 random bytes, URL-safe. */
export function newStatusToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return btoa(String.fromCharCode(...bytes))
    .replaceAll("+", "-")
    .replaceAll("/", "_")
    .replace(/=+$/, "");
}

/** The status page's address on an origin. */
export const jobUrl = (origin: string, token: string) => `${origin}${jobPathPrefix}${token}`;
