import { inject } from "vitest";
import type { LeadServerOptions, ReceivedLead } from "./lead-stand-in";

export type { ReceivedLead } from "./lead-stand-in";

/**
 * For a describe block of the cross-engine suite whose tests send leads: the site built with a
 * lead endpoint, and `start`, which arms the engine's slot of the stand-in the global setup runs
 * there (e2e/lead-stand-in.ts) to answer `status`, forgetting what it received before; the
 * handle reads what the slot has received since.
 */
export function leadEndpointPerTest(engine: string) {
  const slot = `http://127.0.0.1:${inject("leadPort")}/__slot/${engine}`;
  const read = async () =>
    (await (await fetch(slot)).json()) as { received: ReceivedLead[]; events: string[] };
  return {
    siteURL: inject("leadSiteURL"),
    async start(status = 200) {
      const options: LeadServerOptions = { status };
      await fetch(slot, { method: "POST", body: JSON.stringify(options) });
      return {
        received: async () => (await read()).received,
        events: async () => (await read()).events,
      };
    },
  };
}
