import { describe, expect, it } from "vitest";
import { invoicingText } from "../core/data/billing";
import { jobRecordFrom, paidFrom, quoteDraftFrom } from "./money-forms";

/** The inbox's money forms, read and checked: what they take, and what they say to fix. */

const refused = invoicingText.inbox.refused;
const now = new Date("2026-12-07T15:00:00Z");
const form = (fields: Record<string, string>) => new URLSearchParams(fields);

describe("the quote box", () => {
  it("takes the lines with an amount in cents, skips the empty ones, and keeps the claim", () => {
    const posted = quoteDraftFrom(
      form({
        "text-1": "Windshield, OEM-equivalent",
        "amount-1": "389.99",
        "text-2": "",
        "amount-2": "",
        "text-3": "ADAS camera calibration",
        "amount-3": "$249.50",
        claim: "CLM-2026-0042",
        deductible: "300",
      }),
    );
    expect(posted).toEqual({
      draft: {
        lines: [
          { text: "Windshield, OEM-equivalent", cents: 38_999 },
          { text: "ADAS camera calibration", cents: 24_950 },
        ],
        claimNumber: "CLM-2026-0042",
        deductibleCents: 30_000,
      },
    });
  });

  it("says beside each field what to fix, and keeps every value as typed", () => {
    const posted = quoteDraftFrom(
      form({ "text-1": "Windshield", "amount-1": "3oo", "amount-2": "10", deductible: "lots" }),
    );
    expect(posted).toEqual({
      refused: {
        form: "quote",
        values: expect.objectContaining({
          "text-1": "Windshield",
          "amount-1": "3oo",
          deductible: "lots",
        }),
        errors: {
          "amount-1": refused.amount,
          "text-2": refused.description,
          deductible: refused.deductible,
        },
      },
    });
    expect(quoteDraftFrom(form({}))).toMatchObject({
      refused: { errors: { "amount-1": refused.lines } },
    });
  });
});

describe("the job record and Mark paid", () => {
  it("takes the record with its minutes, and refuses a use-by date that is not a day", () => {
    const record = jobRecordFrom(
      form({
        part: "FW04567 GTY",
        adhesive: "Urethane",
        lot: "L2291",
        expires: "2027-03-31",
        driveAway: "60",
        technician: "Dev",
        calibration: "passed",
      }),
      now,
    );
    expect(record).toEqual({
      record: {
        part: "FW04567 GTY",
        adhesive: "Urethane",
        lot: "L2291",
        expires: "2027-03-31",
        driveAwayMinutes: 60,
        technician: "Dev",
        calibration: "passed",
        finishedAt: now.toISOString(),
      },
    });
    expect(jobRecordFrom(form({ expires: "2027-02-30", driveAway: "soon" }), now)).toMatchObject({
      refused: { errors: { expires: expect.any(String), driveAway: expect.any(String) } },
    });
    // An adhesive past its use-by date must not be used: refused, the record as typed.
    expect(jobRecordFrom(form({ expires: "2026-12-06", driveAway: "60" }), now)).toMatchObject({
      refused: {
        errors: { expires: invoicingText.inbox.record.refused.expired },
        values: { expires: "2026-12-06" },
      },
    });
  });

  it("marks paid by a known way on a real day not in the future", () => {
    expect(paidFrom(form({ method: "etransfer", day: "2026-12-07" }), now)).toEqual({
      paid: { method: "etransfer", day: "2026-12-07" },
    });
    for (const bad of [
      { method: "cheque", day: "2026-12-07" },
      { method: "cash", day: "2026-12-08" },
      { method: "cash", day: "2026-02-30" },
    ]) {
      expect(paidFrom(form(bad), now), JSON.stringify(bad)).toHaveProperty("refused");
    }
  });
});
