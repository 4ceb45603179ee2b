import { LeadForm } from "../forms/LeadForm";
import { TextField } from "../forms/field";
import { useLeadForm, type LeadFormReturn } from "../forms/use-lead-form";
import type { Phone } from "../../../core/config/phone";
import { contactFormText as text } from "../../../core/data/contact-form";
import { contactFields } from "../../../core/rules/lead-fields/contact";

const empty = { name: "", email: "", phone: "", message: "" };

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
  returned,
}: {
  id?: string;
  /** The path of the page the form is on */
  page: string;
  /** Where leads go: the lead service (`siteConfig.leadEndpoint`) */
  leadEndpoint: string;
  /** The business's phone, offered when a send fails */
  phone: Phone;
  /** A send the lead service could not take, shown again as it was typed */
  returned?: LeadFormReturn<typeof empty>;
}) {
  const lead = useLeadForm(
    "contact",
    { ...empty, ...returned?.values },
    {
      id,
      page,
      endpoint: leadEndpoint,
      fields: contactFields,
      initial: returned,
    },
  );
  const { field } = lead;

  return (
    <LeadForm
      lead={lead}
      id={id}
      aria-label={text.name}
      text={text}
      what={text.what}
      phone={phone}
      leadEndpoint={leadEndpoint}
      sendSize="lg"
      sendClassName="sm:self-start"
      className="gap-5"
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField label={text.labels.name} {...field("name")} type="text" autoComplete="name" />
        <TextField
          label={text.labels.phone}
          optional
          {...field("phone")}
          type="tel"
          autoComplete="tel"
          inputMode="tel"
        />
      </div>
      <TextField label={text.labels.email} {...field("email")} type="email" autoComplete="email" />
      <TextField
        as="textarea"
        label={text.labels.message}
        hint={text.messageHint}
        {...field("message")}
        rows={6}
      />
    </LeadForm>
  );
}
