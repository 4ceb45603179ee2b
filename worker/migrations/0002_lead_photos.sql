-- The photos of the damage a quote request carries: a JSON list of {n, type, size}, each stored
-- in R2 as leads/<id>/<n> (worker/photos.ts).
ALTER TABLE leads ADD COLUMN photos TEXT NOT NULL DEFAULT '[]';
