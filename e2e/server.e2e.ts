import { readFile } from "node:fs/promises";
import path from "node:path";
import { describe, expect, inject, it } from "vitest";
import { locationPath, locationPages, sitePaths } from "~/data/site-pages";
import { mapEmbedUrl } from "~/lib/maps";
import { cacheControl, securityHeaders } from "../deploy/policy";
import { baseURL, connectBrowser, visit } from "./browser";
import { expectSecurityHeaders, inlineScriptHashes, parseCsp } from "./headers";

const browser = connectBrowser();

describe("not-found page", () => {
  it("answers an unknown path with status 404, its texts and a console error", async () => {
    const page = await browser.newPage("mobile");
    const errors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    const response = await visit(page, "/no-such-page/here");
    expect(response?.status()).toBe(404);
    expect(await page.getByText("404", { exact: true }).isVisible()).toBe(true);
    expect(
      await page.getByRole("heading", { level: 1, name: "Oops! Page not found" }).isVisible(),
    ).toBe(true);
    const deadline = Date.now() + 5_000;
    while (!errors.some((e) => e.includes("/no-such-page/here")) && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 50));
    }
    expect(errors.filter((e) => e.includes("/no-such-page/here"))).toHaveLength(1);

    await page.getByRole("link", { name: "Return to Home" }).click();
    await page.waitForURL((url) => url.pathname === "/");
    expect(await page.getByRole("heading", { level: 1 }).count()).toBe(1);
  });

  it("is the not-found page for an unknown page under a known section too", async () => {
    const response = await fetch(`${baseURL}/services/no-such-service`);
    expect(response.status).toBe(404);
    expect(await response.text()).toContain("Oops! Page not found");
  });
});

