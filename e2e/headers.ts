import { createHash } from "node:crypto";
import { expect } from "vitest";
import { privatePageHeaders, securityHeaders } from "../deploy/policy";

/** A content security policy as directive name to its sources. */
export function parseCsp(header: string | null): Map<string, string[]> {
  const directives = new Map<string, string[]>();
  for (const part of (header ?? "").split(";")) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) directives.set(name, sources);
  }
  return directives;
}

/**
 * The hash sources of the inline scripts a browser would run in some markup, worked out here
 * rather than by the build's own code: scripts without `src` that are not JSON data blocks.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attrs = "", code = ""] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
    if (/\ssrc=/.test(attrs) || /\stype="application\/(ld\+)?json"/.test(attrs)) continue;
    hashes.add(`'sha256-${createHash("sha256").update(code).digest("base64")}'`);
  }
  return [...hashes];
}

/**
 * Every header of deploy/policy.ts's `securityHeaders`, with its value, none of its
 * `privatePageHeaders`, and a policy (unless
 * `policy` is false: Cloudflare's own redirects carry the headers every path gets, and no policy,
 * as a redirect has nothing to show).
 */
export function expectSecurityHeaders(response: Response, label: string, { policy = true } = {}) {
  for (const [name, value] of Object.entries(securityHeaders)) {
    expect(response.headers.get(name), `${label}: ${name}`).toBe(value);
  }
  // Public answers only: what privatePageHeaders adds costs a phone a new process on arrival.
  for (const name of Object.keys(privatePageHeaders)) {
    expect(response.headers.get(name), `${label}: no ${name}`).toBeNull();
  }
  if (!policy) return;
  const csp = parseCsp(response.headers.get("content-security-policy"));
  expect(csp.get("default-src"), `${label}: default-src`).toEqual(["'self'"]);
  expect(csp.get("frame-ancestors"), `${label}: frame-ancestors`).toEqual(["'none'"]);
}
