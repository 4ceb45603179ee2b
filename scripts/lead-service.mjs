// The whole product on Cloudflare's runtime, locally: the built site and the Worker beside it
// (wrangler.jsonc), run by `wrangler dev` on workerd, with D1, the alert queue and the rate
// limit simulated on this machine. `npm start`, the browser tests and the load check start it
// through here; nothing here reaches the network.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { freePort, waitForHttp } from "./system.mjs";

const root = fileURLToPath(new URL("..", import.meta.url));
const wranglerBin = path.join(root, "node_modules", "wrangler", "bin", "wrangler.js");

/**
 * wrangler.jsonc as an object: its comments and trailing commas taken out (never inside a
 * string), without loading wrangler itself.
 */
export function readWranglerConfig(file = path.join(root, "wrangler.jsonc")) {
  const text = readFileSync(file, "utf8")
    .replace(/("(?:\\.|[^"\\])*")|\/\/[^\n]*|\/\*[\s\S]*?\*\//g, (_, string) => string ?? "")
    .replace(/("(?:\\.|[^"\\])*")|,(\s*[}\]])/g, (_, string, end) => string ?? end);
  return JSON.parse(text);
}

/** Where the local D1 database (and the queue's state) lives unless told otherwise. */
export const defaultStateDir = path.join(root, ".wrangler", "state");

/**
 * The environment wrangler runs in: no metrics, no prompts, React's production build, and no
 * attempt to fetch Cloudflare's `request.cf` sample from the network (requests get a placeholder).
 */
export function wranglerEnv(extra = {}) {
  return {
    ...process.env,
    WRANGLER_SEND_METRICS: "false",
    CLOUDFLARE_CF_FETCH_ENABLED: "false",
    CI: "1",
    NODE_ENV: "production",
    ...extra,
  };
}

/** Runs a wrangler command to its end; throws with its output when it fails. */
export function wrangler(args, { quiet = false } = {}) {
  const run = spawnSync(process.execPath, [wranglerBin, ...args], {
    cwd: root,
    env: wranglerEnv(),
    encoding: "utf8",
    stdio: quiet ? "pipe" : "inherit",
  });
  if (run.status !== 0) {
    throw new Error(`wrangler ${args.join(" ")} failed\n${run.stdout ?? ""}${run.stderr ?? ""}`);
  }
  return run.stdout ?? "";
}

/**
 * The settings the build was made with (SITE_URL, BUSINESS_PHONE, ...; build/site-env.json),
 * given to the Worker as the site's own, so that what it renders and allows agrees with the pages
 * it is deployed with; and the build's pages with their names (build/site-pages.json), the only
 * pages whose taps it counts under their own path (worker/site-pages.ts).
 */
export function siteDefine(buildDir = path.join(root, "build")) {
  const read = (name, empty) => {
    const file = path.join(buildDir, name);
    return existsSync(file) ? readFileSync(file, "utf8").trim() : empty;
  };
  return [
    "--define",
    `__SITE_ENV__:${read("site-env.json", "{}")}`,
    "--define",
    `__SITE_PAGES__:${read("site-pages.json", "[]")}`,
  ];
}

/** Whether the build the Worker serves (build/client) is there. */
export const hasBuild = () =>
  ["client/index.html", "client/404.html", "site-env.json", "site-pages.json"].every((file) =>
    existsSync(path.join(root, "build", file)),
  );

/** Applies the D1 migrations (worker/migrations) to the local database in `stateDir`. */
export function migrateLocal(stateDir = defaultStateDir, { quiet = true } = {}) {
  wrangler(["d1", "migrations", "apply", "DB", "--local", "--persist-to", stateDir], { quiet });
}

/**
 * @typedef {object} LeadServiceOptions
 * @property {string} [host]
 * @property {number} port
 * @property {string} [stateDir] where the local database lives
 * @property {Record<string, string>} [vars] the Worker's settings, over wrangler.jsonc's
 * @property {import("node:child_process").StdioOptions} [stdio]
 * @property {string[]} [extraArgs] more `wrangler dev` flags
 * @property {string} [logLevel] wrangler's own logging: error (the default), warn, info
 * @property {number} [timeoutMs]
 */

/** Whether `host` is this computer alone: a loopback name or address. */
export const isLoopbackHost = (host) =>
  host === "localhost" || host === "::1" || host === "[::1]" || /^127(\.\d{1,3}){3}$/.test(host);

