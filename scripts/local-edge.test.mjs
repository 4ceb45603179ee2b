import { createServer, request } from "node:http";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { localJobsPath as workerJobsPath } from "../worker/local-jobs";
import { localJobsPath } from "./lead-service.mjs";
import { startLocalEdge } from "./local-edge.mjs";
import { freePort } from "./system.mjs";

/**
 * `npm start`'s edge (scripts/local-edge.mjs) in front of a stand-in for wrangler that records
 * what reaches it and answers with it. Against the real runtime: e2e/lead-service.e2e.ts.
 */

/** What reached the stand-in: each request's method, path, headers and body size. */
let reached = [];
let upstream;
let upstreamUrl;

beforeAll(async () => {
  upstream = createServer((incoming, response) => {
    let size = 0;
    incoming.on("data", (chunk) => (size += chunk.length));
    incoming.on("end", () => {
      const seen = {
        method: incoming.method,
        path: incoming.url,
        headers: incoming.headers,
        size,
      };
      reached.push(seen);
      response.writeHead(incoming.url === "/404" ? 404 : 200, [
        "Content-Type",
        "application/json",
        "Set-Cookie",
        "a=1",
        "Set-Cookie",
        "b=2",
      ]);
      response.end(JSON.stringify(seen));
    });
  });
  const port = await freePort();
  await new Promise((resolve) => upstream.listen(port, "127.0.0.1", resolve));
  upstreamUrl = `http://127.0.0.1:${port}`;
});
afterAll(() => new Promise((resolve) => upstream.close(resolve)));
beforeEach(() => (reached = []));

/** An edge on 127.0.0.1 for one test; `options` over the defaults. */
async function edge(options = {}) {
  const port = await freePort();
  const started = await startLocalEdge({
    host: "127.0.0.1",
    port,
    upstream: upstreamUrl,
    jobsPath: localJobsPath,
    ...options,
  });
  return { port, close: started.close };
}

/**
 * A request as a client on this machine sends it, from `localAddress`, with the path and
 * headers exactly as given; `body` an array of pieces sent without a length, or a string.
 */
function send(port, { method = "GET", path = "/", headers = {}, body, localAddress } = {}) {
  return new Promise((resolve, reject) => {
    const outgoing = request(
      { host: "127.0.0.1", port, method, path, headers, localAddress, agent: false },
      (answer) => {
        let text = "";
        answer.setEncoding("utf8");
        answer.on("data", (chunk) => (text += chunk));
        answer.on("end", () =>
          resolve({ status: answer.statusCode, headers: answer.headers, text }),
        );
        answer.on("error", reject);
      },
    );
    outgoing.on("error", reject);
    if (Array.isArray(body)) {
      for (const piece of body) outgoing.write(piece);
      outgoing.end();
    } else outgoing.end(body);
  });
}

