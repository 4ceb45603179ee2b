// Finds the Chromium that end-to-end tests, screenshots and the benchmark drive: CHROME_PATH
// if set, else a Chromium on the PATH. When none is found and we run as root (CI), installs
// Debian's chromium package; otherwise stops with a message naming CHROME_PATH.
import { commandPath, fileFromEnv, findOrInstall } from "./system.mjs";

const candidates = ["chromium", "chromium-browser", "google-chrome-stable", "google-chrome"];

export function findChromium() {
  return findOrInstall({
    name: "Chromium",
    locate: () => fileFromEnv("CHROME_PATH") ?? candidates.map(commandPath).find(Boolean) ?? null,
    packages: ["chromium"],
    hint:
      "Install Chromium (on Debian: sudo apt-get install chromium) or set CHROME_PATH to the " +
      "browser's executable, then run the tests again.",
  });
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
