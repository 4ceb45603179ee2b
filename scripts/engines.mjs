// Finds the browsers besides Chromium that the cross-engine suite drives (e2e/engines/): Firefox
// ESR, and WebKitGTK through its WebDriver with a virtual display. FIREFOX_PATH if set, else a
// Firefox on the PATH; WebKitWebDriver and Xvfb on the PATH, and Python's bindings of WebKitGTK
// for the small browser the suite gives WebKitWebDriver (e2e/engines/webkit-browser.py). When
// one is missing and we run as root (CI), installs Debian's packages with apt-get; otherwise
// stops with a message saying which to install. Nothing is downloaded from outside the package
// registries.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { commandPath, fileFromEnv, findOrInstall } from "./system.mjs";

/**
 * Pythons that may have the GObject bindings: the one on the PATH, and the system's, where
 * Debian's python3-gi installs them when another Python comes first on the PATH.
 */
const pythons = () =>
  [commandPath("python3"), "/usr/bin/python3"].filter((file) => file && existsSync(file));

export function findFirefox() {
  return findOrInstall({
    name: "Firefox",
    locate: () =>
      fileFromEnv("FIREFOX_PATH") ??
      ["firefox-esr", "firefox"].map(commandPath).find(Boolean) ??
      null,
    packages: ["firefox-esr"],
    hint:
      "Install Firefox ESR (on Debian: sudo apt-get install firefox-esr) or set FIREFOX_PATH to " +
      "Firefox's executable, then run the tests again.",
  });
}

const webkitPackages = ["webkit2gtk-driver", "xvfb", "python3-gi", "gir1.2-webkit2-4.1"];

function hasWebKitBindings(python) {
  const probe = spawnSync(
    python,
    ["-c", "import gi; gi.require_version('WebKit2', '4.1'); from gi.repository import WebKit2"],
    { stdio: "ignore" },
  );
  return probe.status === 0;
}

/** WebKitWebDriver, Xvfb and the Python that runs the suite's WebKitGTK browser. */
export function findWebKit() {
  return findOrInstall({
    name: "WebKitGTK driver",
    locate: () => {
      const driver = commandPath("WebKitWebDriver");
      const xvfb = commandPath("Xvfb");
      const python = pythons().find(hasWebKitBindings);
      if (!driver || !xvfb || !python) return null;
      return { driver, xvfb, python };
    },
    packages: webkitPackages,
    hint:
      "The WebKit tests drive WebKitGTK through WebKitWebDriver on a virtual display. Install " +
      `them (on Debian: sudo apt-get install ${webkitPackages.join(" ")}), then run the tests ` +
      "again.",
  });
}
