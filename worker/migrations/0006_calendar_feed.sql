-- The owner's calendar feed (worker/calendar.ts): the secret part of its address, one at a time;
-- a new one replaces the old, which then stops working.
CREATE TABLE calendar_feed (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  token TEXT NOT NULL,
  created_at TEXT NOT NULL
);
