// Load check, part of the benchmark (npm run bench:load), not of the tests: wrk against the
// build served by nginx with the shipped configuration and by the product as `npm start` runs
// it (workerd, which does not compress locally: Cloudflare does at its edge), on loopback, for a
// bounded time, on the home page and a hashed script, at 50 and at 200 open connections; then a
// burst of leads to the lead service. Reports requests per second, latency percentiles and
// errors (the target is zero errors), and the product's requests per second as a share of
// nginx's. Finds wrk on the PATH; when it is missing and we run as root (CI), installs Debian's
// wrk package, otherwise stops with a message saying how.
import { spawnSync } from "node:child_process";
import { randomUUID } from "node:crypto";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { leadsCsvPath } from "../worker/inbox/paths.mjs";
import { migrateLocal, startLeadService } from "./lead-service.mjs";
import { startNginx } from "./nginx.mjs";
import { commandPath, findOrInstall, freePort } from "./system.mjs";

export function findWrk() {
  return findOrInstall({
    name: "wrk",
    locate: () => commandPath("wrk"),
    packages: ["wrk"],
    hint: "The load check drives nginx with wrk: install it (on Debian: sudo apt-get install wrk) and run it again.",
  });
}

/** A wrk duration ("812.00us", "1.20ms", "2.01s") in milliseconds. */
function milliseconds(text) {
  const [, value, unit] = text.match(/([\d.]+)(us|ms|s|m)/) ?? [];
  const scale = { us: 0.001, ms: 1, s: 1000, m: 60_000 }[unit];
  return scale === undefined ? NaN : Number((Number(value) * scale).toFixed(2));
}

/** The figures of one wrk run, from its text report. */
export function parseWrk(report) {
  const percentile = (p) => {
    const m = report.match(new RegExp(`^\\s+${p}%\\s+(\\S+)`, "m"));
    return m ? milliseconds(m[1]) : NaN;
  };
  const socket = report.match(
    /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/,
  );
  const socketErrors = socket ? socket.slice(1).reduce((sum, n) => sum + Number(n), 0) : 0;
  const non2xx = Number(report.match(/Non-2xx or 3xx responses: (\d+)/)?.[1] ?? 0);
  return {
    requests: Number(report.match(/(\d+) requests in/)?.[1] ?? NaN),
    rps: Number(report.match(/Requests\/sec:\s+([\d.]+)/)?.[1] ?? NaN),
    p50: percentile(50),
    p75: percentile(75),
    p90: percentile(90),
    p99: percentile(99),
    max: milliseconds(report.match(/Latency\s+\S+\s+\S+\s+(\S+)/)?.[1] ?? ""),
    errors: socketErrors + non2xx,
  };
}

/** wrk on one URL: its figures as a table row. */
function drive(wrk, url, { seconds, connections }) {
  const run = spawnSync(
    wrk,
    [
      "--threads",
      "2",
      "--connections",
      String(connections),
      "--duration",
      `${seconds}s`,
      "--timeout",
      "5s",
      "--latency",
      "--header",
      "Accept-Encoding: br, gzip",
      url,
    ],
    { encoding: "utf8" },
  );
  if (run.status !== 0) throw new Error(`wrk failed:\n${run.stderr}${run.stdout}`);
  return parseWrk(run.stdout);
}

/** The product as `npm start` runs it, with a database of its own that starts empty. */
async function startProduct() {
  const stateDir = await mkdtemp(path.join(tmpdir(), "leads-load-"));
  migrateLocal(stateDir);
  const service = await startLeadService({ port: await freePort(), stateDir });
  return {
    url: service.url,
    version: "workerd (wrangler dev)",
    stop: async () => {
      await service.stop();
      await rm(stateDir, { recursive: true, force: true });
    },
  };
}

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))];

/**
 * A burst of `count` leads, each with its own key, from one client on loopback, `parallel` at a
 * time, as fast as the lead service takes them; then the leads it stored, counted in its inbox.
 * Each must be answered with its receipt, and each stored once.
 */
