import { beforeEach, describe, expect, it } from "vitest";
import {
  approveQuote,
  creditInvoice,
  issueInvoice,
  markPaid,
  readMoney,
  reviseInvoice,
  sendQuote,
  standingInvoice,
  type StoredInvoice,
} from "./money";
import { storedLead } from "./test-leads";
import { workerTestEnv } from "./test-env";

/**
 * From done to paid in Cloudflare's runtime's D1: a quote's versions and the driver's approval,
 * invoice numbers that are never skipped or given twice, however many are issued at once, and
 * a paid invoice that no change reaches.
 */

const t = workerTestEnv();
beforeEach(() => t.wipe());

const now = new Date("2026-12-07T15:00:00Z");
const later = (days: number) => new Date(now.getTime() + days * 86_400_000);
const lead = (n: number) =>
  storedLead({ id: `lead${String(n).padStart(4, "0")}abcdef`, fields: { name: `Driver ${n}` } });
const windshield = {
  lines: [{ text: "Windshield", cents: 50_000 }],
  claimNumber: null,
  deductibleCents: null,
};

async function approvedJob(n: number) {
  const job = lead(n);
  const { version } = (await sendQuote(t.db, job.id, windshield, now)) as { version: number };
  expect(await approveQuote(t.db, job.id, version, now)).toBe("approved");
  return job;
}

describe("a quote's versions and the driver's approval", () => {
  it("changes the version not yet approved, and makes the next once it is", async () => {
    const job = lead(1);
    expect(await sendQuote(t.db, job.id, windshield, now)).toEqual({ version: 1 });
    const dearer = { ...windshield, lines: [{ text: "Windshield", cents: 52_000 }] };
    expect(await sendQuote(t.db, job.id, dearer, now)).toEqual({ version: 1 });
    expect(await approveQuote(t.db, job.id, 1, now)).toBe("approved");
    // The same approval sent twice is one approval.
    expect(await approveQuote(t.db, job.id, 1, later(1))).toBe("already");
    expect(await sendQuote(t.db, job.id, windshield, later(1))).toEqual({ version: 2 });
    // The page the driver approved from showed version 1: that is not version 2's approval.
    expect(await approveQuote(t.db, job.id, 1, later(1))).toBe("stale");
    const money = await readMoney(t.db, job.id);
    expect(money.quotes.map((q) => [q.version, q.totalCents, q.approvedAt])).toEqual([
      [1, 58_760, now.toISOString()],
      [2, 56_500, null],
    ]);
    expect(money.quotes[1]!.validUntil).toBe("2027-01-07");
    // Past the day it holds, version 2 cannot be approved.
    expect(await approveQuote(t.db, job.id, 2, later(40))).toBe("lapsed");
    expect(await approveQuote(t.db, job.id, 2, later(2))).toBe("approved");
  });
});

describe("invoice numbers", () => {
  it("gives twenty invoices issued at once the numbers 1 to 20 of the year, none twice", async () => {
    const jobs: ReturnType<typeof lead>[] = [];
    for (let n = 1; n <= 20; n++) jobs.push(await approvedJob(n));
    const issued = (await Promise.all(
      jobs.map((job) => issueInvoice(t.db, job, now)),
    )) as StoredInvoice[];
    expect(issued.map((invoice) => invoice.number).sort()).toEqual(
      Array.from({ length: 20 }, (_, i) => `2026-${String(i + 1).padStart(4, "0")}`),
    );
    // Done pressed twenty times at once on one job is still one invoice, and no number lost.
    const again = await Promise.all(jobs.map(() => issueInvoice(t.db, jobs[0]!, now)));
    expect(new Set(again.map((invoice) => (invoice as StoredInvoice).number))).toEqual(
      new Set([issued[0]!.number]),
    );
    const next = await issueInvoice(t.db, await approvedJob(21), now);
    expect((next as StoredInvoice).number).toBe("2026-0021");
  });

  it("starts again at 1 in a new year, and never gives a credit note's number twice", async () => {
    const job = await approvedJob(1);
    expect(((await issueInvoice(t.db, job, now)) as StoredInvoice).number).toBe("2026-0001");
    expect(await creditInvoice(t.db, job.id, now)).toBe("2026-0002");
    const newYear = new Date("2027-01-04T15:00:00Z");
    const second = await approvedJob(2);
    expect(((await issueInvoice(t.db, second, newYear)) as StoredInvoice).number).toBe("2027-0001");
  });
});

describe("a paid invoice", () => {
  it("refuses an edit, and a credit note cancels it with its own number", async () => {
    const job = await approvedJob(1);
    const invoice = (await issueInvoice(t.db, job, now)) as StoredInvoice;
    expect(await markPaid(t.db, job.id, { method: "debit", day: "2026-12-07" }, now)).toBe(true);
    expect(await markPaid(t.db, job.id, { method: "cash", day: "2026-12-07" }, now)).toBe(false);
    const money = await readMoney(t.db, job.id);
    expect(await reviseInvoice(t.db, invoice.number, money.quotes[0]!)).toBe("paid");
    // Its quote is locked with it: a change waits for a credit note.
    expect(await sendQuote(t.db, job.id, windshield, now)).toEqual({ refused: "locked" });

    const credit = await creditInvoice(t.db, job.id, later(1));
    const after = await readMoney(t.db, job.id);
    expect(
      after.invoices.map((i) => [i.number, i.kind, i.totalCents, i.credits, i.creditedBy]),
    ).toEqual([
      [invoice.number, "invoice", 56_500, null, credit],
      [credit, "credit", -56_500, invoice.number, null],
    ]);
    expect(after.invoices[0]!.paidMethod).toBe("debit");
    expect(standingInvoice(after)).toBeNull();
    // Then a corrected quote, approved, is invoiced under a new number.
    expect(await sendQuote(t.db, job.id, windshield, later(1))).toEqual({ version: 2 });
    await approveQuote(t.db, job.id, 2, later(1));
    expect(((await issueInvoice(t.db, job, later(1))) as StoredInvoice).number).toBe("2026-0003");
  });

  it("follows a newer approved quote while unpaid, keeping its number", async () => {
    const job = await approvedJob(1);
    const first = (await issueInvoice(t.db, job, now)) as StoredInvoice;
    await sendQuote(
      t.db,
      job.id,
      { ...windshield, lines: [{ text: "Windshield", cents: 40_000 }] },
      now,
    );
    await approveQuote(t.db, job.id, 2, now);
    const revised = (await issueInvoice(t.db, job, now)) as StoredInvoice;
    expect([revised.number, revised.quoteVersion, revised.totalCents]).toEqual([
      first.number,
      2,
      45_200,
    ]);
  });
});
