-- From done to paid (worker/money.ts). Money is whole cents; a rate is basis points (13% is 1300).

-- Each version of a quote request's firm quote. A version is never changed once the driver
-- approved it: a change after that is the next version.
CREATE TABLE quotes (
  lead_id TEXT NOT NULL,
  version INTEGER NOT NULL CHECK (version >= 1),
  lines TEXT NOT NULL,
  hst_rate_bp INTEGER NOT NULL CHECK (hst_rate_bp BETWEEN 0 AND 10000),
  subtotal_cents INTEGER NOT NULL,
  hst_cents INTEGER NOT NULL,
  total_cents INTEGER NOT NULL,
  claim_number TEXT,
  deductible_cents INTEGER CHECK (deductible_cents >= 0),
  sent_at TEXT NOT NULL,
  valid_until TEXT NOT NULL,
  approved_at TEXT,
  PRIMARY KEY (lead_id, version)
) WITHOUT ROWID;

-- What went into a replaced windshield, as the installation standard asks: one per job.
CREATE TABLE job_records (
  lead_id TEXT PRIMARY KEY,
  record TEXT NOT NULL,
  recorded_at TEXT NOT NULL
) WITHOUT ROWID;

-- The last invoice number given in each year: numbers are never given twice, even when an
-- invoice is deleted with its lead.
CREATE TABLE invoice_counters (
  year INTEGER PRIMARY KEY,
  last INTEGER NOT NULL CHECK (last >= 1)
) WITHOUT ROWID;

-- Invoices and credit notes, each a copy of what it billed as it was issued: the lines, the
-- business's facts and the driver's. A paid invoice is never changed; a credit note cancels it.
CREATE TABLE invoices (
  number TEXT PRIMARY KEY,
  year INTEGER NOT NULL,
  seq INTEGER NOT NULL,
  kind TEXT NOT NULL CHECK (kind IN ('invoice', 'credit')),
  lead_id TEXT NOT NULL,
  quote_version INTEGER,
  credits TEXT,
  issued_on TEXT NOT NULL,
  issued_at TEXT NOT NULL,
  lines TEXT NOT NULL,
  hst_rate_bp INTEGER NOT NULL,
  subtotal_cents INTEGER NOT NULL,
  hst_cents INTEGER NOT NULL,
  total_cents INTEGER NOT NULL,
  claim_number TEXT,
  deductible_cents INTEGER,
  seller TEXT NOT NULL,
  buyer TEXT NOT NULL,
  page TEXT NOT NULL,
  credited_by TEXT,
  paid_on TEXT,
  paid_method TEXT CHECK (paid_method IN ('cash', 'debit', 'credit', 'etransfer', 'insurer')),
  paid_at TEXT,
  UNIQUE (year, seq)
) WITHOUT ROWID;

-- One invoice standing for a lead at a time: a new one only once the last is credited.
CREATE UNIQUE INDEX invoices_one_standing ON invoices (lead_id)
  WHERE kind = 'invoice' AND credited_by IS NULL;
CREATE INDEX invoices_by_lead ON invoices (lead_id);
CREATE INDEX invoices_by_day ON invoices (issued_on);
