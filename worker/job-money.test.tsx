import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { leadServicePath } from "../core/config/site";
import { invoicingText } from "../core/data/billing";
import { inboxPaths } from "./inbox/words";
import { inbox } from "./inbox-routes";
import { JobMoney } from "./job-money";
import { jobPage } from "./job-page";
import { receiveLead } from "./leads";
import { readMoney } from "./money";
import { getLead, leadByStatusToken } from "./store";
import { withoutHtmlRewriter, workerTestEnv } from "./test-env";

/**
 * From done to paid as the lead service answers it: the owner's money forms in the inbox (a
 * refusal beside its field, every value kept), the driver's Approve quote on the status page
 * (its own address the key, another site's post refused, the owner told), Done with the job
 * record turning the approved quote into the invoice, and Mark paid making it a receipt.
 */

const t = workerTestEnv({
  LOCAL_INBOX: "loopback",
  ALERT_WEBHOOK_URL: "https://hooks.example.ca/T0/secret",
});
// The runtime's HTML rewriter reads the site's stylesheets off a page; here there are none.
withoutHtmlRewriter();
const told: unknown[] = [];
beforeEach(async () => {
  await t.wipe();
  told.length = 0;
  vi.spyOn(globalThis, "fetch").mockImplementation(async (_url, init) => {
    told.push(JSON.parse(String(init?.body)));
    return new Response("ok");
  });
});
afterEach(() => vi.restoreAllMocks());

const origin = "http://localhost:3000";
const form = { "Content-Type": "application/x-www-form-urlencoded" };
const noSend = async () => {};

async function quoteRequest(fields: Record<string, string>) {
  const key = crypto.randomUUID().replaceAll("-", "");
  await receiveLead(
    new Request(`${origin}${leadServicePath}`, {
      method: "POST",
      headers: { "Content-Type": "application/json", "Idempotency-Key": key },
      body: JSON.stringify({ form: "quote", page: "/location/aurora-auto-glass", fields }),
    }),
    t.env,
    t.ctx,
  );
  return (await getLead(t.db, key))!;
}

const owner = (path: string, body: string) =>
  inbox(
    new Request(new URL(path, origin), {
      method: "POST",
      redirect: "manual",
      headers: { ...form, Origin: origin },
      body: `${body}&return=%2Finbox`,
    }),
    t.env,
  );

/**
 * The driver's Approve quote, as a browser posts it from a no-referrer page showing `version`
 * as it is now (or as it was sent at `sentAt`).
 */
async function driverApproves(
  token: string,
  version: number,
  headers: Record<string, string> = {},
  sentAt?: string,
) {
  const lead = await leadByStatusToken(t.db, token);
  const quote = (await readMoney(t.db, lead!.id)).quotes.find((q) => q.version === version);
  const sent = sentAt ?? quote?.sentAt ?? "";
  return jobPage(
    new Request(`${origin}/job/${token}`, {
      method: "POST",
      redirect: "manual",
      headers: { ...form, Origin: "null", "Sec-Fetch-Site": "same-origin", ...headers },
      body: `action=approve&version=${version}&sent=${encodeURIComponent(sent)}`,
    }),
    t.env,
    noSend,
  );
}

async function statusPage(id: string) {
  const lead = (await getLead(t.db, id))!;
  const money = await readMoney(t.db, id);
  return renderToStaticMarkup(
    <JobMoney
      lead={lead}
      money={money}
      pageUrl={`${origin}/job/${lead.statusToken}`}
      now={new Date()}
      notice={null}
    />,
  );
}

const escaped = (text: string) => text.replaceAll("'", "&#x27;");
/** An adhesive's use-by date still to come, whenever the test runs. */
const nextYear = new Date().getUTCFullYear() + 1;

describe("the quote", () => {
  it("is refused beside the field with every value kept, then sent and approved by the driver", async () => {
    const lead = await quoteRequest({
      name: "Dana Lee",
      phone: "647 555 0142",
      service: "Windshield Replacement",
      payer: "self",
    });
    const refused = await owner(
      inboxPaths.quote(lead.id),
      "text-1=Windshield&amount-1=3oo&text-2=Moulding&amount-2=35",
    );
    expect(refused.status).toBe(422);
    const html = await refused.text();
    expect(html).toContain(escaped(invoicingText.inbox.refused.amount));
    expect(html).toMatch(/name="amount-1"[^>]*value="3oo"|value="3oo"[^>]*name="amount-1"/);
    expect(html).toContain('value="Moulding"');
    expect((await readMoney(t.db, lead.id)).quotes).toEqual([]);

    const sent = await owner(
      inboxPaths.quote(lead.id),
      "text-1=Windshield&amount-1=389.99&text-2=ADAS+camera+calibration&amount-2=249.50&text-3=Moulding&amount-3=35",
    );
    expect(sent.status).toBe(303);
    const page = await statusPage(lead.id);
    expect(page).toContain(invoicingText.quote.heading);
    expect(page).toContain("$762.17");
    expect(page).toContain(invoicingText.quote.approve);

    // Another site's page posting to the status page's address changes nothing.
    const forged = await driverApproves(lead.statusToken!, 1, {
      Origin: "https://evil.example",
      "Sec-Fetch-Site": "cross-site",
    });
    expect(forged.status).toBe(404);
    expect((await readMoney(t.db, lead.id)).quotes[0]!.approvedAt).toBeNull();

    const approved = await driverApproves(lead.statusToken!, 1);
    expect(approved.status).toBe(303);
    expect(approved.headers.get("Location")).toBe(`/job/${lead.statusToken}?quote=thanks#quote`);
    expect((await readMoney(t.db, lead.id)).quotes[0]!.approvedAt).not.toBeNull();
    expect(told).toEqual([
      expect.objectContaining({ event: "quote.approved", version: 1, totalCents: 76_217 }),
    ]);
    expect(await statusPage(lead.id)).toContain(
      escaped(invoicingText.quote.approved.replace("{{version}}", "1").split("{{date}}")[0]!),
    );

    // A page showing an older version approves nothing.
    await owner(inboxPaths.quote(lead.id), "text-1=Windshield&amount-1=400");
    expect((await driverApproves(lead.statusToken!, 1)).headers.get("Location")).toContain(
      "quote=stale",
    );
    // Nor does a page showing version 2 as it was before the owner changed it again.
    const before = (await readMoney(t.db, lead.id)).quotes[1]!.sentAt;
    await owner(inboxPaths.quote(lead.id), "text-1=Windshield&amount-1=420");
    const old = await driverApproves(lead.statusToken!, 2, {}, before);
    expect(old.headers.get("Location")).toContain("quote=stale");
    expect((await readMoney(t.db, lead.id)).quotes[1]!.approvedAt).toBeNull();
  });
});

