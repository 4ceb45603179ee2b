import { renderToStaticMarkup } from "react-dom/server";
import {
  InsurerBill,
  InvoiceSection,
  JobQuote,
  JobRecordSection,
  type InvoiceView,
  type QuoteView,
} from "../app/components/sections/JobMoney";
import { siteConfig } from "../core/config/site";
import { billingFacts, invoicingText } from "../core/data/billing";
import { fillLater } from "../core/data/form-text";
import { warrantyPath } from "../core/data/pages";
import { formatCents } from "../core/rules/money";
import { torontoDay } from "../core/rules/validation";
import { alertChannels, type EmailSender, type Outgoing } from "./alerts";
import { noticeEmail } from "./alert-text";
import type { Env } from "./env";
import { inboxPaths } from "./inbox/words";
import {
  approvedQuote,
  currentQuote,
  standingInvoice,
  type Money,
  type StoredInvoice,
  type StoredQuote,
} from "./money";
import { firstName, formatLeadDay, formatLeadTime, type StoredLead } from "./stored-lead";

/**
 * A job's money as its status page shows it (worker/job-page.tsx): the quote under "Your quote"
 * with Approve quote, the job record under "Job record", and each invoice and credit note under
 * "Invoice", which says "Paid" as a receipt once it is; and the invoice and the insurer's bill
 * alone, to print (`/job/<token>/invoice`, `/job/<token>/insurer`).
 */

/** Where a status page's money pages are, under its own address. */
export const moneyPages = ["invoice", "insurer"] as const;
export type MoneyPage = (typeof moneyPages)[number];

/** What the page says after an approval: thanks, or why it was not taken. */
export type ApprovalNotice = "thanks" | "stale" | "busy";
export const isApprovalNotice = (value: unknown): value is ApprovalNotice =>
  value === "thanks" || value === "stale" || value === "busy";

function quoteView(money: Money, quote: StoredQuote, insurance: boolean, now: Date): QuoteView {
  const approved = approvedQuote(money);
  return {
    ...quote,
    deductibleCents: insurance ? quote.deductibleCents : null,
    sent: formatLeadTime(quote.sentAt),
    holdsUntil: formatLeadDay(quote.validUntil),
    lapsed: !quote.approvedAt && quote.validUntil < torontoDay(now),
    // Once the job's invoice is paid, nothing is left to approve.
    closed: Boolean(standingInvoice(money)?.paidOn),
    approved: approved
      ? {
          version: approved.version,
          on: formatLeadDay(torontoDay(new Date(approved.approvedAt!))),
        }
      : null,
  };
}

function invoiceView(invoice: StoredInvoice): InvoiceView {
  return {
    ...invoice,
    issued: formatLeadDay(invoice.issuedOn),
    buyer: { name: invoice.buyer.name, vehicle: invoice.buyer.vehicle },
    paid:
      invoice.paidOn && invoice.paidMethod
        ? {
            on: formatLeadDay(invoice.paidOn),
            method: invoicingText.invoice.methods[invoice.paidMethod],
          }
        : null,
  };
}

const payWays = {
  eTransferEmail: billingFacts.eTransferEmail,
  paymentLink: billingFacts.paymentLink,
};

/** The status page's money sections, in the order the job goes: quote, record, invoices. */
export function JobMoney({
  lead,
  money,
  pageUrl,
  now,
  notice,
}: {
  lead: StoredLead;
  money: Money;
  /** The status page's own address */
  pageUrl: string;
  now: Date;
  notice: ApprovalNotice | null;
}) {
  const quote = currentQuote(money);
  const insurance = lead.fields.payer === "insurance";
  return (
    <>
      {quote ? (
        <JobQuote
          text={invoicingText}
          quote={quoteView(money, quote, insurance, now)}
          approveAction={pageUrl}
          notice={notice}
        />
      ) : null}
      {money.record ? (
        <JobRecordSection
          text={invoicingText}
          record={{
            ...money.record,
            expires: money.record.expires ? formatLeadDay(money.record.expires) : "",
          }}
          warrantyHref={`${siteConfig.siteUrl}${warrantyPath}`}
        />
      ) : null}
      {[...money.invoices].reverse().map((invoice) => (
        <InvoiceSection
          key={invoice.number}
          text={invoicingText}
          invoice={invoiceView(invoice)}
          pay={payWays}
          links={{
            print: `${pageUrl}/invoice`,
            insurer: invoice.claimNumber ? `${pageUrl}/insurer` : null,
          }}
        />
      ))}
    </>
  );
}

/** The invoice, or the bill to the insurer, alone on a page to print; null when there is none. */
export function moneyPageMarkup(
  lead: StoredLead,
  money: Money,
  page: MoneyPage,
): { title: string; main: string } | null {
  const invoice = standingInvoice(money);
  if (!invoice) return null;
  const frame = (children: React.ReactNode) =>
    renderToStaticMarkup(
      <div className="mx-auto max-w-2xl px-4 py-8 print:max-w-none print:p-0">{children}</div>,
    );
  if (page === "invoice") {
    return {
      title: `${invoicingText.invoice.heading} ${invoice.number}`,
      main: frame(
        <InvoiceSection text={invoicingText} invoice={invoiceView(invoice)} pay={payWays} alone />,
      ),
    };
  }
  if (!invoice.claimNumber) return null;
  return {
    title: invoicingText.insurerBill.title,
    main: frame(
      <InsurerBill
        text={invoicingText}
        bill={{
          ...invoice,
          invoiceNumber: invoice.number,
          issued: formatLeadDay(invoice.issuedOn),
          policyholder: invoice.buyer.name,
          insurer: invoice.buyer.insurer,
          vin: invoice.buyer.vin,
          part: money.record?.part ?? "",
        }}
      />,
    ),
  };
}

/**
 * Tells the owner a driver approved their quote, on every alert channel set up, once each (the
 * version keys it). Best effort: the approval is kept whatever a channel answers, and the
 * inbox shows it.
 */
export async function tellApproval(
  env: Env,
  sendEmail: EmailSender,
  lead: StoredLead,
  quote: StoredQuote,
  origin: string,
) {
  const said = fillLater(invoicingText.inbox.approvedAlert, {
    name: firstName(lead) || lead.id,
    total: formatCents(quote.totalCents),
    version: quote.version,
  });
  const link = `${origin}${inboxPaths.lead(lead.id)}`;
  const text = `${said}\n\n${link}`;
  const outgoing: Outgoing = {
    email: (envelope) =>
      noticeEmail(
        { subject: said, text, messageId: `quote-${lead.id}-${quote.version}` },
        envelope,
      ),
    payload: {
      event: "quote.approved",
      text,
      leadId: lead.id,
      version: quote.version,
      totalCents: quote.totalCents,
      inboxUrl: link,
    },
    key: `${lead.id}-quote-${quote.version}`,
  };
  for (const channel of alertChannels(env, sendEmail)) {
    try {
      await channel.send(outgoing);
    } catch (error) {
      console.error(`Lead ${lead.id}: the quote's approval not told`, String(error));
    }
  }
}
