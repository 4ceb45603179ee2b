import { CircleCheck, FileText, Printer, Receipt, Wrench } from "lucide-react";
import type { ReactNode } from "react";
import type { InvoicingContent } from "../../../core/config/schema";
import { fillLater } from "../../../core/data/form-text";
import { formatCents, formatRate, insuranceSplit, type QuoteLine } from "../../../core/rules/money";
import { cn } from "../cn";
import { Button } from "../ui/button";

/**
 * A job's money on the driver's status page (/job/<token>, rendered by the lead service): the
 * quote to approve, the job's record, and the invoice that becomes the receipt; and the same
 * invoice, and the insurer's bill, alone on a page to print. Plain markup: the one form (Approve
 * quote) posts without script.
 */

type Text = InvoicingContent;

/** What a quote, an invoice and a bill add up: the lines and their totals, in cents. */
export interface Amounts {
  lines: QuoteLine[];
  hstBasisPoints: number;
  subtotalCents: number;
  hstCents: number;
  totalCents: number;
  claimNumber: string | null;
  /** For an insurance job: the driver's deductible */
  deductibleCents: number | null;
}

const box = "mt-8 rounded-xl border p-5 sm:p-6";

/** The lines, then the subtotal, the HST and the total, and an insurance job's split. */
export function AmountsTable({ text, amounts }: { text: Text; amounts: Amounts }) {
  const split =
    amounts.deductibleCents !== null
      ? insuranceSplit(amounts.totalCents, amounts.deductibleCents)
      : null;
  const totals: [string, number, boolean][] = [
    [text.quote.subtotal, amounts.subtotalCents, false],
    [
      fillLater(text.quote.hst, { rate: formatRate(amounts.hstBasisPoints) }),
      amounts.hstCents,
      false,
    ],
    [text.quote.total, amounts.totalCents, true],
    ...(split
      ? ([
          [text.quote.deductible, split.driverCents, false],
          [text.quote.insurer, split.insurerCents, false],
        ] as [string, number, boolean][])
      : []),
  ];
  return (
    <table className="mt-4 w-full border-collapse text-left">
      <thead>
        <tr className="border-b text-sm text-muted-foreground">
          <th scope="col" className="py-2 pr-3 font-semibold">
            {text.quote.description}
          </th>
          <th scope="col" className="py-2 text-right font-semibold">
            {text.quote.amount}
          </th>
        </tr>
      </thead>
      <tbody>
        {amounts.lines.map((line, i) => (
          <tr key={i} className="border-b border-border/60">
            <td className="py-2 pr-3">{line.text}</td>
            <td className="py-2 text-right tabular-nums">{formatCents(line.cents)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        {totals.map(([label, cents, strong]) => (
          <tr key={label} className={cn(strong && "text-lg font-bold")}>
            <th scope="row" className="pt-2 pr-3 text-right font-semibold">
              {label}
            </th>
            <td className="pt-2 text-right tabular-nums">{formatCents(cents)}</td>
          </tr>
        ))}
      </tfoot>
    </table>
  );
}

/** A bill's facts, label beside value: its number, day, business, whom it bills. */
function Facts({ facts }: { facts: readonly [string, ReactNode][] }) {
  return (
    <dl className="mt-4 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[auto_1fr]">
      {facts.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="font-semibold">{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** A notice in a section: what the driver's approval did, or why it did not. */
function Notice({ tone, children }: { tone: "done" | "problem"; children: ReactNode }) {
  return (
    <p
      role={tone === "problem" ? "alert" : "status"}
      className={cn(
        "mt-4 rounded-md border px-3 py-2 font-semibold",
        tone === "done"
          ? "border-success/40 bg-success/5"
          : "border-destructive/40 bg-destructive/5",
      )}
    >
      {children}
    </p>
  );
}

export interface QuoteView extends Amounts {
  version: number;
  /** When it was sent, as the driver reads a time */
  sent: string;
  /** The last day it holds, as the driver reads a day */
  holdsUntil: string;
  lapsed: boolean;
  /** Nothing left to approve: the job's invoice is paid */
  closed: boolean;
  /** When this version was sent, as stored: the approval names it, so a version changed since is not approved */
  sentAt: string;
  /** The version the driver approved last, and when; null before any approval */
  approved: { version: number; on: string } | null;
}

/**
 * "Your quote": its lines and totals, until when it holds, and Approve quote (a form posting
 * the version it shows to the page's own address), or which version the driver approved.
 */
export function JobQuote({
  text,
  quote,
  approveAction,
  notice = null,
}: {
  text: Text;
  quote: QuoteView;
  /** Where Approve quote posts: the status page's own address */
  approveAction: string;
  notice?: "thanks" | "stale" | "busy" | null;
}) {
  const t = text.quote;
  const approvedThis = quote.approved?.version === quote.version;
  return (
    <section
      id="quote"
      aria-labelledby="job-quote"
      className={cn(box, "scroll-mt-24 border-primary/30")}
    >
      <h2 id="job-quote" className="flex items-center gap-2 text-xl font-bold">
        <FileText aria-hidden="true" className="size-5 text-primary" />
        {t.heading}
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">
        {fillLater(t.version, { version: quote.version, sent: quote.sent })}
      </p>
      {notice ? <Notice tone={notice === "thanks" ? "done" : "problem"}>{t[notice]}</Notice> : null}
      <AmountsTable text={text} amounts={quote} />
      {quote.claimNumber ? (
        <p className="mt-3 text-sm">
          <span className="font-semibold">{t.claim}:</span> {quote.claimNumber}
        </p>
      ) : null}
      {approvedThis ? (
        <p className="text-success-foreground mt-4 flex items-center gap-2 font-semibold">
          <CircleCheck aria-hidden="true" className="size-5 shrink-0 text-success" />
          {fillLater(t.approved, { version: quote.approved!.version, date: quote.approved!.on })}
        </p>
      ) : (
        <>
          {quote.approved ? (
            <p className="mt-4">{fillLater(t.changed, { approved: quote.approved.version })}</p>
          ) : null}
          {quote.closed ? null : quote.lapsed ? (
            <p className="mt-4 font-semibold">{fillLater(t.lapsed, { date: quote.holdsUntil })}</p>
          ) : (
            <form method="post" action={approveAction} className="mt-4 grid gap-3">
              <input type="hidden" name="action" value="approve" />
              <input type="hidden" name="version" value={quote.version} />
              <input type="hidden" name="sent" value={quote.sentAt} />
              <p className="text-sm text-muted-foreground">
                {fillLater(t.holds, { date: quote.holdsUntil })} {t.approveIntro}
              </p>
              <div>
                <Button type="submit" variant="cta" size="lg">
                  <CircleCheck aria-hidden="true" />
                  {t.approve}
                </Button>
              </div>
            </form>
          )}
        </>
      )}
    </section>
  );
}

export interface RecordView {
  part: string;
  adhesive: string;
  lot: string;
  expires: string;
  driveAwayMinutes: number;
  technician: string;
  calibration: keyof Text["jobRecord"]["calibrationResults"];
}

/** "Job record": what went into the car, and the warranty that covers it. */
export function JobRecordSection({
  text,
  record,
  warrantyHref,
}: {
  text: Text;
  record: RecordView;
  warrantyHref: string;
}) {
  const t = text.jobRecord;
  const rows: [string, string][] = (
    [
      [t.part, record.part],
      [t.adhesive, record.adhesive],
      [t.lot, record.lot],
      [t.expires, record.expires],
      [t.driveAway, fillLater(t.minutes, { minutes: record.driveAwayMinutes })],
      [t.technician, record.technician],
      [t.calibration, t.calibrationResults[record.calibration]],
    ] as [string, string][]
  ).filter(([, value]) => value !== "");
  return (
    <section id="record" aria-labelledby="job-record" className={box}>
      <h2 id="job-record" className="flex items-center gap-2 text-xl font-bold">
        <Wrench aria-hidden="true" className="size-5 text-primary" />
        {t.heading}
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">{t.intro}</p>
      <dl className="mt-4 grid gap-x-6 gap-y-2 sm:grid-cols-[auto_1fr]">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="font-semibold">{label}</dt>
            <dd className="text-muted-foreground">{value}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-4">
        {t.warranty}{" "}
        <a href={warrantyHref} className="font-semibold text-primary underline underline-offset-4">
          {t.warrantyLink}
        </a>
      </p>
    </section>
  );
}

export interface InvoiceView extends Amounts {
  kind: "invoice" | "credit";
  number: string;
  /** The day it was issued, as the driver reads a day */
  issued: string;
  seller: { legalName: string; address: string; hstNumber: string };
  buyer: { name: string; vehicle: string };
  credits: string | null;
  creditedBy: string | null;
  /** Once paid: the day and the way, as the driver reads them */
  paid: { on: string; method: string } | null;
}

/** How the driver pays: the e-Transfer's address and message, and the owner's payment link. */
export interface PayWays {
  eTransferEmail: string | null;
  paymentLink: string | null;
}

/**
 * An invoice or a credit note: its number and day, the business (legal name, address, HST
 * number), whom it bills, the lines and totals; once paid, the receipt; until then, how to pay.
 */
export function InvoiceSection({
  text,
  invoice,
  pay,
  links = null,
  alone = false,
}: {
  text: Text;
  invoice: InvoiceView;
  pay: PayWays;
  /** Alone on its page (to print): its heading is the page's */
  alone?: boolean;
  /** On the status page: the invoice alone to print, and the insurer's bill */
  links?: { print: string; insurer: string | null } | null;
}) {
  const t = text.invoice;
  const headingId = `invoice-${invoice.number}`;
  const facts: [string, ReactNode][] = [
    [t.number, invoice.number],
    [t.date, invoice.issued],
    [
      t.from,
      <>
        {invoice.seller.legalName}
        <br />
        {invoice.seller.address}
      </>,
    ],
    ...(invoice.seller.hstNumber
      ? ([[t.hstNumber, invoice.seller.hstNumber]] as [string, string][])
      : []),
    [
      t.billTo,
      <>
        {invoice.buyer.name}
        {invoice.buyer.vehicle ? (
          <>
            <br />
            {invoice.buyer.vehicle}
          </>
        ) : null}
      </>,
    ],
    ...(invoice.claimNumber
      ? ([[text.quote.claim, invoice.claimNumber]] as [string, string][])
      : []),
  ];
  const standing = invoice.kind === "invoice" && !invoice.creditedBy;
  const Heading = alone ? "h1" : "h2";
  return (
    <section
      id={invoice.kind === "invoice" && !invoice.creditedBy ? "invoice" : undefined}
      aria-labelledby={headingId}
      className={cn(
        box,
        "scroll-mt-24 break-inside-avoid bg-card print:mt-0 print:border-0 print:p-0",
      )}
    >
      <Heading id={headingId} className="flex flex-wrap items-center gap-2 text-xl font-bold">
        <Receipt aria-hidden="true" className="size-5 text-primary" />
        {invoice.kind === "credit" ? t.creditHeading : t.heading}
        {invoice.paid ? (
          <span className="rounded-full bg-success/15 px-2.5 py-0.5 text-sm font-semibold">
            {t.paid}
          </span>
        ) : null}
      </Heading>
      <Facts facts={facts} />
      <AmountsTable text={text} amounts={invoice} />
      {invoice.credits ? (
        <p className="mt-4">{fillLater(t.credits, { number: invoice.credits })}</p>
      ) : null}
      {invoice.creditedBy ? (
        <p className="mt-4 font-semibold">
          {fillLater(t.creditedBy, { number: invoice.creditedBy })}
        </p>
      ) : null}
      {invoice.paid ? (
        <p className="mt-4 flex items-center gap-2 font-semibold">
          <CircleCheck aria-hidden="true" className="size-5 shrink-0 text-success" />
          {fillLater(t.paidOn, { date: invoice.paid.on, method: invoice.paid.method })}
        </p>
      ) : standing ? (
        <div className="mt-4 grid gap-2">
          {pay.eTransferEmail ? (
            <p>{fillLater(t.eTransfer, { email: pay.eTransferEmail, number: invoice.number })}</p>
          ) : null}
          {pay.paymentLink ? (
            <p data-screen-only>
              <a
                href={pay.paymentLink}
                className="font-semibold text-primary underline underline-offset-4"
              >
                {t.payOnline}
              </a>
            </p>
          ) : null}
        </div>
      ) : null}
      {links && standing ? (
        <p data-screen-only className="mt-4 flex flex-wrap gap-x-6 gap-y-2">
          <a
            href={links.print}
            className="inline-flex items-center gap-2 font-semibold text-primary underline underline-offset-4"
          >
            <Printer aria-hidden="true" className="size-4" />
            {t.print}
          </a>
          {links.insurer ? (
            <a
              href={links.insurer}
              className="font-semibold text-primary underline underline-offset-4"
            >
              {t.insurerBill}
            </a>
          ) : null}
        </p>
      ) : null}
    </section>
  );
}

export interface InsurerBillView extends Amounts {
  invoiceNumber: string;
  issued: string;
  seller: InvoiceView["seller"];
  policyholder: string;
  insurer: string;
  vin: string;
  part: string;
}

/** The bill to the insurer: the claim, the policyholder, the car, the glass, and what is due. */
export function InsurerBill({ text, bill }: { text: Text; bill: InsurerBillView }) {
  const t = text.insurerBill;
  const split = insuranceSplit(bill.totalCents, bill.deductibleCents ?? 0);
  const facts: [string, ReactNode][] = (
    [
      [
        text.invoice.from,
        <>
          {bill.seller.legalName}
          <br />
          {bill.seller.address}
        </>,
      ],
      [text.invoice.hstNumber, bill.seller.hstNumber],
      [t.invoice, `${bill.invoiceNumber} (${bill.issued})`],
      [t.claim, bill.claimNumber ?? ""],
      [t.insurer, bill.insurer],
      [t.policyholder, bill.policyholder],
      [t.vin, bill.vin],
      [t.part, bill.part],
    ] as [string, ReactNode][]
  ).filter(([, value]) => value !== "");
  return (
    <section
      aria-labelledby="insurer-bill"
      className={cn(box, "bg-card print:mt-0 print:border-0 print:p-0")}
    >
      <h1 id="insurer-bill" className="text-2xl font-bold">
        {t.heading}
      </h1>
      <Facts facts={facts} />
      <AmountsTable text={text} amounts={{ ...bill, deductibleCents: null }} />
      <dl className="mt-4 grid grid-cols-[1fr_auto] gap-x-6 gap-y-1">
        <dt>{t.deductible}</dt>
        <dd className="text-right tabular-nums">{formatCents(split.driverCents)}</dd>
        <dt className="text-lg font-bold">{t.due}</dt>
        <dd className="text-right text-lg font-bold tabular-nums">
          {formatCents(split.insurerCents)}
        </dd>
      </dl>
    </section>
  );
}
