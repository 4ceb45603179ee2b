import { LeadForm } from "../forms/LeadForm";
import { Card } from "../ui/card";
import { TextField } from "../forms/field";
import { useLeadForm, type LeadFormReturn } from "../forms/use-lead-form";
import type { Phone } from "../../config/phone";
import { quoteFormText as text } from "../../data/quote-form";
import { quoteFields } from "../../lib/lead-fields/quote";
import { normalizePostalCode } from "../../lib/validation";

const empty = {
  name: "",
  phone: "",
  email: "",
  vehicle: "",
  service: "",
  postalCode: "",
  damage: "",
  insuranceClaim: false,
};

/**
 * The quote form in the hero of every location page, an island. The browser checks required
 * fields and formats, with the phone and postal code rules added as custom validity; each
 * message shows under its field. A failed send keeps every value.
 */
export function QuoteForm({
  id = "hero-form",
  page,
  place,
  pageFocus,
  services,
  defaultService = "",
  leadEndpoint,
  phone,
  fill,
  returned,
}: {
  id?: string;
  /** The path of the page the form is on */
  page: string;
  /** The place the page serves, sent with the lead */
  place: string;
  /** What the page is about, sent with the lead */
  pageFocus: string;
  /** The names of the services a visitor can choose */
  services: readonly string[];
  /** The service the page is about, chosen to start with */
  defaultService?: string;
  /** Where leads go: the lead service (`siteConfig.leadEndpoint`) */
  leadEndpoint: string;
  /** The business's phone, offered when a send fails */
  phone: Phone;
  /** Values filled in for the visitor (the instant estimate's service, answers and postal code) */
  fill?: { service?: string; damage?: string; postalCode?: string };
  /** A send the lead service could not take, shown again as it was typed */
  returned?: LeadFormReturn<typeof empty>;
}) {
  const initial = { ...empty, service: defaultService, ...fill, ...returned?.values };
  const lead = useLeadForm("quote", initial, {
    id,
    page,
    endpoint: leadEndpoint,
    context: { place, pageFocus },
    fill,
    fields: quoteFields,
    initial: returned,
    prepare: (values) => ({
      ...values,
      postalCode: normalizePostalCode(values.postalCode) ?? values.postalCode,
    }),
  });

  const { field, checkbox } = lead;
  return (
    <Card id={id} variant="raised" className="p-5 sm:p-6">
      <h2 id={`${id}-title`} className="text-2xl font-bold text-primary">
        {text.title}
      </h2>
      <p className="mt-1 text-muted-foreground">{text.intro}</p>
      <LeadForm
        lead={lead}
        aria-labelledby={`${id}-title`}
        text={text}
        what="quote request"
        phone={phone}
        leadEndpoint={leadEndpoint}
        sendSize="xl"
        sendClassName="w-full"
        className="mt-5 gap-4"
      >
        <TextField label={text.labels.name} {...field("name")} type="text" autoComplete="name" />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={text.labels.phone}
            {...field("phone")}
            type="tel"
            autoComplete="tel"
            inputMode="tel"
          />
          <TextField
            label={text.labels.email}
            optional
            {...field("email")}
            type="email"
            autoComplete="email"
          />
        </div>
        <TextField as="select" label={text.labels.service} {...field("service")}>
          <option value="">{text.servicePlaceholder}</option>
          {services.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </TextField>
        <div className="grid items-end gap-4 sm:grid-cols-2">
          <TextField
            label={text.labels.vehicle}
            optional
            {...field("vehicle")}
            type="text"
            placeholder={text.placeholders.vehicle}
          />
          <TextField
            label={text.labels.postalCode}
            optional
            {...field("postalCode")}
            type="text"
            autoComplete="postal-code"
            autoCapitalize="characters"
            placeholder={text.placeholders.postalCode}
          />
        </div>
        <TextField
          as="textarea"
          label={text.labels.damage}
          optional
          {...field("damage")}
          rows={2}
          placeholder={text.placeholders.damage}
        />
        <label className="flex items-center gap-3 font-medium">
          <input
            {...checkbox("insuranceClaim")}
            type="checkbox"
            className="size-5 rounded border-input accent-primary"
          />
          {text.labels.insuranceClaim}
        </label>
      </LeadForm>
    </Card>
  );
}
