// What the project's scripts need from the machine, in one place: a free port on loopback, a
// server that has started answering, and programs that come from the operating system rather
// than npm (Chromium, nginx, Java, wrk), found on the machine or, when we run as root (as CI
// does), installed from Debian's packages with apt-get.
import { execFileSync, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { createServer } from "node:net";

/**
 * A TCP port nothing listens on right now, on the given address.
 *
 * @returns {Promise<number>}
 */
export function freePort(host = "127.0.0.1") {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, host, () => {
      const address = probe.address();
      const port = typeof address === "object" && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/**
 * Waits until `url` answers at all (any status, redirects not followed). Gives up after
 * `timeoutMs`, or as soon as `child` (the server's process, if given) has exited.
 * Resolves true once it answers, false otherwise.
 *
 * @param {string} url
 * @param {{ timeoutMs?: number, child?: { exitCode: number | null } }} [options]
 * @returns {Promise<boolean>}
 */
export async function waitForHttp(url, { timeoutMs = 20_000, child } = {}) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null) return false;
    try {
      const response = await fetch(url, { redirect: "manual" });
      await response.arrayBuffer();
      return true;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  return false;
}

export const isRoot = () => typeof process.getuid === "function" && process.getuid() === 0;

/** The full path of a command on the PATH, or null. */
export function commandPath(name) {
  const found = spawnSync("sh", ["-c", `command -v ${name}`], { encoding: "utf8" });
  const file = found.stdout.trim();
  return found.status === 0 && file ? file : null;
}

/** What each variable that names a program looks like, for its error. */
const programExamples = {
  CHROME_PATH: "/usr/bin/chromium",
  NGINX_PATH: "/usr/sbin/nginx",
  FIREFOX_PATH: "/usr/bin/firefox-esr",
};

/** The file an environment variable names, or null when it is unset; throws if it is missing. */
export function fileFromEnv(variable) {
  const value = process.env[variable];
  if (!value) return null;
  if (!existsSync(value)) {
    const example = programExamples[variable];
    throw new Error(
      `${variable} is set to ${value}, which does not exist${example ? `; for example ${variable}=${example}` : ""}.`,
    );
  }
  return value;
}

/** A port number from an environment variable, or `fallback` when it is unset. */
export function portFromEnv(variable, fallback) {
  const value = process.env[variable];
  if (!value) return fallback;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 1 || port > 65535) {
    throw new Error(
      `${variable} must be a port number from 1 to 65535 (got "${value}"), for example ${variable}=${fallback}`,
    );
  }
  return port;
}

/** Installs Debian packages with apt-get, quietly and without recommended extras. */
export function aptInstall(packages) {
  console.log(`Installing Debian's ${packages.join(" and ")} with apt-get.`);
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  execFileSync("apt-get", ["update", "-qq"], { stdio: "inherit", env });
  execFileSync("apt-get", ["install", "-y", "-qq", "--no-install-recommends", ...packages], {
    stdio: "inherit",
    env,
  });
}

/**
 * Finds a program the scripts need from the operating system: `locate()` returns what it found
 * (a path, or a description of it) or null. When nothing is found and we run as root, installs
 * `packages` and looks again; otherwise throws `hint`, which says how to install it.
 */
export function findOrInstall({ name, locate, packages, hint }) {
  const found = locate();
  if (found) return found;
  if (!isRoot()) throw new Error(`No usable ${name} found. ${hint}`);
  aptInstall(packages);
  const installed = locate();
  if (!installed)
    throw new Error(`apt-get installed ${packages.join(" ")}, but no usable ${name} was found.`);
  return installed;
}