/**
 * Whether the inbox has Cloudflare Access's settings (wrangler.jsonc `vars`, or `vars` given):
 * without them, it opens without a sign-in on this computer only.
 */
export function accessConfigured(vars = {}) {
  const all = { ...readWranglerConfig().vars, ...vars };
  return Boolean(all.ACCESS_TEAM_DOMAIN?.trim() && all.ACCESS_AUD?.trim());
}

/**
 * The Worker's settings for a `wrangler dev` on `host`, over wrangler.jsonc's: `vars`, and
 * LOCAL_INBOX when it listens on this computer alone, which lets the inbox open without a
 * sign-in there (worker/access.ts).
 */
export function workerVars(host, vars = {}) {
  return { ...(isLoopbackHost(host) ? { LOCAL_INBOX: "loopback" } : {}), ...vars };
}

/** How the inbox of a product listening on `host` is reached, as `npm start` says it. */
export function inboxAccessNote(host) {
  if (accessConfigured()) return "behind Cloudflare Access";
  if (isLoopbackHost(host)) return "open on this computer only";
  return `locked: HOST=${host} lets other computers reach this one, and the inbox has no sign-in
                   (set ACCESS_TEAM_DOMAIN and ACCESS_AUD, or start without HOST to open it here)`;
}

/**
 * Starts `wrangler dev` on `host:port` and waits until it answers. `vars` override the Worker's
 * settings (wrangler.jsonc `vars`), as `--var` does. Listening on loopback only, it tells the
 * Worker so (LOCAL_INBOX), which lets the inbox open without a sign-in; on any other address it
 * does not, and the inbox stays locked unless Access is set up. Resolves to its URL and `stop()`,
 * which ends wrangler and the workerd it started.
 *
 * @param {LeadServiceOptions} options
 */
export async function startLeadService({
  host = "127.0.0.1",
  port,
  stateDir = defaultStateDir,
  vars = {},
  stdio = ["ignore", "ignore", "inherit"],
  extraArgs = [],
  logLevel = "error",
  timeoutMs = 90_000,
}) {
  const args = [
    wranglerBin,
    "dev",
    "--ip",
    host,
    "--port",
    String(port),
    "--persist-to",
    stateDir,
    "--show-interactive-dev-session=false",
    // Its own debugger port, so that several can run side by side.
    "--inspector-port",
    String(await freePort(host)),
    "--log-level",
    logLevel,
    ...siteDefine(),
    ...Object.entries(workerVars(host, vars)).flatMap(([name, value]) => [
      "--var",
      `${name}:${value}`,
    ]),
    ...extraArgs,
  ];
  // Its own process group, so stopping it ends workerd too. Its own registry of local Workers
  // (wrangler's is shared by every `wrangler dev` on the machine, which reload one another when
  // one of the same name starts or stops), and no reload when the configuration file changes.
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: wranglerEnv({
      WRANGLER_REGISTRY_PATH: path.join(stateDir, "registry"),
      WRANGLER_CI_DISABLE_CONFIG_WATCHING: "true",
    }),
    stdio,
    detached: true,
  });
  // However this process ends, wrangler and workerd end with it.
  const orphaned = () => signalGroup("SIGKILL");
  process.once("exit", orphaned);
  child.once("exit", () => process.off("exit", orphaned));
  const url = `http://${host.includes(":") ? `[${host}]` : host}:${port}`;
  // Ctrl-C, as a person stops it; the whole group if it has not stopped in a few seconds.
  const stop = () =>
    new Promise((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      const force = setTimeout(() => signalGroup("SIGKILL"), 5_000);
      child.once("exit", () => {
        clearTimeout(force);
        signalGroup("SIGKILL");
        resolve();
      });
      child.kill("SIGINT");
    });
  const signalGroup = (signal) => {
    try {
      process.kill(-child.pid, signal);
    } catch {
      // Gone already.
    }
  };
  // The first answer compiles the Worker and opens the database: ask for a page of the site.
  if (!(await waitForHttp(`${url}/404`, { timeoutMs, child }))) {
    await stop();
    throw new Error(`wrangler dev did not answer on ${url} within ${timeoutMs / 1000} s`);
  }
  return { url, child, stop };
}
