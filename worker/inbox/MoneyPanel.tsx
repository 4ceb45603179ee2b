import { FileText, MessageSquare, Plus, Receipt, Send } from "lucide-react";
import type { ReactNode } from "react";
import { Button, ButtonLink } from "../../app/components/ui/button";
import type { Phone } from "../../core/config/phone";
import { billingFacts, invoicingText } from "../../core/data/billing";
import { fillLater } from "../../core/data/form-text";
import {
  centsValue,
  formatCents,
  formatRate,
  insuranceSplit,
  paymentMethods,
  quoteLinesLimit,
  type QuoteLine,
} from "../../core/rules/money";
import { smsWithBody } from "../../core/rules/photo-text";
import { torontoDay } from "../../core/rules/validation";
import { firstName, formatLeadDay, formatLeadTime, type StoredLead } from "../stored-lead";
import { jobUrl } from "../status-token";
import {
  calibrationResults,
  currentQuote,
  standingInvoice,
  type JobRecord,
  type Money,
  type StoredInvoice,
  type StoredQuote,
} from "../money";
import { lineField, prefilledLines, recordDefaults, type MoneyFormRefused } from "../money-forms";
import { inboxPaths } from "./words";
import { DoneNote } from "./BookingPanel";

const text = invoicingText.inbox;

/** How many empty lines the quote box shows without JavaScript, below the lines it has. */
const emptyLines = 3;

const fieldLook = "h-10 rounded-md border border-input bg-white px-3 text-base font-normal";

/** Whether the driver asked for the job to be billed to their insurer. */
export const isInsuranceJob = (lead: StoredLead) => lead.fields.payer === "insurance";

/** The id of the message beside a refused field of a lead's money forms. */
const problemId = (lead: StoredLead, field: string) => `lead-${lead.id}-money-${field}-problem`;

/** A field's message, when the form posted last refused it. */
function Problem({
  lead,
  field,
  errors,
}: {
  lead: StoredLead;
  field: string;
  errors: Record<string, string>;
}) {
  return errors[field] ? (
    <p
      id={problemId(lead, field)}
      role="alert"
      className="w-full text-sm font-semibold text-destructive"
    >
      {errors[field]}
    </p>
  ) : null;
}

/** A field's attributes for its refusal: marked invalid, and described by its message. */
const invalid = (lead: StoredLead, field: string, errors: Record<string, string>) =>
  errors[field]
    ? { "aria-invalid": true as const, "aria-describedby": problemId(lead, field) }
    : {};

/**
 * A quote request's money in the owner's inbox: the quote box (its lines, HST and, for an
 * insurance job, the claim and deductible) that sends the driver a firm quote, the approval
 * when it comes, and once the job is done the invoice, Mark paid and the credit note. Plain
 * forms; the inbox's script only adds "Add a line".
 */