export async function leadBurst(url, { count = 500, parallel = 20 } = {}) {
  const ref = `burst-${randomUUID().slice(0, 8)}`;
  const latencies = [];
  let errors = 0;
  const failures = new Map();
  const failed = (what) => {
    errors += 1;
    failures.set(what, (failures.get(what) ?? 0) + 1);
  };
  let retries = 0;
  let next = 0;
  const post = (id, i) =>
    fetch(`${url}/api/leads`, {
      method: "POST",
      headers: { "Content-Type": "application/json", "Idempotency-Key": id },
      body: JSON.stringify({
        id,
        form: "contact",
        page: "/contact-us",
        submittedAt: new Date().toISOString(),
        fields: {
          name: `Load Test ${i}`,
          email: `load${i}@example.com`,
          phone: "",
          message: `Lead ${i} of the burst ${ref}`,
        },
      }),
    });
  const started = performance.now();
  async function sender() {
    while (next < count) {
      const i = next++;
      const id = randomUUID().replaceAll("-", "");
      const sent = performance.now();
      // A send whose connection closed before any answer is sent again with its key, as the
      // site's forms do: the service keeps one lead, and it is counted as a retry, not an error.
      for (let attempt = 1; ; attempt += 1) {
        try {
          const response = await post(id, i);
          const answer = await response.text();
          if (response.status !== 200 || JSON.parse(answer).id !== id) {
            failed(`${response.status} ${answer.slice(0, 120)}`);
          }
          break;
        } catch (error) {
          if (attempt < 3) {
            retries += 1;
            continue;
          }
          failed(String(error?.cause ?? error));
          break;
        }
      }
      latencies.push(performance.now() - sent);
    }
  }
  await Promise.all(Array.from({ length: parallel }, sender));
  const seconds = (performance.now() - started) / 1000;
  const csv = await (await fetch(`${url}${leadsCsvPath}?q=${ref}`)).text();
  const stored = csv.split("\r\n").filter((line) => line.includes(ref)).length;
  latencies.sort((a, b) => a - b);
  for (const [what, times] of failures) console.log(`  ${times} x ${what}`);
  return {
    server: "lead service",
    target: `POST /api/leads x ${count}`,
    connections: parallel,
    "req/s": Math.round(count / seconds),
    "of nginx": "",
    "p50 ms": Number(percentile(latencies, 0.5).toFixed(1)),
    "p90 ms": Number(percentile(latencies, 0.9).toFixed(1)),
    "p99 ms": Number(percentile(latencies, 0.99).toFixed(1)),
    "max ms": Number(latencies.at(-1).toFixed(1)),
    errors: errors + Math.abs(stored - count),
    stored,
    retries,
  };
}

/**
 * Serves the build in `buildDir` with nginx, then the product as `npm start` runs it, and runs
 * wrk on each target for `seconds` at each number of open connections, as browsers ask (brotli
 * or gzip); then sends the lead service a burst of leads. Returns one row per server, target
 * and connection count, and for the product its requests per second as a share of nginx's on
 * the same target and load.
 */
export async function loadCheck({
  buildDir = "build",
  seconds = 10,
  connections = [50, 200],
} = {}) {
  const wrk = findWrk();
  const home = await readFile(path.join(buildDir, "client", "index.html"), "utf8");
  // The largest script a page loads: React's client, shared by every island.
  const script = home.match(/\/assets\/client\.[^"]+\.js/)?.[0];
  if (!script) throw new Error("The home page names no hashed island client script.");

  const servers = [
    {
      name: "nginx",
      async start() {
        const site = await startNginx({ buildDir, port: await freePort() });
        return { url: site.url, version: site.version, stop: () => site.stop() };
      },
    },
    { name: "npm start", start: startProduct },
  ];

  const rows = [];
  const versions = {};
  const nginxRps = new Map();
  for (const { name, start } of servers) {
    const site = await start();
    versions[name] = site.version;
    try {
      for (const target of ["/", script]) {
        for (const open of connections) {
          console.log(`wrk on ${name}: ${open} connections for ${seconds} s on ${target}`);
          const figures = drive(wrk, `${site.url}${target}`, { seconds, connections: open });
          const key = `${target} ${open}`;
          if (name === "nginx") nginxRps.set(key, figures.rps);
          rows.push({
            server: name,
            target,
            connections: open,
            "req/s": Math.round(figures.rps),
            "of nginx":
              name === "nginx" ? "" : `${Math.round((100 * figures.rps) / nginxRps.get(key))}%`,
            "p50 ms": figures.p50,
            "p90 ms": figures.p90,
            "p99 ms": figures.p99,
            "max ms": figures.max,
            errors: figures.errors,
          });
        }
      }
      if (name === "npm start") {
        console.log("A burst of 500 leads to the lead service");
        rows.push(await leadBurst(site.url));
      }
    } finally {
      await site.stop();
    }
  }
  return { versions, rows };
}
