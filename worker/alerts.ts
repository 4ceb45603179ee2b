import type { StoredLead } from "./stored-lead";
import {
  alertEmail,
  alertPayload,
  batchEmail,
  batchPayload,
  type AlertContext,
} from "./alert-text";
import { claimBatchAlert, untoldBatch } from "./alert-batches";
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

/** What one alert says, ready for each channel: the email, and the webhook's body and key. */
export interface Outgoing {
  email(envelope: { from: string; to: string }): string;
  payload: unknown;
  /** The webhook's Idempotency-Key: the same alert told twice is one event */
  key: string;
}

/** A way of telling the owner, and the column that says it was done. */
interface Channel {
  done: "emailAt" | "webhookAt";
  send(alert: Outgoing): Promise<void>;
}

/** What sends an email; the Worker passes the runtime's own (`cloudflare:email`). */
export type EmailSender = (from: string, to: string, raw: string) => Promise<void>;

/** Whether the owner is told of new leads at all: an email address or a webhook is set up. */
export const alertsConfigured = (env: Env) =>
  Boolean((env.ALERT_EMAIL && env.ALERT_EMAIL_FROM && env.ALERT_EMAIL_TO) || env.ALERT_WEBHOOK_URL);

/**
 * The webhook's address, checked before anything is sent to it: one that is not a web address is
 * refused in words that never repeat it (a webhook's address holds its secret, and what a try's
 * error says is shown in the inbox and kept with the lead).
 */
export function webhookAddress(env: Pick<Env, "ALERT_WEBHOOK_URL">): URL | null {
  const value = env.ALERT_WEBHOOK_URL?.trim();
  if (!value) return null;
  const refused = new Error(
    "ALERT_WEBHOOK_URL is not a web address starting with https://: set it again (docs/going-live.md)",
  );
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw refused;
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") throw refused;
  return url;
}

export function alertChannels(env: Env, sendEmail: EmailSender): Channel[] {
  const channels: Channel[] = [];
  const { ALERT_EMAIL_FROM: from, ALERT_EMAIL_TO: to } = env;
  if (env.ALERT_EMAIL && from && to) {
    channels.push({
      done: "emailAt",
      send: (alert) => sendEmail(from, to, alert.email({ from, to })),
    });
  }
  if (env.ALERT_WEBHOOK_URL) {
    channels.push({
      done: "webhookAt",
      async send(alert) {
        const response = await fetch(webhookAddress(env)!, {
          method: "POST",
          headers: { "Content-Type": "application/json", "Idempotency-Key": alert.key },
          body: JSON.stringify(alert.payload),
          signal: AbortSignal.timeout(10_000),
        });
        await response.body?.cancel();
        if (!response.ok) throw new Error(`The webhook answered ${response.status}`);
      },
    });
  }
  return channels;
}

/** A lead's alert, ready for each channel. */
export function leadOutgoing(context: AlertContext): Outgoing {
  const { lead, kind } = context;
  return {
    email: (envelope) => alertEmail(context, envelope),
    payload: alertPayload(context),
    key: kind === "amended" ? `${lead.id}-${Date.parse(lead.amendedAt ?? "")}` : lead.id,
  };
}

/**
 * Why a try failed, as the inbox shows it: the error's own words, without any address in them (a
 * webhook's URL can carry its token) and no longer than a line.
 */
export const failureReason = (error: unknown) =>
  (error instanceof Error ? error.message : String(error))
    .replace(/\b[a-z][a-z0-9+.-]*:\/\/[^\s"'<>]*/gi, "(the address)")
    // An address without its scheme too (a runtime's "Invalid URL: hooks.example.ca/T0/secret").
    .replace(/\b[\w-]+(?:\.[\w-]+)+(?::\d+)?\/[^\s"'<>]*/g, "(the address)")
    .slice(0, 300);

/**
 * Sends an alert about these leads on every channel not yet done for all of them, and records
 * each channel done on each; the first error, if any.
 */
async function tell(
  env: Env,
  channels: Channel[],
  leads: readonly StoredLead[],
  alert: Outgoing,
): Promise<string | null> {
  let failure: string | null = null;
  for (const channel of channels) {
    if (leads.every((lead) => lead.alert[channel.done])) continue;
    try {
      await channel.send(alert);
      const at = new Date().toISOString();
      for (const lead of leads) await recordAlert(env.DB, lead.id, { [channel.done]: at });
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
    if (kind === "batch") {
      await deliverBatch(message, batch.queue, env, sendEmail);
      continue;
    }
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
    const failure = await tell(env, channels, [lead], leadOutgoing({ lead, kind, inboxUrl }));
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

/**
 * One alert for a sender's burst: every request of the batch not yet told, taken once (the
 * requests that join later wait for the next), tried again like a lead's, and marked failed on
 * each request after the last try.
 */
async function deliverBatch(
  message: MessageBatch<AlertMessage>["messages"][number],
  queue: string,
  env: Env,
  sendEmail: EmailSender,
) {
  const { leadId: tag, inboxUrl } = message.body;
  if (
    queue !== alertQueues.failed &&
    message.attempts <= 1 &&
    !(await claimBatchAlert(env.DB, tag))
  ) {
    message.ack();
    return;
  }
  const leads = await untoldBatch(env.DB, tag);
  const mark = (change: Parameters<typeof recordAlert>[2]) =>
    Promise.all(leads.map((lead) => recordAlert(env.DB, lead.id, change)));
  if (leads.length === 0) return message.ack();
  if (queue === alertQueues.failed) {
    await mark({ status: "failed" });
    console.error(
      `A sender's ${leads.length} request(s): the owner's alert failed after its last try`,
    );
    return message.ack();
  }
  const channels = alertChannels(env, sendEmail);
  if (channels.length === 0) {
    await mark({ status: "off" });
    return message.ack();
  }
  const context = { leads, inboxUrl, tag };
  const failure = await tell(env, channels, leads, {
    email: (envelope) => batchEmail(context, envelope),
    payload: batchPayload(context),
    key: `batch-${tag}-${leads[0]!.id}-${leads.length}`,
  });
  if (failure === null) {
    await mark({ status: "sent", attempts: message.attempts, error: null });
    return message.ack();
  }
  await mark({ attempts: message.attempts, error: failure });
  const firstWait = Number(env.ALERT_RETRY_SECONDS ?? 30);
  message.retry({ delaySeconds: retryDelaySeconds(message.attempts, firstWait) });
}