export function MoneyPanel({
  lead,
  money,
  origin,
  phone,
  returnTo,
  now,
  refused = null,
  done = null,
}: {
  lead: StoredLead;
  money: Money;
  origin: string;
  phone: Phone | null;
  returnTo: string;
  now: Date;
  /** The money form last posted for this lead, refused: its values and messages */
  refused?: MoneyFormRefused | null;
  /** What the owner's last money change did */
  done?: string | null;
}) {
  const quote = currentQuote(money);
  // The invoice standing; or, once a credit note cancelled it, the last one, read only.
  const standing = standingInvoice(money);
  const invoice =
    standing ?? [...money.invoices].reverse().find((each) => each.kind === "invoice") ?? null;
  const link = lead.statusToken ? jobUrl(origin, lead.statusToken) : null;
  const headingId = `lead-${lead.id}-quote`;
  return (
    <div
      role="group"
      aria-labelledby={headingId}
      className="mt-5 rounded-lg border border-border bg-muted/40 p-4"
    >
      <h3 id={headingId} className="flex flex-wrap items-center gap-2 font-bold">
        <FileText aria-hidden="true" className="size-5 text-primary" />
        {text.heading}
        {quote?.approvedAt ? (
          <span className="text-success-foreground rounded-full bg-success/15 px-2.5 py-0.5 text-sm font-semibold">
            {text.approved}
          </span>
        ) : null}
      </h3>
      <DoneNote done={done} />
      {quote ? <QuoteState lead={lead} quote={quote} /> : null}
      {quote && link && phone && !standing ? (
        <div className="mt-3 flex flex-wrap gap-2">
          <ButtonLink
            href={smsWithBody(
              phone.sms,
              fillLater(invoicingText.texts.quote, {
                name: firstName(lead),
                total: formatCents(quote.totalCents),
                link,
              }),
            )}
            variant={quote.approvedAt ? "outline" : "cta"}
            size="md"
          >
            <MessageSquare aria-hidden="true" />
            {text.textQuote}
          </ButtonLink>
        </div>
      ) : null}
      {invoice?.paidOn && !invoice.creditedBy ? (
        <p className="mt-3 text-sm">{text.refused.locked}</p>
      ) : (
        <QuoteForm
          lead={lead}
          quote={quote}
          returnTo={returnTo}
          refused={refused?.form === "quote" ? refused : null}
        />
      )}
      {invoice ? (
        <InvoiceBox
          lead={lead}
          invoice={invoice}
          link={link}
          phone={phone}
          returnTo={returnTo}
          now={now}
          refused={refused?.form === "paid" ? refused : null}
        />
      ) : null}
    </div>
  );
}

/** The quote as sent: its version, when, its totals, and its approval. */
function QuoteState({ lead, quote }: { lead: StoredLead; quote: StoredQuote }) {
  const split =
    isInsuranceJob(lead) && quote.deductibleCents !== null
      ? insuranceSplit(quote.totalCents, quote.deductibleCents)
      : null;
  const rows: [string, string][] = [
    [invoicingText.quote.subtotal, formatCents(quote.subtotalCents)],
    [
      fillLater(invoicingText.quote.hst, { rate: formatRate(quote.hstBasisPoints) }),
      formatCents(quote.hstCents),
    ],
    [invoicingText.quote.total, formatCents(quote.totalCents)],
    ...(split
      ? ([
          [invoicingText.quote.deductible, formatCents(split.driverCents)],
          [invoicingText.quote.insurer, formatCents(split.insurerCents)],
        ] as [string, string][])
      : []),
  ];
  return (
    <>
      <p className="mt-2 text-sm">
        {quote.approvedAt
          ? fillLater(text.approvedAt, {
              time: formatLeadTime(quote.approvedAt),
              version: String(quote.version),
            })
          : fillLater(text.sent, {
              version: String(quote.version),
              time: formatLeadTime(quote.sentAt),
            })}
      </p>
      <dl className="mt-2 grid grid-cols-[1fr_auto] gap-x-4 text-sm">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt>{label}</dt>
            <dd className="text-right font-semibold tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
    </>
  );
}

/** The lines the box starts with: as typed when refused, else the quote's, else the price table's. */
function startingLines(
  lead: StoredLead,
  quote: StoredQuote | null,
  refused: MoneyFormRefused | null,
) {
  if (refused) {
    return Array.from({ length: quoteLinesLimit }, (_, i) => ({
      text: refused.values[lineField("text", i + 1)] ?? "",
      amount: refused.values[lineField("amount", i + 1)] ?? "",
    })).filter((line, i) => line.text || line.amount || i === 0);
  }
  const lines: QuoteLine[] = quote?.lines ?? prefilledLines(lead.fields);
  return lines.map((line) => ({ text: line.text, amount: centsValue(line.cents) }));
}

