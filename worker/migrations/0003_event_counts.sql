-- The owner's numbers (worker/events.ts): how many of each counted event each page had each day.
-- One row per day, page and event, never one per visitor: nothing here tells people apart.
CREATE TABLE event_counts (
  -- The day in Toronto, YYYY-MM-DD.
  day TEXT NOT NULL,
  -- The path of the page, or '/404' for any address the site does not have.
  page TEXT NOT NULL,
  event TEXT NOT NULL CHECK (event IN ('call', 'text', 'quote', 'estimate', 'coverage', 'lead')),
  count INTEGER NOT NULL CHECK (count > 0),
  PRIMARY KEY (day, page, event)
) WITHOUT ROWID;
