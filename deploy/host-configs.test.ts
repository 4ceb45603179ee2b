import { describe, expect, it } from "vitest";
import { assetsIgnoreFile, headersFile, maxHeaderLine, redirectsFile } from "./cdn-config";
import { nginxConfig, nginxString, rewriteFor } from "./nginx-config";
import { securityHeaders } from "./policy";
import type { ServingPlan } from "./serving-plan";

const plan: ServingPlan = {
  defaultCsp: "default-src 'none'; script-src 'self'",
  files: ["/favicon.svg"],
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
      "rewrite ^/locations/([A-Za-z0-9._~-]+)/?$ /location/$1 permanent;",
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

  it("sends a form posted to it without the lead service to the page that says so", () => {
    expect(nginxConfig(plan)["server.conf"]).toMatch(
      /location = \/api\/leads \{\n\s+return 303 \/request-not-sent;\n\}/,
    );
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
    // The not-found page's policy, where the Cloudflare Worker fetches the page from.
    expect(rules.get("/404")).toEqual(["Content-Security-Policy"]);
    // Every other file by name, with the policy that allows no inline code.
    expect(rules.get("/favicon.svg")).toEqual(["Content-Security-Policy"]);
    expect(text).toContain(`/favicon.svg\n  Content-Security-Policy: ${plan.defaultCsp}\n`);
    expect(rules.size).toBe(6);
    expect(text).toContain(
      "/about-us\n  Content-Security-Policy: default-src 'none'; script-src 'a'\n",
    );
  });

  it("refuses a line longer than Cloudflare Pages reads", () => {
    const long = {
      ...plan,
      pages: [{ file: "a.html", urlPath: "/a", csp: "x".repeat(maxHeaderLine) }],
      files: [],
    };
    expect(() => headersFile(long)).toThrow(/2000/);
  });

  it("keeps nginx's compressed copies and the host files out of Cloudflare's upload", () => {
    expect(
      assetsIgnoreFile()
        .split("\n")
        .filter((line) => line && !line.startsWith("#")),
    ).toEqual([".assetsignore", "_headers", "_redirects", "*.br", "*.gz"]);
  });

  it("redirects the old city paths, and a form posted to a host without the lead service", () => {
    expect(redirectsFile()).toMatch(/^\/locations\/:slug \/location\/:slug 301$/m);
    expect(redirectsFile()).toMatch(/^\/api\/leads \/request-not-sent 303$/m);
  });
});