/** The quote box: a few lines (more with "Add a line"), the HST rate, and an insurance job's claim. */
function QuoteForm({
  lead,
  quote,
  returnTo,
  refused,
}: {
  lead: StoredLead;
  quote: StoredQuote | null;
  returnTo: string;
  refused: MoneyFormRefused | null;
}) {
  const errors = refused?.errors ?? {};
  const lines = startingLines(lead, quote, refused);
  const shown = Math.min(quoteLinesLimit, lines.length + emptyLines);
  const estimate = typeof lead.fields.estimate === "string" ? lead.fields.estimate : "";
  const deductible =
    refused?.values.deductible ??
    (quote?.deductibleCents != null
      ? centsValue(quote.deductibleCents)
      : typeof lead.fields.deductible === "string"
        ? lead.fields.deductible.replace(/[^\d.]/g, "")
        : "");
  return (
    <form method="post" action={inboxPaths.quote(lead.id)} className="mt-4 grid gap-3">
      <input type="hidden" name="return" value={returnTo} />
      {estimate ? (
        <p className="text-sm text-muted-foreground">{fillLater(text.estimate, { estimate })}</p>
      ) : null}
      <ol className="grid gap-2" data-lines>
        {Array.from({ length: quoteLinesLimit }, (_, i) => {
          const n = i + 1;
          const line = lines[i] ?? { text: "", amount: "" };
          const textName = lineField("text", n);
          const amountName = lineField("amount", n);
          return (
            <li
              key={n}
              hidden={i >= shown || undefined}
              data-line
              className="flex flex-wrap items-end gap-2"
            >
              <label className="flex min-w-0 flex-1 basis-48 flex-col gap-1 text-sm font-semibold">
                {fillLater(text.description, { n: String(n) })}
                <input
                  name={textName}
                  defaultValue={line.text}
                  maxLength={120}
                  className={`${fieldLook} w-full`}
                  {...invalid(lead, textName, errors)}
                />
              </label>
              <label className="flex w-32 flex-col gap-1 text-sm font-semibold">
                {text.amount}
                <input
                  name={amountName}
                  defaultValue={line.amount}
                  inputMode="decimal"
                  maxLength={12}
                  className={`${fieldLook} w-full text-right tabular-nums`}
                  {...invalid(lead, amountName, errors)}
                />
              </label>
              <Problem lead={lead} field={textName} errors={errors} />
              <Problem lead={lead} field={amountName} errors={errors} />
            </li>
          );
        })}
      </ol>
      <div className="flex flex-wrap items-center gap-3">
        <Button type="button" variant="outline" size="sm" hidden data-add-line>
          <Plus aria-hidden="true" />
          {text.addLine}
        </Button>
        <span className="text-sm text-muted-foreground">
          {fillLater(text.hst, { rate: formatRate(billingFacts.hstBasisPoints) })}
        </span>
      </div>
      {isInsuranceJob(lead) ? (
        <div className="flex flex-wrap gap-2">
          <label className="flex min-w-0 flex-1 basis-40 flex-col gap-1 text-sm font-semibold">
            {text.claim}
            <input
              name="claim"
              defaultValue={refused?.values.claim ?? quote?.claimNumber ?? ""}
              maxLength={60}
              className={`${fieldLook} w-full`}
              {...invalid(lead, "claim", errors)}
            />
          </label>
          <label className="flex w-36 flex-col gap-1 text-sm font-semibold">
            {text.deductible}
            <input
              name="deductible"
              defaultValue={deductible}
              inputMode="decimal"
              maxLength={12}
              className={`${fieldLook} w-full text-right tabular-nums`}
              {...invalid(lead, "deductible", errors)}
            />
          </label>
          <Problem lead={lead} field="claim" errors={errors} />
          <Problem lead={lead} field="deductible" errors={errors} />
        </div>
      ) : null}
      {quote?.approvedAt ? (
        <p className="text-sm text-muted-foreground">{text.changeNote}</p>
      ) : null}
      <div>
        <Button type="submit" size="md">
          <Send aria-hidden="true" />
          {text.send}
        </Button>
      </div>
    </form>
  );
}

