import { afterEach, describe, expect, it, vi } from "vitest";
import { cmsAuth } from "./cms-auth";
import type { Env } from "./env";

const env = { GITHUB_CLIENT_ID: "Ov23liTest", GITHUB_CLIENT_SECRET: "shh" } as Env;
const site = "https://www.gtamobileautoglass.ca";

afterEach(() => vi.unstubAllGlobals());

async function start() {
  const response = await cmsAuth(
    new Request(`${site}/api/cms/auth?provider=github&scope=repo`),
    env,
  );
  const location = new URL(response.headers.get("Location")!);
  const cookie = response.headers.get("Set-Cookie")!;
  return { response, location, cookie, state: location.searchParams.get("state")! };
}

describe("the site editor's GitHub sign-in", () => {
  it("sends the window to GitHub with the app, its callback on this site and a one-time state", async () => {
    const { response, location, cookie, state } = await start();
    expect(response.status).toBe(302);
    expect(location.origin + location.pathname).toBe("https://github.com/login/oauth/authorize");
    expect(location.searchParams.get("client_id")).toBe("Ov23liTest");
    expect(location.searchParams.get("redirect_uri")).toBe(`${site}/api/cms/callback`);
    expect(location.searchParams.get("scope")).toBe("repo");
    expect(state).toMatch(/^[\w-]{32}$/);
    expect(cookie).toBe(
      `cms_oauth_state=${state}; Path=/api/cms; Max-Age=600; HttpOnly; Secure; SameSite=Lax`,
    );
    expect(response.headers.get("Cache-Control")).toBe("no-store");
  });

  it("refuses a callback whose state is not the one it gave", async () => {
    const { state } = await start();
    const fetcher = vi.fn();
    vi.stubGlobal("fetch", fetcher);
    const response = await cmsAuth(
      new Request(`${site}/api/cms/callback?code=c0de&state=${state}`, {
        headers: { Cookie: "cms_oauth_state=someone-elses" },
      }),
      env,
    );
    expect(response.status).toBe(400);
    expect(await response.text()).toContain("sign in again from the site editor");
    expect(fetcher).not.toHaveBeenCalled();
  });

  it("trades the code for a token and gives it only to an editor on this site's origin", async () => {
    const { state } = await start();
    const fetcher = vi.fn(async () => Response.json({ access_token: "gho_token123" }));
    vi.stubGlobal("fetch", fetcher);
    const response = await cmsAuth(
      new Request(`${site}/api/cms/callback?code=c0de&state=${state}`, {
        headers: { Cookie: `other=1; cms_oauth_state=${state}` },
      }),
      env,
    );
    expect(response.status).toBe(200);
    const [url, init] = fetcher.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("https://github.com/login/oauth/access_token");
    expect(JSON.parse(init.body as string)).toEqual({
      client_id: "Ov23liTest",
      client_secret: "shh",
      code: "c0de",
      redirect_uri: `${site}/api/cms/callback`,
    });
    const html = await response.text();
    expect(html).toContain(
      'authorization:github:success:{\\"token\\":\\"gho_token123\\",\\"provider\\":\\"github\\"}',
    );
    expect(html).toContain(`if(e.origin!==origin)return`);
    expect(html).toContain(`var origin="${site}"`);
    const nonce = /<script nonce="([^"]+)">/.exec(html)![1];
    expect(response.headers.get("Content-Security-Policy")).toContain(
      `script-src 'nonce-${nonce}'`,
    );
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    expect(response.headers.get("Set-Cookie")).toContain(
      "cms_oauth_state=; Path=/api/cms; Max-Age=0",
    );
  });

  it("shows GitHub's reason for a refusal as text, never as markup", async () => {
    const { state } = await start();
    const reason = '<img src=x onerror="alert(1)"> & <script>steal()</script>';
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => Response.json({ error_description: reason }, { status: 400 })),
    );
    const response = await cmsAuth(
      new Request(`${site}/api/cms/callback?code=c0de&state=${state}`, {
        headers: { Cookie: `cms_oauth_state=${state}` },
      }),
      env,
    );
    expect(response.status).toBe(502);
    const html = await response.text();
    expect(html).not.toContain("<img");
    expect(html).not.toContain("<script>");
    expect(html).toContain(
      "(&lt;img src=x onerror=&quot;alert(1)&quot;&gt; &amp; &lt;script&gt;steal()&lt;/script&gt;)",
    );
  });

  it("says which settings are missing when it is not set up", async () => {
    const response = await cmsAuth(new Request(`${site}/api/cms/auth`), {} as Env);
    expect(response.status).toBe(503);
    const text = await response.text();
    expect(text).toContain("set GITHUB_CLIENT_ID (for example GITHUB_CLIENT_ID=");
    expect(text).toContain("GITHUB_CLIENT_SECRET");
  });
});
