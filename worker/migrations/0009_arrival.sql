-- When the technician on the way should arrive: the time of "On my way" plus the minutes the
-- owner gave, so the driver's page says a clock time that stays true on a reload.
ALTER TABLE leads ADD COLUMN booking_arrives_at TEXT;
