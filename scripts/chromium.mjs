// Finds the Chromium that the benchmark and the screenshots drive (`findChromium`): CHROME_PATH
// if set, else a Chromium on the PATH. When none is found and we run as root (CI), installs
// Debian's chromium package; otherwise stops with a message naming CHROME_PATH. The end-to-end
// tests drive Chromium's headless shell where they can (`findTestChromium`).
import { commandPath, fileFromEnv, findOrInstall, isRoot } from "./system.mjs";

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

const headlessShell = "chromium-headless-shell";

/**
 * The Chromium the end-to-end tests drive: CHROME_PATH if set, else Chromium's headless shell
 * (Debian's `chromium-headless-shell`, built from the same source as its `chromium`, and the
 * Chromium Playwright itself runs headless tests in), installed as root when missing; else the
 * browser `findChromium()` finds. The shell lays out and runs a page as the browser does, with
 * none of the browser's window around it: the same tests cost about a third less CPU
 * (docs/decisions/027). The benchmark and the screenshots keep the whole browser.
 */
export function findTestChromium() {
  const shell = () => fileFromEnv("CHROME_PATH") ?? commandPath(headlessShell);
  if (shell()) return shell();
  if (isRoot()) {
    try {
      return findOrInstall({
        name: "Chromium",
        locate: shell,
        packages: [headlessShell],
        hint: "",
      });
    } catch {
      // A mirror without the shell: the whole browser runs the same tests.
    }
  }
  return findChromium();
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

/**
 * The tests' flags: V8 stops at its baseline compiler. A page in a test lives for seconds, and
 * the optimizing compilers (Maglev, TurboFan) spend their CPU on code that would run for longer;
 * without them the browser tests take about a tenth less CPU. They change how fast script runs,
 * never what it does. The benchmark keeps them, as visitors' browsers have them.
 */
export const testChromiumArgs = [...chromiumArgs, "--js-flags=--max-opt=1"];
