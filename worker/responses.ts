import { cacheControl, securityHeaders, workerPolicies } from "../deploy/policy";
import { notFoundPath } from "../deploy/policy";
import type { Env } from "./env";

/**
 * What every answer of the Worker carries, like every file of the site: the security headers
 * of deploy/policy.ts, and a content security policy; an answer that is not a page (JSON, CSV,
 * a redirect) gets one that lets nothing load or run.
 */
export const nothingAllowed: string = workerPolicies.nothing.csp;

export function secured(init: HeadersInit = {}, csp = nothingAllowed): Headers {
  const headers = new Headers(init);
  for (const [name, value] of Object.entries(securityHeaders)) {
    if (!headers.has(name)) headers.set(name, value);
  }
  if (!headers.has("Content-Security-Policy")) headers.set("Content-Security-Policy", csp);
  return headers;
}

/** An answer that holds personal details: never kept by a cache or the browser. */
export const privateAnswer = { "Cache-Control": cacheControl.private } as const;

export function json(body: unknown, status = 200, headers: HeadersInit = {}): Response {
  const all = secured(headers);
  all.set("Content-Type", "application/json; charset=utf-8");
  if (!all.has("Cache-Control")) all.set("Cache-Control", privateAnswer["Cache-Control"]);
  return new Response(JSON.stringify(body), { status, headers: all });
}

/** See Other: where a form post ends (Post/Redirect/Get). */
export function seeOther(location: string, headers: HeadersInit = {}): Response {
  const all = secured(headers);
  all.set("Location", location);
  all.set("Cache-Control", privateAnswer["Cache-Control"]);
  return new Response(null, { status: 303, headers: all });
}

/** A static file of the build, as the site serves it (its `_headers` rules applied). */
export function asset(env: Env, request: Request, path: string): Promise<Response> {
  return env.ASSETS.fetch(new Request(new URL(path, request.url), { method: "GET" }));
}

/**
 * The not-found page with status 404, for any path that is neither a file of the build nor one
 * of the Worker's, `/404` itself included: its own content security policy comes with it.
 */
export async function notFound(env: Env, request: Request): Promise<Response> {
  const page = await asset(env, request, notFoundPath);
  const headers = secured(page.headers);
  headers.set("Cache-Control", cacheControl.revalidate);
  headers.delete("ETag");
  return new Response(request.method === "HEAD" ? null : page.body, { status: 404, headers });
}