describe("production server", () => {
  it("redirects /locations/<slug> permanently to /location/<slug>", async () => {
    for (const { slug } of locationPages().map((p) => p.location)) {
      const response = await fetch(`${baseURL}/locations/${slug}`, { redirect: "manual" });
      expect(response.status).toBe(301);
      expect(new URL(response.headers.get("location") ?? "", baseURL).pathname).toBe(
        locationPath(slug),
      );
    }
    const page = await browser.newPage("desktop");
    const response = await page.goto("/locations/north-york-auto-glass");
    expect(response?.status()).toBe(200);
    expect(new URL(page.url()).pathname).toBe("/location/north-york-auto-glass");
  });

  it("compresses pages and scripts, and caches hashed assets for a year", async () => {
    const html = await fetch(`${baseURL}/`, { headers: { "accept-encoding": "gzip, br" } });
    expect(html.headers.get("content-encoding")).toMatch(/gzip|br/);
    expect(html.headers.get("cache-control")).not.toMatch(/immutable/);

    const body = await html.text();
    const script = body.match(/\/assets\/[^"]+\.js/)?.[0];
    const style = body.match(/\/assets\/[^"]+\.css/)?.[0];
    expect(script).toBeTruthy();
    expect(style).toBeTruthy();
    for (const asset of [script, style]) {
      const response = await fetch(`${baseURL}${asset}`, {
        headers: { "accept-encoding": "gzip" },
      });
      expect(response.status).toBe(200);
      expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
      expect(response.headers.get("content-encoding")).toBe("gzip");
    }
  });

  it("serves a page at its path with or without a trailing slash", async () => {
    const response = await fetch(`${baseURL}/about-us/`);
    expect(response.status).toBe(200);
    expect(new URL(response.url).pathname).toBe("/about-us");
  });
});

describe("security headers", () => {
  const mapsOrigin = new URL(mapEmbedUrl({ lat: 0, lng: 0 })).origin;

  it("every page, the not-found page and the assets carry the security headers", async () => {
    const home = await (await fetch(`${baseURL}/`)).text();
    const script = home.match(/\/assets\/[^"]+\.js/)?.[0];
    const samples = [...sitePaths(), "/no-such-page", `${script}`, "/favicon.svg"];
    for (const sample of samples) {
      const response = await fetch(`${baseURL}${sample}`, { redirect: "manual" });
      await response.arrayBuffer();
      expect(response.status, sample).toBe(sample === "/no-such-page" ? 404 : 200);
      expectSecurityHeaders(response, sample);
    }
  });

  it("each page's policy allows exactly its own inline scripts, and nothing unsafe", async () => {
    for (const pagePath of [...sitePaths(), "/no-such-page"]) {
      const response = await fetch(`${baseURL}${pagePath}`);
      const html = await response.text();
      const header = response.headers.get("content-security-policy") ?? "";
      const csp = parseCsp(header);
      const ownScripts = inlineScriptHashes(html);
      expect(new Set(csp.get("script-src")), pagePath).toEqual(new Set(["'self'", ...ownScripts]));
      expect(header, pagePath).not.toMatch(/'unsafe-inline'|'unsafe-eval'|\*/);
      expect(csp.get("style-src"), pagePath).toEqual(["'self'"]);
      expect(csp.get("img-src"), pagePath).toEqual(["'self'", "data:"]);
      expect(csp.get("font-src"), pagePath).toEqual(["'self'"]);
      expect(csp.get("manifest-src"), pagePath).toEqual(["'self'"]);
      expect(csp.get("connect-src"), pagePath).toEqual(["'self'"]);
      expect(csp.get("form-action"), pagePath).toEqual(["'self'"]);
      expect(csp.get("frame-src"), pagePath).toEqual([mapsOrigin]);
      expect(csp.get("object-src"), pagePath).toEqual(["'none'"]);
      expect(csp.get("base-uri"), pagePath).toEqual(["'self'"]);
    }
  });

  it("lets the forms of a build with a lead endpoint reach it, and nothing else", async () => {
    const leadOrigin = `http://127.0.0.1:${inject("leadPort")}`;
    const response = await fetch(`${inject("leadSiteURL")}/contact-us`);
    await response.arrayBuffer();
    const csp = parseCsp(response.headers.get("content-security-policy"));
    expect(csp.get("connect-src")).toEqual(["'self'", leadOrigin]);
    expect(csp.get("form-action")).toEqual(["'self'", `${leadOrigin}/leads`]);
  });

  it("blocks script the build did not write, and applies the markup's own style", async () => {
    const page = await browser.newPage("desktop", { allowPolicyViolations: true });
    const reports: string[] = [];
    page.on("console", (message) => {
      if (/Content Security Policy/.test(message.text())) reports.push(message.text());
    });
    await visit(page, "/");
    await page.evaluate(() => {
      const script = document.createElement("script");
      script.textContent = "document.documentElement.dataset.injected = 'ran'";
      document.body.append(script);
    });
    const deadline = Date.now() + 5_000;
    while (reports.length === 0 && Date.now() < deadline) await page.waitForTimeout(50);
    expect(await page.evaluate(() => document.documentElement.dataset.injected)).toBeUndefined();
    expect(reports).toHaveLength(1);
    expect(reports[0]).toMatch(/inline script/);

    // React writes one style attribute into the header's menu; its hash lets it apply.
    const menuTrack = page.getByRole("navigation", { name: "Main" }).locator("> div");
    expect(await menuTrack.evaluate((e) => getComputedStyle(e).position)).toBe("relative");
  });

  it("the CDN's _headers and _redirects hold the same policies, headers and redirects", async () => {
    const client = path.resolve("build/client");
    const rules = new Map<string, Map<string, string>>();
    let current: Map<string, string> | undefined;
    for (const line of (await readFile(path.join(client, "_headers"), "utf8")).split("\n")) {
      if (line.startsWith("#") || line.trim() === "") continue;
      if (!line.startsWith(" ")) rules.set(line, (current = new Map()));
      else
        current?.set(
          line.slice(0, line.indexOf(":")).trim(),
          line.slice(line.indexOf(":") + 1).trim(),
        );
    }
    expect(Object.fromEntries(rules.get("/*") ?? [])).toEqual(securityHeaders);
    expect(rules.get("/assets/*")?.get("Cache-Control")).toBe(cacheControl.immutable);
    for (const pagePath of sitePaths()) {
      const response = await fetch(`${baseURL}${pagePath}`);
      await response.arrayBuffer();
      expect(rules.get(pagePath)?.get("Content-Security-Policy"), pagePath).toBe(
        response.headers.get("content-security-policy"),
      );
    }

    const redirects = await readFile(path.join(client, "_redirects"), "utf8");
    expect(redirects).toMatch(/^\/locations\/:slug \/location\/:slug 301$/m);
  });
});
