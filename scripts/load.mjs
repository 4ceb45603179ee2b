// Load check, part of the benchmark (npm run bench:load), not of the tests: wrk against the
// build served by nginx with the shipped configuration and by `npm start`'s server, on
// loopback, for a bounded time, on the home page and a hashed script, at 50 and at 200 open
// connections. Reports requests per second, latency percentiles and errors (the target is zero
// errors), and `npm start`'s requests per second as a share of nginx's. Finds wrk on the PATH;
// when it is missing and we run as root (CI), installs Debian's wrk package, otherwise stops
// with a message saying how.
import { spawnSync } from "node:child_process";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { startNginx } from "./nginx.mjs";
import { spawnSite } from "./site-server.mjs";
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

/**
 * Serves the build in `buildDir` with nginx, then with `npm start`'s server, and runs wrk on
 * each target for `seconds` at each number of open connections, as browsers ask (brotli or
 * gzip). Returns one row per server, target and connection count, and for `npm start` its
 * requests per second as a share of nginx's on the same target and load.
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
    {
      name: "npm start",
      async start() {
        // Its own process, as `npm start` runs: wrk runs synchronously in this one.
        const site = await spawnSite({ buildDir, stdio: ["ignore", "ignore", "inherit"] });
        return {
          url: site.url,
          version: `node ${process.version}`,
          stop: site.stop,
        };
      },
    },
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
    } finally {
      await site.stop();
    }
  }
  return { versions, rows };
}
