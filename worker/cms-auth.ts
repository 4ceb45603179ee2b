import type { Env } from "./env";
import { workerPolicies } from "../deploy/policy";
import { privateAnswer, secured } from "./responses";
import { randomToken as newRandomToken } from "./status-token";

/**
 * The site editor's GitHub sign-in (/admin, Decap CMS's GitHub backend): the OAuth exchange the
 * editor's sign-in window runs through, on the site's own Worker rather than a service of its
 * own. `/api/cms/auth` sends the window to GitHub with a one-time state (kept in a cookie
 * scoped to these two paths), and `/api/cms/callback` checks the state, trades GitHub's code
 * for a token and hands the token to the editor window that opened it, and to no other origin.
 *
 * Needs a GitHub OAuth app whose callback URL is <site>/api/cms/callback: its client id as
 * GITHUB_CLIENT_ID (wrangler.jsonc `vars`) and its secret as GITHUB_CLIENT_SECRET
 * (`npx wrangler secret put GITHUB_CLIENT_SECRET`). docs/editing-the-site.md, "Editing the site online".
 */
export const cmsAuthPath = "/api/cms/auth";
export const cmsCallbackPath = "/api/cms/callback";

const stateCookie = "cms_oauth_state";
const githubAuthorize = "https://github.com/login/oauth/authorize";
const githubToken = "https://github.com/login/oauth/access_token";

function page(status: number, body: string, script?: { code: string; nonce: string }): Response {
  const headers = secured(
    {
      "Content-Type": "text/html; charset=utf-8",
      ...privateAnswer,
      ...workerPolicies.signIn.headers,
    },
    workerPolicies.signIn.csp(script?.nonce),
  );
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="robots" content="noindex"><title>Site editor sign-in</title></head><body><p>${body}</p>${
    script ? `<script nonce="${script.nonce}">${script.code}</script>` : ""
  }</body></html>`;
  return new Response(html, { status, headers });
}

/** Text as HTML shows it, never as markup: what GitHub says is not ours to trust. */
export const escapeHtml = (text: string) =>
  String(text).replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!,
  );

const notSetUp = () =>
  page(
    503,
    "The site editor's GitHub sign-in is not set up: set GITHUB_CLIENT_ID (for example GITHUB_CLIENT_ID=Ov23liExample in wrangler.jsonc) and the secret GITHUB_CLIENT_SECRET (npx wrangler secret put GITHUB_CLIENT_SECRET).",
  );

const randomToken = () => newRandomToken(24);

function cookieValue(request: Request, name: string): string | null {
  const cookies = request.headers.get("Cookie") ?? "";
  for (const part of cookies.split(";")) {
    const [key, ...value] = part.trim().split("=");
    if (key === name) return value.join("=");
  }
  return null;
}

export async function cmsAuth(request: Request, env: Env): Promise<Response> {
  if (request.method !== "GET") return page(405, "Sign in from the site editor.");
  if (!env.GITHUB_CLIENT_ID || !env.GITHUB_CLIENT_SECRET) return notSetUp();
  const url = new URL(request.url);
  const callback = `${url.origin}${cmsCallbackPath}`;

  if (url.pathname === cmsAuthPath) {
    const state = randomToken();
    const to = new URL(githubAuthorize);
    to.searchParams.set("client_id", env.GITHUB_CLIENT_ID);
    to.searchParams.set("redirect_uri", callback);
    // Decap asks for "repo" (or "public_repo"); nothing wider is ever granted.
    to.searchParams.set(
      "scope",
      url.searchParams.get("scope") === "public_repo" ? "public_repo" : "repo",
    );
    to.searchParams.set("state", state);
    const headers = secured({ Location: to.href, ...privateAnswer });
    headers.append(
      "Set-Cookie",
      `${stateCookie}=${state}; Path=/api/cms; Max-Age=600; HttpOnly; Secure; SameSite=Lax`,
    );
    return new Response(null, { status: 302, headers });
  }

  const state = url.searchParams.get("state");
  const code = url.searchParams.get("code");
  if (!state || !code || state !== cookieValue(request, stateCookie)) {
    return page(
      400,
      "This sign-in has expired or did not start here. Close this window and sign in again from the site editor.",
    );
  }
  const answer = await fetch(githubToken, {
    method: "POST",
    headers: { Accept: "application/json", "Content-Type": "application/json" },
    body: JSON.stringify({
      client_id: env.GITHUB_CLIENT_ID,
      client_secret: env.GITHUB_CLIENT_SECRET,
      code,
      redirect_uri: callback,
    }),
  });
  const body = (await answer.json().catch(() => ({}))) as {
    access_token?: string;
    error_description?: string;
  };
  if (!answer.ok || !body.access_token) {
    return page(
      502,
      `GitHub did not sign you in (${escapeHtml(body.error_description ?? `it answered ${answer.status}`)}). Close this window and try again.`,
    );
  }
  // Decap's handshake: the window says it is authorizing; the editor answers from its origin,
  // and only an answer from this site's own origin is given the token.
  const message = `authorization:github:success:${JSON.stringify({ token: body.access_token, provider: "github" })}`;
  const code_ = `(function(){var origin=${JSON.stringify(url.origin)};function receive(e){if(e.origin!==origin)return;window.removeEventListener("message",receive);window.opener.postMessage(${JSON.stringify(message)},origin);}window.addEventListener("message",receive);window.opener&&window.opener.postMessage("authorizing:github",origin);})();`;
  const headers = new Headers();
  const response = page(200, "Signed in. This window closes itself.", {
    code: code_,
    nonce: randomToken(),
  });
  for (const [k, v] of response.headers) headers.set(k, v);
  headers.append(
    "Set-Cookie",
    `${stateCookie}=; Path=/api/cms; Max-Age=0; HttpOnly; Secure; SameSite=Lax`,
  );
  return new Response(response.body, { status: 200, headers });
}
