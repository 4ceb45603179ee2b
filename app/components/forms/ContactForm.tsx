import { Field, controlClass } from "~/components/forms/field";
import { FormSend } from "~/components/forms/FormSend";
import { useLeadForm } from "~/components/forms/use-lead-form";
import { Toast } from "~/components/ui/toast";
import { siteConfig } from "~/config/site";
import { contactContent } from "~/data/contact";

const text = contactContent.form;
const empty = { name: "", email: "", phone: "", message: "" };

/**
 * The contact page's message form (site-spec sections 4, 5 and 7; decisions.md section 5).
 * The browser checks the required fields and the email's format; the send goes through the
 * lead module, so a failure keeps every value and offers the phone instead.
 */
export function ContactForm({ id = "message-form" }: { id?: string }) {
  const { errors, status, sent, closeToast, control, onSubmit } = useLeadForm("contact", empty);
  const { leadEndpoint } = siteConfig;

  return (
    <>
      <form
        id={id}
        aria-label="Send us a message"
        method="post"
        action={leadEndpoint ?? undefined}
        onSubmit={onSubmit}
        className="relative flex flex-col gap-5"
      >
        <div className="grid gap-5 sm:grid-cols-2">
          <Field id={`${id}-name`} label="Your name" error={errors.name}>
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
          <Field id={`${id}-phone`} label="Phone" optional error={errors.phone}>
            {(props) => (
              <input
                {...props}
                {...control("phone")}
                type="tel"
                autoComplete="tel"
                className={controlClass}
              />
            )}
          </Field>
        </div>
        <Field id={`${id}-email`} label="Email" error={errors.email}>
          {(props) => (
            <input
              {...props}
              {...control("email")}
              type="email"
              required
              autoComplete="email"
              className={controlClass}
            />
          )}
        </Field>
        <Field
          id={`${id}-message`}
          label="Message"
          hint="Your vehicle, what happened to the glass, and where it's parked help us quote."
          error={errors.message}
        >
          {(props) => (
            <textarea
              {...props}
              {...control("message")}
              required
              rows={6}
              className={controlClass}
            />
          )}
        </Field>
        <FormSend
          status={status}
          what="message"
          label={text.submit}
          sendingLabel={text.sending}
          size="lg"
          className="sm:self-start"
        />
      </form>
      <Toast
        open={sent}
        title={text.toastTitle}
        description={text.toastText}
        onClose={closeToast}
      />
    </>
  );
}
