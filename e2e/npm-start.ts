// `npm start` stopped as people stop it: SIGTERM to npm (a process manager, `kill`), or Ctrl-C
// (SIGINT to the terminal's whole foreground group). Either way nothing of it may stay behind:
// no wrangler, no workerd, nothing listening on its port.
import { readdirSync, readFileSync } from "node:fs";
import { expect } from "vitest";

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

export const stopSignals = {
  "SIGTERM to npm": (pid: number) => process.kill(pid, "SIGTERM"),
  "Ctrl-C (SIGINT to its group)": (pid: number) => process.kill(-pid, "SIGINT"),
};

/**
 * Stops the `npm start` running as `pid` (spawned in a group of its own, as a terminal runs it)
 * on `port`, and expects nothing of it left: the port refused, no process naming it.
 */
export async function stopAndExpectNothingLeft(
  pid: number,
  port: number,
  how: keyof typeof stopSignals,
) {
  expect(processesOnPort(port).length, "running before the stop").toBeGreaterThan(0);
  stopSignals[how](pid);
  await expect.poll(() => refuses(`http://127.0.0.1:${port}/`), { timeout: 20_000 }).toBe(true);
  await expect.poll(() => processesOnPort(port), { timeout: 20_000 }).toEqual([]);
}
