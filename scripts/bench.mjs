// Benchmark, and a gate: Lighthouse (mobile, simulated throttling) on every page of the build,
// served as a host serves it (nginx with the configuration the build wrote: the production
// headers and the prebuilt brotli files), medians of several runs. It exits 1 when any page's
// median performance is below 99, its median Total Blocking Time is 50 ms or more, or its median
// largest paint comes later than 1.15 times its first; or when the home page's or a city page's
// HTML, as served, is over the 14,600 bytes of a new connection's first flight: absolute limits,
// whatever the references measure (scripts/bench-gate.mjs).
//
// Beside each page, two references measured in the same runs, interleaved so that machine noise
// hits all alike:
// - the "twin": the same HTML with every script that runs and every script preload removed (the
//   page as plain HTML and CSS; its JSON-LD stays, as a plain page would carry it too);
// - "no drawings": the same HTML with every inline drawing (illustrations, maps, icons) emptied,
//   its frame kept so nothing moves: the cost of the drawings, as a number in every run.
// And, in Chromium with the CPU slowed down four times (scripts/bench-phone.mjs), the longest
// main-thread task while the page loads, and the first tap on each island it has.
//
//   npm run bench                      every page, 3 runs
//   npm run bench -- --runs 5 /about-us   more runs, chosen pages only
//   npm run bench -- --devtools        also devtools throttling (closer to a real phone)
//   npm run bench -- --worker          also the page as the Worker serves it (`npm start`)
//   npm run bench:load                 instead, a load check: wrk against nginx (scripts/load.mjs)
import { spawnSync } from "node:child_process";
import { statSync } from "node:fs";
import { cp, mkdtemp, readFile, readdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { brotliCompressSync, gzipSync } from "node:zlib";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import {
  firstFlightPage,
  limits,
  median,
  overLimits,
  pageFile,
  withoutDrawings,
  withoutScripts,
} from "./bench-gate.mjs";
import { phoneBench, cpuSlowdown } from "./bench-phone.mjs";
import { chromiumArgs, findChromium } from "./chromium.mjs";
import { startLeadService } from "./lead-service.mjs";
import { loadCheck } from "./load.mjs";
import { startNginx } from "./nginx.mjs";
import { freePort } from "./system.mjs";

const args = process.argv.slice(2);
const flag = (name) => args.includes(name);
const option = (name, fallback) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : fallback;
};
const runs = Number(option("--runs", "3"));
const methods = flag("--devtools-only")
  ? ["devtools"]
  : flag("--devtools")
    ? ["simulate", "devtools"]
    : ["simulate"];
const onlyPaths = args.filter((a, i) => a.startsWith("/") && args[i - 1] !== "--runs");

const root = path.resolve(".");
const client = path.join(root, "build", "client");

// The site's pages: every HTML file but the site editor's (/admin, the owner's tool, with a
// script of its own the limits are not for).
async function htmlFiles(dir) {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((e) => e.isFile() && e.name.endsWith(".html"))
    .map((e) => path.join(e.parentPath, e.name))
    .filter((file) => path.relative(dir, file) !== "admin.html");
}

// 1. Build, exactly as for production.
console.log("Building the site...");
const build = spawnSync("npm", ["run", "build"], { stdio: ["ignore", "ignore", "inherit"] });
if (build.status !== 0) process.exit(build.status ?? 1);

// The load check: the build served by nginx with the shipped configuration, under wrk.
if (flag("--load")) {
  const { versions, rows } = await loadCheck({ buildDir: "build", seconds: 10 });
  const columns = Object.keys(rows[0]);
  console.log(
    `\nLoad check on loopback (nginx: ${versions.nginx}; npm start: ${versions["npm start"]}), wrk 2 threads, 10 s each; then 500 leads, 20 at a time:\n`,
  );
  console.log(`| ${columns.join(" | ")} |`);
  console.log(`| ${columns.map(() => "---").join(" | ")} |`);
  for (const row of rows) console.log(`| ${columns.map((c) => row[c]).join(" | ")} |`);
  const burst = rows.find((row) => row.stored !== undefined);
  if (burst) {
    console.log(
      `\nLeads: ${burst.stored} stored of the burst of 500, ${burst.retries} send(s) retried with their key after a connection closed before an answer.`,
    );
  }
  const errors = rows.reduce((sum, row) => sum + row.errors, 0);
  console.log(errors === 0 ? "\nNo errors." : `\n${errors} errors: the target is none.`);
  process.exit(errors === 0 ? 0 : 1);
}

/**
 * The references: a copy of the build whose pages are rewritten, with their compressed copies
 * written again (the servers send the prebuilt ones) and the same server configuration.
 */
