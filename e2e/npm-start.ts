// `npm start` stopped as people stop it: SIGTERM to npm (a process manager, `kill`), or Ctrl-C
// (SIGINT to the terminal's whole foreground group). Either way nothing of it may stay behind:
// no wrangler, no workerd, nothing listening on its port.
import { readdirSync, readFileSync } from "node:fs";
import { expect } from "vitest";

/** Every process running now: its parent's pid and its command line, by pid. */
function processes(): Map<number, { parent: number; command: string }> {
  const all = new Map<number, { parent: number; command: string }>();
  for (const name of readdirSync("/proc")) {
    if (!/^\d+$/.test(name)) continue;
    try {
      // The parent is the fourth field of stat, after the command's name in parentheses.
      const stat = readFileSync(`/proc/${name}/stat`, "utf8");
      const parent = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
      const command = readFileSync(`/proc/${name}/cmdline`, "utf8").replace(/\0/g, " ").trim();
      all.set(Number(name), { parent, command });
    } catch {
      // Gone meanwhile.
    }
  }
  return all;
}

/** The processes `pid` started, and theirs, and so on: pid and command line. */
function descendants(pid: number): Map<number, string> {
  const all = processes();
  const found = new Map<number, string>();
  let parents = [pid];
  while (parents.length > 0) {
    const next: number[] = [];
    for (const [child, { parent, command }] of all) {
      if (parents.includes(parent) && !found.has(child)) {
        found.set(child, command);
        next.push(child);
      }
    }
    parents = next;
  }
  return found;
}

/** Which of `started` still run (the same pid with the same command line). */
function stillRunning(started: Map<number, string>): string[] {
  const now = processes();
  return [...started]
    .filter(([pid, command]) => now.get(pid)?.command === command)
    .map(([, c]) => c);
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
 * on `port`, and expects nothing of it left: the port refused, and none of the processes it had
 * started (wrangler and workerd among them, on a port of their own) running.
 */
export async function stopAndExpectNothingLeft(
  pid: number,
  port: number,
  how: keyof typeof stopSignals,
) {
  const started = descendants(pid);
  const commands = [...started.values()];
  expect(
    commands.some((c) => /wrangler(\.js|-dist\/cli\.js) dev /.test(c)),
    commands.join("\n"),
  ).toBe(true);
  expect(
    commands.some((c) => /\/workerd serve /.test(c)),
    commands.join("\n"),
  ).toBe(true);
  stopSignals[how](pid);
  await expect.poll(() => refuses(`http://127.0.0.1:${port}/`), { timeout: 20_000 }).toBe(true);
  await expect.poll(() => stillRunning(started), { timeout: 20_000 }).toEqual([]);
}