/** The job's invoice: its number, total and state, the links to it, Mark paid, and a credit note. */
function InvoiceBox({
  lead,
  invoice,
  link,
  phone,
  returnTo,
  now,
  refused,
}: {
  lead: StoredLead;
  invoice: StoredInvoice;
  link: string | null;
  phone: Phone | null;
  returnTo: string;
  now: Date;
  refused: MoneyFormRefused | null;
}) {
  const paid = invoice.paidOn && invoice.paidMethod;
  const message = fillLater(paid ? invoicingText.texts.receipt : invoicingText.texts.invoice, {
    name: firstName(lead),
    number: invoice.number,
    total: formatCents(invoice.totalCents),
    link: link ? `${link}#invoice` : "",
  });
  return (
    <section
      aria-label={fillLater(text.invoice, { number: invoice.number })}
      className="mt-5 border-t border-border pt-4"
    >
      <h4 className="flex flex-wrap items-center gap-2 font-bold">
        <Receipt aria-hidden="true" className="size-5 text-primary" />
        {fillLater(text.invoice, { number: invoice.number })}
        <span className="font-semibold tabular-nums">{formatCents(invoice.totalCents)}</span>
      </h4>
      <p className="mt-1 text-sm">
        {invoice.creditedBy
          ? fillLater(invoicingText.invoice.creditedBy, { number: invoice.creditedBy })
          : paid
            ? fillLater(text.paidAt, {
                date: formatLeadDay(invoice.paidOn!),
                method: invoicingText.invoice.methods[invoice.paidMethod!],
              })
            : text.unpaid}
      </p>
      <div className="mt-3 flex flex-wrap gap-2">
        {link ? (
          <ButtonLink href={`${link}#invoice`} variant="outline" size="md">
            {text.open}
          </ButtonLink>
        ) : null}
        {link && invoice.claimNumber ? (
          <ButtonLink href={`${link}/insurer`} variant="outline" size="md">
            {text.insurerBill}
          </ButtonLink>
        ) : null}
        {link && phone && !invoice.creditedBy ? (
          <ButtonLink
            href={smsWithBody(phone.sms, message)}
            variant={paid ? "outline" : "cta"}
            size="md"
          >
            <MessageSquare aria-hidden="true" />
            {paid ? text.textReceipt : text.textInvoice}
          </ButtonLink>
        ) : null}
      </div>
      {!paid && !invoice.creditedBy ? (
        <PaidForm lead={lead} returnTo={returnTo} now={now} refused={refused} />
      ) : null}
      {!invoice.creditedBy ? <CreditForm lead={lead} returnTo={returnTo} /> : null}
    </section>
  );
}

/** One of the invoice's forms: it posts, and comes back to the same view. */
function MoneyForm({
  action,
  returnTo,
  className = "",
  children,
}: {
  action: string;
  returnTo: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <form method="post" action={action} className={`flex flex-wrap items-end gap-2 ${className}`}>
      <input type="hidden" name="return" value={returnTo} />
      {children}
    </form>
  );
}

/** Mark paid: how, and on which day (today to start with). */
function PaidForm({
  lead,
  returnTo,
  now,
  refused,
}: {
  lead: StoredLead;
  returnTo: string;
  now: Date;
  refused: MoneyFormRefused | null;
}) {
  const errors = refused?.errors ?? {};
  const method = refused?.values.method ?? (isInsuranceJob(lead) ? "insurer" : "debit");
  return (
    <MoneyForm action={inboxPaths.paid(lead.id)} returnTo={returnTo} className="mt-4">
      <label className="flex flex-col gap-1 text-sm font-semibold">
        {text.method}
        <select
          name="method"
          defaultValue={method}
          className={fieldLook}
          {...invalid(lead, "method", errors)}
        >
          {paymentMethods.map((m) => (
            <option key={m} value={m}>
              {invoicingText.invoice.methods[m]}
            </option>
          ))}
        </select>
      </label>
      <label className="flex flex-col gap-1 text-sm font-semibold">
        {text.date}
        <input
          type="date"
          name="day"
          defaultValue={refused?.values.day ?? torontoDay(now)}
          max={torontoDay(now)}
          className={fieldLook}
          {...invalid(lead, "day", errors)}
        />
      </label>
      <Button type="submit" size="md">
        {text.markPaid}
      </Button>
      <Problem lead={lead} field="method" errors={errors} />
      <Problem lead={lead} field="day" errors={errors} />
    </MoneyForm>
  );
}

