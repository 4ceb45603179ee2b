import { describe, expect, it } from "vitest";
import {
  cacheControlFor,
  contentSecurityPolicy,
  cspSource,
  noInlineCode,
  securityHeaders,
} from "./policy";

const maps = { leadEndpoint: "/api/leads", frameOrigins: ["https://maps.google.com"] };

describe("contentSecurityPolicy", () => {
  it("allows nothing but the site, its hashed inline code and the maps frame", () => {
    expect(contentSecurityPolicy(noInlineCode, maps)).toBe(
      "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; " +
        "font-src 'self' data:; connect-src 'self'; frame-src https://maps.google.com; " +
        "media-src 'none'; form-action 'self'; frame-ancestors 'none'; object-src 'none'; " +
        "base-uri 'self'",
    );
  });

  it("lists the page's hashes, and style attributes under style-src-attr only", () => {
    const csp = contentSecurityPolicy(
      { scripts: ["'sha256-a'", "'sha256-b'"], styles: [], styleAttributes: ["'sha256-c'"] },
      maps,
    );
    expect(csp).toContain("script-src 'self' 'sha256-a' 'sha256-b';");
    expect(csp).toContain("style-src 'self'; style-src-attr 'unsafe-hashes' 'sha256-c';");
    expect(csp).not.toContain("unsafe-inline");
  });

  it("lets scripts reach the lead endpoint's origin and forms post to the endpoint itself", () => {
    const csp = contentSecurityPolicy(noInlineCode, {
      ...maps,
      leadEndpoint: "https://hooks.example.ca/v1/leads?key=abc",
    });
    expect(csp).toContain("connect-src 'self' https://hooks.example.ca;");
    expect(csp).toContain("form-action 'self' https://hooks.example.ca/v1/leads;");
  });
});

describe("cspSource", () => {
  it("percent-encodes what would end a directive or a source", () => {
    expect(cspSource("https://a.example/x;y,z?q=1")).toBe("https://a.example/x%3By%2Cz");
    expect(cspSource("https://a.example/it's/$1")).toBe("https://a.example/it%27s/%241");
  });
});

describe("headers and caching", () => {
  it("asks for HTTPS for two years, no sniffing, no camera or microphone, location for the site alone", () => {
    expect(securityHeaders["Strict-Transport-Security"]).toBe(
      "max-age=63072000; includeSubDomains",
    );
    expect(securityHeaders["X-Content-Type-Options"]).toBe("nosniff");
    for (const feature of ["camera", "microphone", "payment", "usb"])
      expect(securityHeaders["Permissions-Policy"]).toContain(`${feature}=()`);
    const policy = securityHeaders["Permissions-Policy"] ?? "";
    // Asked only by the coverage check's "Use my location", never by an embedded frame
    expect(policy.split(", ").filter((p) => p.startsWith("geolocation="))).toEqual([
      "geolocation=(self)",
    ]);
  });

  it("caches hashed assets for a year and revalidates everything else", () => {
    expect(cacheControlFor("/assets/root-abc123.js")).toBe("public, max-age=31536000, immutable");
    for (const path of ["/", "/about-us", "/favicon.svg"])
      expect(cacheControlFor(path), path).toBe("public, max-age=0, must-revalidate");
  });
});
