import { batchAlertDue } from "./alert-batches";
import type { Env, ExecutionContext } from "./env";
import { countLead } from "./events";
import { inboxPath } from "./inbox/words";
import { publicOrigin } from "./public-origin";
import { amendAlertDelaySeconds, type StoreOutcome } from "./store-lead";

/**
 * The lead service's last step (worker/leads.ts), once a lead is stored
 * (worker/receive-store.ts): one more lead in the owner's numbers, and the owner's alert on its
 * queue (worker/alerts.ts). Both go on after the answer: neither keeps the visitor waiting, and
 * neither failing takes back what was stored (it is logged).
 */
export function notifyOwner(
  env: Env,
  ctx: ExecutionContext,
  request: Request,
  stored: StoreOutcome,
  page: string,
  now: Date,
): void {
  if (stored.outcome === "stored") {
    // One more lead in the owner's numbers, on the page it came from (worker/events.ts).
    ctx.waitUntil(
      countLead(env, request, page).catch((error: unknown) =>
        console.error(`Lead ${stored.id}: not counted`, error),
      ),
    );
  }
  ctx.waitUntil(
    queueAlert(env, stored, now, publicOrigin(request)).catch((error: unknown) =>
      console.error(`Lead ${stored.id}: alert not queued`, error),
    ),
  );
}

/**
 * The owner's alert for what was just committed; if the queue cannot take it now, the hourly
 * sweep queues it again (worker/scheduled.ts). A new lead's goes at once; a change's waits a few
 * minutes, and is the one alert for every change made meanwhile (worker/store.ts). A request of
 * a sender who already sent one today waits the same few minutes with theirs, and all of them
 * are told in one alert (worker/alert-batches.ts): a burst is one alert, not one a lead.
 */
async function queueAlert(env: Env, stored: StoreOutcome, now: Date, origin: string) {
  const inboxUrl = `${origin}${inboxPath}`;
  if (stored.outcome === "stored" && stored.batch) {
    if (await batchAlertDue(env.DB, stored.batch, now)) {
      await env.LEAD_ALERTS.send(
        { leadId: stored.batch, kind: "batch", inboxUrl },
        { delaySeconds: amendAlertDelaySeconds },
      );
    }
  } else if (stored.outcome === "stored") {
    await env.LEAD_ALERTS.send({ leadId: stored.id, kind: "new", inboxUrl });
  } else if (stored.outcome === "amended" && stored.alertDue) {
    await env.LEAD_ALERTS.send(
      { leadId: stored.id, kind: "amended", inboxUrl },
      { delaySeconds: amendAlertDelaySeconds },
    );
  }
}
