import { describe, expect, it } from "vitest";
import { storedLead } from "./test-leads";
import { csvCell, leadsCsv } from "./csv";
import type { Money, StoredInvoice, StoredQuote } from "./money";

const lead = storedLead({
  fields: {
    name: "Marco Rossi",
    phone: "(905) 555-0187",
    email: "",
    vehicle: "2021 Toyota RAV4",
    vin: "2T3W1RFV5MW123454",
    service: "Windshield Replacement",
    postalCode: "L4C 3G5",
    damage: 'A crack, "about 8 inches", from a chip,\nlow on the driver\'s side',
    payer: "insurance",
    insurer: "Intact Insurance",
    preferredDay: "2026-11-27",
    arrivalWindow: "morning",
    place: "Aurora",
    pageFocus: "auto-glass",
  },
  submittedAt: "2026-11-24T19:04:59.000Z",
  photos: [{ n: 1, type: "image/jpeg", size: 180_000 }],
});

describe("the leads as CSV", () => {
  it("writes a header and a row a lead, every field as typed, in Toronto time too", () => {
    const csv = leadsCsv([lead], new Map());
    expect(csv.startsWith("\uFEFF")).toBe(true);
    const [header, row, end] = csv.slice(1).split("\r\n");
    expect(header).toBe(
      "Received,Received (UTC),Kind,Status,Name,Phone,Email,Service,Estimate,Vehicle,VIN,Who pays,Insurer,Deductible,Preferred day,Arrival window,Where,Postal code,City page,Damage,Message,Photos,Page,Alert,Lead id,Quote total,Quote version,Quote approved,Invoice,Invoice total,Paid on,Glass part,Adhesive,Adhesive lot,Adhesive use-by,Drive-away minutes,Technician,ADAS calibration",
    );
    expect(row).toBe(
      '"Tue, Nov 24, 2026, 2:05 p.m.",2026-11-24T19:05:00.000Z,Quote request,new,Marco Rossi,(905) 555-0187,,Windshield Replacement,,2021 Toyota RAV4,2T3W1RFV5MW123454,My insurance,Intact Insurance,,"Fri, Nov 27, 2026",Morning,,L4C 3G5,Aurora,"A crack, ""about 8 inches"", from a chip,\nlow on the driver\'s side",,1,/location/aurora-auto-glass,sent,4d1f6c3e8a4b4f7e9a512b7c0e6d9f10,,,,,,,,,,,,,',
    );
    expect(end).toBe("");
  });

  it("carries each quote request's quote and invoice standing, amounts as plain numbers, and its job record", () => {
    const quote = (version: number, totalCents: number, approvedAt: string | null) =>
      ({ version, totalCents, approvedAt }) as StoredQuote;
    const invoice = (changes: Partial<StoredInvoice>) =>
      ({ kind: "invoice", creditedBy: null, paidOn: null, ...changes }) as StoredInvoice;
    const paid: Money = {
      quotes: [
        quote(1, 56_500, "2026-12-01T15:00:00.000Z"),
        // 9 Dec at 22:30 in Toronto: its day there, not UTC's 10 Dec.
        quote(2, 76_217, "2026-12-10T03:30:00.000Z"),
      ],
      record: {
        part: "FW04567 GTY",
        adhesive: "Urethane",
        lot: "L2291",
        expires: "2027-03-31",
        driveAwayMinutes: 60,
        technician: "Dev Patel",
        calibration: "passed",
        finishedAt: "2026-12-09T20:00:00.000Z",
      },
      invoices: [
        invoice({ number: "2026-0001", totalCents: 56_500, creditedBy: "2026-0002" }),
        invoice({ number: "2026-0002", kind: "credit", totalCents: -56_500 }),
        invoice({ number: "2026-0003", totalCents: 76_217, paidOn: "2026-12-11" }),
      ],
    };
    const quoted: Money = {
      quotes: [quote(1, 123_456, null)],
      record: null,
      invoices: [],
    };
    const ids = ["a".repeat(32), "b".repeat(32), "c".repeat(32)] as const;
    const leads = ids.map((id) => storedLead({ id, fields: {} }));
    const csv = leadsCsv(
      leads,
      new Map([
        [ids[0], paid],
        [ids[1], quoted],
      ]),
    );
    const rows = csv
      .slice(1)
      .split("\r\n")
      .map((row) => row.split(",").slice(-13));
    expect(rows.slice(0, 4)).toEqual([
      [
        ...[
          "Quote total",
          "Quote version",
          "Quote approved",
          "Invoice",
          "Invoice total",
          "Paid on",
        ],
        ...["Glass part", "Adhesive", "Adhesive lot", "Adhesive use-by", "Drive-away minutes"],
        ...["Technician", "ADAS calibration"],
      ],
      [
        ...["762.17", "2", "2026-12-09", "2026-0003", "762.17", "2026-12-11"],
        ...["FW04567 GTY", "Urethane", "L2291", "2027-03-31", "60", "Dev Patel", "passed"],
      ],
      ["1234.56", "1", "", "", "", "", ...Array<string>(7).fill("")],
      Array<string>(13).fill(""),
    ]);
  });

  it("never lets a value read as a spreadsheet formula", () => {
    expect(csvCell('=HYPERLINK("http://evil.example")')).toBe(
      '"\'=HYPERLINK(""http://evil.example"")"',
    );
    for (const value of ["+1 416", "-2+3", "@SUM(A1)", "\tx"]) {
      expect(csvCell(value).replace(/^"/, "")).toMatch(/^'/);
    }
    expect(csvCell("Plain words")).toBe("Plain words");
  });
});
