// `npm start`'s edge: the one server of the product that listens where HOST and PORT say, in
// front of `wrangler dev`, which listens on loopback alone (scripts/lead-service.mjs). It stands
// where Cloudflare's edge stands in front of the deployed Worker, and does here what that edge
// does there, for what the Worker relies on:
// - the sender: it puts on each request the address the request came from (CF-Connecting-IP),
//   over any a client sent, so no client chooses the sender the rate limits count;
// - /cdn-cgi/: wrangler's development endpoints there (its data explorer, which reads and
//   writes every lead with SQL; its trigger of the scheduled jobs) never answer through it, as
//   at Cloudflare that path is the edge's own and never reaches the Worker: it answers the
//   site's not-found page. The explorer passes only when asked for by name, on loopback;
// - bodies: one longer than Cloudflare's edge takes (100 MB on the free and pro plans) never
//   reaches the Worker whole: refused with 413 when it says its length, ended there when not.
// Nor does it pass the path of the Worker's local jobs (worker/local-jobs.ts), or miniflare's
// own request headers (MF-*). Everything else passes as it came, streamed both ways: the method,
// the path as sent, the headers with Host (the Worker derives its origin and the local inbox's
// check from it), the body and the answer. When wrangler does not answer, it answers 502.
import { Agent, createServer, request as httpRequest } from "node:http";
import { Transform } from "node:stream";
import { pipeline } from "node:stream/promises";

/** The largest body Cloudflare's edge passes on the free and pro plans (worker/requests.ts). */
export const edgeBodyLimit = 100 * 1024 * 1024;

/** Headers of one connection, not of the request or answer it carries (RFC 9110, 7.6.1). */
const hopByHop = new Set([
  "connection",
  "keep-alive",
  "proxy-connection",
  "transfer-encoding",
  "te",
  "trailer",
  "upgrade",
  "expect",
]);

/** The address a request came from, as Cloudflare writes it: an IPv4 one plain, not as IPv6. */
export const clientAddress = (socket) =>
  (socket.remoteAddress ?? "").replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, "");

/** The path a request-target names, as the runtime reads it (a WHATWG URL's), or null. */
function pathOf(target) {
  try {
    return new URL(target.startsWith("/") ? `http://edge.invalid${target}` : target).pathname;
  } catch {
    return null;
  }
}

