// Finds the Chromium that end-to-end tests, screenshots and the benchmark drive: CHROME_PATH
// if set, else a Chromium on the PATH. When none is found and we run as root (CI), installs
// Debian's chromium package; otherwise stops with a message naming CHROME_PATH.
import { execFileSync, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

const candidates = ["chromium", "chromium-browser", "google-chrome-stable", "google-chrome"];

function onPath(name) {
  const found = spawnSync("sh", ["-c", `command -v ${name}`], { encoding: "utf8" });
  const file = found.stdout.trim();
  return found.status === 0 && file ? file : null;
}

function locate() {
  const fromEnv = process.env.CHROME_PATH;
  if (fromEnv) {
    if (!existsSync(fromEnv))
      throw new Error(`CHROME_PATH is set to ${fromEnv}, which does not exist.`);
    return fromEnv;
  }
  for (const name of candidates) {
    const file = onPath(name);
    if (file) return file;
  }
  return null;
}

export function findChromium() {
  const found = locate();
  if (found) return found;
  const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
  if (!isRoot) {
    throw new Error(
      "No Chromium found. Install Chromium (on Debian: sudo apt-get install chromium) " +
        "or set CHROME_PATH to the browser's executable, then run the tests again.",
    );
  }
  console.log("No Chromium found: installing Debian's chromium package with apt-get.");
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  execFileSync("apt-get", ["update", "-qq"], { stdio: "inherit", env });
  execFileSync("apt-get", ["install", "-y", "-qq", "--no-install-recommends", "chromium"], {
    stdio: "inherit",
    env,
  });
  const installed = locate();
  if (!installed) throw new Error("apt-get installed chromium, but no chromium is on the PATH.");
  return installed;
}

/** Flags for a headless Chromium on a machine with no network but loopback. */
export const chromiumArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-dev-shm-usage",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
