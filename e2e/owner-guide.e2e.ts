// The owner's guide (docs/owner-guide.md), followed as an owner follows it, in a copy of the
// project that has built the site once: `npm start` serves it without building again, a quote
// request sent from a city page is in the inbox, a price changed in content/ is built and served
// by the next `npm start`, which says so; each start, stopped by SIGTERM and by Ctrl-C, leaves
// nothing running. Every command the guide gives is run by a test: this one, or the one named
// for it below.
import { spawn, type ChildProcess } from "node:child_process";
import { cpSync, readFileSync, writeFileSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { projectCopy } from "../scripts/project-copy.mjs";
import { freePort, waitForHttp } from "../scripts/system.mjs";
import { connectBrowser, pointAt, visit } from "./browser";
import { quote, quoteForm } from "./lead-forms";
import { stopAndExpectNothingLeft } from "./npm-start";
import { parseCsv, uniqueRef } from "./lead-service";
import { quoteFormText } from "../core/data/quote-form";

const browser = connectBrowser();
const guide = readFileSync("docs/owner-guide.md", "utf8");

/** The commands of the guide's shell blocks, one a line. */
const commands = [...guide.matchAll(/```sh\n([\s\S]*?)```/g)].flatMap((block) =>
  block[1]!
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean),
);

describe("the owner's guide", () => {
  it("gives only commands that a test runs", () => {
    // Each command, and the test that runs it from a copy of the project as the guide says.
    const runBy: Record<string, string> = {
      "npm ci": ".ci/run",
      "npm start": "e2e/owner-guide.e2e.ts",
      "npm run admin": "e2e/admin.e2e.ts",
    };
    for (const command of commands) {
      const test = command.endsWith("npm run deploy -- --dry-run")
        ? "e2e/deploy.e2e.ts"
        : runBy[command];
      expect(test, `a test that runs: ${command}`).toBeDefined();
      const source = readFileSync(test!, "utf8");
      if (test === ".ci/run") expect(source).toMatch(/^npm ci$/m);
      else if (test === "e2e/deploy.e2e.ts") expect(source).toContain("dryRunCommand");
      else expect(source).toContain(`["${command.split(" ").slice(1).join('", "')}"]`);
    }
    expect(commands).toEqual([
      "npm ci",
      "npm start",
      "npm run admin",
      expect.stringMatching(/npm run deploy -- --dry-run$/),
    ]);
  });

  const site = projectCopy("owner-guide-");
  let stateDir: string;
  afterAll(async () => {
    site.remove();
    if (stateDir) await rm(stateDir, { recursive: true, force: true });
  });

  /** `npm start` in the copy, as the owner runs it; resolves once it answers. */
  async function start() {
    stateDir ??= await mkdtemp(path.join(tmpdir(), "owner-guide-state-"));
    const port = await freePort();
    let printed = "";
    const npm: ChildProcess = spawn("npm", ["start"], {
      cwd: site.dir,
      env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", STATE_DIR: stateDir },
      detached: true,
      stdio: ["ignore", "pipe", "pipe"],
    });
    npm.stdout!.on("data", (chunk: Buffer) => (printed += chunk.toString()));
    npm.stderr!.on("data", (chunk: Buffer) => (printed += chunk.toString()));
    const url = `http://127.0.0.1:${port}`;
    expect(await waitForHttp(`${url}/`, { timeoutMs: 150_000, child: npm }), printed).toBe(true);
    /** Stopped as people stop it, with nothing of it left running. */
    const stop = async (how: Parameters<typeof stopAndExpectNothingLeft>[2]) => {
      const exited = new Promise<void>((resolve) => npm.once("exit", () => resolve()));
      await stopAndExpectNothingLeft(npm.pid!, port, how);
      await exited;
    };
    return { url, printed: () => printed, stop };
  }

  it("ends with a request in the inbox, and a changed price on the page after the next start", async () => {
    // The site as the owner's first start built it.
    cpSync("build", path.join(site.dir, "build"), { recursive: true });
    const first = await start();
    expect(first.printed()).not.toContain("building");
    await expect.poll(first.printed).toContain("(open on this computer only)");

    // 1. A quote request from a city page, in the inbox.
    const page = await browser.newPage("mobile", { baseURL: first.url });
    await visit(page, "/location/markham-auto-glass");
    const f = quoteForm(page);
    await pointAt(f.root);
    const ref = uniqueRef();
    await f.name.fill(`${quote.name} ${ref}`);
    await f.phone.fill(quote.phone);
    await f.service.selectOption({ index: 1 });
    await f.submit.click();
    const sent = page.getByText(quoteFormText.toastTitle);
    const refused = page.getByRole("alert");
    await sent.or(refused).first().waitFor({ timeout: 60_000 });
    expect(await refused.allInnerTexts(), "the form's answer").toEqual([]);
    const inbox = await browser.newPage("desktop", { baseURL: first.url });
    await inbox.goto("/inbox");
    expect(
      await inbox.getByRole("main").getByText(`${quote.name} ${ref}`).first().isVisible(),
    ).toBe(true);
    await first.stop("SIGTERM to npm");

    // 2. A price changed in content/, as the editor saves it.
    const file = path.join(site.dir, "content/prices.json");
    const prices = JSON.parse(readFileSync(file, "utf8"));
    const price = prices.services.chipRepair.from + 5;
    prices.services.chipRepair.from = price;
    writeFileSync(file, `${JSON.stringify(prices, null, 2)}\n`);
    const second = await start();
    expect(second.printed()).toContain(
      "The content, the code or the settings changed since the last build: building the site again",
    );
    // The samples left in one line, then where the site, the inbox and the list of them are.
    expect(second.printed()).toMatch(/Demo build: \d+ sample values in use/);
    expect(second.printed()).not.toContain("DEMO BUILD");
    expect(second.printed()).toContain(`Going live:      ${second.url}/admin/going-live`);
    const repair = await (await fetch(`${second.url}/services/windshield-repair`)).text();
    expect(repair).toContain(`from $${price}`);
    // The request sent before is still in the inbox.
    const leads = parseCsv(await (await fetch(`${second.url}/inbox/leads.csv?q=${ref}`)).text());
    expect(leads).toHaveLength(1);
    await second.stop("Ctrl-C (SIGINT to its group)");
  }, 300_000);
});
