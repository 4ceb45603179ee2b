import { Field, controlClass } from "~/components/forms/field";
import { FormSend } from "~/components/forms/FormSend";
import { useLeadForm } from "~/components/forms/use-lead-form";
import { Toast } from "~/components/ui/toast";
import { siteConfig } from "~/config/site";
import { quoteFormText as text } from "~/data/quote-form";
import { services } from "~/data/services";
import { checkPhone, checkPostalCode, normalizePostalCode } from "~/lib/validation";

const rules = { phone: checkPhone, postalCode: checkPostalCode };

/**
 * The quote form in the hero of every location page (decisions.md sections 4 and 5). The browser
 * checks required fields and formats, with the phone and postal code rules added as custom
 * validity; each message shows under its field. A failed send keeps every value.
 */
export function QuoteForm({
  id = "hero-form",
  place,
  pageFocus,
  defaultService = "",
}: {
  id?: string;
  /** The place the page serves, sent with the lead */
  place: string;
  /** What the page is about, sent with the lead */
  pageFocus: string;
  /** The service the page is about, chosen to start with */
  defaultService?: string;
}) {
  const initial = {
    name: "",
    phone: "",
    email: "",
    vehicle: "",
    service: defaultService,
    postalCode: "",
    damage: "",
    insuranceClaim: false,
  };
  const { errors, status, sent, closeToast, control, checkbox, onSubmit } = useLeadForm(
    "quote",
    initial,
    {
      context: { place, pageFocus },
      rules,
      prepare: (values) => ({
        ...values,
        postalCode: normalizePostalCode(values.postalCode) ?? values.postalCode,
      }),
    },
  );
  const field = (name: keyof typeof initial) => `${id}-${name}`;

  return (
    <div
      id={id}
      className="surface-light rounded-xl border border-white/20 bg-card p-5 text-card-foreground shadow-raised sm:p-6"
    >
      <h2 id={`${id}-title`} className="text-2xl font-bold text-primary">
        {text.title}
      </h2>
      <p className="mt-1 text-muted-foreground">{text.intro}</p>
      <form
        aria-labelledby={`${id}-title`}
        method="post"
        action={siteConfig.leadEndpoint ?? undefined}
        onSubmit={onSubmit}
        className="relative mt-5 flex flex-col gap-4"
      >
        <Field id={field("name")} label={text.labels.name} error={errors.name}>
          {(props) => (
            <input
              {...props}
              {...control("name")}
              type="text"
              required
              autoComplete="name"
              className={controlClass}
            />
          )}
        </Field>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field id={field("phone")} label={text.labels.phone} error={errors.phone}>
            {(props) => (
              <input
                {...props}
                {...control("phone")}
                type="tel"
                required
                autoComplete="tel"
                inputMode="tel"
                className={controlClass}
              />
            )}
          </Field>
          <Field id={field("email")} label={text.labels.email} optional error={errors.email}>
            {(props) => (
              <input
                {...props}
                {...control("email")}
                type="email"
                autoComplete="email"
                className={controlClass}
              />
            )}
          </Field>
        </div>
        <Field id={field("service")} label={text.labels.service} error={errors.service}>
          {(props) => (
            <select {...props} {...control("service")} required className={controlClass}>
              <option value="">{text.servicePlaceholder}</option>
              {services.map((service) => (
                <option key={service.id} value={service.name}>
                  {service.name}
                </option>
              ))}
            </select>
          )}
        </Field>
        <div className="grid items-end gap-4 sm:grid-cols-2">
          <Field id={field("vehicle")} label={text.labels.vehicle} optional error={errors.vehicle}>
            {(props) => (
              <input
                {...props}
                {...control("vehicle")}
                type="text"
                placeholder={text.placeholders.vehicle}
                className={controlClass}
              />
            )}
          </Field>
          <Field
            id={field("postalCode")}
            label={text.labels.postalCode}
            optional
            error={errors.postalCode}
          >
            {(props) => (
              <input
                {...props}
                {...control("postalCode")}
                type="text"
                autoComplete="postal-code"
                autoCapitalize="characters"
                placeholder={text.placeholders.postalCode}
                className={controlClass}
              />
            )}
          </Field>
        </div>
        <Field id={field("damage")} label={text.labels.damage} optional error={errors.damage}>
          {(props) => (
            <textarea
              {...props}
              {...control("damage")}
              rows={2}
              placeholder={text.placeholders.damage}
              className={controlClass}
            />
          )}
        </Field>
        <label className="flex items-center gap-3 font-medium">
          <input
            {...checkbox("insuranceClaim")}
            type="checkbox"
            className="size-5 rounded border-input accent-primary"
          />
          {text.labels.insuranceClaim}
        </label>
        <FormSend
          status={status}
          what="quote request"
          label={text.submit}
          sendingLabel={text.sending}
          size="xl"
          className="w-full"
        />
      </form>
      <Toast
        open={sent}
        title={text.toastTitle}
        description={text.toastText}
        onClose={closeToast}
      />
    </div>
  );
}
