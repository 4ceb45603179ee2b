-- The owner's availability as saved in the inbox (worker/availability.ts): one row, the settings
-- as JSON in the shape of content/availability.json. Until it is saved, the content file's
-- sample is used.
CREATE TABLE availability (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  settings TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
