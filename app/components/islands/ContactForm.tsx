import { LeadForm } from "~/components/forms/LeadForm";
import { TextField } from "~/components/forms/field";
import { useLeadForm } from "~/components/forms/use-lead-form";
import type { Phone } from "~/lib/phone";
import { contactFormText as text } from "~/data/contact-form";
import { checkPhone, fieldLimits, phonePattern, validationMessages } from "~/lib/validation";

const empty = { name: "", email: "", phone: "", message: "" };
const rules = { phone: checkPhone };

/**
 * The contact page's message form, an island. The browser checks the required fields and the
 * email's format, and the optional phone by the quote form's rule; the send goes through the
 * lead module, so a failure keeps every value and offers the phone instead.
 */
export function ContactForm({
  id = "message-form",
  page,
  leadEndpoint,
  phone,
}: {
  id?: string;
  /** The path of the page the form is on */
  page: string;
  /** Where leads go (`LEAD_ENDPOINT`); null is demo mode */
  leadEndpoint: string | null;
  /** The business's phone, offered when a send fails */
  phone: Phone;
}) {
  const lead = useLeadForm("contact", empty, {
    id,
    page,
    endpoint: leadEndpoint,
    rules,
    limits: fieldLimits,
  });
  const { field } = lead;

  return (
    <LeadForm
      lead={lead}
      id={id}
      aria-label={text.name}
      text={text}
      what="message"
      phone={phone}
      leadEndpoint={leadEndpoint}
      sendSize="lg"
      sendClassName="sm:self-start"
      className="gap-5"
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label={text.labels.name}
          {...field("name")}
          type="text"
          required
          autoComplete="name"
        />
        <TextField
          label={text.labels.phone}
          optional
          {...field("phone")}
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          pattern={phonePattern}
          title={validationMessages.phone}
        />
      </div>
      <TextField
        label={text.labels.email}
        {...field("email")}
        type="email"
        required
        autoComplete="email"
      />
      <TextField
        as="textarea"
        label={text.labels.message}
        hint={text.messageHint}
        {...field("message")}
        required
        rows={6}
      />
    </LeadForm>
  );
}
