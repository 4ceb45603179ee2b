// The whole product on Cloudflare's runtime, locally: the built site and the Worker beside it
// (wrangler.jsonc), run by `wrangler dev` on workerd, with D1, the alert queue and the rate
// limit simulated on this machine, behind an edge of its own (scripts/local-edge.mjs), as
// Cloudflare's edge stands in front of the deployed Worker. `npm start`, the browser tests, the
// load check and the benchmark start it through here; nothing here reaches the network.
import { spawn, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { readWranglerConfig } from "../deploy/wrangler-config.mjs";
import { startLocalEdge } from "./local-edge.mjs";
import { freePort, waitForHttp } from "./system.mjs";

const root = fileURLToPath(new URL("..", import.meta.url));
const wranglerBin = path.join(root, "node_modules", "wrangler", "bin", "wrangler.js");

export { readWranglerConfig };

/** Where the local D1 database (and the queue's state) lives unless told otherwise. */
export const defaultStateDir = path.join(root, ".wrangler", "state");

/**
 * The environment wrangler runs in: no metrics, no prompts, React's production build, no
 * attempt to fetch Cloudflare's `request.cf` sample from the network (requests get a
 * placeholder), and no local data explorer (on by default in wrangler 4.86: a page and an API
 * at /cdn-cgi/explorer/ that read and write every lead with SQL, for any client that reaches
 * the port); `startLeadService` lets it on only when asked.
 */
export function wranglerEnv(extra = {}) {
  return {
    ...process.env,
    WRANGLER_SEND_METRICS: "false",
    CLOUDFLARE_CF_FETCH_ENABLED: "false",
    CI: "1",
    NODE_ENV: "production",
    X_LOCAL_EXPLORER: "false",
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
 * @property {boolean} [explorer] wrangler's local data explorer at /cdn-cgi/explorer/, which
 *   reads and writes every lead: refused unless `host` is loopback (`LOCAL_EXPLORER=on npm start`)
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

/** The path of the Worker's local jobs (worker/local-jobs.ts), which only `runJob` asks for. */
export const localJobsPath = "/api/jobs";

/**
 * The files of settings and secrets wrangler would read by itself (`.dev.vars`, or else `.env`
 * and `.env.local`), which it reads no more once a file is named with `--env-file`: named
 * first, so that they still apply; the run's own file comes after them and wins.
 */
function developerEnvFiles() {
  const devVars = path.join(root, ".dev.vars");
  if (existsSync(devVars)) return [devVars];
  return [".env", ".env.local"].map((name) => path.join(root, name)).filter(existsSync);
}

/**
 * Starts the product: `wrangler dev` on a free port of 127.0.0.1, and in front of it the edge
 * (scripts/local-edge.mjs) on `host:port`, the one server others can reach; waits until it
 * answers. `vars` override the Worker's settings (wrangler.jsonc `vars`), as `--var` does.
 * Listening on loopback only, it tells the Worker so (LOCAL_INBOX), which lets the inbox open
 * without a sign-in; on any other address it does not, and the inbox stays locked unless Access
 * is set up. The Worker gets a key for this run alone (LOCAL_JOBS_KEY, 256 bits, in a file
 * only this user can read, deleted at the stop), with which `runJob` runs a timed job.
 * Resolves to the product's URL, wrangler's own (`internalUrl`, on loopback), `runJob`, and
 * `stop()`, which ends the edge, wrangler and the workerd it started.
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
  explorer = false,
  timeoutMs = 90_000,
}) {
  if (explorer && !isLoopbackHost(host)) {
    throw new Error(
      `The local data explorer reads and changes every lead: it opens only on this computer (HOST=${host} lets others reach this one). Start without HOST to open it.`,
    );
  }
  const loopback = "127.0.0.1";
  const internalPort = await freePort(loopback);
  const internalUrl = `http://${loopback}:${internalPort}`;
  // The edge first, so that a port already taken stops the start at once; it holds what it
  // is asked until wrangler answers.
  let started;
  const ready = new Promise((resolve, reject) => (started = { resolve, reject }));
  const edge = await startLocalEdge({
    host,
    port,
    upstream: internalUrl,
    jobsPath: localJobsPath,
    explorer,
    ready,
  });

  const jobsKey = randomBytes(32).toString("hex");
  const secrets = mkdtempSync(path.join(tmpdir(), "lead-service-"));
  const keyFile = path.join(secrets, "local-jobs.env");
  writeFileSync(keyFile, `LOCAL_JOBS_KEY=${jobsKey}\n`, { mode: 0o600 });
  const removeSecrets = () => rmSync(secrets, { recursive: true, force: true });

  const args = [
    wranglerBin,
    "dev",
    "--ip",
    loopback,
    "--port",
    String(internalPort),
    "--persist-to",
    stateDir,
    "--show-interactive-dev-session=false",
    // Its own debugger port, so that several can run side by side, on loopback.
    "--inspector-ip",
    loopback,
    "--inspector-port",
    String(await freePort(loopback)),
    "--log-level",
    logLevel,
    ...siteDefine(),
    ...Object.entries(workerVars(host, vars)).flatMap(([name, value]) => [
      "--var",
      `${name}:${value}`,
    ]),
    ...[...developerEnvFiles(), keyFile].flatMap((file) => ["--env-file", file]),
    ...extraArgs,
  ];
  // Its own process group, so stopping it ends workerd too. Its own registry of local Workers
  // (wrangler's is shared by every `wrangler dev` on the machine, which reload one another when
  // one of the same name starts or stops), and no reload when the configuration file changes.
  // The files named with --env-file are read whatever the environment says of .env files.
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: wranglerEnv({
      WRANGLER_REGISTRY_PATH: path.join(stateDir, "registry"),
      WRANGLER_CI_DISABLE_CONFIG_WATCHING: "true",
      CLOUDFLARE_LOAD_DEV_VARS_FROM_DOT_ENV: "true",
      CLOUDFLARE_INCLUDE_PROCESS_ENV: "false",
      X_LOCAL_EXPLORER: explorer ? "true" : "false",
    }),
    stdio,
    detached: true,
  });
  // However this process ends, wrangler and workerd end with it, and the key's file goes.
  const orphaned = () => {
    signalGroup("SIGKILL");
    removeSecrets();
  };
  process.once("exit", orphaned);
  child.once("exit", () => {
    process.off("exit", orphaned);
    removeSecrets();
  });
  const url = `http://${host.includes(":") ? `[${host}]` : host}:${port}`;
  // Ctrl-C, as a person stops it; the whole group if it has not stopped in a few seconds.
  const stopWrangler = () =>
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
  const stop = async () => {
    await edge.close();
    await stopWrangler();
    removeSecrets();
  };
  const signalGroup = (signal) => {
    try {
      process.kill(-child.pid, signal);
    } catch {
      // Gone already.
    }
  };

  /**
   * Runs a timed job of wrangler.jsonc's `triggers` (`cron`), as its trigger would at `time`
   * (now unless given), with the run's key, on wrangler's own port. Resolves to what the
   * Worker answers of it; throws when it did not run.
   *
   * @param {string} cron
   * @param {Date | number} [time]
   * @returns {Promise<{ ran: string, scheduledTime: string, tookMs: number }>}
   */
  const runJob = async (cron, time = Date.now()) => {
    const answer = await fetch(`${internalUrl}${localJobsPath}`, {
      method: "POST",
      headers: { Authorization: `Bearer ${jobsKey}`, "Content-Type": "application/json" },
      body: JSON.stringify({ cron, time: Number(time) }),
    });
    const text = await answer.text();
    if (!answer.ok) throw new Error(`The job "${cron}" did not run (${answer.status}): ${text}`);
    return JSON.parse(text);
  };

  // The first answer compiles the Worker and opens the database: ask for a page of the site.
  if (!(await waitForHttp(`${internalUrl}/404`, { timeoutMs, child }))) {
    started.reject(new Error("wrangler dev did not start"));
    await stop();
    throw new Error(`wrangler dev did not answer on ${internalUrl} within ${timeoutMs / 1000} s`);
  }
  started.resolve();
  return { url, internalUrl, child, runJob, stop };
}
