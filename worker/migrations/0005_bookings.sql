-- Booking a window (worker/bookings.ts): a quote request that names a day and an arrival window
-- holds a place in that window, counted against what the window takes, until the owner confirms
-- or declines it. NULL on every other lead.
ALTER TABLE leads ADD COLUMN booking_day TEXT;
ALTER TABLE leads ADD COLUMN booking_window TEXT
  CHECK (booking_window IN ('morning', 'afternoon', 'evening'));
ALTER TABLE leads ADD COLUMN booking_state TEXT
  CHECK (booking_state IN ('held', 'confirmed', 'on_the_way', 'done', 'declined'));
-- What the owner said with the last change: how many minutes away when on the way, and why
-- when declined.
ALTER TABLE leads ADD COLUMN booking_minutes INTEGER;
ALTER TABLE leads ADD COLUMN booking_reason TEXT;
-- The private part of the quote request's status page's address, /job/<token>.
ALTER TABLE leads ADD COLUMN status_token TEXT;

CREATE UNIQUE INDEX leads_by_status_token ON leads (status_token) WHERE status_token IS NOT NULL;
CREATE INDEX leads_by_booking ON leads (booking_day, booking_window) WHERE booking_state IS NOT NULL;
