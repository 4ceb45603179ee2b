import { spawn } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { freePort, waitForHttp } from "../scripts/system.mjs";

/**
 * `npm start` stopped as people stop it: SIGTERM to npm (a process manager, `kill`), and Ctrl-C
 * (SIGINT to the terminal's whole foreground group). Either way nothing of it stays behind:
 * no wrangler, no workerd, nothing listening on its port.
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

async function started() {
  const port = await freePort();
  const stateDir = await mkdtemp(path.join(tmpdir(), "start-e2e-"));
  const npm = spawn("npm", ["start"], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      STATE_DIR: stateDir,
      SERVE_QUIET: "1",
    },
    // A group of its own, as a terminal gives the command it runs.
    detached: true,
    stdio: "ignore",
  });
  const url = `http://127.0.0.1:${port}/`;
  expect(await waitForHttp(url, { timeoutMs: 60_000, child: npm })).toBe(true);
  expect(processesOnPort(port).length).toBeGreaterThan(0);
  return { npm, port, url, clean: () => rm(stateDir, { recursive: true, force: true }) };
}

describe("npm start", () => {
  it.each([
    ["SIGTERM to npm", (pid: number) => process.kill(pid, "SIGTERM")],
    ["Ctrl-C (SIGINT to its group)", (pid: number) => process.kill(-pid, "SIGINT")],
  ])(
    "leaves nothing running after %s",
    async (_how, stop) => {
      const run = await started();
      stop(run.npm.pid!);
      await expect.poll(() => refuses(run.url), { timeout: 20_000 }).toBe(true);
      await expect.poll(() => processesOnPort(run.port), { timeout: 20_000 }).toEqual([]);
      await run.clean();
    },
    90_000,
  );
});
