-- An amended lead's "updated" alert, coalesced (worker/store.ts): when the one alert that tells
-- the changes made since the last is due to go; NULL when none waits.
ALTER TABLE leads ADD COLUMN alert_due_at TEXT;

CREATE INDEX leads_by_alert_due ON leads (alert_due_at) WHERE alert_due_at IS NOT NULL;

-- Each Toronto day's page events, all pages together (worker/events.ts): the day's cap is one
-- read of this row, not a sum of the day's counts.
CREATE TABLE event_days (
  day TEXT PRIMARY KEY,
  total INTEGER NOT NULL CHECK (total >= 0)
) WITHOUT ROWID;

INSERT INTO event_days (day, total)
  SELECT day, sum(count) FROM event_counts WHERE event <> 'lead' GROUP BY day;
