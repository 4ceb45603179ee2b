import { createServer, type IncomingMessage, type Server } from "node:http";
import { afterEach, inject } from "vitest";

/** What the lead endpoint received: one entry per POST. */
export interface ReceivedLead {
  contentType: string | undefined;
  body: unknown;
}

/**
 * A real HTTP lead endpoint on loopback, as a CRM or form service would be: it answers the
 * browser's CORS preflight, records every POSTed JSON body, and answers with `status`.
 */
export async function startLeadServer(port: number, status = 204) {
  const received: ReceivedLead[] = [];
  const cors = {
    "Access-Control-Allow-Origin": "*",
    "Access-Control-Allow-Methods": "POST",
    "Access-Control-Allow-Headers": "Content-Type, Accept",
  };

  const readBody = (request: IncomingMessage) =>
    new Promise<string>((resolve, reject) => {
      let data = "";
      request.setEncoding("utf8");
      request.on("data", (chunk: string) => (data += chunk));
      request.on("end", () => resolve(data));
      request.on("error", reject);
    });

  const server: Server = createServer(async (request, response) => {
    if (request.method === "OPTIONS") {
      response.writeHead(204, cors).end();
      return;
    }
    if (request.method === "POST" && request.url === "/leads") {
      const text = await readBody(request);
      received.push({ contentType: request.headers["content-type"], body: JSON.parse(text) });
      response.writeHead(status, cors).end();
      return;
    }
    response.writeHead(404, cors).end();
  });

  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve());
  });

  return {
    received,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/**
 * For a describe block whose tests send leads: the site built with a lead endpoint, and `start`,
 * which runs the endpoint answering `status` (closing the one before) until the test ends.
 */
export function leadEndpointPerTest() {
  let running: Awaited<ReturnType<typeof startLeadServer>> | undefined;
  afterEach(async () => {
    await running?.close();
    running = undefined;
  });
  return {
    siteURL: inject("leadSiteURL"),
    async start(status = 204) {
      await running?.close();
      running = await startLeadServer(inject("leadPort"), status);
      return running;
    },
  };
}
