import { spawn } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import { request } from "node:http";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { freePort, waitForHttp } from "../scripts/system.mjs";

/**
 * `npm start` stopped as people stop it: SIGTERM to npm (a process manager, `kill`), and Ctrl-C
 * (SIGINT to the terminal's whole foreground group). Either way nothing of it stays behind:
 * no wrangler, no workerd, nothing listening on its port. And started to listen beyond this
 * computer, it keeps the inbox locked and says why.
 */

/** The processes whose command line names the port: wrangler's and workerd's. */
function processesOnPort(port: number): string[] {
  return readdirSync("/proc")
    .filter((name) => /^\d+$/.test(name))
    .flatMap((pid) => {
      try {
        const command = readFileSync(`/proc/${pid}/cmdline`, "utf8").replace(/\0/g, " ");
        return command.includes(`--port ${port}`) || command.includes(`:${port} `) ? [command] : [];
      } catch {
        return [];
      }
    });
}

async function refuses(url: string): Promise<boolean> {
  try {
    await fetch(url);
    return false;
  } catch {
    return true;
  }
}

async function started(host: string) {
  const port = await freePort();
  const stateDir = await mkdtemp(path.join(tmpdir(), "start-e2e-"));
  const npm = spawn("npm", ["start"], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: host,
      STATE_DIR: stateDir,
      SERVE_QUIET: "1",
    },
    // A group of its own, as a terminal gives the command it runs.
    detached: true,
    stdio: ["ignore", "pipe", "ignore"],
  });
  let printed = "";
  npm.stdout.on("data", (chunk: Buffer) => (printed += chunk.toString()));
  const url = `http://127.0.0.1:${port}/`;
  expect(await waitForHttp(url, { timeoutMs: 60_000, child: npm })).toBe(true);
  expect(processesOnPort(port).length).toBeGreaterThan(0);
  return {
    npm,
    port,
    url,
    printed: () => printed,
    clean: () => rm(stateDir, { recursive: true, force: true }),
  };
}

/** The inbox as a client that names this computer asks for it, from wherever it is. */
const inboxAsLocalhost = (port: number) =>
  new Promise<number>((resolve, reject) => {
    const asked = request(
      { host: "127.0.0.1", port, path: "/inbox", headers: { Host: `localhost:${port}` } },
      (answer) => {
        answer.resume();
        resolve(answer.statusCode ?? 0);
      },
    );
    asked.on("error", reject);
    asked.end();
  });

describe("npm start", () => {
  it.each([
    ["SIGTERM to npm", "127.0.0.1", (pid: number) => process.kill(pid, "SIGTERM")],
    ["Ctrl-C (SIGINT to its group)", "0.0.0.0", (pid: number) => process.kill(-pid, "SIGINT")],
  ])(
    "leaves nothing running after %s (listening on %s)",
    async (_how, host, stop) => {
      const run = await started(host);
      // On loopback the inbox opens here; listening beyond this computer, without Cloudflare
      // Access, it stays locked whatever the client says it asked for, and the start says why.
      const local = host === "127.0.0.1";
      expect(await inboxAsLocalhost(run.port)).toBe(local ? 200 : 403);
      await expect.poll(run.printed).toContain("The lead inbox:");
      expect(run.printed()).toContain(
        local ? "(open on this computer only)" : `locked: HOST=${host} lets other computers`,
      );
      stop(run.npm.pid!);
      await expect.poll(() => refuses(run.url), { timeout: 20_000 }).toBe(true);
      await expect.poll(() => processesOnPort(run.port), { timeout: 20_000 }).toEqual([]);
      await run.clean();
    },
    90_000,
  );
});
