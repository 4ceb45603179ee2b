// The production server of `npm start`: serves a build's prebuilt files (the `.br` and `.gz`
// twins the build wrote, never compressing on the fly) through `sirv`, with the rules the build
// rendered from deploy/policy.ts into serving.json, so it answers as nginx does: the same
// headers and per-page policies on every response, the same redirects (query kept, headers
// on them too, never off the site), 404 with the not-found page for anything else (`/404`
// included), 405 for methods other than GET and HEAD, 414 for an overlong request line, and
// never a 5xx for anything a client sends.
import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { createServer } from "node:http";
import path from "node:path";
import { fileURLToPath } from "node:url";
import sirv from "sirv";
import { freePort, waitForHttp } from "./system.mjs";

/** The longest request target nginx reads with its default buffers; longer is 414. */
const maxTargetLength = 8192;

/** Reads the rules a build wrote for its server (deploy/server-config.ts). */
export function readServing(buildDir) {
  return JSON.parse(readFileSync(path.join(buildDir, "serving.json"), "utf8"));
}

/** Which encoding of a prebuilt file to send for an Accept-Encoding header. */
function chooseEncoding(accept = "") {
  const weights = new Map();
  for (const part of accept.split(",")) {
    const [name, ...params] = part.trim().toLowerCase().split(";");
    const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    weights.set(name, q ? Number(q.slice(2)) : 1);
  }
  const allowed = (name) => (weights.get(name) ?? weights.get("*") ?? 0) > 0;
  if (allowed("br")) return "br";
  if (allowed("gzip")) return "gzip";
  return null;
}

/**
 * A request handler for the build in `buildDir`. `serving` is its serving.json: the security
 * headers, the cache rules, each page's file and policy, the redirects and the safe-path rule.
 */
