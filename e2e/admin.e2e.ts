import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { readFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import { createRequire } from "node:module";
import path from "node:path";
import { parse } from "node-html-parser";
import sirv from "sirv";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { projectCopy } from "../scripts/project-copy.mjs";
import { freePort, waitForHttp } from "../scripts/system.mjs";
import { baseURL, connectBrowser } from "./browser";

/**
 * The owner's way to change a price without a developer: the editor at /admin, on the site as
 * `npm start` serves it, saving through Decap's local server into a copy of the project (as
 * `npm run admin` saves into the working copy), then a build of that copy.
 */

const browser = connectBrowser();
const require = createRequire(import.meta.url);
let site: { dir: string; remove: () => void };
let decap: ChildProcess;
let decapUrl: string;
let server: Server | undefined;

beforeAll(async () => {
  site = projectCopy("admin-e2e-");
  const port = await freePort();
  decapUrl = `http://127.0.0.1:${port}/api/v1`;
  decap = spawn(process.execPath, [require.resolve("decap-server/dist/index.js")], {
    cwd: site.dir,
    // MODE "fs": files written as they are (the test runner sets MODE for itself).
    env: {
      ...process.env,
      MODE: "fs",
      PORT: String(port),
      GIT_REPO_DIRECTORY: site.dir,
      LOG_LEVEL: "error",
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  if (!(await waitForHttp(decapUrl, { child: decap })))
    throw new Error("decap-server did not start");
});

afterAll(async () => {
  decap?.kill();
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  site?.remove();
});

const prices = () =>
  JSON.parse(readFileSync(path.join(site.dir, "content/prices.json"), "utf8")) as {
    services: { chipRepair: { from: number } };
  };

describe("the site editor", () => {
  it("changes the chip repair price, and a rebuild shows it on the repair page, in the estimate and in the search data", async () => {
    const before = prices().services.chipRepair.from;
    const price = before + 15;
    const page = await browser.newPage("desktop");
    // The editor looks for Decap's local server where `npm run admin` runs it; this test's runs
    // on a port of its own.
    await page.route("http://localhost:8081/api/v1", async (route) => {
      await route.fulfill({ response: await route.fetch({ url: decapUrl }) });
    });
    await page.goto(`${baseURL}/admin`);
    await page.getByRole("button", { name: "Login" }).click();
    await page.getByRole("link", { name: /Business, prices and figures/ }).click();
    await page.getByRole("link", { name: /Prices and times/ }).click();
    const from = page.getByLabel("From ($)").first();
    await expect.poll(() => from.inputValue()).toBe(String(before));
    await from.fill(String(price));
    await page.getByRole("button", { name: "Publish" }).click();
    await page.getByRole("menuitem", { name: "Publish now" }).click();
    await expect.poll(() => prices().services.chipRepair.from, { timeout: 15_000 }).toBe(price);

    const build = spawnSync("npx", ["astro", "build"], {
      cwd: site.dir,
      env: { ...process.env, NODE_ENV: "production", BUILD_DIR: "build" },
      encoding: "utf8",
      timeout: 180_000,
    });
    expect(build.status, build.stderr).toBe(0);
    const client = path.join(site.dir, "build", "client");
    const html = (file: string) => readFileSync(path.join(client, file), "utf8");

    // The repair page leads with the new price.
    const repair = parse(html("services/windshield-repair.html"));
    expect(repair.querySelector("main")!.text).toContain(`from $${price}`);
    expect(repair.querySelector("main")!.text).not.toContain(`from $${before}`);

    // Search engines read the range from the same table.
    const business = parse(html("index.html"))
      .querySelectorAll('script[type="application/ld+json"]')
      .map((s) => JSON.parse(s.text) as { "@type"?: string; priceRange?: string })
      .find((data) => data["@type"] === "AutoRepair")!;
    expect(business.priceRange).toMatch(new RegExp(`^\\$${price}-`));

    // The estimate's answer for a small chip, as a visitor sees it.
    const serve = sirv(client, { extensions: ["html"] });
    server = createServer((req, res) => serve(req, res, () => void res.writeHead(404).end()));
    const port = await freePort();
    await new Promise<void>((resolve) => server!.listen(port, "127.0.0.1", resolve));
    const estimate = await browser.newPage("mobile", { allowPolicyViolations: true });
    await estimate.goto(
      `http://127.0.0.1:${port}/instant-estimate?glass=windshield&damage=chip&size=small&where=elsewhere&count=one&age=new`,
    );
    await expect.poll(() => estimate.locator("#estimate").innerText()).toContain(`from $${price}`);
  }, 240_000);
});
