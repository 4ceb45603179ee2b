import { describe, expect, it } from "vitest";
import { headersFile, maxHeaderLine, redirectsFile } from "./cdn-config";
import { nginxConfig, nginxString, rewriteFor } from "./nginx-config";
import { securityHeaders } from "./policy";
import { serveConfig } from "./serve-config";
import type { ServingPlan } from "./serving-plan";

const plan: ServingPlan = {
  defaultCsp: "default-src 'none'; script-src 'self'",
  pages: [
    { file: "index.html", urlPath: "/", csp: "default-src 'none'; script-src 'self' 'sha256-h'" },
    { file: "about-us.html", urlPath: "/about-us", csp: "default-src 'none'; script-src 'a'" },
    { file: "404.html", urlPath: null, csp: "default-src 'none'; script-src 'n'" },
  ],
};

/** The header rules of a _headers file, as path to header lines. */
function headerRules(text: string): Map<string, string[]> {
  const rules = new Map<string, string[]>();
  let current: string[] = [];
  for (const line of text.split("\n")) {
    if (line.startsWith("#") || line === "") continue;
    if (line.startsWith(" ")) current.push(line.trim().split(":")[0]!);
    else rules.set(line, (current = []));
  }
  return rules;
}

describe("nginx configuration", () => {
  it("turns a redirect pattern into a rewrite that keeps the query string", () => {
    expect(rewriteFor({ from: "/locations/:slug", to: "/location/:slug", status: 301 })).toBe(
      "rewrite ^/locations/([^/]+)/?$ /location/$1 permanent;",
    );
  });

  it("refuses values nginx would read as variables or syntax", () => {
    expect(nginxString("a b")).toBe('"a b"');
    for (const value of ['a"b', "a$b", "a\\b", "a\nb"]) expect(() => nginxString(value)).toThrow();
  });

  it("sends every security header always, and each page file its own policy", () => {
    const { "http.conf": http, "server.conf": server } = nginxConfig(plan);
    for (const [name, value] of Object.entries(securityHeaders))
      expect(server).toContain(`add_header ${name} "${value}" always;`);
    expect(server).toContain(
      "add_header Content-Security-Policy $site_content_security_policy always;",
    );
    expect(server).toContain("add_header Cache-Control $site_cache_control always;");
    // No location adds a header of its own, which would drop the inherited ones.
    const [preamble = "", ...locations] = server.split(/^location /m);
    expect(preamble).toContain("add_header");
    expect(locations.length).toBeGreaterThan(3);
    expect(locations.join("")).not.toContain("add_header");
    for (const page of plan.pages) expect(http).toContain(`"/${page.file}" "${page.csp}";`);
    expect(http).toContain(`default "${plan.defaultCsp}";`);
  });
});

describe("_headers and _redirects", () => {
  const text = headersFile(plan);
  const rules = headerRules(text);

  it("sets no header in two rules that match one path", () => {
    expect(rules.get("/*")).toEqual(Object.keys(securityHeaders));
    expect(rules.get("/assets/*")).toEqual(["Cache-Control", "Content-Security-Policy"]);
    expect(rules.get("/")).toEqual(["Content-Security-Policy"]);
    expect(rules.get("/about-us")).toEqual(["Content-Security-Policy"]);
    expect(rules.size).toBe(4);
    expect(text).toContain(
      "/about-us\n  Content-Security-Policy: default-src 'none'; script-src 'a'\n",
    );
  });

  it("refuses a line longer than Cloudflare Pages reads", () => {
    const long = {
      ...plan,
      pages: [{ file: "a.html", urlPath: "/a", csp: "x".repeat(maxHeaderLine) }],
    };
    expect(() => headersFile(long)).toThrow(/2000/);
  });

  it("redirects the old city paths", () => {
    expect(redirectsFile()).toMatch(/^\/locations\/:slug \/location\/:slug 301$/m);
  });
});

describe("serve.json", () => {
  it("sends the security headers everywhere, then the page's own policy over the default", () => {
    const config = serveConfig(plan);
    expect(config).toMatchObject({
      cleanUrls: true,
      trailingSlash: false,
      directoryListing: false,
    });
    expect(config.redirects).toEqual([
      { source: "/locations/:slug", destination: "/location/:slug", type: 301 },
    ]);
    expect(config.headers.map((rule) => rule.source)).toEqual([
      "**",
      "assets/**",
      "index.html",
      "about-us.html",
      "404.html",
    ]);
    const everywhere = config.headers[0]!.headers.map((h) => h.key);
    expect(everywhere).toEqual(
      expect.arrayContaining([
        "Content-Security-Policy",
        "Cache-Control",
        ...Object.keys(securityHeaders),
      ]),
    );
  });
});