export function createSiteHandler(buildDir, serving = readServing(buildDir)) {
  const client = path.join(buildDir, "client");
  const segment = serving.safeSegment;
  const pages = new Map(serving.pages.map((page) => [page.urlPath, page]));
  const postTargets = new Set(serving.postTargets);
  const trailingSlash = new RegExp(`^((?:/${segment})+)/+$`);
  const htmlExtension = new RegExp(`^((?:/${segment})+)\\.html$`);
  const redirects = serving.redirects.map(({ from, to }) => {
    const names = [];
    const pattern = from
      .split(/(:[a-zA-Z]+)/)
      .map((part) => {
        if (!part.startsWith(":")) return part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
        names.push(part.slice(1));
        return `(${segment})`;
      })
      .join("");
    return { match: new RegExp(`^${pattern}/*$`), names, to };
  });

  const notFoundBodies = Object.fromEntries(
    [
      ["identity", ""],
      ["br", ".br"],
      ["gzip", ".gz"],
    ].map(([encoding, suffix]) => [
      encoding,
      readFileSync(path.join(client, `${serving.notFound.file}${suffix}`)),
    ]),
  );

  const files = sirv(client, {
    dev: false,
    etag: true,
    brotli: true,
    gzip: true,
    extensions: [],
    dotfiles: false,
  });

  function baseHeaders(res, csp = serving.defaultCsp) {
    for (const [name, value] of Object.entries(serving.securityHeaders)) res.setHeader(name, value);
    res.setHeader("Content-Security-Policy", csp);
    res.setHeader("Cache-Control", serving.cacheControl.revalidate);
  }

  function redirect(req, res, status, location, query) {
    // Every target is built from segments of safe characters: one leading slash, then a name.
    if (!/^\/(?![/\\])[\x21-\x7e]*$/.test(location)) return notFound(req, res);
    res.statusCode = status;
    res.setHeader("Location", `${location}${query}`);
    res.end();
  }

  function notFound(req, res) {
    const encoding = chooseEncoding(req.headers["accept-encoding"]) ?? "identity";
    const body = notFoundBodies[encoding];
    baseHeaders(res, serving.notFound.csp);
    res.statusCode = 404;
    res.setHeader("Content-Type", "text/html; charset=utf-8");
    res.setHeader("Content-Length", body.length);
    res.setHeader("Vary", "Accept-Encoding");
    if (encoding !== "identity") res.setHeader("Content-Encoding", encoding);
    res.end(req.method === "HEAD" ? undefined : body);
  }

  function plain(res, status, text, extra = {}) {
    res.statusCode = status;
    res.setHeader("Content-Type", "text/plain; charset=utf-8");
    for (const [name, value] of Object.entries(extra)) res.setHeader(name, value);
    res.end(`${text}\n`);
  }

  function handle(req, res) {
    baseHeaders(res);
    const target = req.url ?? "/";
    if (target.length > maxTargetLength) return plain(res, 414, "Request-URI Too Large");
    if (!target.startsWith("/")) return plain(res, 400, "Bad Request");

    const queryAt = target.indexOf("?");
    const rawPath = queryAt < 0 ? target : target.slice(0, queryAt);
    // The query goes back out unchanged, as nginx keeps it, with anything that could not be
    // a header value percent-encoded.
    const query = (queryAt < 0 ? "" : target.slice(queryAt)).replace(/[^\x21-\x7e]/gu, (c) =>
      encodeURIComponent(c),
    );
    let decoded;
    try {
      decoded = decodeURIComponent(rawPath);
    } catch {
      return plain(res, 400, "Bad Request");
    }
    // As nginx does, with merge_slashes on.
    const pathname = decoded.replace(/\/{2,}/g, "/");

    if (req.method === "POST" && postTargets.has(pathname)) {
      // A form sent without JavaScript in demo mode: Post/Redirect/Get to the page that says so.
      req.resume();
      return redirect(req, res, 303, pathname, "");
    }
    if (req.method !== "GET" && req.method !== "HEAD") {
      req.resume();
      return plain(res, 405, "Method Not Allowed", { Allow: "GET, HEAD" });
    }

    for (const rule of redirects) {
      const match = rule.match.exec(pathname);
      if (!match) continue;
      const location = rule.to.replace(
        /:([a-zA-Z]+)/g,
        (_, name) => match[1 + rule.names.indexOf(name)],
      );
      return redirect(req, res, 301, location, query);
    }
    // The not-found page has no address of its own, under either name.
    const notFoundPath = `/${serving.notFound.file}`;
    if (pathname === notFoundPath || pathname === notFoundPath.replace(/\.html$/, "")) {
      return notFound(req, res);
    }
    if (pathname === "/index" || pathname === "/index.html")
      return redirect(req, res, 301, "/", query);
    const slashed = trailingSlash.exec(pathname);
    if (slashed) return redirect(req, res, 301, slashed[1], query);
    const html = htmlExtension.exec(pathname);
    if (html) return redirect(req, res, 301, html[1], query);

    // sirv picks the prebuilt file by a plain substring test; tell it what the client accepts
    // by weight (`br;q=0` is a no).
    req.headers["accept-encoding"] = chooseEncoding(req.headers["accept-encoding"]) ?? "identity";
    const page = pages.get(pathname);
    if (page) {
      res.setHeader("Content-Security-Policy", page.csp);
      res.setHeader("Content-Type", "text/html; charset=utf-8");
      req.url = `/${page.file}`;
    } else if (pathname.endsWith(".html") || pathname.includes("\0")) {
      return notFound(req, res);
    } else {
      if (pathname.startsWith(serving.hashedAssetsPrefix)) {
        res.setHeader("Cache-Control", serving.cacheControl.immutable);
      }
      req.url = pathname.split("/").map(encodeURIComponent).join("/");
    }
    files(req, res, () => notFound(req, res));
  }

  return (req, res) => {
    try {
      handle(req, res);
    } catch (error) {
      console.error(error);
      if (!res.headersSent) plain(res, 400, "Bad Request");
      else res.destroy();
    }
  };
}

/** Starts the server; resolves once it listens. */
export function startSiteServer({ buildDir, host, port, log = false }) {
  const handler = createSiteHandler(buildDir);
  const server = createServer((req, res) => {
    if (log) res.on("finish", () => console.log(`${res.statusCode} ${req.method} ${req.url}`));
    handler(req, res);
  });
  server.keepAliveTimeout = 65_000;
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(Number(port), host, () => resolve(server));
  });
}

/**
 * Runs `npm start` (scripts/start.mjs) in a process of its own, quietly, on loopback: for the
 * benchmark, the load check and the browser tests. Resolves once it answers; `stop()` ends it.
 *
 * @param {{ buildDir?: string, env?: Record<string, string>,
 *   stdio?: import("node:child_process").StdioOptions }} [options]
 */
export async function spawnSite({ buildDir = "build", env = {}, stdio = "ignore" } = {}) {
  const port = await freePort();
  const child = spawn(process.execPath, [fileURLToPath(new URL("./start.mjs", import.meta.url))], {
    env: {
      ...process.env,
      ...env,
      BUILD_DIR: buildDir,
      PORT: String(port),
      HOST: "127.0.0.1",
      SERVE_QUIET: "1",
    },
    stdio,
  });
  const url = `http://127.0.0.1:${port}`;
  if (!(await waitForHttp(`${url}/`, { child, timeoutMs: 300_000 }))) {
    throw new Error(`npm start did not answer at ${url} (exit code ${child.exitCode})`);
  }
  const stop = () =>
    new Promise((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once("exit", () => resolve());
      child.kill("SIGTERM");
    });
  return { url, child, stop };
}
