-- Holds that one sender cannot hoard (worker/holds.ts, docs/decisions/030): a phone holds one
-- window at a time, so a newer request from it moves the hold ('moved' on the older one); a
-- sender holds a few windows a day, counted by a code made from its address; and a hold
-- nobody confirms lapses after the owner's chosen time, counted from `held_at`. SQLite cannot
-- widen a CHECK in place, so the table is made again with every row, and its day is checked
-- to be one the calendar has (date() gives NULL for 2026-13-01 and 2026-03-02 for 2026-02-30).
CREATE TABLE leads_next (
  id TEXT PRIMARY KEY,
  form TEXT NOT NULL CHECK (form IN ('contact', 'quote')),
  page TEXT NOT NULL,
  fields TEXT NOT NULL,
  search TEXT NOT NULL,
  content_hash TEXT NOT NULL,
  via TEXT NOT NULL CHECK (via IN ('script', 'form')),
  submitted_at TEXT,
  received_at TEXT NOT NULL,
  amended_at TEXT,
  status TEXT NOT NULL DEFAULT 'new' CHECK (status IN ('new', 'contacted', 'won', 'lost')),
  alert_status TEXT NOT NULL DEFAULT 'pending'
    CHECK (alert_status IN ('pending', 'sent', 'failed', 'off')),
  alert_attempts INTEGER NOT NULL DEFAULT 0,
  alert_error TEXT,
  alert_email_at TEXT,
  alert_webhook_at TEXT,
  updated_at TEXT NOT NULL,
  photos TEXT NOT NULL DEFAULT '[]',
  alert_due_at TEXT,
  booking_day TEXT CHECK (booking_day IS NULL OR date(booking_day) IS booking_day),
  booking_window TEXT CHECK (booking_window IN ('morning', 'afternoon', 'evening')),
  booking_state TEXT
    CHECK (booking_state IN ('held', 'confirmed', 'on_the_way', 'done', 'declined', 'moved')),
  booking_minutes INTEGER,
  -- Why, when declined; the newer request's id, when its hold moved there.
  booking_reason TEXT,
  status_token TEXT,
  -- When the window was last held (its lapse counts from here); NULL for other states.
  held_at TEXT,
  -- The phone's ten digits, to find the hold a phone already has.
  phone TEXT CHECK (phone IS NULL OR (length(phone) = 10 AND phone NOT GLOB '*[^0-9]*')),
  -- A code for the sender and the day (a keyed hash of its address, never the address), on a
  -- quote request that named a window; erased by the hourly job a day and a half later.
  sender_tag TEXT,
  -- The sender's code again while this request waits to be told in one alert with the others
  -- the same sender sent that day (sender_bursts), rather than in one alert of its own.
  alert_batch TEXT
);

INSERT INTO leads_next (
  id, form, page, fields, search, content_hash, via, submitted_at, received_at, amended_at,
  status, alert_status, alert_attempts, alert_error, alert_email_at, alert_webhook_at,
  updated_at, photos, alert_due_at, booking_day, booking_window, booking_state,
  booking_minutes, booking_reason, status_token, held_at
)
SELECT
  id, form, page, fields, search, content_hash, via, submitted_at, received_at, amended_at,
  status, alert_status, alert_attempts, alert_error, alert_email_at, alert_webhook_at,
  updated_at, photos, alert_due_at,
  CASE WHEN date(booking_day) IS booking_day THEN booking_day END, booking_window,
  CASE WHEN booking_day IS NOT NULL AND date(booking_day) IS NOT booking_day THEN NULL
       ELSE booking_state END,
  booking_minutes, booking_reason, status_token,
  CASE WHEN booking_state = 'held' THEN coalesce(amended_at, received_at) END
FROM leads;

DROP TABLE leads;
ALTER TABLE leads_next RENAME TO leads;

CREATE INDEX leads_by_arrival ON leads (received_at DESC, id DESC);
CREATE INDEX leads_by_content ON leads (content_hash, received_at);
CREATE INDEX leads_by_alert ON leads (alert_status, received_at);
CREATE INDEX leads_by_alert_due ON leads (alert_due_at) WHERE alert_due_at IS NOT NULL;
CREATE UNIQUE INDEX leads_by_status_token ON leads (status_token) WHERE status_token IS NOT NULL;
CREATE INDEX leads_by_booking ON leads (booking_day, booking_window) WHERE booking_state IS NOT NULL;
CREATE INDEX leads_by_held_phone ON leads (phone) WHERE booking_state = 'held';
CREATE INDEX leads_by_sender ON leads (sender_tag) WHERE sender_tag IS NOT NULL;
CREATE INDEX leads_by_alert_batch ON leads (alert_batch) WHERE alert_batch IS NOT NULL;

-- A sender's requests that wait to be told together: one row per sender and day while its
-- alert is due (`due_at`), so the many sends of a burst queue one alert between them.
CREATE TABLE sender_bursts (
  tag TEXT PRIMARY KEY,
  due_at TEXT,
  first_at TEXT NOT NULL
) WITHOUT ROWID;

-- The lead service's own keys, made here and never backed up: `sender_tags` keys the codes
-- above, so a copy of the leads without it tells no address.
CREATE TABLE secrets (
  name TEXT PRIMARY KEY,
  value TEXT NOT NULL
) WITHOUT ROWID;

INSERT INTO secrets (name, value) VALUES ('sender_tags', lower(hex(randomblob(32))));