/** A credit note, folded so it is not pressed by mistake. */
function CreditForm({ lead, returnTo }: { lead: StoredLead; returnTo: string }) {
  return (
    <details className="mt-3 text-sm">
      <summary className="cursor-pointer font-semibold text-destructive">{text.credit}…</summary>
      <p className="mt-2">{text.creditIntro}</p>
      <MoneyForm action={inboxPaths.credit(lead.id)} returnTo={returnTo} className="mt-2">
        <Button type="submit" variant="destructive" size="md">
          {text.credit}
        </Button>
      </MoneyForm>
    </details>
  );
}

/** The inbox script's part that adds a line: shows the button, and each press the next hidden line. */
export const addLineScript = `document.querySelectorAll("button[data-add-line]").forEach(function (button) {
  var rows = button.closest("form").querySelectorAll("li[data-line]");
  var next = function () { return Array.prototype.find.call(rows, function (row) { return row.hidden; }); };
  if (!next()) return;
  button.hidden = false;
  button.addEventListener("click", function () {
    var row = next();
    if (!row) return;
    row.hidden = false;
    row.querySelector("input").focus();
    if (!next()) button.hidden = true;
  });
});`;

/**
 * The job record's fields, in the Done form of a windshield replacement: the owner's adhesive
 * and its drive-away minutes prefilled, the rest as the job went.
 */
export function RecordFields({
  lead,
  record,
  refused,
}: {
  lead: StoredLead;
  record: JobRecord | null;
  refused: MoneyFormRefused | null;
}) {
  const r = invoicingText.inbox.record;
  const errors = refused?.errors ?? {};
  const values =
    refused?.values ??
    (record
      ? {
          part: record.part,
          adhesive: record.adhesive,
          lot: record.lot,
          expires: record.expires,
          driveAway: String(record.driveAwayMinutes),
          technician: record.technician,
          calibration: record.calibration,
        }
      : recordDefaults());
  const field = (name: "part" | "adhesive" | "lot" | "technician", wide = false) => (
    <label
      className={`flex min-w-0 flex-col gap-1 text-sm font-semibold ${wide ? "basis-full sm:flex-1 sm:basis-64" : "flex-1 basis-40"}`}
    >
      {r[name]}
      <input
        name={name}
        defaultValue={values[name]}
        maxLength={80}
        className={`${fieldLook} w-full`}
        {...invalid(lead, name, errors)}
      />
    </label>
  );
  return (
    <fieldset className="grid w-full gap-2 rounded-md border border-border bg-white/60 p-3">
      <legend className="px-1 text-sm font-bold">{r.heading}</legend>
      <p className="text-sm text-muted-foreground">{r.intro}</p>
      <div className="flex flex-wrap gap-2">
        {field("part")}
        {field("adhesive", true)}
        {field("lot")}
        <label className="flex flex-1 basis-40 flex-col gap-1 text-sm font-semibold">
          {r.expires}
          <input
            type="date"
            name="expires"
            defaultValue={values.expires}
            className={`${fieldLook} w-full`}
            {...invalid(lead, "expires", errors)}
          />
        </label>
        <label className="flex flex-1 basis-40 flex-col gap-1 text-sm font-semibold">
          {r.driveAway}
          <input
            type="number"
            name="driveAway"
            min={0}
            max={1440}
            defaultValue={values.driveAway}
            className={`${fieldLook} w-full`}
            {...invalid(lead, "driveAway", errors)}
          />
        </label>
        {field("technician")}
        <label className="flex basis-full flex-col gap-1 text-sm font-semibold sm:flex-1 sm:basis-64">
          {r.calibration}
          <select
            name="calibration"
            defaultValue={values.calibration}
            className={`${fieldLook} w-full`}
          >
            {calibrationResults.map((result) => (
              <option key={result} value={result}>
                {invoicingText.jobRecord.calibrationResults[result]}
              </option>
            ))}
          </select>
        </label>
      </div>
      {["part", "adhesive", "lot", "expires", "driveAway", "technician"].map((name) => (
        <Problem key={name} lead={lead} field={name} errors={errors} />
      ))}
    </fieldset>
  );
}