/** `path` with its percent-escapes read, once; as it is when one is not an escape. */
function unescaped(path) {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

/**
 * What a request for `pathname` is refused as: the path the Worker is asked for instead (its
 * own not-found answer, without the request's body), or null when it passes. Checked as written
 * and with its escapes read, in any case of letters.
 *
 * @param {string} pathname
 * @param {{ explorer?: boolean, jobsPath: string }} options
 */
export function refusedAs(pathname, { explorer = false, jobsPath }) {
  const under = (path, prefix) => path === prefix || path.startsWith(`${prefix}/`);
  const forms = [pathname, unescaped(pathname)].map((path) => path.toLowerCase());
  if (forms.some((path) => under(path, "/cdn-cgi"))) {
    return explorer &&
      forms.every((path) => !under(path, "/cdn-cgi") || under(path, "/cdn-cgi/explorer"))
      ? null
      : "/404";
  }
  if (forms.some((path) => under(path, jobsPath))) return jobsPath;
  return null;
}

/** The addresses a server on `host` listens on: both loopback addresses for `localhost`. */
const listenAddresses = (host) => (host === "localhost" ? ["127.0.0.1", "::1"] : [host]);

/**
 * Once the answer has gone, the rest of a body the Worker does not read is read and dropped for
 * `lingerMs`, so that the client reads the answer rather than a reset while it still sends; a
 * body still coming after that is cut off with its connection.
 */
function dropRestOfBody(incoming, response, lingerMs) {
  response.once("finish", () => {
    if (incoming.complete) return;
    incoming.resume();
    const timer = setTimeout(() => incoming.socket.destroy(), lingerMs);
    incoming.once("end", () => clearTimeout(timer));
    incoming.socket.once("close", () => clearTimeout(timer));
  });
}

/** Answers with a short text. */
function plain(response, status, text) {
  if (response.headersSent) {
    response.destroy();
    return;
  }
  response.writeHead(status, {
    "Content-Type": "text/plain; charset=utf-8",
    "Cache-Control": "no-store",
  });
  response.end(`${text}\n`);
}

/**
 * The headers a request passes to wrangler with: its own, but those of its connection, any
 * sender a client named and miniflare's own (MF-*), and the address it came from as the sender.
 * A refused request becomes a plain GET of the not-found answer: of its headers, only those that
 * choose how that answer is written.
 */
function passedHeaders(incoming, refused) {
  const passes = (lower) =>
    refused
      ? lower === "host" || lower.startsWith("accept") || lower === "user-agent"
      : !hopByHop.has(lower) && lower !== "cf-connecting-ip" && !lower.startsWith("mf-");
  const headers = {};
  for (let i = 0; i < incoming.rawHeaders.length; i += 2) {
    const name = incoming.rawHeaders[i];
    const lower = name.toLowerCase();
    if (!passes(lower)) continue;
    const value = incoming.rawHeaders[i + 1];
    headers[name] =
      name in headers ? `${headers[name]}${lower === "cookie" ? "; " : ", "}${value}` : value;
  }
  headers["CF-Connecting-IP"] = clientAddress(incoming.socket);
  return headers;
}

/**
 * Passes wrangler's answer to the client as it went, streamed, but the headers of its
 * connection; 502 when wrangler does not answer. A client gone before its answer: so is the
 * request to wrangler.
 */
function relayAnswer(outgoing, response) {
  outgoing.on("response", (answer) => {
    const answerHeaders = [];
    for (let i = 0; i < answer.rawHeaders.length; i += 2) {
      if (!hopByHop.has(answer.rawHeaders[i].toLowerCase())) {
        answerHeaders.push(answer.rawHeaders[i], answer.rawHeaders[i + 1]);
      }
    }
    response.writeHead(answer.statusCode ?? 502, answer.statusMessage, answerHeaders);
    pipeline(answer, response).catch(() => response.destroy());
  });
  outgoing.on("error", (error) => {
    plain(
      response,
      502,
      `502 Bad Gateway: the lead service (wrangler dev) did not answer (${error.code ?? error.message})`,
    );
  });
  response.on("close", () => {
    if (!response.writableFinished) outgoing.destroy();
  });
}

/**
 * A body's first `limit` bytes, ended there: `cut()` is called when a longer body is cut, and
 * nothing past the limit passes.
 */
function bounded(limit, cut) {
  let passed = 0;
  return new Transform({
    transform(chunk, _encoding, done) {
      const room = limit - passed;
      if (room < 0) return done();
      passed += chunk.length;
      if (chunk.length <= room) return done(null, chunk);
      passed = limit + 1;
      cut();
      this.push(chunk.subarray(0, room));
      this.push(null);
      done();
    },
  });
}

/**
 * Passes one request to wrangler, and its answer back, as the edge's options say: a request
 * whose path is refused as the Worker's not-found answer, a body longer than the edge takes
 * refused (413) or ended at the limit.
 *
 * @param {{ wrangler: URL, agent: Agent, jobsPath: string, explorer: boolean, bodyLimit: number, lingerMs: number }} edge
 */
function pass(edge, incoming, response) {
  const { wrangler, bodyLimit, lingerMs } = edge;
  const target = incoming.url ?? "/";
  const pathname = pathOf(target);
  if (pathname === null) {
    dropRestOfBody(incoming, response, lingerMs);
    return plain(response, 400, "400 Bad Request");
  }
  const refused = refusedAs(pathname, { explorer: edge.explorer, jobsPath: edge.jobsPath });
  if (!refused && Number(incoming.headers["content-length"]) > bodyLimit) {
    dropRestOfBody(incoming, response, lingerMs);
    return plain(response, 413, "413 Request Entity Too Large");
  }

  const outgoing = httpRequest({
    agent: edge.agent,
    host: wrangler.hostname,
    port: wrangler.port,
    method: refused ? (incoming.method === "HEAD" ? "HEAD" : "GET") : incoming.method,
    path: refused ?? target,
    headers: passedHeaders(incoming, refused),
  });
  relayAnswer(outgoing, response);

  if (refused) {
    outgoing.end();
    return;
  }
  // A body that does not say its length passes up to the edge's limit and ends there: the
  // Worker reads it to that end and refuses it, and the rest is dropped after the answer.
  const body = bounded(bodyLimit, () => dropRestOfBody(incoming, response, lingerMs));
  pipeline(incoming, body, outgoing).catch(() => {});
}

/**
 * Servers on `host:port` answering with `handle`, one for each address `host` names; resolves
 * once all listen. If one cannot, those already listening are closed.
 */
async function listenOn(host, port, handle) {
  const servers = [];
  for (const [i, address] of listenAddresses(host).entries()) {
    const server = createServer(handle);
    try {
      await new Promise((resolve, reject) => {
        server.once("error", reject);
        server.listen(port, address, () => {
          server.off("error", reject);
          resolve();
        });
      });
    } catch (error) {
      // `localhost` on a machine without IPv6: 127.0.0.1 alone.
      if (i > 0 && error.code === "EADDRNOTAVAIL") continue;
      await Promise.all(servers.map((s) => new Promise((resolve) => s.close(resolve))));
      throw error;
    }
    servers.push(server);
  }
  return servers;
}

/** Stops a server now, its open connections with it. */
const closeNow = (server) =>
  new Promise((resolve) => {
    server.close(() => resolve());
    server.closeAllConnections();
  });

/**
 * Starts the edge on `host:port` in front of `upstream` (wrangler's own URL, on loopback).
 * Resolves once it listens, to `close()`. Requests wait until `ready` resolves (wrangler has
 * started), as wrangler's own port holds them while it starts; if it rejects, they are
 * answered 502.
 *
 * @param {object} options
 * @param {string} options.host
 * @param {number} options.port
 * @param {string} options.upstream such as http://127.0.0.1:40123
 * @param {string} options.jobsPath the path of the Worker's local jobs, never passed
 * @param {boolean} [options.explorer] lets wrangler's data explorer through
 * @param {number} [options.bodyLimit]
 * @param {number} [options.lingerMs] how long the rest of a refused body is read and dropped
 * @param {Promise<unknown>} [options.ready]
 */
export async function startLocalEdge({
  host,
  port,
  upstream,
  jobsPath,
  explorer = false,
  bodyLimit = edgeBodyLimit,
  lingerMs = 2_000,
  ready = Promise.resolve(),
}) {
  const wrangler = new URL(upstream);
  // A connection of its own for each request: none left idle for wrangler to close under it.
  const agent = new Agent({ keepAlive: false });
  const edge = { wrangler, agent, jobsPath, explorer, bodyLimit, lingerMs };
  const started = ready.then(
    () => true,
    () => false,
  );
  const handle = (incoming, response) =>
    void started.then((up) =>
      up
        ? pass(edge, incoming, response)
        : plain(response, 502, "502 Bad Gateway: the lead service (wrangler dev) did not start"),
    );
  const servers = await listenOn(host, port, handle);
  return {
    close: async () => {
      await Promise.all(servers.map(closeNow));
      agent.destroy();
    },
  };
}