async function reference(name, rewrite) {
  const dir = await mkdtemp(path.join(tmpdir(), `bench-${name}-`));
  await cp(path.join(root, "build"), dir, { recursive: true });
  for (const file of await htmlFiles(path.join(dir, "client"))) {
    const html = rewrite(await readFile(file, "utf8"));
    await writeFile(file, html);
    await writeFile(`${file}.br`, brotliCompressSync(html));
    await writeFile(`${file}.gz`, gzipSync(html, { level: 9 }));
  }
  return dir;
}

// 2. Serve the site as a host serves it (nginx with the configuration the build wrote, which
// sends the prebuilt brotli files as a CDN compresses), and each reference the same way.
const referenceDirs = {
  twin: await reference("twin", withoutScripts),
  drawings: await reference("no-drawings", withoutDrawings),
};
const servers = {
  nginx: await startNginx({ buildDir: "build", port: await freePort() }),
  twin: await startNginx({ buildDir: referenceDirs.twin, port: await freePort() }),
  drawings: await startNginx({ buildDir: referenceDirs.drawings, port: await freePort() }),
};
// The Worker, as `npm start` runs it (workerd: the same headers; Cloudflare compresses at its
// edge, which workerd on this machine does not, so its pages travel uncompressed here).
const workerState = flag("--worker") ? await mkdtemp(path.join(tmpdir(), "bench-worker-")) : null;
if (workerState) {
  servers.worker = await startLeadService({ port: await freePort(), stateDir: workerState });
}
const hosts = ["nginx", ...(workerState ? ["worker"] : [])];

// 3. Every page of the build (the not-found page aside).
const pages = (await htmlFiles(client))
  .map((f) => path.relative(client, f).split(path.sep).join("/"))
  .filter((f) => f !== "404.html")
  .map((f) => (f === "index.html" ? "/" : `/${f.replace(/\.html$/, "")}`))
  .filter((p) => onlyPaths.length === 0 || onlyPaths.includes(p))
  .sort((a, b) => a.length - b.length || a.localeCompare(b));

// Paint holding off: Chromium keeps the previous page on screen during a navigation within one
// site until the new one paints or a timeout runs out, and Lighthouse's blank page counts as
// the same site, so about one run in two had its first paint held for a second or two. A driver
// landing from a search comes from another site and never has it; with it, every request that
// finished in that second counted towards the largest paint in Lighthouse's model.
const chrome = await chromeLauncher.launch({
  chromePath: findChromium(),
  chromeFlags: ["--headless=new", ...chromiumArgs, "--disable-features=PaintHolding"],
});
const phone = await phoneBench();

// Accessibility, best practices and SEO do not vary between runs: they are audited on a page's
// first run only, which keeps the benchmark to about ten seconds an audit.
const allCategories = ["performance", "accessibility", "best-practices", "seo"];

async function audit(url, method, categories = ["performance"]) {
  const result = await lighthouse(url, {
    port: chrome.port,
    output: "json",
    logLevel: "error",
    formFactor: "mobile",
    throttlingMethod: method,
    onlyCategories: categories,
  });
  const { categories: scores, audits } = result.lhr;
  // A category whose audits failed has no score: left out of the median rather than counted as 0.
  const score = (id) =>
    typeof scores[id]?.score === "number" ? scores[id].score * 100 : undefined;
  return {
    performance: score("performance"),
    accessibility: score("accessibility"),
    "best-practices": score("best-practices"),
    seo: score("seo"),
    fcp: audits["first-contentful-paint"].numericValue,
    lcp: audits["largest-contentful-paint"].numericValue,
    tbt: audits["total-blocking-time"].numericValue,
    cls: audits["cumulative-layout-shift"].numericValue,
    bytes: audits["total-byte-weight"].numericValue,
  };
}

/** The bytes of a page's HTML as served: the brotli file the build wrote beside it. */
const htmlBrotli = (route) => statSync(path.join("build", "client", `${pageFile(route)}.br`)).size;

