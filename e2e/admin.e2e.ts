import { spawn, type ChildProcess } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { projectCopy } from "../scripts/project-copy.mjs";
import { freePort, waitForHttp } from "../scripts/system.mjs";
import { connectBrowser } from "./browser";

/**
 * The owner's way to change a price without a developer: `npm run admin` in a copy of the
 * project, as the owner runs it (the editor at /admin beside the site in development mode, Decap's
 * local server saving into content/, on ports of the test's own), then the page it changed, and
 * the "Before going live" list falling as a sample is cleared.
 */

const browser = connectBrowser();
let site: { dir: string; remove: () => void };
let admin: ChildProcess;
let url: string;
let helperPort: number;
let printed = "";

beforeAll(async () => {
  site = projectCopy("admin-e2e-");
  const port = await freePort();
  helperPort = await freePort();
  url = `http://127.0.0.1:${port}`;
  admin = spawn("npm", ["run", "admin"], {
    cwd: site.dir,
    env: { ...process.env, PORT: String(port), ADMIN_HELPER_PORT: String(helperPort) },
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  admin.stdout!.on("data", (chunk: Buffer) => (printed += chunk.toString()));
  admin.stderr!.on("data", (chunk: Buffer) => (printed += chunk.toString()));
  if (!(await waitForHttp(`${url}/admin`, { child: admin, timeoutMs: 90_000 }))) {
    throw new Error(`npm run admin did not start:\n${printed}`);
  }
}, 120_000);

afterAll(() => {
  try {
    process.kill(-admin.pid!, "SIGTERM");
  } catch {
    // Gone already.
  }
  site?.remove();
});

const prices = () =>
  JSON.parse(readFileSync(path.join(site.dir, "content/prices.json"), "utf8")) as {
    services: { chipRepair: { from: number } };
  };

describe("npm run admin", () => {
  it("says where the editor, the list of samples and its helper are", () => {
    expect(printed).toContain(`/admin  (saves into content/ on this computer)`);
    expect(printed).toContain("/admin/going-live");
    expect(printed).toContain(
      `The editor's helper listens on port ${helperPort} (ADMIN_HELPER_PORT).`,
    );
  });

  it("saves a new chip repair price into content/, says so, and the site shows it at once", async () => {
    const before = prices().services.chipRepair.from;
    const price = before + 15;
    const page = await browser.newPage("desktop", { allowPolicyViolations: true });
    const missing: string[] = [];
    page.on("response", (response) => {
      if (response.status() === 404) missing.push(response.url());
    });
    await page.goto(`${url}/admin`);
    const login = page.getByRole("button", { name: "Login" });
    await login.waitFor();
    // Its logo on the sign-in screen is the site's own, and it loads.
    const logo = page.locator('img[src="/favicon.svg"]');
    await expect
      .poll(() => logo.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
    await login.click();
    await page.getByRole("link", { name: /Business, prices and figures/ }).click();
    await page.getByRole("link", { name: /Prices and times/ }).click();
    const from = page.getByLabel("From ($)").first();
    await expect.poll(() => from.inputValue(), { timeout: 30_000 }).toBe(String(before));
    await from.fill(String(price));
    // The editor on this computer publishes nothing: it saves, and says where.
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await page.getByRole("menuitem", { name: "Save now" }).click();
    await page.getByText("Saved to content/ on this computer").first().waitFor();
    await expect.poll(() => prices().services.chipRepair.from, { timeout: 15_000 }).toBe(price);
    // Every file it asked for was there.
    expect(missing).toEqual([]);
    // "View on this computer" opens the site here, not an address that is not live.
    const config = await (await fetch(`${url}/admin/config.yml`)).json();
    expect(config.display_url).toBe(url);
    expect(config.local_backend).toEqual({ url: `http://localhost:${helperPort}/api/v1` });

    const repair = await browser.newPage("desktop", { allowPolicyViolations: true });
    await repair.goto(`${url}/services/windshield-repair`);
    await expect
      .poll(async () => repair.getByRole("main").innerText(), { timeout: 30_000 })
      .toContain(`from $${price}`);
  }, 180_000);

  it("saves a new home page heading into content/, and the home page shows it", async () => {
    const pagesFile = path.join(site.dir, "content/pages.json");
    const heading = () =>
      (JSON.parse(readFileSync(pagesFile, "utf8")) as { home: { heading: string } }).home.heading;
    const before = heading();
    const changed = "Chipped windshield? We come to you today, anywhere in the GTA.";
    const page = await browser.newPage("desktop", { allowPolicyViolations: true });
    await page.goto(`${url}/admin`);
    await page.getByRole("button", { name: "Login" }).click();
    await page.getByRole("link", { name: /Business, prices and figures/ }).click();
    await page.getByRole("link", { name: /Page headings and introductions/ }).click();
    const field = page.getByLabel("Heading", { exact: true }).first();
    await expect.poll(() => field.inputValue(), { timeout: 30_000 }).toBe(before);
    await field.fill(changed);
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await page.getByRole("menuitem", { name: "Save now" }).click();
    await expect.poll(heading, { timeout: 15_000 }).toBe(changed);

    const home = await browser.newPage("desktop", { allowPolicyViolations: true });
    await home.goto(`${url}/`);
    await expect
      .poll(async () => home.getByRole("heading", { level: 1 }).innerText(), { timeout: 30_000 })
      .toBe(changed);

    // A policy page opens in the editor too, as the list of samples links to it, with its typed
    // blocks (the privacy policy's "ways to reach us" has no field of its own).
    const policy = JSON.parse(
      readFileSync(path.join(site.dir, "content/policies/privacy-policy.json"), "utf8"),
    ) as { heading: string };
    const editor = await browser.newPage("desktop", { allowPolicyViolations: true });
    await editor.goto(`${url}/admin#/collections/policies/entries/privacy-policy`);
    await editor.getByRole("button", { name: "Login" }).click();
    const policyHeading = editor.getByLabel("Heading", { exact: true }).first();
    await expect.poll(() => policyHeading.inputValue(), { timeout: 30_000 }).toBe(policy.heading);
  }, 180_000);

  it("lists the samples left by page, and the count falls as one is cleared", async () => {
    const count = async () => {
      const html = await (await fetch(`${url}/admin/going-live`)).text();
      return Number(/<strong>(\d+) things?<\/strong>/.exec(html)?.[1]);
    };
    const page = await browser.newPage("mobile", { allowPolicyViolations: true });
    await page.goto(`${url}/admin/going-live`);
    const markham = page.getByRole("region", { name: /^Markham page/ });
    expect(await markham.getByText("400+ repairs this month").isVisible()).toBe(true);
    expect(await markham.getByRole("link", { name: "Edit" }).first().getAttribute("href")).toBe(
      "/admin#/collections/cities/entries/markham-auto-glass",
    );
    const before = await count();
    expect(before).toBeGreaterThan(50);

    // The owner confirms Markham's first figure (as the editor's Sample switch does).
    const file = path.join(site.dir, "content/cities/markham-auto-glass.json");
    const city = JSON.parse(readFileSync(file, "utf8"));
    delete city.stats[0].sample;
    writeFileSync(file, `${JSON.stringify(city, null, 2)}\n`);
    await expect.poll(count, { timeout: 30_000 }).toBe(before - 1);
  }, 120_000);
});
