-- A quote request's day and window are stored once (worker/booked-fields.ts): a lead whose
-- booking keeps them in booking_day and booking_window no longer repeats them in its fields.
UPDATE leads SET fields = json_remove(fields, '$.preferredDay', '$.arrivalWindow')
  WHERE booking_day IS NOT NULL AND booking_window IS NOT NULL;