const rows = [];
/** What the gate judges: each page's samples on each host (scripts/bench-gate.mjs). */
const judged = [];
try {
  for (const method of methods) {
    for (const page of pages) {
      const samples = { nginx: [], worker: [], twin: [], drawings: [], longest: [], taps: {} };
      const islands =
        method === "simulate" ? await phone.islandsOn(`${servers.nginx.url}${page}`) : [];
      for (let i = 0; i < runs; i += 1) {
        for (const host of hosts) {
          const categories = i === 0 && host === "nginx" ? allCategories : undefined;
          samples[host].push(await audit(`${servers[host].url}${page}`, method, categories));
        }
        samples.twin.push(await audit(`${servers.twin.url}${page}`, method));
        samples.drawings.push(await audit(`${servers.drawings.url}${page}`, method));
        if (method !== "simulate") continue;
        samples.longest.push(await phone.longestTask(`${servers.nginx.url}${page}`));
        for (const island of islands) {
          (samples.taps[island] ??= []).push(
            await phone.firstTap(`${servers.nginx.url}${page}`, island),
          );
        }
      }
      const m = (which, key) => median(samples[which].map((s) => s[key]));
      const row = {
        route: page,
        throttling: method,
        perf: m("nginx", "performance"),
        a11y: m("nginx", "accessibility"),
        bp: m("nginx", "best-practices"),
        seo: m("nginx", "seo"),
        "FCP ms": Math.round(m("nginx", "fcp")),
        "LCP ms": Math.round(m("nginx", "lcp")),
        "LCP/FCP": Number((m("nginx", "lcp") / m("nginx", "fcp")).toFixed(2)),
        // The HTML's bytes as a host serves it (the build's own brotli file); * where the page
        // is held to the first flight.
        "HTML br B": `${htmlBrotli(page)}${firstFlightPage(page) ? "*" : ""}`,
        "TBT ms": Math.round(m("nginx", "tbt")),
        CLS: Number(m("nginx", "cls").toFixed(3)),
        KB: Math.round(m("nginx", "bytes") / 1024),
        ...(workerState
          ? {
              "Worker perf": m("worker", "performance"),
              "Worker TBT ms": Math.round(m("worker", "tbt")),
            }
          : {}),
        "twin TBT ms": Math.round(m("twin", "tbt")),
        "LCP/twin": Number((m("nginx", "lcp") / m("twin", "lcp")).toFixed(2)),
        "no-drawings TBT ms": Math.round(m("drawings", "tbt")),
        "LCP/no-drawings": Number((m("nginx", "lcp") / m("drawings", "lcp")).toFixed(2)),
        ...(method === "simulate"
          ? {
              [`longest task ms (${cpuSlowdown}x)`]: median(samples.longest),
              // Per island: the interaction latency (the longest timed event, what INP counts)
              // and, after the slash, the time until the island's answer was on screen.
              [`first tap ms (${cpuSlowdown}x)`]:
                Object.entries(samples.taps)
                  .map(
                    ([island, taps]) =>
                      `${island} ${median(taps.map((t) => t.event))}/${median(taps.map((t) => t.answer))}`,
                  )
                  .join(", ") || "no island",
            }
          : {}),
      };
      rows.push(row);
      console.log(JSON.stringify(row));
      if (method !== "simulate") continue;
      for (const host of hosts) {
        judged.push({
          route: page,
          host,
          performance: samples[host].map((s) => s.performance),
          blockingMs: samples[host].map((s) => s.tbt),
          fcpMs: samples[host].map((s) => s.fcp),
          lcpMs: samples[host].map((s) => s.lcp),
          htmlBrotli: htmlBrotli(page),
          // The taps are measured on nginx's pages, the same files every host serves.
          taps:
            host === "nginx"
              ? Object.fromEntries(
                  Object.entries(samples.taps).map(([island, taps]) => [
                    island,
                    taps.map((t) => t.event),
                  ]),
                )
              : {},
        });
      }
    }
  }
} finally {
  await chrome.kill();
  await phone.close();
  await Promise.all(Object.values(servers).map((server) => server.stop()));
  await Promise.all(
    [...Object.values(referenceDirs), workerState]
      .filter(Boolean)
      .map((dir) => rm(dir, { recursive: true, force: true })),
  );
}

const columns = Object.keys(rows[0] ?? {});
console.log(`\nLighthouse ${runs > 1 ? `medians of ${runs} runs` : "1 run"}, mobile:\n`);
console.log(`| ${columns.join(" | ")} |`);
console.log(`| ${columns.map(() => "---").join(" | ")} |`);
for (const row of rows) console.log(`| ${columns.map((c) => row[c] ?? "").join(" | ")} |`);
for (const method of methods) {
  const of = rows.filter((r) => r.throttling === method);
  const worst = (key) => Math.min(...of.map((r) => r[key]));
  const most = (key) => Math.max(...of.map((r) => r[key]));
  console.log(
    `\nSummary (${method}): worst performance ${worst("perf")}, accessibility ${worst("a11y")}, ` +
      `best practices ${worst("bp")}, SEO ${worst("seo")}; worst TBT ${most("TBT ms")} ms, ` +
      `worst CLS ${most("CLS")}, worst LCP/twin ${most("LCP/twin")}, worst LCP/no-drawings ${most("LCP/no-drawings")}`,
  );
}
const failures = overLimits(judged);
if (failures.length > 0) {
  console.log(
    `\nFailed: ${failures.length} limit(s) not met:\n${failures.map((f) => `- ${f}`).join("\n")}`,
  );
  process.exit(1);
}
console.log(
  `\nPassed: every page at performance ${limits.performance} or more, blocking time under ${limits.blockingMs} ms, every first tap under ${limits.firstTapMs} ms, its largest paint within ${limits.lcpOverFcp}x its first, and the first-flight pages' HTML within ${limits.firstFlightBytes} B.`,
);
