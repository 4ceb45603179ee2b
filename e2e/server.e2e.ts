import { readFile } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { locationPath, locationPages, servicePages, sitePaths } from "../app/data/site-pages";
import { mapEmbedUrl } from "../app/lib/maps";
import { cacheControl, securityHeaders } from "../deploy/policy";
import { connectBrowser, servers, visit } from "./browser";
import { expectSecurityHeaders, inlineScriptHashes, parseCsp } from "./headers";

const mapsOrigin = new URL(mapEmbedUrl({ lat: 0, lng: 0 })).origin;

for (const { server, name, url: baseURL } of servers) {
  const browser = connectBrowser(baseURL);

  describe(`${name}: production serving`, () => {
    it("caches hashed assets for a year, and has pages revalidated on every use", async () => {
      // Compression is nginx's (e2e/nginx.e2e.ts); Cloudflare compresses at its edge, and
      // workerd run locally does not.
      const html = await fetch(`${baseURL}/`);
      expect(html.headers.get("cache-control")).toBe(cacheControl.revalidate);

      const body = await html.text();
      const script = body.match(/\/assets\/[^"]+\.js/)?.[0];
      const style = body.match(/\/assets\/[^"]+\.css/)?.[0];
      expect(script).toBeTruthy();
      expect(style).toBeTruthy();
      for (const asset of [script, style]) {
        const response = await fetch(`${baseURL}${asset}`);
        await response.arrayBuffer();
        expect(response.status).toBe(200);
        expect(response.headers.get("cache-control")).toBe(cacheControl.immutable);
      }
    });
  });

  describe(`${name}: redirects never leave the site`, () => {
    // Paths an attacker could put in a link to the site, hoping a redirect sends the visitor to
    // another host: backslashes (browsers read `/\host` as `//host`), encoded slashes, `@`,
    // tabs and line breaks, and Unicode look-alikes of the slash.
    const hostile = [
      "//evil.example/",
      "/%5Cevil.example/",
      "/%5Cevil.example.html",
      "/%5C%5Cevil.example/",
      "/%5C/evil.example/",
      "/%5Cevil.example/?next=%2F%2Fevil.example",
      "/.%5Cevil.example/",
      "/%2F%2Fevil.example/",
      "/%2Fevil.example/",
      "/%2F/evil.example/",
      "/%2F%5Cevil.example.html",
      "/@evil.example/",
      "/%40evil.example/",
      "/x@evil.example/",
      "/%09/evil.example/",
      "/%09%5Cevil.example/",
      "/%0D%0A/evil.example/",
      "/%0D%0ALocation:%20http:%2F%2Fevil.example/",
      "/x%0d%0aSet-Cookie:%20stolen=1/",
      "/%EF%BC%8Fevil.example/",
      "/%EF%BC%BCevil.example/",
      "/%E2%88%95evil.example/",
      "/%E2%81%84evil.example/",
      "/http:%2F%2Fevil.example/",
      "/locations/%5Cevil.example",
      "/locations/%5Cevil.example/",
      "/locations/%2F%2Fevil.example",
      "/index.html%5Cevil.example",
    ];

    it("answers every hostile path on the site's own origin, through every redirect a browser would follow", async () => {
      const origin = new URL(baseURL).origin;
      for (const pathname of hostile) {
        // Each Location resolved as a browser resolves it (WHATWG URL: a backslash counts as a
        // slash), and followed to the end, as a browser follows it.
        let url = `${baseURL}${pathname}`;
        for (let hop = 0; ; hop++) {
          expect(hop, `${pathname}: redirects end`).toBeLessThan(5);
          const response = await fetch(url, { redirect: "manual" });
          await response.arrayBuffer();
          expect(response.status, pathname).toBeLessThan(500);
          expect(response.headers.get("set-cookie"), pathname).toBeNull();
          const location = response.headers.get("location");
          if (location === null) break;
          url = new URL(location, url).href;
          expect(new URL(url).origin, pathname).toBe(origin);
        }
      }
    });
  });

  /**
   * How each server redirects to a page's one URL: nginx permanently; Cloudflare's static assets
   * (`html_handling`) with 307, which it does not let a site change. Every page's canonical link
   * names its one URL either way.
   */
  const canonicalRedirect = server === "nginx" ? 301 : 307;

  describe(`${name}: answers alike on every server`, () => {
    it("answers every page at its clean URL, and anything else with the not-found page", async () => {
      for (const pagePath of sitePaths()) {
        const response = await fetch(`${baseURL}${pagePath}`, { redirect: "manual" });
        expect(response.status, pagePath).toBe(200);
        expect(response.headers.get("content-type"), pagePath).toMatch(
          /^text\/html; charset=utf-8$/i,
        );
        await response.arrayBuffer();
      }
      for (const pathname of [
        "/no-such-page",
        "/services/no-such-service",
        "/location",
        "/assets/no-such-file.js",
      ]) {
        const response = await fetch(`${baseURL}${pathname}`, { redirect: "manual" });
        expect(response.status, pathname).toBe(404);
        expect(await response.text(), pathname).toContain("Oops! Page not found");
        expect(response.headers.get("cache-control"), pathname).toBe(cacheControl.revalidate);
        expectSecurityHeaders(response, pathname);
      }
    });

    it("redirects to the one canonical URL, with the query kept and the security headers on", async () => {
      const service = servicePages()[0]!.path;
      const cases: [string, string, number][] = [
        ["/about-us/", "/about-us", canonicalRedirect],
        ["/about-us/?utm_source=flyer&x=1", "/about-us?utm_source=flyer&x=1", canonicalRedirect],
        [`${service}/`, service, canonicalRedirect],
        ["/about-us.html?a=b", "/about-us?a=b", canonicalRedirect],
        [`${service}.html?a=b`, `${service}?a=b`, canonicalRedirect],
        ["/index.html", "/", canonicalRedirect],
        // The old site's addresses, moved for good on every server.
        ...locationPages().flatMap(({ location: { slug } }): [string, string, number][] => [
          [`/locations/${slug}`, locationPath(slug), 301],
          [`/locations/${slug}/`, locationPath(slug), 301],
        ]),
        [
          "/locations/north-york-auto-glass?utm_campaign=spring",
          "/location/north-york-auto-glass?utm_campaign=spring",
          301,
        ],
      ];
      for (const [from, to, status] of cases) {
        const response = await fetch(`${baseURL}${from}`, { redirect: "manual" });
        expect(response.status, from).toBe(status);
        expect(response.headers.get("location"), from).toBe(to);
        expectSecurityHeaders(response, from, { policy: server === "nginx" });
      }
    });

    it("answers other methods than GET and HEAD on a page with 405, never 200", async () => {
      // A form's body, where the server is nginx. `wrangler dev` (what `npm start` runs, never
      // Cloudflare's edge) keeps streaming a request's body to the static files after they have
      // answered 405, fails with "Can't read from request stream after response has been sent",
      // answers some of those requests 503 and, after enough, stops: there the methods are sent
      // without a body, which is what the answer depends on.
      const body =
        server === "nginx"
          ? {
              body: "name=x",
              headers: { "content-type": "application/x-www-form-urlencoded" },
            }
          : {};
      for (const method of ["POST", "PUT", "DELETE", "PATCH"]) {
        for (const pathname of ["/", "/about-us", "/contact-us"]) {
          const response = await fetch(`${baseURL}${pathname}`, {
            method,
            ...body,
            redirect: "manual",
          });
          const answer = await response.text();
          expect(response.status, `${method} ${pathname}: ${answer.slice(0, 200)}`).toBe(405);
          expectSecurityHeaders(response, `${method} ${pathname}`);
        }
      }
      const head = await fetch(`${baseURL}/about-us`, { method: "HEAD" });
      expect(head.status).toBe(200);
      expect(await head.text()).toBe("");
    });

    it("answers odd and oversized paths without a server error, and /404 as not found", async () => {
      const cases: [string, number[]][] = [
        ["/404", [404]],
        ["/404/", [canonicalRedirect]],
        ["/about-us%00", [400, 404]],
        [`/${"a".repeat(251)}`, [404]],
        [`/services/${"windshield-".repeat(40)}`, [404]],
        ["/%E0%A4%A", [400, 404, canonicalRedirect]],
        // nginx refuses a request line over 8 kB; Cloudflare takes URLs up to 16 kB.
        [`/about-us?${"q=1&".repeat(2_500)}`, server === "nginx" ? [414] : [200]],
      ];
      for (const [pathname, statuses] of cases) {
        const response = await fetch(`${baseURL}${pathname}`, { redirect: "manual" });
        const body = await response.text();
        expect(statuses, `${pathname.slice(0, 40)}: ${response.status}`).toContain(response.status);
        if (response.status === 404) expect(body).toContain("Oops! Page not found");
      }
    });
  });

  describe(`${name}: security headers`, () => {
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
        expect(new Set(csp.get("script-src")), pagePath).toEqual(
          new Set(["'self'", ...ownScripts]),
        );
        expect(header, pagePath).not.toMatch(/'unsafe-inline'|'unsafe-eval'|\*/);
        expect(csp.get("style-src"), pagePath).toEqual(["'self'"]);
        expect(csp.get("img-src"), pagePath).toEqual(["'self'", "data:"]);
        // The brand font is written into the stylesheet as a data: address (decision 034).
        expect(csp.get("font-src"), pagePath).toEqual(["'self'", "data:"]);
        // Every engine reads the policy cleanly: WebKit reports manifest-src as unknown.
        expect(csp.has("manifest-src"), pagePath).toBe(false);
        expect(csp.get("media-src"), pagePath).toEqual(["'none'"]);
        expect(csp.get("connect-src"), pagePath).toEqual(["'self'"]);
        expect(csp.get("form-action"), pagePath).toEqual(["'self'"]);
        expect(csp.get("frame-src"), pagePath).toEqual([mapsOrigin]);
        expect(csp.get("object-src"), pagePath).toEqual(["'none'"]);
        expect(csp.get("base-uri"), pagePath).toEqual(["'self'"]);
      }
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
      await expect.poll(() => reports.length).toBeGreaterThan(0);
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
}
