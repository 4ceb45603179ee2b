import type { StoredLead } from "../app/lib/stored-lead";
import { alertEmail, alertPayload, type AlertContext } from "./alert-text";
import type { AlertMessage, Env, MessageBatch } from "./env";
import { claimAmendedAlert, getLead, recordAlert } from "./store";

/**
 * The owner's alerts: each new lead's message on the queue is sent by email and/or to a webhook,
 * each channel once; a try that fails is tried again later, each wait twice the one before,
 * until the queue gives up and moves the message to the dead-letter queue, whose consumer marks
 * the lead's alert as failed. The lead itself is in the inbox all along.
 */

/** The queues, as wrangler.jsonc names them. */
export const alertQueues = {
  alerts: "gta-auto-glass-lead-alerts",
  failed: "gta-auto-glass-lead-alerts-failed",
} as const;

/** The longest wait between two tries. */
const longestWaitSeconds = 60 * 60;

/** How long to wait before try number `attempts + 1`. */
export function retryDelaySeconds(attempts: number, firstWait: number): number {
  return Math.min(firstWait * 2 ** Math.max(0, attempts - 1), longestWaitSeconds);
}

/** A way of telling the owner, and the column that says it was done. */
interface Channel {
  done: "emailAt" | "webhookAt";
  send(context: AlertContext): Promise<void>;
}

/** What sends an email; the Worker passes the runtime's own (`cloudflare:email`). */
export type EmailSender = (from: string, to: string, raw: string) => Promise<void>;

/** Whether the owner is told of new leads at all: an email address or a webhook is set up. */
export const alertsConfigured = (env: Env) =>
  Boolean((env.ALERT_EMAIL && env.ALERT_EMAIL_FROM && env.ALERT_EMAIL_TO) || env.ALERT_WEBHOOK_URL);

export function alertChannels(env: Env, sendEmail: EmailSender): Channel[] {
  const channels: Channel[] = [];
  const { ALERT_EMAIL_FROM: from, ALERT_EMAIL_TO: to } = env;
  if (env.ALERT_EMAIL && from && to) {
    channels.push({
      done: "emailAt",
      send: (context) => sendEmail(from, to, alertEmail(context, { from, to })),
    });
  }
  const webhook = env.ALERT_WEBHOOK_URL;
  if (webhook) {
    channels.push({
      done: "webhookAt",
      async send(context) {
        const { lead, kind } = context;
        const response = await fetch(webhook, {
          method: "POST",
          headers: {
            "Content-Type": "application/json",
            // The same lead told twice (a retry after a lost answer) is one event.
            "Idempotency-Key":
              kind === "amended" ? `${lead.id}-${Date.parse(lead.amendedAt ?? "")}` : lead.id,
          },
          body: JSON.stringify(alertPayload(context)),
          signal: AbortSignal.timeout(10_000),
        });
        await response.body?.cancel();
        if (!response.ok) throw new Error(`The webhook answered ${response.status}`);
      },
    });
  }
  return channels;
}

/**
 * Why a try failed, as the inbox shows it: the error's own words, without any address in them (a
 * webhook's URL can carry its token) and no longer than a line.
 */
export const failureReason = (error: unknown) =>
  (error instanceof Error ? error.message : String(error))
    .replace(/\b[a-z][a-z0-9+.-]*:\/\/[^\s"'<>]*/gi, "(the address)")
    .slice(0, 300);

/** Sends one lead's alert on every channel not yet done; the first error, if any. */
async function tell(env: Env, channels: Channel[], context: AlertContext): Promise<string | null> {
  const done = { emailAt: context.lead.alert.emailAt, webhookAt: context.lead.alert.webhookAt };
  let failure: string | null = null;
  for (const channel of channels) {
    if (done[channel.done]) continue;
    try {
      await channel.send(context);
      await recordAlert(env.DB, context.lead.id, { [channel.done]: new Date().toISOString() });
    } catch (error) {
      failure ??= failureReason(error);
    }
  }
  return failure;
}

export async function deliverAlerts(
  batch: MessageBatch<AlertMessage>,
  env: Env,
  sendEmail: EmailSender,
): Promise<void> {
  for (const message of batch.messages) {
    const { leadId, kind, inboxUrl } = message.body;
    let lead: StoredLead | null;
    if (kind === "amended" && message.attempts <= 1 && batch.queue !== alertQueues.failed) {
      // The one alert for every change since the last: taken once, however often it was queued.
      const claimed = await claimAmendedAlert(env.DB, leadId);
      lead = claimed && !claimed.told ? claimed.lead : null;
    } else lead = await getLead(env.DB, leadId);
    // Deleted meanwhile, or already told (a message queued twice): nothing to do.
    if (!lead || (lead.alert.status === "sent" && kind === "new")) {
      message.ack();
      continue;
    }
    if (batch.queue === alertQueues.failed) {
      await recordAlert(env.DB, leadId, { status: "failed" });
      console.error(`Lead ${leadId}: the owner's alert failed after its last try`);
      message.ack();
      continue;
    }
    const channels = alertChannels(env, sendEmail);
    if (channels.length === 0) {
      await recordAlert(env.DB, leadId, { status: "off" });
      message.ack();
      continue;
    }
    const failure = await tell(env, channels, { lead, kind, inboxUrl });
    if (failure === null) {
      await recordAlert(env.DB, leadId, {
        status: "sent",
        attempts: message.attempts,
        error: null,
      });
      message.ack();
    } else {
      await recordAlert(env.DB, leadId, { attempts: message.attempts, error: failure });
      const firstWait = Number(env.ALERT_RETRY_SECONDS ?? 30);
      message.retry({ delaySeconds: retryDelaySeconds(message.attempts, firstWait) });
    }
  }
}
