// What nginx does beyond the conformance suite every server passes (e2e/server.e2e.ts): the
// compressed twins and revalidation by ETag. (The forms of a host without the lead service are the
// cross-engine suite's, e2e/engines/suite.ts, which runs against this build in every engine.)
import { readFile } from "node:fs/promises";
import path from "node:path";
import { describe, expect, inject, it } from "vitest";
import { locationPath, locationPages } from "../app/data/site-pages";
import { leadServicePath } from "../core/config/site";
import { leadPages } from "../core/rules/leads";
import { cacheControl } from "../deploy/policy";
import { staticURL } from "./browser";
import { expectSecurityHeaders, parseCsp } from "./headers";

const client = path.resolve("build/client");
const get = (pathname: string, headers: Record<string, string> = {}) =>
  fetch(`${staticURL}${pathname}`, { redirect: "manual", headers });

/** The largest hashed script the home page refers to: React's client, shared by every island. */
async function hashedScript(): Promise<string> {
  const html = await (await get("/")).text();
  const script = html.match(/\/assets\/client\.[^"]+\.js/)?.[0];
  expect(script).toBeTruthy();
  return script!;
}

describe("nginx", () => {
  it("sends a hashed script brotli- or gzip-compressed as asked, cached for a year", async () => {
    const script = await hashedScript();
    const original = await readFile(path.join(client, script));
    for (const [accept, encoding] of [
      ["br, gzip", "br"],
      ["gzip, deflate", "gzip"],
      ["br;q=0, gzip", "gzip"],
      ["identity", null],
    ] as const) {
      const response = await get(script, { "accept-encoding": accept });
      expect(response.status, accept).toBe(200);
      expect(response.headers.get("content-encoding"), accept).toBe(encoding);
      expect(response.headers.get("vary"), accept).toBe("Accept-Encoding");
      expect(response.headers.get("cache-control"), accept).toBe(cacheControl.immutable);
      const length = Number(response.headers.get("content-length"));
      if (encoding) expect(length, accept).toBeLessThan(original.length / 3);
      else expect(length, accept).toBe(original.length);
      // fetch decodes the body: it must be the script itself.
      expect(Buffer.from(await response.arrayBuffer()).equals(original), accept).toBe(true);
    }
  });

  it("sends pages and other unhashed files compressed, to be revalidated on every use", async () => {
    const { slug } = locationPages()[0]!.location;
    for (const pathname of ["/", "/about-us", locationPath(slug), "/sitemap.xml", "/favicon.svg"]) {
      const response = await get(pathname, { "accept-encoding": "br, gzip" });
      expect(response.status, pathname).toBe(200);
      expect(response.headers.get("content-encoding"), pathname).toBe("br");
      expect(response.headers.get("cache-control"), pathname).toBe(cacheControl.revalidate);
      const etag = response.headers.get("etag");
      expect(etag, pathname).toBeTruthy();
      await response.arrayBuffer();

      const again = await get(pathname, { "accept-encoding": "br, gzip", "if-none-match": etag! });
      expect(again.status, pathname).toBe(304);
      expect(again.headers.get("cache-control"), pathname).toBe(cacheControl.revalidate);
    }
  });

  it("sends a form posted without JavaScript to a host without the lead service to the page that says so", async () => {
    const response = await fetch(`${staticURL}${leadServicePath}`, {
      method: "POST",
      body: "form=contact&name=Priya",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      redirect: "manual",
    });
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe(leadPages.notSent);
    expectSecurityHeaders(response, "POST to the lead service's path");
  });

  it("lets the forms of a build with a lead endpoint elsewhere reach it, and nothing else", async () => {
    const leadOrigin = `http://127.0.0.1:${inject("leadPort")}`;
    const response = await fetch(`${inject("leadSiteURL")}/contact-us`);
    const html = await response.text();
    const csp = parseCsp(response.headers.get("content-security-policy"));
    expect(csp.get("connect-src")).toEqual(["'self'", leadOrigin]);
    expect(csp.get("form-action")).toEqual(["'self'", `${leadOrigin}/leads`]);
    expect(html).toContain(`action="${leadOrigin}/leads"`);
  });

  it("gives redirects and assets a policy that allows no inline code", async () => {
    for (const pathname of ["/about-us/", await hashedScript()]) {
      const response = await get(pathname);
      await response.arrayBuffer();
      expect(parseCsp(response.headers.get("content-security-policy")).get("script-src")).toEqual([
        "'self'",
      ]);
    }
  });
});
