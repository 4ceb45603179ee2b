import type {
  D1Database,
  ExecutionContext,
  MessageBatch,
  Queue,
  R2Bucket,
  RateLimit,
  ScheduledController,
  SendEmail,
} from "@cloudflare/workers-types/index.ts";

export type { D1Database, ExecutionContext, MessageBatch, R2Bucket, ScheduledController };

/** A message on the alert queue: a lead to tell the owner about. */
export interface AlertMessage {
  /** The lead's id; for a batch, the sender's code (worker/alert-batches.ts) */
  leadId: string;
  /**
   * `new`, `amended`: the visitor sent the same submission again with a change, or `batch`:
   * every request a sender sent today not yet told, in one alert
   */
  kind: "new" | "amended" | "batch";
  /** Where the owner opens the lead: the inbox on the Worker's own origin */
  inboxUrl: string;
}

/** The Worker's bindings and settings (wrangler.jsonc). */
export interface Env {
  /** The build's static files, with the `_headers` and `_redirects` rules */
  ASSETS: { fetch(request: Request): Promise<Response> };
  DB: D1Database;
  /** The photos quote requests carry (worker/photos.ts), private to the inbox */
  LEAD_PHOTOS: R2Bucket;
  /** The nightly backups of the database (worker/backup.ts) */
  BACKUPS: R2Bucket;
  LEAD_ALERTS: Queue<AlertMessage>;
  LEAD_SENDS: RateLimit;
  /** Counted taps a minute per address (worker/events.ts) */
  EVENT_SENDS: RateLimit;
  /** The most page events a day counts, all pages together (worker/events.ts) */
  EVENT_DAY_CAP?: string;
  ALERT_EMAIL?: SendEmail;
  ALERT_EMAIL_TO?: string;
  ALERT_EMAIL_FROM?: string;
  /** A secret: where each new lead is POSTed as JSON (an SMS gateway, a chat, a CRM) */
  ALERT_WEBHOOK_URL?: string;
  ALERT_RETRY_SECONDS?: string;
  /**
   * "loopback" when `npm start` listens on this computer only (scripts/lead-service.mjs): then,
   * without Access settings, the inbox opens without a sign-in. Never set when deployed.
   */
  LOCAL_INBOX?: string;
  /**
   * A secret `npm start` makes for each run (scripts/lead-service.mjs): the key that runs the
   * timed jobs at /api/jobs (worker/local-jobs.ts). Never set when deployed.
   */
  LOCAL_JOBS_KEY?: string;
  ACCESS_TEAM_DOMAIN?: string;
  ACCESS_AUD?: string;
  /** The site editor's GitHub sign-in (worker/cms-auth.ts): the OAuth app's client id */
  GITHUB_CLIENT_ID?: string;
  /** A secret: the OAuth app's client secret */
  GITHUB_CLIENT_SECRET?: string;
}
