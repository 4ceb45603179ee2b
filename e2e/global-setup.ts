import { spawn, type ChildProcess } from "node:child_process";
import { createServer } from "node:net";
import { chromium, type BrowserServer } from "playwright-core";
import type { TestProject } from "vitest/node";
import { chromiumArgs, findChromium } from "../scripts/chromium.mjs";

declare module "vitest" {
  export interface ProvidedContext {
    baseURL: string;
    wsEndpoint: string;
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      const port = typeof address === "object" && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

async function waitForServer(url: string, server: ChildProcess, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`npm start exited with ${server.exitCode}`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`The site did not answer at ${url} within ${timeoutMs / 1000} s`);
}

let server: ChildProcess | undefined;
let browser: BrowserServer | undefined;

/** Serves the build with the project's own start script, and launches the one shared browser. */
export async function setup(project: TestProject) {
  const port = await freePort();
  const host = "127.0.0.1";
  server = spawn(process.execPath, ["scripts/start.mjs"], {
    env: { ...process.env, PORT: String(port), HOST: host, SERVE_QUIET: "1" },
    stdio: ["ignore", "inherit", "inherit"],
  });
  const baseURL = `http://${host}:${port}`;
  await waitForServer(`${baseURL}/`, server);

  browser = await chromium.launchServer({
    executablePath: findChromium(),
    args: chromiumArgs,
    headless: true,
  });

  project.provide("baseURL", baseURL);
  project.provide("wsEndpoint", browser.wsEndpoint());
}

export async function teardown() {
  await browser?.close();
  server?.kill("SIGTERM");
}