describe("done, invoiced and paid", () => {
  it("keeps the job record with Done, invoices the approved quote, and marks it paid", async () => {
    const lead = await quoteRequest({
      name: "Sam Okafor",
      phone: "905 555 0187",
      service: "Windshield Replacement",
      payer: "insurance",
      insurer: "Wawanesa",
      deductible: "$300",
      vin: "1HGCM82633A004352",
    });
    await owner(
      inboxPaths.quote(lead.id),
      "text-1=Windshield&amount-1=500&claim=CLM-2026-0042&deductible=300",
    );
    await driverApproves(lead.statusToken!, 1);

    // A use-by date that is no day: Done refused, the record as typed, the job not done.
    const refused = await owner(
      inboxPaths.booking(lead.id),
      "action=done&part=FW04567&expires=2027-02-30&driveAway=60&calibration=passed",
    );
    expect(refused.status).toBe(422);
    expect(await refused.text()).toContain('value="FW04567"');
    expect((await getLead(t.db, lead.id))?.booking?.state).not.toBe("done");

    const done = await owner(
      inboxPaths.booking(lead.id),
      `action=done&part=FW04567&adhesive=Urethane&lot=L2291&expires=${nextYear}-03-31&driveAway=60&technician=Dev&calibration=passed`,
    );
    expect(done.status).toBe(303);
    const money = await readMoney(t.db, lead.id);
    expect(money.record).toMatchObject({ part: "FW04567", lot: "L2291", calibration: "passed" });
    const [invoice] = money.invoices;
    expect(invoice).toMatchObject({
      totalCents: 56_500,
      deductibleCents: 30_000,
      claimNumber: "CLM-2026-0042",
    });
    let page = await statusPage(lead.id);
    for (const words of [
      invoicingText.jobRecord.heading,
      invoicingText.invoice.heading,
      invoice!.number,
      "$265.00",
    ]) {
      expect(page).toContain(words);
    }

    // Mark paid: refused for a day to come, then taken; the invoice is a receipt.
    expect((await owner(inboxPaths.paid(lead.id), "method=insurer&day=2999-01-01")).status).toBe(
      422,
    );
    expect(
      (await owner(inboxPaths.paid(lead.id), `method=insurer&day=${invoice!.issuedOn}`)).status,
    ).toBe(303);
    page = await statusPage(lead.id);
    expect(page).toContain(invoicingText.invoice.paid);
    expect(page).toContain(invoicingText.invoice.methods.insurer);

    // The insurer's bill and the invoice, each a page of its own under the status page.
    for (const sub of ["invoice", "insurer"]) {
      const answer = await jobPage(
        new Request(`${origin}/job/${lead.statusToken}/${sub}`),
        t.env,
        noSend,
      );
      expect(answer.status, sub).toBe(200);
    }
    // A paid invoice's quote cannot change.
    await owner(inboxPaths.quote(lead.id), "text-1=Windshield&amount-1=1");
    expect((await readMoney(t.db, lead.id)).quotes).toHaveLength(1);

    // A credit note cancels it: the inbox shows the invoice cancelled, nothing to mark paid,
    // and the quote box open again.
    const credited = await owner(inboxPaths.credit(lead.id), "");
    const back = await inbox(
      new Request(new URL(credited.headers.get("Location")!, origin)),
      t.env,
    );
    const html = await back.text();
    expect(html).toContain(escaped(invoicingText.invoice.creditedBy.split("{{number}}")[0]!));
    expect(html).not.toContain(`>${invoicingText.inbox.markPaid}<`);
    expect(html).toContain(`>${invoicingText.inbox.send}<`);
  });

  it("has no invoice page before there is an invoice, and no insurer's bill without a claim", async () => {
    const lead = await quoteRequest({
      name: "Dana Lee",
      phone: "647 555 0142",
      service: "Windshield Repair",
      payer: "self",
    });
    for (const sub of ["invoice", "insurer", "other"]) {
      const answer = await jobPage(
        new Request(`${origin}/job/${lead.statusToken}/${sub}`),
        t.env,
        noSend,
      );
      expect(answer.status, sub).toBe(404);
    }
  });
});
