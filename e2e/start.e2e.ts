import { spawn } from "node:child_process";
import { request } from "node:http";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { freePort, waitForHttp } from "../scripts/system.mjs";
import { stopAndExpectNothingLeft } from "./npm-start";

/**
 * `npm start` listening beyond this computer keeps the inbox locked and says why, and Ctrl-C
 * leaves nothing of it running. On loopback, as the owner runs it, the inbox opens, and SIGTERM
 * leaves nothing running: e2e/owner-guide.e2e.ts.
 */

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
  it("listening on 0.0.0.0, keeps the inbox locked and says why; Ctrl-C leaves nothing running", async () => {
    const port = await freePort();
    const host = "0.0.0.0";
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
    expect(await waitForHttp(`http://127.0.0.1:${port}/`, { timeoutMs: 60_000, child: npm })).toBe(
      true,
    );
    // Without Cloudflare Access, locked whatever the client says it asked for.
    expect(await inboxAsLocalhost(port)).toBe(403);
    await expect.poll(() => printed).toContain("The lead inbox:");
    expect(printed).toContain(`locked: HOST=${host} lets other computers`);
    await stopAndExpectNothingLeft(npm.pid!, port, "Ctrl-C (SIGINT to its group)");
    await rm(stateDir, { recursive: true, force: true });
  }, 90_000);
});
