// Benchmark, not a test: Lighthouse (mobile) on every page of the build and on each page's
// "limit twin", the same prerendered HTML with every script that runs and every script preload
// removed, i.e. the page as fast as it could be as plain HTML and CSS. Its JSON-LD stays: that is
// data search engines read, not script, and a plain-HTML page would carry it too. Medians of several runs, page and twin
// interleaved so that machine noise hits both alike.
//
//   npm run bench                      simulated throttling (what PageSpeed Insights reports)
//   npm run bench -- --devtools        also devtools throttling (closer to a real phone)
//   npm run bench -- --devtools-only   devtools throttling alone
//   npm run bench -- --runs 5 /about-us   more runs, chosen pages only
//   npm run bench:load                 instead, a load check: wrk against nginx (scripts/load.mjs)
import { spawnSync } from "node:child_process";
import { cp, mkdtemp, readFile, readdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { brotliCompressSync, gzipSync } from "node:zlib";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { chromiumArgs, findChromium } from "./chromium.mjs";
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

async function htmlFiles(dir) {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((e) => e.isFile() && e.name.endsWith(".html"))
    .map((e) => path.join(e.parentPath, e.name));
}

const median = (values) => {
  const sorted = values.filter((v) => v !== undefined).sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

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

// 2. The twin: the same build, every script that runs and every script preload removed from its
// pages, and their compressed copies written again (the servers send the prebuilt ones).
const twinDir = await mkdtemp(path.join(tmpdir(), "limit-twin-"));
const twinClient = path.join(twinDir, "client");
await cp(client, twinClient, { recursive: true });
await cp(path.join(root, "build", "nginx"), path.join(twinDir, "nginx"), { recursive: true });
for (const file of await htmlFiles(twinClient)) {
  const html = (await readFile(file, "utf8"))
    .replace(/<script\b(?![^>]*type="application\/ld\+json")[^>]*>[\s\S]*?<\/script>/g, "")
    .replace(/<link rel="modulepreload"[^>]*>/g, "");
  await writeFile(file, html);
  await writeFile(`${file}.br`, brotliCompressSync(html));
  await writeFile(`${file}.gz`, gzipSync(html, { level: 9 }));
}

// 3. Serve the site as a host serves it (nginx with the configuration the build wrote, which
// compresses as a CDN does), and the twin with the same server and rules.
const [site, twin] = await Promise.all([
  startNginx({ buildDir: "build", port: await freePort() }),
  startNginx({ buildDir: twinDir, port: await freePort() }),
]);
const siteUrl = site.url;
const twinUrl = twin.url;

// 4. Every page of the build (the not-found page aside).
const pages = (await htmlFiles(client))
  .map((f) => path.relative(client, f).split(path.sep).join("/"))
  .filter((f) => f !== "404.html")
  .map((f) => (f === "index.html" ? "/" : `/${f.replace(/\.html$/, "")}`))
  .filter((p) => onlyPaths.length === 0 || onlyPaths.includes(p))
  .sort((a, b) => a.length - b.length || a.localeCompare(b));

const chrome = await chromeLauncher.launch({
  chromePath: findChromium(),
  chromeFlags: ["--headless=new", ...chromiumArgs],
});

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

const rows = [];
try {
  for (const method of methods) {
    for (const page of pages) {
      const samples = { page: [], twin: [] };
      for (let i = 0; i < runs; i += 1) {
        samples.page.push(
          await audit(`${siteUrl}${page}`, method, i === 0 ? allCategories : undefined),
        );
        samples.twin.push(await audit(`${twinUrl}${page}`, method));
      }
      const m = (which, key) => median(samples[which].map((s) => s[key]));
      const row = {
        route: page,
        throttling: method,
        perf: m("page", "performance"),
        a11y: m("page", "accessibility"),
        bp: m("page", "best-practices"),
        seo: m("page", "seo"),
        "FCP ms": Math.round(m("page", "fcp")),
        "LCP ms": Math.round(m("page", "lcp")),
        "TBT ms": Math.round(m("page", "tbt")),
        "twin TBT ms": Math.round(m("twin", "tbt")),
        CLS: Number(m("page", "cls").toFixed(3)),
        KB: Math.round(m("page", "bytes") / 1024),
        "FCP/twin": Number((m("page", "fcp") / m("twin", "fcp")).toFixed(2)),
        "LCP/twin": Number((m("page", "lcp") / m("twin", "lcp")).toFixed(2)),
      };
      rows.push(row);
      console.log(JSON.stringify(row));
    }
  }
} finally {
  await chrome.kill();
  await Promise.all([site.stop(), twin.stop()]);
  await rm(twinDir, { recursive: true, force: true });
}

const columns = Object.keys(rows[0] ?? {});
console.log(`\nLighthouse ${runs > 1 ? `medians of ${runs} runs` : "1 run"}, mobile:\n`);
console.log(`| ${columns.join(" | ")} |`);
console.log(`| ${columns.map(() => "---").join(" | ")} |`);
for (const row of rows) console.log(`| ${columns.map((c) => row[c]).join(" | ")} |`);
for (const method of methods) {
  const of = rows.filter((r) => r.throttling === method);
  const worst = (key) => Math.min(...of.map((r) => r[key]));
  const most = (key) => Math.max(...of.map((r) => r[key]));
  console.log(
    `\nSummary (${method}): worst performance ${worst("perf")}, accessibility ${worst("a11y")}, ` +
      `best practices ${worst("bp")}, SEO ${worst("seo")}; worst FCP/twin ${most("FCP/twin")}, ` +
      `worst LCP/twin ${most("LCP/twin")}, worst TBT ${most("TBT ms")} ms, worst CLS ${most("CLS")}`,
  );
}
