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
import { deleteLeadsBefore, getLead } from "./store";
import { storeLead } from "./store-lead";
import { enquiryRetentionCutoff, jobRecordCutoff } from "../core/config/policies";
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
/** A version as the driver's page shows it: its number and when it was sent. */
async function shown(id: string, version: number) {
  const quote = (await readMoney(t.db, id)).quotes.find((q) => q.version === version);
  return { version, sentAt: quote?.sentAt ?? "" };
}

const windshield = {
  lines: [{ text: "Windshield", cents: 50_000 }],
  claimNumber: null,
  deductibleCents: null,
};

async function approvedJob(n: number) {
  const job = lead(n);
  const { version } = (await sendQuote(t.db, job.id, windshield, now)) as { version: number };
  expect(await approveQuote(t.db, job.id, await shown(job.id, version), now)).toBe("approved");
  return job;
}

describe("a quote's versions and the driver's approval", () => {
  it("changes the version not yet approved, and makes the next once it is", async () => {
    const job = lead(1);
    expect(await sendQuote(t.db, job.id, windshield, now)).toEqual({ version: 1 });
    const dearer = { ...windshield, lines: [{ text: "Windshield", cents: 52_000 }] };
    // The driver's page showed the first price; the owner changed it since: that page approves
    // nothing, and the page read again shows the new price to approve.
    const firstPage = await shown(job.id, 1);
    expect(await sendQuote(t.db, job.id, dearer, later(0.01))).toEqual({ version: 1 });
    expect(await approveQuote(t.db, job.id, firstPage, now)).toBe("stale");
    expect(await approveQuote(t.db, job.id, await shown(job.id, 1), now)).toBe("approved");
    // The same approval sent twice is one approval.
    expect(await approveQuote(t.db, job.id, await shown(job.id, 1), later(1))).toBe("already");
    expect(await sendQuote(t.db, job.id, windshield, later(1))).toEqual({ version: 2 });
    // The page the driver approved from showed version 1: that is not version 2's approval.
    expect(await approveQuote(t.db, job.id, await shown(job.id, 1), later(1))).toBe("stale");
    const money = await readMoney(t.db, job.id);
    expect(money.quotes.map((q) => [q.version, q.totalCents, q.approvedAt])).toEqual([
      [1, 58_760, now.toISOString()],
      [2, 56_500, null],
    ]);
    expect(money.quotes[1]!.validUntil).toBe("2027-01-07");
    // Past the day it holds, version 2 cannot be approved.
    expect(await approveQuote(t.db, job.id, await shown(job.id, 2), later(40))).toBe("lapsed");
    expect(await approveQuote(t.db, job.id, await shown(job.id, 2), later(2))).toBe("approved");
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
    await approveQuote(t.db, job.id, await shown(job.id, 2), later(1));
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
    await approveQuote(t.db, job.id, await shown(job.id, 2), now);
    const revised = (await issueInvoice(t.db, job, now)) as StoredInvoice;
    expect([revised.number, revised.quoteVersion, revised.totalCents]).toEqual([
      first.number,
      2,
      45_200,
    ]);
  });
});

describe("the records' keeping", () => {
  it("takes a credit note's lines back, so they add up to its totals", async () => {
    const job = await approvedJob(1);
    await issueInvoice(t.db, job, now);
    await creditInvoice(t.db, job.id, now);
    const [, credit] = (await readMoney(t.db, job.id)).invoices;
    expect(credit!.lines).toEqual([{ text: "Windshield", cents: -50_000 }]);
    expect(credit!.lines.reduce((sum, line) => sum + line.cents, 0)).toBe(credit!.subtotalCents);
  });

  it("goes on after the highest number written, as after a restore that left the counter behind", async () => {
    const job = await approvedJob(1);
    await issueInvoice(t.db, job, now);
    // A backup taken while an invoice was issued: the invoice in it, the counter not yet.
    await t.db.prepare("UPDATE invoices SET seq = 5, number = '2026-0005'").run();
    const next = (await issueInvoice(t.db, await approvedJob(2), now)) as StoredInvoice;
    expect(next.number).toBe("2026-0006");
  });
});

describe("the jobs' keeping", () => {
  const twoYearsAgo = new Date("2024-12-07T15:00:00Z");
  const stored = async (key: string) => {
    await storeLead(t.db, {
      key,
      form: "quote",
      page: "/",
      fields: { name: "Sam Okafor", phone: "905 555 0187", service: "Windshield Repair" },
      submittedAt: null,
      receivedAt: twoYearsAgo,
    });
    return (await getLead(t.db, key))!;
  };

  it("keeps a job done or billed past the enquiries' retention, for the job-record years from the end of its tax year", async () => {
    const enquiry = await stored("enquiry-000000000001");
    const billed = await stored("billed-0000000000001");
    const done = await stored("done-000000000000001");
    await sendQuote(t.db, billed.id, windshield, twoYearsAgo);
    await approveQuote(t.db, billed.id, await shown(billed.id, 1), twoYearsAgo);
    await issueInvoice(t.db, billed, twoYearsAgo);
    await t.db
      .prepare("UPDATE leads SET booking_state = 'done', updated_at = ? WHERE id = ?")
      .bind(twoYearsAgo.toISOString(), done.id)
      .run();
    // Money whose lead is gone, as a clean-up cut short would leave it.
    await sendQuote(t.db, "gone-000000000000001", windshield, twoYearsAgo);

    const cutoff = jobRecordCutoff(now);
    expect(cutoff.toISOString()).toBe("2020-01-01T05:00:00.000Z");
    const deleted = await deleteLeadsBefore(t.db, enquiryRetentionCutoff(now), cutoff);
    expect(deleted).toEqual([enquiry.id]);
    expect((await readMoney(t.db, billed.id)).invoices).toHaveLength(1);
    expect((await readMoney(t.db, "gone-000000000000001")).quotes).toEqual([]);

    // Six years after the end of its tax year, the billed job goes, with its money.
    const later = new Date("2031-01-02T15:00:00Z");
    expect(
      await deleteLeadsBefore(t.db, enquiryRetentionCutoff(later), jobRecordCutoff(later)),
    ).toEqual(expect.arrayContaining([billed.id, done.id]));
    expect((await readMoney(t.db, billed.id)).invoices).toEqual([]);
  });
});