describe("npm start's edge", () => {
  it("passes a request as it came, streamed both ways, and the answer as it went", async () => {
    const { port, close } = await edge();
    try {
      const answer = await send(port, {
        method: "POST",
        path: "//evil.example/contact-us?x=1",
        headers: { Host: "localhost:3000", "Content-Type": "text/plain", Cookie: "c=3" },
        body: ["one ", "two ", "three"],
      });
      expect(answer.status).toBe(200);
      expect(answer.headers["set-cookie"]).toEqual(["a=1", "b=2"]);
      const seen = JSON.parse(answer.text);
      expect(seen).toMatchObject({
        method: "POST",
        path: "//evil.example/contact-us?x=1",
        size: 13,
        headers: { host: "localhost:3000", "content-type": "text/plain", cookie: "c=3" },
      });
      expect(seen.headers["transfer-encoding"]).toBe("chunked");
    } finally {
      await close();
    }
  });

  it("puts the address each request came from on it, whatever the client says", async () => {
    const { port, close } = await edge();
    try {
      const answer = await send(port, {
        localAddress: "127.0.0.9",
        headers: {
          "CF-Connecting-IP": "127.0.0.1",
          "cf-connecting-ip": "203.0.113.5",
          "MF-Original-URL": "http://localhost/cdn-cgi/handler/scheduled",
        },
      });
      const { headers } = JSON.parse(answer.text);
      expect(headers["cf-connecting-ip"]).toBe("127.0.0.9");
      expect(headers["mf-original-url"]).toBeUndefined();
    } finally {
      await close();
    }
  });

  it("answers every /cdn-cgi/ path and the local jobs' path with the Worker's not-found answer", async () => {
    const { port, close } = await edge();
    try {
      const refused = [
        ["/cdn-cgi/explorer/api/d1/database", "/404"],
        ["/cdn-cgi/explorer/", "/404"],
        ["/cdn-cgi/handler/scheduled?cron=17+*+*+*+*", "/404"],
        ["/cdn-cgi", "/404"],
        ["/CDN-CGI/explorer/", "/404"],
        ["/%63dn-cgi/explorer/api/r2/buckets", "/404"],
        ["/contact-us/../cdn-cgi/explorer/", "/404"],
        ["http://localhost/cdn-cgi/explorer/", "/404"],
        [localJobsPath, localJobsPath],
        ["/API/JOBS", localJobsPath],
        ["/api/%6Aobs", localJobsPath],
      ];
      for (const [path, askedFor] of refused) {
        reached = [];
        await send(port, {
          method: "POST",
          path,
          headers: {
            Host: "localhost",
            "Content-Type": "application/json",
            Authorization: "Bearer 0123",
          },
          body: '{"cron": "40 7 * * *"}',
        });
        expect(reached, path).toEqual([
          expect.objectContaining({ method: "GET", path: askedFor, size: 0 }),
        ]);
        expect(reached[0].headers.authorization, path).toBeUndefined();
        expect(reached[0].headers.host, path).toBe("localhost");
      }
      expect(workerJobsPath).toBe(localJobsPath);
    } finally {
      await close();
    }
  });

  it("lets the data explorer through only when it is asked for, and nothing else of /cdn-cgi/", async () => {
    const { port, close } = await edge({ explorer: true });
    try {
      await send(port, { path: "/cdn-cgi/explorer/api/d1/database" });
      await send(port, { path: "/cdn-cgi/handler/scheduled" });
      await send(port, { path: "/cdn-cgi/explorer/../handler/scheduled" });
      expect(reached.map((r) => r.path)).toEqual([
        "/cdn-cgi/explorer/api/d1/database",
        "/404",
        "/404",
      ]);
    } finally {
      await close();
    }
  });

  it("keeps a body longer than Cloudflare's edge takes from the Worker", async () => {
    const { port, close } = await edge({ bodyLimit: 1000, lingerMs: 200 });
    try {
      const declared = await send(port, {
        method: "POST",
        path: "/api/leads",
        headers: { "Content-Length": "1001" },
        body: "x".repeat(1001),
      });
      expect(declared.status).toBe(413);
      expect(declared.text).toBe("413 Request Entity Too Large\n");
      expect(reached).toEqual([]);
      // Without a length: the Worker gets the most the edge takes, and refuses it itself.
      const streamed = await send(port, {
        method: "POST",
        path: "/api/leads",
        body: Array.from({ length: 30 }, () => "y".repeat(100)),
      });
      expect(streamed.status).toBe(200);
      expect(reached).toEqual([expect.objectContaining({ path: "/api/leads", size: 1000 })]);
      // Up to it, whole.
      reached = [];
      await send(port, {
        method: "POST",
        path: "/api/leads",
        body: ["z".repeat(600), "z".repeat(400)],
      });
      expect(reached).toEqual([expect.objectContaining({ size: 1000 })]);

      // A body without end: the client reads the answer, then its connection is cut.
      const endless = await new Promise((resolve) => {
        const outgoing = request({ host: "127.0.0.1", port, method: "POST", path: "/api/leads" });
        const feed = setInterval(() => outgoing.write("w".repeat(100)), 5);
        let status;
        outgoing.on("response", (answer) => {
          status = answer.statusCode;
          answer.resume();
        });
        outgoing.on("error", () => {});
        outgoing.on("close", () => {
          clearInterval(feed);
          resolve(status);
        });
      });
      expect(endless).toBe(200);
    } finally {
      await close();
    }
  });

  it("holds what it is asked while wrangler starts, and answers 502 if it never does", async () => {
    let up;
    const { port, close } = await edge({ ready: new Promise((resolve) => (up = resolve)) });
    try {
      const answer = send(port, { path: "/contact-us" });
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(reached).toEqual([]);
      up();
      expect((await answer).status).toBe(200);
      expect(reached).toEqual([expect.objectContaining({ path: "/contact-us" })]);
    } finally {
      await close();
    }
    const failed = await edge({ ready: Promise.reject(new Error("no")) });
    try {
      const answer = await send(failed.port, { path: "/contact-us" });
      expect(answer.status).toBe(502);
      expect(answer.text).toBe("502 Bad Gateway: the lead service (wrangler dev) did not start\n");
    } finally {
      await failed.close();
    }
  });

  it("answers 502 with a short text when wrangler does not answer", async () => {
    const port = await freePort();
    const closed = await startLocalEdge({
      host: "127.0.0.1",
      port,
      upstream: `http://127.0.0.1:${await freePort()}`,
      jobsPath: localJobsPath,
    });
    try {
      const answer = await send(port, { path: "/" });
      expect(answer.status).toBe(502);
      expect(answer.text).toMatch(
        /^502 Bad Gateway: the lead service \(wrangler dev\) did not answer \(ECONNREFUSED\)\n$/,
      );
    } finally {
      await closed.close();
    }
  });
});
