-- Every lead the site's forms send, as the lead service stored it (worker/store.ts).
CREATE TABLE leads (
  -- The submission's id: its Idempotency-Key, or one the service makes for a form posted
  -- without JavaScript.
  id TEXT PRIMARY KEY,
  form TEXT NOT NULL CHECK (form IN ('contact', 'quote')),
  -- The path of the page it was sent from.
  page TEXT NOT NULL,
  -- The checked fields, as JSON (app/lib/lead-fields.ts).
  fields TEXT NOT NULL,
  -- Every field in lower case, and the phone's digits, for the inbox's search.
  search TEXT NOT NULL,
  -- A hash of the form, page and fields: a form posted twice within minutes is one lead.
  content_hash TEXT NOT NULL,
  -- How it came: 'script' (the JSON send) or 'form' (posted without JavaScript).
  via TEXT NOT NULL CHECK (via IN ('script', 'form')),
  -- The visitor's clock when they pressed send (JSON sends only), and ours when it arrived.
  submitted_at TEXT,
  received_at TEXT NOT NULL,
  -- When the visitor last sent it again with a change (same submission, new values).
  amended_at TEXT,
  -- Where the owner is with it.
  status TEXT NOT NULL DEFAULT 'new' CHECK (status IN ('new', 'contacted', 'won', 'lost')),
  -- The owner's alert: 'pending' until every channel took it, then 'sent'; 'failed' after the
  -- last try; 'off' when no channel is set up.
  alert_status TEXT NOT NULL DEFAULT 'pending'
    CHECK (alert_status IN ('pending', 'sent', 'failed', 'off')),
  alert_attempts INTEGER NOT NULL DEFAULT 0,
  alert_error TEXT,
  alert_email_at TEXT,
  alert_webhook_at TEXT,
  updated_at TEXT NOT NULL
);

CREATE INDEX leads_by_arrival ON leads (received_at DESC, id DESC);
CREATE INDEX leads_by_content ON leads (content_hash, received_at);
CREATE INDEX leads_by_alert ON leads (alert_status, received_at);
