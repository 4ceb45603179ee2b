import { describe, expect, it } from "vitest";
import { locationPath, locationPages } from "~/data/site-pages";
import { baseURL, connectBrowser, visit } from "./browser";

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
    for (const { slug } of locationPages()) {
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
